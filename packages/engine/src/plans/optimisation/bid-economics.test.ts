import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/validate-api';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import type { BiddingStrategy } from '../../model/account';
import { parseBulkFileName } from '../shared/data-window';
import type { PlanningData } from '../shared/planning-data';

const NOW = new Date('2026-03-10T12:00:00Z');
const C = '110000000000001';
const G = '210000000000001';

/** A manual campaign whose clicks cost `cpcRatio` x its 1.00 bids, converting exactly at the 10.00 target. */
function data(strategy: BiddingStrategy, cpcRatio: number): PlanningData {
  const cpc = cpcRatio;
  const keyword = (id: string, text: string, clicks: number) =>
    fixtureKeyword(id, text, 'exact', 1, {
      clicks,
      orders: (clicks * cpc) / 10,
      spend: clicks * cpc,
      sales: clicks * cpc * 4,
      impressions: clicks * 80,
    });
  const campaign = fixtureCampaign({
    id: C,
    name: 'Lamp exact',
    biddingStrategy: strategy,
    adGroups: [
      {
        id: G,
        name: 'lamp exact',
        defaultBid: 1,
        keywords: [
          keyword('310000000000001', 'desk lamp', 100),
          keyword('310000000000002', 'led desk lamp', 50),
          keyword('310000000000003', 'reading lamp', 50),
        ],
      },
    ],
  });
  const terms = [fixtureSearchTerm(C, G, 'desk lamp', { clicks: 100, orders: 10 * cpc, spend: 100 * cpc })];
  const account = fixtureAccount([campaign], terms);
  return {
    now: NOW,
    account,
    searchTerms: account.searchTerms.sponsoredProducts,
    searchTermSource: 'bulkTab',
    dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
  };
}

const params = checkPlanParameters('keyword-optimisation', {
  marketplace: 'US',
  campaign_id: C,
  organic_conversion_rate: 10,
  target_cps: 10,
});

const rowsOf = (plan: Plan): SpBulkRow[] => plan.rows.map((r) => r.row as SpBulkRow);

describe('bids that respect what clicks really cost', () => {
  it('writes "down only" as a campaign Update row instead of cutting every keyword when up-and-down inflates CPC', () => {
    const plan = planKeywordOptimisation(params, data('upAndDown', 1.6));
    const strategy = rowsOf(plan).find((r) => r.entity === 'campaign' && r.operation === 'update');
    expect(strategy).toMatchObject({ campaignId: C, biddingStrategy: 'downOnly' });
    expect(plan.rows.find((r) => r.row === strategy)?.explanation.ruleId).toBe('BID-STRATEGY-DOWN-ONLY');
    const cuts = plan.rows.filter((r) => r.change.type === 'bidDecrease');
    expect(cuts).toHaveLength(0);
    assertPlanValid(plan, { now: NOW });
  });

  it('cuts a proven loser to the target at the cost "down only" brings, not by the 30 % step', () => {
    // desk lamp: 100 clicks at 1.60, 6 orders: CPS 26.67 paid (2.7 x the target of 10); after the switch the
    // clicks are expected to cost 1.00, so CPS 16.67 and the bid that reaches the target is 1.00 x 10 / 16.67.
    const account = data('upAndDown', 1.6);
    const loser = account.account?.sponsoredProducts.campaigns[0]?.adGroups[0]?.keywords?.[0];
    if (!loser) throw new Error('fixture without keyword');
    loser.metrics = { ...loser.metrics, orders: 6, units: 6, sales: 240 };
    const plan = planKeywordOptimisation(params, account);
    const cut = plan.rows.find((r) => r.row.keywordId === loser.id);
    expect(cut?.explanation.ruleId).toBe('BID-PROVEN-LOSER-CUT');
    expect(cut?.change.bidAfter).toBeCloseTo(0.6, 2);
  });

  it('keeps an at-target converter whose CPC equals its bid (ratio 1) and writes no strategy row', () => {
    const plan = planKeywordOptimisation(params, data('downOnly', 1));
    expect(rowsOf(plan).some((r) => r.entity === 'campaign')).toBe(false);
    expect(plan.rows.filter((r) => r.change.type === 'bidDecrease')).toHaveLength(0);
  });

  it('measures the ratio per campaign and divides every bid by it', () => {
    const plan = planKeywordOptimisation(params, data('downOnly', 0.6));
    const figures = plan.rows.filter((r) => r.row.keywordId).map((r) => r.explanation.figures.cpcRatio);
    for (const ratio of figures) expect(ratio).toBeCloseTo(0.6, 2);
  });

  it('warns when the market CPC makes the target CPS unreachable', () => {
    // CPC 1.60 at 10 % CVR is a CPS of 16; at a target of 5 the allowed CPC is 0.50.
    const strict = checkPlanParameters('keyword-optimisation', {
      marketplace: 'US',
      campaign_id: C,
      organic_conversion_rate: 10,
      target_cps: 5,
    });
    const plan = planKeywordOptimisation(strict, data('downOnly', 1.6));
    expect(plan.warnings.some((w) => w.en.includes('far above the target'))).toBe(true);
    const easy = planKeywordOptimisation(params, data('downOnly', 1));
    expect(easy.warnings.some((w) => w.en.includes('far above the target'))).toBe(false);
  });
});
