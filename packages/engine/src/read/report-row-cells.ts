// Typed access to one row of a report table by report column: text, numbers (10012 or the caller's
// code when a metric is not a number) and the six raw counts.
import type { EngineError, FileLocation } from '../errors/engine-error';
import type { Metrics } from '../model/metrics';
import { parseNumber } from './cell-parsers';
import type { ReadColumn } from './header-aliases';

/** Builds the error for a cell that is not a number. */
export type NotANumber = (location: FileLocation, value: string) => EngineError;

/** A report row: cells by column index, the header map and where the row is. */
export class ReportRowCells {
  constructor(
    private readonly index: Map<ReadColumn, number>,
    private readonly headers: readonly string[],
    private readonly sheet: string,
    private readonly notANumber: NotANumber,
  ) {}

  cells: string[] = [];
  rowNumber = 0;

  /** Trimmed text of a column ('' when absent or empty). */
  text(column: ReadColumn): string {
    const at = this.index.get(column);
    return at === undefined ? '' : (this.cells[at] ?? '').trim();
  }

  /** Where a cell of this row is. */
  location(column?: ReadColumn): FileLocation {
    const location: FileLocation = { sheet: this.sheet, row: this.rowNumber };
    const at = column === undefined ? undefined : this.index.get(column);
    if (at !== undefined) location.column = (this.headers[at] ?? '').trim();
    return location;
  }

  /** A number where blank or a dash means 0 (`%` read as hundredths); throws when not a number. */
  amount(column: ReadColumn): number {
    const text = this.text(column);
    if (text === '') return 0;
    const parsed = parseNumber(text);
    if (parsed === null) return 0;
    if (parsed === undefined) throw this.notANumber(this.location(column), text);
    return parsed.percent ? parsed.value / 100 : parsed.value;
  }

  /** The six raw counts of the row. */
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
