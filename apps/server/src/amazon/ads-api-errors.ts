// A whole-request failure of Login with Amazon or the Ads API, classified so callers decide without
// parsing Amazon's bodies: re-authorise on `invalidGrant`, retry later on `throttled`, show the words of a
// `badRequest`. The raw status and Amazon's code/message are kept for logs, never shown as internals.

/** What went wrong, in the terms a caller acts on. */
export type AdsApiErrorKind =
  /** The LwA code or refresh token is spent or revoked: the seller must authorise again (10031/10032). */
  | 'invalidGrant'
  /** 401/403 that a token refresh did not cure: no access to the profile or the operation. */
  | 'unauthorized'
  /** 429 that survived every retry. */
  | 'throttled'
  /** 400/404/406/415/422: the request itself is wrong. */
  | 'badRequest'
  /** 5xx, network failure or unreadable answer after every retry. */
  | 'unavailable'
  /** No answer (or no finished report) within the time limit. */
  | 'timeout'
  /** A report ended FAILED. */
  | 'reportFailed';

/** A classified Amazon failure. */
export class AdsApiError extends Error {
  constructor(
    readonly kind: AdsApiErrorKind,
    message: string,
    readonly details: { status?: number; code?: string; requestId?: string; path?: string } = {},
  ) {
    super(message);
    this.name = 'AdsApiError';
  }
}

/** Whether `error` is an {@link AdsApiError} (optionally of one kind). */
export function isAdsApiError(error: unknown, kind?: AdsApiErrorKind): error is AdsApiError {
  return error instanceof AdsApiError && (kind === undefined || error.kind === kind);
}
