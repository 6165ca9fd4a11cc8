import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketplaceInfo, type Marketplace, type MoneyRange } from '@adplan/contracts';
import type { BulkRow, SbBulkRow, SpBulkRow } from '../model/bulk-row';
import type { AdGroupId, Asin, CampaignId, Sku } from '../model/ids';
import type { Plan } from '../model/plan';
import { validateBulkRows } from '../validate/bulk-row-validator';
import { FIXTURE_TODAY, fixturePlanRow } from '../testing/plan-fixtures';
import { makeTemporaryId } from './temporary-ids';
import { placePlanRows, writePlanWorkbook } from './write-api';
import { writtenBulkRow } from './written-values';
import { readBulkRows } from '../read/read-api';

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const phrase = (maxWords: number) =>
  fc.array(word, { minLength: 1, maxLength: maxWords }).map((w) => w.join(' '));
const asinText = fc.stringMatching(/^B0[0-9A-Z]{8}$/);

/** Money inside `range` at the marketplace precision, kept low so shrinking stays fast. */
const moneyIn = (marketplace: Marketplace, range: MoneyRange, cap: number) => {
  const factor = marketplaceInfo(marketplace).decimals === 0 ? 1 : 100;
  const high = Math.min(range.max, Math.max(range.min, cap));
  return fc
    .integer({ min: Math.round(range.min * factor), max: Math.round(high * factor) })
    .map((n) => n / factor);
};

interface Shape {
  marketplace: Marketplace;
  sp: Array<{
    auto: boolean;
    budget: number;
    placements: number[];
    groups: GroupShape[];
    negatives: string[];
  }>;
  sb: Array<{
    optimize: boolean;
    lifetime: boolean;
    budget: number;
    home: number;
    bid: number;
    keywords: string[];
    asin: string;
  }>;
}

interface GroupShape {
  bid: number;
  skus: string[];
  keywords: Array<{ text: string; match: 'exact' | 'phrase' | 'broad'; bid: number }>;
  asins: string[];
  negatives: string[];
}

const groupShape = (m: Marketplace) =>
  fc.record({
    bid: moneyIn(m, marketplaceInfo(m).spBid, 20 * (m === 'JP' ? 100 : 1)),
    skus: fc.uniqueArray(fc.stringMatching(/^[A-Z0-9_]{3,12}$/), { minLength: 1, maxLength: 2 }),
    keywords: fc.uniqueArray(
      fc.record({
        text: phrase(5),
        match: fc.constantFrom('exact', 'phrase', 'broad'),
        bid: moneyIn(m, marketplaceInfo(m).spBid, 5),
      }),
      { maxLength: 5, selector: (k) => `${k.text}|${k.match}` },
    ),
    asins: fc.uniqueArray(asinText, { maxLength: 3 }),
    negatives: fc.uniqueArray(phrase(4), { maxLength: 2 }),
  });

const shapeArbitrary: fc.Arbitrary<Shape> = fc
  .constantFrom<Marketplace>('US', 'UK', 'CA', 'JP')
  .chain((m) => {
    const info = marketplaceInfo(m);
    return fc.record({
      marketplace: fc.constant(m),
      sp: fc.array(
        fc.record({
          auto: fc.boolean(),
          budget: moneyIn(m, info.spDailyBudget, info.spDailyBudget.min * 500),
          placements: fc.array(fc.integer({ min: 0, max: 900 }), { maxLength: 4 }),
          groups: fc.array(groupShape(m), { minLength: 1, maxLength: 3 }),
          negatives: fc.uniqueArray(phrase(3), { maxLength: 2 }),
        }),
        { maxLength: 3 },
      ),
      sb: fc.array(
        fc.record({
          optimize: fc.boolean(),
          lifetime: fc.boolean(),
          budget: moneyIn(m, info.sbLifetimeBudget, info.sbLifetimeBudget.min * 10),
          home: fc.integer({ min: -99, max: 900 }),
          bid: moneyIn(m, info.sbVideoBid, info.sbVideoBid.min * 10),
          keywords: fc.uniqueArray(phrase(4), { minLength: 1, maxLength: 3 }),
          asin: asinText,
        }),
        { maxLength: 2 },
      ),
    });
  });

const PLACEMENTS = ['top', 'productPage', 'restOfSearch', 'amazonBusiness'] as const;
const AUTO_GROUPS = ['close-match', 'loose-match', 'substitutes', 'complements'];

/** Rows of one ad group of an SP campaign. */
function spGroupRows(
  campaignId: CampaignId,
  auto: boolean,
  group: GroupShape,
  index: number,
  taken: Set<string>,
): SpBulkRow[] {
  const adGroupId = makeTemporaryId('adGroup', `Group ${index}`, taken) as AdGroupId;
  const base = {
    product: 'sponsoredProducts',
    operation: 'create',
    campaignId,
    adGroupId,
    state: 'enabled',
  } as const;
  const targets: SpBulkRow[] = auto
    ? AUTO_GROUPS.slice(0, group.asins.length + 1).map((expression) => ({
        ...base,
        entity: 'productTargeting',
        productTargetingExpression: expression,
        bid: group.bid,
      }))
    : [
        ...group.keywords.map((k): SpBulkRow => ({
          ...base,
          entity: 'keyword',
          keywordText: k.text,
          matchType: k.match,
          bid: k.bid,
        })),
        ...group.asins.map((asin): SpBulkRow => ({
          ...base,
          entity: 'productTargeting',
          productTargetingExpression: `asin="${asin}"`,
          bid: group.bid,
        })),
      ];
  return [
    { ...base, entity: 'adGroup', adGroupName: `Group ${index}`, adGroupDefaultBid: group.bid },
    ...group.skus.map((sku): SpBulkRow => ({ ...base, entity: 'productAd', sku: sku as Sku })),
    ...targets,
    ...group.negatives.map((text): SpBulkRow => ({
      ...base,
      entity: 'negativeKeyword',
      keywordText: text,
      matchType: 'negativeExact',
    })),
  ];
}

/** Rows of all SP campaigns of the shape. */
function spRows(shape: Shape, taken: Set<string>): SpBulkRow[] {
  return shape.sp.flatMap((campaign, c) => {
    const name = `SP campaign ${c}`;
    const campaignId = makeTemporaryId('campaign', name, taken) as CampaignId;
    const base = { product: 'sponsoredProducts', operation: 'create', campaignId } as const;
    return [
      {
        ...base,
        entity: 'campaign',
        campaignName: name,
        dailyBudget: campaign.budget,
        targetingType: campaign.auto ? 'auto' : 'manual',
        state: 'enabled',
        startDate: FIXTURE_TODAY,
        biddingStrategy: 'downOnly',
      },
      ...campaign.placements.map((percentage, p): SpBulkRow => ({
        ...base,
        entity: 'biddingAdjustment',
        placement: PLACEMENTS[p]!,
        percentage,
        biddingStrategy: 'downOnly',
      })),
      ...campaign.groups.flatMap((group, g) =>
        spGroupRows(campaignId, campaign.auto, group, c * 10 + g, taken),
      ),
      ...campaign.negatives.map((text): SpBulkRow => ({
        ...base,
        entity: 'campaignNegativeKeyword',
        state: 'enabled',
        keywordText: text,
        matchType: 'negativePhrase',
      })),
    ] satisfies SpBulkRow[];
  });
}

/** Rows of all SB video campaigns of the shape. */
function sbRows(shape: Shape, taken: Set<string>): SbBulkRow[] {
  const info = marketplaceInfo(shape.marketplace);
  return shape.sb.flatMap((campaign, c) => {
    const name = `SB video ${c}`;
    const campaignId = makeTemporaryId('campaign', name, taken) as CampaignId;
    const adGroupId = makeTemporaryId('adGroup', `${name} group`, taken) as AdGroupId;
    const base = { product: 'sponsoredBrands', operation: 'create', campaignId } as const;
    const inGroup = { ...base, adGroupId, state: 'enabled' } as const;
    const budget = campaign.lifetime ? campaign.budget : Math.min(campaign.budget, info.sbDailyBudget.max);
    return [
      {
        ...base,
        entity: 'campaign',
        campaignName: name,
        state: 'enabled',
        budgetType: campaign.lifetime ? 'lifetime' : 'daily',
        budget,
        bidOptimization: campaign.optimize,
        startDate: FIXTURE_TODAY,
      },
      ...(campaign.optimize
        ? []
        : [
            {
              ...base,
              entity: 'biddingAdjustmentByPlacement',
              placement: 'home',
              percentage: campaign.home,
            } as SbBulkRow,
          ]),
      { ...inGroup, entity: 'adGroup', adGroupName: `${name} group` },
      {
        ...inGroup,
        entity: 'videoAd',
        adName: `${name} ad`,
        landingPageUrl: `https://${info.storeHost}/dp/${campaign.asin}`,
        landingPageType: 'detailPage',
        creativeAsins: [campaign.asin as Asin],
        videoAssetIds: ['amzn1.assetlibrary.asset1.0123456789abcdef0123456789abcdef:version_v1'],
      },
      ...campaign.keywords.map((text): SbBulkRow => ({
        ...inGroup,
        entity: 'keyword',
        keywordText: text,
        matchType: 'broad',
        bid: campaign.bid,
      })),
    ] satisfies SbBulkRow[];
  });
}

/** A plan built from a random shape. */
function planOfShape(shape: Shape): Plan {
  const taken = new Set<string>();
  const rows: BulkRow[] = [...spRows(shape, taken), ...sbRows(shape, taken)];
  return {
    flow: 'keyword-cold-start',
    marketplace: shape.marketplace,
    rows: rows.map((row) => fixturePlanRow(row, 'createKeyword')),
    summary: { changeCounts: {}, bidChanges: [], notes: [] },
    warnings: [],
  };
}

describe('generated plans', () => {
  it('every plan within Amazon limits passes the validator', () => {
    fc.assert(
      fc.property(shapeArbitrary, (shape) => {
        const plan = planOfShape(shape);
        const violations = validateBulkRows(
          plan.rows.map((r) => r.row),
          { marketplace: plan.marketplace, today: FIXTURE_TODAY },
        );
        expect(violations).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('every such plan writes a workbook that reads back identically and validates clean', async () => {
    await fc.assert(
      fc.asyncProperty(shapeArbitrary, async (shape) => {
        const plan = planOfShape(shape);
        const read = await readBulkRows(await writePlanWorkbook(plan));
        const written = placePlanRows(plan.rows).map((placed) =>
          writtenBulkRow(placed.planRow.row, plan.marketplace),
        );
        expect(read.rows.map((item) => item.row)).toEqual(written);
        expect(read.rows.every((item) => Object.keys(item.unparsed).length === 0)).toBe(true);
        expect(validateBulkRows(read.rows, { marketplace: plan.marketplace, today: FIXTURE_TODAY })).toEqual(
          [],
        );
      }),
      { numRuns: 25 },
    );
  });
});
