// One row of a sheet as the workbook sources hand it over: raw cell texts by column index, reused
// from row to row so that reading a large sheet creates no object per cell.
import { MAX_COLUMNS } from './read-limits';

/** What a cell held: nothing, text, a number (kept as its exact decimal text), a boolean or an error. */
export const CellKind = { Empty: 0, Text: 1, Number: 2, Boolean: 3, Error: 4 } as const;
/** One of the CellKind values. */
export type CellKind = (typeof CellKind)[keyof typeof CellKind];

/** A reusable row buffer; consumers copy what they keep before the next row arrives. */
export class SheetRow {
  /** 1-based row number in the sheet. */
  number = 0;
  /** Columns to read (1 = read); null reads every column. Consumers set it after the header row. */
  filter: Uint8Array | null = null;
  private readonly texts: string[] = [];
  private readonly kinds = new Uint8Array(MAX_COLUMNS);
  private readonly used: number[] = [];

  /** Clears the previous row's cells. */
  reset(number: number): void {
    for (const column of this.used) {
      this.texts[column] = '';
      this.kinds[column] = CellKind.Empty;
    }
    this.used.length = 0;
    this.number = number;
  }

  /** Stores a cell (0-based column); empty text is not stored. */
  set(column: number, text: string, kind: CellKind): void {
    if (text === '' || column >= MAX_COLUMNS) return;
    if (this.kinds[column] === CellKind.Empty) this.used.push(column);
    this.texts[column] = text;
    this.kinds[column] = kind;
  }

  /** The raw text of a cell ('' when empty). */
  text(column: number): string {
    return this.kinds[column] === CellKind.Empty ? '' : (this.texts[column] ?? '');
  }

  /** What kind of value a cell held. */
  kind(column: number): CellKind {
    return this.kinds[column] as CellKind;
  }

  /** True when no cell holds a value. */
  get isEmpty(): boolean {
    return this.used.length === 0;
  }

  /** The highest used column index + 1. */
  get width(): number {
    let width = 0;
    for (const column of this.used) width = Math.max(width, column + 1);
    return width;
  }

  /** All texts from column 0 to the last used one (for header rows). */
  allTexts(): string[] {
    return Array.from({ length: this.width }, (_, column) => this.text(column));
  }
}

/** Receives each non-empty row of a sheet; returning false stops reading the sheet. */
export type RowSink = (row: SheetRow) => boolean | void;

/** Column letters (`A`, `AB`, `XFD`) of a 0-based column index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
