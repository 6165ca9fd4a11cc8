// Reads the rows of the SP and SB multi-ad-group tabs that ask Amazon to do something (an Operation
// is filled), as canonical BulkRows with their source and the raw text of cells that did not parse,
// for the upload validator. Nothing is linked or checked here: the validator reports every problem.
import type { ReadBulkRow } from '../model/bulk-row';
import { parseSbRow, parseSpRow } from './bulk-row-parsers';
import { knownTabs } from './bulk-workbook-reader';
import { READ_CODE, readError } from './read-errors';
import { readTab } from './tab-reader';
import type { TabRowView } from './tab-row-view';
import { guarded, openWorkbook } from './workbook-opener';

/** The rows readBulkRows() returns and the workbook's sheet names. */
export interface ReadBulkRowsResult {
  sheets: string[];
  rows: ReadBulkRow[];
}

function collect(view: TabRowView, parse: typeof parseSpRow | typeof parseSbRow, rows: ReadBulkRow[]): void {
  const { row, info } = parse(view, false);
  if (!info.hasOperation) return;
  if (info.entity === undefined) view.unparsed[view.headerText('entity')] = view.raw('entity');
  rows.push({ row, source: view.source(), unparsed: view.unparsed });
}

/**
 * Reads every row with an Operation from the SP and SB multi-ad-group tabs. A cell whose value is not a
 * valid spelling is left out of `row` and listed in `unparsed` by its header; when that cell is the
 * Entity or Operation, `row.entity`/`row.operation` hold a placeholder the validator must not trust.
 * Throws 10001 for an unreadable file and 10007/10008 when a tab has no Entity column.
 */
export async function readBulkRows(bytes: Uint8Array): Promise<ReadBulkRowsResult> {
  return guarded(() => {
    const source = openWorkbook(bytes);
    const tabs = knownTabs(source);
    const rows: ReadBulkRow[] = [];
    const tasks = [
      { sheet: tabs.get('sponsoredProducts'), parse: parseSpRow, code: READ_CODE.spAdsUnreadable },
      { sheet: tabs.get('sbMultiAdGroup'), parse: parseSbRow, code: READ_CODE.sbAdsUnreadable },
    ];
    for (const { sheet, parse, code } of tasks) {
      if (!sheet) continue;
      const missingHeader = () =>
        readError(
          code,
          '无法读取广告数据：缺少「Entity（实体层级）」列',
          'cannot read the ads data: the Entity column is missing',
          { sheet },
        );
      readTab(
        source,
        sheet,
        { signature: ['entity'], policy: 'collect', problems: [], missingHeader },
        (view) => collect(view, parse, rows),
      );
    }
    return { sheets: source.sheets.map((sheet) => sheet.name), rows };
  });
}
