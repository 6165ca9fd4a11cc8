// The optimisation run shared by the keyword, ASIN and auto flows: for each campaign in scope, placements,
// bids, search terms and the budget, with the data-window warnings; the flow supplies which targets it
// owns, where harvested terms go and any extra rule.
import { EngineError } from '../../errors/engine-error';
import type { AccountModel, SpAdGroup, SpCampaign, TargetingType } from '../../model/account';
import type { Plan } from '../../model/plan';
import type { CampaignId } from '../../model/ids';
import type { LocalizedText, Money } from '../../model/units';
import { findCampaignsForAsin } from '../../read/read-api';
import type { SpPlanFlow, SpPlanParameters } from '../parameters/plan-parameters';
import {
  advertisedAsins,
  findCampaign,
  requireAccount,
  requireTargetingType,
} from '../shared/account-lookup';
import { applyBudgetParameter } from '../shared/cold-start-structure';
import { adviseBudget, spreadDailyBudget } from '../shared/budget-advice';
import { formatMoney } from '../shared/explain';
import { flowErrors, flowNotes } from '../shared/flow-messages';
import { PlanBuilder } from '../shared/plan-builder';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import type { PlanningData } from '../shared/planning-data';
import type { ProtectList } from '../shared/text-rules';
import { calibrationFactor, measureCpcRatio } from './campaign-calibration';
import { campaignTargets, type CampaignTarget } from './campaign-targets';
import { GroupKeys } from './group-keys';
import {
  actOnSearchTerms,
  type PlannedHarvest,
  type TermContext,
  type TermRouting,
} from './search-term-actions';
import { accountTermIndex, type AccountTermIndex } from './account-terms';
import { aggregateSearchTerms, type AggregatedTerm } from './search-term-groups';
import { moveBudgets, type BudgetCampaign } from './budget-moves';
import { campaignIntentOf, intentTargetCostPerSale } from './campaign-intents';
import { applyIntent, tagIntentRows } from './intent-rules';
import { negateWastingWords } from './wasting-word-rows';
import { catchAllAnchor } from './harvest-bid-anchor';
import { placementBidMultiplier } from '../shared/placement-adjustment';
import {
  campaignOptimisation,
  campaignPrior,
  optimisePlacements,
  optimiseStrategy,
  optimiseTargetBids,
  warnUnreachableTarget,
  type CampaignOptimisation,
} from './target-bids';

/** What a flow adds to the shared optimisation run. */
export interface OptimisationSpec {
  flow: SpPlanFlow;
  targetingType: TargetingType;
  /** The campaign kind, for 10028 when campaigns advertise the ASIN but none of this kind. */
  campaignKind: LocalizedText;
  /** Whether a campaign found by ASIN is one this flow works on. */
  accepts(campaign: SpCampaign): boolean;
  /** Throws the flow's product error when the campaign has nothing to optimise. */
  requireTargets(campaign: SpCampaign, targets: readonly CampaignTarget[]): void;
  /** The targets whose bids the flow decides. */
  include(target: CampaignTarget): boolean;
  /** Where harvested terms of a campaign go. */
  routing(
    builder: PlanBuilder,
    params: SpPlanParameters,
    campaign: SpCampaign,
    data: PlanningData,
  ): TermRouting;
  /**
   * Whether the flow decides the search terms of this ad group (`asin`: an ASIN term); default every term. A
   * flow leaves the terms of ad groups another flow owns alone (the ASIN flow those of keyword ad groups).
   */
  ownsTerm?(campaign: SpCampaign, group: SpAdGroup, asin: boolean): boolean;
  /**
   * Close-variant keys of keyword terms another flow harvests from the same export (the auto flow leaves the
   * keyword flow's harvests to it): such a term is noted here, never created a second time.
   */
  harvestedElsewhere?(params: SpPlanParameters, data: PlanningData): ReadonlySet<string>;
  /** A flow-specific rule after bids and terms (e.g. expanded ASIN targets); returns extra daily spend. */
  extra?(c: CampaignOptimisation, multiplier: number, keys: GroupKeys): Money;
}

/** The campaigns to optimise, and warnings about campaigns of the ASIN left out because they do not serve. */
function campaignsInScope(
  spec: OptimisationSpec,
  params: SpPlanParameters,
  account: AccountModel,
): { campaigns: SpCampaign[]; leftOut: LocalizedText[] } {
  if (params.campaignId !== undefined || params.campaignName !== undefined) {
    const campaign = findCampaign(account, params);
    requireTargetingType(campaign, spec.targetingType);
    return { campaigns: [campaign], leftOut: [] };
  }
  const asin = params.asin ?? '';
  // The reader throws 10028 / 10029 / 10030 when no campaign can serve the ASIN at all.
  const serving: SpCampaign[] = findCampaignsForAsin(account, asin);
  const ofKind = (c: SpCampaign) => c.targetingType === spec.targetingType && spec.accepts(c);
  const found = serving.filter(ofKind);
  // Campaigns of this kind that advertise the ASIN but do not serve it (paused or archived) are never
  // left out silently.
  const wanted = asin.trim().toUpperCase();
  const inactive = account.sponsoredProducts.campaigns.filter(
    (c) => ofKind(c) && !serving.includes(c) && advertisedAsins(c).includes(wanted),
  );
  if (found.length === 0 && inactive.length > 0) {
    const names = inactive.map((c) => c.name).join(', ');
    throw new EngineError(10029, flowErrors.inactiveCampaignsForAsin(asin, spec.campaignKind, names));
  }
  if (found.length === 0) throw new EngineError(10028, flowErrors.noCampaignForAsin(asin, spec.campaignKind));
  const leftOut = inactive.map((c) =>
    c.state === 'archived'
      ? flowNotes.archivedCampaignSkipped(c.name)
      : flowNotes.inactiveCampaignLeftOut(c.name, c.state === 'enabled' ? 'paused' : c.state),
  );
  return { campaigns: found, leftOut };
}

const DAY_MS = 86_400_000;

/** Whole days from an ISO date (`YYYY-MM-DD`) to `now`. */
const daysSince = (iso: string, now: Date): number =>
  Math.floor((now.getTime() - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS);

function warnAboutWindow(builder: PlanBuilder, data: PlanningData): void {
  const window = data.dataWindow;
  if (!window) builder.note(flowNotes.unknownWindow);
  else if (window.incompleteDays > 0)
    builder.warn(flowNotes.incompleteAttribution(window.label, window.incompleteDays));
  if (window) {
    const age = daysSince(window.end, data.now);
    if (age > PLANNING_CONSTANTS.staleDataDays) builder.warn(flowNotes.staleData(window.end, age));
  }
}

/**
 * Days the campaign served within the window: the window's days, or fewer when the campaign started inside
 * it (its spend per day is then spend / days it ran, not / the whole window).
 */
function servingDays(campaign: SpCampaign, data: PlanningData): number {
  const window = data.dataWindow;
  const days = window?.days ?? PLANNING_CONSTANTS.defaultDataWindowDays;
  const start = campaign.startDate;
  if (!window || !start || !/^\d{8}$/.test(start)) return days;
  const iso = `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}`;
  const ran =
    Math.round((Date.parse(`${window.end}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS) + 1;
  return Number.isFinite(ran) ? Math.max(1, Math.min(days, ran)) : days;
}

/** Archived campaigns are skipped (Amazon refuses changes to them); paused ones are warned about. */
function servableCampaigns(builder: PlanBuilder, campaigns: SpCampaign[]): SpCampaign[] {
  return campaigns.filter((campaign) => {
    if (campaign.state === 'archived') {
      builder.warn(flowNotes.archivedCampaignSkipped(campaign.name));
      return false;
    }
    if (campaign.state !== 'enabled')
      builder.warn(flowNotes.campaignNotEnabled(campaign.name, campaign.state));
    return true;
  });
}

/** The harvest-bid anchor of a low-bid catch-all source (harvest-bid-anchor.ts), as a TermContext part. */
function anchorOf(campaign: SpCampaign, index: AccountTermIndex): { anchorBid?: Money } {
  const anchor = catchAllAnchor(campaign, index.campaigns);
  return anchor === undefined ? {} : { anchorBid: anchor };
}

/** The protect list: main terms, brand words and every ASIN the seller advertises anywhere in the account. */
function protectList(params: SpPlanParameters, campaign: SpCampaign, index: AccountTermIndex): ProtectList {
  return {
    terms: params.mainSearchTerms,
    brandTerms: params.brandTerms,
    asins: [...advertisedAsins(campaign), ...index.advertisedAsins, ...(params.asin ? [params.asin] : [])],
  };
}

/** What one campaign's run leaves for the plan-wide steps (wasting words, budget moves). */
interface CampaignRun extends BudgetCampaign {
  index: AccountTermIndex;
  terms: AggregatedTerm[];
}

function optimiseCampaign(
  account: AccountModel,
  spec: OptimisationSpec,
  builder: PlanBuilder,
  sellerParams: SpPlanParameters,
  data: PlanningData,
  campaign: SpCampaign,
  keys: GroupKeys,
  planned: Map<string, PlannedHarvest>,
  pendingCampaigns: ReadonlySet<CampaignId>,
  dailyBudget: Money | undefined,
  harvestedElsewhere: ReadonlySet<string> | undefined,
): CampaignRun {
  const days = servingDays(campaign, data);
  const firstRow = builder.rows.length;
  const intent = campaignIntentOf(campaign, sellerParams.campaignIntents);
  // Every rule of the campaign judges it by its intent's target (a rank campaign may run above the seller's).
  const params = {
    ...sellerParams,
    targetCostPerSale: intentTargetCostPerSale(intent, sellerParams.targetCostPerSale),
  };
  builder.rememberName(campaign.id, campaign.name);
  for (const group of campaign.adGroups) builder.rememberName(group.id, group.name);
  const targets = campaignTargets(campaign);
  spec.requireTargets(campaign, targets);
  const c = campaignOptimisation(builder, params, campaign, days, targets);
  applyIntent(c, intent, account, sellerParams);
  const before = placementBidMultiplier(campaign.biddingAdjustments);
  const measurement = measureCpcRatio(
    targets.filter((t) => spec.include(t)),
    campaign,
  );
  const measured = measurement.ratio;
  if (measurement.changedBids.size > 0) {
    c.windowBids = measurement.changedBids;
    const names = [...measurement.changedBids.keys()].map((t) => t.text);
    builder.warn(flowNotes.bidsChangedInWindow(campaign.name, names));
  }
  const toDownOnly = optimiseStrategy(c, measured);
  const multiplier = optimisePlacements(c);
  // The measured ratio moves with this run's placement changes; after "down only" the inflation goes and
  // the placement multiplier alone is left (never above what was measured).
  if (measured !== undefined)
    c.cpcRatio = toDownOnly ? Math.min(measured, multiplier) : (measured * multiplier) / Math.max(1, before);
  // The targets' clicks were bought under "up and down": after the switch each costs cpcRatio / measured as much.
  if (toDownOnly && measured !== undefined && c.cpcRatio !== undefined && c.cpcRatio < measured)
    c.costScale = c.cpcRatio / measured;
  warnUnreachableTarget(c, campaignPrior(c));
  let spend = optimiseTargetBids(c, multiplier, spec.include);
  const terms = aggregateSearchTerms(campaign, data.searchTerms);
  const index = accountTermIndex(account, campaign, data.searchTerms);
  if (terms.length === 0) builder.warn(flowNotes.noSearchTermsForCampaign(campaign.name));
  const termContext: TermContext = {
    builder,
    params,
    campaign,
    keys,
    protect: protectList(params, campaign, index),
    account: index,
    routing: spec.routing(builder, params, campaign, data),
    calibration: calibrationFactor(c.totals, params.organicConversionRate),
    placementMultiplier: multiplier,
    ...(c.cpcRatio !== undefined ? { cpcRatio: c.cpcRatio } : {}),
    ...(measured !== undefined ? { sourceCpcRatio: measured } : {}),
    ...(spec.ownsTerm ? { ownsTerm: spec.ownsTerm } : {}),
    planned,
    pendingCampaigns,
    ...(harvestedElsewhere ? { harvestedElsewhere } : {}),
    ...anchorOf(campaign, index),
    ...(intent === 'defensive' ? { holdNegations: true } : {}),
    days,
  };
  spend += actOnSearchTerms(termContext, terms);
  spend += spec.extra?.(c, multiplier, keys) ?? 0;
  // The campaign's own share of the seller's daily budget (the whole figure when it is the only campaign).
  const budget = applyBudgetParameter(builder, { ...params, dailyBudget }, campaign);
  adviseBudget(builder, params, campaign.name, budget, Math.max(0, spend));
  if (campaign.biddingStrategy === 'upAndDown' && !toDownOnly)
    builder.note(flowNotes.upAndDownStrategy(campaign.name));
  tagIntentRows(builder, firstRow, campaign, intent, sellerParams.campaignIntents);
  return { campaign, intent, days, plannedSpend: Math.max(0, spend), index, terms };
}

/** Runs the shared optimisation for a flow (pure: no files, no clock); throws the spec §8 product errors. */
export function planSpOptimisation(
  spec: OptimisationSpec,
  params: SpPlanParameters,
  data: PlanningData,
): Plan {
  const account = requireAccount(data.account);
  if (data.searchTermSource === 'none') throw new EngineError(10006, flowErrors.noSearchTermReport);
  const { campaigns, leftOut } = campaignsInScope(spec, params, account);
  const builder = new PlanBuilder(spec.flow, params.marketplace, data.dataWindow?.label);
  for (const warning of [...params.warnings, ...leftOut]) builder.warn(warning);
  warnAboutWindow(builder, data);
  const keys = new GroupKeys();
  // Terms harvested for the product by an earlier campaign of this plan: later campaigns isolate toward them.
  const planned = new Map<string, PlannedHarvest>();
  const servable = servableCampaigns(builder, campaigns);
  const budgets = campaignBudgets(builder, params, servable);
  const harvestedElsewhere = spec.harvestedElsewhere?.(params, data);
  // A campaign whose bids are still to be decided keeps its rows to its own bid rules (no raise by term rules).
  const runs = servable.map((campaign, i) =>
    optimiseCampaign(
      account,
      spec,
      builder,
      params,
      data,
      campaign,
      keys,
      planned,
      new Set(servable.slice(i + 1).map((c) => c.id)),
      budgets[i],
      harvestedElsewhere,
    ),
  );
  negateWastingWords({
    builder,
    params,
    keys,
    // Wasting words are never ASINs: the protect list's terms and brand words are what a word could block.
    protect: { terms: params.mainSearchTerms, brandTerms: params.brandTerms, asins: [] },
    campaigns: runs,
    ...(spec.ownsTerm ? { ownsTerm: spec.ownsTerm } : {}),
  });
  moveBudgets(builder, params, runs);
  const spend = runs.reduce((sum, run) => sum + run.plannedSpend, 0);
  return builder.build(spend);
}

/**
 * The daily budget parameter per campaign: the seller's figure for one campaign; for several (ASIN scope) the
 * figure spread by each campaign's share of the window's spend, never the same figure copied onto each.
 */
function campaignBudgets(
  builder: PlanBuilder,
  params: SpPlanParameters,
  campaigns: readonly SpCampaign[],
): Array<Money | undefined> {
  const total = params.dailyBudget;
  if (total === undefined) return campaigns.map(() => undefined);
  if (campaigns.length <= 1) return campaigns.map(() => total);
  const mp = params.marketplace;
  const budgets = spreadDailyBudget(
    mp,
    total,
    campaigns.map((c) => c.metrics.spend),
  );
  const parts = campaigns.map((c, i) => `${c.name} ${formatMoney(mp, budgets[i] ?? 0)}`).join('; ');
  builder.note(flowNotes.budgetSpread(formatMoney(mp, total), parts));
  const sum = budgets.reduce((a, b) => a + b, 0);
  if (sum > total + 1e-9)
    builder.warn(flowNotes.budgetSpreadAboveTotal(formatMoney(mp, total), formatMoney(mp, sum)));
  return budgets;
}
