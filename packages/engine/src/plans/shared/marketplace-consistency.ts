// A file planned for the wrong marketplace (a US export planned as JP or UK) is refused before any plan is
// made, so no use is consumed on it: the Portfolios tab's Budget Currency Code and a report's Currency
// column name the currency outright; the magnitude of the bids tells when nothing names it (a JP bid is
// at least 2 yen, while SP bids in dollars or pounds are a few units). Dollars, pounds and Canadian dollars
// look alike, so a file that names no currency at all is planned with a warning to check the marketplace.
import { EngineError } from '../../errors/engine-error';
import { marketplaceInfo, type Marketplace } from '../../amazon/marketplaces';
import type { AccountModel } from '../../model/account';
import type { LocalizedText } from '../../model/units';

/** Median bid (keywords, targets, ad group defaults) below which an export cannot be Japanese. */
const JP_MIN_MEDIAN_BID = 2;
/** Median bid above which an export planned in dollars or pounds looks like a yen export. */
const NON_JP_MAX_MEDIAN_BID = 30;

const mismatch = (marketplace: Marketplace, found: string, where: LocalizedText): EngineError => {
  const expected = marketplaceInfo(marketplace).currency;
  return new EngineError(20001, {
    zh: `站点选择为 ${marketplace}（${expected}），但${where.zh}的货币是 ${found}：请选择文件所属的站点，或上传该站点的文件`,
    en: `The marketplace is ${marketplace} (${expected}) but ${where.en} is in ${found}: choose the file's marketplace, or upload that marketplace's file`,
  });
};

/** The warning when neither the Portfolios tab nor a report names the file's currency. */
export function unconfirmedCurrency(marketplace: Marketplace): LocalizedText {
  const currency = marketplaceInfo(marketplace).currency;
  return {
    zh: `文件中没有标明货币（「广告组合」页没有预算货币，也没有带「货币」列的报告），无法确认它是 ${marketplace} 站点（${currency}）的文件；美元、英镑、加元的竞价看起来一样，请确认站点选择正确`,
    en: `The files name no currency (no portfolio with a Budget Currency Code, no report with a Currency column), so nothing confirms they are ${marketplace} (${currency}) data; dollar, pound and Canadian-dollar bids look alike, so check the marketplace`,
  };
}

function medianBid(account: AccountModel): number | undefined {
  const bids: number[] = [];
  const groups = [
    ...account.sponsoredProducts.campaigns.flatMap((c) => c.adGroups),
    ...account.sponsoredBrands.campaigns.flatMap((c) => c.adGroups),
  ];
  for (const group of groups) {
    if ('defaultBid' in group && group.defaultBid !== undefined) bids.push(group.defaultBid);
    for (const k of group.keywords) if (k.bid !== undefined) bids.push(k.bid);
    for (const t of group.productTargets) if (t.bid !== undefined) bids.push(t.bid);
  }
  if (bids.length === 0) return undefined;
  bids.sort((a, b) => a - b);
  return bids[Math.floor(bids.length / 2)];
}

/** Options of the consistency check. */
export interface ConsistencyOptions {
  /**
   * True when the marketplace is known from elsewhere (a linked shop's advertiser profile): no warning
   * when the data names no currency.
   */
  marketplaceKnown?: boolean;
}

/**
 * Throws 20001 when the bulk file's portfolios or a report name another currency than the marketplace's, or
 * when the bids cannot be the marketplace's (JP below 2 yen); returns warnings when bids look like yen in
 * another marketplace, or when an uploaded account names no currency at all.
 */
export function checkMarketplaceConsistency(
  marketplace: Marketplace,
  account: AccountModel | undefined,
  reportCurrencies: readonly string[],
  options: ConsistencyOptions = {},
): LocalizedText[] {
  const currency = marketplaceInfo(marketplace).currency;
  const portfolio = account?.portfolios.find((p) => p.currency && p.currency !== currency);
  if (portfolio?.currency)
    throw mismatch(marketplace, portfolio.currency, {
      zh: '批量文件「广告组合」页',
      en: "the bulk file's Portfolios tab",
    });
  const other = reportCurrencies.find((c) => c !== currency);
  if (other) throw mismatch(marketplace, other, { zh: '上传的报告', en: 'the uploaded report' });
  const warnings: LocalizedText[] = [];
  const median = account ? medianBid(account) : undefined;
  const named = reportCurrencies.length > 0 || (account?.portfolios.some((p) => p.currency) ?? false);
  // Yen bids are tens of units: a JP file whose bids look like yen is confirmed by their magnitude.
  const yenConfirmed = marketplace === 'JP' && median !== undefined && median > NON_JP_MAX_MEDIAN_BID;
  if (account && !named && !yenConfirmed && !options.marketplaceKnown)
    warnings.push(unconfirmedCurrency(marketplace));
  if (median === undefined) return warnings;
  if (marketplace === 'JP' && median < JP_MIN_MEDIAN_BID)
    throw mismatch(marketplace, `${median}`, {
      zh: '批量文件中竞价的中位数低于日本站最低竞价 2 日元，说明这不是日本站文件，其数值',
      en: "the bulk file's median bid is below JP's minimum of 2 yen, so it is not a JP export; its value",
    });
  if (marketplace !== 'JP' && median > NON_JP_MAX_MEDIAN_BID)
    warnings.push({
      zh: `批量文件中竞价的中位数为 ${median}，对 ${currency} 来说异常高，像是日元文件：请确认站点选择正确`,
      en: `The bulk file's median bid is ${median}, unusually high for ${currency}, as a yen export would be: check the marketplace`,
    });
  return warnings;
}
