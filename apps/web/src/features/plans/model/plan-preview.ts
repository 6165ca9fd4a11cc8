// The preview of a generated plan as a seller reads it: the change counts that are not zero in the contracts'
// order, and a row's before/after as one text with the marketplace currency.
import {
  PLAN_CHANGE_TYPES,
  type Marketplace,
  type PlanChangeType,
  type PlanPreviewRow,
} from '@adplan/contracts';
import { formatMoney } from './plan-warnings';

/** The non-zero counts by change type, in the contracts' order. */
export function changeCounts(
  counts: Partial<Record<PlanChangeType, number>>,
): Array<{ type: PlanChangeType; count: number }> {
  return PLAN_CHANGE_TYPES.flatMap((type) => {
    const count = counts[type] ?? 0;
    return count > 0 ? [{ type, count }] : [];
  });
}

/** A row's value before and after: a bid, a placement percentage or a budget (whichever it changes). */
export function beforeAfter(
  row: PlanPreviewRow,
  marketplace: Marketplace,
): { before: string | undefined; after: string | undefined } {
  const money = (value: number | undefined) =>
    value === undefined ? undefined : formatMoney(marketplace, value);
  const percent = (value: number | undefined) => (value === undefined ? undefined : `${value}%`);
  if (row.bid_before !== undefined || row.bid_after !== undefined)
    return { before: money(row.bid_before), after: money(row.bid_after) };
  if (row.percentage_before !== undefined || row.percentage_after !== undefined)
    return { before: percent(row.percentage_before), after: percent(row.percentage_after) };
  return { before: money(row.budget_before), after: money(row.budget_after) };
}
