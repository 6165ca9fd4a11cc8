// The browser's schedule cache (spec §4, §9): the schedule rules a seller generated, kept in localStorage
// with their expiry in days, pruned with the contracts' rules (entries 7 days past expiry or in another
// format go) every time it is read or written, so the schedule page shows them again without a new use.
import {
  SCHEDULE_CACHE_VALID_DAYS,
  parseScheduleCache,
  pruneScheduleCache,
  type GeneratedPlanData,
  type ScheduleCacheEntry,
  type ScheduleRuleData,
} from '@adplan/contracts';

/** The localStorage key of the cache. */
export const SCHEDULE_CACHE_STORAGE_KEY = 'adplan.scheduleCache';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** The kept entries, newest first (pruned; the pruned list is written back). */
export function readScheduleCache(now: Date): ScheduleCacheEntry[] {
  const store = storage();
  const stored = store?.getItem(SCHEDULE_CACHE_STORAGE_KEY) ?? null;
  const entries = parseScheduleCache(stored, now);
  const text = JSON.stringify(entries);
  if (stored !== null && stored !== text) store?.setItem(SCHEDULE_CACHE_STORAGE_KEY, text);
  return [...entries].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
}

/** One cache entry per campaign rule of a plan (key: plan id and campaign). */
export function scheduleCacheEntries(
  plan: Pick<GeneratedPlanData, 'plan_id' | 'marketplace' | 'schedule'>,
  now: Date,
): ScheduleCacheEntry[] {
  return (plan.schedule ?? []).map((rule: ScheduleRuleData) => ({
    key: `${plan.plan_id}:${rule.campaign_name}`,
    campaignName: rule.campaign_name,
    marketplace: plan.marketplace,
    timeZone: rule.time_zone,
    savedAt: now.toISOString(),
    expiryDays: SCHEDULE_CACHE_VALID_DAYS,
    periods: rule.periods.map((period) => ({
      name: period.name,
      start: period.start,
      end: period.end,
      bidAdjustment: period.bid_adjustment,
      startBeijing: period.start_beijing,
      endBeijing: period.end_beijing,
    })),
  }));
}

/** Adds a plan's schedule rules to the cache (replacing entries of the same key) and returns the cache. */
export function saveScheduleRules(
  plan: Pick<GeneratedPlanData, 'plan_id' | 'marketplace' | 'schedule'>,
  now: Date,
): ScheduleCacheEntry[] {
  const added = scheduleCacheEntries(plan, now);
  if (added.length === 0) return readScheduleCache(now);
  const keys = new Set(added.map((entry) => entry.key));
  const kept = readScheduleCache(now).filter((entry) => !keys.has(entry.key));
  const next = pruneScheduleCache([...added, ...kept], now);
  storage()?.setItem(SCHEDULE_CACHE_STORAGE_KEY, JSON.stringify(next));
  return next;
}

/** Removes one entry and returns the cache. */
export function removeScheduleRule(key: string, now: Date): ScheduleCacheEntry[] {
  const next = readScheduleCache(now).filter((entry) => entry.key !== key);
  storage()?.setItem(SCHEDULE_CACHE_STORAGE_KEY, JSON.stringify(next));
  return next;
}
