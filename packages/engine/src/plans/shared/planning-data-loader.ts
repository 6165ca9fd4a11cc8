// Loads a flow's PlanningData through its data source: the account (with its data window) and
// the console search-term reports. One search-term source is used: uploaded reports win over the bulk
// tab, so the same clicks are never counted twice.
import type { Marketplace } from '../../amazon/marketplaces';
import type { AccountModel, SearchTermRow } from '../../model/account';
import type { LocalizedText } from '../../model/units';
import type { AccountDataSource } from '../account-data-source';
import { tabOfSheet } from '../../read/sheet-aliases';
import { flowNotes } from './flow-messages';
import type { PlanningData, SearchTermSource } from './planning-data';

/** Planning data plus the notes that reading it produced. */
export interface LoadedPlanningData extends PlanningData {
  notes: LocalizedText[];
}

const hasSearchTermTab = (account: AccountModel): boolean =>
  account.sheets.some((sheet) => tabOfSheet(sheet) === 'spSearchTerms');

async function reportSearchTerms(source: AccountDataSource): Promise<SearchTermRow[]> {
  const rows: SearchTermRow[] = [];
  for (const report of await source.consoleReports()) {
    if (report.kind === 'spSearchTerm') rows.push(...report.rows);
  }
  return rows;
}

/** Reads the account (when there is one) and the reports through the flow's data source. */
export async function loadPlanningData(
  files: AccountDataSource,
  marketplace: Marketplace,
  now: Date,
): Promise<LoadedPlanningData> {
  const account = await files.account();
  const fromReports = await reportSearchTerms(files);
  const fromBulk = account?.searchTerms.sponsoredProducts ?? [];
  const notes: LocalizedText[] = [];
  if (fromReports.length > 0 && fromBulk.length > 0) notes.push(flowNotes.bothSearchTermSources);
  const source: SearchTermSource =
    files.consoleReportCount > 0 && fromReports.length > 0
      ? 'report'
      : account && hasSearchTermTab(account)
        ? 'bulkTab'
        : 'none';
  const data: LoadedPlanningData = {
    now,
    searchTerms: source === 'report' ? fromReports : fromBulk,
    searchTermSource: source,
    notes,
  };
  if (account) data.account = account;
  const window = files.dataWindow(marketplace);
  if (window) data.dataWindow = window;
  return data;
}
