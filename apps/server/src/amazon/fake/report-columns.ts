// Reporting v3 columns of the fake: which report types exist (with their groupBys and look-back), and how
// each column of a row is computed from the aggregated figures and the entities behind the row. Names are
// Amazon's (SP metrics carry attribution windows, SB metrics are unsuffixed 14-day figures).
import { AUTO_GROUP_WORD } from '../entities/bulk-vocabulary';
import type { FakePlacement, WireRecord } from './fake-state';

export interface ReportTypeSpec {
  adProduct: 'SPONSORED_PRODUCTS' | 'SPONSORED_BRANDS';
  groupBys: string[];
  /** How many days back the start date may lie. */
  lookbackDays: number;
  /** Filter fields this type accepts. */
  filters: string[];
  attributes: string[];
}

const SP_CAMPAIGN_ATTRIBUTES = [
  'campaignId',
  'campaignName',
  'campaignStatus',
  'campaignBudgetAmount',
  'campaignBudgetType',
  'campaignBudgetCurrencyCode',
  'campaignBiddingStrategy',
  'adGroupId',
  'adGroupName',
  'adStatus',
];
const SP_TARGET_ATTRIBUTES = [
  'keywordId',
  'keyword',
  'matchType',
  'keywordType',
  'targeting',
  'keywordBid',
  'adKeywordStatus',
];
const SB_ATTRIBUTES = [
  'campaignId',
  'campaignName',
  'campaignStatus',
  'campaignBudgetAmount',
  'campaignBudgetType',
  'campaignBudgetCurrencyCode',
  'costType',
  'adGroupId',
  'adGroupName',
];
const SB_TARGET_ATTRIBUTES = [
  'keywordId',
  'keywordText',
  'matchType',
  'keywordType',
  'keywordBid',
  'targetingExpression',
  'targetingText',
  'targetingType',
  'targetingId',
];

export const REPORT_TYPES: Record<string, ReportTypeSpec> = {
  spCampaigns: {
    adProduct: 'SPONSORED_PRODUCTS',
    groupBys: ['campaign', 'adGroup', 'campaignPlacement'],
    lookbackDays: 95,
    filters: ['campaignStatus', 'adStatus'],
    attributes: [...SP_CAMPAIGN_ATTRIBUTES, 'placementClassification'],
  },
  spTargeting: {
    adProduct: 'SPONSORED_PRODUCTS',
    groupBys: ['targeting'],
    lookbackDays: 95,
    filters: ['adKeywordStatus', 'keywordType'],
    attributes: [...SP_CAMPAIGN_ATTRIBUTES, ...SP_TARGET_ATTRIBUTES],
  },
  spSearchTerm: {
    adProduct: 'SPONSORED_PRODUCTS',
    groupBys: ['searchTerm'],
    lookbackDays: 95,
    filters: ['keywordType', 'adKeywordStatus'],
    attributes: [...SP_CAMPAIGN_ATTRIBUTES, ...SP_TARGET_ATTRIBUTES, 'searchTerm'],
  },
  spAdvertisedProduct: {
    adProduct: 'SPONSORED_PRODUCTS',
    groupBys: ['advertiser'],
    lookbackDays: 95,
    filters: ['adCreativeStatus'],
    attributes: [...SP_CAMPAIGN_ATTRIBUTES, 'adId', 'advertisedAsin', 'advertisedSku'],
  },
  sbCampaigns: {
    adProduct: 'SPONSORED_BRANDS',
    groupBys: ['campaign'],
    lookbackDays: 60,
    filters: ['campaignStatus'],
    attributes: SB_ATTRIBUTES.filter((name) => !name.startsWith('adGroup')),
  },
  sbTargeting: {
    adProduct: 'SPONSORED_BRANDS',
    groupBys: ['targeting'],
    lookbackDays: 60,
    filters: ['keywordType', 'adKeywordStatus'],
    attributes: [...SB_ATTRIBUTES, ...SB_TARGET_ATTRIBUTES, 'adKeywordStatus'],
  },
  sbSearchTerm: {
    adProduct: 'SPONSORED_BRANDS',
    groupBys: ['searchTerm'],
    lookbackDays: 60,
    filters: ['keywordType'],
    attributes: [...SB_ATTRIBUTES, ...SB_TARGET_ATTRIBUTES, 'searchTerm'],
  },
};

/** Summed figures of one row. */
export interface RowTotals {
  impressions: number;
  clicks: number;
  cost: number;
  purchases: number;
  sales: number;
  units: number;
  topImpressions: number;
}

export function emptyTotals(): RowTotals {
  return { impressions: 0, clicks: 0, cost: 0, purchases: 0, sales: 0, units: 0, topImpressions: 0 };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const ratio = (top: number, bottom: number, digits = round4) => (bottom > 0 ? digits(top / bottom) : 0);

/** Attribution windows relative to the 7-day figures (later windows catch a few more orders). */
const WINDOW_FACTORS: Record<string, number> = { '1d': 0.85, '7d': 1, '14d': 1.05, '30d': 1.1 };
const SAME_SKU_SHARE = 0.8;

function windowed(value: number, window: string, money: boolean): number {
  const scaled = value * (WINDOW_FACTORS[window] ?? 1);
  return money ? round2(scaled) : Math.round(scaled);
}

/** The metric columns of `adProduct` and how to compute each from a row's totals. */
export function metricColumns(
  adProduct: ReportTypeSpec['adProduct'],
): Record<string, (totals: RowTotals) => number> {
  const common: Record<string, (totals: RowTotals) => number> = {
    impressions: (t) => t.impressions,
    clicks: (t) => t.clicks,
    cost: (t) => round2(t.cost),
    costPerClick: (t) => ratio(t.cost, t.clicks, round2),
    clickThroughRate: (t) => ratio(t.clicks, t.impressions),
    topOfSearchImpressionShare: (t) => ratio(t.topImpressions, t.impressions),
  };
  if (adProduct === 'SPONSORED_BRANDS') {
    return {
      ...common,
      purchases: (t) => t.purchases,
      purchasesClicks: (t) => t.purchases,
      sales: (t) => round2(t.sales),
      salesClicks: (t) => round2(t.sales),
      unitsSold: (t) => t.units,
      detailPageViews: (t) => Math.round(t.clicks * 1.3),
      newToBrandPurchases: (t) => Math.round(t.purchases * 0.6),
      viewableImpressions: (t) => Math.round(t.impressions * 0.7),
      video5SecondViews: (t) => Math.round(t.impressions * 0.25),
      videoFirstQuartileViews: (t) => Math.round(t.impressions * 0.22),
      videoMidpointViews: (t) => Math.round(t.impressions * 0.15),
      videoThirdQuartileViews: (t) => Math.round(t.impressions * 0.1),
      videoCompleteViews: (t) => Math.round(t.impressions * 0.06),
      videoUnmutes: (t) => Math.round(t.impressions * 0.02),
      viewabilityRate: (t) => (t.impressions > 0 ? 0.7 : 0),
    };
  }
  const columns = { ...common, spend: (t: RowTotals) => round2(t.cost) };
  for (const window of Object.keys(WINDOW_FACTORS)) {
    Object.assign(columns, {
      [`purchases${window}`]: (t: RowTotals) => windowed(t.purchases, window, false),
      [`purchasesSameSku${window}`]: (t: RowTotals) => windowed(t.purchases * SAME_SKU_SHARE, window, false),
      [`unitsSoldClicks${window}`]: (t: RowTotals) => windowed(t.units, window, false),
      [`unitsSoldSameSku${window}`]: (t: RowTotals) => windowed(t.units * SAME_SKU_SHARE, window, false),
      [`sales${window}`]: (t: RowTotals) => windowed(t.sales, window, true),
      [`attributedSalesSameSku${window}`]: (t: RowTotals) => windowed(t.sales * SAME_SKU_SHARE, window, true),
    });
  }
  for (const window of ['7d', '14d']) {
    Object.assign(columns, {
      [`acosClicks${window}`]: (t: RowTotals) => ratio(t.cost * 100, windowed(t.sales, window, true), round2),
      [`roasClicks${window}`]: (t: RowTotals) => ratio(windowed(t.sales, window, true), t.cost, round2),
    });
  }
  return columns;
}

/** The entities behind one row (any may be missing, depending on the grouping). */
export interface RowSubject {
  campaign?: WireRecord;
  adGroup?: WireRecord;
  target?: WireRecord;
  ad?: WireRecord;
  searchTerm?: string;
  placement?: FakePlacement;
  currency: string;
}

const PLACEMENT_NAMES: Record<FakePlacement, string> = {
  TOP: 'Top of Search on-Amazon',
  REST: 'Other on-Amazon',
  PRODUCT: 'Detail Page on-Amazon',
};

const AUTO_TARGETING: Readonly<Record<string, string>> = AUTO_GROUP_WORD;

/** The text Amazon shows for a keyword or targeting expression (`asin="B0…"`, `close-match`). */
export function targetingText(target: WireRecord | undefined): string | null {
  if (!target) return null;
  if (typeof target.keywordText === 'string') return target.keywordText;
  const expression = (target.expression ?? []) as Array<{ type: string; value?: string }>;
  return expression
    .map((predicate) => {
      if (AUTO_TARGETING[predicate.type]) return AUTO_TARGETING[predicate.type];
      const name = predicate.type
        .replace(/^ASIN_/, '')
        .toLowerCase()
        .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      return name === 'sameAs' ? `asin="${predicate.value}"` : `${name}="${predicate.value}"`;
    })
    .join(' ');
}

function keywordType(target: WireRecord | undefined): string | null {
  if (!target) return null;
  if (typeof target.matchType === 'string') return target.matchType.toUpperCase();
  return target.expressionType === 'AUTO' ? 'TARGETING_EXPRESSION_PREDEFINED' : 'TARGETING_EXPRESSION';
}

const asId = (value: unknown) => (value === undefined || value === null ? null : Number(value));
const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : null);

/** How each attribute column reads the row's subject. */
export const ATTRIBUTE_COLUMNS: Record<string, (subject: RowSubject) => string | number | null> = {
  campaignId: (s) => asId(s.campaign?.campaignId),
  campaignName: (s) => (s.campaign?.name as string | undefined) ?? null,
  campaignStatus: (s) => upper(s.campaign?.state),
  campaignBudgetAmount: (s) => {
    const budget = s.campaign?.budget;
    return typeof budget === 'number'
      ? budget
      : ((budget as { budget?: number } | undefined)?.budget ?? null);
  },
  campaignBudgetType: (s) =>
    (s.campaign?.budgetType as string | undefined) ??
    (s.campaign?.budget as { budgetType?: string } | undefined)?.budgetType ??
    null,
  campaignBudgetCurrencyCode: (s) => s.currency,
  campaignBiddingStrategy: (s) =>
    (s.campaign?.dynamicBidding as { strategy?: string } | undefined)?.strategy ?? null,
  costType: (s) => (s.campaign?.costType as string | undefined) ?? 'CPC',
  adGroupId: (s) => asId(s.adGroup?.adGroupId),
  adGroupName: (s) => (s.adGroup?.name as string | undefined) ?? null,
  adStatus: (s) => upper(s.adGroup?.state),
  placementClassification: (s) => (s.placement ? PLACEMENT_NAMES[s.placement] : null),
  keywordId: (s) => asId(s.target?.keywordId ?? s.target?.targetId),
  targetingId: (s) => asId(s.target?.keywordId ?? s.target?.targetId),
  keyword: (s) => targetingText(s.target),
  keywordText: (s) => targetingText(s.target),
  targeting: (s) => targetingText(s.target),
  targetingExpression: (s) => targetingText(s.target),
  targetingText: (s) => targetingText(s.target),
  matchType: (s) => keywordType(s.target),
  keywordType: (s) => keywordType(s.target),
  targetingType: (s) => keywordType(s.target),
  keywordBid: (s) =>
    (s.target?.bid as number | undefined) ?? (s.adGroup?.defaultBid as number | undefined) ?? null,
  adKeywordStatus: (s) => upper(s.target?.state),
  searchTerm: (s) => s.searchTerm ?? null,
  adId: (s) => asId(s.ad?.adId),
  advertisedAsin: (s) => (s.ad?.asin as string | undefined) ?? null,
  advertisedSku: (s) => (s.ad?.sku as string | undefined) ?? null,
};
