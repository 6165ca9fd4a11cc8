// One linked shop's Amazon account as the modules read it: plans (the account a flow plans on),
// diagnostics (the tool's campaigns), schedules (the bids of a campaign, the shop's campaigns) and the tool
// pickers all list a shop's SP or SB entities through this port, for a scope, in one typed snapshot, and
// get Amazon's failures already mapped to the seller's product codes. What each module makes of the
// snapshot (the engine's AccountModel, the rules' facts, the live bids) stays in the module and translates
// Amazon's words through amazon/entities/bulk-vocabulary.ts. Implemented once, over an advertiser
// profile's Ads API, by amazon/account-reader/profile-account-reader.ts.
import type { ReportRequest, ReportRow, SbBrandRecord, SpRecord } from '../amazon/ads-api';
import type {
  SbAdGroupRecord,
  SbCampaignRecord,
  SbKeywordRecord,
  SbNegativeKeywordRecord,
  SbTargetRecord,
  SbVideoAdRecord,
} from '../amazon/entities/sb-entities';

/**
 * Which entities a read covers: the whole account's live ones (enabled or paused; archived entities cannot
 * be planned on or changed), or every entity of some campaigns whatever its state (the reader of a few
 * campaigns judges states itself).
 */
export type AccountScope = { readonly live: true } | { readonly campaignIds: readonly string[] };

/** A shop's Sponsored Products entities (SP v3), one list per entity. */
export interface SpAccountSnapshot {
  campaigns: Array<SpRecord<'campaigns'>>;
  adGroups: Array<SpRecord<'adGroups'>>;
  productAds: Array<SpRecord<'productAds'>>;
  keywords: Array<SpRecord<'keywords'>>;
  negativeKeywords: Array<SpRecord<'negativeKeywords'>>;
  campaignNegativeKeywords: Array<SpRecord<'campaignNegativeKeywords'>>;
  targets: Array<SpRecord<'targets'>>;
  negativeTargets: Array<SpRecord<'negativeTargets'>>;
  campaignNegativeTargets: Array<SpRecord<'campaignNegativeTargets'>>;
}

/** A shop's Sponsored Brands entities (v4 campaigns, ad groups, video ads; v3 keywords, targets, negatives). */
export interface SbAccountSnapshot {
  campaigns: SbCampaignRecord[];
  adGroups: SbAdGroupRecord[];
  videoAds: SbVideoAdRecord[];
  keywords: SbKeywordRecord[];
  targets: SbTargetRecord[];
  negativeKeywords: SbNegativeKeywordRecord[];
}

/** An SP entity list a read can ask for. */
export type SpPart = keyof SpAccountSnapshot;

/** An SB entity list a read can ask for. */
export type SbPart = keyof SbAccountSnapshot;

/**
 * Reads one shop's advertising account. Every method throws, for a failure of Amazon, the seller's refusal
 * (amazon/account-reader/shop-read-error.ts): 10031 when the grant was revoked, else `ShopReadError`
 * (50018, with what went wrong); a `ShopAccess` refusal (10031, 10032) passes through unchanged.
 */
export interface ShopAccountReader {
  /** The SP lists named in `parts` for `scope` (only those are requested from Amazon). */
  readSp<P extends SpPart>(scope: AccountScope, parts: readonly P[]): Promise<Pick<SpAccountSnapshot, P>>;
  /** The SB lists named in `parts` for `scope`; a live read lists the live campaigns first, then their children. */
  readSb<P extends SbPart>(scope: AccountScope, parts: readonly P[]): Promise<Pick<SbAccountSnapshot, P>>;
  /** The brands the seller registered (what SB campaigns name). */
  readBrands(): Promise<SbBrandRecord[]>;
  /** The rows of one Reporting v3 report, within `timeoutMs` (create, wait, download). */
  readReport(request: ReportRequest, timeoutMs: number): Promise<ReportRow[]>;
}
