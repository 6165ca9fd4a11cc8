import { describe, expect, it } from 'vitest';
import { adGroupId, campaignId } from '../../model/ids';
import type { Plan, PlanRow } from '../../model/plan';
import { indexAccount, type CheckedAccount, type PlanCheckContext } from './invariant-kit';
import { isolationTowardServingDestination } from './term-invariants';

const OWN = 'B0OWNPRD01';
const SOURCE_GROUP = '200000000000028';

/**
 * Generated account #248 in small: an auto group spent 1578 on competitor ASIN B0COMPET01 over 65 clicks
 * without an order; another campaign of the product targets that ASIN and sold 3 at 1837 each.
 */
function account(destination: { state?: 'enabled' | 'paused'; orders: number }, sourceOrders = 0) {
  const checked: CheckedAccount = {
    marketplace: 'JP',
    targetCps: 1346,
    products: [{ sku: 'SKU-1', asin: OWN }],
    spec: {
      sponsoredProducts: [
        {
          id: '100000000000027',
          name: 'Sale!',
          adGroups: [{ id: SOURCE_GROUP, name: 'auto', productAds: [{ asin: OWN }] }],
        },
        {
          id: '100000000000015',
          name: 'Broad',
          adGroups: [
            {
              id: '200000000000016',
              name: 'Auto',
              productAds: [{ asin: OWN }],
              productTargets: [
                {
                  id: '400000000000018',
                  expression: 'asin="B0COMPET01"',
                  state: destination.state ?? 'enabled',
                  bid: 132,
                  metrics: { impressions: 420, clicks: 14, spend: 5511, orders: destination.orders },
                },
              ],
            },
          ],
        },
      ],
      spSearchTerms: [
        {
          campaignId: '100000000000027',
          adGroupId: SOURCE_GROUP,
          campaignName: 'Sale!',
          searchTerm: 'b0compet01',
          metrics: { impressions: 1950, clicks: 65, spend: 1578, orders: sourceOrders },
        },
      ],
    },
  };
  return checked;
}

const isolation: PlanRow = {
  row: {
    product: 'sponsoredProducts',
    entity: 'negativeProductTargeting',
    operation: 'create',
    campaignId: campaignId('100000000000027'),
    adGroupId: adGroupId(SOURCE_GROUP),
    productTargetingExpression: 'asin="B0COMPET01"',
    state: 'enabled',
  },
  change: { type: 'negativeProductTarget' },
  explanation: { ruleId: 'TERM-ISOLATE', reason: { zh: '隔离', en: 'isolation' }, figures: {} },
};

function check(checked: CheckedAccount): string[] {
  const plan: Plan = {
    flow: 'auto-optimisation',
    marketplace: 'JP',
    rows: [isolation],
    summary: { changeCounts: {}, bidChanges: [], notes: [] },
    warnings: [],
  };
  const context: PlanCheckContext = {
    account: checked,
    index: indexAccount(checked),
    set: { flow: 'auto-optimisation', label: 'campaign 100000000000027', parameters: {} },
    plan,
    uploads: [],
  };
  return isolationTowardServingDestination.check(context);
}

describe('isolation-toward-serving-destination', () => {
  it('accepts isolating a term without orders toward a target that serves and sells (no cost per sale to beat)', () => {
    // Its 1578 of spend is no cost per sale: the checker read it as one and called the 1837 target worse.
    expect(check(account({ orders: 3 }))).toEqual([]);
  });

  it('flags a destination that does not serve, or sells worse than a converting source', () => {
    expect(check(account({ orders: 3, state: 'paused' }))).toHaveLength(1);
    // The source sold 2 at 789 each: the destination's 1837 per sale is worse.
    expect(check(account({ orders: 3 }, 2))).toHaveLength(1);
  });
});
