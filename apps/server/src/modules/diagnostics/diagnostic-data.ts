// What the rules read: the tool's campaigns with their settings, and the report rows pulled from Amazon
// reduced to one shape for SP and SB (money in the marketplace currency, orders and sales of the report's
// attribution window: 7 days for SP, 14 for SB). Built by report-pulls.ts, read by rules/.
import type { FindingFigure, FindingKind, FindingSeverity } from '@adplan/contracts';
import type { SpPlacement } from '@adplan/engine';
import type { SpMatchType, SpNegativeMatchType } from '../../amazon/ads-api';

export type AdProduct = 'SP' | 'SB';
/** An SP placement in the bulk sheet's words (amazon/entities/bulk-vocabulary.ts), or any other placement. */
export type PlacementName = Exclude<SpPlacement, 'amazonBusiness'> | 'other';

/** Traffic and return figures of anything (a day, a target, a term, a placement). */
export interface Metrics {
  impressions: number;
  clicks: number;
  spend: number;
  orders: number;
  sales: number;
}

/** One of the tool's campaigns as the account lists it now. */
export interface CampaignFacts {
  campaignId: string;
  name: string;
  adProduct: AdProduct;
  enabled: boolean;
  /** Current daily budget; null for an SB lifetime budget. */
  dailyBudget: number | null;
  /** Calendar day (marketplace time) the campaign started serving, when known. */
  startDate: string | null;
  /** `created` by the tool (a cold start) or `optimised` by it. */
  origin: 'created' | 'optimised';
  /** When the tool's change-set touched it last. */
  appliedAt: Date;
  /** Current placement adjustments in percent (SP). */
  placementPercents: Partial<Record<PlacementName, number>>;
}

/** One day of one campaign (campaign reports, DAILY). */
export interface CampaignDay extends Metrics {
  campaignId: string;
  date: string;
  /** The budget Amazon reports for that day; null when the report has none. */
  budget: number | null;
}

/** How a keyword or target matches: keyword match types (as SP spells them), or a targeting expression. */
export type MatchKind = SpMatchType | 'TARGETING';

/** A keyword or product/auto target with its bid and the window's figures (targeting reports). */
export interface TargetFacts extends Metrics {
  adProduct: AdProduct;
  campaignId: string;
  adGroupId: string;
  /** The ad group's name as the account lists it (its id when the list lacks it). */
  adGroupName: string;
  targetId: string;
  /** Keyword text, or the expression as the console writes it (`close-match`, `asin="B0…"`). */
  text: string;
  matchKind: MatchKind;
  bid: number;
  /** The target, its ad group and its campaign are all enabled (it can serve). */
  serving: boolean;
}

/** A customer search term matched in one ad group (search-term reports, summed over the window). */
export interface SearchTermFacts extends Metrics {
  adProduct: AdProduct;
  campaignId: string;
  adGroupId: string;
  /** Lower-case, single-spaced. */
  term: string;
  /** How the term was matched (the matching target's kind). */
  matchKind: MatchKind;
}

/** One placement of one SP campaign over the window. */
export interface PlacementFacts extends Metrics {
  campaignId: string;
  placement: PlacementName;
}

/** A negative keyword (ad-group level, or campaign level with `adGroupId` null). */
export interface NegativeFacts {
  adProduct: AdProduct;
  campaignId: string;
  adGroupId: string | null;
  /** Lower-case, single-spaced. */
  text: string;
  matchType: SpNegativeMatchType;
}

/** Everything one diagnosis reads. */
export interface DiagnosticData {
  /** Today in the marketplace time zone (`YYYY-MM-DD`). */
  today: string;
  windowStart: string;
  windowEnd: string;
  campaigns: CampaignFacts[];
  days: CampaignDay[];
  targets: TargetFacts[];
  searchTerms: SearchTermFacts[];
  placements: PlacementFacts[];
  negatives: NegativeFacts[];
}

/** One finding before it is presented: a sentence pair and named figures. */
export interface Finding {
  ruleId: string;
  kind: FindingKind;
  severity: FindingSeverity;
  adProduct: AdProduct;
  campaignId: string;
  campaignName: string;
  adGroupId: string | null;
  target: string | null;
  /** The target in both languages when the tool named it (a placement), not the seller. */
  targetWords?: { zh: string; en: string };
  searchTerm: string | null;
  figures: Array<{ name: FindingFigure; value: number }>;
  reason: { zh: string; en: string };
  action: { zh: string; en: string };
}

/** An empty metrics record. */
export function zeroMetrics(): Metrics {
  return { impressions: 0, clicks: 0, spend: 0, orders: 0, sales: 0 };
}

/** Adds `from` into `into` (in place) and answers `into`. */
export function addMetrics<T extends Metrics>(into: T, from: Metrics): T {
  into.impressions += from.impressions;
  into.clicks += from.clicks;
  into.spend += from.spend;
  into.orders += from.orders;
  into.sales += from.sales;
  return into;
}

/** A search term or keyword text compared as Amazon matches it: lower case, single spaces. */
export function normaliseTerm(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}
