// The seller's edits of a stored plan as a deliverable (ADR 0019, 0030): the edits are applied to the
// plan's rows (planning does not run again), and the plan, its rollback and its explanation are written
// anew from the edited rows, each passing Amazon's upload rules like a generated plan.
import type { AccountModel } from '../model/account';
import type { Plan } from '../model/plan';
import { applyPlanEdits, removedRowIndexes, type PlanEditProblem, type PlanEdits } from '../plans/plan-edits';
import { assertPlanValid } from '../validate/validate-api';
import type { ExplanationLanguage } from '../write/write-api';
import { writeDeliverable, type GeneratedWorkbook } from './generate-plan';
import { forecastEditedPlan, type GeneratedPlanForecast } from './generated-plan-forecast';
import { buildRollbackPlan } from './rollback-plan';
import type { ForecastBasis } from '../plans/forecast/forecast-basis';

/**
 * What is kept of a generated plan so it can be edited: its rows, the account entities they name, and what
 * its forecast is made from (plans that have one, ADR 0041).
 */
export interface EditablePlan {
  plan: Plan;
  account?: AccountModel;
  forecastBasis?: ForecastBasis;
}

/**
 * The edited plan with its workbooks, the indexes of the rows left out and its forecast made again (when the
 * stored plan kept a forecast basis and the edited plan still changes the account), or the edits' problems.
 */
export type EditedPlanResult =
  | {
      plan: Plan;
      workbooks: GeneratedWorkbook[];
      removed: number[];
      forecast?: GeneratedPlanForecast;
      problems: [];
    }
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
  // The edited plan's forecast, made from what the generation kept (the explanation carries it too).
  const forecast = stored.forecastBasis ? forecastEditedPlan(plan, stored.forecastBasis) : undefined;
  const workbooks = await writeDeliverable(
    {
      plan,
      rollback: rollback?.plan,
      ...(stored.account ? { account: stored.account } : {}),
      ...(forecast ? { forecast } : {}),
    },
    options.language,
  );
  const removed = [...removedRowIndexes(stored.plan, edits)].sort((a, b) => a - b);
  return { plan, workbooks, removed, ...(forecast ? { forecast } : {}), problems: [] };
}
