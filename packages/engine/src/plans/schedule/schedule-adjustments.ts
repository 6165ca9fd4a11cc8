// Per-period bid adjustments from hourly rows: revenue per click of each period, smoothed toward the
// whole day with pseudo-clicks, damped, rounded, clamped, and kept only when both halves of the date
// range point the same way (reference §5.6).
import { addMetrics, emptyMetrics, type Metrics } from '../../model/metrics';
import type { HourlyCampaignRow } from '../../model/reports';
import type { SchedulePeriodFigures, SchedulePeriodVerdict } from '../../model/schedule';
import type { LocalizedText, Money, Percent } from '../../model/units';
import { SCHEDULE_CONSTANTS, type PeriodWindow } from './schedule-constants';
import { scheduleMessages } from './schedule-messages';
import { splitWindowInHalves, type ScheduleWindow } from './schedule-window';

/** A period with its adjustment before clock times are attached. */
export interface PeriodAdjustment {
  window: PeriodWindow;
  bidAdjustment: Percent;
  verdict: SchedulePeriodVerdict;
  reason: LocalizedText;
  figures: SchedulePeriodFigures;
}

/** Whole-day figures the periods are compared with. */
export interface DayBaseline {
  revenuePerClick: Money;
  clicksPerOrder?: number;
  pseudoClicks: number;
  totals: Metrics;
}

/** True when the local hour of a row falls in the window (windows never wrap: they come from the fixed layout). */
function inWindow(row: HourlyCampaignRow, window: PeriodWindow): boolean {
  const minute = row.hour * 60;
  return minute >= window.start && minute < window.end;
}

/** Sums the metrics of rows, optionally only those in a window. */
export function sumMetrics(rows: readonly HourlyCampaignRow[], window?: PeriodWindow): Metrics {
  return rows
    .filter((row) => window === undefined || inWindow(row, window))
    .reduce((total, row) => addMetrics(total, row.metrics), emptyMetrics());
}

/** Whole-day revenue per click and k = ceil(5 x clicks per order) pseudo-clicks (reference §5.6 step 3). */
export function dayBaseline(rows: readonly HourlyCampaignRow[]): DayBaseline {
  const totals = sumMetrics(rows);
  const revenuePerClick = totals.clicks > 0 ? totals.sales / totals.clicks : 0;
  if (totals.orders <= 0) return { revenuePerClick, pseudoClicks: 0, totals };
  const clicksPerOrder = totals.clicks / totals.orders;
  const pseudoClicks = Math.ceil(SCHEDULE_CONSTANTS.pseudoClickConfidence * clicksPerOrder);
  return { revenuePerClick, clicksPerOrder, pseudoClicks, totals };
}

/**
 * The period's smoothed revenue per click (sales + k x day RPC) / (clicks + k) as a difference from the day in
 * percent, or undefined when the day has no sales to compare with.
 */
export function smoothedDifferencePercent(period: Metrics, revenuePerClick: Money, pseudoClicks: number) {
  if (revenuePerClick <= 0 || period.clicks + pseudoClicks <= 0) return undefined;
  const smoothed = (period.sales + pseudoClicks * revenuePerClick) / (period.clicks + pseudoClicks);
  return { smoothed, percent: (smoothed / revenuePerClick - 1) * 100 };
}

/** Damps a difference by 60 %, rounds it to 5 % and clamps it to -50 %..+50 % (reference §5.6 step 4). */
export function dampedAdjustment(differencePercent: Percent): Percent {
  const {
    damping,
    roundingStepPercent: step,
    minAdjustmentPercent,
    maxAdjustmentPercent,
  } = SCHEDULE_CONSTANTS;
  const rounded = Math.round((differencePercent * damping) / step) * step;
  return Math.min(maxAdjustmentPercent, Math.max(minAdjustmentPercent, rounded)) || 0;
}

/** True when a half's difference points the same way as the adjustment by at least the threshold. */
function agrees(halfPercent: Percent | undefined, adjustment: Percent): boolean {
  if (halfPercent === undefined) return false;
  return (
    Math.sign(halfPercent) === Math.sign(adjustment) &&
    Math.abs(halfPercent) >= SCHEDULE_CONSTANTS.stabilityThresholdPercent
  );
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The difference of one half of the dates, with that half's own day baseline and the window's pseudo-clicks. */
function halfDifference(rows: readonly HourlyCampaignRow[], window: PeriodWindow, pseudoClicks: number) {
  const half = dayBaseline(rows);
  const difference = smoothedDifferencePercent(sumMetrics(rows, window), half.revenuePerClick, pseudoClicks);
  return difference === undefined ? undefined : round1(difference.percent);
}

function baseFigures(metrics: Metrics): SchedulePeriodFigures {
  return { clicks: metrics.clicks, orders: metrics.orders, spend: metrics.spend, sales: metrics.sales };
}

/**
 * How many standard errors the period's unsmoothed revenue per click is from the day's, taking the orders
 * the period would have at the day's conversion rate as Poisson (AOV spread ignored, so this is lenient).
 */
export function differenceZScore(period: Metrics, baseline: DayBaseline): number {
  if (period.clicks <= 0 || baseline.revenuePerClick <= 0 || !baseline.clicksPerOrder) return 0;
  const expectedOrders = period.clicks / baseline.clicksPerOrder;
  const relativeDifference = period.sales / period.clicks / baseline.revenuePerClick - 1;
  return relativeDifference * Math.sqrt(expectedOrders);
}

/** The checks an adjustment must pass after rounding: significance, then the same direction in both halves. */
function confirmAdjustment(
  base: PeriodAdjustment,
  metrics: Metrics,
  baseline: DayBaseline,
  halves: [HourlyCampaignRow[], HourlyCampaignRow[]],
): PeriodAdjustment {
  const zScore = round1(differenceZScore(metrics, baseline));
  const figures = { ...base.figures, zScore };
  if (Math.abs(zScore) < SCHEDULE_CONSTANTS.significanceZ) {
    const reason = scheduleMessages.withinNoise(base.figures.rawDifferencePercent ?? 0, zScore);
    return { ...base, bidAdjustment: 0, verdict: 'withinNoise', reason, figures };
  }
  const firstHalfPercent = halfDifference(halves[0], base.window, baseline.pseudoClicks);
  const secondHalfPercent = halfDifference(halves[1], base.window, baseline.pseudoClicks);
  const withHalves = { ...figures, firstHalfPercent, secondHalfPercent };
  if (!agrees(firstHalfPercent, base.bidAdjustment) || !agrees(secondHalfPercent, base.bidAdjustment)) {
    const reason = scheduleMessages.unstable(firstHalfPercent, secondHalfPercent);
    return { ...base, bidAdjustment: 0, verdict: 'unstable', reason, figures: withHalves };
  }
  return { ...base, figures: withHalves };
}

/** Adjusts one period against the day baseline. */
function adjustPeriod(
  window: PeriodWindow,
  scheduleWindow: ScheduleWindow,
  baseline: DayBaseline,
  halves: [HourlyCampaignRow[], HourlyCampaignRow[]],
): PeriodAdjustment {
  const metrics = sumMetrics(scheduleWindow.rows, window);
  const difference = smoothedDifferencePercent(metrics, baseline.revenuePerClick, baseline.pseudoClicks);
  if (difference === undefined) {
    const reason = scheduleMessages.noSales();
    return { window, bidAdjustment: 0, verdict: 'insufficientData', reason, figures: baseFigures(metrics) };
  }
  const rawPercent = round1(difference.percent);
  const figures: SchedulePeriodFigures = {
    ...baseFigures(metrics),
    smoothedRevenuePerClick: Math.round(difference.smoothed * 10_000) / 10_000,
    rawDifferencePercent: rawPercent,
  };
  const adjustment = dampedAdjustment(difference.percent);
  if (adjustment === 0) {
    return {
      window,
      bidAdjustment: 0,
      verdict: 'neutral',
      reason: scheduleMessages.neutral(rawPercent),
      figures,
    };
  }
  const reason = scheduleMessages.adjusted(rawPercent, adjustment);
  const proposed: PeriodAdjustment = {
    window,
    bidAdjustment: adjustment,
    verdict: 'adjusted',
    reason,
    figures,
  };
  return confirmAdjustment(proposed, metrics, baseline, halves);
}

/**
 * The adjustment of every period of `windows` from the rows of one campaign's schedule window. Windows of
 * fewer than 7 days, or without orders, give 0 % everywhere with the reason stated.
 */
export function computePeriodAdjustments(
  scheduleWindow: ScheduleWindow,
  windows: readonly PeriodWindow[],
): { periods: PeriodAdjustment[]; baseline: DayBaseline } {
  const baseline = dayBaseline(scheduleWindow.rows);
  const insufficient = (reason: LocalizedText) =>
    windows.map((window): PeriodAdjustment => {
      const figures = baseFigures(sumMetrics(scheduleWindow.rows, window));
      return { window, bidAdjustment: 0, verdict: 'insufficientData', reason, figures };
    });
  if (scheduleWindow.days < SCHEDULE_CONSTANTS.minDays) {
    return {
      periods: insufficient(scheduleMessages.tooFewDays(scheduleWindow.days, SCHEDULE_CONSTANTS.minDays)),
      baseline,
    };
  }
  if (baseline.totals.orders <= 0 || baseline.totals.sales <= 0) {
    return { periods: insufficient(scheduleMessages.noSales()), baseline };
  }
  const halves = splitWindowInHalves(scheduleWindow);
  return {
    periods: windows.map((window) => adjustPeriod(window, scheduleWindow, baseline, halves)),
    baseline,
  };
}
