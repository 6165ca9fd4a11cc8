// What the Amazon client takes from outside besides configuration, resolved once to working defaults, so
// every part of the client (LwA, Ads API, report download) waits, draws jitter and logs the same way and
// tests can replace each of them.
import { setTimeout as delay } from 'node:timers/promises';

/** What the client takes from outside besides configuration (tests pass their own). */
export interface AmazonAdsClientDeps {
  fetch?: typeof fetch;
  /** Waits between retries (tests pass one that records and resolves at once). */
  sleep?: (ms: number) => Promise<void>;
  /** 0..1, the jitter of backoff. */
  random?: () => number;
  /** Epoch milliseconds. */
  now?: () => number;
  /** Structured log of retries and failures (never tokens). */
  log?: (event: string, fields: Record<string, unknown>) => void;
}

/** The resolved dependencies every part of the client uses. */
export type ClientRuntime = Required<AmazonAdsClientDeps>;

/** Fills what `deps` leaves out with the real clock, timers, fetch and randomness; no log by default. */
export function resolveRuntime(deps: AmazonAdsClientDeps): ClientRuntime {
  return {
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    sleep: deps.sleep ?? ((ms) => delay(ms).then(() => undefined)),
    random: deps.random ?? Math.random,
    now: deps.now ?? Date.now,
    log: deps.log ?? (() => undefined),
  };
}
