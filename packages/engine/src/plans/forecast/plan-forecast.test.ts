import { describe, expect, it } from 'vitest';
import type { Plan, PlanRow, RowChange } from '../../model/plan';
import { campaignId as toCampaignId, adGroupId as toAdGroupId, keywordId } from '../../model/ids';
import type { SpBulkRow } from '../../model/bulk-row';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import {
  createKeywordRow,
  createNegativeKeywordRow,
  updateCampaignBudgetRow,
  updateKeywordRow,
} from '../shared/sp-rows';
import { forecastPlan } from './plan-forecast';

const parent = { campaignId: toCampaignId('1'), adGroupId: toAdGroupId('10') };
const why = { ruleId: 'TEST', reason: { zh: '测试', en: 'test' }, figures: {} };
const planRow = (row: SpBulkRow, change: RowChange): PlanRow => ({ row, change, explanation: why });
const plan = (rows: PlanRow[]): Plan => ({
  flow: 'keyword-optimisation',
  marketplace: 'US',
  rows,
  summary: { changeCounts: {}, bidChanges: [], notes: [] },
  warnings: [],
});

// 60 days: "strong" 600 clicks at 15 %, "thin" 6 clicks, "broad" 300 clicks with a wasting term.
const account = fixtureAccount(
  [
    fixtureCampaign({
      id: '1',
      name: 'Main',
      dailyBudget: 100,
      adGroups: [
        {
          id: '10',
          name: 'g',
          keywords: [
            fixtureKeyword('strong', 'strong', 'exact', 1, { clicks: 600, orders: 90, spend: 420 }),
            fixtureKeyword('thin', 'thin', 'exact', 1, { clicks: 6, orders: 1, spend: 4.2 }),
            fixtureKeyword('broad', 'mat', 'broad', 1, { clicks: 300, orders: 24, spend: 210 }),
          ],
        },
      ],
    }),
  ],
  [
    fixtureSearchTerm(
      '1',
      '10',
      'cheap mat',
      { clicks: 120, orders: 0, spend: 84 },
      { keywordText: 'mat', matchType: 'broad' },
    ),
    fixtureSearchTerm(
      '1',
      '10',
      'yoga mat thick',
      { clicks: 60, orders: 12, spend: 42 },
      { keywordText: 'mat', matchType: 'broad' },
    ),
  ],
);
const window = { start: '2026-01-01', end: '2026-03-01', days: 60, incompleteDays: 0, label: '' };

/** The fixture's first campaign (the fixture has one; a missing one is a broken fixture, said loudly). */
function firstCampaign() {
  const campaign = account.sponsoredProducts.campaigns[0];
  if (!campaign) throw new Error('the forecast fixture has no campaign');
  return campaign;
}

describe('forecastPlan', () => {
  const rows = [
    planRow(updateKeywordRow(parent, keywordId('strong'), { bid: 1.3, state: 'enabled' }), {
      type: 'bidIncrease',
      bidBefore: 1,
      bidAfter: 1.3,
    }),
    planRow(updateKeywordRow(parent, keywordId('thin'), { bid: 1.3, state: 'enabled' }), {
      type: 'bidIncrease',
      bidBefore: 1,
      bidAfter: 1.3,
    }),
    planRow(createNegativeKeywordRow(parent, 'cheap mat', 'negativeExact'), { type: 'negativeKeyword' }),
    planRow(createKeywordRow(parent, 'yoga mat thick', 'exact', 0.9), { type: 'harvestKeyword' }),
  ];
  const forecast = forecastPlan(plan(rows), account, { dataWindow: window, horizonDays: 30, draws: 300 });
  const row = (i: number) => forecast.rows.find((r) => r.row === i);

  it('raises the clicks of a bid rise, with an interval around the expected value', () => {
    const strong = row(0);
    expect(strong?.before.clicks.expected).toBeCloseTo(10, 0);
    expect(strong?.after.clicks.expected).toBeGreaterThan(10.5);
    expect(strong?.after.clicks.low).toBeLessThan(strong?.after.clicks.expected ?? 0);
    expect(strong?.after.clicks.high).toBeGreaterThan(strong?.after.clicks.expected ?? 0);
    expect(strong?.after.spend.expected).toBeGreaterThan(strong?.before.spend.expected ?? 0);
  });

  it('is honest where evidence is thin: a 6-click target has a far wider relative interval', () => {
    const relative = (r: (typeof forecast.rows)[number] | undefined) =>
      r ? (r.after.orders.high - r.after.orders.low) / Math.max(1e-9, r.after.orders.expected) : 0;
    expect(relative(row(1))).toBeGreaterThan(2 * relative(row(0)));
    expect(row(1)?.ownDataWeight).toBeLessThan(row(0)?.ownDataWeight ?? 0);
  });

  it('takes a negated term out (after 0) and moves a harvested term to its new exact target', () => {
    expect(row(2)?.before.clicks.expected).toBeCloseTo(2, 0);
    expect(row(2)?.after.clicks.high).toBe(0);
    expect(row(3)?.before.clicks.expected).toBe(0);
    expect(row(3)?.after.clicks.expected).toBeGreaterThan(0.5);
    expect(row(3)?.after.orders.expected).toBeGreaterThan(0.1);
  });

  it('adds the campaigns up to the plan totals and is reproducible', () => {
    const sum = forecast.campaigns.reduce((s, c) => s + c.after.spend.expected, 0);
    expect(forecast.totals.after.spend.expected).toBeCloseTo(sum, 6);
    expect(forecast.totals.before.clicks.expected).toBeCloseTo(906 / 60, 0);
    const again = forecastPlan(plan(rows), account, { dataWindow: window, horizonDays: 30, draws: 300 });
    expect(again.totals).toEqual(forecast.totals);
  });

  it('caps a campaign at its new budget and pauses stop all traffic', () => {
    const capped = forecastPlan(
      plan([
        planRow(updateCampaignBudgetRow(firstCampaign(), 5), {
          type: 'budgetChange',
          budgetBefore: 100,
          budgetAfter: 5,
        }),
        planRow(updateKeywordRow(parent, keywordId('strong'), { state: 'paused' }), {
          type: 'pause',
          bidBefore: 1,
        }),
      ]),
      account,
      { dataWindow: window, draws: 200 },
    );
    expect(capped.totals.after.spend.high).toBeLessThanOrEqual(5.5);
    const paused = capped.rows.find((r) => r.effect === 'pause');
    expect(paused?.after.clicks.high).toBe(0);
    expect(paused?.before.clicks.expected).toBeGreaterThan(5);
  });

  it('reads a campaign that spent its budget as demand above it: a higher budget buys more, with a wide interval', () => {
    // 634.2 spent in 60 days is 10.57 a day: 96 % of an 11 budget, so the budget cut the good days short.
    const main = account.sponsoredProducts
      .campaigns[0] as (typeof account.sponsoredProducts.campaigns)[number];
    const cappedAccount = {
      ...account,
      sponsoredProducts: { ...account.sponsoredProducts, campaigns: [{ ...main, dailyBudget: 11 }] },
    };
    const raised = forecastPlan(
      plan([
        planRow(updateCampaignBudgetRow(main, 30), {
          type: 'budgetChange',
          budgetBefore: 11,
          budgetAfter: 30,
        }),
      ]),
      cappedAccount,
      { dataWindow: window, horizonDays: 30, draws: 300 },
    );
    const { before, after } = raised.totals;
    expect(before.spend.expected).toBeGreaterThan(9.5);
    expect(before.spend.expected).toBeLessThan(11);
    expect(after.spend.expected).toBeGreaterThan(1.3 * before.spend.expected);
    // Unknown how far above the budget demand goes: the interval spans from about today's spend to far above it.
    expect(after.spend.low).toBeLessThan(1.2 * before.spend.expected);
    expect(after.spend.high).toBeGreaterThan(2 * before.spend.expected);
  });

  it("spans a new target's two references: the cold-start plan's volume and its siblings' (at 10 x it here)", () => {
    const fresh = forecastPlan(
      plan([planRow(createKeywordRow(parent, 'mat for hot yoga', 'exact', 1), { type: 'createKeyword' })]),
      account,
      { dataWindow: window, horizonDays: 30, draws: 400 },
    );
    const row = fresh.rows[0];
    // Siblings: a median of 5 clicks a day at the same bid; the cold start: one sale's clicks (about 1 / 0.08) in 14 days.
    expect(row?.after.clicks.low).toBeLessThan(0.6);
    expect(row?.after.clicks.high).toBeGreaterThan(5);
  });
});
