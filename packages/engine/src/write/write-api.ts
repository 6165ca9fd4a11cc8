// Public writer: a plan -> the xlsx a seller uploads through Amazon Ads bulk operations, in the template
// layouts (SP 31 columns, SB multi-ad-group 40 columns) with English headers and spellings, plus a last
// sheet that explains every row and says it is not for upload.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BULK_HEADER, SB_TEMPLATE_COLUMNS, SHEET, SP_TEMPLATE_COLUMNS } from '../amazon/bulk-columns';
import type { BulkColumn } from '../amazon/bulk-columns';
import type { Marketplace } from '../amazon/marketplaces';
import type { BulkRow } from '../model/bulk-row';
import type { Plan, PlanRow } from '../model/plan';
import { bulkRowCells } from './bulk-row-cells';
import type { BulkCellValue } from './bulk-row-cells';
import { EXPLANATION_SHEET_NAME } from './explanation-labels';
import type { ExplanationLanguage } from './explanation-labels';
import { explanationSheetLines } from './explanation-sheet';
import type { ExplanationCell, PlacedPlanRow } from './explanation-sheet';
import { orderBulkRows } from './row-order';

export { makeTemporaryId, isRealId, isTemporaryId } from './temporary-ids';
export type { TemporaryIdKind } from './temporary-ids';
export { orderBulkRows } from './row-order';
export { looksLikeFormula, neutraliseFormulaText } from './formula-safety';
export { EXPLANATION_SHEET_NAME } from './explanation-labels';
export type { ExplanationLanguage } from './explanation-labels';

/** Options of `writePlanWorkbook`: the language of the explanation sheet (upload tabs are always English). */
export interface WritePlanOptions {
  language: ExplanationLanguage;
}

/**
 * Shared cell styles. Every text cell of a sheet gets the Text number format: Excel then keeps an edited
 * cell as text, so an ID (15+ digits) never turns into 3.47E+14 and a seller's text starting with = + - @
 * is never run as a formula, while the value Amazon receives stays exactly as written (formula-injection
 * neutralisation without changing the data). Sharing one object per style lets exceljs reuse its id.
 */
const TEXT_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: '@' });
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});

/** The upload tab of each product with its template columns. */
const TABS = [
  { product: 'sponsoredProducts', sheet: SHEET.sponsoredProducts, columns: SP_TEMPLATE_COLUMNS },
  { product: 'sponsoredBrands', sheet: SHEET.sbMultiAdGroup, columns: SB_TEMPLATE_COLUMNS },
] as const;

/** Writes one cell with an explicit type (strings as Text-formatted strings, numbers as numbers, never a formula). */
function setCell(cell: ExcelJS.Cell, value: string | number): void {
  cell.value = value;
  cell.style = typeof value === 'string' ? TEXT_STYLE : PLAIN_STYLE;
}

/** Streams one worksheet holding `lines` (arrays of cells), its top rows frozen. */
function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: PlanSheet): void {
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: sheet.frozenRows }],
  });
  sheet.lines.forEach((cells, index) => {
    const row = worksheet.getRow(index + 1);
    cells.forEach((value, column) => {
      // Blank cells are never created: an empty cell would still cost a style lookup.
      if (value !== undefined) setCell(row.getCell(column + 1), value);
    });
    row.commit();
  });
  worksheet.commit();
}

/** A writable stream that keeps what is written, for the streaming workbook writer. */
function memorySink(): { stream: Writable; bytes: () => Uint8Array } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => new Uint8Array(Buffer.concat(chunks)) };
}

/** The lines of one upload tab: the English header, then each row's cells in template order. */
function tabLines(
  rows: readonly BulkRow[],
  columns: readonly BulkColumn[],
  marketplace: Marketplace,
): BulkCellValue[][] {
  const header: BulkCellValue[] = columns.map((column) => BULK_HEADER[column]);
  return [header, ...rows.map((row) => bulkRowCells(row, columns, marketplace))];
}

/** Plan rows in writing order with the sheet and 1-based row number each one lands on. */
export function placePlanRows(rows: readonly PlanRow[]): PlacedPlanRow[] {
  const ordered = orderBulkRows(rows, (planRow) => planRow.row);
  const next: Record<string, number> = {};
  return ordered.map((planRow) => {
    const sheet = TABS.find((tab) => tab.product === planRow.row.product)?.sheet ?? SHEET.sponsoredProducts;
    const rowNumber = (next[sheet] ?? 1) + 1;
    next[sheet] = rowNumber;
    return { planRow, sheet, rowNumber };
  });
}

/** One sheet of the plan workbook: its name, its lines of cells and how many top rows stay frozen. */
export interface PlanSheet {
  name: string;
  /** Canonical column of each position on upload tabs (empty for the explanation sheet). */
  columns: readonly (BulkColumn | undefined)[];
  lines: Array<Array<BulkCellValue | ExplanationCell>>;
  frozenRows: number;
}

/**
 * The sheets of the plan workbook in order, as cells: `Sponsored Products Campaigns` when the plan has SP
 * rows, `SB Multi Ad Group Campaigns` when it has SB rows, then the explanation sheet.
 */
export function planWorkbookSheets(plan: Plan, options: WritePlanOptions): PlanSheet[] {
  const placed = placePlanRows(plan.rows);
  const sheets: PlanSheet[] = [];
  for (const tab of TABS) {
    const rows = placed.filter((item) => item.sheet === tab.sheet).map((item) => item.planRow.row);
    if (rows.length > 0)
      sheets.push({
        name: tab.sheet,
        columns: tab.columns,
        lines: tabLines(rows, tab.columns, plan.marketplace),
        frozenRows: 1,
      });
  }
  const lines = explanationSheetLines(placed, plan.marketplace, options.language);
  sheets.push({ name: EXPLANATION_SHEET_NAME[options.language], columns: [], lines, frozenRows: 2 });
  return sheets;
}

/**
 * Writes the plan as an xlsx workbook (sheets of `planWorkbookSheets`) with the explanation sheet in
 * `options.language`. Bids and budgets are rounded to the marketplace precision; IDs and dates are text
 * cells (formatted as Text, so an edit in Excel keeps them text); no cell is ever a formula.
 */
export async function writePlanWorkbook(plan: Plan, options: WritePlanOptions): Promise<Uint8Array> {
  const sink = memorySink();
  // Streaming with inline strings keeps memory flat for large plans; styles carry the Text format.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink.stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'AdPlan';
  for (const sheet of planWorkbookSheets(plan, options)) addSheet(workbook, sheet);
  await workbook.commit();
  return sink.bytes();
}
