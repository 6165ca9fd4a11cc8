// How long the client waits before repeating a call to Amazon, and how often it tries. Amazon's rate
// limits are dynamic per endpoint and region; its guidance is to honour `Retry-After` when a 429 carries it
// and otherwise back off exponentially with jitter (shared domain reference §7.3). Full jitter (a uniform
// draw between 0 and the exponential ceiling) spreads the retries of many shops' jobs that were throttled
// together, instead of letting them come back in lock step.

/**
 * Attempts of one call while Amazon answers 429 (the first try and 9 retries). A burst of throttling
 * (reference §7.3 notes 429s without Retry-After on report creation) typically clears within a minute or
 * two; 10 attempts outlast a storm of 8 consecutive 429s, and without Retry-After the waits add up to at
 * most 1+2+4+8+16+30+30+30+30 = 151 s (half that on average), which a background job can afford.
 */
export const MAX_THROTTLED_ATTEMPTS = 10;

/**
 * Attempts of a call that is safe to repeat while it fails with 5xx, a network error or the per-attempt
 * time limit: 4 tries ride out a short outage (waits at most 1+2+4 = 7 s) without hiding a long one.
 */
export const MAX_FAILED_ATTEMPTS = 4;

/** The first backoff ceiling; it doubles with each retry. */
export const BACKOFF_BASE_MS = 1_000;

/** The backoff ceiling never grows past this (Amazon's throttling windows are seconds, not minutes). */
export const BACKOFF_CAP_MS = 30_000;

/**
 * The longest `Retry-After` one call waits for. A longer answer is passed on as `throttled` at once, so
 * the job that made the call can reschedule itself instead of holding a worker for minutes.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Full-jitter backoff before retry number `retry` (0 for the first retry). */
export function backoffDelayMs(retry: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/** The wait a `Retry-After` header asks for: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.ceil(Number(text) * 1_000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
