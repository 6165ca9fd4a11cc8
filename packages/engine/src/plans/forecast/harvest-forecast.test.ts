import { describe, expect, it } from 'vitest';
import type { Plan, PlanRow, RowChange } from '../../model/plan';
import { adGroupId, campaignId, sku } from '../../model/ids';
import type { SpBulkRow } from '../../model/bulk-row';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureProductAd,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import {
  biddingAdjustmentRow,
  createAdGroupRow,
  createCampaignRow,
  createKeywordRow,
  createProductAdRow,
} from '../shared/sp-rows';
import { forecastPlan } from './plan-forecast';

const why = { ruleId: 'TEST', reason: { zh: '测试', en: 'test' }, figures: {} };
const planRow = (row: SpBulkRow, change: RowChange): PlanRow => ({ row, change, explanation: why });
const plan = (rows: PlanRow[]): Plan => ({
  flow: 'keyword-optimisation',
  marketplace: 'US',
  rows,
  summary: { changeCounts: {}, bidChanges: [], notes: [] },
  warnings: [],
});
const window = { start: '2026-01-01', end: '2026-03-01', days: 60, incompleteDays: 0, label: '' };
const via = { keywordText: 'yoga', matchType: 'broad' as const };

// Campaign 1 is where the plan harvests; campaign 2 advertises the same product and served the term in two
// rows ("Yoga Mat Thick" and "yoga mat thick", 120 clicks); campaign 3 advertises another product.
const account = fixtureAccount(
  [
    fixtureCampaign({
      id: '1',
      name: 'Exact',
      adGroups: [
        {
          id: '10',
          name: 'g',
          keywords: [fixtureKeyword('k1', 'mat', 'exact', 1, { clicks: 120, orders: 12, spend: 84 })],
        },
      ],
    }),
    fixtureCampaign({
      id: '2',
      name: 'Broad',
      biddingStrategy: 'upAndDown',
      placements: { top: { percentage: 100 } },
      adGroups: [
        {
          id: '20',
          name: 'g',
          keywords: [fixtureKeyword('k2', 'yoga', 'broad', 1, { clicks: 300, orders: 24, spend: 450 })],
        },
      ],
    }),
    fixtureCampaign({
      id: '3',
      name: 'Other product',
      adGroups: [
        {
          id: '30',
          name: 'g',
          productAds: [fixtureProductAd('301', 'SKU-2', 'B0OTHERPR2')],
          keywords: [fixtureKeyword('k3', 'yoga', 'broad', 1, { clicks: 300, orders: 24, spend: 210 })],
        },
      ],
    }),
  ],
  [
    fixtureSearchTerm('2', '20', 'Yoga Mat Thick', { clicks: 90, orders: 9, spend: 135 }, via),
    fixtureSearchTerm('2', '20', 'yoga mat thick', { clicks: 30, orders: 3, spend: 45 }, via),
    fixtureSearchTerm('3', '30', 'yoga mat thick', { clicks: 100, orders: 10, spend: 70 }, via),
  ],
);

describe('forecast of a harvest', () => {
  it('moves the term from every ad group of the product, in campaigns no other row touches, every row of it', () => {
    const forecast = forecastPlan(
      plan([
        planRow(
          createKeywordRow(
            { campaignId: campaignId('1'), adGroupId: adGroupId('10') },
            'yoga mat thick',
            'exact',
            1,
          ),
          { type: 'harvestKeyword' },
        ),
      ]),
      account,
      { dataWindow: window, horizonDays: 30, draws: 300 },
    );
    const harvest = forecast.rows[0];
    // 120 clicks in 60 days from campaign 2 (none from campaign 3, another product): 2 a day at about the same bid.
    expect(harvest?.after.clicks.expected).toBeGreaterThan(1.6);
    expect(harvest?.after.clicks.expected).toBeLessThan(2.5);
    const source = forecast.campaigns.find((c) => c.campaignId === '2');
    expect(source?.before.clicks.expected).toBeCloseTo(5, 0);
    expect(source?.after.clicks.expected).toBeCloseTo(3, 0);
    expect(forecast.campaigns.map((c) => c.campaignId)).not.toContain('3');
  });

  it("prices the moved clicks at what the new campaign's strategy and placement rows let a click cost", () => {
    // Campaign 2 paid 1.5 x its bid (up and down, top +100 %); the new campaign is "down only" with top +20 %.
    const parent = { campaignId: campaignId('C_new'), adGroupId: adGroupId('AG_new') };
    const forecast = forecastPlan(
      plan([
        planRow(
          createCampaignRow({
            campaignId: parent.campaignId,
            name: 'New exact',
            dailyBudget: 50,
            targetingType: 'manual',
            startDate: '20260302',
            biddingStrategy: 'downOnly',
          }),
          { type: 'createCampaign' },
        ),
        planRow(biddingAdjustmentRow('create', parent.campaignId, 'top', 20, 'downOnly'), {
          type: 'createCampaign',
        }),
        planRow(createAdGroupRow(parent, 'exact', 1), { type: 'createAdGroup' }),
        planRow(createProductAdRow(parent, sku('SKU-1')), { type: 'createAd' }),
        planRow(createKeywordRow(parent, 'yoga mat thick', 'exact', 1), { type: 'harvestKeyword' }),
      ]),
      account,
      { dataWindow: window, horizonDays: 30, draws: 300 },
    );
    const harvest = forecast.rows.find((r) => r.effect === 'newTarget');
    expect(harvest?.after.clicks.expected).toBeGreaterThan(1.6);
    const costPerClick = (harvest?.after.spend.expected ?? 0) / (harvest?.after.clicks.expected ?? 1);
    expect(costPerClick).toBeLessThanOrEqual(1.2 + 1e-9);
  });

  it('brings the demand a source campaign that ran out of budget could not serve', () => {
    // Campaign 2 spent 7.50 a day of a 7.80 budget: the 2 clicks a day it served are the least the term wants.
    const capped = {
      ...account,
      sponsoredProducts: {
        campaigns: account.sponsoredProducts.campaigns.map((c) =>
          c.id === '2' ? { ...c, dailyBudget: 7.8 } : c,
        ),
      },
    };
    const forecast = forecastPlan(
      plan([
        planRow(
          createKeywordRow(
            { campaignId: campaignId('1'), adGroupId: adGroupId('10') },
            'yoga mat thick',
            'exact',
            1,
          ),
          { type: 'harvestKeyword' },
        ),
      ]),
      capped,
      { dataWindow: window, horizonDays: 30, draws: 300 },
    );
    const harvest = forecast.rows[0];
    expect(harvest?.after.clicks.expected).toBeGreaterThan(3);
    expect(harvest?.after.clicks.low).toBeLessThan(2.5);
  });
});
