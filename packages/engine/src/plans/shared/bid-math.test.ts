import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketplaceInfo, MARKETPLACES } from '@adplan/contracts';
import { fitBid, limitBidStep, targetBid } from './bid-math';

describe('targetBid', () => {
  it('is CPS x CVR divided by the placement multiplier, CVR capped at 50 %', () => {
    expect(targetBid({ targetCostPerSale: 20, conversionRate: 0.1 })).toBeCloseTo(2, 10);
    expect(targetBid({ targetCostPerSale: 20, conversionRate: 0.1, placementMultiplier: 1.25 })).toBeCloseTo(
      1.6,
      10,
    );
    expect(targetBid({ targetCostPerSale: 20, conversionRate: 0.9 })).toBe(10);
  });
});

describe('limitBidStep', () => {
  it('limits a move to the step shares of the current bid', () => {
    expect(limitBidStep({ current: 1, proposed: 3, maxStepUp: 0.3, maxStepDown: 0.3 })).toBeCloseTo(1.3);
    expect(limitBidStep({ current: 1, proposed: 0.1, maxStepUp: 0.3, maxStepDown: 0.3 })).toBeCloseTo(0.7);
    expect(limitBidStep({ current: 1, proposed: 1.1, maxStepUp: 0.3, maxStepDown: 0.3 })).toBeCloseTo(1.1);
  });
});

describe('fitBid', () => {
  it('gives whole yen in JP and cents elsewhere', () => {
    expect(fitBid('JP', 123.7, marketplaceInfo('JP').spBid)).toBe(124);
    expect(fitBid('US', 0.756, marketplaceInfo('US').spBid)).toBe(0.76);
  });

  it('rounds toward the current bid so a step is never exceeded, but always moves at least one increment', () => {
    expect(fitBid('US', 1.309, marketplaceInfo('US').spBid, 1)).toBe(1.3);
    expect(fitBid('JP', 3.9, marketplaceInfo('JP').spBid, 3)).toBe(4);
  });

  it('never leaves the marketplace range (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETPLACES),
        fc.double({ min: -10, max: 1e7, noNaN: true }),
        fc.option(fc.double({ min: 0.01, max: 2e5, noNaN: true }), { nil: undefined }),
        (marketplace, proposed, current) => {
          const range = marketplaceInfo(marketplace).spBid;
          const bid = fitBid(marketplace, proposed, range, current);
          const decimals = marketplaceInfo(marketplace).decimals;
          expect(bid).toBeGreaterThanOrEqual(range.min);
          expect(bid).toBeLessThanOrEqual(range.max);
          expect(Math.abs(bid * 10 ** decimals - Math.round(bid * 10 ** decimals))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
