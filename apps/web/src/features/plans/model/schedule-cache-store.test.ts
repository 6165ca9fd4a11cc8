import { afterEach, describe, expect, it } from 'vitest';
import {
  SCHEDULE_CACHE_STORAGE_KEY,
  readScheduleCache,
  removeScheduleRule,
  saveScheduleRules,
  scheduleCacheEntries,
} from './schedule-cache-store';

const NOW = new Date('2026-10-20T12:00:00Z');
const DAY = 86_400_000;

const plan = (id: string) => ({
  plan_id: id,
  marketplace: 'US' as const,
  schedule: [
    {
      campaign_name: 'Board manual',
      time_zone: 'America/Los_Angeles',
      periods: [
        {
          name: 'sleep' as const,
          start: '00:00',
          end: '07:00',
          start_beijing: '15:00',
          end_beijing: '22:00',
          bid_adjustment: -30,
        },
        {
          name: 'rest' as const,
          start: '18:00',
          end: '24:00',
          start_beijing: '09:00',
          end_beijing: '15:00',
          bid_adjustment: 20,
        },
      ],
    },
  ],
});

afterEach(() => window.localStorage.clear());

describe('schedule cache in the browser (spec §4)', () => {
  it('keeps each generated rule with its periods and an expiry of 7 days', () => {
    const [entry] = scheduleCacheEntries(plan('p1'), NOW);
    expect(entry).toMatchObject({
      key: 'p1:Board manual',
      campaignName: 'Board manual',
      marketplace: 'US',
      expiryDays: 7,
      savedAt: NOW.toISOString(),
    });
    expect(entry?.periods[0]).toEqual({
      name: 'sleep',
      start: '00:00',
      end: '07:00',
      bidAdjustment: -30,
      startBeijing: '15:00',
      endBeijing: '22:00',
    });
  });

  it('saves rules, shows them newest first and removes one on request', () => {
    saveScheduleRules(plan('p1'), NOW);
    saveScheduleRules(plan('p2'), new Date(NOW.getTime() + DAY));
    const later = new Date(NOW.getTime() + 2 * DAY);
    expect(readScheduleCache(later).map((e) => e.key)).toEqual(['p2:Board manual', 'p1:Board manual']);
    expect(removeScheduleRule('p2:Board manual', later).map((e) => e.key)).toEqual(['p1:Board manual']);
  });

  it('prunes entries 7 days past expiry and anything not in the expected format', () => {
    saveScheduleRules(plan('old'), NOW);
    const stored = JSON.parse(window.localStorage.getItem(SCHEDULE_CACHE_STORAGE_KEY) ?? '[]') as unknown[];
    window.localStorage.setItem(SCHEDULE_CACHE_STORAGE_KEY, JSON.stringify([...stored, { key: 'bad' }]));
    expect(readScheduleCache(new Date(NOW.getTime() + 14 * DAY)).map((e) => e.key)).toEqual([
      'old:Board manual',
    ]);
    expect(readScheduleCache(new Date(NOW.getTime() + 14 * DAY + 1000))).toEqual([]);
    expect(window.localStorage.getItem(SCHEDULE_CACHE_STORAGE_KEY)).toBe('[]');
  });
});
