// The cutting-board seller's account and the usual parameters of the six SP flows, shared by the SP
// flow tests and the generatePlan tests: one manual, one ASIN and one auto campaign with search terms.
import type { BulkWorkbookSpec } from './bulk-workbook-spec';
import { boardAutoCampaign } from './board-fixtures';

export const SP_NOW = new Date('2026-03-10T12:00:00Z');
export const SP_BULK_FILE_NAME = 'bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx';
const ad = (id: string) => ({ id, sku: 'BB-001', asin: 'B0OWNASIN1', metrics: { clicks: 100, orders: 10 } });

/** What matched the reported search terms: a keyword or a target, with its campaign and ad group. */
export const CUTTING_BOARD_KEYWORD = {
  campaignId: '100000000000001',
  adGroupId: '200000000000001',
  campaignName: 'Board manual',
  adGroupName: 'board broad',
  keywordId: '300000000000001',
  keywordText: 'cutting board',
  matchType: 'broad' as const,
};
export const STRONG_COMPETITOR_TARGET = {
  campaignId: '100000000000009',
  adGroupId: '200000000000009',
  campaignName: 'Board ASIN',
  adGroupName: 'competitors',
  productTargetingId: '400000000000001',
  productTargetingExpression: 'asin="B0STRONG01"',
};
export const CLOSE_MATCH_TARGET = {
  campaignId: '100000000000020',
  adGroupId: '200000000000020',
  campaignName: 'Board auto',
  adGroupName: 'auto group',
  productTargetingId: '400000000000021',
  productTargetingExpression: 'close-match',
};

export const SP_ACCOUNT: BulkWorkbookSpec = {
  sponsoredProducts: [
    {
      id: '100000000000001',
      name: 'Board manual',
      targetingType: 'manual',
      dailyBudget: 30,
      biddingStrategy: 'downOnly',
      biddingAdjustments: [
        { placement: 'top', percentage: 0, metrics: { clicks: 150, orders: 20, spend: 120, sales: 600 } },
        { placement: 'productPage', percentage: 0, metrics: { clicks: 30, orders: 1, spend: 20, sales: 30 } },
        {
          placement: 'restOfSearch',
          percentage: 0,
          metrics: { clicks: 150, orders: 8, spend: 110, sales: 240 },
        },
        { placement: 'amazonBusiness', percentage: 0 },
      ],
      adGroups: [
        {
          id: '200000000000001',
          name: 'board broad',
          defaultBid: 1,
          productAds: [ad('600000000000001')],
          keywords: [
            {
              id: '300000000000001',
              text: 'cutting board',
              matchType: 'broad',
              bid: 1,
              metrics: { clicks: 200, orders: 20, spend: 150, sales: 600 },
            },
            {
              id: '300000000000002',
              text: 'wooden board',
              matchType: 'broad',
              bid: 1,
              metrics: { clicks: 60, orders: 0, spend: 45 },
            },
          ],
        },
        {
          id: '200000000000002',
          name: 'board exact',
          defaultBid: 1.2,
          productAds: [ad('600000000000002')],
          keywords: [
            {
              id: '300000000000004',
              text: 'bamboo board',
              matchType: 'exact',
              bid: 1.2,
              metrics: { clicks: 70, orders: 9, spend: 60, sales: 270 },
            },
          ],
        },
      ],
    },
    {
      id: '100000000000009',
      name: 'Board ASIN',
      targetingType: 'manual',
      dailyBudget: 20,
      adGroups: [
        {
          id: '200000000000009',
          name: 'competitors',
          defaultBid: 0.6,
          productAds: [ad('600000000000009')],
          productTargets: [
            {
              id: '400000000000001',
              expression: 'asin="B0STRONG01"',
              bid: 0.6,
              metrics: { clicks: 120, orders: 12, spend: 60, sales: 360 },
            },
            {
              id: '400000000000002',
              expression: 'asin="B0WEAK0001"',
              bid: 0.6,
              metrics: { clicks: 80, orders: 0, spend: 48 },
            },
          ],
        },
      ],
    },
    boardAutoCampaign(ad('600000000000020'), [
      {
        id: '400000000000023',
        expression: 'substitutes',
        bid: 0.7,
        metrics: { clicks: 10, orders: 1, spend: 6 },
      },
      { id: '400000000000024', expression: 'complements', bid: 0.5 },
    ]),
  ],
  spSearchTerms: [
    {
      ...CUTTING_BOARD_KEYWORD,
      searchTerm: 'cutting board large',
      metrics: { clicks: 8, orders: 2, spend: 6, sales: 60 },
    },
    { ...CUTTING_BOARD_KEYWORD, searchTerm: 'glass board', metrics: { clicks: 30, orders: 0, spend: 15 } },
    {
      ...STRONG_COMPETITOR_TARGET,
      searchTerm: 'b0newcomp1',
      metrics: { clicks: 6, orders: 2, spend: 4, sales: 60 },
    },
    {
      ...CLOSE_MATCH_TARGET,
      searchTerm: 'bamboo board xl',
      metrics: { clicks: 10, orders: 3, spend: 7, sales: 90 },
    },
  ],
};

export const SP_PARAMS = {
  'keyword-cold-start': {
    marketplace: 'US',
    campaign_mode: 'new',
    campaign_name: 'Board launch',
    ad_group_name_broad: 'launch broad',
    daily_budget: 60,
    organic_conversion_rate: 12,
    target_cps: 10,
    sku: 'BB-001',
    main_search_terms: ['bamboo cutting board'],
  },
  'keyword-optimisation': {
    marketplace: 'US',
    campaign_name: 'Board manual',
    organic_conversion_rate: 10,
    target_cps: 10,
  },
  'asin-cold-start': {
    marketplace: 'US',
    campaign_mode: 'existing',
    campaign_name: 'Board ASIN',
    ad_group_name: 'more competitors',
    organic_conversion_rate: 10,
    target_cps: 8,
    competitor_asins: ['B0COMPET01'],
  },
  'asin-optimisation': {
    marketplace: 'US',
    campaign_id: '100000000000009',
    organic_conversion_rate: 10,
    target_cps: 8,
  },
  'auto-cold-start': {
    marketplace: 'US',
    campaign_name: 'Board auto 2',
    daily_budget: 50,
    organic_conversion_rate: 10,
    target_cps: 10,
    sku: 'BB-001',
  },
  'auto-optimisation': { marketplace: 'US', asin: 'B0OWNASIN1', organic_conversion_rate: 10, target_cps: 10 },
} as const;
