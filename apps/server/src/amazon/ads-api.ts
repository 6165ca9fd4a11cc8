// The Amazon Ads API as the rest of the server sees it: Login with Amazon (consent URL, code exchange,
// refresh), the profiles of a grant, and one advertiser profile's Sponsored Products v3, Sponsored Brands
// (v4 campaigns/ad groups/video ads, v3 keywords/targets) and Reporting v3. Record shapes are Amazon's wire
// shapes (docs: shared domain reference "amazon-ads-api-reference.md"), so the real client
// (`client/`), the local fake (`fake/`) and the modules that use them agree on one vocabulary.
// Every method throws `AdsApiError` (ads-api-errors.ts) for a whole-request failure; per-item failures of
// batch calls come back in `MultiStatusResult.error`, never as a throw.

/** Login with Amazon tokens of one grant. `expiresAt` is epoch milliseconds. */
export interface LwaTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** What the consent URL carries besides the app's own client id, scope and redirect URI. */
export interface ConsentRequest {
  /** Opaque value bound to the seller's session; comes back on the redirect. */
  state: string;
  /** PKCE S256 challenge of the verifier the server keeps with the state. */
  codeChallenge: string;
  /** The origin the seller's browser used (`http://127.0.0.1:3000`); followed only when the config says so. */
  origin?: string;
}

/** Login with Amazon: the consent page, the code exchange and the refresh. */
export interface LwaClient {
  /** The consent page URL a seller's browser is sent to. */
  consentUrl(request: ConsentRequest): string;
  /** Exchanges a single-use code (5 minutes) for tokens; `AdsApiError` kind `invalidGrant` when it is spent. */
  exchangeCode(code: string, codeVerifier: string, origin?: string): Promise<LwaTokens>;
  /** A fresh access token; `AdsApiError` kind `invalidGrant` when the seller revoked the grant. */
  refresh(refreshToken: string): Promise<LwaTokens>;
}

/** An advertising profile of a grant (`GET /v2/profiles`); `profileId` kept as a string. */
export interface AdsProfile {
  profileId: string;
  countryCode: string;
  currencyCode: string;
  timezone: string;
  dailyBudget?: number;
  accountInfo: {
    marketplaceStringId: string;
    id: string;
    type: 'seller' | 'vendor' | 'agency';
    name: string;
    subType?: string;
    validPaymentMethod?: boolean;
  };
}

/** Supplies a bearer token; `renew` is called once after a 401 to force a refresh. */
export interface AccessTokenSource {
  current(): Promise<string>;
  renew(): Promise<string>;
}

// ---- Sponsored Products v3 ------------------------------------------------------------------------

/** Read-side states of SP v3 entities; create/update accept ENABLED | PAUSED only. */
export type SpState = 'ENABLED' | 'PAUSED' | 'ARCHIVED' | 'ENABLING' | 'USER_DELETED' | 'OTHER' | 'PROPOSED';
export type SpWritableState = 'ENABLED' | 'PAUSED';
export type SpPlacementName =
  'PLACEMENT_TOP' | 'PLACEMENT_REST_OF_SEARCH' | 'PLACEMENT_PRODUCT_PAGE' | 'SITE_AMAZON_BUSINESS';
export type SpBiddingStrategy = 'LEGACY_FOR_SALES' | 'AUTO_FOR_SALES' | 'MANUAL' | 'RULE_BASED';

export interface SpCampaignRecord {
  campaignId: string;
  name: string;
  targetingType: 'AUTO' | 'MANUAL';
  state: SpState;
  startDate?: string;
  endDate?: string;
  portfolioId?: string;
  budget: { budgetType: 'DAILY'; budget: number };
  dynamicBidding?: {
    strategy: SpBiddingStrategy;
    placementBidding?: Array<{ placement: SpPlacementName; percentage: number }>;
  };
}

export interface SpAdGroupRecord {
  adGroupId: string;
  campaignId: string;
  name: string;
  state: SpState;
  defaultBid: number;
}

export interface SpProductAdRecord {
  adId: string;
  campaignId: string;
  adGroupId: string;
  state: SpState;
  sku?: string;
  asin?: string;
}

export interface SpKeywordRecord {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: 'EXACT' | 'PHRASE' | 'BROAD';
  state: SpState;
  bid?: number;
}

export interface SpNegativeKeywordRecord {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE';
  state: SpState;
}

export interface SpCampaignNegativeKeywordRecord {
  keywordId: string;
  campaignId: string;
  keywordText: string;
  matchType: 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE';
  state: SpState;
}

/** One predicate of a targeting expression, e.g. `{type: 'ASIN_SAME_AS', value: 'B07FKDZPZW'}`. */
export interface TargetPredicate {
  type: string;
  value?: string;
}

export interface SpTargetRecord {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  expressionType: 'AUTO' | 'MANUAL';
  expression: TargetPredicate[];
  resolvedExpression?: TargetPredicate[];
  state: SpState;
  bid?: number;
}

export interface SpNegativeTargetRecord {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  expression: TargetPredicate[];
  state: SpState;
}

export interface SpCampaignNegativeTargetRecord {
  targetId: string;
  campaignId: string;
  expression: TargetPredicate[];
  state: SpState;
}

/**
 * The SP v3 resources, each with its record, create item (no id, writable state) and update item (id plus
 * the fields Amazon lets change). The client's resource table holds paths, content types and body keys.
 */
export interface SpResources {
  campaigns: {
    record: SpCampaignRecord;
    create: Omit<SpCampaignRecord, 'campaignId' | 'state'> & { state: SpWritableState };
    update: { campaignId: string } & Partial<
      Pick<SpCampaignRecord, 'name' | 'budget' | 'dynamicBidding' | 'endDate' | 'portfolioId'>
    > & { state?: SpWritableState };
  };
  adGroups: {
    record: SpAdGroupRecord;
    create: Omit<SpAdGroupRecord, 'adGroupId' | 'state'> & { state: SpWritableState };
    update: { adGroupId: string; name?: string; defaultBid?: number; state?: SpWritableState };
  };
  productAds: {
    record: SpProductAdRecord;
    create: Omit<SpProductAdRecord, 'adId' | 'state'> & { state: SpWritableState };
    update: { adId: string; state: SpWritableState };
  };
  keywords: {
    record: SpKeywordRecord;
    create: Omit<SpKeywordRecord, 'keywordId' | 'state'> & { state: SpWritableState };
    update: { keywordId: string; bid?: number; state?: SpWritableState };
  };
  negativeKeywords: {
    record: SpNegativeKeywordRecord;
    create: Omit<SpNegativeKeywordRecord, 'keywordId' | 'state'> & { state: SpWritableState };
    update: { keywordId: string; state: SpWritableState };
  };
  campaignNegativeKeywords: {
    record: SpCampaignNegativeKeywordRecord;
    create: Omit<SpCampaignNegativeKeywordRecord, 'keywordId' | 'state'> & { state: SpWritableState };
    update: { keywordId: string; state: SpWritableState };
  };
  targets: {
    record: SpTargetRecord;
    create: Omit<SpTargetRecord, 'targetId' | 'state' | 'resolvedExpression' | 'expressionType'> & {
      expressionType: 'MANUAL';
      state: SpWritableState;
    };
    update: { targetId: string; bid?: number; state?: SpWritableState };
  };
  negativeTargets: {
    record: SpNegativeTargetRecord;
    create: Omit<SpNegativeTargetRecord, 'targetId' | 'state'> & { state: SpWritableState };
    update: { targetId: string; state: SpWritableState };
  };
  campaignNegativeTargets: {
    record: SpCampaignNegativeTargetRecord;
    create: Omit<SpCampaignNegativeTargetRecord, 'targetId' | 'state'> & { state: SpWritableState };
    update: { targetId: string; state: SpWritableState };
  };
}

export type SpResource = keyof SpResources;
export type SpRecord<R extends SpResource> = SpResources[R]['record'];
export type SpCreate<R extends SpResource> = SpResources[R]['create'];
export type SpUpdate<R extends SpResource> = SpResources[R]['update'];

/** Filters of an SP list call (each `include` list at most 100 or 1000 ids, as Amazon says). */
export interface SpListFilter {
  campaignIds?: string[];
  adGroupIds?: string[];
  /** Ids of the listed resource itself (campaignIdFilter for campaigns, keywordIdFilter for keywords …). */
  ids?: string[];
  states?: Array<'ENABLED' | 'PAUSED' | 'ARCHIVED'>;
}

/** One per-item failure of a batch call, flattened from Amazon's `errorType`/`errorValue` selector. */
export interface AdsItemError {
  /** Amazon's error type, e.g. `duplicateValueError`, `rangeError`, `entityNotFoundError`. */
  errorType: string;
  /** Amazon's reason enum when given, e.g. `NAME_NOT_UNIQUE`, `TOO_LOW`. */
  reason?: string;
  message: string;
  /** JSON path of the offending field, e.g. `$.keywords[3].bid`. */
  location?: string;
}

/**
 * The answer of a batch create/update/archive: items by their index in the request (the client splits
 * large batches and re-numbers indexes to the caller's array), the id of each success and its echo.
 */
export interface MultiStatusResult<T> {
  success: Array<{ index: number; id: string; record?: T }>;
  error: Array<{ index: number; errors: AdsItemError[] }>;
}

// ---- Sponsored Brands -----------------------------------------------------------------------------

/** SB v4 campaign (lower-level SB fields beyond the video flow are passed through as Amazon names them). */
export interface SbCampaignRecord {
  campaignId: string;
  name: string;
  state: 'ENABLED' | 'PAUSED' | 'ARCHIVED';
  budget: number;
  budgetType: 'DAILY' | 'LIFETIME';
  startDate?: string;
  endDate?: string;
  brandEntityId?: string;
  portfolioId?: string;
  bidding?: {
    bidOptimization: boolean;
    bidAdjustmentsByPlacement?: Array<{
      placement: 'HOME' | 'DETAIL_PAGE' | 'OTHER' | 'TOP_OF_SEARCH';
      percentage: number;
    }>;
  };
}

export interface SbAdGroupRecord {
  adGroupId: string;
  campaignId: string;
  name: string;
  state: 'ENABLED' | 'PAUSED' | 'ARCHIVED';
}

/** SB v4 video ad (`POST /sb/v4/ads/video`): one ASIN, one video asset; lands on the detail page. */
export interface SbVideoAdRecord {
  adId: string;
  adGroupId: string;
  campaignId?: string;
  name: string;
  state: 'ENABLED' | 'PAUSED' | 'ARCHIVED';
  creative: { asins: string[]; videoAssetIds: string[] };
  servingStatus?: string;
}

/** A brand the seller registered (`GET /brands`, SB v3); `brandEntityId` is what SB campaigns name. */
export interface SbBrandRecord {
  brandId: string;
  brandEntityId: string;
  brandRegistryName: string;
}

/** SB v3 keyword: numeric ids on the wire (kept as strings here), lowercase enums. */
export interface SbKeywordRecord {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: 'broad' | 'exact' | 'phrase';
  state: 'enabled' | 'paused' | 'archived' | 'pending' | 'draft';
  bid?: number;
}

/** SB v3 product target (`expressions` with lower-camel types, e.g. `asinSameAs`). */
export interface SbTargetRecord {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  expressions: Array<{ type: string; value: string }>;
  state: 'enabled' | 'paused' | 'archived' | 'pending' | 'draft';
  bid?: number;
}

/** SB v3 negative keyword. */
export interface SbNegativeKeywordRecord {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: 'negativeExact' | 'negativePhrase';
  state: 'enabled' | 'archived' | 'pending' | 'draft';
}

// ---- Reporting v3 ---------------------------------------------------------------------------------

/** A Reporting v3 request (`POST /reporting/reports`): DAILY or SUMMARY, at most 31 days. */
export interface ReportRequest {
  name?: string;
  startDate: string;
  endDate: string;
  adProduct: 'SPONSORED_PRODUCTS' | 'SPONSORED_BRANDS';
  /** e.g. spCampaigns, spTargeting, spSearchTerm, spAdvertisedProduct, sbCampaigns, sbTargeting, sbSearchTerm. */
  reportTypeId: string;
  groupBy: string[];
  columns: string[];
  timeUnit: 'DAILY' | 'SUMMARY';
  filters?: Array<{ field: string; values: string[] }>;
}

export type ReportStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** A report as Amazon describes it; `url` once COMPLETED. */
export interface ReportDescriptor {
  reportId: string;
  status: ReportStatus;
  url?: string | null;
  failureReason?: string | null;
}

/** One row of a downloaded report: Amazon's column names to numbers or text (ids may be numbers). */
export type ReportRow = Record<string, string | number | null>;

/** Options of a whole report run: polling until COMPLETED within a time limit. */
export interface ReportRunOptions {
  /** Give up (AdsApiError kind `timeout`) when the report is not ready after this many ms. */
  timeoutMs: number;
  /** First pause between polls; grows with backoff. */
  pollIntervalMs?: number;
}

// ---- One advertiser profile -----------------------------------------------------------------------

/** The Ads API scoped to one profile (the Scope header), with tokens renewed behind it. */
export interface AdsProfileApi {
  readonly profileId: string;

  /** Every record of an SP resource matching `filter`, following `nextToken` pages. */
  spList<R extends SpResource>(resource: R, filter?: SpListFilter): Promise<Array<SpRecord<R>>>;
  /** Creates SP entities (split in batches of 1000); per-item results by the caller's index. */
  spCreate<R extends SpResource>(
    resource: R,
    items: Array<SpCreate<R>>,
  ): Promise<MultiStatusResult<SpRecord<R>>>;
  /** Updates SP entities (partial updates, batches of 1000). */
  spUpdate<R extends SpResource>(
    resource: R,
    items: Array<SpUpdate<R>>,
  ): Promise<MultiStatusResult<SpRecord<R>>>;
  /** Archives SP entities by id (Amazon's `/delete`; archived entities cannot change again). */
  spArchive<R extends SpResource>(resource: R, ids: string[]): Promise<MultiStatusResult<SpRecord<R>>>;

  /** The brands of a seller profile (`GET /brands`); empty for a seller outside Brand Registry. */
  sbListBrands(): Promise<SbBrandRecord[]>;
  /** SB v4 campaigns (pages of 100). */
  sbListCampaigns(filter?: { campaignIds?: string[]; states?: string[] }): Promise<SbCampaignRecord[]>;
  sbCreateCampaigns(
    items: Array<Omit<SbCampaignRecord, 'campaignId'>>,
  ): Promise<MultiStatusResult<SbCampaignRecord>>;
  sbUpdateCampaigns(
    items: Array<Partial<SbCampaignRecord> & { campaignId: string }>,
  ): Promise<MultiStatusResult<SbCampaignRecord>>;
  sbArchiveCampaigns(ids: string[]): Promise<MultiStatusResult<SbCampaignRecord>>;
  sbListAdGroups(filter?: { campaignIds?: string[] }): Promise<SbAdGroupRecord[]>;
  sbCreateAdGroups(
    items: Array<Omit<SbAdGroupRecord, 'adGroupId'>>,
  ): Promise<MultiStatusResult<SbAdGroupRecord>>;
  sbListVideoAds(filter?: { campaignIds?: string[]; adGroupIds?: string[] }): Promise<SbVideoAdRecord[]>;
  sbCreateVideoAds(
    items: Array<Omit<SbVideoAdRecord, 'adId' | 'servingStatus'>>,
  ): Promise<MultiStatusResult<SbVideoAdRecord>>;
  /** SB v3 keywords (`startIndex`/`count` pages; at most 100 per write). */
  sbListKeywords(filter?: { campaignIds?: string[]; adGroupIds?: string[] }): Promise<SbKeywordRecord[]>;
  sbCreateKeywords(
    items: Array<Omit<SbKeywordRecord, 'keywordId' | 'state'>>,
  ): Promise<MultiStatusResult<SbKeywordRecord>>;
  sbUpdateKeywords(
    items: Array<{
      keywordId: string;
      adGroupId: string;
      campaignId: string;
      bid?: number;
      state?: 'enabled' | 'paused' | 'archived';
    }>,
  ): Promise<MultiStatusResult<SbKeywordRecord>>;
  sbListNegativeKeywords(filter?: { campaignIds?: string[] }): Promise<SbNegativeKeywordRecord[]>;
  sbCreateNegativeKeywords(
    items: Array<Omit<SbNegativeKeywordRecord, 'keywordId' | 'state'>>,
  ): Promise<MultiStatusResult<SbNegativeKeywordRecord>>;
  /** Archives SB v3 negative keywords (`PUT /sb/negativeKeywords`, state `archived`). */
  sbUpdateNegativeKeywords(
    items: Array<{ keywordId: string; adGroupId: string; campaignId: string; state: 'enabled' | 'archived' }>,
  ): Promise<MultiStatusResult<SbNegativeKeywordRecord>>;
  /** SB v3 product targets. */
  sbListTargets(filter?: { campaignIds?: string[] }): Promise<SbTargetRecord[]>;
  sbCreateTargets(
    items: Array<Omit<SbTargetRecord, 'targetId' | 'state'>>,
  ): Promise<MultiStatusResult<SbTargetRecord>>;
  sbUpdateTargets(
    items: Array<{
      targetId: string;
      adGroupId: string;
      campaignId: string;
      bid?: number;
      state?: 'enabled' | 'paused' | 'archived';
    }>,
  ): Promise<MultiStatusResult<SbTargetRecord>>;

  /** Requests a report (a 425 duplicate answer is followed to the named report) and answers its id. */
  createReport(request: ReportRequest): Promise<string>;
  /** The report's status and, once COMPLETED, its download URL. */
  getReport(reportId: string): Promise<ReportDescriptor>;
  /** Downloads a COMPLETED report's gzipped JSON and answers its rows. */
  downloadReport(descriptor: ReportDescriptor): Promise<ReportRow[]>;
  /** create -> poll with backoff -> download, within `options.timeoutMs`. */
  runReport(request: ReportRequest, options: ReportRunOptions): Promise<ReportRow[]>;
}

/** The Ads API of one grant: its profiles, and a profile-scoped API. */
export interface AdsAccountApi {
  /** The grant's profiles (`GET /v2/profiles`, no Scope header). */
  listProfiles(): Promise<AdsProfile[]>;
  /** The API scoped to one of the grant's profiles. */
  forProfile(profileId: string): AdsProfileApi;
}

/** The Amazon gateway the server is built with: the real client (live or sandbox hosts) or a test double. */
export interface AmazonAdsGateway {
  lwa: LwaClient;
  /** The Ads API of a grant whose access tokens come from `tokens`. */
  connect(tokens: AccessTokenSource): AdsAccountApi;
}
