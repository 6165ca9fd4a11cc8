import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpPlacement } from '../../model/account';
import type { Metrics } from '../../model/metrics';
import { SP_PLACEMENT_NAMES } from './decision-messages';
import {
  coldStartPlacements,
  placementAdjustments,
  placementBidMultiplier,
  type PlacementInput,
} from './placement-adjustment';

const m = (clicks: number, orders: number): Metrics => ({
  impressions: 0,
  clicks,
  spend: clicks,
  sales: orders * 30,
  orders,
  units: orders,
});
const input = (
  top: Metrics,
  pp: Metrics,
  ros: Metrics,
  ab: Metrics = m(0, 0),
): PlacementInput<SpPlacement>[] => [
  { placement: 'top', percentage: 0, metrics: top },
  { placement: 'productPage', percentage: 0, metrics: pp },
  { placement: 'restOfSearch', percentage: 0, metrics: ros },
  { placement: 'amazonBusiness', percentage: 0, metrics: ab },
];

describe('placementAdjustments', () => {
  it('raises the better-converting placement relative to the worst, step-limited', () => {
    const decisions = placementAdjustments(input(m(400, 60), m(400, 20), m(400, 30)), {
      priorConversionRate: 0.1,
      names: SP_PLACEMENT_NAMES,
    });
    const byName = Object.fromEntries(decisions.map((d) => [d.placement, d]));
    expect(byName.productPage?.after).toBe(0);
    expect(byName.top?.after).toBe(50);
    expect(byName.restOfSearch?.after).toBeGreaterThan(20);
    expect(byName.restOfSearch?.after).toBeLessThan(50);
    expect(byName.amazonBusiness?.changed).toBe(false);
  });

  it('keeps everything with too little data', () => {
    const decisions = placementAdjustments(input(m(5, 1), m(3, 0), m(2, 0)), {
      priorConversionRate: 0.1,
      names: SP_PLACEMENT_NAMES,
    });
    expect(decisions.every((d) => !d.changed)).toBe(true);
  });

  it('computes the click-weighted bid multiplier', () => {
    expect(
      placementBidMultiplier([
        { percentage: 50, metrics: m(100, 0) },
        { percentage: 0, metrics: m(100, 0) },
      ]),
    ).toBeCloseTo(1.25);
    expect(placementBidMultiplier([])).toBe(1);
  });

  it('gives cold-start keyword campaigns +20 % at top of search only', () => {
    const cold = coldStartPlacements('keyword');
    expect(cold.find((p) => p.placement === 'top')?.percentage).toBe(20);
    expect(cold.filter((p) => p.placement !== 'top').every((p) => p.percentage === 0)).toBe(true);
  });
});

describe('placementAdjustments: money safety (property)', () => {
  it('never moves a placement more than 50 points, never above 900 %, never raises above the cap', () => {
    const metric = fc.record({
      clicks: fc.integer({ min: 0, max: 2000 }),
      orders: fc.integer({ min: 0, max: 300 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -99, max: 900 }), metric), { minLength: 3, maxLength: 3 }),
        fc.double({ min: 0.005, max: 0.5, noNaN: true }),
        fc.boolean(),
        (placements, prior, sb) => {
          const inputs = placements.map(([percentage, { clicks, orders }], i) => ({
            placement: (['top', 'productPage', 'restOfSearch'] as const)[i] ?? 'top',
            percentage: sb ? percentage : Math.max(0, percentage),
            metrics: m(clicks, Math.min(orders, clicks)),
          }));
          const decisions = placementAdjustments(inputs, {
            priorConversionRate: prior,
            names: SP_PLACEMENT_NAMES,
            ...(sb ? { baseline: 'average' as const, minPercent: -90 } : {}),
          });
          for (const d of decisions) {
            expect(Math.abs(d.after - d.before)).toBeLessThanOrEqual(50);
            expect(d.after).toBeLessThanOrEqual(900);
            expect(d.after).toBeGreaterThanOrEqual(sb ? -99 : 0);
            if (d.after > d.before) expect(d.after).toBeLessThanOrEqual(200);
          }
        },
      ),
    );
  });

  it('brings a seller’s 500 % back in steps instead of one jump to the 200 % cap', () => {
    const decisions = placementAdjustments(
      [
        { placement: 'top', percentage: 500, metrics: m(400, 20) },
        { placement: 'productPage', percentage: 0, metrics: m(400, 20) },
        { placement: 'restOfSearch', percentage: 0, metrics: m(400, 20) },
      ],
      { priorConversionRate: 0.05, names: SP_PLACEMENT_NAMES },
    );
    expect(decisions.find((d) => d.placement === 'top')?.after).toBe(450);
  });
});
