// Amazon's own documented example uploads (bulksheets 2.0 docs: "How to create Sponsored Products campaigns",
// "How to update Sponsored Products campaigns", "Sponsored Brands multi-ad group campaign examples") must pass
// the validator clean, exactly as the docs spell them (mixed-case entities, `Enabled`, `placement top`,
// archive rows with only the entity's own ID). Each is checked on a day when its dates were not yet past.
import { describe, expect, it } from 'vitest';
import { buildBulkWorkbook } from '../testing';
import type { BulkTab } from '../testing/bulk-workbook-spec';
import { validateWorkbook } from './validate-api';

type Cells = Record<string, string | number | null>;

const SP = 'Sponsored Products';
const SB = 'Sponsored Brands';

const violations = async (tab: BulkTab, rows: Cells[], now: string) => {
  const bytes = await buildBulkWorkbook({ tabs: [tab], extraRows: { [tab]: rows } });
  return (await validateWorkbook(bytes, { marketplace: 'US', now: new Date(now) })).map(
    (v) => `${v.row} ${v.column} ${v.rule}`,
  );
};

/** "Create auto targeting campaign", step 5: the four auto groups, two of them paused without a bid. */
const autoCreate: Cells[] = [
  {
    product: SP,
    entity: 'Campaign',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    campaignName: 'Spring toys 2024',
    startDate: '20240401',
    targetingType: 'Auto',
    state: 'Enabled',
    dailyBudget: 100,
    biddingStrategy: 'Fixed bid',
  },
  {
    product: SP,
    entity: 'bidding adjustment',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    biddingStrategy: 'Fixed bid',
    placement: 'placement top',
    percentage: 35,
  },
  {
    product: SP,
    entity: 'Ad group',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    adGroupId: 'Outdoors',
    adGroupName: 'Outdoors',
    state: 'Enabled',
    adGroupDefaultBid: 0.75,
  },
  {
    product: SP,
    entity: 'Product ad',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    adGroupId: 'Outdoors',
    state: 'Enabled',
    sku: 'BR549',
  },
  ...(
    [
      ['close-match', 'Enabled', 0.5],
      ['loose-match', 'Enabled', 1],
      ['substitutes', 'Paused', null],
      ['complements', 'Paused', null],
    ] as const
  ).map(([expression, state, bid]) => ({
    product: SP,
    entity: 'Product targeting',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    adGroupId: 'Outdoors',
    state,
    bid,
    productTargetingExpression: expression,
  })),
];

/** "Create manual targeting campaign", steps 1-4a and 4b (keyword and category targets). */
const manualCreate = (targets: Cells[]): Cells[] => [
  {
    product: SP,
    entity: 'Campaign',
    operation: 'Create',
    campaignId: 'Manual SP Shoes',
    campaignName: 'Manual SP Shoes',
    startDate: '20240401',
    targetingType: 'Manual',
    state: 'Enabled',
    dailyBudget: 100,
    biddingStrategy: 'Fixed bid',
  },
  {
    product: SP,
    entity: 'Ad group',
    operation: 'Create',
    campaignId: 'Manual SP Shoes',
    adGroupId: 'Running',
    adGroupName: 'Running',
    state: 'Enabled',
    adGroupDefaultBid: 0.75,
  },
  {
    product: SP,
    entity: 'Product ad',
    operation: 'Create',
    campaignId: 'Manual SP Shoes',
    adGroupId: 'Running',
    state: 'Enabled',
    sku: 'BR549',
  },
  ...targets.map((cells) => ({
    product: SP,
    operation: 'Create',
    campaignId: 'Manual SP Shoes',
    adGroupId: 'Running',
    state: 'Enabled',
    ...cells,
  })),
];

const keywordTargets: Cells[] = (
  [
    ['shoes', 'exact'],
    ['running shoes', 'phrase'],
    ["women's shoes", 'broad'],
  ] as const
).map(([keywordText, matchType]) => ({ entity: 'Keyword', bid: 1, keywordText, matchType }));

/** "Update campaigns and ad groups within the same bulksheets file", plus the single-entity archive rows. */
const update: Cells[] = [
  {
    product: SP,
    entity: 'Campaign',
    operation: 'Update',
    campaignId: '1009384',
    campaignName: 'NEW campaign name',
    state: 'Enabled',
  },
  {
    product: SP,
    entity: 'Campaign',
    operation: 'Update',
    campaignId: '9283347',
    endDate: '20220331',
    state: 'Enabled',
    dailyBudget: 200,
    biddingStrategy: 'Fixed bid',
  },
  { product: SP, entity: 'Campaign', operation: 'Archive', campaignId: '738572948' },
  {
    product: SP,
    entity: 'Ad group',
    operation: 'Update',
    campaignId: '88910384',
    adGroupId: '3920483',
    adGroupName: 'NEW ad group name',
    state: 'Enabled',
    adGroupDefaultBid: 15,
  },
  { product: SP, entity: 'Ad group', operation: 'Archive', campaignId: '9283745', adGroupId: '6827594' },
  {
    product: SP,
    entity: 'Ad group',
    operation: 'Create',
    campaignId: '59385793',
    adGroupId: 'New ad group',
    adGroupName: 'New ad group',
    state: 'Enabled',
    adGroupDefaultBid: 10,
  },
  {
    product: SP,
    entity: 'Keyword',
    operation: 'Update',
    campaignId: '9283745',
    adGroupId: '6827594',
    keywordId: '38572938',
    state: 'Paused',
  },
  {
    product: SP,
    entity: 'Keyword',
    operation: 'Archive',
    campaignId: '9283745',
    adGroupId: '6827594',
    keywordId: '7957362',
  },
  // "Archive an ad group" / "Archive a keyword": only the entity's own ID.
  { product: SP, entity: 'Ad group', operation: 'Archive', adGroupId: '6827595' },
  { product: SP, entity: 'Keyword', operation: 'Archive', keywordId: '7957363' },
];

/** "Sponsored Brands multi-ad group campaign examples", example 1 (video ad with a keyword). */
const sbVideo: Cells[] = [
  {
    product: SB,
    entity: 'Campaign',
    operation: 'Create',
    campaignId: 'Campaign example 1',
    campaignName: 'Campaign example 1',
    state: 'enabled',
    budgetType: 'Daily',
    budget: 100,
    bidOptimization: 'TRUE',
  },
  {
    product: SB,
    entity: 'Ad group',
    operation: 'Create',
    campaignId: 'Campaign example 1',
    adGroupId: 'Ad group example 1',
    adGroupName: 'Ad group example 1',
    state: 'enabled',
  },
  {
    product: SB,
    entity: 'Video ad',
    operation: 'Create',
    campaignId: 'Campaign example 1',
    adGroupId: 'Ad group example 1',
    adName: 'Video ad name',
    state: 'enabled',
    landingPageUrl: 'https://www.amazon.com/dp/B08CK9FVB9',
    landingPageType: 'Detail Page',
    creativeAsins: 'B08CK9FVB9',
    videoAssetIds: 'amzn1.assetlibrary.asset1.735ec75f93ae1d0704411a3fc2aeff83:version_v1',
  },
  {
    product: SB,
    entity: 'Keyword',
    operation: 'Create',
    campaignId: 'Campaign example 1',
    adGroupId: 'Ad group example 1',
    state: 'enabled',
    bid: 1.47,
    keywordText: 'dogs collars for large dogs',
    matchType: 'Phrase',
  },
];

describe("Amazon's documented example uploads", () => {
  it('pass clean: SP auto campaign with bids per auto group', async () => {
    expect(await violations('sponsoredProducts', autoCreate, '2024-03-25T12:00:00Z')).toEqual([]);
  });

  it('pass clean: SP manual campaign with keywords, and with a category target', async () => {
    expect(
      await violations('sponsoredProducts', manualCreate(keywordTargets), '2024-03-25T12:00:00Z'),
    ).toEqual([]);
    const category = [
      { entity: 'Product targeting', productTargetingExpression: 'category="20394" price<19.99' },
    ];
    expect(await violations('sponsoredProducts', manualCreate(category), '2024-03-25T12:00:00Z')).toEqual([]);
  });

  it('pass clean: SP updates, archives with only the own ID, and an unchanged past end date', async () => {
    expect(await violations('sponsoredProducts', update, '2022-03-01T12:00:00Z')).toEqual([]);
    // The same file uploaded after the end date: the Update row keeps it, which is no error.
    expect(await violations('sponsoredProducts', update, '2026-03-01T12:00:00Z')).toEqual([]);
  });

  it('pass clean: SB multi-ad-group video campaign', async () => {
    expect(await violations('sbMultiAdGroup', sbVideo, '2024-03-25T12:00:00Z')).toEqual([]);
  });

  it('pass clean with a blank Start Date (the campaign then starts today)', async () => {
    const blankStart = autoCreate.map((row, i) => (i === 0 ? { ...row, startDate: null } : row));
    expect(await violations('sponsoredProducts', blankStart, '2024-03-25T12:00:00Z')).toEqual([]);
  });

  it('still flags what the error catalogue lists in those examples', async () => {
    // A child whose temporary Campaign ID differs only in case ("must match exactly").
    const typo = manualCreate(keywordTargets).map((row, i) =>
      i === 3 ? { ...row, campaignId: 'Manual SP shoes' } : row,
    );
    expect(await violations('sponsoredProducts', typo, '2024-03-25T12:00:00Z')).toContain(
      '5 Campaign ID parent-not-found',
    );
    // A keyword Create row without its Match Type ("Missing value for column: Match Type").
    const noMatch = manualCreate([{ entity: 'Keyword', keywordText: 'example keyword' }]);
    expect(await violations('sponsoredProducts', noMatch, '2024-03-25T12:00:00Z')).toContain(
      '5 Match Type required-field',
    );
    // A new campaign ending before today, start left blank.
    const ended = autoCreate.map((row, i) =>
      i === 0 ? { ...row, startDate: null, endDate: '20240301' } : row,
    );
    expect(await violations('sponsoredProducts', ended, '2024-03-25T12:00:00Z')).toContain(
      '2 End Date end-date',
    );
  });
});
