// Legacy .xls (BIFF) workbooks through @e965/xlsx in dense mode, behind the same row interface as
// xlsx. The file is at most MAX_BULK_FILE_BYTES, rows are capped, and formulas give cached values.
import * as XLSX from '@e965/xlsx';
import { MAX_CELL_TEXT_LENGTH, MAX_CONSECUTIVE_EMPTY_ROWS, MAX_ROWS_PER_SHEET } from './read-limits';
import { unreadable } from './read-errors';
import { CellKind, columnLetters, SheetRow, type RowSink } from './sheet-row';
import type { SheetInfo, WorkbookSource } from './workbook-source';

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function cellText(cell: XLSX.CellObject): [string, CellKind] {
  switch (cell.t) {
    case 'n':
      return [numberText(cell.v as number), CellKind.Number];
    case 'b':
      return [cell.v ? 'TRUE' : 'FALSE', CellKind.Boolean];
    case 'e':
      return [String(cell.w ?? '#ERROR'), CellKind.Error];
    case 'd': {
      const date = cell.v instanceof Date ? cell.v : new Date(String(cell.v));
      // Back to a serial so dates read the same as in xlsx files.
      return [numberText((date.getTime() - EXCEL_EPOCH_MS) / 86_400_000), CellKind.Number];
    }
    case 's':
      return [String(cell.v ?? ''), CellKind.Text];
    default:
      return ['', CellKind.Empty];
  }
}

/** Exact decimal text of a number (no exponent for integers up to 1e21). */
function numberText(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

class XlsWorkbook implements WorkbookSource {
  readonly kind = 'xls' as const;
  readonly sheets: SheetInfo[];
  private readonly book: XLSX.WorkBook;

  constructor(bytes: Uint8Array) {
    try {
      this.book = XLSX.read(bytes, {
        type: 'array',
        cellDates: true,
        dense: true,
        sheetRows: MAX_ROWS_PER_SHEET,
        cellFormula: false,
        cellHTML: false,
        cellStyles: false,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/password|encrypt/i.test(message))
        throw unreadable(
          '文件已加密，请去掉密码后再上传',
          'it is password-protected; remove the password and upload it again',
        );
      throw unreadable('旧版 Excel（xls）文件已损坏', 'the legacy Excel (xls) file is corrupt');
    }
    const hidden = this.book.Workbook?.Sheets ?? [];
    this.sheets = this.book.SheetNames.map((name, i) => ({ name, hidden: (hidden[i]?.Hidden ?? 0) !== 0 }));
  }

  readSheet(name: string, sink: RowSink): void {
    const sheet = this.book.Sheets[name] as XLSX.DenseWorkSheet | undefined;
    const data = sheet?.['!data'] ?? [];
    const row = new SheetRow();
    let emptyRun = 0;
    for (let r = 0; r < data.length && emptyRun < MAX_CONSECUTIVE_EMPTY_ROWS; r++) {
      row.reset(r + 1);
      const cells = data[r] ?? [];
      for (let c = 0; c < cells.length; c++) {
        const cell = cells[c];
        if (!cell || (row.filter !== null && row.filter[c] !== 1)) continue;
        const [text, kind] = cellText(cell);
        if (text.length > MAX_CELL_TEXT_LENGTH) {
          throw unreadable(
            `单元格内容超过 ${MAX_CELL_TEXT_LENGTH} 个字符`,
            `a cell holds more than ${MAX_CELL_TEXT_LENGTH} characters`,
            { sheet: name, row: r + 1, column: columnLetters(c) },
          );
        }
        row.set(c, text, kind);
      }
      if (row.isEmpty) {
        emptyRun++;
        continue;
      }
      emptyRun = 0;
      if (sink(row) === false) return;
    }
  }
}

/** Opens a legacy .xls workbook (10001 when it is encrypted or corrupt). */
export function openXlsWorkbook(bytes: Uint8Array): WorkbookSource {
  return new XlsWorkbook(bytes);
}
