// The compact description of a bulk workbook that buildBulkWorkbook() turns into a realistic file.
// Values are the model's canonical ones; the builder spells them as Amazon would for the language.
import type {
  BiddingStrategy,
  EntityState,
  MatchType,
  NegativeMatchType,
  SbAdFormat,
  SbPlacement,
  SpPlacement,
  TargetingType,
} from '../model/account';
import type { BulkOperation, SbLandingPageType } from '../model/bulk-row';
import type { Metrics } from '../model/metrics';

/** Header and value language of the file. */
export type BulkLanguage = 'en' | 'zh' | 'ja';

/** SP tab layout: 2026 export (52 columns), 2023-24 export (46), or the blank upload template (31). */
export type SpLayout = 'export52' | 'export46' | 'template31';

/** A cell as the builder writes it; a formula is written with its cached result (or none). */
export type CellValue = string | number | boolean | null | { formula: string; result?: string | number };

/** Operation cell of a row: blank (as in exports) or one of the three operations. */
export type OperationSpec = BulkOperation | '';

/** Metrics of one entity; missing counts are written as 0. */
export type MetricsSpec = Partial<Metrics>;

/** A product ad of an SP ad group. */
export interface ProductAdSpec {
  id: string;
  sku?: string;
  asin?: string;
  state?: EntityState;
  /** Written in `Eligibility Status (Informational only)`; default `Eligible`. */
  eligibility?: string;
  reasonForIneligibility?: string;
  metrics?: MetricsSpec;
  operation?: OperationSpec;
}

/** A positive keyword. */
export interface KeywordSpec {
  id: string;
  text: string;
  matchType: MatchType;
  state?: EntityState;
  bid?: number;
  metrics?: MetricsSpec;
  operation?: OperationSpec;
}

/** A negative keyword (ad group or campaign level). */
export interface NegativeKeywordSpec {
  id: string;
  text: string;
  matchType: NegativeMatchType;
  state?: EntityState;
  operation?: OperationSpec;
}

/** A product target (`asin="…"`, `category="…"`, or an auto group such as `close-match`). */
export interface ProductTargetSpec {
  id: string;
  expression: string;
  resolvedExpression?: string;
  state?: EntityState;
  bid?: number;
  metrics?: MetricsSpec;
  operation?: OperationSpec;
}

/** A negative product target (`asin="…"` or `brand="…"`). */
export interface NegativeProductTargetSpec {
  id: string;
  expression: string;
  state?: EntityState;
  operation?: OperationSpec;
}

/** An SP ad group and its children. */
export interface SpAdGroupSpec {
  id: string;
  name: string;
  state?: EntityState;
  defaultBid?: number;
  metrics?: MetricsSpec;
  productAds?: ProductAdSpec[];
  keywords?: KeywordSpec[];
  productTargets?: ProductTargetSpec[];
  negativeKeywords?: NegativeKeywordSpec[];
  negativeProductTargets?: NegativeProductTargetSpec[];
  operation?: OperationSpec;
}

/** A placement bid adjustment row of an SP campaign. */
export interface SpBiddingAdjustmentSpec {
  placement: SpPlacement;
  percentage: number;
  metrics?: MetricsSpec;
  operation?: OperationSpec;
}

/** An SP campaign. Without `biddingAdjustments` it gets the export's four rows at 0 %. */
export interface SpCampaignSpec {
  id: string;
  name: string;
  state?: EntityState;
  targetingType?: TargetingType;
  dailyBudget?: number;
  startDate?: string;
  endDate?: string;
  biddingStrategy?: BiddingStrategy;
  portfolioId?: string;
  metrics?: MetricsSpec;
  biddingAdjustments?: SpBiddingAdjustmentSpec[];
  adGroups?: SpAdGroupSpec[];
  campaignNegativeKeywords?: NegativeKeywordSpec[];
  operation?: OperationSpec;
}

/** An SB ad (multi-ad-group tab). */
export interface SbAdSpec {
  id: string;
  format: SbAdFormat;
  name?: string;
  state?: EntityState;
  landingPageUrl?: string;
  landingPageType?: SbLandingPageType;
  creativeAsins?: string[];
  videoAssetIds?: string[];
  brandName?: string;
  brandLogoAssetId?: string;
  headline?: string;
  metrics?: MetricsSpec;
  operation?: OperationSpec;
}

/** An SB ad group (multi-ad-group tab). */
export interface SbAdGroupSpec {
  id: string;
  name: string;
  state?: EntityState;
  metrics?: MetricsSpec;
  ads?: SbAdSpec[];
  keywords?: KeywordSpec[];
  productTargets?: ProductTargetSpec[];
  negativeKeywords?: NegativeKeywordSpec[];
  negativeProductTargets?: NegativeProductTargetSpec[];
  operation?: OperationSpec;
}

/** An SB campaign of the multi-ad-group tab. */
export interface SbCampaignSpec {
  id: string;
  name: string;
  state?: EntityState;
  budgetType?: 'daily' | 'lifetime';
  budget?: number;
  bidOptimization?: boolean;
  brandEntityId?: string;
  portfolioId?: string;
  startDate?: string;
  endDate?: string;
  metrics?: MetricsSpec;
  placementAdjustments?: Array<{ placement: SbPlacement; percentage: number; metrics?: MetricsSpec }>;
  adGroups?: SbAdGroupSpec[];
  operation?: OperationSpec;
}

/** A campaign of the legacy `Sponsored Brands Campaigns` tab (one ad per campaign). */
export interface SbLegacyCampaignSpec {
  id: string;
  name: string;
  state?: EntityState;
  budgetType?: 'daily' | 'lifetime';
  budget?: number;
  adFormat?: 'video' | 'productCollection';
  creativeAsins?: string[];
  videoMediaIds?: string[];
  brandName?: string;
  headline?: string;
  landingPageUrl?: string;
  metrics?: MetricsSpec;
  keywords?: KeywordSpec[];
  productTargets?: ProductTargetSpec[];
  negativeKeywords?: NegativeKeywordSpec[];
}

/** A customer search term row of the SP or SB search term tab. */
export interface SearchTermSpec {
  campaignId: string;
  adGroupId: string;
  campaignName: string;
  adGroupName: string;
  searchTerm: string;
  keywordId?: string;
  productTargetingId?: string;
  keywordText?: string;
  matchType?: MatchType;
  productTargetingExpression?: string;
  state?: EntityState;
  bid?: number;
  metrics?: MetricsSpec;
}

/** A portfolio row. */
export interface PortfolioSpec {
  id: string;
  name: string;
  state?: string;
  budgetAmount?: number;
  budgetPolicy?: string;
  /** Budget Currency Code (left blank when absent). */
  currency?: string;
}

/** A row of the brand assets tab. */
export interface BrandAssetSpec {
  brandEntityId?: string;
  brandName?: string;
  assetId: string;
  assetType: 'logo' | 'video' | 'image' | 'other';
  name?: string;
}

/** Tabs the builder can write, by the keys of SHEET. */
export type BulkTab =
  | 'sponsoredProducts'
  | 'sbMultiAdGroup'
  | 'sbLegacy'
  | 'spSearchTerms'
  | 'sbSearchTerms'
  | 'portfolios'
  | 'brandAssets';

/** Everything buildBulkWorkbook() needs; every part is optional. */
export interface BulkWorkbookSpec {
  language?: BulkLanguage;
  spLayout?: SpLayout;
  /** IDs as text cells (as Amazon writes them, default) or as numeric cells (to test coercion). */
  idsAs?: 'text' | 'number';
  /** Strings inline in each cell (as Amazon's POI export, default) or in a shared-strings table. */
  strings?: 'inline' | 'shared';
  /** Operation written on rows without their own; default blank, as in exports. */
  operation?: OperationSpec;
  portfolios?: PortfolioSpec[];
  sponsoredProducts?: SpCampaignSpec[];
  sponsoredBrands?: SbCampaignSpec[];
  legacySponsoredBrands?: SbLegacyCampaignSpec[];
  spSearchTerms?: SearchTermSpec[];
  sbSearchTerms?: SearchTermSpec[];
  brandAssets?: BrandAssetSpec[];
  /**
   * Which tabs to write; by default every tab with content plus an empty SP tab. Listing a tab writes it
   * even when empty (header only).
   */
  tabs?: BulkTab[];
  /** Sheet names to use instead of the language's own (e.g. to test unknown names). */
  sheetNames?: Partial<Record<BulkTab, string>>;
  /** Rows appended to a tab as written, keyed by canonical column (bulk-columns.ts keys). */
  extraRows?: Partial<Record<BulkTab, Array<Record<string, CellValue>>>>;
  /** Unknown header texts appended to every tab (their cells are filled with `x`). */
  extraColumns?: string[];
  /** Further sheets written after the known ones (for example a hidden `Config`). */
  extraSheets?: Array<{ name: string; rows: CellValue[][]; state?: 'visible' | 'hidden' | 'veryHidden' }>;
}
