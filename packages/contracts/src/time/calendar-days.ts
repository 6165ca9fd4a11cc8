// Calendar days (`YYYY-MM-DD`) and clock times (`HH:mm`) as plain text: the arithmetic every report
// window, retention rule and schedule period needs, done in UTC so no local zone or DST can shift a day.

const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;
const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Adds whole days to a `YYYY-MM-DD` date (negative moves earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every date from `from` to `to`, both included (empty when `to` is earlier). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether `text` is a real `YYYY-MM-DD` date (2026-02-30 is not). */
export function isCalendarDay(text: unknown): text is string {
  return (
    typeof text === 'string' &&
    CALENDAR_DAY_PATTERN.test(text) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  );
}

/** The weekday of a `YYYY-MM-DD` date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `YYYYMMDD` (bulk-sheet dates) as `YYYY-MM-DD`. */
export function dashedDay(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

/** Parses `HH:mm` (00:00-24:00) into minutes after midnight, or undefined when malformed. */
export function parseClockTime(text: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= DAY_MINUTES ? minutes : undefined;
}

/** Formats minutes after midnight as `HH:mm`, wrapping 24:00 to 00:00. */
export function formatClockTime(minutes: number): string {
  const wrapped = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}
