import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/validate-api';
import { checkPlanParameters } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import { parseBulkFileName } from '../shared/data-window';
import type { PlanningData } from '../shared/planning-data';
import { planKeywordOptimisation } from './keyword-optimisation-flow';

const NOW = new Date('2026-03-10T12:00:00Z');
const C = '100000000000001';
const BROAD = '200000000000001';
const EXACT = '200000000000002';

function account() {
  const campaign = fixtureCampaign({
    id: C,
    name: 'Board manual',
    dailyBudget: 30,
    placements: {
      top: { percentage: 0, metrics: { clicks: 150, orders: 20, spend: 120 } },
      restOfSearch: { percentage: 0, metrics: { clicks: 150, orders: 8, spend: 110 } },
      productPage: { percentage: 0, metrics: { clicks: 30, orders: 1, spend: 20 } },
    },
    adGroups: [
      {
        id: BROAD,
        name: 'board broad',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('300000000000001', 'cutting board', 'broad', 1, {
            clicks: 200,
            orders: 20,
            spend: 150,
            sales: 600,
          }),
          fixtureKeyword('300000000000002', 'wooden board', 'broad', 1, { clicks: 60, orders: 0, spend: 30 }),
          fixtureKeyword('300000000000003', 'board set', 'broad', 0.7, { clicks: 3, orders: 0, spend: 2 }),
        ],
      },
      {
        id: EXACT,
        name: 'board exact',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('300000000000004', 'bamboo board', 'exact', 1.2, {
            clicks: 70,
            orders: 9,
            spend: 60,
            sales: 270,
          }),
        ],
      },
    ],
  });
  const via = { keywordText: 'cutting board', matchType: 'broad' as const };
  return fixtureAccount(
    [campaign],
    [
      fixtureSearchTerm(C, BROAD, 'cutting board large', { clicks: 8, orders: 2, spend: 6, sales: 60 }, via),
      fixtureSearchTerm(C, BROAD, 'glass board', { clicks: 30, orders: 0, spend: 15 }, via),
      fixtureSearchTerm(C, BROAD, 'bamboo cutting board', { clicks: 50, orders: 0, spend: 40 }, via),
      fixtureSearchTerm(C, BROAD, 'plastic board', { clicks: 4, orders: 0, spend: 3 }, via),
    ],
  );
}

const params = checkPlanParameters('keyword-optimisation', {
  marketplace: 'US',
  campaign_name: 'Board manual',
  organic_conversion_rate: 10,
  target_cps: 10,
  main_search_terms: ['bamboo cutting board'],
});

const data = (): PlanningData => ({
  now: NOW,
  account: account(),
  searchTerms: account().searchTerms.sponsoredProducts,
  searchTermSource: 'bulkTab',
  dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
});

const rowsOf = (plan: Plan): SpBulkRow[] => plan.rows.map((r) => r.row as SpBulkRow);

describe('planKeywordOptimisation', () => {
  const plan = planKeywordOptimisation(params, data());
  const rows = rowsOf(plan);

  it('cuts a keyword with many clicks and no orders at 3 x the target CPS in proportion (pauses only from 4 x)', () => {
    // 60 clicks, spend 30 = 3 x the target CPS of 10, no order: 1.00 x 10 / 30 = 0.33, not a pause.
    const cut = plan.rows.find((r) => r.row.keywordId === '300000000000002');
    expect(cut?.change.type).toBe('bidDecrease');
    expect(cut?.row.bid).toBeCloseTo(0.34, 2);
    expect(cut?.explanation.ruleId).toBe('BID-PROVEN-LOSER-CUT');
  });

  it('keeps a low-data keyword near the prior', () => {
    const lowData = plan.rows.find((r) => r.row.keywordId === '300000000000003');
    if (lowData) expect(Math.abs((lowData.change.bidAfter ?? 0.7) - 0.7)).toBeLessThanOrEqual(0.21);
  });

  it('harvests two cheap orders as exact in the exact group and isolates the term in the source', () => {
    const harvested = rows.find(
      (r) => r.entity === 'keyword' && r.operation === 'create' && r.keywordText === 'cutting board large',
    );
    expect(harvested).toMatchObject({ adGroupId: EXACT, matchType: 'exact' });
    expect(harvested?.bid).toBeGreaterThan(0.5);
    const isolation = rows.find(
      (r) => r.entity === 'negativeKeyword' && r.keywordText === 'cutting board large',
    );
    expect(isolation).toMatchObject({ adGroupId: BROAD, matchType: 'negativeExact' });
  });

  it('negates a non-converting term but never the main search term', () => {
    expect(
      rows.some(
        (r) => r.entity === 'negativeKeyword' && r.keywordText === 'glass board' && r.adGroupId === BROAD,
      ),
    ).toBe(true);
    expect(rows.some((r) => r.keywordText === 'bamboo cutting board')).toBe(false);
    expect(rows.some((r) => r.keywordText === 'plastic board')).toBe(false);
  });

  it('moves placements from their own metrics and stays valid', () => {
    const top = rows.find((r) => r.entity === 'biddingAdjustment' && r.placement === 'top');
    expect(top?.operation).toBe('update');
    expect(top?.percentage).toBeGreaterThan(0);
    expect(() => assertPlanValid(plan, { now: NOW, existingCampaignNames: ['Board manual'] })).not.toThrow();
  });

  it('is deterministic on an unchanged account', () => {
    expect(planKeywordOptimisation(params, data())).toEqual(plan);
  });

  it('explains every row with the data window', () => {
    expect(plan.rows.every((r) => r.explanation.dataWindow === '2026-01-01 – 2026-03-01')).toBe(true);
    expect(plan.summary.changeCounts.harvestKeyword).toBe(1);
  });

  it('does not isolate a harvested term when its exact target would not serve (paused group or keyword)', () => {
    const pausedGroup = account();
    const exactGroup = pausedGroup.sponsoredProducts.campaigns[0]?.adGroups[1];
    if (exactGroup) exactGroup.state = 'paused';
    const groupPlan = planKeywordOptimisation(params, {
      ...data(),
      account: pausedGroup,
      searchTerms: pausedGroup.searchTerms.sponsoredProducts,
    });
    const isolation = (plan: Plan) =>
      rowsOf(plan).filter((r) => r.entity === 'negativeKeyword' && r.keywordText === 'cutting board large');
    expect(isolation(groupPlan)).toEqual([]);
    expect(groupPlan.warnings.some((w) => w.en.includes('"cutting board large"'))).toBe(true);

    const pausedKeyword = account();
    pausedKeyword.sponsoredProducts.campaigns[0]?.adGroups[1]?.keywords.push(
      fixtureKeyword('300000000000009', 'cutting board large', 'exact', 1, {}, 'paused'),
    );
    const keywordPlan = planKeywordOptimisation(params, {
      ...data(),
      account: pausedKeyword,
      searchTerms: pausedKeyword.searchTerms.sponsoredProducts,
    });
    expect(isolation(keywordPlan)).toEqual([]);
    expect(
      rowsOf(keywordPlan).some((r) => r.operation === 'create' && r.keywordText === 'cutting board large'),
    ).toBe(false);
  });

  it('needs a search term source (10006)', () => {
    let code = 0;
    try {
      planKeywordOptimisation(params, { ...data(), searchTermSource: 'none' });
    } catch (error) {
      code = isEngineError(error) ? error.code : -1;
    }
    expect(code).toBe(10006);
  });
});
