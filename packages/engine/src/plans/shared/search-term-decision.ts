// What to do with one customer search term (reference §5.4): harvest a cheap converter as an exact
// target (and isolate it in its source), negate a term that spent a whole sale's budget without an
// order, or keep watching. The protect list always wins over negation.
import { marketplaceInfo, type Marketplace, type MoneyRange } from '@adplan/contracts';
import type { Asin } from '../../model/ids';
import type { Metrics } from '../../model/metrics';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { fitBid, targetBid } from './bid-math';
import { estimateConversionRate } from './conversion-estimate';
import { termMessages, type TermMessageFigures } from './decision-messages';
import type { Figures } from './explain';
import { PLANNING_CONSTANTS } from './planning-constants';
import { asinOfSearchTerm } from './text-rules';

/** Inputs of {@link decideSearchTermAction}. */
export interface SearchTermDecisionInput {
  marketplace: Marketplace;
  searchTerm: string;
  metrics: Metrics;
  /** Prior CVR of the source target (the keyword or auto group that matched the term). */
  sourcePriorConversionRate: Ratio;
  /** Prior CVR of the harvested exact target (organic CVR x exact or ASIN factor). */
  harvestPriorConversionRate: Ratio;
  targetCostPerSale: Money;
  /** Brand word, main search term or own ASIN: never negated. */
  isProtected: boolean;
  /** The destination already targets the term (exact keyword or `asin="…"` target). */
  alreadyTargeted: boolean;
  /** The source ad group or campaign already negates the term. */
  alreadyNegated: boolean;
  /** Allowed bid range of the harvested target; Sponsored Products' range when absent. */
  bidRange?: MoneyRange;
  /** Placement multiplier the harvested target's bid is divided by (see targetBid); 1 when absent. */
  placementMultiplier?: number;
  /** The source campaign's effective CPC / bid ratio; replaces the placement multiplier when known. */
  cpcRatio?: Ratio;
  /**
   * The ratio measured over the data window, when this run changes it (placements, bidding strategy): the
   * term's clicks were bought at it, so the source's effective bid is the term's CPC / this ratio.
   */
  sourceCpcRatio?: Ratio;
  /**
   * Floor of the source's effective bid when the source is a deliberate low-bid catch-all (its bids far below
   * the product's median): the harvest bid is then anchored on the product's usual bid, not the catch-all's.
   */
  anchorBid?: Money;
}

/** What to do with the term. */
export type SearchTermAction = 'harvest' | 'negate' | 'keep';

/** A search-term decision; `asin` is set for ASIN terms (product targets instead of keywords). */
export interface SearchTermDecision {
  action: SearchTermAction;
  asin?: Asin;
  /** Starting bid of the harvested target, fitted to the marketplace. */
  harvestBid?: Money;
  ruleId: string;
  reason: LocalizedText;
  /** The isolation sentence for the negative that accompanies a harvest. */
  isolationReason?: LocalizedText;
  figures: Figures;
}

/** Rule identifiers of search-term decisions (docs/algorithms.md §Search terms). */
export const TERM_RULES = {
  harvest: 'TERM-HARVEST',
  isolate: 'TERM-ISOLATE',
  negate: 'TERM-NEGATE',
  keepProtected: 'TERM-KEEP-PROTECTED',
  keepExisting: 'TERM-KEEP-EXISTING',
  keepOverTarget: 'TERM-KEEP-OVER-TARGET',
  keepLowData: 'TERM-KEEP-LOW-DATA',
  raiseDestination: 'TERM-RAISE-DESTINATION',
} as const;

/** Clicks a term needs without an order before it may be negated: max(floor, multiple / prior CVR). */
export function negateMinClicks(priorConversionRate: Ratio): number {
  const c = PLANNING_CONSTANTS;
  const perSale = priorConversionRate > 0 ? c.negateClicksPerSaleMultiple / priorConversionRate : Infinity;
  return Math.max(c.negateMinClicks, Math.ceil(perSale));
}

function harvestable(input: SearchTermDecisionInput): boolean {
  const { orders, spend } = input.metrics;
  const c = PLANNING_CONSTANTS;
  return (
    orders >= c.harvestMinOrders && spend / orders <= c.harvestMaxCostPerSaleRatio * input.targetCostPerSale
  );
}

function negatable(input: SearchTermDecisionInput, minClicks: number): boolean {
  const { orders, spend, clicks } = input.metrics;
  return (
    orders === 0 &&
    clicks >= minClicks &&
    spend >= PLANNING_CONSTANTS.negateSpendMultiple * input.targetCostPerSale
  );
}

/**
 * Starting bid of a harvested target: the economics (target CPS x smoothed CVR / CPC-to-bid ratio), but
 * never more than harvestBidCpcMultiple x the bid that bought the term's clicks in its source (its CPC /
 * the source's CPC-to-bid ratio measured when they were bought, raised to `anchorBid` for a low-bid
 * catch-all): a new exact target starts between what the traffic really cost and the ideal bid.
 */
function harvestBid(input: SearchTermDecisionInput): { bid: Money; cvr: Ratio } {
  const { orders, clicks, spend } = input.metrics;
  const cvr = estimateConversionRate(orders, clicks, input.harvestPriorConversionRate);
  const range = input.bidRange ?? marketplaceInfo(input.marketplace).spBid;
  const divisor = input.cpcRatio ?? Math.max(1, input.placementMultiplier ?? 1);
  const economic = targetBid({ targetCostPerSale: input.targetCostPerSale, conversionRate: cvr }) / divisor;
  const sourceBid =
    clicks > 0 && spend > 0 ? spend / clicks / (input.sourceCpcRatio ?? input.cpcRatio ?? 1) : 0;
  const anchor = Math.max(sourceBid, input.anchorBid ?? 0);
  const nearSource = anchor > 0 ? anchor * PLANNING_CONSTANTS.harvestBidCpcMultiple : Infinity;
  const bid = fitBid(input.marketplace, Math.min(economic, nearSource), range);
  return { bid, cvr };
}

/**
 * Decides harvest / negate / keep for one search term: harvest at >= harvestMinOrders orders with
 * CPS <= harvestMaxCostPerSaleRatio x target; negate with no order once spend >= negateSpendMultiple
 * x target CPS and clicks >= {@link negateMinClicks}; never negate a protected term.
 */
export function decideSearchTermAction(input: SearchTermDecisionInput): SearchTermDecision {
  const { metrics } = input;
  const asin = asinOfSearchTerm(input.searchTerm);
  const minClicks = negateMinClicks(input.sourcePriorConversionRate);
  const msg: TermMessageFigures = {
    marketplace: input.marketplace,
    searchTerm: input.searchTerm,
    clicks: metrics.clicks,
    orders: metrics.orders,
    spend: metrics.spend,
    targetCps: input.targetCostPerSale,
    minClicks,
  };
  const figures: Figures = {
    clicks: metrics.clicks,
    orders: metrics.orders,
    spend: metrics.spend,
    sales: metrics.sales,
    targetCostPerSale: input.targetCostPerSale,
    negateMinClicks: minClicks,
  };
  if (metrics.orders > 0) msg.costPerSale = figures.costPerSale = metrics.spend / metrics.orders;
  const base = asin ? { asin } : {};
  const keep = (ruleId: string, reason: LocalizedText): SearchTermDecision => ({
    action: 'keep',
    ...base,
    ruleId,
    reason,
    figures,
  });
  if (harvestable(input)) {
    // A protected ASIN is the seller's own product (or already a target of this ad group): targeting it
    // would pay for clicks on a page the seller owns, so it is neither harvested nor negated.
    if (asin && input.isProtected) return keep(TERM_RULES.keepProtected, termMessages.keepProtected(msg));
    if (input.alreadyTargeted) return keep(TERM_RULES.keepExisting, termMessages.keepExisting(msg));
    const { bid, cvr } = harvestBid(input);
    msg.bid = bid;
    return {
      action: 'harvest',
      ...base,
      harvestBid: bid,
      ruleId: TERM_RULES.harvest,
      reason: termMessages.harvest(msg),
      isolationReason: termMessages.isolate(msg),
      figures: { ...figures, smoothedConversionRate: cvr, harvestBid: bid },
    };
  }
  if (negatable(input, minClicks)) {
    if (input.isProtected) return keep(TERM_RULES.keepProtected, termMessages.keepProtected(msg));
    if (input.alreadyNegated) return keep(TERM_RULES.keepExisting, termMessages.keepExisting(msg));
    return {
      action: 'negate',
      ...base,
      ruleId: TERM_RULES.negate,
      reason: termMessages.negate(msg),
      figures,
    };
  }
  if (metrics.orders >= PLANNING_CONSTANTS.harvestMinOrders) {
    return keep(TERM_RULES.keepOverTarget, termMessages.keepOverTarget(msg));
  }
  return keep(TERM_RULES.keepLowData, termMessages.keepLowData(msg));
}
