import { describe, expect, it } from 'vitest';
import type { AccountModel } from '../model/account';
import { buildBulkWorkbook, sampleAccount, type BulkLanguage, type SpLayout } from '../testing';
import { readBulkWorkbook } from './read-api';

async function readSample(
  language: BulkLanguage,
  spLayout: SpLayout,
  idsAs: 'text' | 'number' = 'text',
  strings: 'inline' | 'shared' = 'inline',
) {
  return readBulkWorkbook(await buildBulkWorkbook(sampleAccount({ language, spLayout, idsAs, strings })));
}

function expectSampleModel(model: AccountModel, layout: SpLayout): void {
  const [manual, auto] = model.sponsoredProducts.campaigns;
  expect(model.sponsoredProducts.campaigns).toHaveLength(2);
  expect(manual).toMatchObject({
    id: '347066231335202',
    name: 'Dog bed - manual',
    portfolioId: '90000000000001',
    state: 'enabled',
    targetingType: 'manual',
    dailyBudget: 25,
    startDate: '20260109',
    biddingStrategy: 'upAndDown',
  });
  expect(manual?.biddingAdjustments.map((a) => [a.placement, a.percentage])).toEqual([
    ['top', 50],
    ['productPage', 0],
    ['restOfSearch', 10],
    ['amazonBusiness', 0],
  ]);
  const group = manual?.adGroups[0];
  expect(group).toMatchObject({
    id: '123456789012345',
    campaignId: '347066231335202',
    name: 'Exact keywords',
    state: 'enabled',
    defaultBid: 0.9,
  });
  expect(group?.productAds.map((ad) => [ad.id, ad.sku, ad.asin ?? null, ad.state])).toEqual([
    ['200000000000001', 'DB-L-GREY', layout === 'template31' ? null : 'B0ABCDEF12', 'enabled'],
    ['200000000000002', 'DB-M-GREY', layout === 'template31' ? null : 'B0ABCDEF34', 'paused'],
  ]);
  expect(group?.keywords.map((k) => [k.id, k.text, k.matchType, k.state, k.bid])).toEqual([
    ['300000000000001', 'orthopedic dog bed', 'exact', 'enabled', 1.25],
    ['300000000000002', 'dog bed large', 'phrase', 'paused', 0.8],
    ['300000000000003', 'washable dog bed', 'broad', 'enabled', undefined],
  ]);
  expect(group?.productTargets.map((t) => [t.id, t.expression, t.bid])).toEqual([
    ['400000000000001', 'asin="B0ZZZZZZZ1"', 0.6],
  ]);
  expect(group?.negativeKeywords.map((n) => [n.text, n.matchType])).toEqual([['cat bed', 'negativePhrase']]);
  expect(group?.negativeProductTargets.map((n) => n.expression)).toEqual(['asin="B0NEGATIVE1"']);
  expect(manual?.campaignNegativeKeywords.map((n) => [n.id, n.text, n.matchType])).toEqual([
    ['300000000000010', 'free', 'negativeExact'],
  ]);
  expect(auto).toMatchObject({ id: '347066231335999', state: 'paused', targetingType: 'auto' });
  expect(auto?.adGroups[0]?.productTargets.map((t) => t.expression)).toEqual([
    'close-match',
    'loose-match',
    'substitutes',
    'complements',
  ]);
}

describe('readBulkWorkbook: the account model from every tab', () => {
  const cases: Array<[BulkLanguage, SpLayout]> = [
    ['en', 'export52'],
    ['en', 'export46'],
    ['en', 'template31'],
    ['zh', 'export52'],
    ['zh', 'export46'],
    ['zh', 'template31'],
    ['ja', 'export52'],
    ['ja', 'export46'],
  ];
  it.each(cases)('reads campaigns, ad groups and every SP entity (%s, %s)', async (language, layout) => {
    expectSampleModel(await readSample(language, layout), layout);
  });

  it('reads numeric ID cells as exact text, with shared strings', async () => {
    const model = await readSample('en', 'export52', 'number', 'shared');
    expectSampleModel(model, 'export52');
    expect(model.problems.filter((p) => !p.message.en.includes('both Sponsored Brands tabs'))).toEqual([]);
  });

  it('keeps per-entity metrics as raw counts and ignores the ratio columns', async () => {
    const model = await readSample('en', 'export52');
    const manual = model.sponsoredProducts.campaigns[0];
    expect(manual?.metrics).toEqual({
      impressions: 12000,
      clicks: 150,
      spend: 120.5,
      sales: 480,
      orders: 12,
      units: 13,
    });
    expect(manual?.biddingAdjustments[0]?.metrics).toEqual({
      impressions: 3000,
      clicks: 60,
      spend: 60,
      sales: 300,
      orders: 7,
      units: 7,
    });
    expect(manual?.adGroups[0]?.keywords[0]?.metrics).toEqual({
      impressions: 5000,
      clicks: 80,
      spend: 70,
      sales: 300,
      orders: 8,
      units: 8,
    });
  });

  it('reads product ad eligibility', async () => {
    const model = await readSample('zh', 'export52');
    const ads = model.sponsoredProducts.campaigns.flatMap((c) => c.adGroups.flatMap((g) => g.productAds));
    expect(ads.map((ad) => ad.eligibility)).toEqual(['eligible', 'eligible', 'ineligible']);
  });

  it.each(['en', 'zh', 'ja'] as const)(
    'reads SB multi-ad-group campaigns with video ads, de-duplicating the legacy tab (%s)',
    async (language) => {
      const model = await readSample(language, 'export52');
      const [sbv, legacy] = model.sponsoredBrands.campaigns;
      expect(model.sponsoredBrands.campaigns).toHaveLength(2);
      expect(sbv).toMatchObject({
        id: '500000000000001',
        name: 'SBV - dog bed',
        tab: 'multiAdGroup',
        budgetType: 'daily',
        budget: 30,
        bidOptimization: false,
        brandEntityId: 'ENTITY2XYZ',
      });
      expect(sbv?.placementAdjustments.map((p) => [p.placement, p.percentage])).toEqual([
        ['home', 20],
        ['detailPage', -30],
        ['other', 0],
      ]);
      const group = sbv?.adGroups[0];
      expect(group?.ads[0]).toMatchObject({
        id: '500000000000003',
        format: 'video',
        name: 'Video ad 1',
        landingPageType: 'detailPage',
        landingPageUrl: 'https://www.amazon.com/dp/B0ABCDEF12',
        creativeAsins: ['B0ABCDEF12'],
        videoAssetIds: ['amzn1.assetlibrary.asset1.0123456789abcdef0123456789abcdef:version_v1'],
      });
      expect(group?.keywords.map((k) => [k.text, k.matchType, k.bid])).toEqual([['dog bed', 'broad', 1.5]]);
      expect(group?.productTargets.map((t) => t.expression)).toEqual(['category="5524098011" price<50']);
      expect(group?.negativeKeywords.map((n) => n.matchType)).toEqual(['negativeExact']);
      expect(legacy).toMatchObject({ id: '600000000000001', tab: 'legacy', name: 'Legacy SB' });
      expect(legacy?.adGroups[0]?.ads[0]).toMatchObject({
        format: 'productCollection',
        creativeAsins: ['B0ABCDEF12', 'B0ABCDEF34'],
      });
      expect(legacy?.adGroups[0]?.keywords.map((k) => k.text)).toEqual(['pet bed']);
      expect(model.problems.some((p) => p.message.en.includes('both Sponsored Brands tabs'))).toBe(true);
    },
  );

  it.each(['en', 'zh', 'ja'] as const)(
    'reads and links search terms, portfolios and brand assets (%s)',
    async (language) => {
      const model = await readSample(language, 'export52');
      const [keywordTerm, autoTerm] = model.searchTerms.sponsoredProducts;
      expect(keywordTerm).toMatchObject({
        product: 'sponsoredProducts',
        searchTerm: 'orthopedic dog bed',
        campaignId: '347066231335202',
        keywordId: '300000000000001',
        keywordText: 'orthopedic dog bed',
        matchType: 'exact',
      });
      expect(keywordTerm?.metrics).toEqual({
        impressions: 700,
        clicks: 20,
        spend: 18,
        sales: 110,
        orders: 3,
        units: 3,
      });
      expect(autoTerm).toMatchObject({
        searchTerm: 'b0competitor',
        targetId: '400000000000100',
        targetingExpression: 'close-match',
      });
      expect(model.searchTerms.sponsoredBrands[0]).toMatchObject({
        product: 'sponsoredBrands',
        keywordId: '500000000000004',
        searchTerm: 'dog bed for large dogs',
      });
      expect(model.portfolios).toEqual([
        {
          id: '90000000000001',
          name: 'Dog beds',
          state: 'enabled',
          source: expect.objectContaining({ row: 2 }),
        },
      ]);
      expect(model.brandAssets.map((a) => [a.assetType, a.brandEntityId])).toEqual([
        ['video', 'ENTITY2XYZ'],
        ['logo', 'ENTITY2XYZ'],
      ]);
    },
  );

  it('links search terms without IDs by campaign, ad group, keyword text and match type', async () => {
    const spec = sampleAccount();
    const terms = spec.spSearchTerms?.map((t) => ({
      ...t,
      keywordId: undefined,
      productTargetingId: undefined,
      campaignId: '',
      adGroupId: '',
    }));
    const model = await readBulkWorkbook(await buildBulkWorkbook({ ...spec, spSearchTerms: terms }));
    expect(model.searchTerms.sponsoredProducts.map((t) => [t.keywordId, t.targetId, t.campaignId])).toEqual([
      ['300000000000001', undefined, '347066231335202'],
      [undefined, '400000000000100', '347066231335999'],
    ]);
  });

  it('lists the sheets and records where each entity came from', async () => {
    const model = await readSample('en', 'export52');
    expect(model.sheets).toEqual([
      'Portfolios',
      'Sponsored Products Campaigns',
      'Sponsored Brands Campaigns',
      'SB Multi Ad Group Campaigns',
      'SP Search Term Report',
      'SB Search Term Report',
      'Brand assets data',
    ]);
    expect(model.sponsoredProducts.campaigns[0]?.source).toEqual({
      sheet: 'Sponsored Products Campaigns',
      row: 2,
    });
    expect(model.sponsoredProducts.campaigns[0]?.adGroups[0]?.keywords[0]?.source.row).toBeGreaterThan(2);
  });

  it('tolerates unknown extra columns, hidden sheets and rows in any order', async () => {
    const spec = sampleAccount({
      extraColumns: ['Sites', '站点', 'Off-Amazon ad serving'],
      extraSheets: [{ name: 'Config', rows: [['Entity'], ['Campaign']], state: 'veryHidden' }],
    });
    const bytes = await buildBulkWorkbook(spec);
    expectSampleModel(await readBulkWorkbook(bytes), 'export52');
    const reversed = await buildBulkWorkbook({
      tabs: ['sponsoredProducts'],
      extraRows: {
        sponsoredProducts: [
          {
            product: 'Sponsored Products',
            entity: 'Keyword',
            campaignId: 'C1',
            adGroupId: 'G1',
            keywordId: 'K1',
            keywordText: 'late parent',
            matchType: 'Exact',
            state: 'enabled',
          },
          {
            product: 'Sponsored Products',
            entity: 'Ad Group',
            campaignId: 'C1',
            adGroupId: 'G1',
            adGroupName: 'G',
            state: 'enabled',
          },
          {
            product: 'Sponsored Products',
            entity: 'Campaign',
            campaignId: 'C1',
            campaignName: 'C',
            state: 'enabled',
            targetingType: 'Manual',
          },
          {
            product: 'Sponsored Products',
            entity: 'Keyword',
            campaignId: 'C1',
            adGroupId: 'G1',
            keywordId: 'K2',
            keywordText: 'after its parent',
            matchType: 'Exact',
            state: 'enabled',
          },
        ],
      },
    });
    const model = await readBulkWorkbook(reversed);
    // A child read before its ad group's row and one read after it keep the file's order.
    expect(model.sponsoredProducts.campaigns[0]?.adGroups[0]?.keywords.map((k) => k.text)).toEqual([
      'late parent',
      'after its parent',
    ]);
  });

  it('reads template (API-style) spellings and percent text', async () => {
    const bytes = await buildBulkWorkbook({
      spLayout: 'template31',
      tabs: ['sponsoredProducts'],
      extraRows: {
        sponsoredProducts: [
          {
            product: 'Sponsored Products',
            entity: 'Campaign',
            operation: 'Create',
            campaignId: 'Spring',
            campaignName: 'Spring',
            state: 'enabled',
            targetingType: 'AUTO',
            dailyBudget: '$1,234.50',
            biddingStrategy: 'autoForSales',
            startDate: '2026-03-01',
          },
          {
            product: 'Sponsored Products',
            entity: 'bidding adjustment',
            campaignId: 'Spring',
            placement: 'placementTop',
            percentage: '35%',
          },
          {
            product: 'Sponsored Products',
            entity: 'ad group',
            campaignId: 'Spring',
            adGroupId: 'AG',
            adGroupName: 'AG',
            state: 'ENABLED',
            adGroupDefaultBid: '0.75',
          },
          {
            product: 'Sponsored Products',
            entity: 'keyword',
            campaignId: 'Spring',
            adGroupId: 'AG',
            keywordText: 'x',
            matchType: 'exact',
            state: 'paused',
          },
          {
            product: 'Sponsored Products',
            entity: 'negative keyword',
            campaignId: 'Spring',
            adGroupId: 'AG',
            keywordText: 'y',
            matchType: 'negativeExact',
            state: 'enabled',
          },
        ],
      },
    });
    const campaign = (await readBulkWorkbook(bytes)).sponsoredProducts.campaigns[0];
    expect(campaign).toMatchObject({
      id: 'Spring',
      targetingType: 'auto',
      dailyBudget: 1234.5,
      biddingStrategy: 'upAndDown',
      startDate: '20260301',
    });
    expect(campaign?.biddingAdjustments[0]).toMatchObject({ placement: 'top', percentage: 35 });
    expect(campaign?.adGroups[0]?.keywords[0]).toMatchObject({
      text: 'x',
      matchType: 'exact',
      state: 'paused',
    });
    expect(campaign?.adGroups[0]?.negativeKeywords[0]).toMatchObject({
      text: 'y',
      matchType: 'negativeExact',
    });
  });

  it('reports a numeric ID beyond 2^53 as a problem instead of trusting it', async () => {
    const bytes = await buildBulkWorkbook({
      tabs: ['sponsoredProducts'],
      extraRows: {
        sponsoredProducts: [
          {
            product: 'Sponsored Products',
            entity: 'Campaign',
            campaignId: Number('12345678901234567890'),
            campaignName: 'Big',
            state: 'enabled',
          },
        ],
      },
    });
    const model = await readBulkWorkbook(bytes);
    expect(model.sponsoredProducts.campaigns[0]?.id).toBe('12345678901234567000');
    expect(model.problems[0]?.message.en).toMatch(/beyond 2\^53/);
    expect(model.problems[0]?.location).toMatchObject({
      sheet: 'Sponsored Products Campaigns',
      row: 2,
      column: 'Campaign ID',
    });
  });

  it('takes the cached value of formula cells and treats a formula without one as empty', async () => {
    const bytes = await buildBulkWorkbook({
      tabs: ['sponsoredProducts'],
      extraRows: {
        sponsoredProducts: [
          {
            product: 'Sponsored Products',
            entity: 'Campaign',
            campaignId: 'F1',
            campaignName: { formula: 'CONCAT("Form","ula")', result: 'Formula' },
            state: 'enabled',
            dailyBudget: { formula: '10*2', result: 20 },
            spend: { formula: 'A1+1' },
          },
        ],
      },
    });
    const campaign = (await readBulkWorkbook(bytes)).sponsoredProducts.campaigns[0];
    expect(campaign).toMatchObject({ name: 'Formula', dailyBudget: 20 });
    expect(campaign?.metrics.spend).toBe(0);
  });

  it('reads an account without SP campaigns (header only)', async () => {
    const model = await readBulkWorkbook(await buildBulkWorkbook({}));
    expect(model.sponsoredProducts.campaigns).toEqual([]);
    expect(model.sheets).toEqual(['Sponsored Products Campaigns']);
  });
});
