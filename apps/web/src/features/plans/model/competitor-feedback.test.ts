import { describe, expect, it } from 'vitest';
import { competitorVerdict } from './competitor-feedback';

describe('competitor ASIN check (spec §4)', () => {
  it('reads good_competitor_asin 1 as good and 0 as weak', () => {
    expect(competitorVerdict({ code: 200, data: { good_competitor_asin: 1 } })).toBe('good');
    expect(competitorVerdict({ code: 200, data: { good_competitor_asin: 0 } })).toBe('weak');
  });

  it('needs a price for any other answer or a failed call', () => {
    expect(competitorVerdict({ code: 0, data: { good_competitor_asin: 1 } })).toBe('priceNeeded');
    expect(competitorVerdict({ code: 200, data: { good_competitor_asin: 2 } })).toBe('priceNeeded');
    expect(competitorVerdict({ code: 200 })).toBe('priceNeeded');
    expect(competitorVerdict(undefined)).toBe('priceNeeded');
  });
});
