// Finds a tab's header row (by header names, never by position) and walks its data rows through a
// TabRowView, reading only the columns the tab needs.
import type { EngineError } from '../errors/engine-error';
import type { ReadProblem } from '../model/account';
import { mapHeaderRow, type HeaderMap, type ReadColumn } from './header-aliases';
import type { SheetRow } from './sheet-row';
import { TabRowView, type InvalidCellPolicy } from './tab-row-view';
import type { WorkbookSource } from './workbook-source';

/** Non-empty rows searched for the header before a tab is declared unreadable. */
const HEADER_SEARCH_ROWS = 20;

/** How to read one tab. */
export interface TabReadOptions {
  /** Columns that identify the header row (all must be present), or a test of the mapped header. */
  signature: readonly ReadColumn[] | ((header: HeaderMap) => boolean);
  policy: InvalidCellPolicy;
  problems: ReadProblem[];
  /** The error when no header row is found (undefined: the tab is skipped silently). */
  missingHeader?: () => EngineError;
  /** Header lookup other than the bulk table (console reports). */
  lookup?: (key: string) => ReadColumn | undefined;
  /** Recognised columns the caller never reads: their cells are skipped, not copied. */
  ignore?: readonly ReadColumn[];
}

/**
 * The ratio columns of the bulk and search-term tabs (click-through and conversion rate, ACOS, CPC, ROAS):
 * the model recomputes every ratio from the raw counts, so readers of the model skip them.
 */
export const RATIO_COLUMNS: readonly ReadColumn[] = [
  'clickThroughRate',
  'conversionRate',
  'acos',
  'cpc',
  'roas',
];

function columnFilter(header: HeaderMap, ignore: readonly ReadColumn[] = []): Uint8Array {
  const width = Math.max(0, ...header.index.values()) + 1;
  const filter = new Uint8Array(width);
  for (const [column, index] of header.index) if (!ignore.includes(column)) filter[index] = 1;
  return filter;
}

function matches(header: HeaderMap, signature: TabReadOptions['signature']): boolean {
  return typeof signature === 'function'
    ? signature(header)
    : signature.every((column) => header.index.has(column));
}

/** Reads a tab row by row; returns its header, or undefined when none was found and no error was asked. */
export function readTab(
  source: WorkbookSource,
  sheet: string,
  options: TabReadOptions,
  onRow: (view: TabRowView) => void,
): HeaderMap | undefined {
  let view: TabRowView | undefined;
  let searched = 0;
  source.readSheet(sheet, (row: SheetRow) => {
    if (view) {
      view.moveTo(row);
      onRow(view);
      return true;
    }
    const header = mapHeaderRow(row.allTexts(), options.lookup);
    if (matches(header, options.signature)) {
      view = new TabRowView(sheet, header, options.policy, options.problems);
      row.filter = columnFilter(header, options.ignore);
      return true;
    }
    return ++searched < HEADER_SEARCH_ROWS;
  });
  if (!view && options.missingHeader) throw options.missingHeader();
  return view?.header;
}
