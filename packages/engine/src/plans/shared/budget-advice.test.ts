import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import { dailyBudgetAdvice, spreadDailyBudget } from './budget-advice';
import { parseBulkFileName } from './data-window';
import { summarisePlan } from './plan-summary';
import type { PlanningData } from './planning-data';

describe('dailyBudgetAdvice: one rule, one rounding', () => {
  it('rounds the spend once and recommends 3 x that figure, as the summary does', () => {
    // 19.2917 a day: 3 x the unrounded spend is 57.875 (57.88), 3 x the shown $19.29 is 57.87.
    const advice = dailyBudgetAdvice('US', 19.2917, 50);
    expect(advice).toEqual({
      expectedDailySpend: 19.29,
      recommendedDailyBudget: 57.87,
      belowRecommendation: true,
    });
    const summary = summarisePlan([], { marketplace: 'US', expectedDailySpend: 19.2917, notes: [] });
    expect(summary.recommendedDailyBudget).toBe(57.87);
    expect(summary.expectedDailySpend).toBe(19.29);
  });

  it('finds a $30 budget enough for a plan expecting $2.57 a day', () => {
    expect(dailyBudgetAdvice('US', 2.57, 30).belowRecommendation).toBe(false);
    expect(dailyBudgetAdvice('US', 2.57, 7).belowRecommendation).toBe(true);
  });

  it('never recommends less than Amazon’s minimum budget, in whole yen in JP', () => {
    expect(dailyBudgetAdvice('US', 0.1).recommendedDailyBudget).toBe(1);
    expect(dailyBudgetAdvice('JP', 333.4).recommendedDailyBudget).toBe(999);
  });
});

describe('spreadDailyBudget', () => {
  it('spreads the seller’s figure by share of spend and adds up to it', () => {
    expect(spreadDailyBudget('US', 40, [90, 30])).toEqual([30, 10]);
    const odd = spreadDailyBudget('US', 10, [1, 1, 1]);
    expect(odd.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 9);
    expect(spreadDailyBudget('US', 30, [0, 0])).toEqual([15, 15]);
  });

  it('raises a share under Amazon’s minimum to it', () => {
    expect(spreadDailyBudget('US', 10, [99.5, 0.5])).toEqual([9.95, 1]);
  });
});

const kw = (id: string, text: string, spend: number, orders: number) =>
  fixtureKeyword(id, text, 'exact', 1, { clicks: Math.round(spend), orders, spend, sales: orders * 40 });

/** Two manual campaigns of one ASIN: $90 and $30 of spend in the window. */
function account() {
  const big = fixtureCampaign({
    id: '100000000000001',
    name: 'Board exact',
    dailyBudget: 25,
    adGroups: [
      {
        id: '200000000000001',
        name: 'exact',
        defaultBid: 1,
        keywords: [kw('300000000000001', 'cutting board', 90, 10)],
      },
    ],
  });
  const small = fixtureCampaign({
    id: '100000000000002',
    name: 'Board phrase',
    dailyBudget: 25,
    adGroups: [
      {
        id: '200000000000002',
        name: 'exact',
        defaultBid: 1,
        keywords: [kw('300000000000002', 'wood board', 30, 4)],
      },
    ],
  });
  return fixtureAccount(
    [big, small],
    [
      fixtureSearchTerm('100000000000001', '200000000000001', 'cutting board', {
        clicks: 90,
        orders: 10,
        spend: 90,
        sales: 400,
      }),
    ],
  );
}

function planFor(dailyBudget: number) {
  const params = checkPlanParameters('keyword-optimisation', {
    marketplace: 'US',
    asin: 'B0OWNASIN1',
    daily_budget: dailyBudget,
    organic_conversion_rate: 10,
    target_cps: 10,
  });
  const a = account();
  const data: PlanningData = {
    now: new Date('2026-03-10T12:00:00Z'),
    account: a,
    searchTerms: a.searchTerms.sponsoredProducts,
    searchTermSource: 'bulkTab',
    dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
  };
  return planKeywordOptimisation(params, data);
}

describe('an ASIN-scoped optimisation with a daily budget', () => {
  it('spreads the seller’s budget by share of spend instead of copying it onto every campaign', () => {
    const plan = planFor(40);
    const budgets = plan.rows
      .filter((r) => r.change.type === 'budgetChange')
      .map((r) => [(r.row as SpBulkRow).campaignId, (r.row as SpBulkRow).dailyBudget]);
    expect(budgets).toEqual([
      ['100000000000001', 30],
      ['100000000000002', 10],
    ]);
    expect(plan.summary.notes.some((n) => n.en.includes('spread over the campaigns'))).toBe(true);
  });

  it('names the campaign in a budget warning and judges it by that campaign’s spend', () => {
    // $4 spread 3:1 is $3 and $1; the first campaign plans about $1.50 a day, the second about $0.50.
    const plan = planFor(4);
    const warnings = plan.warnings.filter((w) => w.en.includes('below the recommended'));
    expect(warnings.length).toBeGreaterThan(0);
    for (const w of warnings) expect(w.en).toMatch(/^Campaign "Board (exact|phrase)"/);
    expect(warnings[0]?.zh).toMatch(/^广告活动「Board/);
    expect(plan.warnings.some((w) => w.en.includes('is low (under'))).toBe(false);
  });
});
