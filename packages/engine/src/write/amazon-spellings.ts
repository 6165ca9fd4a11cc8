// The one table from canonical values (model/account.ts, model/bulk-row.ts) to the English spellings
// Amazon writes in its bulk exports (reference §1.2.4, §1.3.1, §6). Export spellings round-trip, so the
// writer prints exactly these; the readers keep their own, wider alias table for EN/ZH/JA input.
import type {
  BiddingStrategy,
  EntityState,
  MatchType,
  NegativeMatchType,
  SbPlacement,
  SpPlacement,
  TargetingType,
} from '../model/account';
import type { BulkOperation, SbEntity, SbLandingPageType, SpEntity } from '../model/bulk-row';

/** `Product` column values. */
export const PRODUCT_SPELLING = {
  sponsoredProducts: 'Sponsored Products',
  sponsoredBrands: 'Sponsored Brands',
} as const satisfies Record<'sponsoredProducts' | 'sponsoredBrands', string>;

/** `Entity` column values of the `Sponsored Products Campaigns` tab. */
export const SP_ENTITY_SPELLING = {
  campaign: 'Campaign',
  biddingAdjustment: 'Bidding Adjustment',
  adGroup: 'Ad Group',
  productAd: 'Product Ad',
  keyword: 'Keyword',
  negativeKeyword: 'Negative Keyword',
  campaignNegativeKeyword: 'Campaign Negative Keyword',
  productTargeting: 'Product Targeting',
  negativeProductTargeting: 'Negative Product Targeting',
} as const satisfies Record<SpEntity, string>;

/** `Entity` column values of the `SB Multi Ad Group Campaigns` tab (Amazon's mixed case is deliberate). */
export const SB_ENTITY_SPELLING = {
  campaign: 'Campaign',
  biddingAdjustmentByPlacement: 'Bidding adjustment by placement',
  adGroup: 'Ad group',
  productCollectionAd: 'Product collection ad',
  videoAd: 'Video ad',
  brandVideoAd: 'Brand video ad',
  storeSpotlightAd: 'Store spotlight ad',
  keyword: 'Keyword',
  negativeKeyword: 'Negative keyword',
  productTargeting: 'Product targeting',
  negativeProductTargeting: 'Negative Product Targeting',
} as const satisfies Record<SbEntity, string>;

/** `Operation` column values. */
export const OPERATION_SPELLING = {
  create: 'Create',
  update: 'Update',
  archive: 'Archive',
} as const satisfies Record<BulkOperation, string>;

/** `State` column values (lower-case, as in exports). */
export const STATE_SPELLING = {
  enabled: 'enabled',
  paused: 'paused',
  archived: 'archived',
} as const satisfies Record<EntityState, string>;

/** `Targeting Type` column values. */
export const TARGETING_TYPE_SPELLING = {
  manual: 'Manual',
  auto: 'Auto',
} as const satisfies Record<TargetingType, string>;

/** `Match Type` column values, positive and negative. */
export const MATCH_TYPE_SPELLING = {
  exact: 'Exact',
  phrase: 'Phrase',
  broad: 'Broad',
  negativeExact: 'Negative Exact',
  negativePhrase: 'Negative Phrase',
} as const satisfies Record<MatchType | NegativeMatchType, string>;

/** `Bidding Strategy` column values. */
export const BIDDING_STRATEGY_SPELLING = {
  downOnly: 'Dynamic bids - down only',
  upAndDown: 'Dynamic bids - up and down',
  fixed: 'Fixed bid',
} as const satisfies Record<BiddingStrategy, string>;

/** `Placement` column values of SP `Bidding Adjustment` rows. */
export const SP_PLACEMENT_SPELLING = {
  top: 'Placement Top',
  productPage: 'Placement Product Page',
  restOfSearch: 'Placement Rest Of Search',
  amazonBusiness: 'Placement Amazon Business',
} as const satisfies Record<SpPlacement, string>;

/** `Placement` column values of SB `Bidding adjustment by placement` rows. */
export const SB_PLACEMENT_SPELLING = {
  home: 'Home',
  detailPage: 'Detail page',
  other: 'Other',
} as const satisfies Record<SbPlacement, string>;

/** `Budget Type` column values of SB campaigns. */
export const SB_BUDGET_TYPE_SPELLING = {
  daily: 'Daily',
  lifetime: 'Lifetime',
} as const satisfies Record<'daily' | 'lifetime', string>;

/** `Landing Page Type` column values of SB ads. */
export const LANDING_PAGE_TYPE_SPELLING = {
  detailPage: 'Detail Page',
  store: 'Store',
  productList: 'Product list',
  customUrl: 'Custom URL',
} as const satisfies Record<SbLandingPageType, string>;

/** `Bid Optimization` column text for SB campaigns (written as text, not a boolean cell). */
export const spellBoolean = (value: boolean): 'TRUE' | 'FALSE' => (value ? 'TRUE' : 'FALSE');

/** Separator of list cells (Creative ASINs, Landing Page ASINs, Video Asset IDs), as in Amazon's examples. */
export const LIST_SEPARATOR = ', ';
