import { describe, expect, it } from 'vitest';
import { SERVICE_HOURS, isWithinServiceHours } from '@adplan/contracts';
import { formatClockSpan, isPackageExpired } from './package-status';

describe('isPackageExpired', () => {
  it('treats the expiry day itself as still valid', () => {
    expect(isPackageExpired('2026-03-01', '2026-03-01')).toBe(false);
    expect(isPackageExpired('2026-03-01', '2026-03-02')).toBe(true);
  });

  it('never calls a missing package expired', () => {
    expect(isPackageExpired(null, '2026-03-02')).toBe(false);
  });
});

describe('service hours on the home page', () => {
  it('lists the spec §1 spans', () => {
    expect(SERVICE_HOURS.spans.map(formatClockSpan)).toEqual(['08:30–12:00', '13:30–18:00']);
  });

  it('is open on a weekday morning and closed at lunch and at weekends (GMT+8)', () => {
    // Wednesday 2026-03-04 09:00 in Beijing is 01:00 UTC.
    expect(isWithinServiceHours(new Date('2026-03-04T01:00:00Z'))).toBe(true);
    // 12:30 Beijing: lunch break.
    expect(isWithinServiceHours(new Date('2026-03-04T04:30:00Z'))).toBe(false);
    // Saturday 10:00 Beijing.
    expect(isWithinServiceHours(new Date('2026-03-07T02:00:00Z'))).toBe(false);
  });
});
