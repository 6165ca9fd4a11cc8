// One row of a bulk-operations sheet in canonical form: what the writer prints (in Amazon's English
// spellings) and what the upload validator checks (for our plans and for any seller workbook).
import type {
  BiddingStrategy,
  EntityState,
  MatchType,
  NegativeMatchType,
  SbPlacement,
  SourceRef,
  SpPlacement,
  TargetingType,
} from './account';
import type { AdGroupId, AdId, Asin, CampaignId, KeywordId, PortfolioId, Sku, TargetId } from './ids';
import type { BulkDate, Money, Percent } from './units';

/** What a row asks Amazon to do. Blank Operation rows (context in exports) are skipped on upload. */
export type BulkOperation = 'create' | 'update' | 'archive';

/** The nine entities of the SP tab. */
export type SpEntity =
  | 'campaign'
  | 'biddingAdjustment'
  | 'adGroup'
  | 'productAd'
  | 'keyword'
  | 'negativeKeyword'
  | 'campaignNegativeKeyword'
  | 'productTargeting'
  | 'negativeProductTargeting';

/** The entities of the SB multi-ad-group tab. */
export type SbEntity =
  | 'campaign'
  | 'biddingAdjustmentByPlacement'
  | 'adGroup'
  | 'productCollectionAd'
  | 'videoAd'
  | 'brandVideoAd'
  | 'storeSpotlightAd'
  | 'keyword'
  | 'negativeKeyword'
  | 'productTargeting'
  | 'negativeProductTargeting';

/** SB landing page types. */
export type SbLandingPageType = 'detailPage' | 'store' | 'productList' | 'customUrl';

/** A row of the `Sponsored Products Campaigns` tab. Only the fields the entity/operation needs are set. */
export interface SpBulkRow {
  product: 'sponsoredProducts';
  entity: SpEntity;
  operation: BulkOperation;
  campaignId: CampaignId;
  adGroupId?: AdGroupId;
  portfolioId?: PortfolioId;
  adId?: AdId;
  keywordId?: KeywordId;
  productTargetingId?: TargetId;
  campaignName?: string;
  adGroupName?: string;
  startDate?: BulkDate;
  endDate?: BulkDate;
  targetingType?: TargetingType;
  state?: EntityState;
  dailyBudget?: Money;
  sku?: Sku;
  adGroupDefaultBid?: Money;
  bid?: Money;
  keywordText?: string;
  matchType?: MatchType | NegativeMatchType;
  biddingStrategy?: BiddingStrategy;
  placement?: SpPlacement;
  percentage?: Percent;
  productTargetingExpression?: string;
}

/** A row of the `SB Multi Ad Group Campaigns` tab. */
export interface SbBulkRow {
  product: 'sponsoredBrands';
  entity: SbEntity;
  operation: BulkOperation;
  campaignId: CampaignId;
  adGroupId?: AdGroupId;
  portfolioId?: PortfolioId;
  adId?: AdId;
  keywordId?: KeywordId;
  productTargetingId?: TargetId;
  campaignName?: string;
  adGroupName?: string;
  adName?: string;
  startDate?: BulkDate;
  endDate?: BulkDate;
  state?: EntityState;
  brandEntityId?: string;
  budgetType?: 'daily' | 'lifetime';
  budget?: Money;
  bidOptimization?: boolean;
  bid?: Money;
  placement?: SbPlacement;
  /** May be negative for SB placements. */
  percentage?: Percent;
  keywordText?: string;
  matchType?: MatchType | NegativeMatchType;
  productTargetingExpression?: string;
  landingPageUrl?: string;
  landingPageType?: SbLandingPageType;
  landingPageAsins?: Asin[];
  brandName?: string;
  brandLogoAssetId?: string;
  creativeHeadline?: string;
  creativeAsins?: Asin[];
  videoAssetIds?: string[];
}

/** A row of either tab. */
export type BulkRow = SpBulkRow | SbBulkRow;

/**
 * A bulk row as read from a workbook for validation: the canonical row (fields whose value could not be
 * understood are left out), where it stands, and the raw texts that did not parse.
 */
export interface ReadBulkRow {
  row: BulkRow;
  source: SourceRef;
  /** Column header text -> raw cell text, for cells whose value is not a valid spelling for that column. */
  unparsed: Record<string, string>;
}

/**
 * Raw text of the cells Amazon's uploader reads as typed (values, numbers, dates, expressions), by canonical
 * column, with the header they stand under: the validator judges these without the reader's lenient aliases.
 */
export type TypedCells = Partial<Record<string, { header: string; text: string }>>;
