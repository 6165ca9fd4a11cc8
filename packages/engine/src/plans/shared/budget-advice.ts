// The one daily-budget rule of every plan and of the ad diagnosis (spec §5/§9): recommended budget = 3 x
// the expected daily spend, never under Amazon's minimum; the spend is rounded once, to the marketplace's
// precision, and the recommendation is computed from that rounded figure, so every sentence and summary
// that shows both agrees to the cent. Also the spreading of a seller's daily budget over several campaigns.
import { marketplaceInfo, roundMoney, type Marketplace } from '@adplan/contracts';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { formatMoney } from './explain';
import { flowNotes } from './flow-messages';
import type { PlanBuilder } from './plan-builder';
import { PLANNING_CONSTANTS } from './planning-constants';

/** The budget advice for one expected daily spend, with both figures rounded as they are shown. */
export interface DailyBudgetAdvice {
  /** The expected daily spend at the marketplace's precision. */
  expectedDailySpend: Money;
  /** recommendedBudgetSpendMultiple x the rounded spend, at least Amazon's minimum SP daily budget. */
  recommendedDailyBudget: Money;
  /** Whether `budget` is under the recommendation (false without a budget or without spend). */
  belowRecommendation: boolean;
}

/** The shared budget rule: what daily budget an expected daily spend needs, and whether `budget` is under it. */
export function dailyBudgetAdvice(
  marketplace: Marketplace,
  expectedDailySpend: Money,
  budget?: Money,
): DailyBudgetAdvice {
  const spend = roundMoney(marketplace, Math.max(0, expectedDailySpend));
  const recommended = roundMoney(
    marketplace,
    Math.max(
      marketplaceInfo(marketplace).spDailyBudget.min,
      PLANNING_CONSTANTS.recommendedBudgetSpendMultiple * spend,
    ),
  );
  return {
    expectedDailySpend: spend,
    recommendedDailyBudget: recommended,
    belowRecommendation: budget !== undefined && spend > 0 && budget < recommended,
  };
}

/** Warns, naming the campaign, when its budget is under the recommendation for its planned daily spend. */
export function adviseBudget(
  builder: PlanBuilder,
  params: SpPlanParameters,
  campaignName: string,
  budget: Money | undefined,
  spend: Money,
): void {
  const mp = params.marketplace;
  const advice = dailyBudgetAdvice(mp, spend, budget);
  if (budget === undefined || !advice.belowRecommendation) return;
  builder.warn(
    flowNotes.budgetAdvice(
      campaignName,
      formatMoney(mp, budget),
      formatMoney(mp, advice.recommendedDailyBudget),
      formatMoney(mp, advice.expectedDailySpend),
    ),
  );
}

/**
 * Spreads the seller's daily budget for several campaigns by each one's share of the window's spend (equal
 * shares when none spent): rounded down to the marketplace's precision with the remainder to the largest
 * share, so the budgets add up to the seller's figure; a share under Amazon's minimum is raised to it.
 */
export function spreadDailyBudget(marketplace: Marketplace, total: Money, spends: readonly Money[]): Money[] {
  if (spends.length === 0) return [];
  const spent = spends.reduce((sum, s) => sum + Math.max(0, s), 0);
  const shares = spends.map((s) => (spent > 0 ? Math.max(0, s) / spent : 1 / spends.length));
  const factor = 10 ** marketplaceInfo(marketplace).decimals;
  const budgets = shares.map((share) => Math.floor(total * share * factor + 1e-9) / factor);
  const largest = shares.indexOf(Math.max(...shares));
  budgets[largest] = roundMoney(
    marketplace,
    (budgets[largest] ?? 0) + total - budgets.reduce((a, b) => a + b, 0),
  );
  const min = marketplaceInfo(marketplace).spDailyBudget.min;
  return budgets.map((b) => Math.max(min, b));
}
