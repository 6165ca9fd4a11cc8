import { describe, expect, it } from 'vitest';
import { beijingTime, marketplaceTime } from './shop-time';

describe('shop times', () => {
  it('shows an instant in Beijing time and in the marketplace time (Los Angeles, with daylight saving)', () => {
    expect(beijingTime('2026-11-24T02:00:00.000Z')).toBe('2026-11-24 10:00');
    expect(marketplaceTime('2026-11-24T02:00:00.000Z', 'US')).toBe('2026-11-23 18:00');
    expect(marketplaceTime('2026-07-01T02:00:00.000Z', 'CA')).toBe('2026-06-30 19:00');
    expect(beijingTime('2026-01-01T16:30:00.000Z')).toBe('2026-01-02 00:30');
  });
});
