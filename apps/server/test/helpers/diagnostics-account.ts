// A fake seller account with one planted problem of each kind the diagnostics look for, plus a clean
// campaign, a fresh one and a thin one. Today is 2025-03-20 in Los Angeles, so the window is
// 2025-01-17..2025-03-17 (SP) and 2025-01-20..2025-03-17 (SB). Figures are chosen so each rule's
// threshold is crossed by a visible margin; the comments give the arithmetic the tests assert.
import type { ReportRow, SpCampaignRecord } from '../../src/amazon/ads-api';
import type { LinkedShop, ToolCampaign } from '../../src/ports/shop-access';
import type { PlantedAccount } from '../../src/amazon/fake/fake-seeding';
import { plantedReportKey as reportKey, type PlantedReportRow } from '../../src/amazon/fake/fake-state';

/** The planted profile (the shop's Scope header). */
export const PLANTED_PROFILE_ID = '3100000000000001';

export const DIAGNOSIS_NOW = Date.parse('2025-03-20T20:00:00.000Z');
export const WINDOW = { start: '2025-01-17', end: '2025-03-17', sbStart: '2025-01-20' };
const LONG_AGO = new Date('2025-01-01T00:00:00.000Z');

function days(from: string, to: string): string[] {
  const list: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    list.push(day.toISOString().slice(0, 10));
  }
  return list;
}

/** Daily SP campaign rows from before the window to today (rows outside a request are never served). */
function spDays(
  campaignId: string,
  budget: number,
  day: (date: string) => { impressions: number; clicks: number; cost: number; orders: number; sales: number },
): PlantedReportRow[] {
  return days('2025-01-10', '2025-03-20').map((date) => {
    const figures = day(date);
    return {
      date,
      campaignId: Number(campaignId),
      campaignBudgetAmount: budget,
      impressions: figures.impressions,
      clicks: figures.clicks,
      cost: figures.cost,
      purchases7d: figures.orders,
      sales7d: figures.sales,
    };
  });
}

/** A summary row split over the two SP windows, so the pull must add the pieces up. */
function inBothWindows(row: ReportRow): PlantedReportRow[] {
  const first: PlantedReportRow = { ...row, date: '2025-01-25' };
  const second: PlantedReportRow = { ...row, date: '2025-03-01' };
  for (const column of ['impressions', 'clicks', 'cost', 'purchases7d', 'sales7d', 'purchases', 'sales']) {
    const value = row[column];
    if (typeof value !== 'number') continue;
    const half = Number.isInteger(value) ? Math.floor(value / 2) : Math.round((value / 2) * 100) / 100;
    first[column] = half;
    second[column] = Math.round((value - half) * 100) / 100;
  }
  return [first, second];
}

function spCampaign(
  campaignId: string,
  name: string,
  budget: number,
  extra: Partial<SpCampaignRecord> = {},
): SpCampaignRecord {
  return {
    campaignId,
    name,
    targetingType: 'MANUAL',
    state: 'ENABLED',
    startDate: '2025-01-01',
    budget: { budgetType: 'DAILY', budget },
    ...extra,
  };
}

const steady =
  (clicks: number, cost: number, orders: number, sales: number, impressions = clicks * 100) =>
  () => ({
    impressions,
    clicks,
    cost,
    orders,
    sales,
  });

/** The shop of the planted account for `userId`. */
export function plantedShop(userId: number, shopId = 'shop-us-1'): LinkedShop {
  return {
    shopId,
    userId,
    shopName: 'Acme Kitchen/US',
    marketplace: 'US',
    profileId: PLANTED_PROFILE_ID,
    currencyCode: 'USD',
    timezone: 'America/Los_Angeles',
    authorizedAt: LONG_AGO,
    usableFrom: LONG_AGO,
    status: 'active',
  };
}

/** The tool's campaigns of the planted account. */
export function plantedToolCampaigns(shopId = 'shop-us-1'): ToolCampaign[] {
  const tool = (
    campaignId: string,
    name: string,
    adProduct: ToolCampaign['adProduct'] = 'SPONSORED_PRODUCTS',
    appliedAt = LONG_AGO,
  ): ToolCampaign => ({
    shopId,
    campaignId,
    adProduct,
    origin: 'created',
    planId: 'plan-1',
    campaignName: name,
    appliedAt,
  });
  return [
    tool('101', 'Budget capped'),
    tool('102', 'Clean'),
    tool('103', 'Broad problems'),
    tool('104', 'Auto A'),
    tool('105', 'Auto B'),
    tool('106', 'Fresh', 'SPONSORED_PRODUCTS', new Date('2025-03-17T18:00:00.000Z')),
    tool('107', 'Thin'),
    tool('201', 'SB video', 'SPONSORED_BRANDS'),
  ];
}

/**
 * The planted account. Per campaign (60-day window):
 * - 101 budget 20: 5 of the last 14 days spend 20 with 400 impressions; other days spend 10, 1000 impressions
 *   → capped 5/14, served share 400 / 1000 = 0.4 < 0.6 → high.
 * - 102 clean: spend 30 of 100 a day, CPS 10, exact keyword with orders, balanced placements → no finding.
 * - 103: 20 clicks, 20 spend, 2 orders, 60 sales a day → CPC 1.00, CVR 0.1, CPS 10, ACOS 33.3 %.
 *   "garlic crusher" broad bid 0.30, 40 impressions → bid below winning, suggested 1.00.
 *   Term "cheap garlic tool" 25 clicks, 30.00 spend, 0 orders → ≥ 1 CPS and ≥ 10 clicks; ≥ 2 CPS → high.
 *   Term "garlic press" bought broad while it is an exact keyword of 101 → missing negative.
 *   Term "already negated" is negated exact in its ad group → nothing.
 *   Product pages: 200 clicks, 200 spend, 200 sales → ACOS 100 % ≥ 2 × 33.3 % → high; adjustment 30 → 0.
 * - 104 / 105: "silicone spatula" through auto in both (6 + 4 clicks), no exact keyword → competing, kept in 104.
 * - 106 created 3 days ago → too early (fresh). 107: 10 clicks in the window → too early (thin), and its
 *   low bid is not judged.
 * - SB 201: 10 clicks, 15 spend, 1 order a day → CPS 15; term "ugly term" 20 clicks, 30 spend, 0 orders.
 */
export function plantedAccount(): PlantedAccount {
  const lastDays = new Set(['2025-03-05', '2025-03-07', '2025-03-10', '2025-03-13', '2025-03-16']);
  const enabledGroup = (adGroupId: string, campaignId: string, defaultBid = 1) => ({
    adGroupId,
    campaignId,
    name: `group ${adGroupId}`,
    state: 'ENABLED' as const,
    defaultBid,
  });
  const keyword = (
    keywordId: string,
    campaignId: string,
    adGroupId: string,
    keywordText: string,
    matchType: 'EXACT' | 'PHRASE' | 'BROAD',
    bid: number,
  ) => ({
    keywordId,
    campaignId,
    adGroupId,
    keywordText,
    matchType,
    state: 'ENABLED' as const,
    bid,
  });
  const targetingRow = (
    campaignId: string,
    adGroupId: string,
    keywordId: string,
    impressions: number,
    clicks: number,
    cost: number,
    orders = 0,
    sales = 0,
  ) =>
    inBothWindows({
      campaignId,
      adGroupId,
      keywordId,
      impressions,
      clicks,
      cost,
      purchases7d: orders,
      sales7d: sales,
    });
  const termRow = (
    campaignId: string,
    adGroupId: string,
    searchTerm: string,
    matchType: string,
    clicks: number,
    cost: number,
    orders = 0,
    sales = 0,
  ) =>
    inBothWindows({
      campaignId,
      adGroupId,
      searchTerm,
      matchType,
      impressions: clicks * 50,
      clicks,
      cost,
      purchases7d: orders,
      sales7d: sales,
    });
  const placementRow = (
    campaignId: string,
    placementClassification: string,
    clicks: number,
    cost: number,
    sales: number,
  ) =>
    inBothWindows({
      campaignId,
      placementClassification,
      impressions: clicks * 50,
      clicks,
      cost,
      purchases7d: Math.round(sales / 30),
      sales7d: sales,
    });

  return {
    profileId: PLANTED_PROFILE_ID,
    sp: {
      campaigns: [
        spCampaign('101', 'Budget capped', 20),
        spCampaign('102', 'Clean', 100, {
          dynamicBidding: {
            strategy: 'LEGACY_FOR_SALES',
            placementBidding: [{ placement: 'PLACEMENT_TOP', percentage: 20 }],
          },
        }),
        spCampaign('103', 'Broad problems', 200, {
          dynamicBidding: {
            strategy: 'LEGACY_FOR_SALES',
            placementBidding: [{ placement: 'PLACEMENT_PRODUCT_PAGE', percentage: 30 }],
          },
        }),
        spCampaign('104', 'Auto A', 100, { targetingType: 'AUTO' }),
        spCampaign('105', 'Auto B', 100, { targetingType: 'AUTO' }),
        spCampaign('106', 'Fresh', 100, { startDate: '2025-03-17' }),
        spCampaign('107', 'Thin', 100),
        spCampaign('999', 'Not made by the tool', 5),
      ],
      adGroups: [
        enabledGroup('1011', '101'),
        enabledGroup('1021', '102'),
        enabledGroup('1031', '103'),
        enabledGroup('1041', '104'),
        enabledGroup('1051', '105'),
        enabledGroup('1061', '106'),
        enabledGroup('1071', '107'),
      ],
      keywords: [
        keyword('5011', '101', '1011', 'Garlic Press', 'EXACT', 1.5),
        keyword('5021', '102', '1021', 'potato masher', 'EXACT', 1.2),
        keyword('5031', '103', '1031', 'garlic crusher', 'BROAD', 0.3),
        keyword('5032', '103', '1031', 'kitchen gadget', 'BROAD', 1.5),
        keyword('5071', '107', '1071', 'thin keyword', 'BROAD', 0.05),
      ],
      targets: [
        {
          targetId: '6041',
          campaignId: '104',
          adGroupId: '1041',
          expressionType: 'AUTO',
          expression: [{ type: 'QUERY_HIGH_REL_MATCHES' }],
          state: 'ENABLED',
          bid: 1,
        },
        {
          targetId: '6051',
          campaignId: '105',
          adGroupId: '1051',
          expressionType: 'AUTO',
          expression: [{ type: 'QUERY_HIGH_REL_MATCHES' }],
          state: 'ENABLED',
          bid: 1.2,
        },
      ],
      negativeKeywords: [
        {
          keywordId: '7031',
          campaignId: '103',
          adGroupId: '1031',
          keywordText: 'already negated',
          matchType: 'NEGATIVE_EXACT',
          state: 'ENABLED',
        },
      ],
      campaignNegativeKeywords: [],
      negativeTargets: [],
    },
    sb: {
      campaigns: [
        {
          campaignId: '201',
          name: 'SB video',
          state: 'ENABLED',
          budget: 50,
          budgetType: 'DAILY',
          startDate: '2025-01-01',
        },
      ],
      adGroups: [{ adGroupId: '2011', campaignId: '201', name: 'sb group', state: 'ENABLED' }],
      keywords: [
        {
          keywordId: '8011',
          campaignId: '201',
          adGroupId: '2011',
          keywordText: 'kitchen tools',
          matchType: 'broad',
          state: 'enabled',
          bid: 2,
        },
      ],
      targets: [],
      negativeKeywords: [],
    },
    reportRows: {
      [reportKey('spCampaigns', ['campaign'])]: [
        ...spDays('101', 20, (date) =>
          lastDays.has(date)
            ? { impressions: 400, clicks: 20, cost: 20, orders: 2, sales: 60 }
            : { impressions: 1000, clicks: 10, cost: 10, orders: 1, sales: 30 },
        ),
        ...spDays('102', 100, steady(30, 30, 3, 90)),
        ...spDays('103', 200, steady(20, 20, 2, 60)),
        ...spDays('104', 100, steady(10, 10, 1, 30)),
        ...spDays('105', 100, steady(10, 10, 1, 30)),
        ...spDays('106', 100, (date) =>
          date >= '2025-03-17'
            ? { impressions: 500, clicks: 5, cost: 5, orders: 0, sales: 0 }
            : { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 },
        ),
        ...spDays('107', 100, (date) =>
          date === '2025-02-01'
            ? { impressions: 300, clicks: 10, cost: 4, orders: 0, sales: 0 }
            : { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 },
        ),
        ...spDays('999', 5, steady(5, 5, 0, 0)),
      ],
      [reportKey('spCampaigns', ['campaign', 'campaignPlacement'])]: [
        ...placementRow('102', 'Top of Search on-Amazon', 900, 900, 2700),
        ...placementRow('102', 'Detail Page on-Amazon', 900, 900, 2700),
        ...placementRow('103', 'Top of Search on-Amazon', 600, 600, 2400),
        ...placementRow('103', 'Other on-Amazon', 400, 400, 1000),
        ...placementRow('103', 'Detail Page on-Amazon', 200, 200, 200),
      ],
      [reportKey('spTargeting', ['targeting'])]: [
        ...targetingRow('101', '1011', '5011', 60000, 600, 600, 60, 1800),
        ...targetingRow('102', '1021', '5021', 50000, 1800, 1800, 180, 5400),
        ...targetingRow('103', '1031', '5031', 40, 1, 0.3),
        ...targetingRow('103', '1031', '5032', 20000, 1199, 1199.7, 120, 3600),
        ...targetingRow('104', '1041', '6041', 10000, 600, 600, 60, 1800),
        ...targetingRow('105', '1051', '6051', 10000, 600, 600, 60, 1800),
        ...targetingRow('107', '1071', '5071', 30, 10, 4),
      ],
      [reportKey('spSearchTerm', ['searchTerm'])]: [
        ...termRow('101', '1011', 'garlic press', 'EXACT', 600, 600, 60, 1800),
        ...termRow('102', '1021', 'potato masher', 'EXACT', 1800, 1800, 180, 5400),
        ...termRow('103', '1031', 'cheap garlic tool', 'BROAD', 25, 30),
        ...termRow('103', '1031', 'garlic press', 'BROAD', 8, 8, 1, 30),
        ...termRow('103', '1031', 'already negated', 'BROAD', 30, 40),
        ...termRow('104', '1041', 'silicone spatula', 'TARGETING_EXPRESSION_PREDEFINED', 6, 6, 1, 30),
        ...termRow('105', '1051', 'silicone spatula', 'TARGETING_EXPRESSION_PREDEFINED', 4, 5),
        ...termRow('999', '9991', 'cheap garlic tool', 'BROAD', 50, 80),
      ],
      [reportKey('sbCampaigns', ['campaign'])]: days('2025-01-10', '2025-03-20').map((date) => ({
        date,
        campaignId: '201',
        campaignBudgetAmount: 50,
        impressions: 1000,
        clicks: 10,
        cost: 15,
        purchases: 1,
        sales: 40,
      })),
      [reportKey('sbTargeting', ['targeting'])]: inBothWindows({
        campaignId: '201',
        adGroupId: '2011',
        keywordId: '8011',
        impressions: 60000,
        clicks: 590,
        cost: 870,
        purchases: 58,
        sales: 2320,
      }),
      [reportKey('sbSearchTerm', ['searchTerm'])]: inBothWindows({
        campaignId: '201',
        adGroupId: '2011',
        searchTerm: 'Ugly  Term',
        matchType: 'BROAD',
        impressions: 900,
        clicks: 20,
        cost: 30,
        purchases: 0,
        sales: 0,
      }),
    },
  };
}
