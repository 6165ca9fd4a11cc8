// Walks the rows of a report file, CSV (any supported encoding) or workbook (first sheet that holds
// a recognisable header), handing over each row's cell texts and its 1-based row number.
import Papa from 'papaparse';
import type { EngineError } from '../errors/engine-error';
import { headerKey } from './alias-keys';
import { isZip, sniffFileKind } from './file-sniffer';
import type { ReadColumn } from './header-aliases';
import { MAX_CELL_TEXT_LENGTH, MAX_REPORT_FILE_BYTES, MAX_ROWS_PER_SHEET } from './read-limits';
import { reportColumnOf } from './report-columns';
import { decodeText, looksLikeBinary } from './text-decoding';
import { openWorkbook } from './workbook-opener';

/** Receives a row's cells and its row number; returning false stops the walk. */
export type TableRowSink = (cells: string[], rowNumber: number) => boolean | void;

/** How a report file's problems are turned into errors (10001 for console reports, 10019 for hourly). */
export interface TableErrors {
  invalid: (
    zh: string,
    en: string,
    location?: { sheet?: string; row?: number; column?: string },
  ) => EngineError;
}

/** How many known report columns a header line names (used to pick the text encoding). */
export function scoreHeaderLine(line: string): number {
  const cells = line.split(/[,\t;|]/).map((cell) => cell.replace(/^"|"$/g, ''));
  return cells.filter((cell) => reportColumnOf(headerKey(cell)) !== undefined).length;
}

function walkCsv(bytes: Uint8Array, name: string, errors: TableErrors, sink: TableRowSink): void {
  const { text } = decodeText(bytes, scoreHeaderLine);
  if (looksLikeBinary(text))
    throw errors.invalid('文件内容不是文本表格', 'the content is not a text table (CSV)', { sheet: name });
  let rowNumber = 0;
  Papa.parse<string[]>(text, {
    delimiter: '',
    skipEmptyLines: false,
    step: (result, parser) => {
      rowNumber++;
      const cells = result.data;
      if (rowNumber > MAX_ROWS_PER_SHEET)
        throw errors.invalid('行数过多', `it holds more than ${MAX_ROWS_PER_SHEET} rows`, { sheet: name });
      if (cells.some((cell) => cell.length > MAX_CELL_TEXT_LENGTH)) {
        throw errors.invalid(
          `单元格内容超过 ${MAX_CELL_TEXT_LENGTH} 个字符`,
          `a cell holds more than ${MAX_CELL_TEXT_LENGTH} characters`,
          { sheet: name, row: rowNumber },
        );
      }
      if (cells.length === 1 && cells[0] === '') return;
      if (sink(cells, rowNumber) === false) parser.abort();
    },
  });
}

function walkWorkbook(
  bytes: Uint8Array,
  isHeader: (cells: string[]) => boolean,
  sink: TableRowSink,
): string | undefined {
  const source = openWorkbook(bytes, MAX_REPORT_FILE_BYTES);
  for (const sheet of source.sheets) {
    let found = false;
    let searched = 0;
    source.readSheet(sheet.name, (row) => {
      const cells = row.allTexts();
      if (!found) {
        found = isHeader(cells);
        if (!found) return ++searched < 20;
      }
      return sink(cells, row.number);
    });
    if (found) return sheet.name;
  }
  return undefined;
}

/** Walks a report file's rows; `isHeader` recognises the header row of a workbook's sheet. */
export function walkReportTable(
  bytes: Uint8Array,
  name: string,
  errors: TableErrors,
  isHeader: (cells: string[]) => boolean,
  sink: TableRowSink,
): void {
  if (bytes.byteLength === 0) throw errors.invalid('文件是空的', 'the file is empty', { sheet: name });
  if (bytes.byteLength > MAX_REPORT_FILE_BYTES)
    throw errors.invalid('文件过大', `the file is larger than ${MAX_REPORT_FILE_BYTES / 1024 / 1024} MB`, {
      sheet: name,
    });
  // A zip goes to the workbook opener and its zip guard, so that a truncated zip or a bomb is named as
  // such rather than "wrong file type".
  const kind = isZip(bytes) ? 'xlsx' : sniffFileKind(bytes);
  if (kind === 'csv') return walkCsv(bytes, name, errors, sink);
  if (kind === 'xlsx' || kind === 'xls') {
    walkWorkbook(bytes, isHeader, sink);
    return;
  }
  if (kind === 'encrypted') throw errors.invalid('文件已加密', 'it is password-protected', { sheet: name });
  throw errors.invalid(
    '文件格式不正确，请上传 CSV 或 Excel 报告',
    'wrong file type; upload the CSV or Excel report',
    { sheet: name },
  );
}

/** The report columns of a header row, by column index (the first occurrence wins). */
export function mapReportHeader(cells: readonly string[]): Map<ReadColumn, number> {
  const index = new Map<ReadColumn, number>();
  cells.forEach((cell, position) => {
    const column = reportColumnOf(headerKey(cell));
    if (column !== undefined && !index.has(column)) index.set(column, position);
  });
  return index;
}
