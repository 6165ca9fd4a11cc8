// Reads a flow's files into PlanningData: the bulk workbook (with its data window from the file name) and
// the console search-term reports. One search-term source is used: uploaded reports win over the bulk
// tab, so the same clicks are never counted twice.
import type { Marketplace } from '../../amazon/marketplaces';
import type { AccountModel, SearchTermRow } from '../../model/account';
import type { PlanInputs } from '../../model/flow';
import type { LocalizedText } from '../../model/units';
import { readBulkWorkbook, readConsoleReport } from '../../read/read-api';
import { isEngineError } from '../../errors/engine-error';
import { tabOfSheet } from '../../read/sheet-aliases';
import { parseBulkFileName } from './data-window';
import { flowNotes } from './flow-messages';
import { checkMarketplaceConsistency } from './marketplace-consistency';
import type { PlanningData, SearchTermSource } from './planning-data';

/** Planning data plus the notes that reading it produced. */
export interface LoadedPlanningData extends PlanningData {
  notes: LocalizedText[];
}

const hasSearchTermTab = (account: AccountModel): boolean =>
  account.searchTerms.sponsoredProducts.length > 0 ||
  account.sheets.some((sheet) => tabOfSheet(sheet) === 'spSearchTerms');

/**
 * The SP search terms of the uploaded reports. A console report gives its rows; a bulk export holding the
 * search-term tab (even that tab alone) is search-term data too. A file that is neither keeps the console
 * reader's error.
 */
async function reportSearchTerms(inputs: PlanInputs, currencies: string[]): Promise<SearchTermRow[]> {
  const rows: SearchTermRow[] = [];
  for (const file of inputs.reports) {
    try {
      const report = await readConsoleReport(file.bytes, { fileName: file.name });
      currencies.push(...(report.currencies ?? []));
      if (report.kind === 'spSearchTerm') rows.push(...report.rows);
    } catch (error) {
      const bulk = isEngineError(error)
        ? await readBulkWorkbook(file.bytes, { fileName: file.name }).catch(() => undefined)
        : undefined;
      if (!bulk || bulk.searchTerms.sponsoredProducts.length === 0) throw error;
      rows.push(...bulk.searchTerms.sponsoredProducts);
    }
  }
  return rows;
}

const nameKey = (name: string | undefined): string => (name ?? '').trim().toLowerCase();

/**
 * Search terms from both sources without counting a campaign twice: the reports' rows for the campaigns
 * they cover (by campaign ID or name), the bulk tab's rows for every other campaign.
 */
export function mergeSearchTerms(
  account: AccountModel | undefined,
  fromReports: readonly SearchTermRow[],
  fromBulk: readonly SearchTermRow[],
): SearchTermRow[] {
  const names = new Map<string, string>();
  for (const campaign of account?.sponsoredProducts.campaigns ?? [])
    names.set(campaign.id, nameKey(campaign.name));
  const coveredIds = new Set(
    fromReports.flatMap((row) => (row.campaignId ? [row.campaignId as string] : [])),
  );
  const coveredNames = new Set(fromReports.map((row) => nameKey(row.campaignName)).filter(Boolean));
  const uncovered = fromBulk.filter((row) => {
    if (row.campaignId && coveredIds.has(row.campaignId)) return false;
    const name = nameKey(row.campaignName) || (row.campaignId ? (names.get(row.campaignId) ?? '') : '');
    return !(name && coveredNames.has(name));
  });
  return [...fromReports, ...uncovered];
}

/** Reads the bulk sheet (when given) and the reports of a flow's inputs. */
export async function loadPlanningData(
  inputs: PlanInputs,
  marketplace: Marketplace,
): Promise<LoadedPlanningData> {
  const account = inputs.bulk
    ? await readBulkWorkbook(inputs.bulk.bytes, { fileName: inputs.bulk.name })
    : undefined;
  const currencies: string[] = [];
  const fromReports = await reportSearchTerms(inputs, currencies);
  const fromBulk = account?.searchTerms.sponsoredProducts ?? [];
  const notes: LocalizedText[] = [...checkMarketplaceConsistency(marketplace, account, currencies)];
  if (fromReports.length > 0 && fromBulk.length > 0) notes.push(flowNotes.bothSearchTermSources);
  const source: SearchTermSource =
    inputs.reports.length > 0 && fromReports.length > 0
      ? 'report'
      : account && hasSearchTermTab(account)
        ? 'bulkTab'
        : 'none';
  const data: LoadedPlanningData = {
    now: inputs.now,
    searchTerms: source === 'report' ? mergeSearchTerms(account, fromReports, fromBulk) : fromBulk,
    searchTermSource: source,
    notes,
  };
  if (account) data.account = account;
  const window = inputs.bulk ? parseBulkFileName(inputs.bulk.name, marketplace) : undefined;
  if (window) data.dataWindow = window;
  return data;
}
