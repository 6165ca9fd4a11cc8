// A broken upload rule: where (sheet, spreadsheet row, column header) and what, in both languages.
import { BULK_HEADER } from '../amazon/bulk-columns';
import type { BulkColumn } from '../amazon/bulk-columns';
import type { LocalizedText } from '../model/units';
import type { LocatedRow } from './validation-context';

/** Identifiers of the upload rules the validator checks (one per documented Amazon rule). */
export type ViolationRule =
  | 'invalid-value'
  | 'required-field'
  | 'state-for-operation'
  | 'temporary-id'
  | 'real-id'
  | 'id-on-create'
  | 'parent-not-found'
  | 'bid-range'
  | 'budget-range'
  | 'money-decimals'
  | 'placement-percentage'
  | 'placement-with-bid-optimization'
  | 'duplicate-placement'
  | 'name-length'
  | 'name-characters'
  | 'surrounding-spaces'
  | 'duplicate-campaign-name'
  | 'duplicate-ad-group-name'
  | 'keyword-length'
  | 'keyword-word-count'
  | 'keyword-characters'
  | 'keyword-symbol-placement'
  | 'keyword-quotes'
  | 'duplicate-keyword'
  | 'duplicate-target'
  | 'match-type'
  | 'start-date'
  | 'end-date'
  | 'targeting-expression'
  | 'auto-campaign-targeting'
  | 'sb-campaign-incomplete'
  | 'sb-ad-creative'
  | 'sb-text-length'
  | 'sb-video-unavailable'
  | 'sb-negative-keyword-in-targeting-group'
  | 'typed-value'
  | 'duplicate-id';

/** One violation. `row` is the spreadsheet row number (the header is row 1); `column` is a header text. */
export interface Violation {
  sheet: string;
  row: number;
  column: string;
  rule: ViolationRule;
  message: LocalizedText;
}

/** Builds a violation of `located` at a canonical column (printed as Amazon's English header) or a raw header. */
export function violationAt(
  located: LocatedRow,
  column: BulkColumn | string,
  rule: ViolationRule,
  message: LocalizedText,
): Violation {
  const header = (BULK_HEADER as Record<string, string>)[column] ?? column;
  return { sheet: located.sheet, row: located.rowNumber, column: header, rule, message };
}
