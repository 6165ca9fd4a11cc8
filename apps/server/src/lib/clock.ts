// Time comes from an injectable clock so tests can move it instead of sleeping.

/** Source of the current time. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current: number = Date.parse('2025-01-15T02:00:00.000Z')) {}

  now(): number {
    return this.current;
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  set(epochMilliseconds: number): void {
    this.current = epochMilliseconds;
  }
}

/** Times are stored as ISO-8601 UTC text on every dialect: portable and sortable as text. */
export function toStoredTime(epochMilliseconds: number): string {
  return new Date(epochMilliseconds).toISOString();
}

/** Reads a time stored by `toStoredTime`. */
export function fromStoredTime(stored: string): number {
  return Date.parse(stored);
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
