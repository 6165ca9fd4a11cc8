// Reads console reports (xlsx or CSV): SP search term, targeting, placement, advertised product, SB
// search term and hourly campaign, the kind told from the headers. Ratios are never read: every
// figure is a raw count and ratios are recomputed from them.
import { MARKETPLACES, marketplaceInfo } from '@adplan/contracts';
import type { FileLocation } from '../errors/engine-error';
import type { SearchTermRow } from '../model/account';
import { parseAsin, sku } from '../model/ids';
import type {
  AdvertisedProductReportRow,
  ConsoleReport,
  ConsoleReportKind,
  PlacementReportRow,
  TargetingReportRow,
} from '../model/reports';
import { normalizeExpression } from './cell-parsers';
import { bulkColumnOf, type ReadColumn } from './header-aliases';
import { hourlyRowsOfFile } from './hourly-report-reader';
import { READ_CODE, readError, unreadable, wrongDataType } from './read-errors';
import { attributionDaysOf } from './report-columns';
import { detectDayOrder, parseReportDate, type DayOrder } from './report-dates';
import { ReportRowCells } from './report-row-cells';
import { mapReportHeader, walkReportTable, type TableErrors } from './report-table';
import { MATCH_TYPE, SB_PLACEMENT, SP_PLACEMENT } from './value-aliases';
import { guarded } from './workbook-opener';

const ERRORS: TableErrors = { invalid: (zh, en, location) => unreadable(zh, en, location) };

function isReportHeader(index: Map<ReadColumn, number>): boolean {
  return index.has('campaignName') && (index.has('impressions') || index.has('clicks') || index.has('spend'));
}

function detectKind(index: Map<ReadColumn, number>, fileName: string): ConsoleReportKind | undefined {
  if (index.has('hour')) return 'hourlyCampaign';
  if (index.has('customerSearchTerm')) {
    const brands = index.has('costType') || index.has('viewableImpressions') || index.has('newToBrandOrders');
    return brands || /sponsored[\s_-]*brands|(^|[^a-z])sb([^a-z]|$)/i.test(fileName)
      ? 'sbSearchTerm'
      : 'spSearchTerm';
  }
  if (index.has('placement')) return 'spPlacement';
  if (index.has('advertisedSku') || index.has('advertisedAsin')) return 'spAdvertisedProduct';
  if (index.has('targeting')) return 'spTargeting';
  return undefined;
}

interface Table {
  header: string[];
  index: Map<ReadColumn, number>;
  rows: Array<{ cells: string[]; number: number }>;
}

function collectTable(bytes: Uint8Array, name: string): Table {
  const table: Table = { header: [], index: new Map(), rows: [] };
  let found = false;
  let searched = 0;
  const isHeader = (cells: string[]) => isReportHeader(mapReportHeader(cells));
  walkReportTable(bytes, name, ERRORS, isHeader, (cells, number) => {
    if (found) return void table.rows.push({ cells, number });
    if (cells.some((cell) => bulkColumnOf(cell) === 'entity')) {
      throw unreadable(
        '这是批量操作表格，不是广告报告',
        'it is a bulk operations sheet, not a console report',
        { sheet: name },
      );
    }
    const index = mapReportHeader(cells);
    if (isReportHeader(index)) {
      found = true;
      table.header = cells;
      table.index = index;
      return true;
    }
    return ++searched < 20;
  });
  if (!found)
    throw unreadable(
      '不是可识别的亚马逊广告报告（找不到表头）',
      'it is not an Amazon Ads console report we know (no header row found)',
      { sheet: name },
    );
  return table;
}

const matchOf = (text: string) => {
  const match = text ? MATCH_TYPE.get(text) : undefined;
  return match === 'exact' || match === 'phrase' || match === 'broad' ? match : undefined;
};

function searchTermRow(
  cells: ReportRowCells,
  product: SearchTermRow['product'],
  source: { sheet: string; row: number },
): SearchTermRow | undefined {
  const searchTerm = cells.text('customerSearchTerm');
  if (searchTerm === '') return undefined;
  const row: SearchTermRow = { product, searchTerm, metrics: cells.metrics(), source };
  const campaignName = cells.text('campaignName');
  const adGroupName = cells.text('adGroupName');
  if (campaignName) row.campaignName = campaignName;
  if (adGroupName) row.adGroupName = adGroupName;
  const targeting = cells.text('targeting');
  const match = matchOf(cells.text('matchType'));
  // Auto campaigns write "*" as their targeting: no keyword and no expression, just "all of the campaign".
  if (targeting === '*') return row;
  if (targeting && match) {
    row.keywordText = targeting;
    row.matchType = match;
  } else if (targeting) row.targetingExpression = normalizeExpression(targeting);
  return row;
}

function placementOf(text: string): PlacementReportRow['placement'] {
  if (/off[\s-]*amazon|site amazon/i.test(text)) return 'offAmazon';
  return SP_PLACEMENT.get(text) ?? SB_PLACEMENT.get(text) ?? 'unknown';
}

function dated<T extends object>(row: T, cells: ReportRowCells, order: DayOrder): T {
  const parsed = parseReportDate(cells.text('date'), order);
  return parsed ? { ...row, date: parsed.date } : row;
}

function typedRows(
  kind: Exclude<ConsoleReportKind, 'hourlyCampaign'>,
  table: Table,
  cells: ReportRowCells,
  order: DayOrder,
  name: string,
) {
  const out: Array<SearchTermRow | TargetingReportRow | PlacementReportRow | AdvertisedProductReportRow> = [];
  for (const { cells: values, number } of table.rows) {
    cells.cells = values;
    cells.rowNumber = number;
    if (cells.text('campaignName') === '') continue;
    const source = { sheet: name, row: number };
    const base = { campaignName: cells.text('campaignName'), metrics: cells.metrics(), source };
    if (kind === 'spSearchTerm' || kind === 'sbSearchTerm') {
      const row = searchTermRow(
        cells,
        kind === 'spSearchTerm' ? 'sponsoredProducts' : 'sponsoredBrands',
        source,
      );
      if (row) out.push(row);
    } else if (kind === 'spTargeting') {
      const row: TargetingReportRow = {
        ...base,
        adGroupName: cells.text('adGroupName'),
        targeting: normalizeExpression(cells.text('targeting')),
      };
      const match = matchOf(cells.text('matchType'));
      if (match) row.matchType = match;
      out.push(dated(row, cells, order));
    } else if (kind === 'spPlacement') {
      out.push(
        dated<PlacementReportRow>({ ...base, placement: placementOf(cells.text('placement')) }, cells, order),
      );
    } else {
      const row: AdvertisedProductReportRow = { ...base, adGroupName: cells.text('adGroupName') };
      const asin = parseAsin(cells.text('advertisedAsin'));
      if (asin) row.asin = asin;
      if (cells.text('advertisedSku')) row.sku = sku(cells.text('advertisedSku'));
      out.push(dated(row, cells, order));
    }
  }
  return out;
}

function readReport(bytes: Uint8Array, name: string): ConsoleReport {
  const table = collectTable(bytes, name);
  const kind = detectKind(table.index, name);
  if (!kind)
    throw unreadable(
      '无法判断报告类型（搜索词、投放、广告位或推广的商品）',
      'the report kind cannot be told (search term, targeting, placement or advertised product)',
      { sheet: name },
    );
  if (kind === 'hourlyCampaign') return { kind, rows: hourlyRowsOfFile({ name, bytes }) };
  const notANumber = (location: FileLocation, value: string) =>
    wrongDataType(location, value, '数字', 'a number');
  const cells = new ReportRowCells(table.index, table.header, name, notANumber);
  const order = detectDayOrder(table.rows.map((row) => row.cells[table.index.get('date') ?? -1] ?? ''));
  const salesHeader = table.header[table.index.get('sales') ?? table.index.get('orders') ?? -1] ?? '';
  const attributionDays = attributionDaysOf(salesHeader);
  const rows = typedRows(kind, table, cells, order, name);
  const report = { kind, rows } as ConsoleReport;
  if (attributionDays !== undefined) report.attributionDays = attributionDays;
  const currencies = reportCurrencies(table, name);
  if (currencies) report.currencies = currencies;
  return report;
}

/**
 * The distinct values of the Currency column (upper case), or undefined without one. A currency of no
 * supported marketplace (US, UK, CA, JP) is refused with 10012: its money cannot be planned with.
 */
function reportCurrencies(table: Table, name: string): string[] | undefined {
  const column = table.index.get('currency');
  if (column === undefined) return undefined;
  const found = new Set<string>();
  for (const row of table.rows) {
    const currency = (row.cells[column] ?? '').trim().toUpperCase();
    if (currency === '') continue;
    if (!SUPPORTED_CURRENCIES.has(currency))
      throw readError(
        READ_CODE.wrongDataType,
        `报告的货币为 ${currency}，不属于支持的站点（美国 USD、英国 GBP、加拿大 CAD、日本 JPY）`,
        `the report's currency is ${currency}, which is no supported marketplace's (US USD, UK GBP, CA CAD, JP JPY)`,
        { sheet: name, row: row.number },
      );
    found.add(currency);
  }
  return [...found];
}

const SUPPORTED_CURRENCIES = new Set(MARKETPLACES.map((mp) => marketplaceInfo(mp).currency as string));

/**
 * Reads a console report from xlsx or CSV bytes, telling its kind from the headers (the file name only
 * hints SB for search term reports). Throws 10001 when the file is not a report we know, 10012 when a
 * metric is not a number, and 10019 for an unreadable hourly report.
 */
export async function readConsoleReport(
  bytes: Uint8Array,
  options: { fileName?: string } = {},
): Promise<ConsoleReport> {
  return guarded(() => readReport(bytes, options.fileName ?? 'report'));
}
