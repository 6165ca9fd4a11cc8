// The forecast a generated plan carries (issue 20, docs/algorithms.md Part D5): made only for a plan that
// changes an existing account (an optimisation, a cold start into an existing campaign), because a plan that
// only builds new campaigns has no traffic of its own to forecast from. The basis kept with it makes the
// forecast of the seller's edits of the plan the same way (ADR 0041).
import type { PlanRow, Plan } from '../model/plan';
import type { FlowOutput } from '../plans/flow-skeleton';
import { forecastFromBasis, forecastWithBasis, type ForecastBasis } from '../plans/forecast/forecast-basis';
import type { PlanForecast } from '../plans/forecast/plan-forecast';
import { isRealId } from '../write/temporary-ids';

/** True when the row changes or adds to something the account already has. */
const touchesExistingAccount = (row: PlanRow): boolean =>
  row.row.operation === 'update' || isRealId(row.row.campaignId as string);

/** A generated plan's forecast with the window of the export it was made from (when its file name says). */
export type GeneratedPlanForecast = PlanForecast & { dataWindow?: { start: string; end: string } };

/** The forecast as the seller sees it: undefined when nothing could be forecast; the window attached. */
function shown(
  forecast: PlanForecast,
  window: { start: string; end: string } | undefined,
): GeneratedPlanForecast | undefined {
  if (forecast.rows.length === 0 && forecast.campaigns.length === 0) return undefined;
  return window ? { ...forecast, dataWindow: { start: window.start, end: window.end } } : forecast;
}

/**
 * The forecast of the flow's main plan and the basis to forecast its edits, or undefined when the flow does
 * not model its plans, the plan changes nothing the account already has, or nothing could be forecast.
 */
export function forecastGeneratedPlan(
  plan: Plan,
  output: FlowOutput,
): { forecast: GeneratedPlanForecast; basis: ForecastBasis } | undefined {
  if (!output.account || !output.forecastOptions) return undefined;
  if (!plan.rows.some(touchesExistingAccount)) return undefined;
  const { forecast, basis } = forecastWithBasis(plan, output.account, output.forecastOptions);
  const view = shown(forecast, output.forecastOptions.dataWindow);
  return view ? { forecast: view, basis } : undefined;
}

/**
 * The forecast of an edited plan from the basis its generation kept (the same rules as at generation: a
 * plan left with no row that touches the account, or nothing to forecast, has none).
 */
export function forecastEditedPlan(plan: Plan, basis: ForecastBasis): GeneratedPlanForecast | undefined {
  if (!plan.rows.some(touchesExistingAccount)) return undefined;
  return shown(forecastFromBasis(plan, basis), basis.dataWindow);
}
