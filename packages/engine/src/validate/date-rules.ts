// Start and end dates (reference §1.2.8, §2.2): `YYYYMMDD`; a new campaign starts today or later in the
// marketplace time zone; an end date is not before the start date, and a new campaign's not in the past.
import type { Violation } from './violation';
import { violationAt } from './violation';
import type { LocatedRow, ValidationContext } from './validation-context';

/** True for a real calendar date written `YYYYMMDD`. */
export function isBulkDate(text: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const formatError = (located: LocatedRow, column: 'startDate' | 'endDate', text: string): Violation =>
  violationAt(located, column, column === 'startDate' ? 'start-date' : 'end-date', {
    zh: `日期「${text}」格式不对，应为 YYYYMMDD 的真实日期，例如 20260131。`,
    en: `Date "${text}" is not a real date written YYYYMMDD (for example 20260131).`,
  });

/** Date rules of one row. */
export function dateRules(located: LocatedRow, context: ValidationContext): Violation[] {
  const { row } = located;
  const found: Violation[] = [];
  const start = row.startDate;
  const end = row.endDate;
  const startValid = start !== undefined && start !== '' && isBulkDate(start);
  const endValid = end !== undefined && end !== '' && isBulkDate(end);
  if (start && !startValid) found.push(formatError(located, 'startDate', start));
  if (end && !endValid) found.push(formatError(located, 'endDate', end));
  if (startValid && row.operation === 'create' && start < context.today) {
    found.push(
      violationAt(located, 'startDate', 'start-date', {
        zh: `开始日期 ${start} 已经过去：${context.marketplace} 站点今天是 ${context.today}，开始日期只能是今天或以后。`,
        en: `Start date ${start} is in the past: today is ${context.today} in the ${context.marketplace} marketplace; the start date must be today or later.`,
      }),
    );
  }
  if (endValid && startValid && end < start) {
    found.push(
      violationAt(located, 'endDate', 'end-date', {
        zh: `结束日期 ${end} 早于开始日期 ${start}。`,
        en: `End date ${end} is before the start date ${start}.`,
      }),
    );
  } else if (endValid && row.operation === 'create' && end < context.today) {
    // Only a new campaign's end date is judged against today: an Update row of an export repeats the
    // campaign's current end date (past for a campaign that ended), and Amazon's error catalogue lists no
    // "end date in the past" error; leaving the cell blank would instead REMOVE the end date.
    found.push(
      violationAt(located, 'endDate', 'end-date', {
        zh: `结束日期 ${end} 已经过去（${context.marketplace} 站点今天是 ${context.today}）。`,
        en: `End date ${end} is in the past (today is ${context.today} in the ${context.marketplace} marketplace).`,
      }),
    );
  }
  return found;
}
