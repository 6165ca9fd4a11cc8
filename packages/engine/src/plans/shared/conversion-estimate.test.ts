import { describe, expect, it } from 'vitest';
import {
  priorConversionRate,
  pseudoClicksFor,
  smoothedConversionRate,
  targetKindOfExpression,
} from './conversion-estimate';

describe('smoothedConversionRate', () => {
  it('returns the prior without data and the raw rate with a lot of data', () => {
    expect(smoothedConversionRate({ orders: 0, clicks: 0, priorRate: 0.1, pseudoClicks: 20 })).toBe(0.1);
    const many = smoothedConversionRate({ orders: 500, clicks: 10_000, priorRate: 0.1, pseudoClicks: 20 });
    expect(many).toBeCloseTo(0.05, 2);
  });

  it('keeps a low-data keyword near the prior', () => {
    // 1 order in 3 clicks is 33 %; with a 10 % prior worth two orders the estimate stays near 10 %.
    const rate = smoothedConversionRate({
      orders: 1,
      clicks: 3,
      priorRate: 0.1,
      pseudoClicks: pseudoClicksFor(0.1),
    });
    expect(rate).toBeCloseTo(3 / 23, 6);
  });

  it('caps orders at clicks so the rate never exceeds 1', () => {
    expect(smoothedConversionRate({ orders: 9, clicks: 2, priorRate: 0.5, pseudoClicks: 0 })).toBe(1);
  });
});

describe('pseudoClicksFor', () => {
  it('gives the prior the weight of two orders within [20, 200]', () => {
    expect(pseudoClicksFor(0.1)).toBe(20);
    expect(pseudoClicksFor(0.04)).toBe(50);
    expect(pseudoClicksFor(0.3)).toBe(20);
    expect(pseudoClicksFor(0.001)).toBe(200);
  });
});

describe('priors', () => {
  it('orders the match types exact >= phrase >= broad', () => {
    const p = 0.12;
    expect(priorConversionRate(p, 'exact')).toBeGreaterThanOrEqual(priorConversionRate(p, 'phrase'));
    expect(priorConversionRate(p, 'phrase')).toBeGreaterThanOrEqual(priorConversionRate(p, 'broad'));
  });

  it('recognises targeting expressions', () => {
    expect(targetKindOfExpression('asin="B0ABCDEFGH"')).toBe('asin');
    expect(targetKindOfExpression('asin-expanded="B0ABCDEFGH"')).toBe('asinExpanded');
    expect(targetKindOfExpression('close-match')).toBe('close-match');
    expect(targetKindOfExpression('category="123"')).toBe('category');
  });
});
