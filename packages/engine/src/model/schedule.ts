// Schedule bidding (dayparting) output: named periods of the day with a bid adjustment each.
import type { Percent } from './units';

/** The named periods of spec §3 usage records. */
export type SchedulePeriodName = 'sleep' | 'morning' | 'afternoon' | 'rest' | 'other';

/** One period of a schedule rule; times are `HH:mm`, end exclusive, and may wrap past midnight. */
export interface SchedulePeriod {
  name: SchedulePeriodName;
  /** Start in the marketplace's ad time zone. */
  start: string;
  /** End in the marketplace's ad time zone. */
  end: string;
  /** Bid adjustment in percent (+20 raises bids by 20 %, -30 lowers them by 30 %). */
  bidAdjustment: Percent;
  /** Start in Beijing time (Asia/Shanghai) on the plan's reference date, daylight saving applied. */
  startBeijing: string;
  /** End in Beijing time (Asia/Shanghai) on the plan's reference date, daylight saving applied. */
  endBeijing: string;
}

/** The schedule rule record of one campaign (spec §3 usage record). */
export interface ScheduleRule {
  campaignName: string;
  /** IANA time zone the `start`/`end` times are in. */
  timeZone: string;
  periods: SchedulePeriod[];
}
