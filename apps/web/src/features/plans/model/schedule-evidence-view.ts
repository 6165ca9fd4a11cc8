// What the schedule result shows of a schedule's evidence (issue 20, algorithms B4.9): the 24-hour chart of
// the campaign's hours with the chosen periods shaded, the spend saved against the sales change per period,
// and each figure with its 80 % interval as text.
import type {
  EvidenceIntervalData,
  Marketplace,
  ScheduleEvidenceData,
  SchedulePeriodEvidenceData,
} from '@adplan/contracts';
import type { ChartOption } from '../../../shared/charts/echart-view';
import { PERIOD_COLOURS } from '../../../shared/charts/day-band-option';
import { formatMoney } from '../../../shared/format/display-format';
import { hourOf } from './schedule-chart';

const SPEND_COLOUR = '#1677ff';
const SALES_COLOUR = '#52c41a';
const LOSS_COLOUR = '#ff4d4f';
/** Hours below the minimum evidence are drawn this pale: the seller sees where the data is thin. */
const THIN_OPACITY = 0.3;

/** `$12.00`, `−$3.00` (a true minus sign). */
export function signedMoney(marketplace: Marketplace, amount: number): string {
  return `${amount < 0 ? '−' : ''}${formatMoney(marketplace, Math.abs(amount))}`;
}

/** `−14.8` orders, one decimal. */
export const signedOrders = (amount: number): string =>
  `${amount < 0 ? '−' : ''}${Math.abs(amount).toFixed(1)}`;

/** A figure and its 80 % interval as text: `{ value: '$548.80', low: '$349.93', high: '$725.28' }`. */
export function intervalTexts(
  value: EvidenceIntervalData,
  write: (amount: number) => string,
): { value: string; low: string; high: string } {
  return { value: write(value.expected), low: write(value.low), high: write(value.high) };
}

/** `00` … `23`: the hour axis. */
export const hourLabel = (hour: number): string => String(hour).padStart(2, '0');

/**
 * The whole hours a period covers as ranges `[from, to)` of 0-24; a period wrapping past midnight gives two.
 * An end of `00:00` is midnight at the end of the day.
 */
export function periodHourRanges(start: string, end: string): Array<[number, number]> {
  const from = Math.floor(hourOf(start));
  const to = Math.ceil(hourOf(end)) || 24;
  if (to > from) return [[from, to]];
  return [
    [from, 24],
    [0, to],
  ].filter(([a, b]) => (b as number) > (a as number)) as Array<[number, number]>;
}

/** One edge of a shaded period: the first edge names it and carries its colour. */
interface MarkAreaEdge {
  xAxis: string;
  name?: string;
  itemStyle?: { color: string; opacity: number };
}

/** Words the charts need from the locale. */
export interface EvidenceChartWords {
  spendPerDay: string;
  salesPerDay: string;
  spendSaved: string;
  salesChange: string;
  periodName: (period: SchedulePeriodEvidenceData) => string;
  adjustment: (period: SchedulePeriodEvidenceData) => string;
}

/**
 * The 24 hours of the history: spend per day as bars (pale where the hour is below the minimum evidence),
 * sales per day as a line, and each adjusted period shaded in its colour with its adjustment.
 */
export function hourlyEvidenceOption(
  evidence: ScheduleEvidenceData,
  marketplace: Marketplace,
  words: EvidenceChartWords,
): ChartOption {
  const days = Math.max(1, evidence.days);
  const money = (value: number) => formatMoney(marketplace, value);
  const areas = evidence.periods
    .filter((period) => period.bid_adjustment !== 0)
    .flatMap((period) =>
      periodHourRanges(period.start, period.end).map(([from, to]): [MarkAreaEdge, MarkAreaEdge] => [
        {
          name: `${words.periodName(period)} ${words.adjustment(period)}`,
          xAxis: hourLabel(from),
          itemStyle: { color: PERIOD_COLOURS[period.name], opacity: 0.14 },
        },
        { xAxis: hourLabel(to - 1) },
      ]),
    );
  return {
    grid: { left: 4, right: 4, top: 36, bottom: 4, containLabel: true },
    legend: { data: [words.spendPerDay, words.salesPerDay], top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value) => money(Number(value)) },
    xAxis: { type: 'category', data: evidence.hours.map((cell) => hourLabel(cell.hour)) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => money(value) } },
    series: [
      {
        name: words.spendPerDay,
        type: 'bar',
        itemStyle: { color: SPEND_COLOUR },
        data: evidence.hours.map((cell) => ({
          value: Math.round((cell.spend / days) * 100) / 100,
          itemStyle: { color: SPEND_COLOUR, opacity: cell.measured ? 1 : THIN_OPACITY },
        })),
        markArea: {
          silent: true,
          label: { position: 'insideTop', fontSize: 10 },
          data: areas,
        },
      },
      {
        name: words.salesPerDay,
        type: 'line',
        itemStyle: { color: SALES_COLOUR },
        data: evidence.hours.map((cell) => Math.round((cell.sales / days) * 100) / 100),
      },
    ],
  };
}

/** Per period: the spend it saves against the sales it gains (negative: loses), over the whole history. */
export function periodEffectOption(
  evidence: ScheduleEvidenceData,
  marketplace: Marketplace,
  words: EvidenceChartWords,
): ChartOption {
  const money = (value: number) => signedMoney(marketplace, value);
  return {
    grid: { left: 4, right: 4, top: 36, bottom: 4, containLabel: true },
    legend: { data: [words.spendSaved, words.salesChange], top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value) => money(Number(value)) },
    xAxis: {
      type: 'category',
      data: evidence.periods.map((period) => `${words.periodName(period)} ${words.adjustment(period)}`),
      axisLabel: { interval: 0, fontSize: 11 },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => money(value) } },
    series: [
      {
        name: words.spendSaved,
        type: 'bar',
        itemStyle: { color: SPEND_COLOUR },
        data: evidence.periods.map((period) => period.spend_saved.expected),
      },
      {
        name: words.salesChange,
        type: 'bar',
        itemStyle: { color: SALES_COLOUR },
        data: evidence.periods.map((period) => ({
          value: period.sales_change.expected,
          itemStyle: { color: period.sales_change.expected < 0 ? LOSS_COLOUR : SALES_COLOUR },
        })),
      },
    ],
  };
}
