// Schedule bidding (dayparting) output: named periods of the day with a bid adjustment each.
import type { ScheduleEvidence } from './schedule-evidence';
import type { LocalizedText, Money, Percent } from './units';

/** The named periods of spec §3 usage records (`other` names a window merged from two neighbours). */
export type SchedulePeriodName = 'sleep' | 'morning' | 'afternoon' | 'rest' | 'other';

/** Why a period got the adjustment it has (docs/algorithms.md, schedule rules). */
export type SchedulePeriodVerdict =
  /** The smoothed revenue per click differs from the day and both halves of the window agree. */
  | 'adjusted'
  /** The damped difference rounds to 0 %. */
  | 'neutral'
  /** The difference is within random variation for the period's order count: no adjustment. */
  | 'withinNoise'
  /** The two halves of the date range disagree in direction: no adjustment. */
  | 'unstable'
  /** Too few days, or no sales in the window: no adjustment. */
  | 'insufficientData';

/** The figures behind one period's adjustment, for the explanation the seller reads. */
export interface SchedulePeriodFigures {
  clicks: number;
  orders: number;
  spend: Money;
  sales: Money;
  /** Revenue per click smoothed toward the whole-day value, undefined without any sales in the window. */
  smoothedRevenuePerClick?: Money;
  /** Smoothed difference from the whole-day value before damping, in percent. */
  rawDifferencePercent?: Percent;
  /** Standard errors the raw difference is away from the day (Poisson on the expected orders). */
  zScore?: number;
  /** The same difference in the first and second half of the date range, in percent. */
  firstHalfPercent?: Percent;
  secondHalfPercent?: Percent;
}

/** One period of a schedule rule; times are `HH:mm`, end exclusive, and may wrap past midnight. */
export interface SchedulePeriod {
  name: SchedulePeriodName;
  /** Start in the marketplace's ad time zone. */
  start: string;
  /** End in the marketplace's ad time zone (`00:00` = midnight at the end of the day). */
  end: string;
  /** Bid adjustment in percent (+20 raises bids by 20 %, -30 lowers them by 30 %). */
  bidAdjustment: Percent;
  /** Start in Beijing time (Asia/Shanghai) on the plan's reference date, daylight saving applied. */
  startBeijing: string;
  /** End in Beijing time (Asia/Shanghai) on the plan's reference date, daylight saving applied. */
  endBeijing: string;
  verdict?: SchedulePeriodVerdict;
  /** One sentence on why the period has this adjustment. */
  reason?: LocalizedText;
  figures?: SchedulePeriodFigures;
}

/** The schedule rule record of one campaign (spec §3 usage record). */
export interface ScheduleRule {
  campaignName: string;
  /** IANA time zone the `start`/`end` times are in. */
  timeZone: string;
  periods: SchedulePeriod[];
  /** The marketplace-local date (`YYYY-MM-DD`) the Beijing times were computed for. */
  referenceDate?: string;
  /** The hourly data used: first and last local date (`YYYY-MM-DD`) and the number of days. */
  dataWindow?: { from: string; to: string; days: number };
  /** Whole-day revenue per click and the pseudo-clicks used to smooth each period toward it. */
  baseline?: { revenuePerClick: Money; clicksPerOrder?: number; pseudoClicks: number };
  /** What the schedule would have done on the history, and whether it was produced (B4.9). */
  evidence?: ScheduleEvidence;
}

/** One schedule-based bid rule the seller creates once in the Amazon console (raise only, whole hours). */
export interface ConsoleBidRule {
  period: SchedulePeriodName;
  /** Whole hours in the marketplace's ad time zone (`HH:00`), end exclusive, may wrap past midnight. */
  start: string;
  end: string;
  /** The same hours in Beijing time on the rule's reference date. */
  startBeijing: string;
  endBeijing: string;
  /** Percent the rule raises the (lowered) base bids by; always > 0. */
  raisePercent: Percent;
}

/**
 * The one-time schedule set-up of a campaign for sellers without a linked shop: base bids lowered once to
 * the lowest period through the bulk file, and console rules that raise them in the other periods.
 */
export interface ConsoleScheduleSetup {
  campaignName: string;
  /** The adjustment the base bids are lowered by once (the lowest period's; 0 when none is negative). */
  baseAdjustment: Percent;
  rules: ConsoleBidRule[];
}
