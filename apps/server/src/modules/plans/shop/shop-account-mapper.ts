// Maps a linked shop's Amazon Ads API records and merged report rows onto the engine's AccountModel, the
// same model the bulk-sheet reader builds: canonical lower-case states, bulk-style targeting expressions,
// bulk dates, and metrics per campaign, placement, ad group, ad, keyword and target from the reports.
import {
  addMetrics,
  emptyMetrics,
  type AccountModel,
  type AdGroupId,
  type AdId,
  type Asin,
  type CampaignId,
  type KeywordId,
  type Metrics,
  type NegativeKeyword,
  type PortfolioId,
  type SbCampaign,
  type SearchTermRow,
  type Sku,
  type SourceRef,
  type SpCampaign,
  type SpPlacement,
  type TargetId,
} from '@adplan/engine';
import type { ReportRow, SpRecord } from '../../../amazon/ads-api';
import {
  BIDDING_STRATEGY_WORD,
  REPORT_PLACEMENT_WORD,
  SB_BUDGET_TYPE_WORD,
  SB_PLACEMENT_WORD,
  SP_BASE_PLACEMENTS,
  SP_MATCH_TYPE_WORD,
  SP_NEGATIVE_MATCH_TYPE_WORD,
  SP_PLACEMENT_WORD,
  TARGETING_TYPE_WORD,
  bulkDate,
  expressionText,
  reportMatchType,
  stateWord,
} from '../../../amazon/entities/bulk-vocabulary';
import type {
  SbAccountSnapshot,
  SbPart,
  SpAccountSnapshot,
  SpPart,
} from '../../../ports/shop-account-reader';
import type { ShopReports } from './shop-reports';

/** The SP lists the model is built from (every SP entity but campaign negative targets). */
export const SP_MODEL_PARTS = [
  'campaigns',
  'adGroups',
  'productAds',
  'keywords',
  'negativeKeywords',
  'campaignNegativeKeywords',
  'targets',
  'negativeTargets',
] as const satisfies readonly SpPart[];

/** The SB lists the model is built from (all of them). */
export const SB_MODEL_PARTS = [
  'campaigns',
  'adGroups',
  'videoAds',
  'keywords',
  'targets',
  'negativeKeywords',
] as const satisfies readonly SbPart[];

/** The SP entities of a shop the model is built from. */
export type SpEntities = Pick<SpAccountSnapshot, (typeof SP_MODEL_PARTS)[number]>;

/** The SB entities of a shop (v4 campaigns, ad groups, video ads; v3 keywords, targets, negatives). */
export type SbEntities = Pick<SbAccountSnapshot, (typeof SB_MODEL_PARTS)[number]>;

/** Where a value came from: the API, not a sheet row (messages name it instead of a file). */
const API_SOURCE = 'Amazon Ads API';
const sourceOf = (row: number): SourceRef => ({ sheet: API_SOURCE, row });

/** An SP negative keyword (ad-group or campaign level) in the engine's spelling. */
function negativeKeywordOf(
  negative: Pick<SpRecord<'negativeKeywords'>, 'keywordId' | 'keywordText' | 'matchType' | 'state'>,
  source: SourceRef,
): NegativeKeyword {
  return {
    id: negative.keywordId as KeywordId,
    text: negative.keywordText,
    matchType: SP_NEGATIVE_MATCH_TYPE_WORD[negative.matchType],
    state: stateWord(negative.state),
    source,
  };
}

/** Metrics of a report row (SP 7-day or SB 14-day attribution columns). */
export function metricsOf(row: ReportRow | undefined): Metrics {
  if (!row) return emptyMetrics();
  const number = (...columns: string[]) => {
    for (const column of columns) {
      const value = row[column];
      if (value !== undefined && value !== null && value !== '') return Number(value) || 0;
    }
    return 0;
  };
  return {
    impressions: number('impressions'),
    clicks: number('clicks'),
    spend: number('cost'),
    sales: number('sales7d', 'sales'),
    orders: number('purchases7d', 'purchases'),
    units: number('unitsSoldClicks7d', 'unitsSold'),
  };
}

const id = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Sums rows' metrics by the text of one id column. */
function metricsBy(rows: ReportRow[] | undefined, column: string): Map<string, Metrics> {
  const sums = new Map<string, Metrics>();
  for (const row of rows ?? []) {
    const key = id(row[column]);
    if (!key) continue;
    sums.set(key, addMetrics(sums.get(key) ?? emptyMetrics(), metricsOf(row)));
  }
  return sums;
}

/** The SP half of the model. */
function spCampaigns(entities: SpEntities, reports: ShopReports): SpCampaign[] {
  const campaignMetrics = metricsBy(reports.spCampaigns, 'campaignId');
  const targetingMetrics = metricsBy(reports.spTargeting, 'keywordId');
  const adMetrics = metricsBy(reports.spAdvertisedProduct, 'adId');
  const adGroupMetrics = metricsBy(reports.spAdvertisedProduct, 'adGroupId');
  const placementMetrics = new Map<string, Metrics>();
  for (const row of reports.spPlacements ?? []) {
    const placement = REPORT_PLACEMENT_WORD[String(row['placementClassification'] ?? '')];
    if (!placement) continue;
    const key = `${id(row['campaignId'])}|${placement}`;
    placementMetrics.set(key, addMetrics(placementMetrics.get(key) ?? emptyMetrics(), metricsOf(row)));
  }
  let row = 0;
  return entities.campaigns.map((campaign): SpCampaign => {
    const percentages = new Map<SpPlacement, number>();
    for (const bid of campaign.dynamicBidding?.placementBidding ?? [])
      percentages.set(SP_PLACEMENT_WORD[bid.placement], bid.percentage);
    const placements: SpPlacement[] = [...SP_BASE_PLACEMENTS];
    if (percentages.has('amazonBusiness')) placements.push('amazonBusiness');
    const strategy = campaign.dynamicBidding
      ? BIDDING_STRATEGY_WORD[campaign.dynamicBidding.strategy]
      : 'downOnly';
    const adGroups = entities.adGroups
      .filter((group) => group.campaignId === campaign.campaignId)
      .map((group) => ({
        id: group.adGroupId as AdGroupId,
        campaignId: campaign.campaignId as CampaignId,
        name: group.name,
        state: stateWord(group.state),
        defaultBid: group.defaultBid,
        productAds: entities.productAds
          .filter((ad) => ad.adGroupId === group.adGroupId)
          .map((ad) => ({
            id: ad.adId as AdId,
            ...(ad.sku ? { sku: ad.sku as Sku } : {}),
            ...(ad.asin ? { asin: ad.asin.toUpperCase() as Asin } : {}),
            state: stateWord(ad.state),
            // The API has no serving eligibility on the record; an enabled ad is taken as eligible.
            eligibility: ad.state === 'ENABLED' ? ('eligible' as const) : ('unknown' as const),
            metrics: adMetrics.get(ad.adId) ?? emptyMetrics(),
            source: sourceOf((row += 1)),
          })),
        keywords: entities.keywords
          .filter((keyword) => keyword.adGroupId === group.adGroupId)
          .map((keyword) => ({
            id: keyword.keywordId as KeywordId,
            text: keyword.keywordText,
            matchType: SP_MATCH_TYPE_WORD[keyword.matchType],
            state: stateWord(keyword.state),
            ...(keyword.bid !== undefined ? { bid: keyword.bid } : {}),
            metrics: targetingMetrics.get(keyword.keywordId) ?? emptyMetrics(),
            source: sourceOf((row += 1)),
          })),
        productTargets: entities.targets
          .filter((target) => target.adGroupId === group.adGroupId)
          .map((target) => ({
            id: target.targetId as TargetId,
            expression: expressionText(target.expression),
            ...(target.resolvedExpression
              ? { resolvedExpression: expressionText(target.resolvedExpression) }
              : {}),
            state: stateWord(target.state),
            ...(target.bid !== undefined ? { bid: target.bid } : {}),
            metrics: targetingMetrics.get(target.targetId) ?? emptyMetrics(),
            source: sourceOf((row += 1)),
          })),
        negativeKeywords: entities.negativeKeywords
          .filter((negative) => negative.adGroupId === group.adGroupId)
          .map((negative) => negativeKeywordOf(negative, sourceOf((row += 1)))),
        negativeProductTargets: entities.negativeTargets
          .filter((negative) => negative.adGroupId === group.adGroupId)
          .map((negative) => ({
            id: negative.targetId as TargetId,
            expression: expressionText(negative.expression),
            state: stateWord(negative.state),
            source: sourceOf((row += 1)),
          })),
        metrics: adGroupMetrics.get(group.adGroupId) ?? emptyMetrics(),
        source: sourceOf((row += 1)),
      }));
    return {
      id: campaign.campaignId as CampaignId,
      name: campaign.name,
      ...(campaign.portfolioId ? { portfolioId: campaign.portfolioId as PortfolioId } : {}),
      state: stateWord(campaign.state),
      targetingType: TARGETING_TYPE_WORD[campaign.targetingType],
      dailyBudget: campaign.budget.budget,
      ...(campaign.startDate ? { startDate: bulkDate(campaign.startDate) } : {}),
      ...(campaign.endDate ? { endDate: bulkDate(campaign.endDate) } : {}),
      ...(strategy ? { biddingStrategy: strategy } : {}),
      biddingAdjustments: placements.map((placement) => ({
        placement,
        percentage: percentages.get(placement) ?? 0,
        metrics: placementMetrics.get(`${campaign.campaignId}|${placement}`) ?? emptyMetrics(),
        source: sourceOf((row += 1)),
      })),
      adGroups,
      campaignNegativeKeywords: entities.campaignNegativeKeywords
        .filter((negative) => negative.campaignId === campaign.campaignId)
        .map((negative) => negativeKeywordOf(negative, sourceOf((row += 1)))),
      metrics: campaignMetrics.get(campaign.campaignId) ?? emptyMetrics(),
      source: sourceOf((row += 1)),
    };
  });
}

/** The SB (video) half of the model. */
function sbCampaigns(entities: SbEntities, reports: ShopReports): SbCampaign[] {
  const campaignMetrics = metricsBy(reports.sbCampaigns, 'campaignId');
  const targetingMetrics = metricsBy(reports.sbTargeting, 'keywordId');
  const adGroupMetrics = metricsBy(reports.sbTargeting, 'adGroupId');
  let row = 0;
  return entities.campaigns.map((campaign): SbCampaign => ({
    id: campaign.campaignId as CampaignId,
    name: campaign.name,
    ...(campaign.portfolioId ? { portfolioId: campaign.portfolioId as PortfolioId } : {}),
    tab: 'multiAdGroup',
    state: stateWord(campaign.state),
    budgetType: SB_BUDGET_TYPE_WORD[campaign.budgetType],
    budget: campaign.budget,
    ...(campaign.bidding ? { bidOptimization: campaign.bidding.bidOptimization } : {}),
    ...(campaign.brandEntityId ? { brandEntityId: campaign.brandEntityId } : {}),
    ...(campaign.startDate ? { startDate: bulkDate(campaign.startDate) } : {}),
    ...(campaign.endDate ? { endDate: bulkDate(campaign.endDate) } : {}),
    placementAdjustments: (campaign.bidding?.bidAdjustmentsByPlacement ?? []).flatMap((adjustment) => {
      const placement = SB_PLACEMENT_WORD[adjustment.placement];
      return placement
        ? [
            {
              placement,
              percentage: adjustment.percentage,
              metrics: emptyMetrics(),
              source: sourceOf((row += 1)),
            },
          ]
        : [];
    }),
    adGroups: entities.adGroups
      .filter((group) => group.campaignId === campaign.campaignId)
      .map((group) => ({
        id: group.adGroupId as AdGroupId,
        campaignId: campaign.campaignId as CampaignId,
        name: group.name,
        state: stateWord(group.state),
        ads: entities.videoAds
          .filter((ad) => ad.adGroupId === group.adGroupId)
          .map((ad) => ({
            id: ad.adId as AdId,
            format: 'video' as const,
            name: ad.name,
            state: stateWord(ad.state),
            landingPageType: 'detailPage',
            creativeAsins: ad.creative.asins.map((asin) => asin.toUpperCase() as Asin),
            videoAssetIds: ad.creative.videoAssetIds,
            metrics: emptyMetrics(),
            source: sourceOf((row += 1)),
          })),
        keywords: entities.keywords
          .filter((keyword) => keyword.adGroupId === group.adGroupId)
          .map((keyword) => ({
            id: keyword.keywordId as KeywordId,
            text: keyword.keywordText,
            matchType: keyword.matchType,
            state: stateWord(keyword.state),
            ...(keyword.bid !== undefined ? { bid: keyword.bid } : {}),
            metrics: targetingMetrics.get(keyword.keywordId) ?? emptyMetrics(),
            source: sourceOf((row += 1)),
          })),
        productTargets: entities.targets
          .filter((target) => target.adGroupId === group.adGroupId)
          .map((target) => ({
            id: target.targetId as TargetId,
            expression: expressionText(target.expressions),
            state: stateWord(target.state),
            ...(target.bid !== undefined ? { bid: target.bid } : {}),
            metrics: targetingMetrics.get(target.targetId) ?? emptyMetrics(),
            source: sourceOf((row += 1)),
          })),
        negativeKeywords: entities.negativeKeywords
          .filter((negative) => negative.adGroupId === group.adGroupId)
          .map((negative) => ({
            id: negative.keywordId as KeywordId,
            text: negative.keywordText,
            matchType: negative.matchType,
            state: stateWord(negative.state),
            source: sourceOf((row += 1)),
          })),
        negativeProductTargets: [],
        metrics: adGroupMetrics.get(group.adGroupId) ?? emptyMetrics(),
        source: sourceOf((row += 1)),
      })),
    metrics: campaignMetrics.get(campaign.campaignId) ?? emptyMetrics(),
    source: sourceOf((row += 1)),
  }));
}

/** Search-term rows of one ad product, linked to the keyword or target that matched. */
function searchTerms(
  product: 'sponsoredProducts' | 'sponsoredBrands',
  rows: ReportRow[] | undefined,
  names: { campaigns: Map<string, string>; adGroups: Map<string, string>; keywordIds: Set<string> },
): SearchTermRow[] {
  return (rows ?? []).flatMap((row, index): SearchTermRow[] => {
    const term = String(row['searchTerm'] ?? '').trim();
    if (!term) return [];
    const campaignId = id(row['campaignId']);
    const adGroupId = id(row['adGroupId']);
    const matchedId = id(row['keywordId']);
    const keywordText = String(row['keyword'] ?? row['keywordText'] ?? '').trim();
    const matchType = reportMatchType(row['matchType']);
    const isKeyword = names.keywordIds.has(matchedId) || (matchType !== undefined && keywordText !== '');
    const targeting = String(row['targeting'] ?? row['targetingExpression'] ?? '').trim();
    return [
      {
        product,
        searchTerm: term,
        ...(campaignId ? { campaignId: campaignId as CampaignId } : {}),
        ...(adGroupId ? { adGroupId: adGroupId as AdGroupId } : {}),
        ...(matchedId && isKeyword ? { keywordId: matchedId as KeywordId } : {}),
        ...(matchedId && !isKeyword ? { targetId: matchedId as TargetId } : {}),
        ...(names.campaigns.has(campaignId) ? { campaignName: names.campaigns.get(campaignId) } : {}),
        ...(names.adGroups.has(adGroupId) ? { adGroupName: names.adGroups.get(adGroupId) } : {}),
        ...(isKeyword && keywordText ? { keywordText } : {}),
        ...(isKeyword && matchType ? { matchType } : {}),
        ...(!isKeyword && targeting ? { targetingExpression: targeting } : {}),
        metrics: metricsOf(row),
        source: { sheet: API_SOURCE, row: index + 1 },
      },
    ];
  });
}

/** The account model of a shop from its SP and/or SB entities and the merged reports. */
export function shopAccountModel(
  sp: SpEntities | undefined,
  sb: SbEntities | undefined,
  reports: ShopReports,
): AccountModel {
  const campaigns = new Map<string, string>();
  const adGroups = new Map<string, string>();
  for (const campaign of [...(sp?.campaigns ?? []), ...(sb?.campaigns ?? [])])
    campaigns.set(campaign.campaignId, campaign.name);
  for (const group of [...(sp?.adGroups ?? []), ...(sb?.adGroups ?? [])])
    adGroups.set(group.adGroupId, group.name);
  const keywordIds = new Set(
    [...(sp?.keywords ?? []), ...(sb?.keywords ?? [])].map((keyword) => keyword.keywordId),
  );
  const names = { campaigns, adGroups, keywordIds };
  return {
    sponsoredProducts: { campaigns: sp ? spCampaigns(sp, reports) : [] },
    sponsoredBrands: { campaigns: sb ? sbCampaigns(sb, reports) : [] },
    searchTerms: {
      sponsoredProducts: searchTerms('sponsoredProducts', reports.spSearchTerm, names),
      sponsoredBrands: searchTerms('sponsoredBrands', reports.sbSearchTerm, names),
    },
    portfolios: [],
    brandAssets: [],
    // The search-term reports were read (even when they have no rows), as a bulk export's tabs would be.
    sheets: [
      ...(sp ? ['Sponsored Products Campaigns', 'SP Search Term Report'] : []),
      ...(sb ? ['SB Multi Ad Group Campaigns', 'SB Search Term Report'] : []),
    ],
    problems: [],
  };
}
