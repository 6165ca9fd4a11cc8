import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StructNameData } from '@adplan/contracts';
import './campaign-intents-field.css';

type Campaign = StructNameData['campaigns'][number];

/** The intents a seller can pick (contracts' CAMPAIGN_INTENT_CHOICES values), in the order they are listed. */
const INTENTS = ['standard', 'rank', 'defensive', 'catchAll', 'profit'] as const;

export interface CampaignIntentsFieldProps {
  campaigns?: readonly Campaign[];
  /** `{ campaign ID: intent }` as the `campaign_intents` parameter takes it (Form.Item gives it). */
  value?: Record<string, string>;
  onChange?: (value: Record<string, string> | undefined) => void;
}

/**
 * One select per campaign of the chosen bulk sheet: "from its name" (no entry) or an intent that overrides the
 * name (ADR 0032). Without a bulk sheet it says where the campaigns will come from.
 */
export function CampaignIntentsField({ campaigns, value, onChange }: CampaignIntentsFieldProps) {
  const { t } = useTranslation('plans');
  // Intents are judged in the Sponsored Products optimisations; an archived campaign is never planned.
  const planned = (campaigns ?? []).filter(
    (c) => c.product === 'sponsoredProducts' && c.state !== 'archived',
  );
  if (planned.length === 0)
    return <Typography.Text type="secondary">{t('fields.campaignPickerHint')}</Typography.Text>;
  const options = [
    { value: '', label: t('fields.intentFromName') },
    ...INTENTS.map((intent) => ({ value: intent, label: t(`fields.intent.${intent}`) })),
  ];
  const set = (campaignId: string, intent: string) => {
    const next = { ...(value ?? {}) };
    if (intent === '') delete next[campaignId];
    else next[campaignId] = intent;
    onChange?.(Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <div className="campaign-intents" data-testid="campaign-intents">
      {planned.map((campaign) => (
        <div key={campaign.campaign_id} className="campaign-intents-row">
          <Typography.Text className="campaign-intents-name" ellipsis={{ tooltip: campaign.campaign_name }}>
            {campaign.campaign_name}
          </Typography.Text>
          <Select
            size="small"
            className="campaign-intents-select"
            aria-label={campaign.campaign_name}
            value={value?.[campaign.campaign_id] ?? ''}
            options={options}
            onChange={(intent: string) => set(campaign.campaign_id, intent)}
          />
        </div>
      ))}
    </div>
  );
}
