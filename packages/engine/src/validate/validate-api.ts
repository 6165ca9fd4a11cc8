// Public upload validator: Amazon's documented bulk-upload rules checked before a file reaches Amazon.
// Every violation names the sheet, spreadsheet row and column, in Chinese and English.
import { marketplaceToday, type Marketplace } from '@adplan/contracts';
import { READ_CODE, readBulkRows } from '../read/read-api';
import { readError } from '../read/read-errors';
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
 * Reads a bulk workbook (any supported language) and checks its rows that carry an Operation. A workbook
 * without an upload tab (SP or SB multi-ad-group, by name or by columns), or without any row that carries
 * an Operation, throws 10003: there is nothing Amazon would upload, so "no violation" would be a lie. The campaigns
 * of its rows without an Operation are the account's existing ones (an export the seller added rows to), so
 * a new campaign may not take one of their names.
 */
export async function validateWorkbook(
  bytes: Uint8Array,
  options: ValidateWorkbookOptions,
): Promise<Violation[]> {
  const { rows, contextCampaignNames, uploadTabs, sheets } = await readBulkRows(bytes);
  if (uploadTabs.length === 0)
    throw readError(
      READ_CODE.missingSheet,
      `没有找到可上传的工作表（商品推广或品牌推广多广告组），文件中的工作表：${sheets.join('、')}`,
      `no upload sheet found (Sponsored Products or SB Multi Ad Group Campaigns); the file's sheets: ${sheets.join(', ')}`,
    );
  if (rows.length === 0)
    throw readError(
      READ_CODE.missingSheet,
      `工作表 ${uploadTabs.join('、')} 中没有任何填写了「Operation（操作）」的行，亚马逊不会上传任何内容`,
      `no row of ${uploadTabs.join(', ')} has an Operation, so Amazon would upload nothing`,
    );
  const today = marketplaceToday(options.marketplace, options.now ?? new Date());
  return validateBulkRows(rows, {
    marketplace: options.marketplace,
    today,
    existingCampaignNames: contextCampaignNames,
  });
}
