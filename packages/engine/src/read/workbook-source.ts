// What the bulk and report readers need from a workbook, whatever its format (xlsx or legacy xls).
import type { RowSink } from './sheet-row';

/** A sheet's name and whether it is hidden (Amazon hides `Config`). */
export interface SheetInfo {
  name: string;
  hidden: boolean;
}

/** A workbook whose sheets can be read row by row. */
export interface WorkbookSource {
  kind: 'xlsx' | 'xls';
  /** Sheets in workbook order. */
  sheets: SheetInfo[];
  /** Streams the non-empty rows of a sheet to `sink` (synchronously) until the end or until it returns false. */
  readSheet(name: string, sink: RowSink): void;
}
