// In-code Sponsored Brands video accounts for the SBV tests: one multi-ad-group campaign with a video ad,
// keywords with metrics, placement rows and search terms, shaped like the readers' account model.
import type { AccountModel, SbCampaign, SearchTermRow } from '../model/account';
import { adGroupId, adId, campaignId, keywordId, type Asin } from '../model/ids';
import { emptyMetrics, type Metrics } from '../model/metrics';

const source = { sheet: 'SB Multi Ad Group Campaigns', row: 2 };

/** Metrics from clicks, orders, spend and sales (impressions 30 per click, units = orders). */
export function metrics(clicks: number, orders: number, spend: number, sales: number): Metrics {
  return { impressions: clicks * 30, clicks, spend, sales, orders, units: orders };
}

/** The campaign's IDs, as the export writes them. */
export const SBV_IDS = {
  campaign: campaignId('292142424756096'),
  adGroup: adGroupId('362003785216748'),
  ad: adId('465625743252508'),
  keywordGood: keywordId('483071962064133'),
  keywordBad: keywordId('483071962064134'),
  keywordBroad: keywordId('483071962064135'),
} as const;

/** An SB video campaign with three keywords: a converter, a money loser and a broad discovery keyword. */
export function sbvCampaign(overrides: Partial<SbCampaign> = {}): SbCampaign {
  const keyword = (
    id: ReturnType<typeof keywordId>,
    text: string,
    matchType: 'exact' | 'broad',
    bid: number,
    m: Metrics,
  ) => ({
    id,
    text,
    matchType,
    state: 'enabled' as const,
    bid,
    metrics: m,
    source,
  });
  return {
    id: SBV_IDS.campaign,
    name: 'SBV Dog Collar',
    tab: 'multiAdGroup',
    state: 'enabled',
    budgetType: 'daily',
    budget: 50,
    bidOptimization: false,
    brandEntityId: 'ENTITY1ABC2DEF3GH',
    placementAdjustments: [
      { placement: 'home', percentage: 0, metrics: metrics(600, 60, 600, 2400), source },
      { placement: 'detailPage', percentage: 0, metrics: metrics(300, 6, 300, 240), source },
      { placement: 'other', percentage: 0, metrics: metrics(100, 8, 100, 320), source },
    ],
    metrics: metrics(1000, 74, 1000, 2960),
    source,
    adGroups: [
      {
        id: SBV_IDS.adGroup,
        campaignId: SBV_IDS.campaign,
        name: 'Dog Collar Video',
        state: 'enabled',
        ads: [
          {
            id: SBV_IDS.ad,
            format: 'video',
            state: 'enabled',
            landingPageUrl: 'https://www.amazon.com/dp/B08CK9FVB9',
            creativeAsins: ['B08CK9FVB9' as Asin],
            videoAssetIds: ['amzn1.assetlibrary.asset1.735ec75f93ae1d0704411a3fc2aeff83:version_v1'],
            metrics: emptyMetrics(),
            source,
          },
        ],
        keywords: [
          keyword(SBV_IDS.keywordGood, 'dog collar', 'exact', 1.0, metrics(400, 48, 400, 1920)),
          keyword(SBV_IDS.keywordBad, 'pet leash', 'exact', 1.5, metrics(120, 0, 180, 0)),
          keyword(SBV_IDS.keywordBroad, 'collar', 'broad', 0.8, metrics(480, 26, 420, 1040)),
        ],
        productTargets: [],
        negativeKeywords: [],
        negativeProductTargets: [],
        metrics: metrics(1000, 74, 1000, 2960),
        source,
      },
    ],
    ...overrides,
  };
}

/** SB search term rows of the campaign's broad keyword: a converter to harvest and a waster to negate. */
export function sbvSearchTerms(): SearchTermRow[] {
  const row = (searchTerm: string, m: Metrics): SearchTermRow => ({
    product: 'sponsoredBrands',
    searchTerm,
    campaignId: SBV_IDS.campaign,
    adGroupId: SBV_IDS.adGroup,
    keywordId: SBV_IDS.keywordBroad,
    keywordText: 'collar',
    matchType: 'broad',
    metrics: m,
    source: { sheet: 'SB Search Term Report', row: 2 },
  });
  return [
    row('leather dog collar', metrics(40, 6, 36, 240)),
    row('cat collar bell', metrics(30, 0, 27, 0)),
    row('dog collar', metrics(20, 3, 18, 120)),
  ];
}

/** An account holding the given SB campaigns and search terms. */
export function sbvAccount(
  campaigns: SbCampaign[] = [sbvCampaign()],
  searchTerms: SearchTermRow[] = sbvSearchTerms(),
): AccountModel {
  return {
    sponsoredProducts: { campaigns: [] },
    sponsoredBrands: { campaigns },
    searchTerms: { sponsoredProducts: [], sponsoredBrands: searchTerms },
    portfolios: [],
    brandAssets: [],
    sheets: ['SB Multi Ad Group Campaigns', 'SB Search Term Report'],
    problems: [],
  };
}
