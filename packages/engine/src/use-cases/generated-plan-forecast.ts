// The forecast a generated plan carries (issue 20, docs/algorithms.md Part D5): made only for a plan that
// changes an existing account (an optimisation, a cold start into an existing campaign), because a plan that
// only builds new campaigns has no traffic of its own to forecast from.
import type { PlanRow, Plan } from '../model/plan';
import type { FlowOutput } from '../plans/flow-skeleton';
import { forecastPlan, type PlanForecast } from '../plans/forecast/plan-forecast';
import { isRealId } from '../write/temporary-ids';

/** True when the row changes or adds to something the account already has. */
const touchesExistingAccount = (row: PlanRow): boolean =>
  row.row.operation === 'update' || isRealId(row.row.campaignId as string);

/** A generated plan's forecast with the window of the export it was made from (when its file name says). */
export type GeneratedPlanForecast = PlanForecast & { dataWindow?: { start: string; end: string } };

/**
 * The forecast of the flow's main plan, or undefined when the flow does not model its plans, the plan
 * changes nothing the account already has, or no row and no campaign could be forecast.
 */
export function forecastGeneratedPlan(plan: Plan, output: FlowOutput): GeneratedPlanForecast | undefined {
  if (!output.account || !output.forecastOptions) return undefined;
  if (!plan.rows.some(touchesExistingAccount)) return undefined;
  const forecast = forecastPlan(plan, output.account, output.forecastOptions);
  if (forecast.rows.length === 0 && forecast.campaigns.length === 0) return undefined;
  const window = output.forecastOptions.dataWindow;
  return window ? { ...forecast, dataWindow: { start: window.start, end: window.end } } : forecast;
}
