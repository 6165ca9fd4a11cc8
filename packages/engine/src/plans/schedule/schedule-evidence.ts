// The evidence of a schedule on its own hourly history (docs/algorithms.md B4.9): what each chosen period
// would have saved and gained, with 80 % intervals from a bootstrap over the history's days, and the gain
// over a flat bid change of the same spend, corrected for the optimism of choosing the periods on the same
// history, that decides whether the schedule is produced.
import type { HourlyCampaignRow } from '../../model/reports';
import type {
  EvidenceInterval,
  ScheduleEvidence,
  ScheduleEvidenceVerdict,
  SchedulePeriodEvidence,
} from '../../model/schedule-evidence';
import { RandomSource } from '../forecast/forecast-math';
import type { PeriodAdjustment } from './schedule-adjustments';
import { SCHEDULE_EVIDENCE_CONSTANTS as C } from './schedule-evidence-constants';
import { historyDays, hourCells, hoursOfPeriod, type DayHours } from './schedule-hour-cells';
import { addDays, formatClockTime } from '@adplan/contracts';
import type { ScheduleWindow } from './schedule-window';

/** Chooses a schedule's periods from a window: the same rules that chose the schedule being judged. */
export type ChoosePeriods = (window: ScheduleWindow) => readonly PeriodAdjustment[];

/** A period's spend, sales and orders summed over a set of days. */
interface PeriodSums {
  spend: number;
  sales: number;
  orders: number;
}

/** What the schedule changes on one set of days under one bid response. */
interface Outcome {
  spendSaved: number[];
  salesChange: number[];
  ordersChange: number[];
  totalSpendSaved: number;
  totalSalesChange: number;
  gainAtEqualSpend: number;
}

/** The bid response of one draw: clicks ∝ bid^ε, cost per click ∝ bid^η. */
interface BidResponse {
  clickElasticity: number;
  cpcElasticity: number;
}

/** A schedule as the maths needs it: the local hours of each period and its bid factor 1 + adjustment. */
interface Layout {
  hours: number[][];
  factors: number[];
}

const layoutOf = (periods: readonly PeriodAdjustment[]): Layout => ({
  hours: periods.map((period) => hoursOfPeriod(period.window.start, period.window.end)),
  factors: periods.map((period) => 1 + period.bidAdjustment / 100),
});

/** Sums each period's hours over the days picked (a bootstrap draw picks days with replacement). */
function periodSums(days: readonly DayHours[], picks: readonly number[], hours: number[][]): PeriodSums[] {
  return hours.map((periodHours) => {
    const sums = { spend: 0, sales: 0, orders: 0 };
    for (const pick of picks) {
      const day = days[pick] as DayHours;
      for (const hour of periodHours) {
        const cell = day[hour];
        if (!cell) continue;
        sums.spend += cell.spend;
        sums.sales += cell.sales;
        sums.orders += cell.orders;
      }
    }
    return sums;
  });
}

/**
 * The schedule's effect on one set of days: at bid factor q a period's clicks (and so orders and sales, the
 * conversion rate unchanged) scale by q^ε and its spend by q^(ε+η). The gain compares the schedule's sales
 * with a flat factor q₀ spending the same: sales × (spend after / spend before)^(ε/(ε+η)).
 */
export function scheduleOutcome(
  sums: readonly PeriodSums[],
  factors: readonly number[],
  response: BidResponse,
): Outcome {
  const { clickElasticity: e, cpcElasticity: h } = response;
  let spendBefore = 0;
  let spendAfter = 0;
  let salesBefore = 0;
  let salesAfter = 0;
  const outcome: Outcome = {
    spendSaved: [],
    salesChange: [],
    ordersChange: [],
    totalSpendSaved: 0,
    totalSalesChange: 0,
    gainAtEqualSpend: 0,
  };
  sums.forEach((period, index) => {
    const q = factors[index] ?? 1;
    const volume = Math.pow(q, e);
    const spend = period.spend * Math.pow(q, e + h);
    outcome.spendSaved.push(period.spend - spend);
    outcome.salesChange.push(period.sales * (volume - 1));
    outcome.ordersChange.push(period.orders * (volume - 1));
    spendBefore += period.spend;
    spendAfter += spend;
    salesBefore += period.sales;
    salesAfter += period.sales * volume;
  });
  outcome.totalSpendSaved = spendBefore - spendAfter;
  outcome.totalSalesChange = salesAfter - salesBefore;
  const flatSales =
    spendBefore > 0 ? salesBefore * Math.pow(spendAfter / spendBefore, e / (e + h)) : salesBefore;
  outcome.gainAtEqualSpend = salesAfter - flatSales;
  return outcome;
}

/** The q-th quantile of sorted values (linear between neighbours). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(sorted.length - 1, below + 1)] as number;
  return lower + (upper - lower) * (position - below);
}

/** The expected value on the history itself, with the 10th-90th percentile of the draws around it. */
function interval(expected: number, draws: number[], digits: number): EvidenceInterval {
  // `+ 0` turns -0 into 0, so the evidence survives a JSON round trip unchanged.
  const round = (value: number) => Math.round(value * 10 ** digits) / 10 ** digits + 0;
  const sorted = draws.length > 0 ? [...draws].sort((a, b) => a - b) : [expected];
  const tail = (1 - C.intervalCoverage) / 2;
  return {
    expected: round(expected),
    low: round(Math.min(expected, quantile(sorted, tail))),
    high: round(Math.max(expected, quantile(sorted, 1 - tail))),
  };
}

const clampElasticity = (value: number) =>
  Math.min(C.elasticityBounds.max, Math.max(C.elasticityBounds.min, value));

/** The history's rows grouped by day, in the order of `historyDays` (a day without rows is empty). */
function rowsByDay(rows: readonly HourlyCampaignRow[], calendarDays: number): HourlyCampaignRow[][] {
  const byDate = new Map<string, HourlyCampaignRow[]>();
  for (const row of rows) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  const days = [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, list]) => list);
  while (days.length < calendarDays) days.push([]);
  return days;
}

/** The picked days as a window of consecutive dates from the history's first date, for the choice rules. */
function resampledWindow(
  window: ScheduleWindow,
  dayRows: readonly HourlyCampaignRow[][],
  dates: readonly string[],
  picks: readonly number[],
): ScheduleWindow {
  const rows: HourlyCampaignRow[] = [];
  picks.forEach((pick, index) => {
    const date = dates[index] ?? window.from;
    for (const row of dayRows[pick] ?? []) rows.push({ ...row, date });
  });
  return { rows, from: window.from, to: dates.at(-1) ?? window.from, days: picks.length, warnings: [] };
}

/** One bootstrap draw: the fixed schedule on the draw, and the optimism of a schedule chosen on the draw. */
interface Draw {
  outcome: Outcome;
  optimism: number;
}

/**
 * Bootstrap draws: the history's days resampled with replacement and the bid response drawn around its
 * prior. With `choose`, each draw also chooses its own schedule and measures it on the draw and on the
 * history: the difference is what choosing on the data itself adds (Efron and Tibshirani's optimism).
 */
function bootstrap(
  window: ScheduleWindow,
  days: readonly DayHours[],
  layout: Layout,
  choose?: ChoosePeriods,
) {
  const random = new RandomSource(C.seed);
  const dayRows = rowsByDay(window.rows, days.length);
  // The resampled days take the history's dates in order, so the choice rules see a window like the history.
  const dates = days.map((_, index) => addDays(window.from, index));
  const all = days.map((_, index) => index);
  const draws: Draw[] = [];
  for (let draw = 0; draw < C.draws; draw += 1) {
    const picks = days.map(() => Math.floor(random.uniform() * days.length));
    const response = {
      clickElasticity: clampElasticity(C.clickElasticity + C.elasticitySd * random.normal()),
      cpcElasticity: clampElasticity(C.cpcElasticity + C.elasticitySd * random.normal()),
    };
    const outcome = scheduleOutcome(periodSums(days, picks, layout.hours), layout.factors, response);
    let optimism = 0;
    if (choose) {
      const own = layoutOf(choose(resampledWindow(window, dayRows, dates, picks)));
      if (own.factors.some((factor) => factor !== 1)) {
        const onDraw = scheduleOutcome(periodSums(days, picks, own.hours), own.factors, response);
        const onHistory = scheduleOutcome(periodSums(days, all, own.hours), own.factors, response);
        optimism = onDraw.gainAtEqualSpend - onHistory.gainAtEqualSpend;
      }
    }
    draws.push({ outcome, optimism });
  }
  return draws;
}

/** Produced, or why not: nothing to change, adjusted periods on too few measured hours, gain within noise. */
function verdictOf(
  periods: readonly SchedulePeriodEvidence[],
  gain: EvidenceInterval,
): ScheduleEvidenceVerdict {
  const adjusted = periods.filter((period) => period.bidAdjustment !== 0);
  if (adjusted.length === 0) return 'noChange';
  if (adjusted.some((period) => period.measuredHours < C.minMeasuredHourShare * period.hours))
    return 'thinEvidence';
  return gain.low > 0 ? 'produced' : 'withinNoise';
}

const round2 = (value: number) => Math.round(value * 100) / 100 + 0;

/**
 * The evidence of a campaign's chosen periods (after merging) on its schedule window: per period and for the
 * whole schedule, the spend saved and the sales and orders gained on the history, with 80 % intervals, and
 * the verdict that decides whether the schedule is produced. `choose` repeats the choice of the periods on
 * each draw, to measure the optimism of judging a schedule on the data that chose it; without it the gain
 * is taken at face value.
 */
export function scheduleEvidence(
  window: ScheduleWindow,
  periods: readonly PeriodAdjustment[],
  choose?: ChoosePeriods,
): ScheduleEvidence {
  const days = historyDays(window.rows, window.days);
  const cells = hourCells(days);
  const layout = layoutOf(periods);
  const all = days.map((_, index) => index);
  const central = scheduleOutcome(periodSums(days, all, layout.hours), layout.factors, C);
  const draws = layout.factors.some((factor) => factor !== 1) ? bootstrap(window, days, layout, choose) : [];
  const outcomes = draws.map((draw) => draw.outcome);
  const optimism = draws.reduce((sum, draw) => sum + draw.optimism, 0) / Math.max(1, draws.length);
  const money = (expected: number, pick: (outcome: Outcome) => number) =>
    interval(expected, outcomes.map(pick), 2);
  const evidencePeriods = periods.map((period, index): SchedulePeriodEvidence => {
    const periodHours = layout.hours[index] ?? [];
    const at = (list: number[]) => list[index] ?? 0;
    return {
      name: period.window.name,
      start: formatClockTime(period.window.start),
      end: formatClockTime(period.window.end),
      bidAdjustment: period.bidAdjustment,
      hours: periodHours.length,
      measuredHours: periodHours.filter((hour) => cells[hour]?.measured).length,
      spendSaved: money(at(central.spendSaved), (o) => at(o.spendSaved)),
      salesChange: money(at(central.salesChange), (o) => at(o.salesChange)),
      ordersChange: interval(
        at(central.ordersChange),
        outcomes.map((o) => at(o.ordersChange)),
        1,
      ),
    };
  });
  const gainAtEqualSpend = money(central.gainAtEqualSpend - optimism, (o) => o.gainAtEqualSpend - optimism);
  const totals = cells.reduce(
    (sum, cell) => ({
      clicks: sum.clicks + cell.clicks,
      orders: sum.orders + cell.orders,
      spend: sum.spend + cell.spend,
      sales: sum.sales + cell.sales,
    }),
    { clicks: 0, orders: 0, spend: 0, sales: 0 },
  );
  return {
    verdict: verdictOf(evidencePeriods, gainAtEqualSpend),
    days: days.length,
    draws: draws.length,
    minimumPerHour: { clicks: C.minHourCellClicks, days: C.minHourCellDays },
    hours: cells,
    periods: evidencePeriods,
    totals: {
      clicks: totals.clicks,
      orders: round2(totals.orders),
      spend: round2(totals.spend),
      sales: round2(totals.sales),
    },
    spendSaved: money(central.totalSpendSaved, (o) => o.totalSpendSaved),
    salesChange: money(central.totalSalesChange, (o) => o.totalSalesChange),
    gainAtEqualSpend,
    selectionOptimism: round2(optimism),
  };
}
