// Budget moves within the seller's total (issue 20): the campaigns of a plan that run out of budget at a good
// cost per sale get budget from those that spend it at a poor one, and the sum of the daily budgets never
// grows. How much a campaign needs or can give is the one budget rule of every plan and of the diagnosis
// (budget-advice.ts: 3 x the expected daily spend, Amazon's minimum at least), so the plan's budget rows and the
// diagnosis never disagree.
import { marketplaceInfo } from '@adplan/contracts';
import type { SpCampaign } from '../../model/account';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { dailyBudgetAdvice } from '../shared/budget-advice';
import { formatMoney } from '../shared/explain';
import type { PlanBuilder } from '../shared/plan-builder';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import { updateCampaignBudgetRow } from '../shared/sp-rows';
import { intentTargetCostPerSale, type CampaignIntent } from './campaign-intents';
import { budgetMoveNotes, type BudgetMoveFigures } from './judgement-messages';

/** The constants of the budget moves (docs/algorithms.md §17.3). */
export const BUDGET_MOVE_CONSTANTS = {
  /**
   * A campaign whose average daily spend over the window is at least this share of its daily budget runs out
   * of budget on most days: spend varies from day to day, so an average this close to the cap means the cap
   * cut the good days short (the diagnosis counts a day at 95 % of the budget as capped, §C3).
   */
  cappedSpendRatio: 0.9,
  /** Orders a receiving campaign needs before its cost per sale counts as good (the harvest threshold, §3). */
  minOrders: PLANNING_CONSTANTS.harvestMinOrders,
} as const;

/** Rule id of a budget move. */
export const BUDGET_MOVE_RULE = 'BUDGET-MOVE';

/** One campaign of the plan as the budget moves read it. */
export interface BudgetCampaign {
  campaign: SpCampaign;
  intent: CampaignIntent;
  /** Days the campaign served in the window. */
  days: number;
  /** The campaign's expected daily spend after this plan's other changes. */
  plannedSpend: Money;
}

interface Candidate {
  entry: BudgetCampaign;
  budget: Money;
  averageSpend: Money;
  costPerSale: number;
  /** In minor units (cents, yen): what it needs (receivers) or can give (donors). */
  units: number;
}

const costPerSaleOf = (c: SpCampaign): number =>
  c.metrics.orders > 0 ? c.metrics.spend / c.metrics.orders : Infinity;

/** A campaign's budget, average daily spend, cost per sale and its intent's target cost per sale. */
function budgetFigures(entry: BudgetCampaign, params: SpPlanParameters) {
  const { campaign } = entry;
  return {
    campaign,
    budget: campaign.dailyBudget ?? 0,
    averageSpend: campaign.metrics.spend / Math.max(1, entry.days),
    cps: costPerSaleOf(campaign),
    target: intentTargetCostPerSale(entry.intent, params.targetCostPerSale),
  };
}

/** Campaigns that run out of budget at a cost per sale within their intent's target (never a catch-all). */
function receivers(entries: readonly BudgetCampaign[], params: SpPlanParameters, scale: number): Candidate[] {
  return entries.flatMap((entry) => {
    const { campaign, budget, averageSpend, cps, target } = budgetFigures(entry, params);
    if (entry.intent === 'catchAll' || budget <= 0) return [];
    if (averageSpend < BUDGET_MOVE_CONSTANTS.cappedSpendRatio * budget) return [];
    if (campaign.metrics.orders < BUDGET_MOVE_CONSTANTS.minOrders || cps > target) return [];
    const need = dailyBudgetAdvice(params.marketplace, averageSpend).recommendedDailyBudget - budget;
    const units = Math.floor(need * scale + 1e-9);
    return units > 0 ? [{ entry, budget, averageSpend, costPerSale: cps, units }] : [];
  });
}

/**
 * Campaigns that waste budget (no order after one target's worth of spend, or a cost per sale above their
 * intent's target) and do not run out of it: they give what their budget holds above the shared rule's
 * recommendation for their planned spend. Defensive campaigns never give (never cut for cost alone).
 */
function donors(entries: readonly BudgetCampaign[], params: SpPlanParameters, scale: number): Candidate[] {
  return entries.flatMap((entry) => {
    const { campaign, budget, averageSpend, cps, target } = budgetFigures(entry, params);
    if (entry.intent === 'defensive' || budget <= 0) return [];
    if (averageSpend >= BUDGET_MOVE_CONSTANTS.cappedSpendRatio * budget) return [];
    const wastes =
      campaign.metrics.orders > 0 ? cps > target : campaign.metrics.spend >= params.targetCostPerSale;
    if (!wastes) return [];
    const keep = dailyBudgetAdvice(params.marketplace, entry.plannedSpend).recommendedDailyBudget;
    const units = Math.floor((budget - keep) * scale + 1e-9);
    return units > 0 ? [{ entry, budget, averageSpend, costPerSale: cps, units }] : [];
  });
}

/** Takes `total` minor units from the candidates in order, each at most its own units. */
function share(candidates: readonly Candidate[], total: number): Map<Candidate, number> {
  const taken = new Map<Candidate, number>();
  let left = total;
  for (const c of candidates) {
    const part = Math.min(c.units, left);
    if (part > 0) taken.set(c, part);
    left -= part;
  }
  return taken;
}

function writeMove(
  builder: PlanBuilder,
  params: SpPlanParameters,
  c: Candidate,
  after: Money,
  counterpart: string,
  direction: 'raised' | 'lowered',
): void {
  const mp = params.marketplace;
  const f: BudgetMoveFigures = {
    campaign: c.entry.campaign.name,
    before: formatMoney(mp, c.budget),
    after: formatMoney(mp, after),
    dailySpend: formatMoney(mp, c.averageSpend),
    costPerSale: Number.isFinite(c.costPerSale) ? formatMoney(mp, c.costPerSale) : '-',
    target: formatMoney(mp, intentTargetCostPerSale(c.entry.intent, params.targetCostPerSale)),
  };
  builder.rememberName(c.entry.campaign.id, c.entry.campaign.name);
  builder.add(
    updateCampaignBudgetRow(c.entry.campaign, after),
    { type: 'budgetChange', budgetBefore: c.budget, budgetAfter: after },
    {
      ruleId: BUDGET_MOVE_RULE,
      reason:
        direction === 'raised'
          ? budgetMoveNotes.raised(f, counterpart)
          : budgetMoveNotes.lowered(f, counterpart),
      figures: {
        dailyBudget: after,
        averageDailySpend: Math.round(c.averageSpend * 100) / 100,
        budgetCap: Math.round((c.averageSpend / c.budget) * 1000) / 1000,
        ...(Number.isFinite(c.costPerSale) ? { costPerSale: c.costPerSale } : {}),
        targetCostPerSale: intentTargetCostPerSale(c.entry.intent, params.targetCostPerSale),
      },
    },
  );
}

/**
 * Moves daily budget from wasting campaigns to budget-capped ones that sell within target, in whole minor
 * units so the total of the campaigns' budgets never changes. Only when the seller gave no daily budget (a
 * budget the seller gives is spread by its own rule) and the plan has two enabled campaigns or more.
 */
export function moveBudgets(
  builder: PlanBuilder,
  params: SpPlanParameters,
  entries: readonly BudgetCampaign[],
): void {
  if (params.dailyBudget !== undefined) return;
  const open = entries.filter((e) => e.campaign.state === 'enabled' && e.campaign.dailyBudget !== undefined);
  if (open.length < 2) return;
  const scale = 10 ** marketplaceInfo(params.marketplace).decimals;
  const byName = (a: Candidate, b: Candidate) =>
    a.entry.campaign.id < b.entry.campaign.id ? -1 : a.entry.campaign.id > b.entry.campaign.id ? 1 : 0;
  const takers = receivers(open, params, scale).sort((a, b) => a.costPerSale - b.costPerSale || byName(a, b));
  const givers = donors(open, params, scale).sort((a, b) => b.costPerSale - a.costPerSale || byName(a, b));
  const need = takers.reduce((sum, c) => sum + c.units, 0);
  const pool = givers.reduce((sum, c) => sum + c.units, 0);
  const moved = Math.min(need, pool);
  if (moved <= 0) return;
  const given = share(takers, moved);
  const taken = share(givers, moved);
  const names = (m: Map<Candidate, number>) => [...m.keys()].map((c) => c.entry.campaign.name).join('、');
  for (const [c, units] of given)
    writeMove(builder, params, c, (Math.round(c.budget * scale) + units) / scale, names(taken), 'raised');
  for (const [c, units] of taken)
    writeMove(builder, params, c, (Math.round(c.budget * scale) - units) / scale, names(given), 'lowered');
}
