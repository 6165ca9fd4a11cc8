// Shared by the search-term rules: whether a term is already negated where it was matched, where it is an
// exact keyword, and the terms summed per ad group.
import {
  addMetrics,
  zeroMetrics,
  type AdProduct,
  type DiagnosticData,
  type Metrics,
  type NegativeFacts,
  type TargetFacts,
} from '../diagnostic-data';

/** A search term in one ad group, all match kinds together. */
export interface AdGroupTerm extends Metrics {
  adProduct: AdProduct;
  campaignId: string;
  adGroupId: string;
  term: string;
  /** Whether any of its clicks came through a broad, phrase or targeting (auto/product) match. */
  matchedLoosely: boolean;
}

/** True when `phrase` occurs in `term` as whole words (how a negative phrase blocks). */
function containsWords(term: string, phrase: string): boolean {
  return ` ${term} `.includes(` ${phrase} `);
}

/** Whether the term is blocked in that ad group by an ad-group or campaign negative. */
export function isNegated(
  negatives: NegativeFacts[],
  where: { adProduct: AdProduct; campaignId: string; adGroupId: string },
  term: string,
): boolean {
  return negatives.some(
    (negative) =>
      negative.adProduct === where.adProduct &&
      negative.campaignId === where.campaignId &&
      (negative.adGroupId === null || negative.adGroupId === where.adGroupId) &&
      (negative.matchType === 'NEGATIVE_EXACT' ? negative.text === term : containsWords(term, negative.text)),
  );
}

/** Serving exact keywords by their text. */
export function exactKeywordsByText(targets: TargetFacts[]): Map<string, TargetFacts[]> {
  const byText = new Map<string, TargetFacts[]>();
  for (const target of targets) {
    if (target.matchKind !== 'EXACT' || !target.serving) continue;
    const list = byText.get(target.text) ?? [];
    list.push(target);
    byText.set(target.text, list);
  }
  return byText;
}

/** The search terms of the window summed per ad group. */
export function termsPerAdGroup(data: DiagnosticData): AdGroupTerm[] {
  const byKey = new Map<string, AdGroupTerm>();
  for (const row of data.searchTerms) {
    const key = [row.adProduct, row.campaignId, row.adGroupId, row.term].join('\u0000');
    const entry = byKey.get(key) ?? {
      ...zeroMetrics(),
      adProduct: row.adProduct,
      campaignId: row.campaignId,
      adGroupId: row.adGroupId,
      term: row.term,
      matchedLoosely: false,
    };
    addMetrics(entry, row);
    entry.matchedLoosely ||= row.matchKind !== 'EXACT';
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** An ASIN search term (a product page the ad showed on), which is negated as a product target. */
export function isAsinTerm(term: string): boolean {
  return /^b0[0-9a-z]{8}$/.test(term);
}
