import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/validate-api';
import { checkPlanParameters } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureProductAd,
  fixtureSearchTerm,
  fixtureTarget,
} from '../../testing/account-fixtures';
import type { PlanningData } from '../shared/planning-data';
import { planAutoColdStart } from './auto-cold-start-flow';
import { planAutoOptimisation } from './auto-optimisation-flow';

const NOW = new Date('2026-03-10T12:00:00Z');
const rowsOf = (plan: Plan): SpBulkRow[] => plan.rows.map((r) => r.row as SpBulkRow);

describe('planAutoColdStart', () => {
  it('creates the four targeting groups with their own bids, close-match highest', () => {
    const params = checkPlanParameters('auto-cold-start', {
      marketplace: 'CA',
      campaign_name: 'Board auto',
      daily_budget: 80,
      organic_conversion_rate: 10,
      target_cps: 10,
      sku: 'BB-001',
    });
    const plan = planAutoColdStart(params, { now: NOW, searchTerms: [], searchTermSource: 'none' });
    const groups = rowsOf(plan).filter((r) => r.entity === 'productTargeting');
    expect(groups.map((g) => [g.productTargetingExpression, g.bid, g.state])).toEqual([
      ['close-match', 0.8, 'enabled'],
      ['loose-match', 0.6, 'enabled'],
      ['substitutes', 0.7, 'enabled'],
      ['complements', 0.5, 'enabled'],
    ]);
    expect(rowsOf(plan).find((r) => r.entity === 'campaign')?.targetingType).toBe('auto');
    expect(() => assertPlanValid(plan, { now: NOW })).not.toThrow();
  });

  it('in an existing ad group, resets neither a group with data nor a paused one', () => {
    const paused = { ...fixtureTarget('400000000000014', 'substitutes', 0.2), state: 'paused' as const };
    const existing = fixtureCampaign({
      id: '100000000000010',
      name: 'Board auto',
      targetingType: 'auto',
      adGroups: [
        {
          id: '200000000000010',
          name: 'auto group',
          defaultBid: 0.3,
          productAds: [fixtureProductAd('500000000000010', 'BB-001', 'B0OWNASIN1')],
          productTargets: [
            // Over target (CPS 40 against 10): the prior's bid 0.80 would be a raise of 167 %.
            fixtureTarget('400000000000011', 'close-match', 0.3, { clicks: 200, orders: 2, spend: 80 }),
            fixtureTarget('400000000000012', 'loose-match', 0.4, {}),
            paused,
          ],
        },
      ],
    });
    const params = checkPlanParameters('auto-cold-start', {
      marketplace: 'US',
      campaign_name: 'Board auto',
      campaign_mode: 'existing',
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const plan = planAutoColdStart(params, {
      now: NOW,
      account: fixtureAccount([existing]),
      searchTerms: [],
      searchTermSource: 'none',
    });
    const targets = rowsOf(plan).filter((r) => r.entity === 'productTargeting');
    expect(
      targets.map((r) => [r.operation, r.productTargetingId ?? r.productTargetingExpression, r.bid]),
    ).toEqual([
      ['update', '400000000000012', 0.6],
      ['create', 'complements', 0.5],
    ]);
    expect(plan.summary.notes.filter((n) => n.en.includes('left as it is'))).toHaveLength(2);
  });
});

describe('planAutoOptimisation', () => {
  const A = '100000000000020';
  const G = '200000000000020';
  const auto = fixtureCampaign({
    id: A,
    name: 'Board auto',
    targetingType: 'auto',
    dailyBudget: 40,
    adGroups: [
      {
        id: G,
        name: 'auto group',
        defaultBid: 0.75,
        productAds: [fixtureProductAd('500000000000001', 'BB-001', 'B0OWNASIN1')],
        productTargets: [
          fixtureTarget('400000000000021', 'close-match', 0.8, {
            clicks: 300,
            orders: 30,
            spend: 210,
            sales: 900,
          }),
          fixtureTarget('400000000000022', 'loose-match', 0.6, { clicks: 90, orders: 0, spend: 45 }),
          fixtureTarget('400000000000023', 'substitutes', undefined, { clicks: 10, orders: 1, spend: 6 }),
          fixtureTarget('400000000000024', 'complements', 0.5, {}),
        ],
      },
    ],
  });
  const via = { expression: 'close-match' };
  const data = (extraCampaigns = [] as ReturnType<typeof fixtureCampaign>[]): PlanningData => ({
    now: NOW,
    account: fixtureAccount([auto, ...extraCampaigns]),
    searchTerms: [
      fixtureSearchTerm(A, G, 'bamboo board xl', { clicks: 10, orders: 3, spend: 7, sales: 90 }, via),
      fixtureSearchTerm(
        A,
        G,
        'b0compet01',
        { clicks: 9, orders: 2, spend: 6, sales: 60 },
        { expression: 'substitutes' },
      ),
      fixtureSearchTerm(A, G, 'marble slab', { clicks: 25, orders: 0, spend: 14 }, via),
    ],
    searchTermSource: 'bulkTab',
  });
  const params = checkPlanParameters('auto-optimisation', {
    marketplace: 'US',
    campaign_name: 'Board auto',
    organic_conversion_rate: 10,
    target_cps: 10,
  });

  it('pauses a non-converting group and creates a keyword and a product-targeting harvest campaign', () => {
    const plan = planAutoOptimisation(params, data());
    const rows = rowsOf(plan);
    expect(plan.rows.find((r) => r.row.productTargetingId === '400000000000022')?.change.type).toBe('pause');
    const campaign = rows.find(
      (r) => r.entity === 'campaign' && r.operation === 'create' && r.campaignName === 'Board auto exact',
    );
    expect(campaign).toMatchObject({
      campaignName: 'Board auto exact',
      targetingType: 'manual',
      dailyBudget: 40,
    });
    const keyword = rows.find((r) => r.entity === 'keyword' && r.keywordText === 'bamboo board xl');
    expect(keyword).toMatchObject({ matchType: 'exact', campaignId: campaign?.campaignId });
    const asinTarget = rows.find(
      (r) => r.entity === 'productTargeting' && r.productTargetingExpression === 'asin="B0COMPET01"',
    );
    // ASIN terms get their own product-targeting campaign, never an ASIN ad group inside the keyword campaign.
    const asinCampaign = rows.find(
      (r) => r.entity === 'campaign' && r.operation === 'create' && r.campaignName === 'Board auto asin',
    );
    expect(asinCampaign).toMatchObject({ targetingType: 'manual' });
    expect(asinTarget?.campaignId).toBe(asinCampaign?.campaignId);
    expect(asinTarget?.campaignId).not.toBe(campaign?.campaignId);
    expect(rows.some((r) => r.entity === 'productTargeting' && r.campaignId === campaign?.campaignId)).toBe(
      false,
    );
    // Isolation and negation in the auto ad group.
    expect(
      rows.some(
        (r) => r.entity === 'negativeKeyword' && r.adGroupId === G && r.keywordText === 'bamboo board xl',
      ),
    ).toBe(true);
    expect(
      rows.some(
        (r) =>
          r.entity === 'negativeProductTargeting' &&
          r.adGroupId === G &&
          r.productTargetingExpression === 'asin="B0COMPET01"',
      ),
    ).toBe(true);
    expect(
      rows.some(
        (r) => r.entity === 'negativeKeyword' && r.adGroupId === G && r.keywordText === 'marble slab',
      ),
    ).toBe(true);
    expect(() => assertPlanValid(plan, { now: NOW, existingCampaignNames: ['Board auto'] })).not.toThrow();
  });

  it('harvests into an existing exact ad group of the same SKU', () => {
    const manual = fixtureCampaign({
      id: '100000000000030',
      name: 'Board manual',
      adGroups: [
        {
          id: '200000000000030',
          name: 'board exact',
          productAds: [fixtureProductAd('500000000000002', 'BB-001', 'B0OWNASIN1')],
          keywords: [
            fixtureKeyword('300000000000030', 'bamboo board', 'exact', 1, { clicks: 20 }),
            fixtureKeyword('300000000000039', 'teak board', 'exact', 1, { clicks: 5 }),
          ],
        },
      ],
    });
    const plan = planAutoOptimisation(params, data([manual]));
    const keyword = rowsOf(plan).find((r) => r.entity === 'keyword' && r.keywordText === 'bamboo board xl');
    expect(keyword).toMatchObject({ campaignId: '100000000000030', adGroupId: '200000000000030' });
    expect(
      rowsOf(plan).some(
        (r) => r.entity === 'campaign' && r.operation === 'create' && r.campaignName === 'Board auto exact',
      ),
    ).toBe(false);
  });

  it('never harvests into a single-keyword campaign of the same SKU', () => {
    const skag = fixtureCampaign({
      id: '100000000000038',
      name: 'Board SKAG',
      adGroups: [
        {
          id: '200000000000038',
          name: 'bamboo board exact',
          productAds: [fixtureProductAd('500000000000008', 'BB-001', 'B0OWNASIN1')],
          keywords: [fixtureKeyword('300000000000038', 'bamboo board', 'exact', 1, { clicks: 20 })],
        },
      ],
    });
    const plan = planAutoOptimisation(params, data([skag]));
    const keyword = rowsOf(plan).find((r) => r.entity === 'keyword' && r.keywordText === 'bamboo board xl');
    expect(keyword?.campaignId).not.toBe('100000000000038');
    expect(
      rowsOf(plan).some(
        (r) => r.entity === 'campaign' && r.operation === 'create' && r.campaignName === 'Board auto exact',
      ),
    ).toBe(true);
  });

  it('never harvests into a paused campaign, whose keywords would not serve the isolated terms', () => {
    const paused = fixtureCampaign({
      id: '100000000000031',
      name: 'Board manual paused',
      state: 'paused',
      adGroups: [
        {
          id: '200000000000031',
          name: 'board exact',
          productAds: [fixtureProductAd('500000000000003', 'BB-001', 'B0OWNASIN1')],
          keywords: [fixtureKeyword('300000000000031', 'bamboo board', 'exact', 1, { clicks: 20 })],
        },
      ],
    });
    const plan = planAutoOptimisation(params, data([paused]));
    const keyword = rowsOf(plan).find((r) => r.entity === 'keyword' && r.keywordText === 'bamboo board xl');
    expect(keyword?.campaignId).not.toBe('100000000000031');
    expect(
      rowsOf(plan).some(
        (r) => r.entity === 'campaign' && r.operation === 'create' && r.campaignName === 'Board auto exact',
      ),
    ).toBe(true);

    const named = checkPlanParameters('auto-optimisation', {
      marketplace: 'US',
      campaign_name: 'Board auto',
      harvest_campaign_id: '100000000000031',
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const intoPaused = planAutoOptimisation(named, data([paused]));
    // The seller chose the paused campaign: the keyword is written, but the auto group keeps serving the term.
    expect(
      rowsOf(intoPaused).some((r) => r.entity === 'negativeKeyword' && r.keywordText === 'bamboo board xl'),
    ).toBe(false);
    expect(intoPaused.warnings.some((w) => w.en.includes('"bamboo board xl"'))).toBe(true);
  });
});
