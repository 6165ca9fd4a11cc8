// The greeting shown after a successful login, by the local time of day (spec §4).

/** Part of the day a greeting belongs to; each is a key of the `auth` locale namespace under `greeting`. */
export type GreetingPeriod = 'earlyMorning' | 'morning' | 'noon' | 'afternoon' | 'evening';

/**
 * Greeting period for a local time: hour < 8 early morning, <= 11 morning, <= 13 noon, < 18 afternoon,
 * otherwise evening. Only the hour counts, so 11:59 is still morning and 13:59 still noon.
 */
export function greetingFor(date: Date): GreetingPeriod {
  const hour = date.getHours();
  if (hour < 8) return 'earlyMorning';
  if (hour <= 11) return 'morning';
  if (hour <= 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
