// The one retry loop of the client. Each attempt reports what happened in Amazon's terms (done, throttled,
// failed, try again at once, fatal); the loop applies the retry policy, waits through the injected sleep,
// and logs every retry and the final failure as structured events (never with tokens).
import type { AdsApiError } from '../ads-api-errors';
import type { ClientRuntime } from './client-runtime';
import {
  MAX_FAILED_ATTEMPTS,
  MAX_RETRY_AFTER_MS,
  MAX_THROTTLED_ATTEMPTS,
  backoffDelayMs,
} from './retry-policy';

/** What one attempt of a call came to. */
export type AttemptOutcome<T> =
  | { kind: 'done'; value: T }
  /** 429: always safe to repeat (Amazon refused the call before doing it). */
  | { kind: 'throttled'; error: AdsApiError; retryAfterMs?: number }
  /** 5xx, network failure or time limit; repeated only when the call is safe to repeat. */
  | { kind: 'failed'; error: AdsApiError; repeatable: boolean }
  /** Repeat at once without counting, e.g. after a token renewal. */
  | { kind: 'again' }
  | { kind: 'fatal'; error: AdsApiError };

/** Names the call in log events: operation, method and path, never a token or a body. */
export type CallLabel = Record<string, string | number | undefined>;

/** Runs `attempt` until it is done or the policy gives up; throws the last attempt's `AdsApiError`. */
export async function withRetries<T>(
  runtime: ClientRuntime,
  label: CallLabel,
  attempt: (attemptNumber: number) => Promise<AttemptOutcome<T>>,
): Promise<T> {
  let throttled = 0;
  let failed = 0;
  let retries = 0;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    const outcome = await attempt(attemptNumber);
    if (outcome.kind === 'done') return outcome.value;
    if (outcome.kind === 'again') continue;
    if (outcome.kind === 'throttled') throttled += 1;
    if (outcome.kind === 'failed') failed += 1;
    const wait = waitBeforeRetry(outcome, { throttled, failed }, retries, runtime);
    if (wait === undefined) {
      runtime.log('amazonAds.failed', { ...label, attempts: attemptNumber, ...errorFields(outcome.error) });
      throw outcome.error;
    }
    runtime.log('amazonAds.retry', {
      ...label,
      attempt: attemptNumber,
      delayMs: wait,
      ...errorFields(outcome.error),
    });
    await runtime.sleep(wait);
    retries += 1;
  }
}

/** The wait before the next attempt, or undefined when the policy gives up. */
function waitBeforeRetry(
  outcome: Exclude<AttemptOutcome<unknown>, { kind: 'done' } | { kind: 'again' }>,
  counts: { throttled: number; failed: number },
  retries: number,
  runtime: ClientRuntime,
): number | undefined {
  if (outcome.kind === 'fatal') return undefined;
  if (outcome.kind === 'throttled') {
    if (counts.throttled >= MAX_THROTTLED_ATTEMPTS) return undefined;
    if (outcome.retryAfterMs !== undefined) {
      return outcome.retryAfterMs > MAX_RETRY_AFTER_MS ? undefined : outcome.retryAfterMs;
    }
    return backoffDelayMs(retries, runtime.random);
  }
  if (!outcome.repeatable || counts.failed >= MAX_FAILED_ATTEMPTS) return undefined;
  return backoffDelayMs(retries, runtime.random);
}

function errorFields(error: AdsApiError): Record<string, unknown> {
  return {
    kind: error.kind,
    status: error.details.status,
    code: error.details.code,
    requestId: error.details.requestId,
  };
}
