// A schedule's evidence on the schedule result (issue 20): whether it was produced and why, the 24-hour chart
// of the campaign's hours with the chosen periods, spend saved against sales change per period, and every
// figure with its 80 % interval. Loaded lazily with ECharts (ADR 0018).
import { useMemo } from 'react';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Marketplace, ScheduleEvidenceData, SchedulePeriodEvidenceData } from '@adplan/contracts';
import EChartView from '../../../shared/charts/echart-view';
import { formatAdjustment } from '../model/schedule-chart';
import {
  hourlyEvidenceOption,
  intervalTexts,
  periodEffectOption,
  signedMoney,
  signedOrders,
  type EvidenceChartWords,
} from '../model/schedule-evidence-view';

interface SchedulePanelProps {
  evidence: ScheduleEvidenceData;
  marketplace: Marketplace;
  campaignName: string;
}

const ALERT_TYPE = {
  produced: 'success',
  within_noise: 'warning',
  thin_evidence: 'warning',
  no_change: 'info',
} as const;

/** The evidence of one campaign's schedule. */
export default function ScheduleEvidencePanel({ evidence, marketplace, campaignName }: SchedulePanelProps) {
  const { t } = useTranslation('plans');
  const money = (amount: number) => signedMoney(marketplace, amount);
  const words = useMemo<EvidenceChartWords>(
    () => ({
      spendPerDay: t('evidence.spendPerDay'),
      salesPerDay: t('evidence.salesPerDay'),
      spendSaved: t('evidence.spendSaved'),
      salesChange: t('evidence.salesChange'),
      periodName: (period: SchedulePeriodEvidenceData) => t(`periods.${period.name}`),
      adjustment: (period: SchedulePeriodEvidenceData) => formatAdjustment(period.bid_adjustment),
    }),
    [t],
  );
  const hourly = useMemo(
    () => hourlyEvidenceOption(evidence, marketplace, words),
    [evidence, marketplace, words],
  );
  const effect = useMemo(
    () => periodEffectOption(evidence, marketplace, words),
    [evidence, marketplace, words],
  );
  const gain = intervalTexts(evidence.gain_at_equal_spend, money);
  const interval = (texts: { value: string; low: string; high: string }) => t('evidence.interval', texts);
  const hourlyTitle = t('evidence.hourlyChart');
  const effectTitle = t('evidence.effectChart', { days: evidence.days });

  return (
    <Flex vertical gap={12} data-testid="schedule-evidence">
      <Typography.Text strong>{t('evidence.title', { days: evidence.days })}</Typography.Text>
      <Alert
        type={ALERT_TYPE[evidence.verdict]}
        showIcon
        title={t(`evidence.verdict.${evidence.verdict}`, {
          gain: gain.value,
          low: gain.low,
          high: gain.high,
        })}
        data-testid="schedule-evidence-verdict"
      />
      <Typography.Text type="secondary">{hourlyTitle}</Typography.Text>
      <EChartView
        option={hourly}
        height={260}
        label={`${campaignName}: ${hourlyTitle}`}
        testId="schedule-evidence-hours"
      />
      <Typography.Text type="secondary">{t('evidence.thinHours', evidence.minimum_per_hour)}</Typography.Text>
      {evidence.verdict === 'no_change' ? null : (
        <>
          <Typography.Text type="secondary">{effectTitle}</Typography.Text>
          <EChartView
            option={effect}
            height={220}
            label={`${campaignName}: ${effectTitle}`}
            testId="schedule-evidence-effect"
          />
          <Flex wrap gap={8}>
            {evidence.periods.map((period) => (
              <Card
                key={`${period.name}-${period.start}`}
                size="small"
                style={{ flex: '1 1 260px', minWidth: 0 }}
                title={t('evidence.periodTitle', {
                  period: t(`periods.${period.name}`),
                  start: period.start,
                  end: period.end,
                  adjustment: formatAdjustment(period.bid_adjustment),
                })}
                data-testid="schedule-evidence-period"
              >
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {t('evidence.spendSaved')}: {interval(intervalTexts(period.spend_saved, money))}
                  <br />
                  {t('evidence.salesChange')}: {interval(intervalTexts(period.sales_change, money))}
                  <br />
                  {t('evidence.ordersChange')}: {interval(intervalTexts(period.orders_change, signedOrders))}
                  <br />
                  {t('evidence.measuredHours')}:{' '}
                  {t('evidence.hoursOf', { measured: period.measured_hours, hours: period.hours })}
                </Typography.Paragraph>
              </Card>
            ))}
          </Flex>
          <Typography.Text>
            {t('evidence.whole')} · {t('evidence.spendSaved')}:{' '}
            {interval(intervalTexts(evidence.spend_saved, money))} · {t('evidence.salesChange')}:{' '}
            {interval(intervalTexts(evidence.sales_change, money))}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}
