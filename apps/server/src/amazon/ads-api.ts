// The Amazon Ads API as the rest of the server sees it: Login with Amazon (consent URL, code exchange,
// refresh), the profiles of a grant, and one advertiser profile's entities (Sponsored Products v3,
// Sponsored Brands v4 campaigns/ad groups/video ads and v3 keywords/targets, brands) and Reporting v3.
// Entities are described once in `entities/` (wire facts and the schema of a record); every ad product
// goes through the same four calls `list/create/update/archive`, so the real client (`client/`), the local
// fake (`fake/`) and the modules that use them agree on one vocabulary.
// Every method throws `AdsApiError` (ads-api-errors.ts) for a whole-request failure, including an answer
// that does not match the entity's schema; per-item failures of batch calls come back in
// `MultiStatusResult.error`, never as a throw.
import type {
  AdsEntityName,
  ArchivableEntity,
  CreatableEntity,
  EntityCreate,
  EntityRecord,
  EntityUpdate,
  UpdatableEntity,
} from './entities/ads-entities';

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

// ---- Entities (described once in entities/) ----------------------------------------------------------

export type {
  SpAdGroupRecord,
  SpBiddingStrategy,
  SpCampaignNegativeKeywordRecord,
  SpCampaignNegativeTargetRecord,
  SpCampaignRecord,
  SpKeywordRecord,
  SpMatchType,
  SpNegativeKeywordRecord,
  SpNegativeMatchType,
  SpNegativeTargetRecord,
  SpPlacementName,
  SpProductAdRecord,
  SpState,
  SpTargetRecord,
  SpWritableState,
  TargetPredicate,
} from './entities/sp-entities';
export type {
  SbAdGroupRecord,
  SbBrandRecord,
  SbCampaignRecord,
  SbKeywordRecord,
  SbNegativeKeywordRecord,
  SbPlacementName,
  SbTargetRecord,
  SbVideoAdRecord,
} from './entities/sb-entities';
export type {
  AdsEntityName,
  ArchivableEntity,
  CreatableEntity,
  EntityCreate,
  EntityRecord,
  EntityUpdate,
  UpdatableEntity,
} from './entities/ads-entities';

/** An SP v3 resource as the fake's tables name it (`campaigns`, `keywords` …; the entity is `sp.<resource>`). */
export type SpResource = AdsEntityName extends infer E ? (E extends `sp.${infer R}` ? R : never) : never;

/** One record of an SP v3 resource. */
export type SpRecord<R extends SpResource> = EntityRecord<`sp.${R}`>;

/**
 * Filters of a list call (split to each entity's `include` limits). An entity whose list does not take a
 * filter refuses it (`AdsApiError` kind `badRequest`) before any call.
 */
export interface AdsListFilter {
  campaignIds?: string[];
  adGroupIds?: string[];
  /** Ids of the listed resource itself (campaignIdFilter for campaigns, keywordIdFilter for keywords …). */
  ids?: string[];
  /** SP v3 and SB v4 campaigns; SB v3 lists always read every state. */
  states?: readonly string[];
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
  /** `record` is Amazon's echo, read by the entity's echo schema (any subset of the record's fields). */
  success: Array<{ index: number; id: string; record?: Partial<T> }>;
  error: Array<{ index: number; errors: AdsItemError[] }>;
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

  /** Every record of `entity` matching `filter`, following Amazon's pages; each read by the entity's schema. */
  list<E extends AdsEntityName>(entity: E, filter?: AdsListFilter): Promise<Array<EntityRecord<E>>>;
  /** Creates entities in batches of the entity's limit; per-item results by the caller's index. */
  create<E extends CreatableEntity>(
    entity: E,
    items: Array<EntityCreate<E>>,
  ): Promise<MultiStatusResult<EntityRecord<E>>>;
  /** Updates entities (partial updates; SB v3 archives by an update to state `archived`). */
  update<E extends UpdatableEntity>(
    entity: E,
    items: Array<EntityUpdate<E>>,
  ): Promise<MultiStatusResult<EntityRecord<E>>>;
  /** Archives entities by id (Amazon's `/delete`; archived entities cannot change again). */
  archive<E extends ArchivableEntity>(entity: E, ids: string[]): Promise<MultiStatusResult<EntityRecord<E>>>;

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
