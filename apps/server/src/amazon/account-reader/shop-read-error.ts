// What a seller reads when their shop's account cannot be read from Amazon, decided once for every module
// that reads through the ShopAccountReader port: a revoked grant is 10031 (authorise again); any other
// failure of Amazon is 50018 with what went wrong (throttled, unavailable, timed out …). The Amazon
// failure stays inside the refusal, so background work (schedules, diagnostics) can still decide by its
// kind whether to retry or which code to store.
import { errorMessage, HTTP_STATUS, type ErrorKey, type Language } from '@adplan/contracts';
import { AppError, LocalizedError } from '../../lib/app-error';
import { isAdsApiError, type AdsApiError, type AdsApiErrorKind } from '../ads-api-errors';

/** The words of each kind of Amazon failure, filled into the refusal's sentence. */
const DETAIL_KEY: Readonly<Record<AdsApiErrorKind, ErrorKey>> = {
  throttled: 'shopPlan.amazon.throttled',
  unavailable: 'shopPlan.amazon.unavailable',
  timeout: 'shopPlan.amazon.timeout',
  reportFailed: 'shopPlan.amazon.reportFailed',
  badRequest: 'shopPlan.amazon.badRequest',
  unauthorized: 'shopPlan.amazon.unauthorized',
  // A reader answers a revoked grant with 10031; an apply that meets one stops as "unavailable", as before.
  invalidGrant: 'shopPlan.amazon.unavailable',
};

/** The message key of the words of what went wrong (filled into a sentence as its `{detail}`). */
export function amazonFailureDetailKey(kind: AdsApiErrorKind): ErrorKey {
  return DETAIL_KEY[kind];
}

/** 50018: the shop's account could not be read from Amazon; the words say what went wrong. */
export class ShopReadError extends LocalizedError {
  constructor(readonly failure: AdsApiError) {
    const words = (language: Language) =>
      errorMessage('shops.readFailed', language, {
        detail: errorMessage(DETAIL_KEY[failure.kind], language),
      });
    super(HTTP_STATUS.badRequest, 50018, { zh: words('zh'), en: words('en') });
    this.name = 'ShopReadError';
  }
}

/** 10031: the seller revoked the grant at Amazon and must authorise again. */
const reauthorize = () => new AppError(HTTP_STATUS.badRequest, 10031, {}, 10031);

/**
 * The seller's refusal for a failed read: an AdsApiError becomes 10031 (revoked grant) or ShopReadError;
 * anything else (a ShopAccess refusal, a fault of ours) is left as it is.
 */
export function shopReadFailure(error: unknown): unknown {
  if (!isAdsApiError(error)) return error;
  if (error.kind === 'invalidGrant') return reauthorize();
  return new ShopReadError(error);
}

/** The Amazon failure behind `error`: the error itself, or the one a ShopReadError carries. */
export function amazonFailureOf(error: unknown): AdsApiError | undefined {
  if (error instanceof ShopReadError) return error.failure;
  return isAdsApiError(error) ? error : undefined;
}
