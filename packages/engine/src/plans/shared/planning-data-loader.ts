// Loads a flow's PlanningData through its data source: the account (with its data window) and
// the console search-term reports. One search-term source is used: uploaded reports win over the bulk
// tab, so the same clicks are never counted twice.
import type { Marketplace } from '@adplan/contracts';
import type { AccountModel, SearchTermRow } from '../../model/account';
import type { LocalizedText } from '../../model/units';
import type { AccountDataSource } from '../account-data-source';
import { tabOfSheet } from '../../read/sheet-aliases';
import { flowNotes } from './flow-messages';
import { checkMarketplaceConsistency } from './marketplace-consistency';
import type { PlanningData, SearchTermSource } from './planning-data';

/** Planning data plus the notes and warnings that reading it produced. */
export interface LoadedPlanningData extends PlanningData {
  notes: LocalizedText[];
  /** What the seller must check before uploading (a currency nothing confirms, yen-like bids). */
  warnings: LocalizedText[];
}

const hasSearchTermTab = (account: AccountModel): boolean =>
  account.searchTerms.sponsoredProducts.length > 0 ||
  account.sheets.some((sheet) => tabOfSheet(sheet) === 'spSearchTerms');

/** The SP search terms of the reports, and the currencies the reports name (for the consistency check). */
async function reportSearchTerms(source: AccountDataSource, currencies: string[]): Promise<SearchTermRow[]> {
  const rows: SearchTermRow[] = [];
  for (const report of await source.consoleReports()) {
    currencies.push(...(report.currencies ?? []));
    if (report.kind === 'spSearchTerm') rows.push(...report.rows);
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

/** Reads the account (when there is one) and the reports through the flow's data source. */
export async function loadPlanningData(
  files: AccountDataSource,
  marketplace: Marketplace,
  now: Date,
): Promise<LoadedPlanningData> {
  const account = await files.account();
  const currencies: string[] = [];
  const fromReports = await reportSearchTerms(files, currencies);
  const fromBulk = account?.searchTerms.sponsoredProducts ?? [];
  const warnings = checkMarketplaceConsistency(marketplace, account, currencies, {
    marketplaceKnown: files.kind === 'linked-shop',
  });
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
    searchTerms: source === 'report' ? mergeSearchTerms(account, fromReports, fromBulk) : fromBulk,
    searchTermSource: source,
    notes,
    warnings,
  };
  if (account) data.account = account;
  const window = files.dataWindow(marketplace);
  if (window) data.dataWindow = window;
  return data;
}
