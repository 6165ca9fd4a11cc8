// What a schedule would have done on the uploaded hourly history (issue 20): spend saved and sales lost or
// gained per chosen period with 80 % intervals, and the gain that decides whether the schedule is produced.
import type { Money, Percent } from './units';
import type { SchedulePeriodName } from './schedule';

/** An expected value with its 80 % interval (10th to 90th percentile of the bootstrap draws). */
export interface EvidenceInterval {
  expected: number;
  low: number;
  high: number;
}

/** One hour of the day (marketplace time) summed over the history's days. */
export interface ScheduleHourCell {
  /** Local hour 0-23 in the marketplace's ad time zone. */
  hour: number;
  clicks: number;
  orders: number;
  spend: Money;
  sales: Money;
  /** Days of the history with at least one click in this hour. */
  activeDays: number;
  /** True when the cell holds the minimum evidence (clicks and days, docs/algorithms.md B4.9). */
  measured: boolean;
}

/** What one chosen period would have done on the history, at its proposed adjustment. */
export interface SchedulePeriodEvidence {
  name: SchedulePeriodName;
  /** `HH:mm` in the marketplace's ad time zone; a merged period may wrap past midnight. */
  start: string;
  end: string;
  /** The adjustment the evidence was computed for (kept even when the schedule is refused). */
  bidAdjustment: Percent;
  /** Hours of the period, and how many of them hold the minimum evidence. */
  hours: number;
  measuredHours: number;
  /** Spend the period would have saved (negative: spent more). */
  spendSaved: EvidenceInterval;
  /** Sales the period would have gained (negative: lost). */
  salesChange: EvidenceInterval;
  /** Orders the period would have gained (negative: lost). */
  ordersChange: EvidenceInterval;
}

/**
 * Whether the schedule is produced: `produced`, refused because its gain is within noise or its adjusted
 * periods rest on too few measured hours, or `noChange` when every period is at 0 % anyway.
 */
export type ScheduleEvidenceVerdict = 'produced' | 'withinNoise' | 'thinEvidence' | 'noChange';

/** The evidence of one campaign's schedule on its hourly history. */
export interface ScheduleEvidence {
  verdict: ScheduleEvidenceVerdict;
  /** Calendar days of the history the bootstrap resamples, and the number of draws. */
  days: number;
  draws: number;
  /** The minimum evidence of an hour cell: clicks on at least so many days (B4.9). */
  minimumPerHour: { clicks: number; days: number };
  /** The 24 hour cells of the account's campaign, marketplace time. */
  hours: ScheduleHourCell[];
  /** Every chosen period, in the order of the schedule. */
  periods: SchedulePeriodEvidence[];
  /** The history's totals the changes are measured against. */
  totals: { clicks: number; orders: number; spend: Money; sales: Money };
  /** The whole schedule: spend saved and sales gained over the history. */
  spendSaved: EvidenceInterval;
  salesChange: EvidenceInterval;
  /**
   * Sales the schedule gains over a flat bid change that spends the same: the value of moving bids between
   * hours rather than up or down everywhere, after the selection optimism below. Its low bound must be
   * above 0 for the schedule to be produced.
   */
  gainAtEqualSpend: EvidenceInterval;
  /**
   * How much better the history looks than the future because the periods were chosen on it: the mean, over
   * the draws, of a schedule chosen on the draw measured on the draw minus the same schedule measured on the
   * history (already subtracted from `gainAtEqualSpend`).
   */
  selectionOptimism: number;
}
