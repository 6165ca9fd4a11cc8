// The advice under some fields of an upload tool form: a daily budget too low for the marketplace, the
// competitors whose check found them weak or needing a price (spec §4), and for a campaign with enough
// clicks the suggestion to optimise it instead.
import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OPTIMISATION_HINT_CLICKS, type Marketplace, type StructNameData } from '@adplan/contracts';
import type { CompetitorVerdict } from '../model/competitor-feedback';
import { formatMoney, lowBudgetThreshold, suggestsOptimisation } from '../model/plan-warnings';
import type { FormValues, ToolDefinition, ToolField } from '../model/tool-definitions';

interface ToolFieldExtraProps {
  field: ToolField;
  tool: ToolDefinition;
  marketplace: Marketplace;
  values: FormValues;
  /** The chosen bulk sheet's campaigns, once read. */
  campaigns: StructNameData['campaigns'] | undefined;
  /** The latest competitor check, by competitor ASIN. */
  competitors: Record<string, CompetitorVerdict>;
}

function LowBudgetWarning({ marketplace, dailyBudget }: { marketplace: Marketplace; dailyBudget: unknown }) {
  const { t } = useTranslation('plans');
  const threshold = lowBudgetThreshold(marketplace, dailyBudget);
  if (threshold === undefined) return null;
  return (
    <Typography.Text type="warning" data-testid="low-budget-warning">
      {t('hints.lowBudget', { market: marketplace, amount: formatMoney(marketplace, threshold) })}
    </Typography.Text>
  );
}

function CompetitorLines({ competitors }: { competitors: Record<string, CompetitorVerdict> }) {
  const { t } = useTranslation('plans');
  const lines = Object.entries(competitors).flatMap(([asin, verdict]) => {
    if (verdict === 'weak')
      return [
        <Typography.Text key={asin} type="warning">
          {t('hints.competitorWeak', { asin })}
        </Typography.Text>,
      ];
    if (verdict === 'priceNeeded')
      return [
        <Typography.Text key={asin} type="secondary">
          {t('hints.competitorPriceNeeded', { asin })}
        </Typography.Text>,
      ];
    return [];
  });
  return lines.length > 0 ? <Flex vertical>{lines}</Flex> : null;
}

interface OptimisationHintProps {
  tool: ToolDefinition;
  campaigns: StructNameData['campaigns'] | undefined;
  campaignId: unknown;
}

function OptimisationHint({ tool, campaigns, campaignId }: OptimisationHintProps) {
  const { t } = useTranslation('plans');
  const selected = campaigns?.find((campaign) => campaign.campaign_id === campaignId);
  if (!tool.optimisationPath || !selected || !suggestsOptimisation(selected.clicks)) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 8 }}
      title={t('hints.optimisationHint', {
        name: selected.campaign_name,
        clicks: selected.clicks,
        threshold: OPTIMISATION_HINT_CLICKS,
      })}
      action={<Link to={tool.optimisationPath}>{t('hints.goToOptimisation')}</Link>}
    />
  );
}

/** The advice under `field`, or nothing. */
export function ToolFieldExtra({
  field,
  tool,
  marketplace,
  values,
  campaigns,
  competitors,
}: ToolFieldExtraProps) {
  if (field.name === 'daily_budget')
    return <LowBudgetWarning marketplace={marketplace} dailyBudget={values.daily_budget} />;
  if (field.name === 'competitor_asins') return <CompetitorLines competitors={competitors} />;
  if (field.name === 'campaign_id')
    return <OptimisationHint tool={tool} campaigns={campaigns} campaignId={values.campaign_id} />;
  return null;
}
