// Loads the data of the SBV flows through the data source: the account, and the SB search terms of one source — uploaded
// console reports win over the bulk `SB Search Term Report` tab, so the same clicks are never counted twice.
import type { AccountModel, SbCampaign, SearchTermRow } from '../../model/account';
import type { LocalizedText } from '../../model/units';
import type { AccountDataSource } from '../account-data-source';
import { tabOfSheet } from '../../read/sheet-aliases';
import { EngineError } from '../../errors/engine-error';
import { ParameterCheckError } from '../parameters/plan-parameters';
import { sbMessages } from './sb-messages';
import { searchTermsOfCampaign } from './sbv-optimisation';
import { PRODUCT_CODE } from '../../errors/product-codes';

/** The account an optimisation needs; 20007 telling the seller to upload the bulk sheet otherwise. */
export async function requireSbAccount(source: AccountDataSource): Promise<AccountModel> {
  const account = await source.account();
  if (!account)
    throw new ParameterCheckError(PRODUCT_CODE.parameterMissing, [
      { field: 'bulk', key: 'required', message: sbMessages.missingBulkSheet() },
    ]);
  return account;
}

/**
 * Search-term rows of uploaded console reports that belong to the chosen SB campaigns: SB search term
 * reports, and search term reports of any kind whose campaign is one of them (the kind is told from the
 * headers, and a renamed SB file can pass for an SP one).
 */
async function reportSearchTerms(
  files: AccountDataSource,
  campaigns: readonly SbCampaign[],
): Promise<{ rows: SearchTermRow[]; reports: number }> {
  const rows: SearchTermRow[] = [];
  let count = 0;
  for (const report of await files.consoleReports()) {
    if (report.kind !== 'sbSearchTerm' && report.kind !== 'spSearchTerm') continue;
    count += 1;
    rows.push(...campaigns.flatMap((campaign) => searchTermsOfCampaign(report.rows, campaign)));
  }
  return { rows, reports: count };
}

/** The SB search terms of the chosen campaigns, with the campaigns that have none. */
export interface SbvSearchTerms {
  rows: SearchTermRow[];
  notes: LocalizedText[];
}

/**
 * The SB search terms of the chosen campaigns from one source. Throws 10006 when neither the bulk tab nor
 * an uploaded report is there ("no brand search-term report", spec §8) and 10005 when none of the chosen
 * campaigns has a row in it.
 */
export async function loadSbvSearchTerms(
  files: AccountDataSource,
  account: AccountModel,
  campaigns: readonly SbCampaign[],
): Promise<SbvSearchTerms> {
  const uploaded = await reportSearchTerms(files, campaigns);
  const hasTab = account.sheets.some((sheet) => tabOfSheet(sheet) === 'sbSearchTerms');
  if (uploaded.reports === 0 && !hasTab)
    throw new EngineError(PRODUCT_CODE.searchTermReportMissing, sbMessages.noBrandSearchTermReport());
  const source = uploaded.reports > 0 ? uploaded.rows : account.searchTerms.sponsoredBrands;
  const notes: LocalizedText[] = [];
  if (uploaded.reports > 0 && account.searchTerms.sponsoredBrands.length > 0)
    notes.push(sbMessages.reportsOverBulkTab());
  const without = campaigns.filter((campaign) => searchTermsOfCampaign(source, campaign).length === 0);
  if (without.length === campaigns.length) {
    throw new EngineError(
      10005,
      sbMessages.noSearchTermsForCampaign(campaigns.map((c) => c.name).join(', ')),
    );
  }
  notes.push(...without.map((campaign) => sbMessages.noSearchTermsForCampaign(campaign.name)));
  return { rows: source, notes };
}
