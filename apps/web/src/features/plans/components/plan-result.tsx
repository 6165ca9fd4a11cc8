import { Alert, Card, Col, Descriptions, Flex, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPlanData, PlanPreviewRow } from '@adplan/contracts';
import { formatDate, formatMoney } from '../../../shared/format/display-format';
import { beforeAfter, changeCounts } from '../model/plan-preview';
import { budgetBelowAdvice } from '../model/plan-warnings';
import { PlanDownloads } from './plan-downloads';
import { PlanEditTable } from './plan-edit-table';
import { PlanForecastSection } from './plan-forecast-section';
import { ScheduleChart, scheduleRulePeriods } from './schedule-chart';

interface PlanResultProps {
  plan: GeneratedPlanData;
  /** The daily budget the seller entered (the 3x advice compares it with the expected spend). */
  dailyBudget?: unknown;
  /** Called with the plan as saved after the seller's edits (a shop page reloads its change-set). */
  onEdited?: (plan: GeneratedPlanData) => void;
  /** Whose data the plan was made from (the forecast says which window it read). */
  source?: 'upload' | 'shop';
}

function TermList({ terms }: { terms: readonly string[] }) {
  const { t } = useTranslation('plans');
  if (terms.length === 0) return <Typography.Text type="secondary">{t('result.none')}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {terms.map((term) => (
        <Tag key={term}>{term}</Tag>
      ))}
    </Flex>
  );
}

/**
 * A generated plan before and with its downloads: warnings, the counts by change type, spend and budget
 * advice, the forecast (plans that change an existing account), harvested and negated terms, every
 * previewed row with its reason, schedule rules as 24-hour charts, and every workbook.
 */
export function PlanResult({ plan: generated, dailyBudget, onEdited, source }: PlanResultProps) {
  const { t } = useTranslation('plans');
  // The plan as last saved: the seller's edits answer it again, with the workbooks written anew.
  const [plan, setPlan] = useState(generated);
  const [unsaved, setUnsaved] = useState(false);
  const { summary, preview, marketplace } = plan;
  const counts = changeCounts(preview.change_counts);
  const money = (value: number) => formatMoney(marketplace, value);
  const advice = budgetBelowAdvice(summary.recommended_daily_budget, dailyBudget);

  const columns = [
    {
      title: t('columns.change'),
      dataIndex: 'change_type',
      width: 120,
      render: (type: PlanPreviewRow['change_type']) => <Tag>{t(`changeTypes.${type}`)}</Tag>,
    },
    { title: t('columns.campaign'), dataIndex: 'campaign_name', width: 160, ellipsis: true },
    { title: t('columns.adGroup'), dataIndex: 'ad_group_name', width: 140, ellipsis: true },
    {
      title: t('columns.target'),
      key: 'target',
      width: 160,
      render: (_: unknown, row: PlanPreviewRow) =>
        [row.target ?? row.placement, row.match_type].filter(Boolean).join(' · '),
    },
    {
      title: t('columns.before'),
      key: 'before',
      width: 90,
      render: (_: unknown, row: PlanPreviewRow) => beforeAfter(row, marketplace).before ?? '–',
    },
    {
      title: t('columns.after'),
      key: 'after',
      width: 90,
      render: (_: unknown, row: PlanPreviewRow) => beforeAfter(row, marketplace).after ?? '–',
    },
    { title: t('columns.reason'), dataIndex: 'reason', width: 320 },
  ];

  return (
    <Card
      title={t('result.title')}
      extra={<Typography.Text type="secondary">{plan.file_name}</Typography.Text>}
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {t('result.subtitle', {
            name: plan.plan_name,
            balance: plan.balance,
            expires: formatDate(plan.expires_at),
          })}
        </Typography.Text>
        {plan.warnings.length > 0 || advice !== undefined ? (
          <Alert
            type="warning"
            showIcon
            title={t('result.warnings')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {advice !== undefined && summary.expected_daily_spend !== undefined ? (
                  <li>
                    {t('hints.budgetBelowAdvice', {
                      spend: money(summary.expected_daily_spend),
                      advice: money(advice),
                      multiple: 3,
                      budget: money(Number(String(dailyBudget).replace(/,/g, ''))),
                    })}
                  </li>
                ) : null}
                {plan.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            }
          />
        ) : null}

        <Card type="inner" size="small" title={t('result.counts')}>
          {counts.length === 0 ? (
            <Typography.Text type="secondary">
              {/* A schedule's changes are its per-period workbooks, not rows of this plan. */}
              {plan.workbooks.some((workbook) => workbook.role === 'schedule-period')
                ? t('result.changesInPeriodWorkbooks')
                : t('result.noChanges')}
              {plan.use_charged === false ? (
                <span data-testid="no-use-charged"> {t('result.noUseCharged')}</span>
              ) : null}
            </Typography.Text>
          ) : (
            <Row gutter={[16, 16]}>
              {counts.map(({ type, count }) => (
                <Col key={type} xs={12} sm={8} lg={6} xl={4}>
                  <Statistic title={t(`changeTypes.${type}`)} value={count} />
                </Col>
              ))}
            </Row>
          )}
        </Card>

        {summary.expected_daily_spend !== undefined ||
        summary.recommended_daily_budget !== undefined ||
        summary.bid_changes.length > 0 ||
        summary.notes.length > 0 ? (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            styles={{ label: { whiteSpace: 'nowrap' } }}
          >
            {summary.expected_daily_spend !== undefined ? (
              <Descriptions.Item label={t('result.expectedSpend')}>
                {money(summary.expected_daily_spend)}
              </Descriptions.Item>
            ) : null}
            {summary.recommended_daily_budget !== undefined ? (
              <Descriptions.Item label={t('result.recommendedBudget')}>
                {money(summary.recommended_daily_budget)}
              </Descriptions.Item>
            ) : null}
            {summary.bid_changes.length > 0 ? (
              <Descriptions.Item label={t('result.bidChanges')} span={2}>
                {summary.bid_changes
                  .map((change) =>
                    change.before === undefined
                      ? `${change.label}: ${money(change.after)}`
                      : `${change.label}: ${money(change.before)} → ${money(change.after)}`,
                  )
                  .join('；')}
              </Descriptions.Item>
            ) : null}
            {summary.notes.length > 0 ? (
              <Descriptions.Item label={t('result.notes')} span={2}>
                {summary.notes.join(' ')}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        ) : null}

        {plan.forecast ? (
          <PlanForecastSection
            forecast={plan.forecast}
            marketplace={marketplace}
            previewRows={preview.rows}
            edited={plan.edits !== undefined}
            {...(source ? { source } : {})}
          />
        ) : null}

        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Typography.Title level={5}>{t('result.harvested')}</Typography.Title>
            <TermList terms={preview.harvested_terms} />
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Title level={5}>{t('result.negated')}</Typography.Title>
            <TermList terms={preview.negated_terms} />
          </Col>
        </Row>

        {preview.rows.length > 0 ? (
          <>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('result.rows', { total: preview.total_rows, shown: preview.rows.length })}
            </Typography.Title>
            {plan.editable ? (
              <PlanEditTable
                plan={plan}
                onDirtyChange={setUnsaved}
                onSaved={(saved) => {
                  setPlan(saved);
                  onEdited?.(saved);
                }}
              />
            ) : (
              <Table<PlanPreviewRow & { key: number }>
                size="small"
                columns={columns}
                dataSource={preview.rows.map((row, index) => ({ ...row, key: index }))}
                pagination={{ pageSize: 10, showSizeChanger: false }}
                scroll={{ x: 1080 }}
              />
            )}
          </>
        ) : null}

        {plan.schedule && plan.schedule.length > 0 ? (
          <Card type="inner" size="small" title={t('result.schedule')}>
            <Flex vertical gap={16}>
              {plan.schedule.map((rule) => (
                <ScheduleChart
                  key={rule.campaign_name}
                  campaignName={rule.campaign_name}
                  timeZone={rule.time_zone}
                  periods={scheduleRulePeriods(rule.periods)}
                  {...(rule.evidence ? { evidence: rule.evidence, marketplace: plan.marketplace } : {})}
                />
              ))}
            </Flex>
          </Card>
        ) : null}

        <Card type="inner" size="small" title={t('result.downloads')}>
          {unsaved ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              title={t('edits.downloadsUseSaved')}
              data-testid="unsaved-edits"
            />
          ) : null}
          <PlanDownloads workbooks={plan.workbooks} />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 8 }}>
            {t('result.uploadGuide')}
          </Typography.Paragraph>
        </Card>
      </Flex>
    </Card>
  );
}
