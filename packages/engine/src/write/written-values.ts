// The numbers exactly as the writer prints them: bids and budgets rounded to the marketplace precision
// (whole yen in JP, cents elsewhere), SP placement percentages whole, SB ones to 2 decimals. The plan
// validator checks this form, so it judges what Amazon will actually receive.
import { roundMoney, type Marketplace } from '@adplan/contracts';
import type { BulkRow, SbBulkRow, SpBulkRow } from '../model/bulk-row';

const money = (marketplace: Marketplace, value: number | undefined): number | undefined =>
  value === undefined ? undefined : roundMoney(marketplace, value);

/** SP placement percentages are whole numbers (reference §1.2.7). */
const wholePercent = (value: number | undefined): number | undefined =>
  value === undefined ? undefined : Math.round(value);

/**
 * SB placement percentages keep up to 2 decimals and may be negative. They are written as plain numbers
 * (40, -20): Amazon's multi-ad-group creation guide says "to set a 40 percent multiplier, enter 40" and
 * exports show numbers; the `40%` form belongs to the legacy tab's Bid Multiplier column.
 */
const centPercent = (value: number | undefined): number | undefined =>
  value === undefined ? undefined : Math.round(value * 100) / 100;

/** Assigns only defined values, so absent fields stay absent. */
function withDefined<T extends object>(row: T, values: Partial<T>): T {
  const out = { ...row };
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** An SP row with its numbers as written. */
function writtenSpRow(row: SpBulkRow, marketplace: Marketplace): SpBulkRow {
  return withDefined(row, {
    bid: money(marketplace, row.bid),
    adGroupDefaultBid: money(marketplace, row.adGroupDefaultBid),
    dailyBudget: money(marketplace, row.dailyBudget),
    percentage: wholePercent(row.percentage),
  });
}

/** An SB row with its numbers as written. */
function writtenSbRow(row: SbBulkRow, marketplace: Marketplace): SbBulkRow {
  return withDefined(row, {
    bid: money(marketplace, row.bid),
    budget: money(marketplace, row.budget),
    percentage: centPercent(row.percentage),
  });
}

/** The row with bids, budgets and percentages rounded exactly as the writer prints them. */
export function writtenBulkRow<T extends BulkRow>(row: T, marketplace: Marketplace): T {
  return (
    row.product === 'sponsoredProducts' ? writtenSpRow(row, marketplace) : writtenSbRow(row, marketplace)
  ) as T;
}
