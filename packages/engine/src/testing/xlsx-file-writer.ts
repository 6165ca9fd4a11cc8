// Writes test workbooks with exceljs's streaming writer (fast and bounded even for 10 MB files).
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from './bulk-workbook-spec';

/** One sheet to write: its name, rows of cells (the first row is usually the header) and visibility. */
export interface SheetToWrite {
  name: string;
  rows: Iterable<CellValue[]>;
  state?: 'visible' | 'hidden' | 'veryHidden';
}

/** Options of writeXlsx(). */
export interface XlsxWriteOptions {
  /** Inline strings in cells (Amazon's POI exports) or a shared-strings table. Default inline. */
  strings?: 'inline' | 'shared';
}

function toExcelValue(cell: CellValue): ExcelJS.CellValue {
  if (cell === null || cell === '') return null;
  if (typeof cell === 'object') {
    return cell.result === undefined
      ? { formula: cell.formula, date1904: false }
      : { formula: cell.formula, result: cell.result, date1904: false };
  }
  return cell;
}

/** Writes sheets into an xlsx file held in memory. */
export async function writeXlsx(sheets: SheetToWrite[], options: XlsxWriteOptions = {}): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useSharedStrings: options.strings === 'shared',
    useStyles: false,
  });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { state: sheet.state ?? 'visible' });
    for (const cells of sheet.rows) worksheet.addRow(cells.map(toExcelValue)).commit();
    worksheet.commit();
  }
  await workbook.commit();
  await finished;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
