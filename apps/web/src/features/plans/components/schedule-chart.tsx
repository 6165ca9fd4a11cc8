// A schedule rule as two 24-hour bands drawn by ECharts (marketplace time above Beijing time, one colour per
// period with its adjustment), a legend that says the same in words, and, on a plan's result, the
// schedule's evidence. Both charts are loaded lazily (ADR 0018): ECharts stays out of the first load.
import { lazy, Suspense, useMemo } from 'react';
import { Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Marketplace, ScheduleCachePeriod, ScheduleEvidenceData } from '@adplan/contracts';
import { PERIOD_COLOURS, type DayBand } from '../../../shared/charts/day-band-option';
import { chartSegments, formatAdjustment, type ChartSegment } from '../model/schedule-chart';

const DayBandChart = lazy(() => import('../../../shared/charts/day-band-chart'));
const ScheduleEvidencePanel = lazy(() => import('./schedule-evidence-panel'));

interface ScheduleChartProps {
  campaignName: string;
  timeZone?: string;
  periods: readonly ScheduleCachePeriod[];
  /** The schedule's evidence and the marketplace its money is in (a plan's result; not the browser cache). */
  evidence?: ScheduleEvidenceData;
  marketplace?: Marketplace;
}

/** The rule as a schedule chart: one band per clock. */
export function ScheduleChart({
  campaignName,
  timeZone,
  periods,
  evidence,
  marketplace,
}: ScheduleChartProps) {
  const { t } = useTranslation('plans');
  const title = t('chart.title', { campaign: campaignName, zone: timeZone ?? '' });
  const bands = useMemo(() => {
    const piecesOf = (segments: ChartSegment[]) =>
      segments.map((segment) => ({
        fromHour: segment.startHour,
        toHour: segment.endHour,
        color: PERIOD_COLOURS[segment.name],
        label: formatAdjustment(segment.bidAdjustment),
        hint: `${t(`periods.${segment.name}`)} ${segment.start}–${segment.end} ${formatAdjustment(segment.bidAdjustment)}`,
      }));
    const list: DayBand[] = [{ label: t('chart.marketTime'), pieces: piecesOf(chartSegments(periods)) }];
    if (periods.every((p) => p.startBeijing && p.endBeijing))
      list.push({
        label: t('chart.beijingTime'),
        pieces: piecesOf(
          chartSegments(
            periods.map((p) => ({ ...p, start: p.startBeijing ?? p.start, end: p.endBeijing ?? p.end })),
          ),
        ),
      });
    return list;
  }, [periods, t]);

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{title}</Typography.Text>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 32 + bands.length * 36 }} />}>
        <DayBandChart bands={bands} label={title} testId="schedule-band-chart" />
      </Suspense>
      <Flex wrap gap={8}>
        {periods.map((period) => (
          <Tag key={period.name} color={PERIOD_COLOURS[period.name]} style={{ whiteSpace: 'normal' }}>
            {t('chart.legend', {
              period: t(`periods.${period.name}`),
              start: period.start,
              end: period.end,
              adjustment: formatAdjustment(period.bidAdjustment),
            })}
            {period.startBeijing
              ? ` (${t('chart.beijingTime')} ${period.startBeijing}–${period.endBeijing})`
              : ''}
          </Tag>
        ))}
      </Flex>
      {evidence && marketplace ? (
        <Suspense fallback={<Skeleton active />}>
          <ScheduleEvidencePanel evidence={evidence} marketplace={marketplace} campaignName={campaignName} />
        </Suspense>
      ) : null}
    </Flex>
  );
}

/** The chart for a rule as the server sends it (snake_case). */
export function scheduleRulePeriods(
  periods: ReadonlyArray<{
    name: ScheduleCachePeriod['name'];
    start: string;
    end: string;
    start_beijing: string;
    end_beijing: string;
    bid_adjustment: number;
  }>,
): ScheduleCachePeriod[] {
  return periods.map((p) => ({
    name: p.name,
    start: p.start,
    end: p.end,
    startBeijing: p.start_beijing,
    endBeijing: p.end_beijing,
    bidAdjustment: p.bid_adjustment,
  }));
}
