import { describe, expect, it } from 'vitest';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import { parseBulkFileName } from '../shared/data-window';
import type { PlanningData } from '../shared/planning-data';
import { highestPaidRatio, measureCpcRatio } from './campaign-calibration';
import { campaignTargets } from './campaign-targets';

const C = '100000000000001';
const G = '200000000000001';

/**
 * Three keywords bought at today's bid of 1.00 for 0.80 a click, and one whose bid was cut from about 1.50
 * to 0.30 during the window: its 60 clicks cost 1.20 each, four times what 0.30 can pay in a down-only
 * campaign without placement adjustments.
 */
function campaign() {
  return fixtureCampaign({
    id: C,
    name: 'Board manual',
    dailyBudget: 50,
    adGroups: [
      {
        id: G,
        name: 'board exact',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('300000000000001', 'cutting board', 'exact', 1, {
            clicks: 40,
            orders: 4,
            spend: 32,
            sales: 160,
          }),
          fixtureKeyword('300000000000002', 'wood board', 'exact', 1, {
            clicks: 40,
            orders: 4,
            spend: 32,
            sales: 160,
          }),
          fixtureKeyword('300000000000003', 'bamboo board', 'exact', 1, {
            clicks: 40,
            orders: 4,
            spend: 32,
            sales: 160,
          }),
          fixtureKeyword('300000000000004', 'chopping board', 'exact', 0.3, {
            clicks: 60,
            orders: 3,
            spend: 72,
            sales: 120,
          }),
        ],
      },
    ],
  });
}

describe('measureCpcRatio: bids changed during the window', () => {
  it('leaves out clicks bought at a bid far above today’s and estimates the bid they were bought at', () => {
    const c = campaign();
    expect(highestPaidRatio(c)).toBe(1);
    const { ratio, changedBids } = measureCpcRatio(campaignTargets(c), c);
    // Without the check: 168 / (120 x 1.00 + 60 x 0.30) = 1.22, which would divide every ideal bid.
    expect(ratio).toBeCloseTo(0.8, 6);
    expect([...changedBids.keys()].map((t) => t.text)).toEqual(['chopping board']);
    expect([...changedBids.values()][0]).toBeCloseTo(1.5, 6);
  });

  it('leaves out clicks bought at a bid far below today’s', () => {
    const c = campaign();
    const raised = c.adGroups[0]!.keywords[3]!;
    raised.bid = 3;
    raised.metrics = { ...raised.metrics, spend: 12 }; // 0.20 a click at a bid of 3.00: ratio 0.07
    const { ratio, changedBids } = measureCpcRatio(campaignTargets(c), c);
    expect(ratio).toBeCloseTo(0.8, 6);
    expect([...changedBids.values()][0]).toBeCloseTo(0.25, 6);
  });

  it('accepts what "up and down" and placement adjustments can pay', () => {
    const c = { ...campaign(), biddingStrategy: 'upAndDown' as const };
    c.biddingAdjustments = c.biddingAdjustments.map((a) =>
      a.placement === 'top' ? { ...a, percentage: 100 } : a,
    );
    expect(highestPaidRatio(c)).toBe(4);
    expect(measureCpcRatio(campaignTargets(c), c).changedBids.size).toBe(0);
  });
});

describe('keyword optimisation with a bid changed during the window', () => {
  const params = checkPlanParameters('keyword-optimisation', {
    marketplace: 'US',
    campaign_name: 'Board manual',
    organic_conversion_rate: 10,
    target_cps: 10,
    main_search_terms: ['cutting board'],
  });
  const account = fixtureAccount(
    [campaign()],
    [fixtureSearchTerm(C, G, 'cutting board', { clicks: 40, orders: 4, spend: 32, sales: 160 })],
  );
  const data: PlanningData = {
    now: new Date('2026-03-10T12:00:00Z'),
    account,
    searchTerms: account.searchTerms.sponsoredProducts,
    searchTermSource: 'bulkTab',
    dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
  };
  const plan = planKeywordOptimisation(params, data);

  it('warns "bids changed during the window" naming the campaign, in zh and en', () => {
    const warning = plan.warnings.find((w) => w.en.includes('bids changed during the window'));
    expect(warning?.en).toContain('"Board manual"');
    expect(warning?.en).toContain('"chopping board"');
    expect(warning?.zh).toContain('广告活动「Board manual」的竞价在数据范围内改过');
  });

  it('does not cut the changed keyword again for the CPS its old bid bought', () => {
    // CPS 24 = 2.4 x target, bought at about 1.50: 1.50 x 10 / 24 = 0.63 is above today's 0.30, so no cut.
    const changed = plan.rows.find((r) => r.row.keywordId === '300000000000004');
    expect(changed?.change.type ?? 'keep').not.toBe('bidDecrease');
  });

  it('judges the other keywords with the ratio of the clicks bought at today’s bids', () => {
    const other = plan.rows.find((r) => r.row.keywordId === '300000000000001');
    expect(other?.explanation.figures.cpcRatio).toBeCloseTo(0.8, 3);
  });
});
