// The typed account model the readers build from a seller's bulk sheet and reports, and the
// strategies read. Values are canonical (English API-style enums), whatever language the file used.
import type { AdGroupId, AdId, Asin, CampaignId, KeywordId, PortfolioId, Sku, TargetId } from './ids';
import type { Metrics } from './metrics';
import type { BulkDate, LocalizedText, Money, Percent } from './units';

/** Where a value came from in the seller's file: sheet name and 1-based row (header is row 1). */
export interface SourceRef {
  sheet: string;
  row: number;
}

/** Entity state as Amazon writes it. */
export type EntityState = 'enabled' | 'paused' | 'archived';
/** Positive keyword match types. */
export type MatchType = 'exact' | 'phrase' | 'broad';
/** Negative keyword match types (there is no negative broad). */
export type NegativeMatchType = 'negativeExact' | 'negativePhrase';
/** SP campaign targeting type. */
export type TargetingType = 'auto' | 'manual';
/**
 * SP bidding strategy: `downOnly` = "Dynamic bids - down only", `upAndDown` = "Dynamic bids - up and
 * down", `fixed` = "Fixed bid".
 */
export type BiddingStrategy = 'downOnly' | 'upAndDown' | 'fixed';
/** The four SP placements that carry a bidding adjustment. */
export type SpPlacement = 'top' | 'productPage' | 'restOfSearch' | 'amazonBusiness';
/** SB (multi-ad-group) placements of `Bidding adjustment by placement` rows. */
export type SbPlacement = 'home' | 'detailPage' | 'other';
/** The four automatic-targeting groups of an SP auto campaign. */
export type AutoTargetingGroup = 'close-match' | 'loose-match' | 'substitutes' | 'complements';
/** Serving eligibility of a product ad (read-only in the export). */
export type Eligibility = 'eligible' | 'ineligible' | 'unknown';

/** A placement bid adjustment of an SP campaign with that placement's own metrics. */
export interface SpBiddingAdjustment {
  placement: SpPlacement;
  percentage: Percent;
  metrics: Metrics;
  source: SourceRef;
}

/** A product ad (the advertised SKU/ASIN of an ad group). */
export interface ProductAd {
  id: AdId;
  sku?: Sku;
  asin?: Asin;
  state: EntityState;
  eligibility: Eligibility;
  metrics: Metrics;
  source: SourceRef;
}

/** A positive keyword. `bid` is undefined when the ad group default applies. */
export interface Keyword {
  id: KeywordId;
  text: string;
  matchType: MatchType;
  state: EntityState;
  bid?: Money;
  metrics: Metrics;
  source: SourceRef;
}

/** A negative keyword (ad-group or campaign level). */
export interface NegativeKeyword {
  id: KeywordId;
  text: string;
  matchType: NegativeMatchType;
  state: EntityState;
  source: SourceRef;
}

/**
 * A product target: `asin="B0…"`, `asin-expanded="B0…"`, `category="…" …`, `keyword-group="…"`, or one of
 * the four auto groups (`close-match` …). `expression` is kept as written with the ASIN upper-cased.
 */
export interface ProductTarget {
  id: TargetId;
  expression: string;
  resolvedExpression?: string;
  state: EntityState;
  bid?: Money;
  metrics: Metrics;
  source: SourceRef;
}

/** A negative product target (`asin="…"` or `brand="…"`). */
export interface NegativeProductTarget {
  id: TargetId;
  expression: string;
  state: EntityState;
  source: SourceRef;
}

/** An SP ad group with its children. */
export interface SpAdGroup {
  id: AdGroupId;
  campaignId: CampaignId;
  name: string;
  state: EntityState;
  defaultBid?: Money;
  productAds: ProductAd[];
  keywords: Keyword[];
  productTargets: ProductTarget[];
  negativeKeywords: NegativeKeyword[];
  negativeProductTargets: NegativeProductTarget[];
  metrics: Metrics;
  source: SourceRef;
}

/** An SP campaign with its placement adjustments, ad groups and campaign-level negatives. */
export interface SpCampaign {
  id: CampaignId;
  name: string;
  portfolioId?: PortfolioId;
  state: EntityState;
  targetingType: TargetingType;
  dailyBudget?: Money;
  startDate?: BulkDate;
  endDate?: BulkDate;
  biddingStrategy?: BiddingStrategy;
  biddingAdjustments: SpBiddingAdjustment[];
  adGroups: SpAdGroup[];
  campaignNegativeKeywords: NegativeKeyword[];
  metrics: Metrics;
  source: SourceRef;
}

/** SB ad formats of the multi-ad-group tab (legacy `productCollection`/`video` map onto these). */
export type SbAdFormat = 'video' | 'brandVideo' | 'productCollection' | 'storeSpotlight';

/** An SB ad: the creative of an ad group. */
export interface SbAd {
  id: AdId;
  format: SbAdFormat;
  name?: string;
  state: EntityState;
  landingPageUrl?: string;
  landingPageType?: string;
  creativeAsins: Asin[];
  videoAssetIds: string[];
  brandName?: string;
  brandLogoAssetId?: string;
  headline?: string;
  metrics: Metrics;
  source: SourceRef;
}

/** An SB placement adjustment (may be negative). */
export interface SbPlacementAdjustment {
  placement: SbPlacement;
  percentage: Percent;
  metrics: Metrics;
  source: SourceRef;
}

/** An SB ad group with its ads and targets. */
export interface SbAdGroup {
  id: AdGroupId;
  campaignId: CampaignId;
  name: string;
  state: EntityState;
  ads: SbAd[];
  keywords: Keyword[];
  productTargets: ProductTarget[];
  negativeKeywords: NegativeKeyword[];
  negativeProductTargets: NegativeProductTarget[];
  metrics: Metrics;
  source: SourceRef;
}

/** An SB campaign, from the multi-ad-group tab or (older campaigns) the legacy tab. */
export interface SbCampaign {
  id: CampaignId;
  name: string;
  portfolioId?: PortfolioId;
  tab: 'multiAdGroup' | 'legacy';
  state: EntityState;
  budgetType: 'daily' | 'lifetime';
  budget?: Money;
  /** Amazon's automated bidding; placement adjustments may only be set when false. */
  bidOptimization?: boolean;
  brandEntityId?: string;
  startDate?: BulkDate;
  endDate?: BulkDate;
  placementAdjustments: SbPlacementAdjustment[];
  adGroups: SbAdGroup[];
  metrics: Metrics;
  source: SourceRef;
}

/** A customer search term row, linked to the keyword or target that matched it where possible. */
export interface SearchTermRow {
  product: 'sponsoredProducts' | 'sponsoredBrands';
  searchTerm: string;
  campaignId?: CampaignId;
  adGroupId?: AdGroupId;
  keywordId?: KeywordId;
  targetId?: TargetId;
  campaignName?: string;
  adGroupName?: string;
  /** The keyword text that matched (keyword targeting), if any. */
  keywordText?: string;
  matchType?: MatchType;
  /** The targeting expression that matched (auto group, `asin="…"`, category …), if any. */
  targetingExpression?: string;
  metrics: Metrics;
  source: SourceRef;
}

/** A portfolio of the account. */
export interface Portfolio {
  id: PortfolioId;
  name: string;
  state?: string;
  /** Budget Currency Code of the portfolio row (USD, GBP, CAD, JPY …), when the tab has it. */
  currency?: string;
  source: SourceRef;
}

/** A brand asset from the "Brand assets data" tab (brand entity, logo, video or image asset). */
export interface BrandAsset {
  brandEntityId?: string;
  brandName?: string;
  assetId: string;
  assetType: 'logo' | 'video' | 'image' | 'other';
  name?: string;
  source: SourceRef;
}

/** A non-fatal finding while reading: something skipped or normalised that the seller may want to know. */
export interface ReadProblem {
  code?: number;
  message: LocalizedText;
  location?: { sheet?: string; row?: number; column?: string };
}

/** Everything read from one bulk-operations workbook. */
export interface AccountModel {
  sponsoredProducts: { campaigns: SpCampaign[] };
  sponsoredBrands: { campaigns: SbCampaign[] };
  searchTerms: { sponsoredProducts: SearchTermRow[]; sponsoredBrands: SearchTermRow[] };
  portfolios: Portfolio[];
  brandAssets: BrandAsset[];
  /** Sheet names found in the workbook, in order. */
  sheets: string[];
  problems: ReadProblem[];
}
