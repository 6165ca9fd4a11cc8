// A file planned for the wrong marketplace (a US export planned as JP or UK) is refused before any plan is
// made, so no use is consumed on it: the Portfolios tab's Budget Currency Code and a report's Currency
// column name the currency outright; the bids prove it when nothing names it: yen bids are whole numbers
// and rarely under 10 yen, while SP bids in dollars or pounds are a few units with cents. Dollars, pounds
// and Canadian dollars look alike, so a file that names no currency at all is planned with a warning.
import { EngineError } from '../../errors/engine-error';
import { marketplaceInfo, type Marketplace } from '@adplan/contracts';
import type { AccountModel } from '../../model/account';
import type { LocalizedText } from '../../model/units';

/**
 * Median bid (keywords, targets, ad group defaults) below which an export cannot be Japanese: JP's minimum
 * bid is 2 yen, but real yen bids sit in the tens (a few dollars' worth is hundreds of yen).
 */
const JP_MIN_MEDIAN_BID = 10;
/** Median bid from which whole-number bids planned in dollars or pounds prove a yen export. */
const WHOLE_YEN_MEDIAN_BID = 20;
/** Median bid above which an export planned in dollars or pounds (bids with cents) looks like yen. */
const NON_JP_MAX_MEDIAN_BID = 30;
/** A bid further than this from a whole number has cents (floating-point reading noise aside). */
const CENT_TOLERANCE = 1e-6;

const mismatch = (marketplace: Marketplace, found: string, where: LocalizedText): EngineError => {
  const expected = marketplaceInfo(marketplace).currency;
  return new EngineError(20001, {
    zh: `站点选择为 ${marketplace}（${expected}），但${where.zh}的货币是 ${found}：请选择文件所属的站点，或上传该站点的文件`,
    en: `The marketplace is ${marketplace} (${expected}) but ${where.en} is in ${found}: choose the file's marketplace, or upload that marketplace's file`,
  });
};

/** 20001 with the reason the bids give. */
const notInCurrency = (marketplace: Marketplace, reason: LocalizedText): EngineError =>
  new EngineError(20001, {
    zh: `站点选择为 ${marketplace}，但${reason.zh}`,
    en: `The marketplace is ${marketplace} but ${reason.en}`,
  });

/** Refuses a file planned as JP whose bids cannot be yen: a bid with cents, or a median under 10 yen. */
function refuseNonYen(median: number, withCents: number | undefined): void {
  if (withCents !== undefined)
    throw notInCurrency('JP', {
      zh: `批量文件中有带小数的竞价（${withCents}）：日元竞价都是整数，说明这不是日本站文件。请选择文件所属的站点，或上传日本站的文件`,
      en: `the bulk file has a bid with cents (${withCents}): yen bids are whole numbers, so it is not a JP export. Choose the file's marketplace, or upload the JP export`,
    });
  if (median < JP_MIN_MEDIAN_BID)
    throw notInCurrency('JP', {
      zh: `批量文件中竞价的中位数为 ${median}，低于约 ${JP_MIN_MEDIAN_BID} 日元：日元竞价不会这么低，说明这不是日本站文件。请选择文件所属的站点，或上传日本站的文件`,
      en: `the bulk file's median bid is ${median}, below about ${JP_MIN_MEDIAN_BID} yen: yen bids are not that low, so it is not a JP export. Choose the file's marketplace, or upload the JP export`,
    });
}

/** The warning when neither the Portfolios tab nor a report names the file's currency. */
export function unconfirmedCurrency(marketplace: Marketplace): LocalizedText {
  const currency = marketplaceInfo(marketplace).currency;
  return {
    zh: `文件中没有标明货币（「广告组合」页没有预算货币，也没有带「货币」列的报告），无法确认它是 ${marketplace} 站点（${currency}）的文件；美元、英镑、加元的竞价看起来一样，请确认站点选择正确`,
    en: `The files name no currency (no portfolio with a Budget Currency Code, no report with a Currency column), so nothing confirms they are ${marketplace} (${currency}) data; dollar, pound and Canadian-dollar bids look alike, so check the marketplace`,
  };
}

/** The account's bids (SP and SB keywords, targets, ad group defaults), sorted. */
function accountBids(account: AccountModel): number[] {
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
  return bids.sort((a, b) => a - b);
}

const hasCents = (bid: number): boolean => Math.abs(bid - Math.round(bid)) > CENT_TOLERANCE;

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
 * when the bids cannot be the marketplace's (JP: a bid with cents or a median under 10 yen; US/UK/CA: whole
 * bids with a median of 20 or more); returns warnings when bids with cents look like yen in another
 * marketplace, or when an uploaded account names no currency at all.
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
  const bids = account ? accountBids(account) : [];
  const median = bids[Math.floor(bids.length / 2)];
  const withCents = bids.find(hasCents);
  const named = reportCurrencies.length > 0 || (account?.portfolios.some((p) => p.currency) ?? false);
  // Yen bids are tens of units: a JP file whose bids look like yen is confirmed by their magnitude.
  const yenConfirmed = marketplace === 'JP' && median !== undefined && median > NON_JP_MAX_MEDIAN_BID;
  if (account && !named && !yenConfirmed && !options.marketplaceKnown)
    warnings.push(unconfirmedCurrency(marketplace));
  if (median === undefined) return warnings;
  if (marketplace === 'JP') refuseNonYen(median, withCents);
  else if (withCents === undefined && median >= WHOLE_YEN_MEDIAN_BID)
    throw notInCurrency(marketplace, {
      zh: `批量文件中所有竞价都是整数，中位数为 ${median}：这是日元的数量级，说明这是日本站文件，不是 ${marketplace} 站点（${currency}）的文件。请选择日本站，或上传 ${marketplace} 站点的文件`,
      en: `every bid in the bulk file is a whole number and the median bid is ${median}: that is a yen magnitude, so this is a JP export, not ${marketplace} (${currency}). Choose JP, or upload the ${marketplace} export`,
    });
  if (marketplace !== 'JP' && median > NON_JP_MAX_MEDIAN_BID)
    warnings.push({
      zh: `批量文件中竞价的中位数为 ${median}，对 ${currency} 来说异常高，像是日元文件：请确认站点选择正确`,
      en: `The bulk file's median bid is ${median}, unusually high for ${currency}, as a yen export would be: check the marketplace`,
    });
  return warnings;
}
