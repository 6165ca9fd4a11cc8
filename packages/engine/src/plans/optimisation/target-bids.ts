// Per campaign: placement adjustments from the Bidding Adjustment rows' own metrics, then every active
// keyword or target's bid decision with the calibrated prior and the new placement multiplier.
import type { BiddingStrategy, SpCampaign } from '../../model/account';
import type { RowChange } from '../../model/plan';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { decideBidChange, type BidDecision } from '../shared/bid-decision';
import { priorConversionRate } from '../shared/conversion-estimate';
import { SP_PLACEMENT_NAMES } from '../shared/decision-messages';
import type { PlanBuilder } from '../shared/plan-builder';
import { placementAdjustments, placementBidMultiplier } from '../shared/placement-adjustment';
import { estimateConversionRate } from '../shared/conversion-estimate';
import { formatMoney, formatRatio } from '../shared/explain';
import { flowNotes } from '../shared/flow-messages';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import {
  biddingAdjustmentRow,
  updateCampaignStrategyRow,
  updateKeywordRow,
  updateProductTargetRow,
} from '../shared/sp-rows';
import { optimisedSpend } from '../shared/spend-estimate';
import {
  calibratedPrior,
  calibrationFactor,
  calibrationTotals,
  type CalibrationTotals,
} from './campaign-calibration';
import { isActive, type CampaignTarget } from './campaign-targets';
import type { CampaignIntent } from './campaign-intents';
import { decisionForIntent } from './intent-rules';

/** What the bid step of one campaign works with. */
export interface CampaignOptimisation {
  builder: PlanBuilder;
  params: SpPlanParameters;
  campaign: SpCampaign;
  /** Days in the data window (spend per day). */
  days: number;
  targets: CampaignTarget[];
  totals: CalibrationTotals;
  /** The campaign's bidding strategy after this run (a strategy change is written before placements). */
  biddingStrategy?: BiddingStrategy;
  /** Effective CPC / bid ratio every bid of this run is divided by (undefined: not measurable). */
  cpcRatio?: number;
  /**
   * After a strategy change to "down only": the expected cost per click / the measured one (< 1). The targets'
   * spend is judged at this scale, so the CPC the old strategy inflated does not cut their bids as well.
   */
  costScale?: number;
  /** Targets whose bid changed during the window, with the bid their clicks were bought at. */
  windowBids?: Map<CampaignTarget, Money>;
  /** What the campaign is for (campaign-intents.ts): defensive campaigns are never cut for cost alone. */
  intent?: CampaignIntent;
  /** A catch-all's highest bid after a raise (intent-rules.ts). */
  raiseCap?: Money;
}

/** Rule identifiers of campaign-level bid decisions (docs/algorithms.md §Bids). */
export const CAMPAIGN_BID_RULES = { downOnly: 'BID-STRATEGY-DOWN-ONLY' } as const;

/**
 * "Up and down" with a measured ratio >= inflatedCpcRatio: writes the campaign's strategy change to
 * "down only" (an Update row) and returns true; the bids are then judged without the inflation.
 */
export function optimiseStrategy(c: CampaignOptimisation, measured: number | undefined): boolean {
  c.biddingStrategy = c.campaign.biddingStrategy;
  if (c.campaign.biddingStrategy !== 'upAndDown' || measured === undefined) return false;
  // "Down only" lowers what a defensive campaign pays for its position: never for cost alone.
  if (c.intent === 'defensive') return false;
  if (measured < PLANNING_CONSTANTS.inflatedCpcRatio) return false;
  c.biddingStrategy = 'downOnly';
  const ratio = Math.round(measured * 100) / 100;
  c.builder.add(
    updateCampaignStrategyRow(c.campaign, 'downOnly'),
    { type: 'strategyChange' },
    {
      ruleId: CAMPAIGN_BID_RULES.downOnly,
      reason: flowNotes.strategyToDownOnly(c.campaign.name, ratio),
      figures: { cpcToBidRatio: ratio, inflatedCpcRatio: PLANNING_CONSTANTS.inflatedCpcRatio },
    },
  );
  return true;
}

/**
 * Warns when the campaign's market CPC is at least unreachableCpcRatio x what the target CPS allows at
 * its smoothed conversion rate (target CPS x CVR): bid cuts alone cannot reach the target.
 */
export function warnUnreachableTarget(c: CampaignOptimisation, prior: number): void {
  const { clicks, orders } = c.totals;
  const spend = c.targets.reduce((sum, t) => sum + t.metrics.spend, 0) * (c.costScale ?? 1);
  if (clicks < PLANNING_CONSTANTS.cpcRatioMinClicks || spend <= 0) return;
  const cvr = estimateConversionRate(orders, clicks, prior);
  const cpc = spend / clicks;
  const allowed = c.params.targetCostPerSale * cvr;
  if (cpc < PLANNING_CONSTANTS.unreachableCpcRatio * allowed) return;
  const m = (x: number) => formatMoney(c.params.marketplace, x);
  c.builder.warn(
    flowNotes.unreachableTarget(
      c.campaign.name,
      m(cpc),
      formatRatio(cvr),
      m(cpc / cvr),
      m(c.params.targetCostPerSale),
    ),
  );
}

/** Sets up the bid step of a campaign: its targets and calibration totals. */
export function campaignOptimisation(
  builder: PlanBuilder,
  params: SpPlanParameters,
  campaign: SpCampaign,
  days: number,
  targets: CampaignTarget[],
): CampaignOptimisation {
  return {
    builder,
    params,
    campaign,
    days,
    targets,
    totals: calibrationTotals(targets, params.organicConversionRate),
  };
}

/** The campaign-level prior CVR for placements: click-weighted target priors (organic x kind factor). */
export function campaignPrior(c: CampaignOptimisation): number {
  if (c.totals.clicks > 0) return c.totals.expectedRateClicks / c.totals.clicks;
  const kinds = c.targets.map((t) => priorConversionRate(c.params.organicConversionRate, t.kind));
  return kinds.length > 0 ? kinds.reduce((a, b) => a + b, 0) / kinds.length : c.params.organicConversionRate;
}

/** Writes placement changes and returns the campaign's placement multiplier after them (>= 1). */
export function optimisePlacements(c: CampaignOptimisation): number {
  const adjustments = c.campaign.biddingAdjustments;
  const decisions = placementAdjustments(adjustments, {
    priorConversionRate: campaignPrior(c),
    names: SP_PLACEMENT_NAMES,
  });
  // A defensive campaign's placements are never lowered, a catch-all's never raised (its bids stay low).
  const allowed = (d: { before: number; after: number }) =>
    !(c.intent === 'defensive' && d.after < d.before) && !(c.intent === 'catchAll' && d.after > d.before);
  for (const d of decisions.filter((x) => x.changed && allowed(x))) {
    c.builder.add(
      biddingAdjustmentRow(
        'update',
        c.campaign.id,
        d.placement,
        d.after,
        c.biddingStrategy ?? c.campaign.biddingStrategy,
      ),
      {
        type: 'placementAdjustment',
        percentageBefore: d.before,
        percentageAfter: d.after,
      },
      d,
    );
  }
  const after = adjustments.map((a) => ({
    placement: a.placement,
    percentage:
      decisions.find((d) => d.placement === a.placement && d.changed && allowed(d))?.after ?? a.percentage,
    metrics: a.metrics,
  }));
  return placementBidMultiplier(after);
}

function writeDecision(c: CampaignOptimisation, target: CampaignTarget, d: BidDecision): void {
  const parent = { campaignId: c.campaign.id, adGroupId: target.group.id };
  const change: RowChange =
    d.action === 'pause'
      ? { type: 'pause', bidBefore: d.bidBefore }
      : { type: d.changeType ?? 'bidIncrease', bidBefore: d.bidBefore, bidAfter: d.bidAfter };
  const update =
    d.action === 'pause' ? { state: 'paused' as const } : { bid: d.bidAfter, state: 'enabled' as const };
  const row =
    target.entity === 'keyword'
      ? updateKeywordRow(parent, target.id, update)
      : updateProductTargetRow(parent, target.id, update);
  c.builder.rememberName(
    target.id,
    target.entity === 'keyword' ? `${target.text} [${target.kind}]` : target.text,
  );
  c.builder.add(row, change, d);
}

/** The bid a changed target's clicks were bought at, scaled like its spend after a strategy change. */
function windowBidOf(c: CampaignOptimisation, target: CampaignTarget): { windowBid?: Money } {
  const bid = c.windowBids?.get(target);
  return bid === undefined ? {} : { windowBid: bid };
}

/**
 * Decides the bid of every active target that `include` accepts; writes the changes and returns the
 * planned daily spend of those targets after the change.
 */
export function optimiseTargetBids(
  c: CampaignOptimisation,
  multiplier: number,
  include: (t: CampaignTarget) => boolean,
): Money {
  const { params } = c;
  let spend = 0;
  for (const target of c.targets.filter((t) => isActive(t) && include(t))) {
    const factor = calibrationFactor(c.totals, params.organicConversionRate, target);
    const metrics =
      c.costScale === undefined
        ? target.metrics
        : { ...target.metrics, spend: target.metrics.spend * c.costScale };
    const decided = decideBidChange({
      marketplace: params.marketplace,
      currentBid: target.bid ?? 0,
      metrics,
      priorConversionRate: calibratedPrior(params.organicConversionRate, target.kind, factor),
      targetCostPerSale: params.targetCostPerSale,
      placementMultiplier: multiplier,
      ...(c.cpcRatio !== undefined ? { cpcRatio: c.cpcRatio } : {}),
      ...windowBidOf(c, target),
      ...(c.costScale === undefined ? {} : { measuredSpend: target.metrics.spend }),
    });
    const decision = decisionForIntent(c, decided);
    decision.figures.calibrationFactor = Math.round(factor * 10_000) / 10_000;
    if (c.costScale !== undefined) {
      decision.figures.costScale = Math.round(c.costScale * 1000) / 1000;
      decision.figures.measuredSpend = target.metrics.spend;
    }
    // The run that changes the strategy raises no bid: the new CPC is an estimate until it is measured.
    const held = c.costScale !== undefined && decision.action === 'increase';
    if (held) decision.bidAfter = decision.bidBefore;
    if (decision.action !== 'keep' && !held) writeDecision(c, target, decision);
    spend += optimisedSpend(
      metrics.spend,
      c.days,
      decision.bidBefore,
      decision.action === 'pause' ? 'paused' : decision.bidAfter,
    );
  }
  return spend;
}
