// Typed access to the cells of one row of a known tab, by column key: text, exact IDs, numbers with
// units, aliased values and metrics. Bad numbers either raise 10012 (reading the account model) or
// are collected as unparsed raw texts (reading rows for the upload validator).
import type { FileLocation } from '../errors/engine-error';
import type { ReadProblem } from '../model/account';
import type { Metrics } from '../model/metrics';
import { parseId, parseNumber, plainNumber } from './cell-parsers';
import type { HeaderMap, ReadColumn } from './header-aliases';
import { wrongDataType } from './read-errors';
import { CellKind, type SheetRow } from './sheet-row';
import type { ValueAliases } from './value-aliases';

/** What to do with a cell whose value cannot be understood. */
export type InvalidCellPolicy = 'throw' | 'collect';

const EXPECTED_NUMBER = { zh: '数字', en: 'a number' };

/** A view over the current row of a tab; the reader moves it from row to row. */
export class TabRowView {
  row!: SheetRow;
  /** Header text -> raw text of cells that did not parse, for the current row. */
  unparsed: Record<string, string> = {};
  private readonly columns: Map<ReadColumn, number>;

  constructor(
    readonly sheet: string,
    readonly header: HeaderMap,
    private readonly policy: InvalidCellPolicy,
    private readonly problems: ReadProblem[],
  ) {
    this.columns = header.index;
  }

  /** Moves the view to a new row. */
  moveTo(row: SheetRow): void {
    this.row = row;
    // A fresh record per row: readBulkRows keeps each row's record.
    this.unparsed = {};
  }

  /** True when the sheet has the column. */
  has(column: ReadColumn): boolean {
    return this.columns.has(column);
  }

  /** The header text of a column as written in the file (the English one when absent). */
  headerText(column: ReadColumn): string {
    const index = this.columns.get(column);
    return index === undefined ? column : (this.header.texts[index] ?? column);
  }

  /** Where a cell of the current row is. */
  location(column?: ReadColumn): FileLocation {
    const location: FileLocation = { sheet: this.sheet, row: this.row.number };
    if (column !== undefined) location.column = this.headerText(column);
    return location;
  }

  /** The 1-based row number and sheet of the current row. */
  source(): { sheet: string; row: number } {
    return { sheet: this.sheet, row: this.row.number };
  }

  /** Trimmed text of a cell ('' when the column is missing or the cell empty). */
  text(column: ReadColumn): string {
    const index = this.columns.get(column);
    return index === undefined ? '' : this.row.text(index).trim();
  }

  /** Raw (untrimmed) text of a cell. */
  raw(column: ReadColumn): string {
    const index = this.columns.get(column);
    return index === undefined ? '' : this.row.text(index);
  }

  /** An ID as exact text ('' when empty); a numeric cell beyond 2^53 is reported as untrusted. */
  id(column: ReadColumn): string {
    const index = this.columns.get(column);
    if (index === undefined) return '';
    const text = this.row.text(index);
    if (text === '') return '';
    // A text cell is its ID as it stands; only numeric cells need parseId's care.
    if (this.row.kind(index) !== CellKind.Number) return text.trim();
    const parsed = parseId(text, this.row.kind(index));
    if (parsed.untrusted) {
      this.reportUntrustedId(column, parsed.id);
      if (this.policy === 'collect') this.unparsed[this.headerText(column)] = text;
    }
    return parsed.id;
  }

  private reportUntrustedId(column: ReadColumn, id: string): void {
    this.problems.push({
      message: {
        zh: `「${this.headerText(column)}」列的编号 ${id} 以数字格式保存且超过 2^53，末尾几位可能已经失真；请以文本格式重新下载`,
        en: `ID ${id} in column “${this.headerText(column)}” is stored as a number beyond 2^53, so its last digits may be wrong; download the file again with IDs as text`,
      },
      location: this.location(column),
    });
  }

  /** Records an unparsed raw text, or throws 10012 under the 'throw' policy. */
  invalid(column: ReadColumn, expected = EXPECTED_NUMBER): undefined {
    const raw = this.raw(column);
    if (this.policy === 'throw') throw wrongDataType(this.location(column), raw, expected.zh, expected.en);
    this.unparsed[this.headerText(column)] = raw;
    return undefined;
  }

  /** Records an unknown spelling without failing (enums are checked by the caller). */
  unknown(column: ReadColumn): void {
    this.unparsed[this.headerText(column)] = this.raw(column);
  }

  /** A number (`%` read as hundredths); undefined when blank or invalid. */
  number(column: ReadColumn): number | undefined {
    const text = this.text(column);
    if (text === '') return undefined;
    const plain = plainNumber(text);
    if (plain !== undefined) return plain;
    const parsed = parseNumber(text);
    if (parsed === null) return undefined;
    if (parsed === undefined) return this.invalid(column);
    return parsed.percent ? parsed.value / 100 : parsed.value;
  }

  /** A percentage in Amazon's unit (`35` or `35%` both mean +35 %); undefined when blank or invalid. */
  percent(column: ReadColumn): number | undefined {
    const text = this.text(column);
    if (text === '') return undefined;
    const plain = plainNumber(text);
    if (plain !== undefined) return plain;
    const parsed = parseNumber(text);
    if (parsed === null) return undefined;
    if (parsed === undefined) return this.invalid(column);
    return parsed.value;
  }

  /** A count or amount where blank means 0. */
  amount(column: ReadColumn): number {
    return this.number(column) ?? 0;
  }

  /** A value through an alias table; undefined when blank, recorded as unknown when not a known spelling. */
  value<T>(column: ReadColumn, aliases: ValueAliases<T>): T | undefined {
    const text = this.text(column);
    if (text === '') return undefined;
    const value = aliases.get(text);
    if (value === undefined) this.unknown(column);
    return value;
  }

  /** The six raw counts of the row (ratio columns are ignored: they are always recomputed). */
  metrics(): Metrics {
    return {
      impressions: this.amount('impressions'),
      clicks: this.amount('clicks'),
      spend: this.amount('spend'),
      sales: this.amount('sales'),
      orders: this.amount('orders'),
      units: this.amount('units'),
    };
  }
}
