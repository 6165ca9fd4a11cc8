import type { ClockSpan } from '@adplan/contracts';

/** Whether a package expiring on `expiry` (`YYYY-MM-DD`, last valid day) has run out on `today` (`YYYY-MM-DD`). */
export function isPackageExpired(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry < today;
}

/** `08:30-12:00、13:30-18:00`: the service spans joined with the language's separator. */
export function formatClockSpans(spans: readonly ClockSpan[], separator: string): string {
  return spans.map((span) => `${span.start}-${span.end}`).join(separator);
}
