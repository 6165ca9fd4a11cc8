import { describe, expect, it } from 'vitest';
import { instantAtWallTime } from '@adplan/contracts';
import { scheduledBid } from '@adplan/engine';
import { currentSegment, daySegments, segmentInBeijing, segmentStartsBetween } from './schedule-period-math';

const LA = 'America/Los_Angeles';
const iso = (at: number | Date) => new Date(at).toISOString();
const instantAt = instantAtWallTime;

describe('schedule period math', () => {
  it('fills the gaps between periods with base segments', () => {
    const segments = daySegments([
      { name: 'morning', start: '07:00', end: '12:00', bid_adjustment: 20 },
      { name: 'sleep', start: '23:00', end: '06:00', bid_adjustment: -30 },
    ]);
    expect(segments.map((s) => [s.name, s.startMinute, s.endMinute, s.adjustment])).toEqual([
      ['base', 360, 420, 0],
      ['morning', 420, 720, 20],
      ['base', 720, 1380, 0],
      ['sleep', 1380, 360, -30],
    ]);
  });

  it('resolves a repeated fall-back time to its first occurrence and a skipped spring-forward time forward', () => {
    // 2026-11-01 01:30 happens twice in Los Angeles (PDT then PST): the first is 08:30Z.
    expect(iso(instantAt('2026-11-01', 90, LA))).toBe('2026-11-01T08:30:00.000Z');
    // 2027-03-14 02:30 does not exist: it runs at 03:30 PDT = 10:30Z.
    expect(iso(instantAt('2027-03-14', 150, LA))).toBe('2027-03-14T10:30:00.000Z');
  });

  it('lists each segment start once across the fall-back week', () => {
    const segments = daySegments([
      { name: 'sleep', start: '00:00', end: '07:00', bid_adjustment: -30 },
      { name: 'morning', start: '07:00', end: '24:00', bid_adjustment: 20 },
    ]);
    const starts = segmentStartsBetween(
      segments,
      LA,
      Date.parse('2026-10-31T00:00:00Z'),
      Date.parse('2026-11-02T23:00:00Z'),
    );
    expect(starts.map((s) => `${iso(s.at)} ${s.segment.name}`)).toEqual([
      '2026-10-31T07:00:00.000Z sleep', // 00:00 PDT
      '2026-10-31T14:00:00.000Z morning', // 07:00 PDT
      '2026-11-01T07:00:00.000Z sleep', // 00:00 PDT (the change is at 02:00)
      '2026-11-01T15:00:00.000Z morning', // 07:00 PST
      '2026-11-02T08:00:00.000Z sleep', // 00:00 PST
      '2026-11-02T15:00:00.000Z morning',
    ]);
  });

  it('finds the running segment and its start, also across spring-forward', () => {
    const segments = daySegments([
      { name: 'sleep', start: '02:30', end: '07:00', bid_adjustment: -30 },
      { name: 'morning', start: '07:00', end: '02:30', bid_adjustment: 10 },
    ]);
    const running = currentSegment(segments, LA, Date.parse('2027-03-14T11:00:00Z'));
    expect(running.segment.name).toBe('sleep');
    expect(iso(running.at)).toBe('2027-03-14T10:30:00.000Z');
  });

  it('shows Beijing times that move with daylight saving time', () => {
    const segment = { startMinute: 7 * 60, endMinute: 12 * 60 };
    expect(segmentInBeijing(segment, LA, Date.parse('2026-07-01T20:00:00Z'))).toEqual({
      start: '22:00',
      end: '03:00',
    });
    expect(segmentInBeijing(segment, LA, Date.parse('2026-12-01T20:00:00Z'))).toEqual({
      start: '23:00',
      end: '04:00',
    });
  });

  it('rounds to the cent and clamps to the limits', () => {
    expect(scheduledBid('US', 1, 20, { min: 0.02, max: 1000 })).toBe(1.2);
    expect(scheduledBid('US', 0.3, -50, { min: 0.25, max: 49 })).toBe(0.25);
    expect(scheduledBid('US', 40, 50, { min: 0.25, max: 49 })).toBe(49);
    expect(scheduledBid('US', 0.33, 10, { min: 0.02, max: 1000 })).toBe(0.36);
  });
});
