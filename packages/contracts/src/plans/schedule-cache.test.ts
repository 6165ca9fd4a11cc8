import { describe, expect, it } from 'vitest';
import {
  isScheduleCacheEntryExpired,
  parseScheduleCache,
  pruneScheduleCache,
  scheduleCacheExpiresAt,
  scheduleCacheEntrySchema,
} from './schedule-cache';

const NOW = new Date('2026-10-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const periods = [
  {
    name: 'sleep',
    start: '00:00',
    end: '07:00',
    bidAdjustment: -30,
    startBeijing: '15:00',
    endBeijing: '22:00',
  },
  { name: 'morning', start: '07:00', end: '12:00', bidAdjustment: 0 },
  { name: 'afternoon', start: '12:00', end: '18:00', bidAdjustment: 0 },
  { name: 'rest', start: '18:00', end: '00:00', bidAdjustment: 25 },
];

const entry = (key: string, savedDaysAgo: number, extra: Record<string, unknown> = {}) => ({
  key,
  campaignName: 'Evening buyers',
  marketplace: 'US',
  timeZone: 'America/Los_Angeles',
  savedAt: daysAgo(savedDaysAgo),
  expiryDays: 7,
  periods,
  ...extra,
});

describe('pruneScheduleCache', () => {
  it('keeps valid entries, including expired ones within 7 days past expiry', () => {
    const kept = pruneScheduleCache([entry('fresh', 1), entry('expired', 10), entry('edge', 14)], NOW);
    expect(kept.map((e) => e.key)).toEqual(['fresh', 'expired', 'edge']);
  });

  it('removes entries more than 7 days past expiry', () => {
    const kept = pruneScheduleCache(
      [entry('old', 14.01), entry('older', 40), entry('long-lived', 36, { expiryDays: 30 })],
      NOW,
    );
    expect(kept.map((e) => e.key)).toEqual(['long-lived']);
  });

  it('removes entries whose periods are not in the expected format', () => {
    const badName = entry('bad-name', 1, { periods: [{ ...periods[0], name: 'night' }] });
    const badTime = entry('bad-time', 1, { periods: [{ ...periods[0], start: '7:00' }] });
    const snakeCase = entry('snake', 1, {
      periods: [{ name: 'sleep', start: '00:00', end: '07:00', bid_adjustment: -30 }],
    });
    const duplicate = entry('duplicate', 1, { periods: [periods[0], periods[0]] });
    const empty = entry('empty', 1, { periods: [] });
    const noDate = entry('no-date', 1, { savedAt: 'yesterday' });
    const kept = pruneScheduleCache(
      [badName, badTime, snakeCase, duplicate, empty, noDate, null, 'x', entry('ok', 1)],
      NOW,
    );
    expect(kept.map((e) => e.key)).toEqual(['ok']);
  });

  it('gives an empty cache for anything that is not a list', () => {
    expect(pruneScheduleCache(undefined, NOW)).toEqual([]);
    expect(pruneScheduleCache({ key: 'x' }, NOW)).toEqual([]);
    expect(parseScheduleCache('{not json', NOW)).toEqual([]);
    expect(parseScheduleCache(null, NOW)).toEqual([]);
    expect(parseScheduleCache(JSON.stringify([entry('ok', 2)]), NOW)).toHaveLength(1);
  });

  it('keeps only the newest entry of a key and defaults the expiry to 7 days', () => {
    const { expiryDays: _unused, ...withoutExpiry } = entry('same', 3);
    const kept = pruneScheduleCache([withoutExpiry, entry('same', 1)], NOW);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.savedAt).toBe(daysAgo(1));
    expect(scheduleCacheEntrySchema.parse(withoutExpiry).expiryDays).toBe(7);
  });

  it('says when an entry expires', () => {
    const e = scheduleCacheEntrySchema.parse(entry('x', 8));
    expect(scheduleCacheExpiresAt(e).toISOString()).toBe(daysAgo(1));
    expect(isScheduleCacheEntryExpired(e, NOW)).toBe(true);
    expect(isScheduleCacheEntryExpired(scheduleCacheEntrySchema.parse(entry('y', 6)), NOW)).toBe(false);
  });
});
