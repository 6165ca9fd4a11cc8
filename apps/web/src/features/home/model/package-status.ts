import type { ClockSpan } from '@adplan/contracts';

/** Whether a package expiring on `expiry` (`YYYY-MM-DD`, last valid day) has run out on `today` (`YYYY-MM-DD`). */
export function isPackageExpired(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry < today;
}

/** `08:30–12:00`: one service span, start and end joined by an en dash. */
export function formatClockSpan(span: ClockSpan): string {
  return `${span.start}–${span.end}`;
}
