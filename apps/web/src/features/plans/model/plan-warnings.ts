// The warnings a seller sees while deciding (spec §5): a low daily budget per marketplace, the 3x budget
// advice once the plan's expected spend is known, and the 1000-clicks hint towards the optimisation tool.
import { LOW_DAILY_BUDGET_WARNING, OPTIMISATION_HINT_CLICKS, type Marketplace } from '@adplan/contracts';

// Amounts are written by the console's one formatting module; the plan pages import it from here.
export { formatMoney } from '../../../shared/format/display-format';

/** Reads a typed amount (`1,234.5`) as a number; undefined when it is not one. */
export function readAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.replace(/[,%\s]/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

/** The low-budget threshold when `budget` is below it in `marketplace` (only some marketplaces have one). */
export function lowBudgetThreshold(marketplace: Marketplace, budget: unknown): number | undefined {
  const threshold = LOW_DAILY_BUDGET_WARNING[marketplace];
  const amount = readAmount(budget);
  if (threshold === undefined || amount === undefined || amount <= 0) return undefined;
  return amount < threshold ? threshold : undefined;
}

/**
 * The plan's recommended budget when the given budget is below it. The figure is the engine's (its one budget
 * rule and rounding): recomputing 3x the shown spend here once put $57.87 and $57.88 in one card.
 */
export function budgetBelowAdvice(
  recommendedDailyBudget: number | undefined,
  budget: unknown,
): number | undefined {
  const amount = readAmount(budget);
  if (recommendedDailyBudget === undefined || recommendedDailyBudget <= 0 || amount === undefined)
    return undefined;
  return amount < recommendedDailyBudget ? recommendedDailyBudget : undefined;
}

/** Whether a campaign's clicks call for the optimisation tool (more than 1000). */
export function suggestsOptimisation(clicks: number | undefined): boolean {
  return clicks !== undefined && clicks > OPTIMISATION_HINT_CLICKS;
}

/** The organic conversion rate as the confirmation shows it: the percent as entered (`12.5`). */
export function enteredPercent(value: unknown): string | undefined {
  const amount = readAmount(value);
  return amount === undefined ? undefined : String(amount);
}
