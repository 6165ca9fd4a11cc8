// Calendar dates (YYYY-MM-DD) as Amazon uses them: days of the profile's time zone (America/Los_Angeles
// for US and CA), not UTC days.

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date of `epochMs` in `timeZone`. */
export function dateIn(timeZone: string, epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(epochMs));
}

/** `date` moved by `days` (negative = earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every date from `from` to `to`, both included. */
export function eachDate(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Whether `text` is a real YYYY-MM-DD date. */
export function isCalendarDate(text: unknown): text is string {
  return (
    typeof text === 'string' &&
    DATE_PATTERN.test(text) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  );
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
