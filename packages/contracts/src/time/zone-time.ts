// Wall-clock arithmetic across time zones with Intl (full ICU), no date library: a marketplace's day and
// hours are those of its advertising profile's zone, the seller in China reads them in Beijing time, and
// daylight saving time in the US, Canada and the UK moves one against the other twice a year.
import { addDays, formatClockTime } from './calendar-days';

/** Beijing time, which Chinese sellers plan their day in (no daylight saving time). */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A local date (`YYYY-MM-DD`) and minute of that day. */
export interface WallTime {
  date: string;
  minutes: number;
}

/** The wall-clock date (`YYYY-MM-DD`) and minute of day of an instant (a Date or epoch ms) in `timeZone`. */
export function wallTimeAt(instant: Date | number, timeZone: string): WallTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const month = String(part('month')).padStart(2, '0');
  const day = String(part('day')).padStart(2, '0');
  return { date: `${part('year')}-${month}-${day}`, minutes: part('hour') * 60 + part('minute') };
}

/** The calendar day (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function calendarDayIn(instant: Date | number, timeZone: string): string {
  return wallTimeAt(instant, timeZone).date;
}

/** The hour of day (0-23) of an instant in `timeZone`, as hourly reports count it. */
export function hourOfDayIn(instant: Date | number, timeZone: string): number {
  return Math.floor(wallTimeAt(instant, timeZone).minutes / 60);
}

/** The Beijing calendar day (`YYYY-MM-DD`) of an instant: package dates and usage days are Beijing days. */
export function beijingDate(instant: Date | number): string {
  return calendarDayIn(instant, BEIJING_TIME_ZONE);
}

/** `2026-11-26 10:00`: an instant in Beijing time, how the console's sellers read dates. */
export function beijingDateTime(instant: Date | number): string {
  const wall = wallTimeAt(instant, BEIJING_TIME_ZONE);
  return `${wall.date} ${formatClockTime(wall.minutes)}`;
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Los Angeles in summer: -420). */
export function utcOffsetMinutes(instant: Date | number, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const wallAsUtc = Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * MINUTE_MS;
  const instantToMinute = Math.floor(new Date(instant).getTime() / MINUTE_MS) * MINUTE_MS;
  return Math.round((wallAsUtc - instantToMinute) / MINUTE_MS);
}

/**
 * The instant at which the clocks of `timeZone` show `minutes` after midnight on `date` (`YYYY-MM-DD`). A
 * time skipped by a spring-forward change resolves forward (02:30 becomes 03:30), a repeated autumn time
 * resolves to its first occurrence, as Temporal's "compatible" rule does.
 */
export function instantAtWallTime(date: string, minutes: number, timeZone: string): Date {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const offsets = new Set([
    utcOffsetMinutes(wallAsUtc - DAY_MS / 2, timeZone),
    utcOffsetMinutes(wallAsUtc + DAY_MS / 2, timeZone),
  ]);
  const matching = [...offsets]
    .map((offset) => wallAsUtc - offset * MINUTE_MS)
    .filter((candidate) => utcOffsetMinutes(candidate, timeZone) * MINUTE_MS === wallAsUtc - candidate)
    .sort((a, b) => a - b);
  const first = matching[0];
  if (first !== undefined) return new Date(first);
  // In the gap the earlier (smaller) offset still applies, which moves the time forward.
  return new Date(wallAsUtc - Math.min(...offsets) * MINUTE_MS);
}

/**
 * Converts a local period [start, end) on `date` in `timeZone` to Beijing clock times. An end at or before
 * the start (a period running to or past midnight) ends on the next local day, whose offset may differ.
 */
export function periodInBeijing(
  date: string,
  startMinutes: number,
  endMinutes: number,
  timeZone: string,
): { start: string; end: string } {
  const endDate = endMinutes <= startMinutes ? addDays(date, 1) : date;
  const start = instantAtWallTime(date, startMinutes, timeZone);
  const end = instantAtWallTime(endDate, endMinutes % 1440, timeZone);
  return {
    start: formatClockTime(wallTimeAt(start, BEIJING_TIME_ZONE).minutes),
    end: formatClockTime(wallTimeAt(end, BEIJING_TIME_ZONE).minutes),
  };
}

/**
 * The first local date within `days` after `date` on which `timeZone` changes its UTC offset, with the
 * offsets before and after, or undefined when the offset stays the same (a schedule stays valid 7 days).
 */
export function nextOffsetChange(
  date: string,
  days: number,
  timeZone: string,
): { date: string; offsetBefore: number; offsetAfter: number } | undefined {
  const noonOffset = (day: string) => utcOffsetMinutes(instantAtWallTime(day, 12 * 60, timeZone), timeZone);
  const offsetBefore = noonOffset(date);
  for (let step = 1; step <= days; step += 1) {
    const day = addDays(date, step);
    const offsetAfter = noonOffset(day);
    if (offsetAfter !== offsetBefore) return { date: day, offsetBefore, offsetAfter };
  }
  return undefined;
}
