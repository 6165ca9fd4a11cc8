// The account overview (issue 23), where the console opens: the seller's latest figures from an upload or
// a linked shop — totals, charts, the worst wasters and best converters with the tool that acts on each, and
// the campaigns, targets and placements. Without any data yet it explains how to get some.
import { lazy, Suspense, useState } from 'react';
import { Button, Card, Flex, Result, Select, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AD_DIAGNOSIS_PATH,
  PLAN_TOOL_PATHS,
  type AccountOverviewData,
  type OverviewSnapshotData,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { useAccountOverviewQuery } from '../api/overview-queries';
import { OverviewCards } from '../components/overview-cards';
import { OverviewTables } from '../components/overview-tables';
import { TargetHighlights } from '../components/target-highlights';
import { choiceOf, formatMoney, snapshotValue } from '../model/overview-view';

// ECharts arrives with the charts only, after the figures are on screen (ADR 0018).
const OverviewCharts = lazy(() => import('../components/overview-charts'));

/** No snapshot yet: what the page will show and the two ways to get figures. */
function EmptyOverview() {
  const { t } = useTranslation('overview');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('empty.title')}
      subTitle={t('empty.body')}
      data-testid="overview-empty"
      extra={
        <Flex wrap gap={8} justify="center">
          <Button type="primary" onClick={() => void navigate(PLAN_TOOL_PATHS['keyword-optimisation'])}>
            {t('empty.upload')}
          </Button>
          <Button onClick={() => void navigate(AD_DIAGNOSIS_PATH)}>{t('empty.shop')}</Button>
        </Flex>
      }
    />
  );
}

/** A snapshot's name in the picker. */
function useSnapshotLabel() {
  const { t } = useTranslation('overview');
  return (snapshot: Pick<OverviewSnapshotData, 'source' | 'shop_name' | 'marketplace'>) =>
    snapshot.source.startsWith('shop:')
      ? t('source.shop', { shop: snapshot.shop_name ?? '', marketplace: snapshot.marketplace })
      : t('source.upload', { marketplace: snapshot.marketplace });
}

/** The heading line: source picker, period, when it was read and the account's cost per order. */
function OverviewHeading({
  overview,
  snapshots,
  onChoose,
}: {
  overview: AccountOverviewData;
  snapshots: OverviewSnapshotData[];
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation('overview');
  const label = useSnapshotLabel();
  return (
    <Card size="small">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        <Flex wrap gap={12} align="center">
          <Typography.Text>{t('source.label')}</Typography.Text>
          <Select
            aria-label={t('source.label')}
            data-testid="overview-source"
            style={{ minWidth: 220, maxWidth: '100%' }}
            value={snapshotValue(overview)}
            onChange={onChoose}
            options={snapshots.map((snapshot) => ({
              value: snapshotValue(snapshot),
              label: label(snapshot),
            }))}
          />
        </Flex>
        <Flex wrap gap={16} data-testid="overview-period">
          <Typography.Text strong>
            {overview.window_start && overview.window_end
              ? t('period', { start: overview.window_start, end: overview.window_end })
              : t('periodUnknown')}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('readAt', { time: dayjs(overview.generated_at).format('YYYY-MM-DD HH:mm') })}
          </Typography.Text>
          {overview.reference_cost_per_sale !== null && (
            <Typography.Text type="secondary">
              {t('referenceCps', {
                amount: formatMoney(overview.marketplace, overview.reference_cost_per_sale),
              })}
            </Typography.Text>
          )}
        </Flex>
        {overview.source.startsWith('shop:') && (
          <Typography.Text type="secondary">{t('shopScope')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** /overview: the seller's numbers. */
export default function AccountOverviewPage() {
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const query = useAccountOverviewQuery(choiceOf(choice));
  const { t } = useTranslation('overview');

  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return (
      <LoadErrorResult
        detail={query.error instanceof ApiError ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  const { overview, snapshots } = query.data;
  if (!overview) return <EmptyOverview />;
  return (
    <Flex vertical gap={12} data-testid="account-overview">
      <OverviewHeading overview={overview} snapshots={snapshots} onChoose={setChoice} />
      <OverviewCards overview={overview} />
      <Suspense
        fallback={
          <Card size="small" aria-busy="true">
            <Skeleton active paragraph={{ rows: 4 }} />
            <Typography.Text type="secondary">{t('charts.loading')}</Typography.Text>
          </Card>
        }
      >
        <OverviewCharts overview={overview} />
      </Suspense>
      <TargetHighlights overview={overview} />
      <OverviewTables overview={overview} />
    </Flex>
  );
}
