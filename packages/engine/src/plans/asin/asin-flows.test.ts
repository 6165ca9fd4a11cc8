import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/validate-api';
import { checkPlanParameters } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureSearchTerm,
  fixtureTarget,
} from '../../testing/account-fixtures';
import type { PlanningData } from '../shared/planning-data';
import { planAsinColdStart } from './asin-cold-start-flow';
import { planAsinOptimisation } from './asin-optimisation-flow';

const NOW = new Date('2026-03-10T12:00:00Z');
const rowsOf = (plan: Plan): SpBulkRow[] => plan.rows.map((r) => r.row as SpBulkRow);
const codeOf = (run: () => unknown): number => {
  try {
    run();
  } catch (error) {
    return isEngineError(error) ? error.code : -1;
  }
  return 0;
};

describe('planAsinColdStart', () => {
  const raw = {
    marketplace: 'UK',
    campaign_name: 'Board ASIN',
    ad_group_name: 'competitors',
    daily_budget: 40,
    organic_conversion_rate: 10,
    target_cps: 8,
    sku: 'BB-001',
    asin: 'B0OWNASIN1',
    competitor_asins: ['B0COMPET01', 'b0compet02', 'B0OWNASIN1'],
  };

  it('targets each competitor ASIN at CPS x organic CVR x 0.8 and never the own ASIN', () => {
    const plan = planAsinColdStart(checkPlanParameters('asin-cold-start', raw), {
      now: NOW,
      searchTerms: [],
      searchTermSource: 'none',
    });
    const targets = rowsOf(plan).filter((r) => r.entity === 'productTargeting');
    expect(targets.map((t) => t.productTargetingExpression)).toEqual([
      'asin="B0COMPET01"',
      'asin="B0COMPET02"',
    ]);
    expect(targets.every((t) => t.bid === 0.64)).toBe(true);
    expect(rowsOf(plan).some((r) => r.entity === 'biddingAdjustment')).toBe(false);
    expect(() => assertPlanValid(plan, { now: NOW })).not.toThrow();
  });

  it('throws 10020 without a usable competitor', () => {
    const params = checkPlanParameters('asin-cold-start', { ...raw, competitor_asins: ['B0OWNASIN1'] });
    expect(
      codeOf(() => planAsinColdStart(params, { now: NOW, searchTerms: [], searchTermSource: 'none' })),
    ).toBe(10020);
  });
});

describe('planAsinOptimisation', () => {
  const C = '100000000000009';
  const G = '200000000000009';
  const campaign = fixtureCampaign({
    id: C,
    name: 'Board ASIN',
    adGroups: [
      {
        id: G,
        name: 'competitors',
        defaultBid: 0.6,
        productTargets: [
          fixtureTarget('400000000000001', 'asin="B0STRONG01"', 0.6, {
            clicks: 120,
            orders: 12,
            spend: 60,
            sales: 360,
          }),
          fixtureTarget('400000000000002', 'asin="B0WEAK0001"', 0.6, { clicks: 80, orders: 0, spend: 48 }),
        ],
      },
    ],
  });
  const via = { expression: 'asin="B0STRONG01"' };
  const data = (): PlanningData => ({
    now: NOW,
    account: fixtureAccount([campaign]),
    searchTerms: [
      fixtureSearchTerm(C, G, 'b0newcomp1', { clicks: 6, orders: 2, spend: 4, sales: 60 }, via),
      fixtureSearchTerm(C, G, 'b0waste001', { clicks: 40, orders: 0, spend: 20 }, via),
      fixtureSearchTerm(
        C,
        G,
        'b0weak0001',
        { clicks: 50, orders: 0, spend: 30 },
        { expression: 'asin="B0WEAK0001"' },
      ),
    ],
    searchTermSource: 'bulkTab',
  });
  const params = checkPlanParameters('asin-optimisation', {
    marketplace: 'US',
    campaign_id: C,
    organic_conversion_rate: 10,
    target_cps: 8,
  });
  const plan = planAsinOptimisation(params, data());
  const rows = rowsOf(plan);

  it('pauses the ASIN target that spent 2 x CPS without an order, instead of negating its own ASIN', () => {
    expect(plan.rows.find((r) => r.row.productTargetingId === '400000000000002')?.change.type).toBe('pause');
    expect(
      rows.some(
        (r) =>
          r.entity === 'negativeProductTargeting' && r.productTargetingExpression === 'asin="B0WEAK0001"',
      ),
    ).toBe(false);
  });

  it('harvests a converting ASIN search term as a product target and negates a wasteful one', () => {
    const harvested = rows.find(
      (r) => r.entity === 'productTargeting' && r.productTargetingExpression === 'asin="B0NEWCOMP1"',
    );
    expect(harvested).toMatchObject({ operation: 'create', adGroupId: G });
    expect(
      rows.some(
        (r) =>
          r.entity === 'negativeProductTargeting' && r.productTargetingExpression === 'asin="B0WASTE001"',
      ),
    ).toBe(true);
  });

  it('adds asin-expanded once per product in a plan over several campaigns targeting the ASIN', () => {
    // Generated account #37: two ASIN campaigns of one product both sell B0STRONG01 well; an ASIN-scoped plan
    // added asin-expanded="B0STRONG01" in each, two targets of one product competing for the same traffic.
    const second = fixtureCampaign({
      id: '100000000000008',
      name: 'Board ASIN 2',
      adGroups: [
        {
          id: '200000000000008',
          name: 'competitors 2',
          defaultBid: 0.5,
          productTargets: [
            fixtureTarget('400000000000081', 'asin="B0STRONG01"', 0.5, {
              clicks: 90,
              orders: 9,
              spend: 45,
              sales: 270,
            }),
          ],
        },
      ],
    });
    const asinParams = checkPlanParameters('asin-optimisation', {
      marketplace: 'US',
      asin: 'B0OWNASIN1',
      organic_conversion_rate: 10,
      target_cps: 8,
    });
    const both = planAsinOptimisation(asinParams, { ...data(), account: fixtureAccount([campaign, second]) });
    const expanded = rowsOf(both).filter(
      (r) => r.productTargetingExpression === 'asin-expanded="B0STRONG01"' && r.operation === 'create',
    );
    expect(expanded).toHaveLength(1);
    expect(both.summary.notes.some((n) => n.en.includes('not added again in campaign "Board ASIN 2"'))).toBe(
      true,
    );
    assertPlanValid(both, { now: NOW });
  });

  it('adds asin-expanded for a strong ASIN target, bid not above its own', () => {
    const expanded = rows.find((r) => r.productTargetingExpression === 'asin-expanded="B0STRONG01"');
    expect(expanded?.operation).toBe('create');
    expect(expanded?.bid ?? 99).toBeLessThanOrEqual(0.78);
    expect(() => assertPlanValid(plan, { now: NOW, existingCampaignNames: ['Board ASIN'] })).not.toThrow();
  });

  it('throws 10021 for a campaign without manual product targets', () => {
    const bare = fixtureCampaign({
      id: C,
      name: 'Board ASIN',
      adGroups: [{ id: G, name: 'x', productTargets: [] }],
    });
    expect(codeOf(() => planAsinOptimisation(params, { ...data(), account: fixtureAccount([bare]) }))).toBe(
      10021,
    );
  });
});
