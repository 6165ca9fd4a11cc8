// Where each plan row lands in an upload workbook: the upload tab of its product (SP 31 columns, SB
// multi-ad-group 40 columns) and its 1-based row number, in writing order.
import { SB_TEMPLATE_COLUMNS, SHEET, SP_TEMPLATE_COLUMNS } from '../amazon/bulk-columns';
import type { PlanRow } from '../model/plan';
import { orderBulkRows } from './row-order';

/** A plan row with the place the writer gives it in the upload tabs. */
export interface PlacedPlanRow {
  planRow: PlanRow;
  sheet: string;
  rowNumber: number;
}

/** The upload tab of each product with its template columns. */
export const TABS = [
  { product: 'sponsoredProducts', sheet: SHEET.sponsoredProducts, columns: SP_TEMPLATE_COLUMNS },
  { product: 'sponsoredBrands', sheet: SHEET.sbMultiAdGroup, columns: SB_TEMPLATE_COLUMNS },
] as const;

/** Plan rows in writing order with the sheet and 1-based row number each one lands on. */
export function placePlanRows(rows: readonly PlanRow[]): PlacedPlanRow[] {
  const ordered = orderBulkRows(rows, (planRow) => planRow.row);
  const next: Record<string, number> = {};
  return ordered.map((planRow) => {
    const sheet = TABS.find((tab) => tab.product === planRow.row.product)?.sheet ?? SHEET.sponsoredProducts;
    const rowNumber = (next[sheet] ?? 1) + 1;
    next[sheet] = rowNumber;
    return { planRow, sheet, rowNumber };
  });
}
