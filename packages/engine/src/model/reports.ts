// Console reports a seller downloads from the Amazon Ads console, read into typed rows.
import type { SbPlacement, SearchTermRow, SourceRef, SpPlacement } from './account';
import type { Asin, Sku } from './ids';
import type { Metrics } from './metrics';

/** The console report kinds the engine reads. */
export type ConsoleReportKind =
  'spSearchTerm' | 'spTargeting' | 'spPlacement' | 'spAdvertisedProduct' | 'sbSearchTerm' | 'hourlyCampaign';

/** One row of an SP targeting report: a keyword or target and its metrics over the row's dates. */
export interface TargetingReportRow {
  campaignName: string;
  adGroupName: string;
  /** Keyword text, or a targeting expression (`close-match`, `asin="…"`, `category="…"`, `*`). */
  targeting: string;
  matchType?: 'exact' | 'phrase' | 'broad';
  date?: string;
  metrics: Metrics;
  source: SourceRef;
}

/** One row of an SP placement report. */
export interface PlacementReportRow {
  campaignName: string;
  placement: SpPlacement | SbPlacement | 'offAmazon' | 'unknown';
  date?: string;
  metrics: Metrics;
  source: SourceRef;
}

/** One row of an SP advertised product report. */
export interface AdvertisedProductReportRow {
  campaignName: string;
  adGroupName: string;
  sku?: Sku;
  asin?: Asin;
  date?: string;
  metrics: Metrics;
  source: SourceRef;
}

/** One hour of one campaign from an hourly campaign report, in the advertiser's time zone. */
export interface HourlyCampaignRow {
  campaignName: string;
  /** Local calendar date `YYYY-MM-DD` in the marketplace's ad time zone. */
  date: string;
  /** Local hour of day 0-23 in the marketplace's ad time zone. */
  hour: number;
  metrics: Metrics;
  source: SourceRef;
}

/**
 * A console report read from one file: its kind, the attribution window, typed rows and the currencies its
 * Currency column names (upper case; absent when the report has no such column).
 */
export type ConsoleReport = (
  | { kind: 'spSearchTerm' | 'sbSearchTerm'; attributionDays?: number; rows: SearchTermRow[] }
  | { kind: 'spTargeting'; attributionDays?: number; rows: TargetingReportRow[] }
  | { kind: 'spPlacement'; attributionDays?: number; rows: PlacementReportRow[] }
  | { kind: 'spAdvertisedProduct'; attributionDays?: number; rows: AdvertisedProductReportRow[] }
  | { kind: 'hourlyCampaign'; attributionDays?: number; rows: HourlyCampaignRow[] }
) & { currencies?: string[] };
