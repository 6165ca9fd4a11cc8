// A seller's edits to a generated plan (ADR 0019): rows left out, a bid or a daily budget changed. The
// edits are applied to the stored plan's rows — planning does not run again — and each edited value is
// checked against Amazon's upload rules on its own, so a refused edit names its row and field in zh/en.
import { marketplaceToday } from '@adplan/contracts';
import type { BulkRow } from '../model/bulk-row';
import { summarisePlan } from './shared/plan-summary';
import type { Plan, PlanRow } from '../model/plan';
import type { LocalizedText, Money } from '../model/units';
import { validateBulkRows } from '../validate/bulk-row-validator';
import type { ViolationRule } from '../validate/violation';
import { writtenBulkRow } from '../write/written-values';

/** What the seller changed: rows (by index in `plan.rows`) left out, and new bids or budgets by row index. */
export interface PlanEdits {
  removed: readonly number[];
  bids: Readonly<Record<number, Money>>;
  budgets: Readonly<Record<number, Money>>;
}

/** An edit that cannot be applied: the row, the field (`bid` or `budget`) and why, in both languages. */
export interface PlanEditProblem {
  /** The row's index in `plan.rows`; -1 for a problem of the edited plan as a whole. */
  row: number;
  field: 'bid' | 'budget' | 'row' | 'plan';
  message: LocalizedText;
}

/** The edited plan, or the problems of the edits (then nothing is changed). */
export type PlanEditResult = { plan: Plan; problems: [] } | { plan?: undefined; problems: PlanEditProblem[] };

/** Only these rules can be broken by a changed value; parents and names are the plan's own. */
const VALUE_RULES: readonly ViolationRule[] = [
  'bid-range',
  'budget-range',
  'money-decimals',
  'invalid-value',
];

const BID_ENTITIES: readonly BulkRow['entity'][] = ['keyword', 'productTargeting', 'adGroup'];

/**
 * Which of a row's values the seller may change: a bid the row writes (keyword, product target, SP ad
 * group default) and a daily budget it writes (campaign). A row that writes no bid (a pause, a negative)
 * offers none, so an edit never adds a change the rollback could not restore.
 */
export function editableFieldsOf(row: BulkRow): { bid: boolean; budget: boolean } {
  const bid =
    BID_ENTITIES.includes(row.entity) &&
    (row.entity === 'adGroup'
      ? row.product === 'sponsoredProducts' && row.adGroupDefaultBid !== undefined
      : row.bid !== undefined);
  const budget =
    row.entity === 'campaign' &&
    (row.product === 'sponsoredProducts' ? row.dailyBudget !== undefined : row.budget !== undefined);
  return { bid, budget };
}

function editedRow(row: BulkRow, bid: Money | undefined, budget: Money | undefined): BulkRow | undefined {
  const editable = editableFieldsOf(row);
  if (bid !== undefined) {
    if (!editable.bid) return undefined;
    if (row.entity === 'adGroup') return { ...row, adGroupDefaultBid: bid } as BulkRow;
    return { ...row, bid } as BulkRow;
  }
  if (budget !== undefined) {
    if (!editable.budget) return undefined;
    return row.product === 'sponsoredProducts' ? { ...row, dailyBudget: budget } : { ...row, budget };
  }
  return row;
}

/**
 * The indexes of the rows the edits leave out: the unticked ones and every row inside a campaign or ad
 * group the plan creates and the seller unticked (they could not be uploaded alone).
 */
export function removedRowIndexes(plan: Plan, edits: Pick<PlanEdits, 'removed'>): Set<number> {
  const removed = new Set(edits.removed.filter((index) => plan.rows[index] !== undefined));
  const removedParents = new Set<string>(
    [...removed]
      .map((index) => plan.rows[index]!.row)
      .filter((row) => row.operation === 'create')
      .flatMap((row): string[] =>
        row.entity === 'campaign'
          ? [row.campaignId]
          : row.entity === 'adGroup' && row.adGroupId
            ? [row.adGroupId]
            : [],
      ),
  );
  const out = new Set(removed);
  plan.rows.forEach(({ row }, index) => {
    if (
      removedParents.has(row.campaignId) ||
      (row.adGroupId !== undefined && removedParents.has(row.adGroupId))
    )
      out.add(index);
  });
  return out;
}

/** The explanation of an edited row: the rule's reason, marked with what the seller changed. */
function markedReason(
  reason: LocalizedText,
  field: 'bid' | 'budget',
  planned: Money | undefined,
  edited: Money,
) {
  const was = planned === undefined ? '–' : String(planned);
  const zhField = field === 'bid' ? '竞价' : '预算';
  return {
    zh: `【卖家修改】${zhField}由方案的 ${was} 改为 ${edited}。${reason.zh}`,
    en: `[Changed by you] ${field} ${was} in the plan, set to ${edited}. ${reason.en}`,
  };
}

/** Whether a row moves a bid (the summary lists it among the bid changes). */
const movesBid = ({ change }: PlanRow): boolean =>
  change.bidAfter !== undefined && change.bidAfter !== change.bidBefore;

/**
 * The flow's label of each bid move of the plan by row index (the summary lists them in row order), or
 * none when the summary does not line up with the rows.
 */
function plannedBidLabels(plan: Plan): Map<number, string> {
  const moving = plan.rows.flatMap((row, index) => (movesBid(row) ? [index] : []));
  if (moving.length !== plan.summary.bidChanges.length) return new Map();
  return new Map(moving.map((index, position) => [index, plan.summary.bidChanges[position]!.label]));
}

/**
 * Applies the seller's edits to a stored plan: removed rows leave (with every row inside a campaign or ad
 * group the plan creates and the seller removed), edited bids and budgets replace the plan's values and
 * are marked in the explanation. Each edited value must pass Amazon's upload rules for the plan's
 * marketplace, else the problems are returned and no plan.
 */
export function applyPlanEdits(plan: Plan, edits: PlanEdits, now: Date): PlanEditResult {
  const problems: PlanEditProblem[] = [];
  for (const index of new Set(edits.removed)) {
    if (!plan.rows[index])
      problems.push({ row: index, field: 'row', message: { zh: '没有这一行', en: 'No such row.' } });
  }
  const removed = removedRowIndexes(plan, edits);
  const today = marketplaceToday(plan.marketplace, now);
  const rows: PlanRow[] = [];
  // The index in `plan.rows` of each kept row, in order.
  const kept: number[] = [];
  plan.rows.forEach((planRow, index) => {
    const { row } = planRow;
    if (removed.has(index)) return;
    kept.push(index);
    const bid = edits.bids[index];
    const budget = edits.budgets[index];
    if (bid === undefined && budget === undefined) return void rows.push(planRow);
    // An edit that is refused leaves `kept` longer than `rows`, but then no plan is returned at all.
    const field = bid !== undefined ? 'bid' : 'budget';
    const value = (bid ?? budget) as Money;
    const changed = editedRow(row, bid, budget);
    if (!changed) {
      problems.push({
        row: index,
        field,
        message: {
          zh: field === 'bid' ? '这一行没有可修改的竞价' : '这一行没有可修改的预算',
          en: field === 'bid' ? 'This row has no bid to change.' : 'This row has no budget to change.',
        },
      });
      return;
    }
    const broken = validateBulkRows([writtenBulkRow(changed, plan.marketplace)], {
      marketplace: plan.marketplace,
      today,
    }).filter((violation) => VALUE_RULES.includes(violation.rule));
    for (const violation of broken) problems.push({ row: index, field, message: violation.message });
    if (broken.length > 0) return;
    const planned = field === 'bid' ? planRow.change.bidAfter : planRow.change.budgetAfter;
    rows.push({
      row: changed,
      change: { ...planRow.change, ...(field === 'bid' ? { bidAfter: value } : { budgetAfter: value }) },
      explanation: {
        ...planRow.explanation,
        reason: markedReason(planRow.explanation.reason, field, planned, value),
      },
    });
  });
  for (const index of [...Object.keys(edits.bids), ...Object.keys(edits.budgets)].map(Number)) {
    if (!plan.rows[index])
      problems.push({ row: index, field: 'row', message: { zh: '没有这一行', en: 'No such row.' } });
  }
  if (problems.length > 0) return { problems };
  // The edited plan as a whole is an upload too: what is left must still pass every rule.
  const violations = validateBulkRows(
    rows.map((planRow) => writtenBulkRow(planRow.row, plan.marketplace)),
    { marketplace: plan.marketplace, today },
  );
  if (violations.length > 0)
    return {
      problems: violations.map((violation) => ({ row: -1, field: 'plan', message: violation.message })),
    };
  // The counts and the bid list follow the edits; the spend estimate and notes stay the plan's, and a bid
  // move keeps the flow's own label (names, not ids) where the plan listed one for that row.
  const labels = plannedBidLabels(plan);
  const counted = summarisePlan(rows, { marketplace: plan.marketplace, notes: [] });
  const movedFrom = kept.filter((_, position) => movesBid(rows[position]!));
  const bidChanges = counted.bidChanges.map((change, position) => ({
    ...change,
    label: labels.get(movedFrom[position] ?? -1) ?? change.label,
  }));
  const summary = { ...plan.summary, changeCounts: counted.changeCounts, bidChanges };
  return { plan: { ...plan, rows, summary }, problems: [] };
}
