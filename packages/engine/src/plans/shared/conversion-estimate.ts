// Conversion-rate estimates for targets with little data: a Beta prior expressed as pseudo-clicks
// (reference §5.2), so a keyword with five clicks is judged mostly by the seller's organic rate and a
// keyword with five hundred clicks mostly by its own orders.
import type { Ratio } from '../../model/units';
import { PLANNING_CONSTANTS, type TargetKind } from './planning-constants';

/** Inputs of {@link smoothedConversionRate}; counts are non-negative, `priorRate` is a ratio in (0, 1]. */
export interface SmoothingInput {
  orders: number;
  clicks: number;
  priorRate: Ratio;
  pseudoClicks: number;
}

/** Posterior mean CVR = (orders + prior x k) / (clicks + k); returns the prior when there are no clicks. */
export function smoothedConversionRate({ orders, clicks, priorRate, pseudoClicks }: SmoothingInput): Ratio {
  const k = Math.max(0, pseudoClicks);
  const n = Math.max(0, clicks);
  if (n + k === 0) return priorRate;
  // Orders above clicks happen in Amazon data (several orders from one click); cap so CVR stays <= 1.
  const o = Math.min(Math.max(0, orders), n);
  return (o + priorRate * k) / (n + k);
}

/** Pseudo-clicks for a prior: k = pseudoOrders / prior, kept within [minPseudoClicks, maxPseudoClicks]. */
export function pseudoClicksFor(priorRate: Ratio): number {
  const { pseudoOrders, minPseudoClicks, maxPseudoClicks } = PLANNING_CONSTANTS;
  if (!(priorRate > 0)) return maxPseudoClicks;
  return Math.min(maxPseudoClicks, Math.max(minPseudoClicks, Math.ceil(pseudoOrders / priorRate)));
}

/** Smoothed CVR with the pseudo-clicks derived from the prior (the usual call). */
export function estimateConversionRate(orders: number, clicks: number, priorRate: Ratio): Ratio {
  return smoothedConversionRate({ orders, clicks, priorRate, pseudoClicks: pseudoClicksFor(priorRate) });
}

/** The prior CVR of a target kind: organic CVR x the kind's conversion factor. */
export function priorConversionRate(organicConversionRate: Ratio, kind: TargetKind): Ratio {
  return organicConversionRate * PLANNING_CONSTANTS.conversionFactor[kind];
}

/** The target kind of a product-targeting expression (`asin="…"`, `close-match`, `category="…"` …). */
export function targetKindOfExpression(expression: string): TargetKind {
  const text = expression.trim().toLowerCase();
  if (text === 'close-match' || text === 'loose-match' || text === 'substitutes' || text === 'complements') {
    return text;
  }
  if (text.startsWith('asin-expanded=')) return 'asinExpanded';
  if (text.startsWith('asin=')) return 'asin';
  if (text.startsWith('category=')) return 'category';
  if (text.startsWith('keyword-group=')) return 'keywordGroup';
  return 'other';
}
