// The Reporting v3 requests of a diagnosis, and each report's rows read into the rules' shapes. SP reports
// use the 7-day attribution columns (purchases7d, sales7d), SB reports their only (14-day) columns. Reports
// cannot filter by campaign id on every groupBy, so rows are kept only for the tool's campaigns here.
import type { ReportRequest, ReportRow } from '../../amazon/ads-api';
import { SP_MATCH_TYPE_API, reportMatchType } from '../../amazon/entities/bulk-vocabulary';
import type { DateRange } from './report-window';
import {
  normaliseTerm,
  type AdProduct,
  type CampaignDay,
  type MatchKind,
  type Metrics,
  type PlacementFacts,
  type PlacementName,
  type SearchTermFacts,
} from './diagnostic-data';

/** The reports a diagnosis pulls, by role. */
export type ReportRole = 'campaignDays' | 'placements' | 'targets' | 'searchTerms';

const SP_METRICS = ['impressions', 'clicks', 'cost', 'purchases7d', 'sales7d'];
const SB_METRICS = ['impressions', 'clicks', 'cost', 'purchases', 'sales'];

const SP_REPORTS: Record<
  ReportRole,
  Pick<ReportRequest, 'reportTypeId' | 'groupBy' | 'columns' | 'timeUnit'>
> = {
  campaignDays: {
    reportTypeId: 'spCampaigns',
    groupBy: ['campaign'],
    columns: ['date', 'campaignId', 'campaignBudgetAmount', ...SP_METRICS],
    timeUnit: 'DAILY',
  },
  placements: {
    reportTypeId: 'spCampaigns',
    groupBy: ['campaign', 'campaignPlacement'],
    columns: ['campaignId', 'placementClassification', ...SP_METRICS],
    timeUnit: 'SUMMARY',
  },
  targets: {
    reportTypeId: 'spTargeting',
    groupBy: ['targeting'],
    columns: ['campaignId', 'adGroupId', 'keywordId', 'keyword', 'matchType', 'targeting', ...SP_METRICS],
    timeUnit: 'SUMMARY',
  },
  searchTerms: {
    reportTypeId: 'spSearchTerm',
    groupBy: ['searchTerm'],
    columns: ['campaignId', 'adGroupId', 'keywordId', 'matchType', 'searchTerm', ...SP_METRICS],
    timeUnit: 'SUMMARY',
  },
};

const SB_REPORTS: Partial<
  Record<ReportRole, Pick<ReportRequest, 'reportTypeId' | 'groupBy' | 'columns' | 'timeUnit'>>
> = {
  campaignDays: {
    reportTypeId: 'sbCampaigns',
    groupBy: ['campaign'],
    columns: ['date', 'campaignId', 'campaignBudgetAmount', ...SB_METRICS],
    timeUnit: 'DAILY',
  },
  targets: {
    reportTypeId: 'sbTargeting',
    groupBy: ['targeting'],
    columns: ['campaignId', 'adGroupId', 'keywordId', 'keywordText', 'matchType', ...SB_METRICS],
    timeUnit: 'SUMMARY',
  },
  searchTerms: {
    reportTypeId: 'sbSearchTerm',
    groupBy: ['searchTerm'],
    columns: [
      'campaignId',
      'adGroupId',
      'keywordId',
      'keywordText',
      'matchType',
      'searchTerm',
      ...SB_METRICS,
    ],
    timeUnit: 'SUMMARY',
  },
};

/** The request of one report role for one ad product and date range (undefined when SB has no such report). */
export function reportRequest(
  product: AdProduct,
  role: ReportRole,
  range: DateRange,
): ReportRequest | undefined {
  const shape = product === 'SP' ? SP_REPORTS[role] : SB_REPORTS[role];
  if (!shape) return undefined;
  return {
    name: `AdPlan diagnosis ${shape.reportTypeId} ${range.start}..${range.end}`,
    startDate: range.start,
    endDate: range.end,
    adProduct: product === 'SP' ? 'SPONSORED_PRODUCTS' : 'SPONSORED_BRANDS',
    ...shape,
  };
}

function text(row: ReportRow, column: string): string {
  const value = row[column];
  return value === null || value === undefined ? '' : String(value);
}

function num(row: ReportRow, column: string): number {
  const value = Number(row[column] ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/** The figures of a row (SP 7-day or SB columns). */
export function rowMetrics(product: AdProduct, row: ReportRow): Metrics {
  return {
    impressions: num(row, 'impressions'),
    clicks: num(row, 'clicks'),
    spend: num(row, 'cost'),
    orders: num(row, product === 'SP' ? 'purchases7d' : 'purchases'),
    sales: num(row, product === 'SP' ? 'sales7d' : 'sales'),
  };
}

/** A campaign-report row as one campaign day. */
export function campaignDayOf(product: AdProduct, row: ReportRow): CampaignDay {
  const budget = row.campaignBudgetAmount;
  return {
    campaignId: text(row, 'campaignId'),
    date: text(row, 'date').slice(0, 10),
    budget: budget === null || budget === undefined || budget === '' ? null : Number(budget),
    ...rowMetrics(product, row),
  };
}

/** Amazon's placement classification text as a placement. */
export function placementOf(classification: string): PlacementName {
  const lower = classification.toLowerCase();
  if (lower.includes('top')) return 'top';
  if (lower.includes('detail') || lower.includes('product')) return 'productPage';
  if (lower.includes('rest')) return 'restOfSearch';
  return 'other';
}

/** A placement-report row. */
export function placementRowOf(row: ReportRow): PlacementFacts {
  return {
    campaignId: text(row, 'campaignId'),
    placement: placementOf(text(row, 'placementClassification')),
    ...rowMetrics('SP', row),
  };
}

/** A report match type (`BROAD`, `TARGETING_EXPRESSION`, SB's lower-case `broad` …) as a match kind. */
export function matchKindOf(matchType: string): MatchKind {
  const keywordMatch = reportMatchType(matchType);
  return keywordMatch ? SP_MATCH_TYPE_API[keywordMatch] : 'TARGETING';
}

/** A search-term-report row. */
export function searchTermRowOf(product: AdProduct, row: ReportRow): SearchTermFacts {
  return {
    adProduct: product,
    campaignId: text(row, 'campaignId'),
    adGroupId: text(row, 'adGroupId'),
    term: normaliseTerm(text(row, 'searchTerm')),
    matchKind: matchKindOf(text(row, 'matchType')),
    ...rowMetrics(product, row),
  };
}

/** The id a targeting-report row joins its keyword or target on. */
export function targetingRowId(row: ReportRow): string {
  return text(row, 'keywordId');
}
