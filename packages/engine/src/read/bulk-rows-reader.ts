// Reads the rows of the SP and SB multi-ad-group tabs that ask Amazon to do something (an Operation
// is filled), as canonical BulkRows with their source and the raw text of cells that did not parse,
// for the upload validator. Nothing is linked or checked here: the validator reports every problem.
import type { ReadBulkRow, TypedCells } from '../model/bulk-row';
import type { ReadColumn } from './header-aliases';
import { parseSbRow, parseSpRow } from './bulk-row-parsers';
import { knownTabs } from './bulk-workbook-reader';
import { READ_CODE, readError } from './read-errors';
import { readTab } from './tab-reader';
import type { TabRowView } from './tab-row-view';
import { guarded, openWorkbook } from './workbook-opener';

/** The rows readBulkRows() returns, the workbook's sheet names and what its rows without an Operation hold. */
export interface ReadBulkRowsResult {
  sheets: string[];
  /** Sheets recognised as upload tabs (SP, SB multi-ad-group), by name or by header signature. */
  uploadTabs: string[];
  rows: ReadBulkRow[];
  /** Rows without an Operation (the context rows of an export), which an upload skips. */
  contextRows: number;
  /**
   * Names of the campaigns on Campaign rows without an Operation: the account's existing campaigns when the
   * workbook is an export the seller added rows to (a new campaign may not reuse one).
   */
  contextCampaignNames: string[];
}

/** Columns whose cells the upload validator judges as typed (see validate/typed-cell-rules.ts). */
const TYPED_COLUMNS = [
  'product',
  'entity',
  'operation',
  'state',
  'targetingType',
  'matchType',
  'biddingStrategy',
  'placement',
  'percentage',
  'bid',
  'adGroupDefaultBid',
  'dailyBudget',
  'budget',
  'startDate',
  'endDate',
  'productTargetingExpression',
  // Not judged as typed: kept so the validator knows a shopper-cohort Bidding Adjustment row (no Placement).
  'audienceId',
  'shopperCohortType',
] as const satisfies readonly ReadColumn[];

/** Typed cells of the rows readBulkRows() returned (kept beside the rows so their shape stays plain). */
const TYPED = new WeakMap<ReadBulkRow, TypedCells>();

/** The raw typed cells of a row read by readBulkRows(), or undefined for any other row. */
export const typedCellsOf = (row: ReadBulkRow): TypedCells | undefined => TYPED.get(row);

function typedCells(view: TabRowView): TypedCells {
  const typed: TypedCells = {};
  for (const column of TYPED_COLUMNS) {
    if (!view.has(column)) continue;
    const text = view.raw(column);
    if (text !== '') typed[column] = { header: view.headerText(column), text };
  }
  return typed;
}

function collect(
  view: TabRowView,
  parse: typeof parseSpRow | typeof parseSbRow,
  result: ReadBulkRowsResult,
  contextOnly = false,
): void {
  const { row, info } = parse(view, false);
  if (contextOnly && info.hasOperation) return;
  if (!info.hasOperation) {
    result.contextRows += 1;
    if (info.entity === 'campaign' && info.campaignName) result.contextCampaignNames.push(info.campaignName);
    return;
  }
  if (info.entity === undefined) view.unparsed[view.headerText('entity')] = view.raw('entity');
  const item: ReadBulkRow = { row, source: view.source(), unparsed: view.unparsed };
  TYPED.set(item, typedCells(view));
  result.rows.push(item);
}

/**
 * Reads every row with an Operation from the SP and SB multi-ad-group tabs, and counts the rows without one
 * (keeping their campaign names, legacy SB tab included). A cell whose value is not a valid spelling is left
 * out of `row` and listed in `unparsed` by its header; when that cell is the
 * Entity or Operation, `row.entity`/`row.operation` hold a placeholder the validator must not trust.
 * Throws 10001 for an unreadable file and 10007/10008 when a tab has no Entity column.
 */
export async function readBulkRows(bytes: Uint8Array): Promise<ReadBulkRowsResult> {
  return guarded(() => {
    const source = openWorkbook(bytes);
    const tabs = knownTabs(source);
    const result: ReadBulkRowsResult = {
      sheets: source.sheets.map((sheet) => sheet.name),
      uploadTabs: [],
      rows: [],
      contextRows: 0,
      contextCampaignNames: [],
    };
    const tasks = [
      { sheet: tabs.get('sponsoredProducts'), parse: parseSpRow, code: READ_CODE.spAdsUnreadable },
      { sheet: tabs.get('sbMultiAdGroup'), parse: parseSbRow, code: READ_CODE.sbAdsUnreadable },
    ];
    for (const { sheet, parse, code } of tasks) {
      if (!sheet) continue;
      result.uploadTabs.push(sheet);
      const missingHeader = () =>
        readError(
          code,
          '无法读取广告数据：缺少「Entity（实体层级）」列',
          'cannot read the ads data: the Entity column is missing',
          { sheet },
        );
      readTab(
        source,
        sheet,
        { signature: ['entity'], policy: 'collect', problems: [], missingHeader },
        (view) => collect(view, parse, result),
      );
    }
    // The legacy SB tab is not validated (new SB campaigns go to the multi-ad-group tab), but its campaign
    // names are taken all the same; a legacy tab that cannot be read adds nothing.
    const legacy = tabs.get('sbLegacy');
    if (legacy)
      readTab(source, legacy, { signature: ['entity'], policy: 'collect', problems: [] }, (view) =>
        collect(view, parseSbRow, result, true),
      );
    return result;
  });
}
