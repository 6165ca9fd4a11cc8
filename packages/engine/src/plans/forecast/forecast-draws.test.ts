import { describe, expect, it } from 'vitest';
import { servedShare } from './forecast-draws';
import { gammaCdf } from './forecast-math';

describe('servedShare', () => {
  it('lets a campaign far under its budget spend all it wants', () => {
    expect(servedShare(10, 50)).toBeCloseTo(1, 6);
    expect(servedShare(10, undefined)).toBe(1);
  });

  it('cuts the good days of a campaign that wants its budget on average (about 88 % at a day CV of 0.3)', () => {
    expect(servedShare(10, 10)).toBeGreaterThan(0.86);
    expect(servedShare(10, 10)).toBeLessThan(0.9);
  });

  it('serves at most the budget, and close to it when demand is far above', () => {
    expect(servedShare(100, 10) * 100).toBeLessThanOrEqual(10);
    expect(servedShare(100, 10) * 100).toBeGreaterThan(9.99);
  });
});

describe('gammaCdf', () => {
  it('matches known values of the Gamma distribution function', () => {
    expect(gammaCdf(1, 1)).toBeCloseTo(1 - Math.exp(-1), 10);
    // Gamma(3, 1) at 2.5: 1 − e^{−2.5}(1 + 2.5 + 2.5²/2)
    expect(gammaCdf(2.5, 3)).toBeCloseTo(1 - Math.exp(-2.5) * (1 + 2.5 + 3.125), 10);
    expect(gammaCdf(30, 3)).toBeCloseTo(1 - Math.exp(-30) * (1 + 30 + 450), 10);
    expect(gammaCdf(0, 2)).toBe(0);
  });
});
