// Bids, budgets and placement percentages against Amazon's hard limits (reference §2.1, §1.2.7-1.2.8):
// ranges per marketplace and ad type, at most 2 decimals (whole yen in JP).
import type { MoneyRange } from '@adplan/contracts';
import type { BulkColumn } from '../amazon/bulk-columns';
import type { Violation } from './violation';
import { violationAt } from './violation';
import type { LocatedRow, ValidationContext } from './validation-context';
import { adGroupKey, campaignKey } from './validation-context';

const SP_PERCENT = { min: 0, max: 900 };
const SB_PERCENT = { min: -99, max: 900 };

/** True when `value` has no more than `decimals` decimal places (tolerating binary floating point). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Range and precision checks of one money cell. */
function checkMoney(
  located: LocatedRow,
  context: ValidationContext,
  column: BulkColumn,
  value: number | undefined,
  range: MoneyRange,
): Violation[] {
  if (value === undefined) return [];
  const currency = context.info.currency;
  const found: Violation[] = [];
  if (!Number.isFinite(value) || value < range.min || value > range.max) {
    const rule = column === 'dailyBudget' || column === 'budget' ? 'budget-range' : 'bid-range';
    found.push(
      violationAt(located, column, rule, {
        zh: `${column === 'bid' || column === 'adGroupDefaultBid' ? '竞价' : '预算'} ${value} 超出范围：${context.marketplace} 站点允许 ${range.min}–${range.max} ${currency}。`,
        en: `${value} is outside the allowed range ${range.min}–${range.max} ${currency} for ${context.marketplace}.`,
      }),
    );
  }
  const decimals = context.info.decimals;
  if (Number.isFinite(value) && !hasAtMostDecimals(value, decimals)) {
    found.push(
      violationAt(located, column, 'money-decimals', {
        zh: decimals === 0 ? `金额 ${value} 必须是整数日元。` : `金额 ${value} 最多保留 2 位小数。`,
        en:
          decimals === 0
            ? `${value} must be a whole number of yen.`
            : `${value} may have at most 2 decimals.`,
      }),
    );
  }
  return found;
}

/** The bid range of an SB row: video limits in ad groups with a video ad, image limits otherwise. */
function sbBidRange(located: LocatedRow, context: ValidationContext): MoneyRange {
  return context.index.videoAdGroups.has(adGroupKey(located.row))
    ? context.info.sbVideoBid
    : context.info.sbBid;
}

/** Bid and budget limits of one row. */
export function moneyRules(located: LocatedRow, context: ValidationContext): Violation[] {
  const { row } = located;
  const { info } = context;
  if (row.product === 'sponsoredProducts') {
    return [
      ...checkMoney(located, context, 'bid', row.bid, info.spBid),
      ...checkMoney(located, context, 'adGroupDefaultBid', row.adGroupDefaultBid, info.spBid),
      ...checkMoney(located, context, 'dailyBudget', row.dailyBudget, info.spDailyBudget),
    ];
  }
  const budgetRange = row.budgetType === 'lifetime' ? info.sbLifetimeBudget : info.sbDailyBudget;
  return [
    ...checkMoney(located, context, 'bid', row.bid, sbBidRange(located, context)),
    ...checkMoney(located, context, 'budget', row.budget, budgetRange),
  ];
}

/** Placement percentage range, precision, and the SB rule that placements need bid optimization off. */
export function percentageRules(located: LocatedRow, context: ValidationContext): Violation[] {
  const { row } = located;
  if (row.percentage === undefined) return [];
  const sp = row.product === 'sponsoredProducts';
  const range = sp ? SP_PERCENT : SB_PERCENT;
  const found: Violation[] = [];
  const value = row.percentage;
  if (!Number.isFinite(value) || value < range.min || value > range.max || !hasAtMostDecimals(value, 2)) {
    found.push(
      violationAt(located, 'percentage', 'placement-percentage', {
        zh: `广告位百分比 ${value} 无效：${sp ? '商品推广' : '品牌推广'}允许 ${range.min} 到 ${range.max}，最多 2 位小数，不带 % 号。`,
        en: `Placement percentage ${value} is invalid: ${sp ? 'Sponsored Products' : 'Sponsored Brands'} allows ${range.min} to ${range.max} with at most 2 decimals, without a % sign.`,
      }),
    );
  }
  if (!sp && context.index.bidOptimization.get(campaignKey(row)) === true) {
    found.push(
      violationAt(located, 'percentage', 'placement-with-bid-optimization', {
        zh: '该品牌推广广告活动开启了竞价优化（Bid Optimization = TRUE），不能设置广告位竞价调整；请先改为 FALSE。',
        en: 'This Sponsored Brands campaign has Bid Optimization TRUE; placement adjustments need Bid Optimization FALSE.',
      }),
    );
  }
  return found;
}

/** A placement may be set once per campaign in one file. */
export function duplicatePlacementRule(context: ValidationContext): Violation[] {
  const seen = new Set<string>();
  const found: Violation[] = [];
  for (const located of context.rows) {
    const { row } = located;
    if (row.placement === undefined || row.operation === 'archive') continue;
    const key = `${campaignKey(row)}|${row.placement}`;
    if (seen.has(key)) {
      found.push(
        violationAt(located, 'placement', 'duplicate-placement', {
          zh: `同一广告活动的广告位「${row.placement}」在文件中出现了多次。`,
          en: `Placement "${row.placement}" appears more than once for the same campaign.`,
        }),
      );
    }
    seen.add(key);
  }
  return found;
}
