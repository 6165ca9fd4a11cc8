// The browser's local schedule cache (spec §4, §9): each entry holds a campaign's schedule periods and
// how many days it is valid; entries more than 7 days past their expiry, or whose periods are not in the
// expected format, are removed whenever the cache is read.
import { z } from 'zod';
import { SCHEDULE_CACHE_GRACE_DAYS } from './plans-constants';

const DAY_MS = 86_400_000;

/** Days a cached schedule is valid when its entry does not say otherwise (spec §9). */
export const SCHEDULE_CACHE_VALID_DAYS = 7;

/** The named periods of a schedule rule (spec §3). */
export const SCHEDULE_PERIOD_NAMES = ['sleep', 'morning', 'afternoon', 'rest', 'other'] as const;

/** A clock time `HH:mm` from 00:00 to 24:00. */
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** One cached period: name, start and end in the marketplace's time (optional Beijing times) and the bid adjustment in percent. */
export const scheduleCachePeriodSchema = z.object({
  name: z.enum(SCHEDULE_PERIOD_NAMES),
  start: clockTime,
  end: clockTime,
  bidAdjustment: z.number().finite().min(-100).max(900),
  startBeijing: clockTime.optional(),
  endBeijing: clockTime.optional(),
});
/** A cached period as the web reads it. */
export type ScheduleCachePeriod = z.infer<typeof scheduleCachePeriodSchema>;

/** One cached schedule: what it belongs to, when it was saved, how many days it is valid, and its periods (unique names). */
export const scheduleCacheEntrySchema = z.object({
  /** Plan or order number the schedule came from. */
  key: z.string().trim().min(1),
  campaignName: z.string().trim().min(1),
  marketplace: z.enum(['US', 'UK', 'CA', 'JP']).optional(),
  /** IANA time zone of `start`/`end`. */
  timeZone: z.string().min(1).optional(),
  /** ISO 8601 time the entry was saved. */
  savedAt: z.iso.datetime({ offset: true }),
  expiryDays: z.number().int().positive().max(365).default(SCHEDULE_CACHE_VALID_DAYS),
  periods: z
    .array(scheduleCachePeriodSchema)
    .min(1)
    .max(SCHEDULE_PERIOD_NAMES.length)
    .refine(
      (periods) => new Set(periods.map((p) => p.name)).size === periods.length,
      'duplicate period name',
    ),
});
/** A cached schedule as the web reads it (`expiryDays` filled in). */
export type ScheduleCacheEntry = z.infer<typeof scheduleCacheEntrySchema>;

/** The moment an entry's schedule stops being valid: saved time plus its expiry in days. */
export function scheduleCacheExpiresAt(entry: Pick<ScheduleCacheEntry, 'savedAt' | 'expiryDays'>): Date {
  return new Date(Date.parse(entry.savedAt) + entry.expiryDays * DAY_MS);
}

/** True once an entry's schedule has expired (it is still kept, shown as expired, during the grace days). */
export function isScheduleCacheEntryExpired(
  entry: Pick<ScheduleCacheEntry, 'savedAt' | 'expiryDays'>,
  now: Date,
): boolean {
  return now.getTime() >= scheduleCacheExpiresAt(entry).getTime();
}

/** True when an entry is more than the grace days (7) past its expiry and must be removed. */
function pastGrace(entry: ScheduleCacheEntry, now: Date): boolean {
  return now.getTime() > scheduleCacheExpiresAt(entry).getTime() + SCHEDULE_CACHE_GRACE_DAYS * DAY_MS;
}

/**
 * The entries to keep: anything that is not an array gives none; entries that do not match the expected
 * shape, or are more than 7 days past expiry, are dropped; of entries with the same key the newest stays.
 * Order is kept otherwise.
 */
export function pruneScheduleCache(entries: unknown, now: Date): ScheduleCacheEntry[] {
  if (!Array.isArray(entries)) return [];
  const valid = entries
    .map((entry) => scheduleCacheEntrySchema.safeParse(entry))
    .flatMap((result) => (result.success ? [result.data] : []))
    .filter((entry) => !pastGrace(entry, now));
  return valid.filter(
    (entry) =>
      !valid.some(
        (other) => other.key === entry.key && Date.parse(other.savedAt) > Date.parse(entry.savedAt),
      ),
  );
}

/** Reads the cache from its stored JSON text (null, empty or malformed text gives an empty cache) and prunes it. */
export function parseScheduleCache(stored: string | null | undefined, now: Date): ScheduleCacheEntry[] {
  if (!stored) return [];
  try {
    return pruneScheduleCache(JSON.parse(stored) as unknown, now);
  } catch {
    return [];
  }
}
