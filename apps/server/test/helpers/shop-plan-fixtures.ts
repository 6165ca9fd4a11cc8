// A linked shop's Sponsored Products account for the shop-plan tests: one manual campaign advertising the
// board (SKU BB-001, ASIN B0BOARD001) with two keywords, and 60 days of report rows for it.
import type { ReportRow } from '../../src/amazon/ads-api';
import type { PlantedReportRow } from '../../src/amazon/fake/fake-state';
import type { PlantedShopProfile } from './planted-shops';

/** "Now" of the tests: 2026-03-10 noon UTC (early morning in Los Angeles). */
export const SHOP_NOW = Date.parse('2026-03-10T12:00:00Z');

/** Seeds the manual campaign, its ad group, product ad, keywords and report rows into `api`. */
export function seedBoardAccount(api: PlantedShopProfile): void {
  api.profile.products.push({ sku: 'BB-001', asin: 'B0BOARD001', title: 'Bamboo board', price: 30 });
  api.sp.campaigns.push({
    campaignId: '500000000000001',
    name: 'Board manual',
    targetingType: 'MANUAL',
    state: 'ENABLED',
    startDate: '2025-12-01',
    budget: { budgetType: 'DAILY', budget: 40 },
    dynamicBidding: {
      strategy: 'LEGACY_FOR_SALES',
      placementBidding: [{ placement: 'PLACEMENT_TOP', percentage: 20 }],
    },
  });
  api.sp.adGroups.push({
    adGroupId: '500000000000002',
    campaignId: '500000000000001',
    name: 'manual group',
    state: 'ENABLED',
    defaultBid: 0.9,
  });
  api.sp.productAds.push({
    adId: '500000000000003',
    campaignId: '500000000000001',
    adGroupId: '500000000000002',
    sku: 'BB-001',
    asin: 'B0BOARD001',
    state: 'ENABLED',
  });
  api.sp.keywords.push(
    {
      keywordId: '500000000000004',
      campaignId: '500000000000001',
      adGroupId: '500000000000002',
      keywordText: 'wood cutting board',
      matchType: 'EXACT',
      state: 'ENABLED',
      bid: 1.6,
    },
    {
      keywordId: '500000000000005',
      campaignId: '500000000000001',
      adGroupId: '500000000000002',
      keywordText: 'bamboo cutting board',
      matchType: 'EXACT',
      state: 'ENABLED',
      bid: 0.7,
    },
  );
  const day = (date: string, extra: ReportRow): PlantedReportRow => ({
    date,
    campaignId: 500000000000001,
    ...extra,
  });
  const dates = ['2026-01-10', '2026-02-20'];
  for (const date of dates) {
    api.addReportRows(
      'spCampaigns',
      ['campaign'],
      [
        day(date, {
          impressions: 20000,
          clicks: 300,
          cost: 330,
          purchases7d: 24,
          sales7d: 720,
          unitsSoldClicks7d: 24,
        }),
      ],
    );
    api.addReportRows(
      'spCampaigns',
      ['campaign', 'campaignPlacement'],
      [
        day(date, {
          placementClassification: 'Top of Search on-Amazon',
          impressions: 5000,
          clicks: 150,
          cost: 180,
          purchases7d: 16,
          sales7d: 480,
          unitsSoldClicks7d: 16,
        }),
      ],
    );
    api.addReportRows(
      'spTargeting',
      ['targeting'],
      [
        day(date, {
          adGroupId: 500000000000002,
          keywordId: 500000000000004,
          keyword: 'wood cutting board',
          matchType: 'EXACT',
          targeting: 'wood cutting board',
          impressions: 9000,
          clicks: 150,
          cost: 240,
          purchases7d: 0,
          sales7d: 0,
          unitsSoldClicks7d: 0,
        }),
        day(date, {
          adGroupId: 500000000000002,
          keywordId: 500000000000005,
          keyword: 'bamboo cutting board',
          matchType: 'EXACT',
          targeting: 'bamboo cutting board',
          impressions: 11000,
          clicks: 150,
          cost: 90,
          purchases7d: 24,
          sales7d: 720,
          unitsSoldClicks7d: 24,
        }),
      ],
    );
    api.addReportRows(
      'spSearchTerm',
      ['searchTerm'],
      [
        day(date, {
          adGroupId: 500000000000002,
          keywordId: 500000000000005,
          keyword: 'bamboo cutting board',
          matchType: 'EXACT',
          targeting: 'bamboo cutting board',
          searchTerm: 'bamboo cutting board',
          impressions: 11000,
          clicks: 150,
          cost: 90,
          purchases7d: 24,
          sales7d: 720,
          unitsSoldClicks7d: 24,
        }),
        day(date, {
          adGroupId: 500000000000002,
          keywordId: 500000000000004,
          keyword: 'wood cutting board',
          matchType: 'EXACT',
          targeting: 'wood cutting board',
          searchTerm: 'wood cutting board',
          impressions: 9000,
          clicks: 150,
          cost: 240,
          purchases7d: 0,
          sales7d: 0,
          unitsSoldClicks7d: 0,
        }),
      ],
    );
    api.addReportRows(
      'spAdvertisedProduct',
      ['advertiser'],
      [
        day(date, {
          adGroupId: 500000000000002,
          adId: 500000000000003,
          advertisedAsin: 'B0BOARD001',
          advertisedSku: 'BB-001',
          impressions: 20000,
          clicks: 300,
          cost: 330,
          purchases7d: 24,
          sales7d: 720,
          unitsSoldClicks7d: 24,
        }),
      ],
    );
  }
}

/** The keyword cold start the tests generate on the linked shop (the SKU comes from the shop). */
export const KEYWORD_COLD_START = {
  campaign_mode: 'new',
  campaign_name: 'Board launch',
  ad_group_name_broad: 'launch broad',
  daily_budget: 60,
  asin: 'B0BOARD001',
  main_search_terms: ['bamboo cutting board', 'wooden chopping board'],
  organic_conversion_rate: 10,
  target_cps: 10,
};
