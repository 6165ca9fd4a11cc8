// Ad diagnostics (issue 14): the limits shared by server and web, the finding vocabulary (kinds, severities,
// figure names) and the diagnostic file name of spec §3/§5, written once so the server names its CSV and
// checks an uploaded one with the same function the web uses before sending.
import { SHOP_MARKETPLACES, type ShopMarketplace } from '../marketplaces/marketplace-table';

/** Marketplaces a diagnosis can run in: those whose shops can be linked (spec §1). */
export const DIAGNOSTIC_COUNTRIES = SHOP_MARKETPLACES;
export type DiagnosticCountry = ShopMarketplace;

/** Days of report data a diagnosis reads (spec §9: the bulk-sheet range of 60 days). */
export const DIAGNOSTIC_WINDOW_DAYS = 60;
/** The most recent days left out: clicks settle after 3 days, orders later (Reporting v3 FAQ, spec §9). */
export const DIAGNOSTIC_INCOMPLETE_DAYS = 3;
/** Longest date range of one Reporting v3 request. */
export const REPORT_MAX_RANGE_DAYS = 31;
/** Diagnoses are kept as long as plans (spec §4: 30 days). */
export const DIAGNOSIS_RETENTION_DAYS = 30;
/** Campaign ids one diagnosis may name. */
export const DIAGNOSIS_MAX_CAMPAIGNS = 100;
/** Largest diagnostic CSV accepted back, in characters (well above any diagnosis the server writes). */
export const DIAGNOSTIC_UPLOAD_MAX_CHARS = 900_000;
/** Rows of an uploaded diagnostic CSV shown back. */
export const DIAGNOSTIC_UPLOAD_MAX_ROWS = 5_000;
/** Past diagnoses listed per shop. */
export const DIAGNOSIS_LIST_LIMIT = 50;
/**
 * Where a diagnosis is: `running` while its background job pulls Amazon's reports, then `done` with its
 * findings or `failed` with a product code (spec §8) and, where the code alone does not say it, a reason.
 */
export const DIAGNOSIS_STATES = ['running', 'done', 'failed'] as const;
export type DiagnosisState = (typeof DIAGNOSIS_STATES)[number];
/**
 * Why a diagnosis failed beyond its code: Amazon did not finish a report in time or failed it (20010), or the
 * diagnosis stopped without an answer (50020: the server restarted or its job was lost, see
 * DIAGNOSIS_RUN_LIMIT_MS).
 */
export const DIAGNOSIS_FAILURE_REASONS = ['report_timeout', 'report_failed', 'stranded'] as const;
export type DiagnosisFailureReason = (typeof DIAGNOSIS_FAILURE_REASONS)[number];
/** Time limit of one Amazon report in a diagnosis (create, poll, download): real reports take minutes. */
export const DIAGNOSIS_REPORT_TIMEOUT_MS = 15 * 60_000;
/**
 * A diagnosis still `running` this long after it started has lost its job (a crash, a restart after which
 * the job did not finish): it is marked `failed` (50020, `stranded`) when read, when another is started and
 * by the retention job. Longer than any real run: the reports run in at most 3 rounds of 15 minutes.
 */
export const DIAGNOSIS_RUN_LIMIT_MS = 60 * 60_000;
/** How often the page asks for a running diagnosis. */
export const DIAGNOSIS_POLL_MS = 3_000;

/** What a finding is about: the seven problems of issue 14. */
export const FINDING_KINDS = [
  'budget_capped',
  'bid_below_winning',
  'term_without_orders',
  'missing_negative',
  'competing_term',
  'placement_poor_return',
  'too_early',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** How urgently a seller should act; `info` is "too early to judge". */
export const FINDING_SEVERITIES = ['high', 'medium', 'low', 'info'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** Named numbers a finding carries (money in the marketplace currency, ratios 0-1, counts). */
export const FINDING_FIGURES = [
  'daily_budget',
  'suggested_budget',
  'capped_days',
  'judged_days',
  'average_spend_capped_days',
  'average_daily_spend',
  'served_share',
  'impressions',
  'clicks',
  'spend',
  'orders',
  'sales',
  'bid',
  'typical_cpc',
  'suggested_bid',
  'reference_cps',
  'click_gate',
  'campaigns',
  'acos',
  'campaign_acos',
  'placement_percent',
  'suggested_percent',
  'days_live',
] as const;
export type FindingFigure = (typeof FINDING_FIGURES)[number];

/** Which figures are money (shown with the currency) and which are ratios (shown as percents). */
export const MONEY_FIGURES: readonly FindingFigure[] = [
  'daily_budget',
  'suggested_budget',
  'average_spend_capped_days',
  'average_daily_spend',
  'spend',
  'sales',
  'bid',
  'typical_cpc',
  'suggested_bid',
  'reference_cps',
];
export const RATIO_FIGURES: readonly FindingFigure[] = ['served_share', 'acos', 'campaign_acos'];

const FILE_SUFFIX = '_广告诊断.csv';
const FILE_NAME_PATTERN = /^(.+)_(US|CA)_(\d{4})-(\d{2})-(\d{2})_广告诊断\.csv$/u;

/** True when `year-month-day` is a real calendar date. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The parts of a diagnostic file name `{anything}_{country}_{YYYY-MM-DD}_广告诊断.csv`. */
export interface DiagnosticFileNameParts {
  prefix: string;
  country: DiagnosticCountry;
  date: string;
}

/**
 * Reads a diagnostic file name (spec §3, §5): the country must be US or CA and the date a real calendar date;
 * answers undefined for any other name.
 */
export function parseDiagnosticFileName(fileName: string): DiagnosticFileNameParts | undefined {
  const match = FILE_NAME_PATTERN.exec(fileName);
  if (!match) return undefined;
  const [, prefix = '', country, year = '', month = '', day = ''] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return undefined;
  return { prefix, country: country as DiagnosticCountry, date: `${year}-${month}-${day}` };
}

/** Characters a file name may not carry on Windows or in a download header; runs become one `_`. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE_NAME_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f\u007f\s]+/gu;

/** The diagnostic file name for a shop, its country and the diagnosis date (`YYYY-MM-DD`, marketplace time). */
export function diagnosticFileName(shopName: string, country: DiagnosticCountry, date: string): string {
  const safe = shopName
    .replace(UNSAFE_NAME_CHARACTERS, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${safe || 'shop'}_${country}_${date}${FILE_SUFFIX}`;
}
