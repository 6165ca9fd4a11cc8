import { AutoComplete, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_SYMBOLS,
  MARKETPLACES,
  deriveExactAdGroupName,
  planParameterLabel,
  type Marketplace,
  type StructNameData,
} from '@adplan/contracts';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { checkField } from '../model/plan-form';
import type { ToolField } from '../model/tool-definitions';
import { CampaignIntentsField } from './campaign-intents-field';

type Campaign = StructNameData['campaigns'][number];

export interface ParameterFieldProps {
  field: ToolField;
  marketplace: Marketplace;
  /** Campaigns of the chosen bulk sheet (undefined before one is read). */
  campaigns?: readonly Campaign[];
  structLoading?: boolean;
  /** Extra text under the field (warnings, hints that depend on other fields). */
  extra?: React.ReactNode;
  /** Called when a field loses focus (the competitor check). */
  onBlur?: () => void;
}

const adGroupNames = (campaigns: readonly Campaign[] | undefined) => [
  ...new Set((campaigns ?? []).flatMap((c) => c.ad_groups.map((g) => g.ad_group_name))),
];

function nameOptions(names: readonly string[]) {
  return names.map((name) => ({ value: name, label: name }));
}

/** The derived exact ad group name under the broad one (spec §3), updated as the seller types. */
function ExactName() {
  const { t } = useTranslation('plans');
  const broad = Form.useWatch<string | undefined>('ad_group_name_broad');
  const exact = deriveExactAdGroupName(broad ?? '');
  return (
    <Typography.Text type="secondary" data-testid="exact-ad-group-name">
      {exact ? t('fields.exactName', { name: exact }) : t('fields.exactNameEmpty')}
    </Typography.Text>
  );
}

/** One parameter of a tool form: the input its kind asks for, checked with the contracts' field schema. */
export function ParameterField({
  field,
  marketplace,
  campaigns,
  structLoading,
  extra,
  onBlur,
}: ParameterFieldProps) {
  const { t, i18n } = useTranslation('plans');
  const language = toContractsLanguage(i18n.language);
  const label = planParameterLabel(field.name)[language];
  const hint = field.hintKey ? t(field.hintKey, { months: 2, multiple: 3 }) : undefined;
  const symbol = CURRENCY_SYMBOLS[marketplace];

  const rules = [
    {
      validator: async (_rule: unknown, value: unknown) => {
        const message = checkField(field.name, value, language);
        if (message) throw new Error(message);
      },
    },
  ];

  const input = (() => {
    switch (field.kind) {
      case 'marketplace':
        return (
          <Select
            options={MARKETPLACES.map((code) => ({
              value: code,
              label: t('fields.marketplaceOption', { code, symbol: CURRENCY_SYMBOLS[code] }),
            }))}
          />
        );
      case 'campaignMode':
        return (
          <Radio.Group
            optionType="button"
            options={[
              { value: 'new', label: t('fields.campaignModeNew') },
              { value: 'existing', label: t('fields.campaignModeExisting') },
            ]}
          />
        );
      case 'money':
        return <Input prefix={symbol} inputMode="decimal" onBlur={onBlur} />;
      case 'percent':
        return <Input suffix={t('fields.percentSuffix')} inputMode="decimal" onBlur={onBlur} />;
      case 'list':
        return (
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('fields.listPlaceholder')}
            onBlur={onBlur}
          />
        );
      case 'boolean':
        return <Switch checkedChildren={t('fields.yes')} unCheckedChildren={t('fields.no')} />;
      case 'choice':
        return (
          <Select
            allowClear
            options={(field.choices ?? []).map((choice) => ({
              value: choice.value,
              label: t(choice.labelKey),
            }))}
          />
        );
      case 'date':
        return <Input type="date" />;
      case 'campaign':
        return campaigns && campaigns.length > 0 ? (
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('fields.campaignPicker')}
            options={campaigns.map((campaign) => ({
              value: campaign.campaign_id,
              label: t('fields.campaignOption', {
                name: campaign.campaign_name,
                clicks: campaign.clicks,
                orders: campaign.orders,
              }),
            }))}
          />
        ) : (
          <Input
            inputMode="numeric"
            placeholder={structLoading ? t('fields.campaignPickerLoading') : t('fields.campaignPickerHint')}
          />
        );
      case 'campaignNames':
        return (
          <Select
            mode="tags"
            tokenSeparators={[',', '，', '\n']}
            placeholder={t('fields.campaignNames')}
            options={nameOptions((campaigns ?? []).map((c) => c.campaign_name))}
          />
        );
      case 'campaignIntents':
        return <CampaignIntentsField campaigns={campaigns} />;
      case 'broadAdGroup':
        return <Input />;
      case 'text':
        if (field.name === 'ad_group_name' || field.name === 'harvest_ad_group_name')
          return <AutoComplete options={nameOptions(adGroupNames(campaigns))} filterOption />;
        if (field.name === 'harvest_campaign_name')
          return (
            <AutoComplete options={nameOptions((campaigns ?? []).map((c) => c.campaign_name))} filterOption />
          );
        return <Input onBlur={onBlur} />;
    }
  })();

  const below = (
    <>
      {field.kind === 'broadAdGroup' ? <ExactName /> : null}
      {hint ? <div>{hint}</div> : null}
      {extra}
    </>
  );

  return (
    <Form.Item
      name={field.name}
      label={label}
      required={field.required}
      rules={rules}
      extra={below}
      valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
      validateTrigger={['onBlur', 'onChange']}
    >
      {input}
    </Form.Item>
  );
}
