import { useState } from 'react';
import { Button, Card, Empty, Flex, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLAN_HISTORY_RETENTION_DAYS, type AdHistoryItem, type Marketplace } from '@adplan/contracts';
import type { ColumnType } from 'antd/es/table';
import { CardTable } from '../../../shared/ui/card-table';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { useAdHistoryQuery, useAdHistoryRefresh, usePeriodLogQuery } from '../api/plans-queries';
import { ForecastCheckPanel } from '../components/forecast-check-panel';
import { PlanDownloads } from '../components/plan-downloads';
import { ShopPlanDrawer } from '../components/shop-plan-drawer';
import { shopStatusColor } from '../model/change-set-view';
import { historyPlanName } from '../model/history-names';
import { ScheduleChart, scheduleRulePeriods } from '../components/schedule-chart';
import { formatDate, formatDateTime } from '../../../shared/format/display-format';

const PAGE_SIZE = 20;

/** The flows whose plans carry a forecast (Sponsored Products; video ads and schedules have none). */
const FORECAST_FLOWS: ReadonlyArray<AdHistoryItem['flow']> = [
  'keyword-cold-start',
  'keyword-optimisation',
  'asin-cold-start',
  'asin-optimisation',
  'auto-cold-start',
  'auto-optimisation',
];

/** A plan's schedule rules, loaded from /period_log when its row is opened. */
function PeriodLog({ orderNum, marketplace }: { orderNum: string; marketplace: Marketplace }) {
  const { t } = useTranslation('plans');
  const query = usePeriodLogQuery(orderNum);
  if (query.isPending) return <Typography.Text type="secondary">…</Typography.Text>;
  if (query.isError) return <LoadErrorResult onRetry={() => void query.refetch()} />;
  if (query.data.schedule.length === 0)
    return <Typography.Text type="secondary">{t('history.noSchedule')}</Typography.Text>;
  return (
    <Flex vertical gap={16}>
      {query.data.schedule.map((rule) => (
        <ScheduleChart
          key={rule.campaign_name}
          campaignName={rule.campaign_name}
          timeZone={rule.time_zone}
          periods={scheduleRulePeriods(rule.periods)}
          {...(rule.evidence ? { evidence: rule.evidence, marketplace } : {})}
        />
      ))}
    </Flex>
  );
}

/** Usage records (spec §2, §3): generated plans still kept, with every download and each plan's schedule rule. */
export default function AdHistoryPage() {
  const { t } = useTranslation('plans');
  const { t: tRoutes } = useTranslation('routes');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<readonly string[]>([]);
  const [shopPlan, setShopPlan] = useState<{ planId: string; shopName: string } | undefined>();
  const [forecastOf, setForecastOf] = useState<{ planId: string; name: string } | undefined>();
  const refreshHistory = useAdHistoryRefresh();
  const query = useAdHistoryQuery(page, PAGE_SIZE);

  const columns: Array<ColumnType<AdHistoryItem>> = [
    {
      title: t('history.createdAt'),
      dataIndex: 'created_at',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('history.planName'),
      dataIndex: 'plan_name',
      width: 200,
      render: (_: string, item: AdHistoryItem) => historyPlanName(item, (flow) => t(`flows.${flow}`)),
    },
    {
      title: t('history.tool'),
      dataIndex: 'flow',
      width: 140,
      render: (flow: AdHistoryItem['flow']) => t(`flows.${flow}`),
    },
    {
      title: t('history.marketplace'),
      dataIndex: 'marketplace',
      width: 80,
      render: (m: string) => <Tag>{m}</Tag>,
    },
    {
      title: t('history.shop'),
      key: 'shop',
      width: 200,
      render: (_: unknown, item: AdHistoryItem) =>
        item.shop ? (
          <Flex vertical gap={4} align="start" data-testid={`history-shop-${item.plan_id}`}>
            <Typography.Text style={{ wordBreak: 'break-word' }}>{item.shop.shop_name}</Typography.Text>
            <Tag color={shopStatusColor(item.shop.status)}>
              {t(`changeSet.statuses.${item.shop.status}`, { defaultValue: item.shop.status })}
            </Tag>
            <Button
              size="small"
              onClick={() => setShopPlan({ planId: item.plan_id, shopName: item.shop?.shop_name ?? '' })}
            >
              {t('history.openShopPlan')}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('history.shopNone')}</Typography.Text>
        ),
    },
    {
      title: t('history.downloads'),
      key: 'downloads',
      width: 320,
      render: (_: unknown, item: AdHistoryItem) => <PlanDownloads workbooks={item.workbooks} compact />,
    },
    {
      title: t('history.schedule'),
      key: 'schedule',
      width: 140,
      render: (_: unknown, item: AdHistoryItem) =>
        item.schedule && item.schedule.length > 0 ? (
          <Button
            size="small"
            onClick={() =>
              setOpened((keys) =>
                keys.includes(item.plan_id)
                  ? keys.filter((k) => k !== item.plan_id)
                  : [...keys, item.plan_id],
              )
            }
          >
            {t('history.showSchedule')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('history.noSchedule')}</Typography.Text>
        ),
    },
    {
      title: t('history.forecast'),
      key: 'forecast',
      width: 130,
      render: (_: unknown, item: AdHistoryItem) =>
        FORECAST_FLOWS.includes(item.flow) ? (
          <Button
            size="small"
            data-testid={`history-forecast-${item.plan_id}`}
            onClick={() =>
              setForecastOf({
                planId: item.plan_id,
                name: historyPlanName(item, (flow) => t(`flows.${flow}`)),
              })
            }
          >
            {t('forecastCheck.open')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('history.noSchedule')}</Typography.Text>
        ),
    },
    {
      title: t('history.expiresAt'),
      dataIndex: 'expires_at',
      width: 110,
      render: (value: string) => formatDate(value),
    },
  ];

  return (
    <Card title={tRoutes('adHistory')}>
      <Typography.Paragraph type="secondary">
        {t('history.intro', { days: PLAN_HISTORY_RETENTION_DAYS })}
      </Typography.Paragraph>
      {query.isError ? (
        <LoadErrorResult title={t('history.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <CardTable<AdHistoryItem>
          rowKey={(item) => item.plan_id}
          cardTestId="history"
          loading={query.isPending}
          columns={columns}
          dataSource={query.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('history.empty')} /> }}
          expandable={{
            expandedRowKeys: [...opened],
            onExpandedRowsChange: (keys) => setOpened(keys.map(String)),
            rowExpandable: (item) => (item.schedule?.length ?? 0) > 0,
            expandedRowRender: (item) => (
              <PeriodLog orderNum={item.order_num} marketplace={item.marketplace} />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          scroll={{ x: 1470 }}
        />
      )}
      <Modal
        open={forecastOf !== undefined}
        title={forecastOf ? t('forecastCheck.title', { name: forecastOf.name }) : undefined}
        footer={null}
        width={1100}
        destroyOnHidden
        onCancel={() => setForecastOf(undefined)}
      >
        {forecastOf ? <ForecastCheckPanel planId={forecastOf.planId} /> : null}
      </Modal>
      <ShopPlanDrawer
        planId={shopPlan?.planId}
        shopName={shopPlan?.shopName ?? ''}
        onClose={() => setShopPlan(undefined)}
        onChange={refreshHistory}
      />
    </Card>
  );
}
