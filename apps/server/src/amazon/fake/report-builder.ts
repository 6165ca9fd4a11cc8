// Reporting v3 request checks and row building of the fake. Checks follow Amazon's rules: a known report
// type with its own groupBys and filters, GZIP_JSON, at most 31 days, a start date within the type's
// look-back (95 days SP, 60 days SB), `date` with DAILY and `startDate`/`endDate` with SUMMARY. Rows sum the
// fact atoms of the window by the grouping; search-term reports keep only terms with at least one click.
import { addDays, daysBetween, isCalendarDay } from '@adplan/contracts';
import { factAtoms, type FactAtom } from './fake-facts';
import {
  ATTRIBUTE_COLUMNS,
  REPORT_TYPES,
  emptyTotals,
  metricColumns,
  type ReportTypeSpec,
  type RowSubject,
  type RowTotals,
} from './report-columns';
import { plantedReportKey, type FakeProfile, type PlantedReportRow, type WireRecord } from './fake-state';

export const MAX_REPORT_DAYS = 31;

/** A checked report request. */
export interface ReportPlan {
  startDate: string;
  endDate: string;
  reportTypeId: string;
  type: ReportTypeSpec;
  groupBy: string[];
  columns: string[];
  timeUnit: 'DAILY' | 'SUMMARY';
  filters: Array<{ field: string; values: string[] }>;
}

/** Checks a `POST /reporting/reports` body against `today` (profile time zone); a sentence when refused. */
export function checkReportRequest(body: unknown, today: string): ReportPlan | string {
  const request = (body ?? {}) as Record<string, unknown>;
  const configuration = (request.configuration ?? {}) as Record<string, unknown>;
  const { startDate, endDate } = request;
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate))
    return 'startDate and endDate must be dates (YYYY-MM-DD)';
  if (endDate < startDate) return 'endDate must not be before startDate';
  if (daysBetween(startDate, endDate) + 1 > MAX_REPORT_DAYS)
    return `Report date range must not exceed ${MAX_REPORT_DAYS} days`;
  const reportTypeId = String(configuration.reportTypeId ?? '');
  const type = REPORT_TYPES[reportTypeId];
  if (!type) return `Invalid reportTypeId: ${reportTypeId}`;
  if (configuration.adProduct !== type.adProduct)
    return `adProduct must be ${type.adProduct} for ${reportTypeId}`;
  if (startDate < addDays(today, -type.lookbackDays)) {
    return `startDate ${startDate} is beyond the retention period of ${type.lookbackDays} days for ${reportTypeId}`;
  }
  if (endDate > today) return 'endDate must not be in the future';
  if (configuration.format !== 'GZIP_JSON') return 'format must be GZIP_JSON';
  const groupBy = stringList(configuration.groupBy);
  const wrongGroup = groupBy.filter((group) => !type.groupBys.includes(group));
  if (groupBy.length === 0 || wrongGroup.length > 0) {
    return `configuration groupBy includes invalid values: (${wrongGroup.join(', ')}) for ${reportTypeId}`;
  }
  const timeUnit = configuration.timeUnit;
  if (timeUnit !== 'DAILY' && timeUnit !== 'SUMMARY') return 'timeUnit must be DAILY or SUMMARY';
  const columns = stringList(configuration.columns);
  const columnProblem = checkColumns(type, groupBy, columns, timeUnit);
  if (columnProblem) return columnProblem;
  const filters = (
    Array.isArray(configuration.filters) ? configuration.filters : []
  ) as ReportPlan['filters'];
  const wrongFilters = filters.map((filter) => filter.field).filter((field) => !type.filters.includes(field));
  if (wrongFilters.length > 0) {
    return `configuration filters includes fields: (${wrongFilters.join(', ')}) which are invalid for groupBys: ${groupBy.join(', ')}`;
  }
  return { startDate, endDate, reportTypeId, type, groupBy, columns, timeUnit, filters };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function checkColumns(
  type: ReportTypeSpec,
  groupBy: string[],
  columns: string[],
  timeUnit: string,
): string | undefined {
  if (columns.length === 0) return 'configuration columns must not be empty';
  if (timeUnit === 'DAILY' && (columns.includes('startDate') || columns.includes('endDate'))) {
    return 'startDate and endDate columns are not supported with timeUnit DAILY; use date';
  }
  if (timeUnit === 'DAILY' && !columns.includes('date')) return 'timeUnit DAILY requires the date column';
  if (timeUnit === 'SUMMARY' && columns.includes('date')) {
    return 'date column is not supported with timeUnit SUMMARY; use startDate and endDate';
  }
  const known = new Set([
    ...type.attributes,
    ...Object.keys(metricColumns(type.adProduct)),
    'date',
    'startDate',
    'endDate',
  ]);
  if (!groupBy.includes('campaignPlacement')) known.delete('placementClassification');
  if (!groupBy.includes('adGroup') && type.groupBys.includes('adGroup')) {
    for (const name of ['adGroupId', 'adGroupName', 'adStatus']) known.delete(name);
  }
  const invalid = columns.filter((column) => !known.has(column));
  return invalid.length > 0
    ? `configuration columns includes invalid values: (${invalid.join(', ')})`
    : undefined;
}

/** Entity lookups of one profile for row subjects. */
interface Index {
  campaigns: Map<string, WireRecord>;
  adGroups: Map<string, WireRecord>;
  targets: Map<string, WireRecord>;
  adsByGroup: Map<string, WireRecord[]>;
}

function indexOf(profile: FakeProfile, adProduct: ReportTypeSpec['adProduct']): Index {
  const sp = adProduct === 'SPONSORED_PRODUCTS';
  const byId = (records: WireRecord[], key: string) =>
    new Map(records.map((record) => [String(record[key]), record]));
  const ads = sp ? profile.sp.productAds : profile.sb.ads;
  const adsByGroup = new Map<string, WireRecord[]>();
  for (const ad of ads)
    adsByGroup.set(String(ad.adGroupId), [...(adsByGroup.get(String(ad.adGroupId)) ?? []), ad]);
  return {
    campaigns: byId(sp ? profile.sp.campaigns : profile.sb.campaigns, 'campaignId'),
    adGroups: byId(sp ? profile.sp.adGroups : profile.sb.adGroups, 'adGroupId'),
    // Amazon's targeting and search-term reports carry keywords and product targets alike (keywordId).
    targets: new Map([
      ...byId(sp ? profile.sp.keywords : profile.sb.keywords, 'keywordId'),
      ...byId(sp ? profile.sp.targets : profile.sb.targets, 'targetId'),
    ]),
    adsByGroup,
  };
}

/** The grouping key of an atom and the subject it describes. */
function grouping(
  plan: ReportPlan,
  atom: FactAtom,
  index: Index,
): { key: string; subject: Omit<RowSubject, 'currency'> } {
  const campaign = index.campaigns.get(atom.campaignId);
  const adGroup = index.adGroups.get(atom.adGroupId);
  const target = index.targets.get(atom.targetId);
  const day = plan.timeUnit === 'DAILY' ? atom.date : '';
  const group = plan.groupBy;
  if (group.includes('searchTerm')) {
    return {
      key: `${day}|${atom.targetId}|${atom.searchTerm}`,
      subject: { campaign, adGroup, target, searchTerm: atom.searchTerm },
    };
  }
  if (group.includes('targeting'))
    return { key: `${day}|${atom.targetId}`, subject: { campaign, adGroup, target } };
  if (group.includes('advertiser')) {
    const ads = index.adsByGroup.get(atom.adGroupId) ?? [];
    // An ad group's sales are spread over its ads by search term.
    const ad = ads[atom.searchTerm.length % Math.max(ads.length, 1)];
    return { key: `${day}|${String(ad?.adId ?? atom.adGroupId)}`, subject: { campaign, adGroup, ad } };
  }
  if (group.includes('campaignPlacement')) {
    return {
      key: `${day}|${atom.campaignId}|${atom.placement}`,
      subject: { campaign, placement: atom.placement },
    };
  }
  if (group.includes('adGroup')) return { key: `${day}|${atom.adGroupId}`, subject: { campaign, adGroup } };
  return { key: `${day}|${atom.campaignId}`, subject: { campaign } };
}

/** The rows of a report over `profile`'s figures (or its planted rows of this type and grouping). */
export function buildReportRows(
  plan: ReportPlan,
  profile: FakeProfile,
): Array<Record<string, string | number | null>> {
  const planted = profile.plantedReportRows?.[plantedReportKey(plan.reportTypeId, plan.groupBy)];
  if (planted) return plantedRows(plan, planted);
  const index = indexOf(profile, plan.type.adProduct);
  const groups = new Map<string, { date: string; subject: RowSubject; totals: RowTotals }>();
  for (const atom of factAtoms(profile, plan.type.adProduct, plan.startDate, plan.endDate)) {
    const { key, subject } = grouping(plan, atom, index);
    let group = groups.get(key);
    if (!group) {
      group = {
        date: atom.date,
        subject: { ...subject, currency: profile.profile.currencyCode },
        totals: emptyTotals(),
      };
      groups.set(key, group);
    }
    add(group.totals, atom);
  }
  const metrics = metricColumns(plan.type.adProduct);
  const rows: Array<Record<string, string | number | null>> = [];
  for (const group of groups.values()) {
    if (plan.groupBy.includes('searchTerm') && group.totals.clicks < 1) continue;
    if (!passesFilters(plan, group.subject)) continue;
    const row: Record<string, string | number | null> = {};
    for (const column of plan.columns) {
      if (column === 'date') row.date = group.date;
      else if (column === 'startDate') row.startDate = plan.startDate;
      else if (column === 'endDate') row.endDate = plan.endDate;
      else if (metrics[column]) row[column] = metrics[column](group.totals);
      else row[column] = ATTRIBUTE_COLUMNS[column]?.(group.subject) ?? null;
    }
    rows.push(row);
  }
  return rows;
}

/** Planted rows dated inside the window, with the requested columns only (a column not planted is null). */
function plantedRows(
  plan: ReportPlan,
  planted: PlantedReportRow[],
): Array<Record<string, string | number | null>> {
  return planted
    .filter((row) => row.date >= plan.startDate && row.date <= plan.endDate)
    .map((row) => {
      const answer: Record<string, string | number | null> = {};
      for (const column of plan.columns) {
        if (column === 'startDate') answer.startDate = plan.startDate;
        else if (column === 'endDate') answer.endDate = plan.endDate;
        else answer[column] = row[column] ?? null;
      }
      return answer;
    });
}

function add(totals: RowTotals, atom: FactAtom): void {
  totals.impressions += atom.impressions;
  totals.clicks += atom.clicks;
  totals.cost += atom.cost;
  totals.purchases += atom.purchases;
  totals.sales += atom.sales;
  totals.units += atom.units;
  if (atom.placement === 'TOP') totals.topImpressions += atom.impressions;
}

const FILTER_READERS: Record<string, (subject: RowSubject) => unknown> = {
  campaignStatus: ATTRIBUTE_COLUMNS.campaignStatus as (subject: RowSubject) => unknown,
  adStatus: ATTRIBUTE_COLUMNS.adStatus as (subject: RowSubject) => unknown,
  adKeywordStatus: ATTRIBUTE_COLUMNS.adKeywordStatus as (subject: RowSubject) => unknown,
  keywordType: ATTRIBUTE_COLUMNS.keywordType as (subject: RowSubject) => unknown,
  adCreativeStatus: (subject) =>
    typeof subject.ad?.state === 'string' ? subject.ad.state.toUpperCase() : null,
};

function passesFilters(plan: ReportPlan, subject: RowSubject): boolean {
  return plan.filters.every((filter) => {
    const value = FILTER_READERS[filter.field]?.(subject);
    return (
      value === null ||
      value === undefined ||
      filter.values.map((each) => each.toUpperCase()).includes(String(value))
    );
  });
}
