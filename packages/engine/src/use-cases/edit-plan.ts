// The seller's edits of a stored plan as a deliverable (ADR 0019, 0030): the edits are applied to the
// plan's rows (planning does not run again), and the plan, its rollback and its explanation are written
// anew from the edited rows, each passing Amazon's upload rules like a generated plan.
import type { AccountModel } from '../model/account';
import type { Plan } from '../model/plan';
import { applyPlanEdits, removedRowIndexes, type PlanEditProblem, type PlanEdits } from '../plans/plan-edits';
import { assertPlanValid } from '../validate/validate-api';
import type { ExplanationLanguage } from '../write/write-api';
import { writeDeliverable, type GeneratedWorkbook } from './generate-plan';
import { buildRollbackPlan } from './rollback-plan';

/** What is kept of a generated plan so it can be edited: its rows and the account entities they name. */
export interface EditablePlan {
  plan: Plan;
  account?: AccountModel;
}

/** The edited plan with its workbooks and the indexes of the rows left out, or the edits' problems. */
export type EditedPlanResult =
  | { plan: Plan; workbooks: GeneratedWorkbook[]; removed: number[]; problems: [] }
  | { plan?: undefined; problems: PlanEditProblem[] };

/**
 * Applies `edits` to the stored plan and writes its workbooks (plan, rollback, explanation); the edits'
 * problems (per row and field, zh/en) come back instead when an edited value breaks an upload rule.
 * Plans with schedule-period uploads are not edited (their periods are written from the whole plan).
 */
export async function editPlan(
  stored: EditablePlan,
  edits: PlanEdits,
  options: { now: Date; language: ExplanationLanguage },
): Promise<EditedPlanResult> {
  const result = applyPlanEdits(stored.plan, edits, options.now);
  if (!result.plan) return { problems: result.problems };
  const plan = result.plan;
  const rollback = buildRollbackPlan(plan, stored.account);
  if (rollback) assertPlanValid(rollback.plan, { now: options.now });
  const workbooks = await writeDeliverable(
    { plan, rollback: rollback?.plan, ...(stored.account ? { account: stored.account } : {}) },
    options.language,
  );
  const removed = [...removedRowIndexes(stored.plan, edits)].sort((a, b) => a - b);
  return { plan, workbooks, removed, problems: [] };
}
