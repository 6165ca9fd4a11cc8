// A rule's schedule as two 24-hour bands drawn by ECharts, marketplace (Los Angeles) time above Beijing time,
// one colour per period with its adjustment, and the period list in words below it. The chart is loaded
// lazily (ADR 0018) and follows the width of a phone.
import { lazy, Suspense, useMemo } from 'react';
import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchedulePeriodView } from '@adplan/contracts';
import { PERIOD_COLOURS, type DayBand } from '../../../shared/charts/day-band-option';
import { dayBars, formatAdjustment, type DayBar } from '../model/day-bands';

const DayBandChart = lazy(() => import('../../../shared/charts/day-band-chart'));

/** The 24-hour chart of one rule, with the period list in words below it. */
export function ScheduleDayChart({ periods }: { periods: readonly SchedulePeriodView[] }) {
  const { t } = useTranslation('schedules');
  const bands = useMemo((): DayBand[] => {
    const piecesOf = (bars: DayBar[]) =>
      bars.map((bar) => ({
        fromHour: bar.fromHour,
        toHour: bar.toHour,
        color: PERIOD_COLOURS[bar.name],
        label: formatAdjustment(bar.adjustment),
        hint: `${t(`period.${bar.name}`)} ${t('chart.range', { start: bar.start, end: bar.end })} ${formatAdjustment(bar.adjustment)}`,
      }));
    return [
      { label: t('chart.marketTime'), pieces: piecesOf(dayBars(periods, 'local')) },
      { label: t('chart.beijingTime'), pieces: piecesOf(dayBars(periods, 'beijing')) },
    ];
  }, [periods, t]);
  return (
    <div>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 104 }} />}>
        <DayBandChart bands={bands} label={t('chart.label')} testId="schedule-day-chart" />
      </Suspense>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {periods
          .map((p) =>
            t('chart.period', {
              name: t(`period.${p.name}`),
              local: t('chart.range', { start: p.start, end: p.end }),
              beijing: t('chart.range', { start: p.start_beijing, end: p.end_beijing }),
              adjustment: formatAdjustment(p.bid_adjustment),
            }),
          )
          .join(t('listSeparator'))}
      </Typography.Paragraph>
    </div>
  );
}
