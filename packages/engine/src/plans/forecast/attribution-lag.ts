// Attribution lag (docs/algorithms.md Part D2): the orders of the last days of an export are not all
// reported yet. Each click day counts with the share of its 7-day orders reported by the export's day, so the
// conversion rate is judged on the clicks whose orders are in ("effective clicks"), never on missing orders.
import { addDays, daysBetween } from '@adplan/contracts';
import type { Ratio } from '../../model/units';
import { FORECAST_CONSTANTS } from './forecast-constants';

/** Share of a click day's 7-day orders reported `ageDays` whole days later (1 from day 7 on, 0.6 on day 0). */
export function attributionCompleteness(ageDays: number): Ratio {
  const curve = FORECAST_CONSTANTS.attributionLagCurve;
  if (!(ageDays >= 0)) return curve[0] ?? 1;
  return curve[Math.min(Math.floor(ageDays), curve.length - 1)] ?? 1;
}

/** Clicks of one day, for {@link lagOfDailyClicks}. */
export interface DailyClicks {
  /** ISO day `YYYY-MM-DD` in the marketplace's ad time zone. */
  date: string;
  clicks: number;
}

/** What the lag leaves of a target's clicks: clicks whose orders are in, and the share on fresh days. */
export interface LagCorrection {
  /** Σ clicks × completeness(age): the clicks the reported orders belong to. */
  effectiveClicks: number;
  /** Share of the clicks on days less complete than FORECAST_CONSTANTS.freshDayCompleteness (0 – 1). */
  freshShare: Ratio;
}

/** The lag correction of daily clicks reported on `reportDay` (ISO); rows without a date count as complete. */
export function lagOfDailyClicks(days: readonly DailyClicks[], reportDay: string): LagCorrection {
  let clicks = 0;
  let effective = 0;
  let fresh = 0;
  for (const day of days) {
    const age = daysBetween(day.date, reportDay);
    const share = Number.isFinite(age) ? attributionCompleteness(age) : 1;
    clicks += day.clicks;
    effective += day.clicks * share;
    if (share < FORECAST_CONSTANTS.freshDayCompleteness) fresh += day.clicks;
  }
  return { effectiveClicks: effective, freshShare: clicks > 0 ? fresh / clicks : 0 };
}

/**
 * The lag correction of a window without daily data, its clicks assumed spread evenly over its days: the
 * mean completeness of the window's days as seen on `reportDay` (ISO).
 */
export function lagOfWindow(window: { start: string; end: string }, reportDay: string): LagCorrection {
  const length = daysBetween(window.start, window.end) + 1;
  if (!(length > 0)) return { effectiveClicks: 1, freshShare: 0 };
  const days = Array.from({ length }, (_, i) => ({
    date: addDays(window.start, i),
    clicks: 1 / length,
  }));
  return lagOfDailyClicks(days, reportDay);
}

/** True when a target's data is mostly too fresh to judge (share of fresh clicks above the flag's threshold). */
export const isTooFresh = (correction: LagCorrection): boolean =>
  correction.freshShare > FORECAST_CONSTANTS.tooFreshClickShare;
