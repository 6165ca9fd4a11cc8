// Public writer: a plan -> the xlsx a seller uploads through Amazon Ads bulk operations, in the template
// layouts (SP 31 columns, SB multi-ad-group 40 columns) with English headers and spellings; and the
// separate explanation workbook a seller reads and never uploads.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BULK_HEADER } from '../amazon/bulk-columns';
import type { BulkColumn } from '../amazon/bulk-columns';
import type { Marketplace } from '@adplan/contracts';
import type { BulkRow } from '../model/bulk-row';
import type { Plan } from '../model/plan';
import { bulkRowCells } from './bulk-row-cells';
import type { BulkCellValue } from './bulk-row-cells';
import {
  explanationWorkbookSheets,
  type ExplanationDocument,
  type ExplanationValue,
} from './explanation-workbook';
import type { ExplanationLanguage } from './explanation-labels';
import { placePlanRows, TABS } from './plan-placement';

export { makeTemporaryId, isRealId, isTemporaryId } from './temporary-ids';
export type { TemporaryIdKind } from './temporary-ids';
export { orderBulkRows } from './row-order';
export { looksLikeFormula, neutraliseFormulaText } from './formula-safety';
export type { ExplanationLanguage } from './explanation-labels';
export { placePlanRows, type PlacedPlanRow } from './plan-placement';
export {
  arithmeticInWords,
  estimateSpend,
  explanationWorkbookSheets,
  type ExplanationDocument,
  type ExplanationSheet,
  type UploadPlanRef,
  type SpendEstimate,
} from './explanation-workbook';
export { FIGURE_LABELS, GLOSSARY, figureLabel } from './figure-labels';

/** Options of `writeExplanationWorkbook`: its language (upload tabs are always Amazon's English). */
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

/** One sheet of the plan workbook: its name, its lines of cells and how many top rows stay frozen. */
export interface PlanSheet {
  name: string;
  /** Canonical column of each position on upload tabs (empty for the explanation sheet). */
  columns: readonly (BulkColumn | undefined)[];
  lines: Array<Array<BulkCellValue | ExplanationValue>>;
  frozenRows: number;
}

/**
 * The upload sheets of a plan workbook in order, as cells: `Sponsored Products Campaigns` when the plan has
 * SP rows, `SB Multi Ad Group Campaigns` when it has SB rows. Nothing else: the explanation is a separate
 * workbook (writeExplanationWorkbook), so the seller uploads only what Amazon reads.
 */
export function planWorkbookSheets(plan: Plan): PlanSheet[] {
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
  return sheets;
}

/** Streams `sheets` into one xlsx workbook. */
async function writeSheets(sheets: readonly PlanSheet[]): Promise<Uint8Array> {
  const sink = memorySink();
  // Streaming with inline strings keeps memory flat for large plans; styles carry the Text format.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink.stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'AdPlan';
  for (const sheet of sheets) addSheet(workbook, sheet);
  await workbook.commit();
  return sink.bytes();
}

/**
 * Writes the upload workbook of a plan (sheets of `planWorkbookSheets`). Bids and budgets are rounded to the
 * marketplace precision; IDs and dates are text cells (formatted as Text, so an edit in Excel keeps them
 * text); no cell is ever a formula.
 */
export async function writePlanWorkbook(plan: Plan): Promise<Uint8Array> {
  return writeSheets(planWorkbookSheets(plan));
}

/**
 * Writes the explanation workbook (summary, row-by-row explanation, schedule set-up, rollback notes,
 * glossary) in `options.language`; it says on every sheet that it is not for upload.
 */
export async function writeExplanationWorkbook(
  document: ExplanationDocument,
  options: WritePlanOptions,
): Promise<Uint8Array> {
  return writeSheets(
    explanationWorkbookSheets(document, options.language).map((sheet) => ({ ...sheet, columns: [] })),
  );
}
