// The report window of a linked-shop plan (spec §9: "bulk sheet date range 60 days excluding the last 3
// days"), in the profile's time zone, split into the two ranges Reporting v3 accepts (at most 31 days each).
import { addDays, calendarDayIn, daysBetween } from '@adplan/contracts';
import type { DataWindow } from '@adplan/engine';

/** Days of data a plan reads, and how many of the latest days it leaves out (orders still attributed). */
export const SHOP_DATA_DAYS = 60;
export const SHOP_EXCLUDED_RECENT_DAYS = 3;
/** How far back Reporting v3 keeps Sponsored Brands data (SP keeps 95 days, more than the window needs). */
export const SB_REPORT_RETENTION_DAYS = 60;
/** Reporting v3's longest date range per report. */
export const REPORT_MAX_DAYS = 31;

/**
 * The plan's data window and the report ranges covering it, oldest first. With `retentionDays` (Sponsored
 * Brands) the window starts no earlier than Amazon keeps data: a start beyond it is refused with a 400.
 */
export function shopReportWindow(
  now: number,
  timeZone: string,
  retentionDays?: number,
): { window: DataWindow; ranges: Array<{ startDate: string; endDate: string }> } {
  const today = calendarDayIn(now, timeZone);
  const end = addDays(today, -SHOP_EXCLUDED_RECENT_DAYS);
  const wanted = addDays(end, -(SHOP_DATA_DAYS - 1));
  const oldest = retentionDays === undefined ? wanted : addDays(today, -retentionDays);
  const start = wanted < oldest ? oldest : wanted;
  const days = daysBetween(start, end) + 1;
  const ranges: Array<{ startDate: string; endDate: string }> = [];
  for (let from = start; from <= end; from = addDays(from, REPORT_MAX_DAYS)) {
    const to = addDays(from, REPORT_MAX_DAYS - 1);
    ranges.push({ startDate: from, endDate: to < end ? to : end });
  }
  // The excluded days are outside the window, so none of it is still being attributed.
  const window: DataWindow = {
    start,
    end,
    days,
    incompleteDays: 0,
    label: `${start} – ${end}`,
  };
  return { window, ranges };
}
