// Empirical-Bayes beta-binomial pooling of conversion rates up the pooling tree (docs/algorithms.md Part D1).
// Each level L has one concentration κ_L: a node's rate is Beta(κ_L·m, κ_L·(1 − m)) around its parent's
// rate m. κ_L is fitted by the method of moments on the level's nodes (blended with a documented default
// where the account has few), top level first. A node's prior never contains its own data (leave-one-out).
import { pseudoClicksFor } from '../shared/conversion-estimate';
import { FORECAST_CONSTANTS, type PoolingLevel } from './forecast-constants';
import type { PoolNode, PoolingTree } from './pooling-tree';

/** Counts removed from every ancestor when a node's prior is computed (its own data). */
interface Excluded {
  orders: number;
  clicks: number;
}

/** A rate belief as a mean and a variance (of the rate itself, parameter uncertainty only). */
export interface RateBelief {
  mean: number;
  variance: number;
}

/** The fitted model: the account prior and each level's concentration κ (pseudo-clicks). */
export interface RatePoolingModel {
  accountPrior: { mean: number; pseudoClicks: number };
  concentration: Record<PoolingLevel, number>;
  /** Intra-class correlation ρ = 1 / (κ + 1) per level, and how many nodes measured it. */
  dispersion: Record<PoolingLevel, { rho: number; measuredUnits: number }>;
}

const LEVELS: readonly PoolingLevel[] = ['product', 'campaign', 'adGroup', 'target'];

const clampRate = (rate: number) => Math.min(0.999, Math.max(1e-4, rate));

/** The belief about a node's rate from its data minus `excluded`, under its parent's belief. */
function nodeBelief(model: RatePoolingModel, node: PoolNode, excluded: Excluded): RateBelief {
  const n = Math.max(0, node.effectiveClicks - excluded.clicks);
  const y = Math.min(n, Math.max(0, node.orders - excluded.orders));
  if (!node.parent || node.level === 'account') {
    const { mean, pseudoClicks } = model.accountPrior;
    const m = clampRate((mean * pseudoClicks + y) / (pseudoClicks + n));
    return { mean: m, variance: (m * (1 - m)) / (pseudoClicks + n + 1) };
  }
  const prior = childPrior(model, node.parent, node.level as PoolingLevel, excluded);
  const kappa = prior.pseudoClicks;
  const m = clampRate((kappa * prior.mean + y) / (kappa + n));
  return { mean: m, variance: (m * (1 - m)) / (kappa + n + 1) };
}

/**
 * The prior of a child at `level` under `parent` (its data `excluded` from the parent's), as a Beta mean and
 * pseudo-clicks: the parent's uncertainty is added to the level's spread (moment matching), so a thin
 * parent gives a weak prior.
 */
export function childPrior(
  model: RatePoolingModel,
  parent: PoolNode,
  level: PoolingLevel,
  excluded: Excluded = { orders: 0, clicks: 0 },
): { mean: number; pseudoClicks: number; variance: number } {
  const belief = nodeBelief(model, parent, excluded);
  const m = belief.mean;
  const spread = (m * (1 - m)) / (model.concentration[level] + 1);
  const variance = spread + belief.variance;
  const pseudoClicks = Math.max(0.5, (m * (1 - m)) / variance - 1);
  return { mean: m, pseudoClicks, variance };
}

/** The posterior Beta(α, β) of a node's own rate (its data on the prior its parent gives without it). */
export function posteriorOf(model: RatePoolingModel, node: PoolNode): { alpha: number; beta: number } {
  const n = node.effectiveClicks;
  const y = Math.min(n, node.orders);
  if (!node.parent) {
    const { mean, pseudoClicks } = model.accountPrior;
    return { alpha: mean * pseudoClicks + y, beta: (1 - mean) * pseudoClicks + n - y };
  }
  const prior = childPrior(model, node.parent, node.level as PoolingLevel, { orders: y, clicks: n });
  return { alpha: prior.mean * prior.pseudoClicks + y, beta: (1 - prior.mean) * prior.pseudoClicks + n - y };
}

function nodesAt(tree: PoolingTree, level: PoolingLevel): PoolNode[] {
  return [...tree.nodes.values()].filter((node) => node.level === level);
}

/**
 * Method-of-moments ρ of a level: E[n(p̂ − m)²] = m(1 − m)(1 + (n − 1)ρ), summed over the level's nodes with
 * at least two effective clicks, m the parent's leave-one-out mean; blended with the default by unit count.
 */
function fitDispersion(
  model: RatePoolingModel,
  tree: PoolingTree,
  level: PoolingLevel,
): { rho: number; measuredUnits: number } {
  const c = FORECAST_CONSTANTS;
  let numerator = 0;
  let denominator = 0;
  let units = 0;
  for (const node of nodesAt(tree, level)) {
    const n = node.effectiveClicks;
    if (n < 2 || !node.parent) continue;
    const y = Math.min(n, node.orders);
    const m = nodeBelief(model, node.parent, { orders: y, clicks: n }).mean;
    const p = y / n;
    numerator += n * (p - m) ** 2 - m * (1 - m);
    denominator += m * (1 - m) * (n - 1);
    units += 1;
  }
  const fallback = c.defaultDispersion[level];
  if (units === 0 || denominator <= 0) return { rho: fallback, measuredUnits: 0 };
  const measured = Math.min(
    c.dispersionBounds.max,
    Math.max(c.dispersionBounds.min, numerator / denominator),
  );
  const u0 = c.dispersionPriorUnits;
  return { rho: (units * measured + u0 * fallback) / (units + u0), measuredUnits: units };
}

/**
 * Fits the rate pooling model on the tree: the account prior (`priorRate`, e.g. the seller's organic rate
 * × the click-weighted kind factor, with Part A §1's pseudo-clicks 2 / prior), then each level's κ, top first.
 */
export function fitRatePooling(tree: PoolingTree, priorRate: number | undefined): RatePoolingModel {
  const mean = clampRate(priorRate ?? FORECAST_CONSTANTS.fallbackConversionRate);
  const c = FORECAST_CONSTANTS.defaultDispersion;
  const toKappa = (rho: number) => 1 / rho - 1;
  const model: RatePoolingModel = {
    accountPrior: { mean, pseudoClicks: pseudoClicksFor(mean) },
    concentration: {
      product: toKappa(c.product),
      campaign: toKappa(c.campaign),
      adGroup: toKappa(c.adGroup),
      target: toKappa(c.target),
    },
    dispersion: {
      product: { rho: c.product, measuredUnits: 0 },
      campaign: { rho: c.campaign, measuredUnits: 0 },
      adGroup: { rho: c.adGroup, measuredUnits: 0 },
      target: { rho: c.target, measuredUnits: 0 },
    },
  };
  for (const level of LEVELS) {
    const fitted = fitDispersion(model, tree, level);
    model.dispersion[level] = fitted;
    model.concentration[level] = toKappa(fitted.rho);
  }
  return model;
}
