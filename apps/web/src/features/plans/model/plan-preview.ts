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

/** The placements a plan row can name (the engine's Sponsored Products and Sponsored Brands placements). */
const PREVIEW_PLACEMENTS = new Set([
  'top',
  'productPage',
  'restOfSearch',
  'amazonBusiness',
  'home',
  'detailPage',
  'other',
]);

/**
 * A row's target as a seller reads it: the keyword, ASIN or expression with its match type, or a placement in
 * words (`placementWord` gives the locale's word for a known placement key; an unknown one is shown as sent).
 */
export function previewTargetText(
  row: Pick<PlanPreviewRow, 'target' | 'placement' | 'match_type'>,
  placementWord: (placement: string) => string,
): string {
  const placement =
    row.placement === undefined
      ? undefined
      : PREVIEW_PLACEMENTS.has(row.placement)
        ? placementWord(row.placement)
        : row.placement;
  return [row.target ?? placement, row.match_type].filter(Boolean).join(' · ');
}
