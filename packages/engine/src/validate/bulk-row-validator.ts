// The rule runner: Amazon's documented bulk-upload rules (reference §1.2.6-1.2.8, §1.3, §2) over canonical
// rows, on our own plans (a violation there is an engine bug) and on rows read from any seller workbook.
import { marketplaceToday, type Marketplace } from '@adplan/contracts';
import type { BulkRow, ReadBulkRow } from '../model/bulk-row';
import type { Plan } from '../model/plan';
import { writtenBulkRow } from '../write/written-values';
import { dateRules } from './date-rules';
import { duplicateIdRule } from './duplicate-id-rule';
import { idRules } from './id-rules';
import { duplicateKeywordRule, duplicateTargetRule, keywordRules } from './keyword-rules';
import { duplicatePlacementRule, moneyRules, percentageRules } from './money-rules';
import { adGroupNameUniquenessRule, campaignNameUniquenessRule, nameRules } from './name-rules';
import { requiredFieldRules, stateRules } from './required-field-rules';
import { sbCompletenessRule, sbNegativeKeywordInTargetingGroupRule, sbRules } from './sb-rules';
import { targetingRules } from './targeting-rules';
import { typedCellRules } from './typed-cell-rules';
import type { LocatedRow, ValidationContext } from './validation-context';
import { makeContext } from './validation-context';
import type { Violation } from './violation';
import { violationAt } from './violation';

/** Options of `validateBulkRows`. */
export interface ValidateRowsOptions {
  marketplace: Marketplace;
  /** Today as `YYYYMMDD` in the marketplace's ad time zone (see `marketplaceToday`). */
  today: string;
  /** Names of the account's existing campaigns: a new campaign may not reuse one. */
  existingCampaignNames?: readonly string[];
}

/** Options of `assertPlanValid`; the marketplace comes from the plan. */
export interface AssertPlanOptions {
  /** Generation time of the plan; decides "today" in the marketplace time zone. */
  now: Date;
  existingCampaignNames?: readonly string[];
}

/** A generated plan broke an upload rule: an engine bug, never a seller error. */
export class PlanRuleViolationError extends Error {
  readonly violations: readonly Violation[];

  constructor(violations: readonly Violation[]) {
    const first = violations
      .slice(0, 3)
      .map((item) => `${item.sheet} row ${item.row} ${item.column}: ${item.rule}: ${item.message.en}`)
      .join(' | ');
    super(`Generated plan breaks ${violations.length} upload rule(s): ${first}`);
    this.name = 'PlanRuleViolationError';
    this.violations = violations;
  }
}

type RowRule = (located: LocatedRow, context: ValidationContext) => Violation[];
type FileRule = (context: ValidationContext) => Violation[];

/** Cells whose text is not a valid spelling for their column (as reported by the reader). */
const unparsedRule: RowRule = (located) =>
  Object.entries(located.unparsed).map(([header, raw]) =>
    violationAt(located, header, 'invalid-value', {
      zh: `「${raw}」不是「${header}」列的有效取值。`,
      en: `"${raw}" is not a valid value for column "${header}".`,
    }),
  );

const ROW_RULES: readonly RowRule[] = [
  unparsedRule,
  typedCellRules,
  requiredFieldRules,
  stateRules,
  idRules,
  moneyRules,
  percentageRules,
  nameRules,
  keywordRules,
  dateRules,
  targetingRules,
  sbRules,
];

const FILE_RULES: readonly FileRule[] = [
  campaignNameUniquenessRule,
  adGroupNameUniquenessRule,
  duplicateKeywordRule,
  duplicateTargetRule,
  duplicatePlacementRule,
  duplicateIdRule,
  sbCompletenessRule,
  sbNegativeKeywordInTargetingGroupRule,
];

/** Sheet, then row, then column: the order a seller fixes a file in. */
const bySheetAndRow = (a: Violation, b: Violation): number =>
  a.sheet.localeCompare(b.sheet) || a.row - b.row || a.column.localeCompare(b.column);

/**
 * Checks bulk rows against Amazon's upload rules. Read rows keep their sheet and row; plain rows are
 * numbered as the writer would print them. Returns every violation, sorted by sheet and row (empty = valid).
 */
export function validateBulkRows(
  rows: ReadonlyArray<BulkRow | ReadBulkRow>,
  options: ValidateRowsOptions,
): Violation[] {
  const context = makeContext(rows, options.marketplace, options.today, options.existingCampaignNames);
  const perRow = context.rows.flatMap((located) => ROW_RULES.flatMap((rule) => rule(located, context)));
  const unreadable = context.untrusted.flatMap((located) => unparsedRule(located, context));
  const perFile = FILE_RULES.flatMap((rule) => rule(context));
  return [...unreadable, ...perRow, ...perFile].sort(bySheetAndRow);
}

/** Throws PlanRuleViolationError when a generated plan, as the writer prints it, would be rejected by Amazon. */
export function assertPlanValid(plan: Plan, options: AssertPlanOptions): void {
  const violations = validateBulkRows(
    plan.rows.map((planRow) => writtenBulkRow(planRow.row, plan.marketplace)),
    {
      marketplace: plan.marketplace,
      today: marketplaceToday(plan.marketplace, options.now),
      existingCampaignNames: options.existingCampaignNames,
    },
  );
  if (violations.length > 0) throw new PlanRuleViolationError(violations);
}
