import { describe, expect, it } from 'vitest';
import { RandomSource } from '../plans/forecast/forecast-math';
import { intervalOf } from '../plans/forecast/forecast-summary';
import { pitCoverage } from './forecast-calibration';

describe('calibration scoring of count figures', () => {
  // A perfect forecast of a row expecting 0.6 orders in the window: its draws and the observed value come from
  // the same Poisson distribution, so a fair rule reads 80 %.
  const rng = new RandomSource(7);
  const draws = Float64Array.from({ length: 4000 }, () => rng.poisson(0.6));
  const observed = Array.from({ length: 4000 }, () => rng.poisson(0.6));

  it('the inclusive 10th-90th percentile interval covers a perfect count forecast far above 80 %', () => {
    const { low, high } = intervalOf(draws);
    const inside = observed.filter((y) => y >= low && y <= high).length / observed.length;
    expect(low).toBe(0);
    expect(inside).toBeGreaterThan(0.95);
  });

  it('the randomised PIT covers a perfect count forecast 80 % of the time', () => {
    const mean = observed.reduce((s, y) => s + pitCoverage(draws, y), 0) / observed.length;
    expect(mean).toBeGreaterThan(0.77);
    expect(mean).toBeLessThan(0.83);
  });

  it('reads a continuous forecast as the interval does: covered between the 10th and 90th percentiles', () => {
    const uniform = Float64Array.from({ length: 1000 }, (_, i) => (i + 0.5) / 1000);
    expect(pitCoverage(uniform, 0.05)).toBe(0);
    expect(pitCoverage(uniform, 0.5)).toBe(1);
    expect(pitCoverage(uniform, 0.95)).toBe(0);
  });

  it('counts an atom straddling a bound by the share of its step inside [0.1, 0.9]', () => {
    // F(0−) = 0, F(0) = 0.5: u ~ U(0, 0.5) is inside [0.1, 0.9] with probability 0.8.
    const half = Float64Array.from({ length: 100 }, (_, i) => (i < 50 ? 0 : 1 + i));
    expect(pitCoverage(half, 0)).toBeCloseTo(0.8, 9);
  });
});
