// Dates and hours as console reports write them: `Sep 17, 2025`, `2025-09-17`, `09/17/2025`,
// `17/09/2025` (day first when the file's other dates say so), `2025/09/17`, `2025年9月17日`,
// Excel serials; hours `13:00`, `1 PM`, `13`, `13:00:00`, `13:00 - 13:59`, `13時`, Excel fractions.
import { foldWidth } from './alias-keys';
import { serialToDate } from './cell-parsers';

/** How a file orders numeric day and month (`03/04/2026`). */
export type DayOrder = 'monthFirst' | 'dayFirst';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/;

/** Decides day-first or month-first from all of a file's dates (month-first when nothing tells). */
export function detectDayOrder(texts: Iterable<string>): DayOrder {
  for (const text of texts) {
    const match = NUMERIC.exec(foldWidth(text).trim());
    if (!match) continue;
    if (Number(match[1]) > 12) return 'dayFirst';
    if (Number(match[2]) > 12) return 'monthFirst';
  }
  return 'monthFirst';
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** A date, and the hour when the same cell carries a time, from one cell's text. */
export interface ReportDate {
  date: string;
  hour?: number;
}

function withTime(date: string | undefined, rest: string): ReportDate | undefined {
  if (!date) return undefined;
  const hour = rest.trim() ? parseHour(rest) : undefined;
  return hour === undefined ? { date } : { date, hour };
}

function parseSerial(s: string): ReportDate | undefined {
  const serial = Number(s);
  const parts = serialToDate(serial);
  if (!parts) return undefined;
  const date = isoDate(...parts);
  const fraction = serial - Math.floor(serial);
  return date && fraction > 0
    ? { date, hour: Math.floor(fraction * 24 + 1e-6) }
    : date
      ? { date }
      : undefined;
}

/** Reads a report date as `YYYY-MM-DD` (plus an hour when present); undefined when not a date. */
export function parseReportDate(text: string, order: DayOrder): ReportDate | undefined {
  const s = foldWidth(text).trim();
  let m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(.*)$/.exec(s);
  if (m) return withTime(isoDate(Number(m[1]), Number(m[2]), Number(m[3])), (m[4] ?? '').replace(/^T/, ' '));
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) return withTime(isoDate(Number(m[1]), Number(m[2]), Number(m[3])), '');
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(.*)$/.exec(s);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [month, day] = order === 'dayFirst' ? [b, a] : [a, b];
    return withTime(isoDate(fullYear(m[3] ?? ''), month, day), m[4] ?? '');
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})(.*)$/.exec(s);
  if (m && monthNumber(m[1] ?? '') > 0)
    return withTime(isoDate(Number(m[3]), monthNumber(m[1] ?? ''), Number(m[2])), m[4] ?? '');
  m = /^(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s-,]+(\d{4})(.*)$/.exec(s);
  if (m && monthNumber(m[2] ?? '') > 0)
    return withTime(isoDate(Number(m[3]), monthNumber(m[2] ?? ''), Number(m[1])), m[4] ?? '');
  if (/^\d{4,6}(\.\d+)?$/.test(s)) return parseSerial(s);
  return undefined;
}

/** Reads an hour of day 0-23 (`13:00`, `1 PM`, `13`, `13:00 - 13:59`, `午後1時`, `下午1点`, 0.5417); undefined otherwise. */
export function parseHour(text: string): number | undefined {
  const s = foldWidth(text).trim().toLowerCase();
  if (/^0?\.\d+$/.test(s)) return Math.floor(Number(s) * 24 + 1e-6);
  const dateTime = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}[ t](.+)$/.exec(s);
  if (dateTime) return parseHour(dateTime[1] ?? '');
  const m =
    /^(上午|下午|午前|午後|am|pm)?\s*(\d{1,2})(?:\s*[:：時时点]\s*(\d{2})?)?(?::\d{2})?\s*(a\.?m\.?|p\.?m\.?|時|时|点)?/.exec(
      s,
    );
  if (!m) return undefined;
  let hour = Number(m[2]);
  const marker = `${m[1] ?? ''}${m[4] ?? ''}`.replace(/\./g, '');
  const pm = /pm|下午|午後/.test(marker);
  const am = /am|上午|午前/.test(marker);
  if ((pm || am) && (hour < 1 || hour > 12)) return undefined;
  if (pm && hour < 12) hour += 12;
  if (am && hour === 12) hour = 0;
  return hour >= 0 && hour <= 23 ? hour : undefined;
}
