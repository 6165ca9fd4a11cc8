// Small hand-written accounts that cover every tab and entity, for tests here and in other packages.
import type { BulkWorkbookSpec } from './bulk-workbook-spec';

/** An account with one manual and one auto SP campaign, an SB video campaign, a legacy SB campaign, search terms, portfolios and brand assets. */
export function sampleAccount(overrides: Partial<BulkWorkbookSpec> = {}): BulkWorkbookSpec {
  return {
    portfolios: [{ id: '90000000000001', name: 'Dog beds', budgetAmount: 500 }],
    sponsoredProducts: [
      {
        id: '347066231335202',
        name: 'Dog bed - manual',
        portfolioId: '90000000000001',
        dailyBudget: 25,
        biddingStrategy: 'upAndDown',
        startDate: '20260109',
        metrics: { impressions: 12000, clicks: 150, spend: 120.5, sales: 480, orders: 12, units: 13 },
        biddingAdjustments: [
          {
            placement: 'top',
            percentage: 50,
            metrics: { impressions: 3000, clicks: 60, spend: 60, sales: 300, orders: 7, units: 7 },
          },
          {
            placement: 'productPage',
            percentage: 0,
            metrics: { clicks: 40, spend: 30, sales: 80, orders: 2, units: 2 },
          },
          { placement: 'restOfSearch', percentage: 10 },
          { placement: 'amazonBusiness', percentage: 0 },
        ],
        adGroups: [
          {
            id: '123456789012345',
            name: 'Exact keywords',
            defaultBid: 0.9,
            metrics: { clicks: 150, spend: 120.5, sales: 480, orders: 12, units: 13 },
            productAds: [
              {
                id: '200000000000001',
                sku: 'DB-L-GREY',
                asin: 'B0ABCDEF12',
                metrics: { orders: 10, clicks: 100 },
              },
              {
                id: '200000000000002',
                sku: 'DB-M-GREY',
                asin: 'B0ABCDEF34',
                state: 'paused',
                metrics: { orders: 30 },
              },
            ],
            keywords: [
              {
                id: '300000000000001',
                text: 'orthopedic dog bed',
                matchType: 'exact',
                bid: 1.25,
                metrics: { impressions: 5000, clicks: 80, spend: 70, sales: 300, orders: 8, units: 8 },
              },
              {
                id: '300000000000002',
                text: 'dog bed large',
                matchType: 'phrase',
                bid: 0.8,
                state: 'paused',
              },
              { id: '300000000000003', text: 'washable dog bed', matchType: 'broad' },
            ],
            productTargets: [
              {
                id: '400000000000001',
                expression: 'asin="b0zzzzzzz1"',
                bid: 0.6,
                resolvedExpression: 'asin="B0ZZZZZZZ1"',
              },
            ],
            negativeKeywords: [{ id: '300000000000009', text: 'cat bed', matchType: 'negativePhrase' }],
            negativeProductTargets: [{ id: '400000000000009', expression: 'asin="B0NEGATIVE1"' }],
          },
        ],
        campaignNegativeKeywords: [{ id: '300000000000010', text: 'free', matchType: 'negativeExact' }],
      },
      {
        id: '347066231335999',
        name: 'Dog bed - auto',
        targetingType: 'auto',
        state: 'paused',
        adGroups: [
          {
            id: '123456789012999',
            name: 'Auto group',
            productAds: [
              {
                id: '200000000000003',
                sku: 'DB-L-GREY',
                asin: 'B0ABCDEF12',
                eligibility: 'Ineligible',
                reasonForIneligibility: 'Out of stock',
              },
            ],
            productTargets: ['close-match', 'loose-match', 'substitutes', 'complements'].map(
              (expression, i) => ({
                id: `40000000000010${i}`,
                expression,
                bid: 0.5,
                metrics: { clicks: 10 + i, spend: 5, orders: i, sales: i * 25, impressions: 900, units: i },
              }),
            ),
          },
        ],
      },
    ],
    sponsoredBrands: [
      {
        id: '500000000000001',
        name: 'SBV - dog bed',
        budget: 30,
        bidOptimization: false,
        brandEntityId: 'ENTITY2XYZ',
        placementAdjustments: [
          { placement: 'home', percentage: 20 },
          { placement: 'detailPage', percentage: -30 },
          { placement: 'other', percentage: 0 },
        ],
        adGroups: [
          {
            id: '500000000000002',
            name: 'Video group',
            ads: [
              {
                id: '500000000000003',
                format: 'video',
                name: 'Video ad 1',
                landingPageType: 'detailPage',
                landingPageUrl: 'https://www.amazon.com/dp/B0ABCDEF12',
                creativeAsins: ['B0ABCDEF12'],
                videoAssetIds: ['amzn1.assetlibrary.asset1.0123456789abcdef0123456789abcdef:version_v1'],
                metrics: { impressions: 4000, clicks: 40, spend: 50, sales: 100, orders: 3, units: 3 },
              },
            ],
            keywords: [{ id: '500000000000004', text: 'dog bed', matchType: 'broad', bid: 1.5 }],
            productTargets: [{ id: '500000000000005', expression: 'category="5524098011" price<50' }],
            negativeKeywords: [{ id: '500000000000006', text: 'cheap', matchType: 'negativeExact' }],
          },
        ],
      },
    ],
    legacySponsoredBrands: [
      {
        id: '600000000000001',
        name: 'Legacy SB',
        adFormat: 'productCollection',
        creativeAsins: ['B0ABCDEF12', 'B0ABCDEF34'],
        keywords: [{ id: '600000000000002', text: 'pet bed', matchType: 'phrase' }],
      },
      { id: '500000000000001', name: 'SBV - dog bed (legacy copy)' },
    ],
    spSearchTerms: [
      {
        campaignId: '347066231335202',
        adGroupId: '123456789012345',
        campaignName: 'Dog bed - manual',
        adGroupName: 'Exact keywords',
        keywordId: '300000000000001',
        keywordText: 'orthopedic dog bed',
        matchType: 'exact',
        searchTerm: 'orthopedic dog bed',
        metrics: { clicks: 20, orders: 3, spend: 18, sales: 110, impressions: 700, units: 3 },
      },
      {
        campaignId: '347066231335999',
        adGroupId: '123456789012999',
        campaignName: 'Dog bed - auto',
        adGroupName: 'Auto group',
        productTargetingId: '400000000000100',
        productTargetingExpression: 'close-match',
        searchTerm: 'b0competitor',
        metrics: { clicks: 5, spend: 3 },
      },
    ],
    sbSearchTerms: [
      {
        campaignId: '500000000000001',
        adGroupId: '500000000000002',
        campaignName: 'SBV - dog bed',
        adGroupName: 'Video group',
        keywordId: '500000000000004',
        keywordText: 'dog bed',
        matchType: 'broad',
        searchTerm: 'dog bed for large dogs',
        metrics: { clicks: 7, spend: 9 },
      },
    ],
    brandAssets: [
      {
        brandEntityId: 'ENTITY2XYZ',
        brandName: 'Cozy',
        assetId: 'amzn1.assetlibrary.asset1.0123456789abcdef0123456789abcdef:version_v1',
        assetType: 'video',
        name: 'Hero video',
      },
      {
        brandEntityId: 'ENTITY2XYZ',
        brandName: 'Cozy',
        assetId: 'amzn1.assetlibrary.asset1.ffff:version_v1',
        assetType: 'logo',
      },
    ],
    ...overrides,
  };
}
