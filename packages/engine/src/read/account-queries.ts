// Questions the plan flows ask of a read account, each answering with the product error of spec §8
// when the answer is "nothing usable": missing sheets (10003), no keywords (10011), no search terms
// (10005/10006), no valid ads (10016), no campaign for an ASIN (10028/10029/10030), no hourly rows (10017).
import type {
  AccountModel,
  ProductAd,
  SbCampaign,
  SearchTermRow,
  SpAdGroup,
  SbAdGroup,
  SpCampaign,
} from '../model/account';
import type { Asin } from '../model/ids';
import type { HourlyCampaignRow } from '../model/reports';
import { valueKey } from './alias-keys';
import { READ_CODE, readError } from './read-errors';
import { sheetDisplayName, tabOfSheet, type BulkTabKey } from './sheet-aliases';

/** Throws 10003 naming the first of `tabs` the workbook does not hold. */
export function requireSheets(model: Pick<AccountModel, 'sheets'>, tabs: readonly BulkTabKey[]): void {
  const present = new Set(model.sheets.map(tabOfSheet));
  for (const tab of tabs) {
    if (present.has(tab)) continue;
    const name = sheetDisplayName(tab);
    throw readError(
      READ_CODE.missingSheet,
      `文件缺少工作表「${name.zh}」，请下载批量操作表格时勾选该项`,
      `the file lacks the sheet “${name.en}”; tick it when downloading the bulk sheet`,
    );
  }
}

/** Throws 10011 when an ad group holds no keyword that is not archived; returns those keywords. */
export function requireKeywords(adGroup: SpAdGroup | SbAdGroup): SpAdGroup['keywords'] {
  const keywords = adGroup.keywords.filter((keyword) => keyword.state !== 'archived');
  if (keywords.length > 0) return keywords;
  throw readError(
    READ_CODE.adGroupWithoutKeywords,
    `广告组「${adGroup.name || adGroup.id}」没有关键词数据`,
    `ad group “${adGroup.name || adGroup.id}” has no keyword data`,
    { sheet: adGroup.source.sheet, row: adGroup.source.row },
  );
}

const isSb = (campaign: SpCampaign | SbCampaign): campaign is SbCampaign => 'tab' in campaign;

/**
 * The search term rows of a campaign. Throws 10006 when the workbook has no search term tab for the
 * campaign's ad type, and 10005 when the tab holds no row for this campaign.
 */
export function requireSearchTerms(model: AccountModel, campaign: SpCampaign | SbCampaign): SearchTermRow[] {
  const tab: BulkTabKey = isSb(campaign) ? 'sbSearchTerms' : 'spSearchTerms';
  if (!model.sheets.some((sheet) => tabOfSheet(sheet) === tab)) {
    const name = sheetDisplayName(tab);
    throw readError(
      READ_CODE.missingSearchTermReport,
      `缺少搜索词报告（工作表「${name.zh}」），请下载批量操作表格时勾选搜索词数据`,
      `the search term report is missing (sheet “${name.en}”); tick search term data when downloading the bulk sheet`,
    );
  }
  const rows = isSb(campaign) ? model.searchTerms.sponsoredBrands : model.searchTerms.sponsoredProducts;
  const nameKey = valueKey(campaign.name);
  const found = rows.filter(
    (row) =>
      row.campaignId === campaign.id ||
      (!row.campaignId && row.campaignName !== undefined && valueKey(row.campaignName) === nameKey),
  );
  if (found.length > 0) return found;
  throw readError(
    READ_CODE.noSearchTermsForCampaign,
    `广告活动「${campaign.name || campaign.id}」没有搜索词数据`,
    `campaign “${campaign.name || campaign.id}” has no search term data`,
  );
}

/** True for an ad that counts (spec §5): enabled, and eligible (blank eligibility, as in the template layout, counts). */
export const isValidProductAd = (ad: ProductAd): boolean =>
  ad.state === 'enabled' && ad.eligibility !== 'ineligible';

/**
 * The campaign's product ad that plans build on (spec §5): only enabled and eligible ads count; with
 * several, the one with most orders (the first in the file on a tie). Undefined when none counts.
 */
export function chooseProductAd(campaign: SpCampaign): ProductAd | undefined {
  let best: ProductAd | undefined;
  for (const group of campaign.adGroups) {
    for (const ad of group.productAds) {
      if (isValidProductAd(ad) && (!best || ad.metrics.orders > best.metrics.orders)) best = ad;
    }
  }
  return best;
}

/** The SP campaigns with a valid product ad; throws 10016 when no campaign has one. */
export function requireValidProductAds(model: AccountModel): SpCampaign[] {
  const campaigns = model.sponsoredProducts.campaigns.filter(
    (campaign) => chooseProductAd(campaign) !== undefined,
  );
  if (campaigns.length > 0) return campaigns;
  throw readError(
    READ_CODE.noValidAds,
    '没有有效的广告数据：找不到状态为已启用且符合投放条件的商品广告',
    'no valid ads data: no product ad is both enabled and eligible',
  );
}

function advertises(campaign: SpCampaign, asin: string): ProductAd[] {
  return campaign.adGroups.flatMap((group) => group.productAds.filter((ad) => ad.asin === asin));
}

function activeAds(campaign: SpCampaign, asin: string): ProductAd[] {
  if (campaign.state !== 'enabled') return [];
  return campaign.adGroups
    .filter((group) => group.state === 'enabled')
    .flatMap((group) => group.productAds.filter((ad) => ad.asin === asin && ad.state === 'enabled'));
}

/**
 * The SP campaigns that invest in `asin` and can serve it: campaign, ad group and product ad enabled,
 * ad eligible. Throws 10028 when no campaign advertises the ASIN at all, 10029 when every campaign
 * (or ad group, or ad) for it is paused or archived, and 10030 when the active ads are all ineligible.
 */
export function findCampaignsForAsin(model: AccountModel, asin: Asin | string): SpCampaign[] {
  const wanted = asin.trim().toUpperCase();
  const candidates = model.sponsoredProducts.campaigns.filter(
    (campaign) => advertises(campaign, wanted).length > 0,
  );
  if (candidates.length === 0) {
    throw readError(
      READ_CODE.noCampaignForAsin,
      `没有广告活动投放 ASIN ${wanted}`,
      `no campaign advertises ASIN ${wanted}`,
    );
  }
  const active = candidates.filter((campaign) => activeAds(campaign, wanted).length > 0);
  if (active.length === 0) {
    throw readError(
      READ_CODE.onlyInactiveCampaignsForAsin,
      `投放 ASIN ${wanted} 的广告活动都已暂停或归档`,
      `every campaign advertising ASIN ${wanted} is paused or archived`,
    );
  }
  const serving = active.filter((campaign) =>
    activeAds(campaign, wanted).some((ad) => ad.eligibility !== 'ineligible'),
  );
  if (serving.length === 0) {
    throw readError(
      READ_CODE.onlyIneligibleAdsForAsin,
      `投放 ASIN ${wanted} 的商品广告都不符合投放条件`,
      `every product ad of ASIN ${wanted} is ineligible to serve`,
    );
  }
  return serving;
}

/** The hourly rows of one campaign (name compared ignoring case, width and spacing); throws 10017 when none. */
export function hourlyRowsForCampaign(
  rows: readonly HourlyCampaignRow[],
  campaignName: string,
): HourlyCampaignRow[] {
  const key = valueKey(campaignName);
  const found = rows.filter((row) => valueKey(row.campaignName) === key);
  if (found.length > 0) return found;
  throw readError(
    READ_CODE.campaignWithoutHourlyData,
    `广告活动「${campaignName}」在小时报告中没有数据`,
    `campaign “${campaignName}” has no data in the hourly reports`,
  );
}
