// The budget advice of spec §5/§9: a daily budget under 3 x the planned daily spend warns.
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { formatMoney } from './explain';
import { flowNotes } from './flow-messages';
import type { PlanBuilder } from './plan-builder';
import { recommendedDailyBudget } from './plan-summary';

/** Warns when the campaign's budget is under the recommended multiple of the planned daily spend. */
export function adviseBudget(
  builder: PlanBuilder,
  params: SpPlanParameters,
  budget: Money | undefined,
  spend: Money,
): void {
  const recommended = recommendedDailyBudget(spend, params.marketplace);
  if (budget === undefined || spend <= 0 || budget >= recommended) return;
  const mp = params.marketplace;
  builder.warn(
    flowNotes.budgetAdvice(formatMoney(mp, budget), formatMoney(mp, recommended), formatMoney(mp, spend)),
  );
}
