// Schedule bidding of a linked shop (issue 14): choose the shop, see its rules with their 24-hour chart in
// Los Angeles and Beijing time, the next executions and the history, pause, resume or stop a rule (with a
// confirmation), and create rules from hourly reports or a schedule plan.
import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleExecution, ScheduleRuleItem } from '@adplan/contracts';
import { LinkedShopSelect } from '../../../shared/shops/linked-shop-select';
import {
  useRuleActionMutation,
  useScheduleDetailQuery,
  useScheduleRulesQuery,
} from '../api/schedules-queries';
import { RuleCreatePanel } from '../components/rule-create-panel';
import { ScheduleDayChart } from '../components/schedule-day-chart';
import { formatAdjustment } from '../model/day-bands';
import { failureText } from '../model/failure-text';
import { BEIJING_TIME_ZONE, formatMonthDayTime } from '../../../shared/format/display-format';

const STATE_COLORS: Record<ScheduleRuleItem['state'], string> = {
  active: 'green',
  paused: 'orange',
  stopping: 'blue',
  stopped: 'default',
};

type Translate = ReturnType<typeof useTranslation<'schedules'>>['t'];

/** An instant in the rule's marketplace time and Beijing time, or the "none" mark. */
const when = (t: Translate, iso: string | null, timeZone: string) =>
  iso
    ? t('instant', {
        local: formatMonthDayTime(iso, timeZone),
        beijing: formatMonthDayTime(iso, BEIJING_TIME_ZONE),
      })
    : t('none');

function RuleActions({ rule, shopId }: { rule: ScheduleRuleItem; shopId: string }) {
  const { t } = useTranslation('schedules');
  const withCode = (words: string, code: number) => t('withCode', { words, code });
  const action = useRuleActionMutation(shopId);
  const run = (kind: 'pause' | 'resume' | 'stop') =>
    action.mutateAsync({ action: kind, ruleId: rule.rule_id });
  return (
    <Space wrap>
      {rule.state === 'active' ? (
        <Popconfirm title={t('confirm.pause')} onConfirm={() => run('pause')}>
          <Button size="small">{t('action.pause')}</Button>
        </Popconfirm>
      ) : null}
      {rule.state === 'paused' ? (
        <Popconfirm title={t('confirm.resume')} onConfirm={() => run('resume')}>
          <Button size="small">{t('action.resume')}</Button>
        </Popconfirm>
      ) : null}
      {rule.state === 'active' || rule.state === 'paused' ? (
        <Popconfirm title={t('confirm.stop')} onConfirm={() => run('stop')}>
          <Button size="small" danger>
            {t('action.stop')}
          </Button>
        </Popconfirm>
      ) : null}
      {action.error ? (
        <Typography.Text type="danger">
          {failureText(action.error, t('loadFailed'), withCode)}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

function RuleDetail({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation('schedules');
  const withCode = (words: string, code: number) => t('withCode', { words, code });
  const detail = useScheduleDetailQuery(ruleId);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError)
    return <Alert type="error" showIcon title={failureText(detail.error, t('loadFailed'), withCode)} />;
  const { rule, next_runs: nextRuns, history } = detail.data;
  const columns = [
    {
      title: t('history.time'),
      key: 'time',
      render: (_: unknown, e: ScheduleExecution) => when(t, e.period_start, rule.time_zone),
    },
    {
      title: t('history.period'),
      key: 'period',
      render: (_: unknown, e: ScheduleExecution) =>
        t('history.periodCell', {
          kind: t(`kind.${e.kind}`),
          period: t(`period.${e.period_name}`, { defaultValue: e.period_name }),
          adjustment: formatAdjustment(e.bid_adjustment),
        }),
    },
    {
      title: t('history.bids'),
      key: 'bids',
      render: (_: unknown, e: ScheduleExecution) =>
        // Not run yet: nothing to compare, rather than "no change".
        e.state === 'pending' || e.state === 'running'
          ? t('none')
          : e.changes
              .filter((c) => c.result !== 'unchanged')
              .slice(0, 5)
              .map((c) =>
                t(c.result === 'manual' ? 'history.changeManual' : 'history.change', {
                  before: c.before ?? t('none'),
                  after: c.after ?? t('none'),
                }),
              )
              .join(t('history.changeSeparator')) || t('history.noChange'),
    },
    {
      title: t('history.result'),
      key: 'result',
      render: (_: unknown, e: ScheduleExecution) => (
        <Space direction="vertical" size={0}>
          <Tag color={e.state === 'done' ? 'green' : e.state === 'failed' ? 'red' : 'default'}>
            {t(`result.${e.state}`)}
          </Tag>
          {e.late ? <Typography.Text type="warning">{t('history.late')}</Typography.Text> : null}
          {e.error_code ? (
            <Typography.Text type="danger">
              {t('history.failed', { code: e.error_code, reason: e.error_reason ?? '' })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ScheduleDayChart periods={rule.periods} />
      <Typography.Text strong>{t('next.title')}</Typography.Text>
      {nextRuns.length === 0 ? (
        <Typography.Text type="secondary">{t('next.none')}</Typography.Text>
      ) : (
        <Typography.Paragraph>
          {nextRuns
            .map((run) =>
              t('next.item', {
                at: when(t, run.at, rule.time_zone),
                period: t(`period.${run.period_name}`, { defaultValue: run.period_name }),
                adjustment: formatAdjustment(run.bid_adjustment),
              }),
            )
            .join(t('listSeparator'))}
        </Typography.Paragraph>
      )}
      <Table
        size="small"
        rowKey="execution_id"
        columns={columns}
        dataSource={history}
        scroll={{ x: 640 }}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: t('history.empty') }}
      />
    </Space>
  );
}

/** The shop schedule page (route /shop-schedule). */
export default function ShopSchedulePage() {
  const { t } = useTranslation('schedules');
  const withCode = (words: string, code: number) => t('withCode', { words, code });
  const [shopId, setShopId] = useState<string>();
  const rules = useScheduleRulesQuery(shopId);
  const columns = [
    // A fixed column makes antd draw the expanded detail at the visible width (sticky), so on a phone
    // the chart and history fit the screen instead of scrolling sideways with the table.
    { title: t('rules.campaign'), dataIndex: 'campaign_name', key: 'campaign', fixed: 'left' as const },
    {
      title: t('rules.state'),
      key: 'state',
      render: (_: unknown, rule: ScheduleRuleItem) => (
        <Tag color={STATE_COLORS[rule.state]}>{t(`state.${rule.state}`)}</Tag>
      ),
    },
    {
      title: t('rules.next'),
      key: 'next',
      render: (_: unknown, rule: ScheduleRuleItem) => when(t, rule.next_run_at, rule.time_zone),
    },
    {
      title: t('rules.last'),
      key: 'last',
      render: (_: unknown, rule: ScheduleRuleItem) =>
        rule.last_result ? t(`result.${rule.last_result}`) : t('none'),
    },
    {
      title: t('rules.actions'),
      key: 'actions',
      render: (_: unknown, rule: ScheduleRuleItem) => <RuleActions rule={rule} shopId={shopId ?? ''} />,
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <LinkedShopSelect id="shop-schedule-shop" value={shopId} onChange={(id) => setShopId(id)} />
      </Card>
      {shopId ? <RuleCreatePanel shopId={shopId} /> : null}
      {shopId ? (
        <Card title={t('rules.title')} size="small">
          {rules.isPending ? <Skeleton active /> : null}
          {rules.isError ? (
            <Alert
              type="error"
              showIcon
              title={failureText(rules.error, t('loadFailed'), withCode)}
              action={<Button onClick={() => void rules.refetch()}>{t('retry')}</Button>}
            />
          ) : null}
          {rules.isSuccess && rules.data.length === 0 ? <Empty description={t('rules.empty')} /> : null}
          {rules.isSuccess && rules.data.length > 0 ? (
            <Table
              size="small"
              rowKey="rule_id"
              columns={columns}
              dataSource={rules.data}
              scroll={{ x: 560 }}
              pagination={false}
              expandable={{ expandedRowRender: (rule) => <RuleDetail ruleId={rule.rule_id} /> }}
            />
          ) : null}
        </Card>
      ) : null}
    </Space>
  );
}
