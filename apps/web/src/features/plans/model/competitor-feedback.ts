// Spec §4, the competitor ASIN check: good_competitor_asin=1 needs no price and says nothing; 0 needs no
// price and suggests a stronger competitor; any other answer, a code other than 200 or a failed call, means a
// price is needed (bids are then estimated from it) and no message.

/** What the form does with one competitor's check. */
export type CompetitorVerdict = 'good' | 'weak' | 'priceNeeded';

/** The verdict for an answer (`undefined` when the call failed). */
export function competitorVerdict(answer: { code?: number; data?: unknown } | undefined): CompetitorVerdict {
  if (!answer || answer.code !== 200) return 'priceNeeded';
  const good = (answer.data as { good_competitor_asin?: unknown } | undefined)?.good_competitor_asin;
  if (good === 1) return 'good';
  if (good === 0) return 'weak';
  return 'priceNeeded';
}
