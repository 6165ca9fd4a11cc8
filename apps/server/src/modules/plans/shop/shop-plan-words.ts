// The words of the linked-shop plans in both languages, from the contracts' error catalogue: a refusal
// with Amazon's reason inside it, and Amazon's per-item errorType/reason mapped to a sentence a seller reads.
import { errorMessage, type ErrorKey, type Language } from '@adplan/contracts';
import type { AdsItemError } from '../../../amazon/ads-api';

/** A sentence in zh and en. */
export interface BothLanguages {
  zh: string;
  en: string;
}

/** `key` in both languages with `{detail}` filled by `detailKey`'s words (and other params as given). */
export function bothLanguages(
  key: ErrorKey,
  detailKey?: ErrorKey,
  params: Record<string, string> = {},
): BothLanguages {
  const of = (language: Language) =>
    errorMessage(
      key,
      language,
      detailKey ? { ...params, detail: errorMessage(detailKey, language) } : params,
    );
  return { zh: of('zh'), en: of('en') };
}

const ERROR_TYPE_KEY: Record<string, ErrorKey> = {
  duplicateValueError: 'shopPlan.item.duplicate',
  rangeError: 'shopPlan.item.range',
  biddingError: 'shopPlan.item.bidding',
  budgetError: 'shopPlan.item.budget',
  entityNotFoundError: 'shopPlan.item.notFound',
  parentEntityError: 'shopPlan.item.notFound',
  entityStateError: 'shopPlan.item.state',
  malformedValueError: 'shopPlan.item.malformed',
  missingValueError: 'shopPlan.item.malformed',
  entityQuotaError: 'shopPlan.item.quota',
  adEligibilityError: 'shopPlan.item.eligibility',
  asinOwnershipError: 'shopPlan.item.eligibility',
  throttledError: 'shopPlan.item.throttled',
};

/** The reason key of Amazon's per-item errors (the first one decides). */
export function itemErrorKey(errors: readonly AdsItemError[]): ErrorKey {
  const first = errors[0];
  if (!first) return 'shopPlan.item.other';
  if (first.reason === 'NAME_NOT_UNIQUE' || first.reason === 'DUPLICATE_VALUE')
    return 'shopPlan.item.duplicate';
  if (first.reason?.startsWith('BID_')) return 'shopPlan.item.bidding';
  if (first.reason?.startsWith('BUDGET_')) return 'shopPlan.item.budget';
  return ERROR_TYPE_KEY[first.errorType] ?? 'shopPlan.item.other';
}

/** Amazon's own words of the errors, kept as a failure's detail: `errorType/REASON: message`. */
export function itemErrorDetail(errors: readonly AdsItemError[]): string {
  return errors
    .map((error) => `${error.errorType}${error.reason ? `/${error.reason}` : ''}: ${error.message}`)
    .join('; ')
    .slice(0, 1000);
}
