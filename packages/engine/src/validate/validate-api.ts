// Public upload validator: Amazon's documented bulk-upload rules checked before a file reaches Amazon.
// Every violation names the sheet, spreadsheet row and column, in Chinese and English.
import type { Marketplace } from '../amazon/marketplaces';
import { marketplaceToday } from '../amazon/marketplaces';
import { readBulkRows } from '../read/read-api';
import { validateBulkRows } from './bulk-row-validator';
import type { Violation } from './violation';

export { validateBulkRows, assertPlanValid, PlanRuleViolationError } from './bulk-row-validator';
export type { ValidateRowsOptions, AssertPlanOptions } from './bulk-row-validator';
export type { Violation, ViolationRule } from './violation';
export { parseTargetingExpression, AUTO_GROUPS } from './targeting-expression';
export type { ParsedExpression, ExpressionKind } from './targeting-expression';

/** Options of `validateWorkbook`. */
export interface ValidateWorkbookOptions {
  marketplace: Marketplace;
  /** The moment that decides "today" (defaults to the current time). */
  now?: Date;
}

/**
 * Reads a bulk workbook (any supported language) and checks its rows that carry an Operation. The campaigns
 * of its rows without an Operation are the account's existing ones (an export the seller added rows to), so
 * a new campaign may not take one of their names.
 */
export async function validateWorkbook(
  bytes: Uint8Array,
  options: ValidateWorkbookOptions,
): Promise<Violation[]> {
  const { rows, contextCampaignNames } = await readBulkRows(bytes);
  const today = marketplaceToday(options.marketplace, options.now ?? new Date());
  return validateBulkRows(rows, {
    marketplace: options.marketplace,
    today,
    existingCampaignNames: contextCampaignNames,
  });
}
