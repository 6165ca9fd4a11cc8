import { describe, expect, it } from 'vitest';
import { buildBulkWorkbook, buildConsoleReport, sampleAccount } from '../../testing';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureMetrics,
  fixtureTarget,
} from '../../testing/account-fixtures';
import { uploadedFilesSource } from '../account-data-source';
import { overviewInputFromUpload, readOverviewInput } from './overview-input';
import { summariseAccountOverview } from './overview-summary';

const NOW = new Date('2026-03-10T12:00:00Z');

// Spend 175 for 16 orders: the account's cost per sale (the yardstick) is 10.9375.
function boardAccount() {
  return fixtureAccount([
    fixtureCampaign({
      id: 'C1',
      name: 'Board - manual',
      placements: {
        top: { percentage: 20, metrics: { impressions: 900, clicks: 40, spend: 35, orders: 4, sales: 120 } },
      },
      adGroups: [
        {
          id: 'G1',
          name: 'Keywords',
          keywords: [
            fixtureKeyword('K1', 'cutting board', 'exact', 1, {
              impressions: 3000,
              clicks: 100,
              spend: 80,
              orders: 10,
              sales: 300,
            }),
            fixtureKeyword('K2', 'wood board', 'broad', 1, { impressions: 1500, clicks: 30, spend: 30 }),
            fixtureKeyword('K3', 'bamboo board', 'phrase', 2, {
              impressions: 800,
              clicks: 20,
              spend: 40,
              orders: 1,
              sales: 25,
            }),
          ],
        },
      ],
    }),
    fixtureCampaign({
      id: 'C2',
      name: 'Board - auto',
      targetingType: 'auto',
      adGroups: [
        {
          id: 'G2',
          name: 'Auto',
          productTargets: [
            fixtureTarget('T1', 'close-match', 0.5, {
              impressions: 2000,
              clicks: 50,
              spend: 25,
              orders: 5,
              sales: 150,
            }),
            fixtureTarget('T2', 'asin="B0COMPETE1"', 0.5, { impressions: 10, clicks: 0 }),
          ],
        },
      ],
    }),
  ]);
}

describe('summariseAccountOverview', () => {
  const overview = summariseAccountOverview(
    overviewInputFromUpload({ marketplace: 'US', account: boardAccount(), reports: [], hourly: [] }),
  );

  it('sums the totals from the campaigns and derives ACOS and CPC from the sums', () => {
    expect(overview.currency).toBe('USD');
    expect(overview.totals).toMatchObject({
      clicks: 200,
      spend: 175,
      sales: 475,
      orders: 16,
      costPerClick: 0.88,
    });
    expect(overview.totals.acos).toBeCloseTo(175 / 475, 10);
    expect(overview.referenceCostPerSale).toBe(10.94);
    expect(overview.campaigns.map((c) => [c.name, c.spend, c.campaignId])).toEqual([
      ['Board - manual', 150, 'C1'],
      ['Board - auto', 25, 'C2'],
    ]);
  });

  it('lists targets by spend with the tool that acts on each, and the placements that had traffic', () => {
    expect(overview.targets.map((t) => [t.text, t.tool])).toEqual([
      ['cutting board', 'keyword-optimisation'],
      ['bamboo board', 'keyword-optimisation'],
      ['wood board', 'keyword-optimisation'],
      ['close-match', 'auto-optimisation'],
      ['asin="B0COMPETE1"', 'asin-optimisation'],
    ]);
    expect(overview.placements).toEqual([
      expect.objectContaining({ campaignName: 'Board - manual', placement: 'top', clicks: 40, spend: 35 }),
    ]);
    // A bulk sheet holds window totals only: no daily trend.
    expect(overview.days).toEqual([]);
  });

  it('ranks wasters by the spend beyond the yardstick: no order after one cost per sale, then proven losers', () => {
    expect(overview.wasters.map((w) => [w.text, w.reason, w.excessSpend])).toEqual([
      ['wood board', 'no-orders', 30],
      ['bamboo board', 'poor-return', 29.06],
    ]);
    expect(overview.wasters[0]?.campaignId).toBe('C1');
  });

  it('lists converters with two orders or more at or under the account cost per sale, most orders first', () => {
    expect(overview.converters.map((c) => [c.text, c.orders, c.costPerSale])).toEqual([
      ['cutting board', 10, 8],
      ['close-match', 5, 5],
    ]);
  });

  it('without a yardstick (fewer than two orders) calls a target a waster only after 20 clicks without an order', () => {
    const account = fixtureAccount([
      fixtureCampaign({
        id: 'C9',
        name: 'Thin',
        adGroups: [
          {
            id: 'G9',
            name: 'G',
            keywords: [
              fixtureKeyword('K8', 'twenty clicks', 'exact', 1, { clicks: 20, spend: 9 }),
              fixtureKeyword('K9', 'nineteen clicks', 'exact', 1, { clicks: 19, spend: 50 }),
            ],
          },
        ],
      }),
    ]);
    const thin = summariseAccountOverview(
      overviewInputFromUpload({ marketplace: 'JP', account, reports: [], hourly: [] }),
    );
    expect(thin.referenceCostPerSale).toBeUndefined();
    expect(thin.currency).toBe('JPY');
    expect(thin.wasters.map((w) => w.text)).toEqual(['twenty clicks']);
    expect(thin.converters).toEqual([]);
  });

  it('sums a campaign from its keywords and targets when the sheet leaves the campaign row empty', () => {
    const account = boardAccount();
    for (const campaign of account.sponsoredProducts.campaigns) campaign.metrics = fixtureMetrics();
    const rolled = summariseAccountOverview(
      overviewInputFromUpload({ marketplace: 'US', account, reports: [], hourly: [] }),
    );
    expect(rolled.campaigns.map((c) => [c.name, c.spend, c.orders])).toEqual([
      ['Board - manual', 150, 11],
      ['Board - auto', 25, 5],
    ]);
    expect(rolled.referenceCostPerSale).toBe(10.94);
  });

  it('an empty account gives zero totals, no ratios and empty lists', () => {
    const empty = summariseAccountOverview({
      marketplace: 'UK',
      campaigns: [],
      targets: [],
      placements: [],
      days: [],
    });
    expect(empty.totals).toEqual({ impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0 });
    expect(empty.currency).toBe('GBP');
    expect([empty.campaigns, empty.wasters, empty.converters, empty.days]).toEqual([[], [], [], []]);
  });
});

describe('readOverviewInput on uploaded files', () => {
  it('takes the campaigns, targets and daily trend from a dated targeting report when no bulk sheet came', async () => {
    const report = await buildConsoleReport({
      kind: 'spTargeting',
      rows: [
        {
          date: '2026-02-20',
          campaignName: 'Mats',
          adGroupName: 'A',
          targeting: 'yoga mat',
          matchType: 'EXACT',
          metrics: { clicks: 10, spend: 5, orders: 1, sales: 30 },
        },
        {
          date: '2026-02-21',
          campaignName: 'Mats',
          adGroupName: 'A',
          targeting: 'yoga mat',
          matchType: 'EXACT',
          metrics: { clicks: 12, spend: 7, orders: 2, sales: 60 },
        },
        {
          date: '2026-02-21',
          campaignName: 'Mats',
          adGroupName: 'A',
          targeting: 'close-match',
          metrics: { clicks: 4, spend: 2 },
        },
      ],
    });
    const source = uploadedFilesSource({
      parameters: {},
      reports: [{ name: 'targeting.xlsx', bytes: report }],
      hourly: [],
      now: NOW,
    });
    const overview = summariseAccountOverview(await readOverviewInput(source, 'US', false));
    expect(overview.days.map((d) => [d.date, d.spend, d.orders])).toEqual([
      ['2026-02-20', 5, 1],
      ['2026-02-21', 9, 2],
    ]);
    expect(overview.window).toEqual({ start: '2026-02-20', end: '2026-02-21' });
    expect(overview.campaigns).toEqual([expect.objectContaining({ name: 'Mats', spend: 14, orders: 3 })]);
    expect(overview.targets.map((t) => [t.text, t.kind, t.clicks])).toEqual([
      ['yoga mat', 'keyword', 22],
      ['close-match', 'auto', 4],
    ]);
  });

  it('reads a real bulk workbook and names its window from the file name', async () => {
    const bulk = await buildBulkWorkbook(sampleAccount());
    const source = uploadedFilesSource({
      parameters: {},
      bulk: { name: 'bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', bytes: bulk },
      reports: [],
      hourly: [],
      now: NOW,
    });
    const overview = summariseAccountOverview(await readOverviewInput(source, 'US', false));
    expect(overview.window).toEqual({ start: '2026-01-01', end: '2026-03-01' });
    expect(overview.campaignCount).toBeGreaterThan(0);
    const summed = overview.campaigns.reduce((sum, c) => sum + c.spend, 0);
    expect(summed).toBeCloseTo(overview.totals.spend, 2);
  });
});
