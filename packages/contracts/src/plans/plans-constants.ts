// Constants of the plan tools (spec §5 and §9): upload limits, data windows and the form limits of the tool
// parameters (marketplaces are in marketplaces/marketplace-table.ts).
import type { Marketplace } from '../marketplaces/marketplace-table';

const MEBIBYTE = 1024 * 1024;

/** Days a generated plan, its download and its schedule strategy are kept. */
export const PLAN_HISTORY_RETENTION_DAYS = 30;

/** Days a local schedule-cache entry is kept after it expires before it is removed. */
export const SCHEDULE_CACHE_GRACE_DAYS = 7;

/** Numbers of schedule-bidding periods a generated bulk sheet may use. */
export const SCHEDULE_PERIODS_PER_BULK_SHEET: readonly number[] = [3, 4];

/** Service-level target: 99% of plans are generated within this many seconds. */
export const PLAN_GENERATION_P99_SECONDS = 40;

/** Largest bulk sheet accepted, in bytes (10 MiB). */
export const BULK_SHEET_MAX_BYTES = 10 * MEBIBYTE;

/** A tool takes exactly one bulk sheet. */
export const BULK_SHEET_MAX_FILES = 1;

/** File extensions (lower case, no dot) accepted for bulk sheets. */
export const BULK_SHEET_EXTENSIONS: readonly string[] = ['xls', 'xlsx'];

/** Most CSV report files (hourly or search-term reports) one tool run accepts. */
export const CSV_REPORT_MAX_FILES = 10;

/** File extensions (lower case, no dot) accepted for reports. */
export const CSV_REPORT_EXTENSIONS: readonly string[] = ['csv'];

/**
 * Dates an hourly campaign report may cover, counted in days before today (from 17 days ago to 3 days ago),
 * and the most days one download may span.
 */
export const HOURLY_REPORT_WINDOW = {
  earliestDaysAgo: 17,
  latestDaysAgo: 3,
  maxDaysPerDownload: 14,
} as const;

/** Date range a bulk sheet should be downloaded with: 60 days, leaving out the most recent 3 (still settling). */
export const BULK_SHEET_DATE_RANGE = { days: 60, excludedRecentDays: 3 } as const;

/** Above this many clicks the console suggests the optimisation flow instead of cold start. */
export const OPTIMISATION_HINT_CLICKS = 1000;

/** The recommended budget is at least this multiple of the planned daily spend. */
export const BUDGET_ADVICE_MULTIPLE = 3;

// ---- Tool form limits (spec §5) ----

/** Largest daily budget a tool form accepts, in the marketplace currency (it must also be above 0). */
export const DAILY_BUDGET_MAX = 100_000_000;

/** Daily budgets below these amounts (marketplace currency) get a low-budget warning; only the US has one. */
export const LOW_DAILY_BUDGET_WARNING: Readonly<Partial<Record<Marketplace, number>>> = { US: 50 };

/** Highest organic conversion rate accepted, as a ratio 0-1 (50%); it must also be above 0. */
export const ORGANIC_CONVERSION_RATE_MAX = 0.5;

/** Months of history the organic conversion rate should be measured over. */
export const ORGANIC_CONVERSION_RATE_LOOKBACK_MONTHS = 2;

/** Largest target cost per sale (CPS) accepted, in the marketplace currency; it must also be above 0. */
export const TARGET_CPS_MAX = 100_000;

/** Longest SKU accepted, in characters. */
export const SKU_MAX_LENGTH = 40;

/** Longest main search term accepted, in characters. */
export const MAIN_SEARCH_TERM_MAX_LENGTH = 100;
