import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelayMs, retryAfterMs } from './retry-policy';

describe('retry policy', () => {
  it('draws full-jitter waits below a doubling ceiling capped at 30 s', () => {
    const almostOne = () => 0.999_999;
    expect([0, 1, 2, 3, 4, 5, 9].map((retry) => Math.ceil(backoffDelayMs(retry, almostOne) / 1_000))).toEqual(
      [1, 2, 4, 8, 16, 30, 30],
    );
    expect(backoffDelayMs(12, almostOne)).toBeLessThan(BACKOFF_CAP_MS);
    expect(backoffDelayMs(3, () => 0)).toBe(0);
  });

  it('reads Retry-After as seconds or an HTTP date, ignoring what it cannot read', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Sat, 01 Mar 2025 12:00:09 GMT', now)).toBe(9_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 11:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
