// The keywords of a keyword cold start and their bids: every term exact (exact group); main terms also
// phrase and broad, relevant terms broad (broad group); bid = CPS x organic CVR x term factor x match
// factor, then capped so that exact >= phrase >= broad holds after rounding.
import type { MatchType } from '../../model/account';
import type { Money, Ratio } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { coldStartBid } from '../shared/bid-math';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import { termKey } from '../shared/close-variant-rules';
import { keywordForm, normaliseTerm } from '../shared/text-rules';

/** A keyword the cold start wants to create. */
export interface PlannedKeyword {
  text: string;
  /** Normalised text for duplicate checks. */
  key: string;
  matchType: MatchType;
  tier: 'main' | 'relevant';
  prior: Ratio;
  bid: Money;
}

const MATCH_ORDER: readonly MatchType[] = ['exact', 'phrase', 'broad'];

function termsByTier(
  params: SpPlanParameters,
): Array<{ text: string; key: string; tier: 'main' | 'relevant' }> {
  // Close variants ("yoga mat", "Yoga Mats") are one term for Amazon: the first listed wins, so one exact
  // target is created per close-variant family even when a term is in both the main and relevant lists.
  const seen = new Set<string>();
  const out: Array<{ text: string; key: string; tier: 'main' | 'relevant' }> = [];
  const add = (term: string, tier: 'main' | 'relevant') => {
    const key = normaliseTerm(term);
    const family = termKey(term);
    if (key.length === 0 || seen.has(family)) return;
    seen.add(family);
    out.push({ text: keywordForm(term), key, tier });
  };
  for (const term of params.mainSearchTerms) add(term, 'main');
  for (const term of params.relevantSearchTerms) add(term, 'relevant');
  return out;
}

/** The planned keywords of all terms, exact first; bids respect exact >= phrase >= broad per term. */
export function coldStartKeywords(params: SpPlanParameters): PlannedKeyword[] {
  const c = PLANNING_CONSTANTS;
  const keywords: PlannedKeyword[] = [];
  for (const term of termsByTier(params)) {
    const tierFactor = term.tier === 'main' ? 1 : c.relevantTermConversionFactor;
    const matches = MATCH_ORDER.filter((m) => m !== 'phrase' || term.tier === 'main');
    let ceiling = Infinity;
    for (const matchType of matches) {
      const prior = params.organicConversionRate * tierFactor * c.conversionFactor[matchType];
      const bid = Math.min(ceiling, coldStartBid(params.marketplace, params.targetCostPerSale, prior));
      ceiling = bid;
      keywords.push({ text: term.text, key: term.key, matchType, tier: term.tier, prior, bid });
    }
  }
  return keywords;
}
