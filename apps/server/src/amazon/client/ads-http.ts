// The one way the client calls the Ads API: Amazon's headers, a time limit per attempt, the retry policy
// (retry-policy.ts), one token renewal after a 401, and classified errors. Whether a failed call may be
// sent again is the caller's statement (`safety`): reads, list POSTs, updates (idempotent in their final
// state) and report polls are repeated after a 5xx or a lost answer; a create is not, because Amazon may
// have applied it — the caller lists by name before creating again (reference §7.5).
import type { AmazonAdsConfig } from '../../config/config';
import type { AccessTokenSource } from '../ads-api';
import { AdsApiError } from '../ads-api-errors';
import { adsErrorOf } from './ads-error-mapping';
import type { ClientRuntime } from './client-runtime';
import { retryAfterMs } from './retry-policy';
import { withRetries, type AttemptOutcome } from './retry-loop';
import { describeFailure, isTimeout } from './transport-failure';
import { parseWireJson } from './wire-json';

/** Whether a call may be sent again after a 5xx, a network failure or its time limit. */
export type CallSafety = 'repeatable' | 'create';

/** One Ads API call. */
export interface AdsCall {
  /** Names the call in logs and errors, e.g. `sp.keywords.update`. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the API host, e.g. `/sp/keywords/list`. */
  path: string;
  query?: Record<string, string | undefined>;
  /** The body as sent (JSON text). */
  body?: string;
  /** Content-Type of the body (Amazon's versioned vendor type). */
  contentType?: string;
  /** Accept; defaults to the content type. */
  accept?: string;
  /** Sends `Prefer: return=representation` (SP v3 / SB v4 writes echo whole records). */
  preferRepresentation?: boolean;
  safety: CallSafety;
  /** Statuses answered to the caller instead of thrown (e.g. 425 of report creation). */
  passStatuses?: readonly number[];
}

/** A successful (or passed-through) answer. */
export interface AdsAnswer {
  status: number;
  /** The parsed JSON body (`…Id` integers as exact strings); undefined when empty. */
  body: unknown;
  requestId?: string;
}

/** Sends Ads API calls for one grant, optionally scoped to one profile. */
export class AdsHttp {
  constructor(
    private readonly config: AmazonAdsConfig,
    private readonly runtime: ClientRuntime,
    private readonly tokens: AccessTokenSource,
    /** The profile of the Scope header; absent only for `GET /v2/profiles`. */
    private readonly profileId?: string,
  ) {}

  /** Sends `call` under the retry policy; throws `AdsApiError` when it finally fails. */
  async send(call: AdsCall): Promise<AdsAnswer> {
    let renewedToken: string | undefined;
    return withRetries(
      this.runtime,
      { operation: call.operation, method: call.method, path: call.path, profileId: this.profileId },
      async (): Promise<AttemptOutcome<AdsAnswer>> => {
        const token = renewedToken ?? (await this.tokens.current());
        const outcome = await this.attempt(call, token);
        if (outcome.kind === 'fatal' && outcome.error.details.status === 401 && renewedToken === undefined) {
          // An access token can expire between its expiry check and Amazon's; one refresh cures that.
          renewedToken = await this.tokens.renew();
          return { kind: 'again' };
        }
        return outcome;
      },
    );
  }

  private async attempt(call: AdsCall, token: string): Promise<AttemptOutcome<AdsAnswer>> {
    let response: Response;
    let text: string;
    try {
      response = await this.runtime.fetch(this.urlOf(call), {
        method: call.method,
        headers: this.headersOf(call, token),
        body: call.body,
        signal: AbortSignal.timeout(this.config.requestTimeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return this.lostAnswer(call, error);
    }
    const status = response.status;
    if ((status >= 200 && status < 300) || call.passStatuses?.includes(status)) {
      return this.parsed(call, status, text, response.headers);
    }
    const error = adsErrorOf(status, text, response.headers, call.path);
    if (status === 429) {
      return {
        kind: 'throttled',
        error,
        retryAfterMs: retryAfterMs(response.headers.get('retry-after'), this.runtime.now()),
      };
    }
    if (status >= 500) {
      return call.safety === 'repeatable'
        ? { kind: 'failed', error, repeatable: true }
        : { kind: 'failed', error: mayHaveBeenApplied(call, error.message, status), repeatable: false };
    }
    return { kind: 'fatal', error };
  }

  private parsed(call: AdsCall, status: number, text: string, headers: Headers): AttemptOutcome<AdsAnswer> {
    const requestId = headers.get('x-amzn-RequestId') ?? undefined;
    if (text.trim() === '') return { kind: 'done', value: { status, body: undefined, requestId } };
    try {
      return { kind: 'done', value: { status, body: parseWireJson(text), requestId } };
    } catch {
      const error = new AdsApiError('unavailable', `Amazon Ads ${call.path} answered unreadable JSON`, {
        status,
        requestId,
        path: call.path,
      });
      return { kind: 'failed', error, repeatable: call.safety === 'repeatable' };
    }
  }

  /** No answer: a network failure or the per-attempt time limit. */
  private lostAnswer(call: AdsCall, cause: unknown): AttemptOutcome<AdsAnswer> {
    const timedOut = isTimeout(cause);
    const reason = timedOut
      ? `no answer within ${this.config.requestTimeoutMs} ms`
      : `network failure (${describeFailure(cause)})`;
    if (call.safety !== 'repeatable') {
      return { kind: 'failed', error: mayHaveBeenApplied(call, reason), repeatable: false };
    }
    const error = new AdsApiError(
      timedOut ? 'timeout' : 'unavailable',
      `Amazon Ads ${call.path}: ${reason}`,
      {
        path: call.path,
      },
    );
    return { kind: 'failed', error, repeatable: true };
  }

  private urlOf(call: AdsCall): string {
    const url = new URL(`${this.config.apiHost}${call.path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    return url.toString();
  }

  private headersOf(call: AdsCall, token: string): Record<string, string> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      'Amazon-Advertising-API-ClientId': this.config.clientId,
    };
    if (this.profileId !== undefined) headers['Amazon-Advertising-API-Scope'] = this.profileId;
    const accept = call.accept ?? call.contentType;
    if (accept !== undefined) headers.Accept = accept;
    if (call.body !== undefined && call.contentType !== undefined) headers['Content-Type'] = call.contentType;
    if (call.preferRepresentation) headers.Prefer = 'return=representation';
    return headers;
  }
}

/** The error of a create whose outcome is unknown: the caller must look before creating again. */
function mayHaveBeenApplied(call: AdsCall, reason: string, status?: number): AdsApiError {
  return new AdsApiError(
    'unavailable',
    `Amazon Ads ${call.operation} failed (${reason}); it may have been applied — list the entities by name before creating them again`,
    { status, path: call.path },
  );
}
