// The constants of schedule bidding, each with its source; docs/algorithms.md Part B explains them.
import type { SchedulePeriodName } from '../../model/schedule';

/** Constants of the dayparting rules (reference §5.6, spec §9). */
export const SCHEDULE_CONSTANTS = {
  /** k = ceil(confidence x average clicks per order) pseudo-clicks (reference §5.6 step 3, PPCBench). */
  pseudoClickConfidence: 5,
  /** Share of the smoothed difference that is applied (reference §5.6 step 4, LEoLeung's 60 %). */
  damping: 0.6,
  /** Adjustments are rounded to this many percent (reference §5.6 step 4). */
  roundingStepPercent: 5,
  /** Lowest adjustment: a period keeps at least half its bid so it still collects data. */
  minAdjustmentPercent: -50,
  /** Highest adjustment: caps the extra cost of a pattern learnt from at most 14 days. */
  maxAdjustmentPercent: 50,
  /**
   * The period's revenue per click must differ from the day's by at least this many standard errors (Poisson
   * on the orders expected at the day's conversion rate), or it is within random variation.
   */
  significanceZ: 2,
  /** Both halves of the date range must differ from the day by at least this much (reference §5.6 step 6). */
  stabilityThresholdPercent: 5,
  /** Fewer days than a full week mix weekday effects into the hours: no adjustment. */
  minDays: 7,
  /** Most days used, the newest kept (spec §9: at most 14 days per download). */
  maxDays: 14,
  /** The last days before today are incomplete (spec §9, reference §3.4: conversions arrive late). */
  incompleteDays: 3,
  /** Older days than this before today are stale (spec §9: reports are selectable 17 to 3 days back). */
  staleAfterDays: 17,
  /** Below this many orders in the window the smoothing dominates the adjustments, and the seller is told. */
  fewOrders: 10,
  /** A schedule is valid for this many days; DST changes within it are announced (spec §9). */
  validDays: 7,
  /** Amazon's schedule-based bid rules per campaign (console limit); they raise bids only, by whole hours. */
  maxConsoleRulesPerCampaign: 20,
} as const;

/** A fixed period of the day in marketplace-local minutes; `end` 1440 is midnight at the end of the day. */
export interface PeriodWindow {
  name: SchedulePeriodName;
  start: number;
  end: number;
}

/**
 * The four fixed periods of the shopper's day in the marketplace's ad time zone: night, morning, afternoon
 * and evening (the seller's "rest" after work, when most shopping happens).
 */
export const SCHEDULE_PERIOD_WINDOWS: readonly PeriodWindow[] = [
  { name: 'sleep', start: 0, end: 7 * 60 },
  { name: 'morning', start: 7 * 60, end: 12 * 60 },
  { name: 'afternoon', start: 12 * 60, end: 18 * 60 },
  { name: 'rest', start: 18 * 60, end: 24 * 60 },
];

/** Fewest periods a bulk-sheet schedule keeps after merging neighbours (spec §9: 3 or 4 periods). */
export const MIN_SCHEDULE_PERIODS = 3;
