import { describe, expect, it } from 'vitest';
import {
  BULK_SHEET_MAX_BYTES,
  CURRENCY_SYMBOLS,
  DEFAULT_LANGUAGE,
  HOURLY_REPORT_WINDOW,
  MARKETPLACES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUEST_RETRY_COUNT,
  REQUEST_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  SERVICE_HOURS,
  USAGE_PACKAGES,
  USAGE_PACKAGE_IDS,
  isWithinServiceHours,
} from './index';
import { validationMessages } from './i18n/messages';

describe('constants', () => {
  it('holds the call settings of spec §9', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(REQUEST_RETRY_COUNT).toBe(4);
    expect(REQUEST_RETRY_DELAY_MS).toBe(1_000);
    expect(DEFAULT_LANGUAGE).toBe('zh');
  });

  it('lists every package once, with consistent ids', () => {
    expect(Object.keys(USAGE_PACKAGES).sort()).toEqual([...USAGE_PACKAGE_IDS].sort());
    for (const id of USAGE_PACKAGE_IDS) expect(USAGE_PACKAGES[id].id).toBe(id);
    expect(USAGE_PACKAGES.pro).toMatchObject({ uses: 360, priceCny: 19999, validityDays: 365 });
  });

  it('has a currency symbol for every marketplace', () => {
    for (const marketplace of MARKETPLACES) expect(CURRENCY_SYMBOLS[marketplace]).not.toBe('');
    expect(CURRENCY_SYMBOLS.CA).toBe('C$');
  });

  it('holds the hourly report window of spec §9', () => {
    expect(HOURLY_REPORT_WINDOW).toEqual({ earliestDaysAgo: 17, latestDaysAgo: 3, maxDaysPerDownload: 14 });
  });

  it('says the same limits in the messages as in the constants', () => {
    expect(validationMessages['validation.password.length'].en).toContain(
      `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}`,
    );
    expect(validationMessages['validation.upload.bulkSheetTooLarge'].en).toContain(
      `${BULK_SHEET_MAX_BYTES / 1024 / 1024} MB`,
    );
  });
});

describe('isWithinServiceHours', () => {
  // 2025-06-02 is a Monday; times are written in GMT+8 to read like the spec.
  const at = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

  it.each([
    ['2025-06-02T08:30:00', true],
    ['2025-06-02T08:29:59', false],
    ['2025-06-02T11:59:59', true],
    ['2025-06-02T12:00:00', false],
    ['2025-06-02T13:00:00', false],
    ['2025-06-02T13:30:00', true],
    ['2025-06-02T17:59:00', true],
    ['2025-06-02T18:00:00', false],
    ['2025-06-06T10:00:00', true],
    ['2025-06-07T10:00:00', false],
    ['2025-06-08T10:00:00', false],
    ['2025-06-02T03:00:00', false],
  ])('%s GMT+8 -> %s', (isoLocal, expected) => {
    expect(isWithinServiceHours(at(isoLocal))).toBe(expected);
  });

  it('judges by Shanghai time whatever the instant is written in', () => {
    // Sunday 2025-06-01 at 20:00 UTC is Monday 04:00 in Shanghai: closed; 01:00 UTC Monday is 09:00: open.
    expect(isWithinServiceHours(new Date('2025-06-01T20:00:00Z'))).toBe(false);
    expect(isWithinServiceHours(new Date('2025-06-02T01:00:00Z'))).toBe(true);
    // Friday 10:30 UTC is Friday 18:30 in Shanghai: closed, although it is office time in Europe.
    expect(isWithinServiceHours(new Date('2025-06-06T10:30:00Z'))).toBe(false);
  });

  it('refuses an invalid date', () => {
    expect(isWithinServiceHours(new Date('not a date'))).toBe(false);
  });

  it('describes the hours as data', () => {
    expect(SERVICE_HOURS.timeZone).toBe('Asia/Shanghai');
    expect(SERVICE_HOURS.spans).toEqual([
      { start: '08:30', end: '12:00' },
      { start: '13:30', end: '18:00' },
    ]);
  });

  it('agrees with the Intl time-zone database for every half hour of a week', () => {
    const formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.UTC(2025, 5, 1);
    for (let step = 0; step < 7 * 48; step += 1) {
      const date = new Date(start + step * 30 * 60_000);
      const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
      const minute = Number(parts.hour) * 60 + Number(parts.minute);
      const weekday = !['Sat', 'Sun'].includes(parts.weekday ?? '');
      const open = weekday && ((minute >= 510 && minute < 720) || (minute >= 810 && minute < 1080));
      expect(isWithinServiceHours(date), date.toISOString()).toBe(open);
    }
  });
});
