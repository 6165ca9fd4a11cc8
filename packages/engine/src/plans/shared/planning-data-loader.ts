// Reads a flow's files into PlanningData: the bulk workbook (with its data window from the file name) and
// the console search-term reports. One search-term source is used: uploaded reports win over the bulk
// tab, so the same clicks are never counted twice.
import type { Marketplace } from '../../amazon/marketplaces';
import type { AccountModel, SearchTermRow } from '../../model/account';
import type { PlanInputs } from '../../model/flow';
import type { LocalizedText } from '../../model/units';
import { readBulkWorkbook, readConsoleReport } from '../../read/read-api';
import { tabOfSheet } from '../../read/sheet-aliases';
import { parseBulkFileName } from './data-window';
import { flowNotes } from './flow-messages';
import type { PlanningData, SearchTermSource } from './planning-data';

/** Planning data plus the notes that reading it produced. */
export interface LoadedPlanningData extends PlanningData {
  notes: LocalizedText[];
}

const hasSearchTermTab = (account: AccountModel): boolean =>
  account.sheets.some((sheet) => tabOfSheet(sheet) === 'spSearchTerms');

async function reportSearchTerms(inputs: PlanInputs): Promise<SearchTermRow[]> {
  const rows: SearchTermRow[] = [];
  for (const file of inputs.reports) {
    const report = await readConsoleReport(file.bytes, { fileName: file.name });
    if (report.kind === 'spSearchTerm') rows.push(...report.rows);
  }
  return rows;
}

/** Reads the bulk sheet (when given) and the reports of a flow's inputs. */
export async function loadPlanningData(
  inputs: PlanInputs,
  marketplace: Marketplace,
): Promise<LoadedPlanningData> {
  const account = inputs.bulk
    ? await readBulkWorkbook(inputs.bulk.bytes, { fileName: inputs.bulk.name })
    : undefined;
  const fromReports = await reportSearchTerms(inputs);
  const fromBulk = account?.searchTerms.sponsoredProducts ?? [];
  const notes: LocalizedText[] = [];
  if (fromReports.length > 0 && fromBulk.length > 0) notes.push(flowNotes.bothSearchTermSources);
  const source: SearchTermSource =
    inputs.reports.length > 0 && fromReports.length > 0
      ? 'report'
      : account && hasSearchTermTab(account)
        ? 'bulkTab'
        : 'none';
  const data: LoadedPlanningData = {
    now: inputs.now,
    searchTerms: source === 'report' ? fromReports : fromBulk,
    searchTermSource: source,
    notes,
  };
  if (account) data.account = account;
  const window = inputs.bulk ? parseBulkFileName(inputs.bulk.name, marketplace) : undefined;
  if (window) data.dataWindow = window;
  return data;
}
