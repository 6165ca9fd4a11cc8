import { describe, expect, it } from 'vitest';
import { countdownText, msLeft, yuan } from './billing-format';

describe('billing format', () => {
  it('counts down to the expiry in m:ss and stops at zero', () => {
    const now = Date.parse('2025-01-15T02:00:00.000Z');
    expect(countdownText(msLeft('2025-01-15T02:05:00.000Z', now))).toBe('5:00');
    expect(countdownText(msLeft('2025-01-15T02:00:09.500Z', now))).toBe('0:10');
    expect(msLeft('2025-01-15T01:59:00.000Z', now)).toBe(0);
    expect(msLeft(null, now)).toBe(0);
  });

  it('writes prices with the yuan sign and thousands separators', () => {
    expect(yuan(19999)).toBe('¥19,999');
    expect(yuan('699.00')).toBe('¥699.00');
  });
});
