// The Amazon fake's whole state as plain JSON (so it can be written to disk and read back): Login with
// Amazon grants, codes and tokens, the profiles of each grant with their Sponsored Products / Sponsored
// Brands entities in Amazon's wire shapes, the traffic history behind reports, and requested reports.
import type { Marketplace } from '@adplan/contracts';
import type { SpResource } from '../ads-api';

/** Which kind of Amazon account a grant belongs to (the consent page's choice). */
export type FakeAccountType = 'seller' | 'vendor';

/** One Login with Amazon grant: one Amazon user who approved the app. */
export interface FakeGrant {
  grantId: string;
  accountType: FakeAccountType;
  refreshToken: string;
  /** The seed its account was generated from (same seed, same account). */
  seed: string;
  createdAt: number;
  revoked: boolean;
  profileIds: string[];
  /** Sandbox trial: the seller counts as having linked two days ago, so AdPlan may use the shops at once. */
  readyAtOnce?: boolean;
}

/** An authorization code: single use, five minutes, bound to the consent's redirect URI and PKCE challenge. */
export interface FakeCode {
  code: string;
  grantId: string;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: number;
  used: boolean;
}

export interface FakeAccessToken {
  grantId: string;
  expiresAt: number;
}

/** What the consent page registered for a `state` (so the sandbox consent call can finish it). */
export interface PendingConsent {
  state: string;
  redirectUri: string;
  codeChallenge: string | null;
  createdAt: number;
}

/** The account type of a profile: generated accounts are sellers or vendors; tests may plant an agency. */
export type WireAccountType = FakeAccountType | 'agency';

/** `GET /v2/profiles` item exactly as Amazon sends it (profileId is a JSON number). */
export interface WireProfile {
  profileId: number;
  /** Generated accounts are US/CA; tests plant profiles of other marketplaces (UK, JP) too. */
  countryCode: Marketplace;
  currencyCode: string;
  dailyBudget: number;
  timezone: string;
  accountInfo: {
    marketplaceStringId: string;
    id: string;
    type: WireAccountType;
    name: string;
    validPaymentMethod: boolean;
  };
}

/** A product of the account's catalogue (seller ads name the SKU, Amazon fills in the ASIN). */
export interface FakeProduct {
  sku: string;
  asin: string;
  title: string;
  /** Average sale price in the profile's currency. */
  price: number;
}

/**
 * How a keyword or target of the generated history performs on an average day: search terms with their
 * share, the placement split, and the rates daily figures are drawn around.
 */
export interface TrafficProfile {
  impressions: number;
  ctr: number;
  cpc: number;
  cvr: number;
  terms: Array<{ term: string; weight: number }>;
  /** Shares of impressions on top of search, rest of search and product pages (sum 1). */
  placements: [number, number, number];
  /** Multiplier of the top-of-search CPC (placement bid adjustments raise it). */
  topCpcFactor: number;
  /** The first and (when stopped) last date with traffic, YYYY-MM-DD in the profile's time zone. */
  from: string;
  until?: string;
}

/** One day of planted figures (seeding API): exact numbers for one keyword/target and search term. */
export interface PlantedFact {
  adProduct: 'SPONSORED_PRODUCTS' | 'SPONSORED_BRANDS';
  date: string;
  campaignId: string;
  adGroupId: string;
  /** keywordId or targetId. */
  targetId: string;
  searchTerm: string;
  placement: FakePlacement;
  impressions: number;
  clicks: number;
  cost: number;
  purchases: number;
  sales: number;
  units: number;
}

export type FakePlacement = 'TOP' | 'REST' | 'PRODUCT';

/** A stored SP or SB record: Amazon's wire fields (SP ids as strings, SB v3 ids kept as strings too). */
export type WireRecord = Record<string, unknown>;

export type SbStore = 'campaigns' | 'adGroups' | 'ads' | 'keywords' | 'negativeKeywords' | 'targets';

/** One advertiser profile with its entities and history. */
export interface FakeProfile {
  profile: WireProfile;
  grantId: string;
  brand: { brandId: string; brandEntityId: string; brandRegistryName: string } | null;
  products: FakeProduct[];
  sp: Record<SpResource, WireRecord[]>;
  sb: Record<SbStore, WireRecord[]>;
  /** Traffic of generated keywords/targets by their id; entities created through the API have none. */
  traffic: Record<string, TrafficProfile>;
  planted: PlantedFact[];
  /**
   * Report rows planted verbatim (seeding API) by `reportTypeId:groupBy,…`: a report of that type and
   * grouping serves these rows (those dated inside its window) instead of rows summed from figures.
   */
  plantedReportRows?: Record<string, PlantedReportRow[]>;
}

/** The key planted report rows are filed under: the report type and its groupBy, e.g. `spCampaigns:campaign`. */
export function plantedReportKey(reportTypeId: string, groupBy: readonly string[]): string {
  return `${reportTypeId}:${groupBy.join(',')}`;
}

/** One planted report row: Amazon's column names to values, with the `date` that places it in a window. */
export type PlantedReportRow = Record<string, string | number | null> & { date: string };

/** A requested Reporting v3 report. */
export interface FakeReport {
  reportId: string;
  profileId: string;
  /** The request body as sent (echoed back as Amazon does). */
  request: {
    name?: string;
    startDate: string;
    endDate: string;
    configuration: Record<string, unknown>;
  };
  /** Canonical JSON of the request, for the 425 duplicate check. */
  fingerprint: string;
  createdAt: number;
  /** Forced failure (control), shown once due. */
  failureReason: string | null;
  downloadToken: string;
}

/** Everything the fake knows. */
export interface FakeState {
  version: 1;
  seed: string;
  grantCounter: number;
  grants: Record<string, FakeGrant>;
  codes: Record<string, FakeCode>;
  accessTokens: Record<string, FakeAccessToken>;
  pendingConsents: Record<string, PendingConsent>;
  profiles: Record<string, FakeProfile>;
  reports: Record<string, FakeReport>;
}

/** An empty state. */
export function emptyFakeState(seed: string): FakeState {
  return {
    version: 1,
    seed,
    grantCounter: 0,
    grants: {},
    codes: {},
    accessTokens: {},
    pendingConsents: {},
    profiles: {},
    reports: {},
  };
}

/** Empty SP and SB entity stores of a new profile. */
export function emptyEntityStores(): Pick<FakeProfile, 'sp' | 'sb'> {
  return {
    sp: {
      campaigns: [],
      adGroups: [],
      productAds: [],
      keywords: [],
      negativeKeywords: [],
      campaignNegativeKeywords: [],
      targets: [],
      negativeTargets: [],
      campaignNegativeTargets: [],
    },
    sb: { campaigns: [], adGroups: [], ads: [], keywords: [], negativeKeywords: [], targets: [] },
  };
}
