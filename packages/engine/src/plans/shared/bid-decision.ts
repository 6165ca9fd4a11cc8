// The per-keyword / per-target bid decision of every optimisation flow: smoothed CVR -> ideal bid at
// the target CPS -> no-order stop-loss -> guards against fighting the measured CPS -> step limit ->
// deadband -> Amazon's range at the marketplace precision.
import { marketplaceInfo, type Marketplace, type MoneyRange } from '@adplan/contracts';
import type { ChangeType } from '../../model/plan';
import type { Metrics } from '../../model/metrics';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { fitBid, limitBidStep, targetBid } from './bid-math';
import { pseudoClicksFor, smoothedConversionRate } from './conversion-estimate';
import { bidMessages, type BidMessageFigures } from './decision-messages';
import type { Figures } from './explain';
import { PLANNING_CONSTANTS } from './planning-constants';

/** Inputs of {@link decideBidChange}. `currentBid` is the keyword's bid or its ad group's default. */
export interface BidDecisionInput {
  marketplace: Marketplace;
  currentBid: Money;
  metrics: Metrics;
  /** The target's prior CVR before data (organic CVR x the kind's factor, or a parent's estimate). */
  priorConversionRate: Ratio;
  targetCostPerSale: Money;
  /** Click-weighted average multiplier of the campaign's placement adjustments (>= 1). */
  placementMultiplier?: number;
  /** Allowed bid range; Sponsored Products' range of the marketplace when absent. */
  bidRange?: MoneyRange;
  /** Whether the stop-loss may pause the target (false: it only cuts). */
  canPause?: boolean;
  /**
   * Effective CPC / bid ratio of the campaign measured from the export (strategy, placements and the
   * second-price auction all in it); replaces `placementMultiplier` as the divisor of the ideal bid.
   */
  cpcRatio?: Ratio;
  /**
   * The bid the window's clicks were bought at, when the bid was changed during the window (estimated from
   * the target's CPC); the proportional rule scales this bid, not today's, so a cut already made is not made twice.
   */
  windowBid?: Money;
  /**
   * The spend the window's clicks really cost, when `metrics.spend` is scaled to the cost per click this run's
   * strategy change is expected to bring: the proven-loser test reads this evidence, its cut the scaled spend.
   */
  measuredSpend?: Money;
}

/** What to do with the bid. */
export type BidAction = 'keep' | 'increase' | 'decrease' | 'pause';

/** A bid decision with its rule, reason and figures; `bidAfter` equals `bidBefore` unless the bid moves. */
export interface BidDecision {
  action: BidAction;
  changeType?: Extract<ChangeType, 'bidIncrease' | 'bidDecrease' | 'pause'>;
  bidBefore: Money;
  bidAfter: Money;
  ruleId: string;
  reason: LocalizedText;
  figures: Figures;
}

/** Rule identifiers of bid decisions (docs/algorithms.md §Bids). */
export const BID_RULES = {
  toTarget: 'BID-TARGET-CPS',
  stopLossCut: 'BID-STOPLOSS-CUT',
  provenLoserCut: 'BID-PROVEN-LOSER-CUT',
  stopLossPause: 'BID-STOPLOSS-PAUSE',
  keepSmall: 'BID-KEEP-SMALL',
  keepMeetsTarget: 'BID-KEEP-MEETS-TARGET',
  keepOverTarget: 'BID-KEEP-OVER-TARGET',
  keepBelowGate: 'BID-KEEP-BELOW-GATE',
  keepZeroClicks: 'BID-KEEP-ZERO-CLICKS',
  raiseNoImpressions: 'BID-RAISE-NO-IMPRESSIONS',
} as const;

/** Clicks a target needs before its bid is cut on its own estimate: max(dataGateMinClicks, 1 / prior CVR). */
export function dataGateClicks(priorConversionRate: Ratio): number {
  const perSale = priorConversionRate > 0 ? Math.ceil(1 / priorConversionRate) : Infinity;
  return Math.max(PLANNING_CONSTANTS.dataGateMinClicks, perSale);
}

interface Estimate {
  smoothedCvr: Ratio;
  pseudoClicks: number;
  idealBid: Money;
  /** The bid the estimate proposes: the ideal, or above the data gate its blend with the proportional rule. */
  proposedBid: Money;
  gateClicks: number;
  figures: BidMessageFigures;
}

/**
 * Above the data gate with orders: blend of the ideal and the proportional bid (current x target CPS /
 * measured CPS), weighted by clicks against the prior's pseudo-clicks. When the two point in opposite
 * directions the measurement decides: the proportional bid alone; a cut is never deeper than the proportional one.
 */
function blendedBid(input: BidDecisionInput, idealBid: Money, pseudoClicks: number): Money | undefined {
  const { metrics, currentBid } = input;
  if (metrics.orders === 0 || metrics.spend <= 0 || !(currentBid > 0)) return undefined;
  const proportional = proportionalBid(input);
  const weight = metrics.clicks / (metrics.clicks + pseudoClicks);
  const blend = weight * proportional + (1 - weight) * idealBid;
  if (Math.sign(blend - currentBid) !== Math.sign(proportional - currentBid)) return proportional;
  // A cut never goes deeper than the measurement asks: a pessimistic prior may soften it, never deepen it.
  return proportional < currentBid ? Math.max(blend, proportional) : blend;
}

/**
 * The proportional rule: the bid the clicks were bought at x target CPS / measured CPS; without an order the
 * spend counts as one order's cost (the most generous reading of "no order yet").
 */
function proportionalBid(input: BidDecisionInput): Money {
  const { metrics, targetCostPerSale } = input;
  const measuredCps = metrics.spend / Math.max(1, metrics.orders);
  return ((input.windowBid ?? input.currentBid) * targetCostPerSale) / measuredCps;
}

function estimate(input: BidDecisionInput): Estimate {
  const { metrics, priorConversionRate, targetCostPerSale, placementMultiplier = 1 } = input;
  const pseudoClicks = pseudoClicksFor(priorConversionRate);
  const smoothedCvr = smoothedConversionRate({
    orders: metrics.orders,
    clicks: metrics.clicks,
    priorRate: priorConversionRate,
    pseudoClicks,
  });
  const divisor = input.cpcRatio ?? Math.max(1, placementMultiplier);
  const idealBid = targetBid({ targetCostPerSale, conversionRate: smoothedCvr }) / Math.max(0.01, divisor);
  const gateClicks = dataGateClicks(priorConversionRate);
  const blended = metrics.clicks >= gateClicks ? blendedBid(input, idealBid, pseudoClicks) : undefined;
  const figures: BidMessageFigures = {
    marketplace: input.marketplace,
    clicks: metrics.clicks,
    orders: metrics.orders,
    spend: metrics.spend,
    priorCvr: priorConversionRate,
    smoothedCvr,
    targetCps: targetCostPerSale,
    idealBid,
    bidBefore: input.currentBid,
    cpcRatio: divisor,
    gateClicks,
    impressions: metrics.impressions,
  };
  if (input.windowBid !== undefined) figures.windowBid = input.windowBid;
  if (input.measuredSpend !== undefined) figures.measuredSpend = input.measuredSpend;
  if (blended !== undefined || isProvenLoser(input)) figures.proportionalBid = proportionalBid(input);
  return { smoothedCvr, pseudoClicks, idealBid, proposedBid: blended ?? idealBid, gateClicks, figures };
}

function baseFigures(input: BidDecisionInput, est: Estimate): Figures {
  const { metrics } = input;
  const figures: Figures = {
    clicks: metrics.clicks,
    orders: metrics.orders,
    spend: metrics.spend,
    sales: metrics.sales,
    priorConversionRate: input.priorConversionRate,
    pseudoClicks: est.pseudoClicks,
    smoothedConversionRate: est.smoothedCvr,
    targetCostPerSale: input.targetCostPerSale,
    placementMultiplier: input.placementMultiplier ?? 1,
    cpcRatio: Math.round((input.cpcRatio ?? Math.max(1, input.placementMultiplier ?? 1)) * 1000) / 1000,
    dataGateClicks: est.gateClicks,
    idealBid: est.idealBid,
  };
  if (est.figures.proportionalBid !== undefined) figures.proportionalBid = est.figures.proportionalBid;
  if (input.windowBid !== undefined) figures.windowBid = input.windowBid;
  if (metrics.orders > 0) figures.costPerSale = metrics.spend / metrics.orders;
  return figures;
}

/** True once a target without orders has met the pause thresholds (spend and clicks). */
function shouldPause(input: BidDecisionInput): boolean {
  const { metrics, targetCostPerSale, priorConversionRate } = input;
  const c = PLANNING_CONSTANTS;
  if (metrics.orders > 0 || input.canPause === false) return false;
  const minClicks = Math.ceil(c.stopLossPauseClicksPerSaleMultiple / priorConversionRate);
  return metrics.spend >= c.stopLossPauseSpendMultiple * targetCostPerSale && metrics.clicks >= minClicks;
}

/**
 * A proven loser: at least provenLoserMinClicks clicks and a cost per sale of provenLoserCpsMultiple x the
 * target or worse (without an order: that much spend), measured at what its clicks really cost. Its bid is cut
 * by the proportional rule at once. After a strategy change that makes clicks cheaper, it is cut only while
 * the expected cost per sale is still over target (the switch alone may bring it there), and to the bid that
 * reaches the target at the expected cost per click.
 */
function isProvenLoser(input: BidDecisionInput): boolean {
  const { metrics, targetCostPerSale } = input;
  const c = PLANNING_CONSTANTS;
  if (metrics.clicks < c.provenLoserMinClicks || !(input.currentBid > 0)) return false;
  const orders = Math.max(1, metrics.orders);
  const paid = input.measuredSpend ?? metrics.spend;
  if (paid / orders < c.provenLoserCpsMultiple * targetCostPerSale) return false;
  return metrics.spend / orders > targetCostPerSale;
}

/** Fewer impressions in the window than a winning bid gets: the target cannot win its auctions. */
function cannotWin(input: BidDecisionInput): boolean {
  return input.metrics.impressions < PLANNING_CONSTANTS.zeroClickMaxImpressions;
}

/** The proven loser's cut: the proportional bid, never under the range minimum, without the step limit. */
function provenLoserCut(input: BidDecisionInput, est: Estimate, range: MoneyRange): BidDecision {
  const current = input.currentBid;
  const proposed = Math.min(current, proportionalBid(input));
  const bidAfter = fitBid(input.marketplace, proposed, range, current);
  // A bid already under the range minimum (an older SB bid) is kept: the clamp must not raise a loser.
  if (bidAfter >= current)
    return keep(input, est, BID_RULES.keepOverTarget, bidMessages.keepOverTarget(est.figures));
  if (current - bidAfter < PLANNING_CONSTANTS.minBidChangeRatio * current)
    return keep(input, est, BID_RULES.keepSmall, bidMessages.keepSmall(est.figures));
  const figures = { ...est.figures, bidAfter };
  return {
    action: 'decrease',
    changeType: 'bidDecrease',
    bidBefore: current,
    bidAfter,
    ruleId: BID_RULES.provenLoserCut,
    reason: bidMessages.provenLoserCut(figures),
    figures: { ...baseFigures(input, est), bidAfter },
  };
}

/** True once a target without orders has spent a whole target CPS (stop-loss tier 1). */
function stopLossTriggered(input: BidDecisionInput): boolean {
  const { metrics, targetCostPerSale } = input;
  return (
    metrics.orders === 0 && metrics.spend >= PLANNING_CONSTANTS.stopLossCutSpendMultiple * targetCostPerSale
  );
}

/** Measured CPS above target (or no order after a whole target CPS): never raise. */
function overTarget(input: BidDecisionInput): boolean {
  const { metrics, targetCostPerSale } = input;
  return metrics.orders > 0 ? metrics.spend / metrics.orders > targetCostPerSale : stopLossTriggered(input);
}

/** Measured CPS at or below target with orders: never cut. */
function meetsTarget(input: BidDecisionInput): boolean {
  const { metrics, targetCostPerSale } = input;
  return metrics.orders > 0 && metrics.spend / metrics.orders <= targetCostPerSale;
}

function keep(input: BidDecisionInput, est: Estimate, ruleId: string, reason: LocalizedText): BidDecision {
  const bid = input.currentBid;
  return { action: 'keep', bidBefore: bid, bidAfter: bid, ruleId, reason, figures: baseFigures(input, est) };
}

/**
 * Decides one keyword's or target's bid: pause after the no-order stop-loss, a proportional cut of a proven
 * loser, otherwise a move toward CPS x smoothed CVR within the step limits, never raising over target, below
 * the data gate only when the impressions show the bid cannot win, nor cutting a target that meets it;
 * changes under the deadband are kept. Bids are always inside the marketplace range.
 */
export function decideBidChange(input: BidDecisionInput): BidDecision {
  const est = estimate(input);
  const range = input.bidRange ?? marketplaceInfo(input.marketplace).spBid;
  const current = input.currentBid;
  if (shouldPause(input)) {
    return {
      action: 'pause',
      changeType: 'pause',
      bidBefore: current,
      bidAfter: current,
      ruleId: BID_RULES.stopLossPause,
      reason: bidMessages.pause(est.figures),
      figures: baseFigures(input, est),
    };
  }
  if (isProvenLoser(input)) return provenLoserCut(input, est, range);
  const stopLoss = stopLossTriggered(input);
  const c = PLANNING_CONSTANTS;
  const { clicks } = input.metrics;
  const belowGate = clicks < est.gateClicks && !stopLoss;
  if (clicks === 0 && !stopLoss && !(cannotWin(input) && est.idealBid > current)) {
    return keep(input, est, BID_RULES.keepZeroClicks, bidMessages.keepZeroClicks(est.figures));
  }
  const stepped = limitBidStep({
    current,
    proposed: stopLoss ? Math.min(est.proposedBid, current) : est.proposedBid,
    maxStepUp: c.maxBidStepUp,
    maxStepDown: stopLoss ? c.stopLossMaxBidStepDown : c.maxBidStepDown,
  });
  if (stepped < current && belowGate) {
    return keep(input, est, BID_RULES.keepBelowGate, bidMessages.keepBelowGate(est.figures));
  }
  if (stepped > current && overTarget(input)) {
    return keep(input, est, BID_RULES.keepOverTarget, bidMessages.keepOverTarget(est.figures));
  }
  // Below the gate the prior alone raises nothing: only impressions that show the bid loses its auctions do.
  if (stepped > current && belowGate && !cannotWin(input)) {
    return keep(input, est, BID_RULES.keepBelowGate, bidMessages.keepBelowGateWins(est.figures));
  }
  if (stepped < current && meetsTarget(input)) {
    return keep(input, est, BID_RULES.keepMeetsTarget, bidMessages.keepMeetsTarget(est.figures));
  }
  const bidAfter = fitBid(input.marketplace, stepped, range, current);
  // A current bid under the range minimum (an older SB bid, say) would be raised by the clamp alone: never
  // let the clamp raise a bid the rules wanted to keep or cut, least of all one over the target CPS.
  if (bidAfter > current && (stepped <= current || overTarget(input))) {
    return overTarget(input)
      ? keep(input, est, BID_RULES.keepOverTarget, bidMessages.keepOverTarget(est.figures))
      : keep(input, est, BID_RULES.keepSmall, bidMessages.keepSmall(est.figures));
  }
  const small = Math.abs(stepped - current) < c.minBidChangeRatio * current;
  if (bidAfter === current || (small && current >= range.min && current <= range.max)) {
    return keep(input, est, BID_RULES.keepSmall, bidMessages.keepSmall(est.figures));
  }
  const up = bidAfter > current;
  const figures = { ...est.figures, bidAfter };
  const noImpressions = up && belowGate && cannotWin(input);
  return {
    action: up ? 'increase' : 'decrease',
    changeType: up ? 'bidIncrease' : 'bidDecrease',
    bidBefore: current,
    bidAfter,
    ruleId: stopLoss
      ? BID_RULES.stopLossCut
      : noImpressions
        ? BID_RULES.raiseNoImpressions
        : BID_RULES.toTarget,
    reason: stopLoss
      ? bidMessages.stopLossCut(figures)
      : noImpressions
        ? bidMessages.raiseNoImpressions(figures)
        : bidMessages.toTarget(figures),
    figures: { ...baseFigures(input, est), bidAfter },
  };
}
