import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/validate-api';
import { checkPlanParameters, ParameterCheckError } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureProductAd,
} from '../../testing/account-fixtures';
import { planKeywordColdStart } from './keyword-cold-start-flow';

const NOW = new Date('2026-03-10T12:00:00Z');
const raw = {
  marketplace: 'US',
  campaign_mode: 'new',
  campaign_name: 'Bamboo board SP',
  ad_group_name_broad: 'board broad',
  daily_budget: 60,
  organic_conversion_rate: 12,
  target_cps: 10,
  sku: 'BB-001',
  main_search_terms: ['bamboo cutting board', 'cutting board'],
  relevant_search_terms: ['wood chopping board'],
};

const rowsOf = (plan: Plan): SpBulkRow[] => plan.rows.map((r) => r.row as SpBulkRow);
const keywordsOf = (plan: Plan, matchType: string) =>
  rowsOf(plan).filter((r) => r.entity === 'keyword' && r.matchType === matchType);

describe('planKeywordColdStart: new campaign', () => {
  const plan = planKeywordColdStart(checkPlanParameters('keyword-cold-start', raw), {
    now: NOW,
    searchTerms: [],
    searchTermSource: 'none',
  });

  it('builds the full funnel: exact, phrase and broad groups, an auto and (with ASINs) a product-targeting campaign', () => {
    const campaigns = rowsOf(plan).filter((r) => r.entity === 'campaign');
    expect(campaigns.map((c) => [c.campaignName, c.targetingType])).toEqual([
      ['Bamboo board SP', 'manual'],
      ['Bamboo board SP auto', 'auto'],
    ]);
    const groups = rowsOf(plan)
      .filter((r) => r.entity === 'adGroup')
      .map((r) => r.adGroupName);
    expect(groups).toEqual(['board exact', 'board phrase', 'board broad', 'Bamboo board SP auto']);
    expect(rowsOf(plan).filter((r) => r.entity === 'productAd')).toHaveLength(4);
    expect(campaigns[0]).toMatchObject({
      operation: 'create',
      biddingStrategy: 'downOnly',
      startDate: '20260310',
    });
    // Each phrase keyword sits in the phrase group, each broad one in the broad group.
    const groupOf = (name: string) =>
      rowsOf(plan).find((r) => r.entity === 'adGroup' && r.adGroupName === name)?.adGroupId;
    expect(keywordsOf(plan, 'phrase').every((k) => k.adGroupId === groupOf('board phrase'))).toBe(true);
    expect(keywordsOf(plan, 'broad').every((k) => k.adGroupId === groupOf('board broad'))).toBe(true);
    const auto = rowsOf(plan).filter((r) => r.entity === 'productTargeting');
    expect(auto.map((t) => t.productTargetingExpression)).toEqual([
      'close-match',
      'loose-match',
      'substitutes',
      'complements',
    ]);
    const withAsins = planKeywordColdStart(
      checkPlanParameters('keyword-cold-start', { ...raw, competitor_asins: ['B0COMPET01', 'B0COMPET02'] }),
      { now: NOW, searchTerms: [], searchTermSource: 'none' },
    );
    const asinCampaign = rowsOf(withAsins).find(
      (r) => r.entity === 'campaign' && r.campaignName === 'Bamboo board SP ASIN',
    );
    expect(asinCampaign?.targetingType).toBe('manual');
    expect(
      rowsOf(withAsins)
        .filter((r) => r.campaignId === asinCampaign?.campaignId && r.entity === 'productTargeting')
        .map((r) => r.productTargetingExpression),
    ).toEqual(['asin="B0COMPET01"', 'asin="B0COMPET02"']);
    expect(() => assertPlanValid(withAsins, { now: NOW })).not.toThrow();
  });

  it('splits the daily budget over the funnel campaigns by expected spend', () => {
    const budgets = rowsOf(plan)
      .filter((r) => r.entity === 'campaign')
      .map((r) => r.dailyBudget ?? 0);
    expect(budgets).toHaveLength(2);
    expect(budgets.reduce((a, b) => a + b, 0)).toBeCloseTo(60, 0);
    // The keyword campaign has 8 keywords against the auto campaign's 4 groups: it expects more spend.
    expect(budgets[0]).toBeGreaterThan(budgets[1] ?? 0);
    expect(plan.summary.notes.some((n) => n.en.includes('split by expected spend'))).toBe(true);
  });

  it('bids CPS x organic CVR x factors, exact >= phrase >= broad', () => {
    const exact = keywordsOf(plan, 'exact');
    expect(exact.map((k) => k.keywordText)).toEqual([
      'bamboo cutting board',
      'cutting board',
      'wood chopping board',
    ]);
    // 10 x 12 % = 1.20 for a main exact term; relevant terms x 0.8.
    expect(exact.map((k) => k.bid)).toEqual([1.2, 1.2, 0.96]);
    const phrase = keywordsOf(plan, 'phrase');
    const broad = keywordsOf(plan, 'broad');
    expect(phrase.map((k) => k.keywordText)).toEqual(['bamboo cutting board', 'cutting board']);
    expect(broad.map((k) => k.keywordText)).toEqual([
      'bamboo cutting board',
      'cutting board',
      'wood chopping board',
    ]);
    for (const b of broad) {
      const e = exact.find((k) => k.keywordText === b.keywordText);
      const p = phrase.find((k) => k.keywordText === b.keywordText) ?? e;
      expect(e?.bid ?? 0).toBeGreaterThanOrEqual(p?.bid ?? 0);
      expect(p?.bid ?? 0).toBeGreaterThanOrEqual(b.bid ?? 0);
    }
  });

  it('isolates by the cascade: phrase, broad and auto groups negate every exact term as negative exact', () => {
    const negatives = rowsOf(plan).filter((r) => r.entity === 'negativeKeyword');
    const groupOf = (name: string) =>
      rowsOf(plan).find((r) => r.entity === 'adGroup' && r.adGroupName === name)?.adGroupId;
    const inGroup = (name: string) =>
      negatives
        .filter((n) => n.adGroupId === groupOf(name))
        .map((n) => [n.keywordText, n.matchType])
        .sort();
    expect(inGroup('board phrase')).toEqual([
      ['bamboo cutting board', 'negativeExact'],
      ['cutting board', 'negativeExact'],
    ]);
    // The broad group holds every term as a broad keyword: a negative phrase `cutting board` would silence
    // its own broad `cutting board` and `bamboo cutting board`, so it negates each exact query only.
    expect(inGroup('board broad')).toEqual([
      ['bamboo cutting board', 'negativeExact'],
      ['cutting board', 'negativeExact'],
      ['wood chopping board', 'negativeExact'],
    ]);
    expect(inGroup('Bamboo board SP auto')).toEqual([
      ['bamboo cutting board', 'negativeExact'],
      ['cutting board', 'negativeExact'],
      ['wood chopping board', 'negativeExact'],
    ]);
    expect(
      rowsOf(plan).filter((r) => r.entity === 'biddingAdjustment' && r.placement === 'top'),
    ).not.toHaveLength(0);
  });

  it('summarises counts, spend and the recommended budget, and passes the upload validator', () => {
    expect(plan.summary.changeCounts).toMatchObject({
      createCampaign: 2,
      createAdGroup: 4,
      createAd: 4,
      createKeyword: 8,
      createProductTarget: 4,
      negativeKeyword: 8,
    });
    expect(plan.summary.expectedDailySpend).toBeGreaterThan(0);
    expect(plan.summary.recommendedDailyBudget).toBeCloseTo(3 * (plan.summary.expectedDailySpend ?? 0), 1);
    expect(
      plan.rows.every((r) => r.explanation.reason.zh.length > 0 && r.explanation.reason.en.length > 0),
    ).toBe(true);
    expect(() => assertPlanValid(plan, { now: NOW })).not.toThrow();
  });

  it('creates one exact keyword per close-variant family, even for a term in both lists', () => {
    const variants = planKeywordColdStart(
      checkPlanParameters('keyword-cold-start', {
        ...raw,
        main_search_terms: ['cutting board', 'Cutting Boards'],
        relevant_search_terms: ['cutting board', 'wood chopping board'],
      }),
      { now: NOW, searchTerms: [], searchTermSource: 'none' },
    );
    expect(keywordsOf(variants, 'exact').map((k) => k.keywordText)).toEqual([
      'cutting board',
      'wood chopping board',
    ]);
  });

  it('writes whole yen in JP', () => {
    const jp = planKeywordColdStart(
      checkPlanParameters('keyword-cold-start', {
        ...raw,
        marketplace: 'JP',
        target_cps: 1234,
        daily_budget: 8000,
      }),
      {
        now: NOW,
        searchTerms: [],
        searchTermSource: 'none',
      },
    );
    const bids = rowsOf(jp).flatMap((r) => (r.bid !== undefined ? [r.bid] : []));
    expect(bids.length).toBeGreaterThan(0);
    expect(bids.every(Number.isInteger)).toBe(true);
    expect(() => assertPlanValid(jp, { now: NOW })).not.toThrow();
  });
});

describe('planKeywordColdStart: budget advice', () => {
  it('warns when the budget is under 3 x the planned daily spend, and only then', () => {
    const plan = (target_cps: number) =>
      planKeywordColdStart(checkPlanParameters('keyword-cold-start', { ...raw, target_cps }), {
        now: NOW,
        account: undefined,
        searchTerms: [],
        searchTermSource: 'none',
      });
    const advice = (p: Plan) => p.warnings.filter((w) => w.en.includes('below the recommended'));
    const cheap = plan(10);
    expect(cheap.summary.recommendedDailyBudget).toBeLessThan(60);
    expect(advice(cheap)).toEqual([]);
    const dear = plan(100);
    expect(dear.summary.recommendedDailyBudget).toBeGreaterThan(60);
    expect(dear.summary.recommendedDailyBudget).toBeCloseTo(3 * (dear.summary.expectedDailySpend ?? 0), 1);
    expect(advice(dear)).toHaveLength(1);
  });
});

describe('planKeywordColdStart: existing campaign', () => {
  const campaign = fixtureCampaign({
    id: '111111111111111',
    name: 'Board manual',
    adGroups: [
      {
        id: '222222222222222',
        name: 'board broad',
        defaultBid: 0.8,
        keywords: [fixtureKeyword('333333333333333', 'cutting board', 'broad', 0.8, { clicks: 40 })],
      },
    ],
  });
  const account = fixtureAccount([campaign]);
  const params = checkPlanParameters('keyword-cold-start', {
    ...raw,
    campaign_mode: 'existing',
    campaign_name: 'Board manual',
    sku: undefined,
  });

  it('reuses the existing ad group, skips existing keywords and creates the exact group', () => {
    const plan = planKeywordColdStart(params, {
      now: NOW,
      account,
      searchTerms: [],
      searchTermSource: 'bulkTab',
    });
    const rows = rowsOf(plan);
    expect(rows.some((r) => r.entity === 'campaign' && r.operation === 'create')).toBe(false);
    expect(rows.find((r) => r.entity === 'campaign')).toMatchObject({ operation: 'update', dailyBudget: 60 });
    // The campaign lacked its exact and phrase groups: both are created beside the seller's broad group.
    expect(rows.filter((r) => r.entity === 'adGroup').map((r) => r.adGroupName)).toEqual([
      'board exact',
      'board phrase',
    ]);
    const broadKeywords = rows.filter((r) => r.entity === 'keyword' && r.adGroupId === '222222222222222');
    expect(broadKeywords.some((k) => k.keywordText === 'cutting board' && k.matchType === 'broad')).toBe(
      false,
    );
    expect(rows.every((r) => r.campaignId === '111111111111111')).toBe(true);
    expect(() => assertPlanValid(plan, { now: NOW, existingCampaignNames: ['Board manual'] })).not.toThrow();
  });

  it('never negates, as a phrase, a term the plan adds to the same group as a broad keyword', () => {
    const plan = planKeywordColdStart(
      checkPlanParameters('keyword-cold-start', {
        ...raw,
        campaign_mode: 'existing',
        campaign_name: 'Mat manual',
        main_search_terms: ['yoga mat'],
        relevant_search_terms: [],
        sku: undefined,
      }),
      {
        now: NOW,
        account: fixtureAccount([
          fixtureCampaign({
            id: '111111111111112',
            name: 'Mat manual',
            adGroups: [
              {
                id: '222222222222223',
                name: 'Manual',
                defaultBid: 0.2,
                keywords: [fixtureKeyword('333333333333334', 'yoga mat', 'exact', 0.2, { clicks: 15 })],
              },
            ],
          }),
        ]),
        searchTerms: [],
        searchTermSource: 'bulkTab',
      },
    );
    const rows = rowsOf(plan);
    const broadGroup = rows.find((r) => r.entity === 'keyword' && r.matchType === 'broad')?.adGroupId;
    expect(broadGroup).toBeDefined();
    const negatives = rows.filter((r) => r.entity === 'negativeKeyword' && r.adGroupId === broadGroup);
    expect(negatives.map((n) => [n.keywordText, n.matchType])).toEqual([['yoga mat', 'negativeExact']]);
  });

  it('adds no broad keyword whose close variant the campaign already has in another ad group', () => {
    const plan = planKeywordColdStart(
      checkPlanParameters('keyword-cold-start', {
        ...raw,
        campaign_mode: 'existing',
        campaign_name: 'Mat manual',
        main_search_terms: ['yoga mat'],
        relevant_search_terms: [],
        sku: undefined,
      }),
      {
        now: NOW,
        account: fixtureAccount([
          fixtureCampaign({
            id: '111111111111113',
            name: 'Mat manual',
            adGroups: [
              {
                id: '222222222222224',
                name: 'Mats',
                defaultBid: 0.2,
                keywords: [fixtureKeyword('333333333333335', 'yoga mats', 'broad', 0.2, { clicks: 1 })],
              },
            ],
          }),
        ]),
        searchTerms: [],
        searchTermSource: 'bulkTab',
      },
    );
    expect(rowsOf(plan).filter((r) => r.entity === 'keyword' && r.matchType === 'broad')).toEqual([]);
    expect(plan.summary.notes.some((n) => n.en.includes('yoga mat'))).toBe(true);
  });

  it('refuses a new campaign whose name the account already uses (20001 on campaign_name)', () => {
    const taken = checkPlanParameters('keyword-cold-start', { ...raw, campaign_name: 'Board manual' });
    let field = '';
    try {
      planKeywordColdStart(taken, { now: NOW, account, searchTerms: [], searchTermSource: 'bulkTab' });
    } catch (error) {
      if (error instanceof ParameterCheckError && error.code === 20001)
        field = error.problems[0]?.field ?? '';
    }
    expect(field).toBe('campaign_name');
  });

  it('does not negate an exact text in the broad group when its exact keyword would not serve', () => {
    const withExact = (state: 'enabled' | 'paused', keywordState: 'enabled' | 'paused') =>
      fixtureAccount([
        fixtureCampaign({
          id: '111111111111111',
          name: 'Board manual',
          adGroups: [
            {
              id: '222222222222222',
              name: 'board broad',
              keywords: [fixtureKeyword('333333333333333', 'cutting board', 'broad', 0.8)],
            },
            {
              id: '222222222222223',
              name: 'board exact',
              state,
              keywords: [fixtureKeyword('333333333333334', 'cutting board', 'exact', 1, {}, keywordState)],
            },
          ],
        }),
      ]);
    const isolated = (state: 'enabled' | 'paused', keywordState: 'enabled' | 'paused') => {
      const plan = planKeywordColdStart(params, {
        now: NOW,
        account: withExact(state, keywordState),
        searchTerms: [],
        searchTermSource: 'bulkTab',
      });
      return rowsOf(plan)
        .filter((r) => r.entity === 'negativeKeyword' && r.adGroupId === '222222222222222')
        .map((r) => r.keywordText)
        .sort();
    };
    expect(isolated('enabled', 'enabled')).toEqual([
      'bamboo cutting board',
      'cutting board',
      'wood chopping board',
    ]);
    // The paused exact keyword is not created again; its term must keep serving from the broad group.
    expect(isolated('enabled', 'paused')).toEqual(['bamboo cutting board', 'wood chopping board']);
    expect(isolated('paused', 'enabled')).toEqual([]);
  });

  it('throws 20008 without a SKU when the campaign has no enabled, eligible product ad', () => {
    const noAds = fixtureAccount([
      fixtureCampaign({
        id: '111111111111111',
        name: 'Board manual',
        adGroups: [
          {
            id: '222222222222222',
            name: 'board broad',
            productAds: [{ ...fixtureProductAd('6', 'BB-001', 'B0OWNASIN1'), state: 'paused' }],
            keywords: [fixtureKeyword('333333333333333', 'cutting board', 'broad', 0.8)],
          },
        ],
      }),
    ]);
    let code = 0;
    try {
      planKeywordColdStart(params, {
        now: NOW,
        account: noAds,
        searchTerms: [],
        searchTermSource: 'bulkTab',
      });
    } catch (error) {
      code = isEngineError(error) ? error.code : -1;
    }
    expect(code).toBe(20008);
  });

  it('throws 20006 for an unknown campaign and warns above 1000 clicks', () => {
    const unknown = checkPlanParameters('keyword-cold-start', {
      ...raw,
      campaign_mode: 'existing',
      campaign_name: 'Nope',
    });
    let code = 0;
    try {
      planKeywordColdStart(unknown, { now: NOW, account, searchTerms: [], searchTermSource: 'bulkTab' });
    } catch (error) {
      code = isEngineError(error) ? error.code : -1;
    }
    expect(code).toBe(20006);
    const busy = fixtureAccount([
      fixtureCampaign({
        ...{ id: '111111111111111', name: 'Board manual' },
        adGroups: [
          {
            id: '222222222222222',
            name: 'board broad',
            keywords: [fixtureKeyword('3', 'x', 'broad', 1, { clicks: 1500 })],
          },
        ],
      }),
    ]);
    const plan = planKeywordColdStart(params, {
      now: NOW,
      account: busy,
      searchTerms: [],
      searchTermSource: 'bulkTab',
    });
    expect(plan.warnings.some((w) => w.en.includes('over 1000'))).toBe(true);
  });
});
