// The dates a diagnosis reads: 60 marketplace days that end 3 days before today (clicks settle within 3
// days, orders later; spec §9, Reporting v3 FAQ), cut into requests of at most 31 days (Reporting v3's
// limit). SB reports keep only 60 days, so their first window starts no earlier than 60 days ago.
import {
  addDays,
  DIAGNOSTIC_INCOMPLETE_DAYS,
  DIAGNOSTIC_WINDOW_DAYS,
  REPORT_MAX_RANGE_DAYS,
} from '@adplan/contracts';

/** Days Amazon keeps SB report data (SP keeps 95, more than the window). */
export const SB_REPORT_RETENTION_DAYS = 60;

/** A closed range of calendar days (`YYYY-MM-DD`). */
export interface DateRange {
  start: string;
  end: string;
}

/** The whole window of a diagnosis made on `today`. */
export function diagnosticWindow(today: string): DateRange {
  const end = addDays(today, -DIAGNOSTIC_INCOMPLETE_DAYS);
  return { start: addDays(end, -(DIAGNOSTIC_WINDOW_DAYS - 1)), end };
}

/** The window an SB report may cover: the same, started no earlier than SB's retention allows. */
export function sbWindow(window: DateRange, today: string): DateRange {
  const earliest = addDays(today, -(SB_REPORT_RETENTION_DAYS - 1));
  return { start: window.start < earliest ? earliest : window.start, end: window.end };
}

/** `range` cut into consecutive requests of at most 31 days, oldest first. */
export function reportRanges(range: DateRange): DateRange[] {
  const ranges: DateRange[] = [];
  for (let start = range.start; start <= range.end; start = addDays(start, REPORT_MAX_RANGE_DAYS)) {
    const end = addDays(start, REPORT_MAX_RANGE_DAYS - 1);
    ranges.push({ start, end: end < range.end ? end : range.end });
  }
  return ranges;
}
