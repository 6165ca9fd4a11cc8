// Small hand-made plans for the writer and validator tests: every SP entity, an SB video campaign and an
// update of an existing keyword, deliberately listed children-first so the writer's ordering shows.
import type { Marketplace } from '@adplan/contracts';
import type { SbBulkRow, SpBulkRow, BulkRow } from '../model/bulk-row';
import { adGroupId, campaignId, keywordId, sku } from '../model/ids';
import type { Asin } from '../model/ids';
import type { ChangeType, Plan, PlanRow } from '../model/plan';

const asin = (text: string): Asin => text as Asin;

/** The start date the fixtures use (tests validate with today = this date). */
export const FIXTURE_TODAY = '20260301';

/** Wraps a bulk row as a plan row with a simple explanation. */
export function fixturePlanRow(
  row: BulkRow,
  type: ChangeType,
  extra: Partial<PlanRow['change']> = {},
): PlanRow {
  return {
    row,
    change: { type, ...extra },
    explanation: {
      ruleId: 'TEST-RULE',
      reason: { zh: '测试原因', en: 'Test reason' },
      figures: { clicks: 25, orders: 2 },
      dataWindow: '2026-01-01 – 2026-02-28',
    },
  };
}

const SP_CAMPAIGN = campaignId('C_Shoes-Exact');
const SP_GROUP = adGroupId('AG_Shoes-Exact');

/** SP rows of a new manual campaign with every entity kind. */
export function spManualRows(): SpBulkRow[] {
  const base = { product: 'sponsoredProducts', operation: 'create', campaignId: SP_CAMPAIGN } as const;
  const inGroup = { ...base, adGroupId: SP_GROUP, state: 'enabled' } as const;
  return [
    { ...inGroup, entity: 'keyword', keywordText: 'running shoes', matchType: 'exact', bid: 0.75 },
    {
      ...base,
      entity: 'campaignNegativeKeyword',
      state: 'enabled',
      keywordText: 'cheap',
      matchType: 'negativePhrase',
    },
    { ...inGroup, entity: 'negativeKeyword', keywordText: 'free shoes', matchType: 'negativeExact' },
    { ...inGroup, entity: 'productTargeting', productTargetingExpression: 'asin="B0ABCDEFGH"', bid: 0.5 },
    { ...inGroup, entity: 'negativeProductTargeting', productTargetingExpression: 'asin="B0ZZZZZZZZ"' },
    { ...inGroup, entity: 'productAd', sku: sku('SKU-1') },
    { ...inGroup, entity: 'adGroup', adGroupName: 'Exact', adGroupDefaultBid: 0.75 },
    { ...base, entity: 'biddingAdjustment', placement: 'top', percentage: 35, biddingStrategy: 'downOnly' },
    {
      ...base,
      entity: 'campaign',
      campaignName: 'Shoes - Exact',
      dailyBudget: 25,
      targetingType: 'manual',
      state: 'enabled',
      startDate: FIXTURE_TODAY,
      biddingStrategy: 'downOnly',
    },
  ];
}

/** An update of an existing keyword's bid (real numeric IDs). */
export function spKeywordUpdateRow(): SpBulkRow {
  return {
    product: 'sponsoredProducts',
    entity: 'keyword',
    operation: 'update',
    campaignId: campaignId('123456789012345'),
    adGroupId: adGroupId('223456789012345'),
    keywordId: keywordId('347066231335202'),
    state: 'enabled',
    bid: 1.2,
  };
}

/** SB rows of a new video campaign with a placement adjustment. */
export function sbVideoRows(): SbBulkRow[] {
  const base = {
    product: 'sponsoredBrands',
    operation: 'create',
    campaignId: campaignId('C_Video-Shoes'),
  } as const;
  const inGroup = { ...base, adGroupId: adGroupId('AG_Video'), state: 'enabled' } as const;
  return [
    {
      ...base,
      entity: 'campaign',
      campaignName: 'Video - Shoes',
      state: 'enabled',
      budgetType: 'daily',
      budget: 30,
      bidOptimization: false,
      startDate: FIXTURE_TODAY,
    },
    { ...base, entity: 'biddingAdjustmentByPlacement', placement: 'home', percentage: -20 },
    { ...inGroup, entity: 'adGroup', adGroupName: 'Video group' },
    {
      ...inGroup,
      entity: 'videoAd',
      adName: 'Video ad',
      landingPageUrl: 'https://www.amazon.com/dp/B0ABCDEFGH',
      landingPageType: 'detailPage',
      creativeAsins: [asin('B0ABCDEFGH')],
      videoAssetIds: ['amzn1.assetlibrary.asset1.0123456789abcdef0123456789abcdef:version_v1'],
    },
    { ...inGroup, entity: 'keyword', keywordText: 'trail shoes', matchType: 'broad', bid: 1.5 },
  ];
}

/** A plan holding all fixture rows. */
export function fixturePlan(marketplace: Marketplace = 'US'): Plan {
  const rows: PlanRow[] = [
    ...spManualRows().map((row) =>
      fixturePlanRow(row, row.entity === 'campaign' ? 'createCampaign' : 'createKeyword'),
    ),
    fixturePlanRow(spKeywordUpdateRow(), 'bidIncrease', { bidBefore: 1, bidAfter: 1.2 }),
    ...sbVideoRows().map((row) => fixturePlanRow(row, 'createAd')),
  ];
  return {
    flow: 'keyword-cold-start',
    marketplace,
    rows,
    summary: { changeCounts: {}, bidChanges: [], notes: [] },
    warnings: [],
  };
}
