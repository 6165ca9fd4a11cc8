import { describe, expect, it } from 'vitest';
import { addDays, formatClockTime, parseClockTime } from './calendar-days';
import {
  instantAtWallTime,
  nextOffsetChange,
  periodInBeijing,
  utcOffsetMinutes,
  wallTimeAt,
} from './zone-time';

describe('time zone arithmetic', () => {
  it('knows the offsets of the ad time zones in summer and winter', () => {
    expect(utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/Los_Angeles')).toBe(-420);
    expect(utcOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-480);
    expect(utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(utcOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Asia/Tokyo')).toBe(540);
  });

  it('finds the instant of a wall time, including around clock changes', () => {
    expect(instantAtWallTime('2026-07-01', 0, 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    // US spring forward 2026-03-08: 02:30 does not exist and resolves to 03:30 PDT.
    expect(instantAtWallTime('2026-03-08', 150, 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T10:30:00.000Z',
    );
    // US fall back 2026-11-01: 01:30 happens twice; the first (PDT) is taken.
    expect(instantAtWallTime('2026-11-01', 90, 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T08:30:00.000Z',
    );
    expect(wallTimeAt(new Date('2026-11-01T08:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-11-01',
      minutes: 90,
    });
  });

  it('parses and formats clock times', () => {
    expect(parseClockTime('07:30')).toBe(450);
    expect(parseClockTime('24:00')).toBe(1440);
    expect(parseClockTime('24:30')).toBeUndefined();
    expect(parseClockTime('7:30')).toBeUndefined();
    expect(formatClockTime(1440)).toBe('00:00');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('converts a US period to Beijing time one hour apart in summer and winter', () => {
    expect(periodInBeijing('2026-07-01', 0, 420, 'America/Los_Angeles')).toEqual({
      start: '15:00',
      end: '22:00',
    });
    expect(periodInBeijing('2026-01-15', 0, 420, 'America/Los_Angeles')).toEqual({
      start: '16:00',
      end: '23:00',
    });
    expect(periodInBeijing('2026-01-15', 1080, 1440, 'Europe/London')).toEqual({
      start: '02:00',
      end: '08:00',
    });
  });

  it('uses the next day offset for a period ending after a change at midnight', () => {
    // The evening of Saturday 2026-03-07 ends at midnight PST; Sunday 00:00 is still PST (change at 02:00).
    expect(periodInBeijing('2026-03-07', 1080, 1440, 'America/Los_Angeles')).toEqual({
      start: '10:00',
      end: '16:00',
    });
    // A period wrapping from 18:00 Saturday to 07:00 Sunday ends after the change (07:00 PDT = 22:00 Beijing).
    expect(periodInBeijing('2026-03-07', 1080, 420, 'America/Los_Angeles')).toEqual({
      start: '10:00',
      end: '22:00',
    });
  });

  it('announces the next clock change within a week', () => {
    expect(nextOffsetChange('2026-03-03', 7, 'America/Los_Angeles')).toEqual({
      date: '2026-03-08',
      offsetBefore: -480,
      offsetAfter: -420,
    });
    expect(nextOffsetChange('2026-03-24', 7, 'Europe/London')).toEqual({
      date: '2026-03-29',
      offsetBefore: 0,
      offsetAfter: 60,
    });
    expect(nextOffsetChange('2026-03-03', 7, 'Asia/Tokyo')).toBeUndefined();
  });
});
