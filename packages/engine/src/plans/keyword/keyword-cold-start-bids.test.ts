import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketplaceInfo, MARKETPLACES } from '@adplan/contracts';
import { checkPlanParameters } from '../parameters/plan-parameters';
import { coldStartKeywords } from './keyword-cold-start-bids';

describe('coldStartKeywords (property)', () => {
  it('keeps exact >= phrase >= broad per term, inside the marketplace range, at its precision', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETPLACES),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.double({ min: 0.01, max: 100_000, noNaN: true }),
        (marketplace, percent, cps) => {
          const params = checkPlanParameters('keyword-cold-start', {
            marketplace,
            campaign_name: 'Launch',
            ad_group_name_broad: 'g broad',
            daily_budget: 100_000,
            organic_conversion_rate: percent,
            target_cps: cps,
            sku: 'S',
            main_search_terms: ['bamboo board'],
            relevant_search_terms: ['wood board'],
          });
          const keywords = coldStartKeywords(params);
          const range = marketplaceInfo(marketplace).spBid;
          const factor = 10 ** marketplaceInfo(marketplace).decimals;
          for (const k of keywords) {
            expect(k.bid).toBeGreaterThanOrEqual(range.min);
            expect(k.bid).toBeLessThanOrEqual(range.max);
            expect(Math.abs(k.bid * factor - Math.round(k.bid * factor))).toBeLessThan(1e-6);
          }
          const bid = (text: string, match: string) =>
            keywords.find((k) => k.text === text && k.matchType === match)?.bid ?? -1;
          expect(bid('bamboo board', 'exact')).toBeGreaterThanOrEqual(bid('bamboo board', 'phrase'));
          expect(bid('bamboo board', 'phrase')).toBeGreaterThanOrEqual(bid('bamboo board', 'broad'));
          expect(bid('wood board', 'exact')).toBeGreaterThanOrEqual(bid('wood board', 'broad'));
        },
      ),
    );
  });
});
