// Shrinkage of cost per click up the pooling tree (docs/algorithms.md Part D1). What pools across targets is
// not the CPC itself (bids differ) but x = ln(CPC / bid): a node's x is normal around its parent's with a
// level spread τ_L, each click measures it with the per-click spread σ, so a node with n clicks has
// x̄ ~ N(x, σ² / n). τ_L is measured by the method of moments where the level has nodes, blended with a default.
import { FORECAST_CONSTANTS, type PoolingLevel } from './forecast-constants';
import type { PoolNode, PoolingTree } from './pooling-tree';

/** A normal belief about ln(CPC / bid). */
export interface LogRatioBelief {
  mean: number;
  variance: number;
}

/** The fitted CPC model: the account's prior belief and each level's spread τ² (ln scale). */
export interface CpcPoolingModel {
  accountPrior: LogRatioBelief;
  levelVariance: Record<PoolingLevel, number>;
  measuredUnits: Record<PoolingLevel, number>;
}

interface Excluded {
  clicks: number;
  bidClicks: number;
  bidSpend: number;
}

const NONE: Excluded = { clicks: 0, bidClicks: 0, bidSpend: 0 };
const LEVELS: readonly PoolingLevel[] = ['product', 'campaign', 'adGroup', 'target'];

/** The node's measured ln(CPC / bid) and its click count, without `excluded`; undefined without priced clicks. */
function measured(node: PoolNode, excluded: Excluded): { x: number; clicks: number } | undefined {
  const bidClicks = node.bidClicks - excluded.bidClicks;
  const spend = node.bidSpend - excluded.bidSpend;
  const clicks = node.clicks - excluded.clicks;
  if (bidClicks <= 1e-9 || spend <= 1e-9 || clicks < 1) return undefined;
  return { x: Math.log(spend / bidClicks), clicks };
}

/** Precision-weighted update of a normal prior with a measurement of variance σ² / clicks. */
function update(prior: LogRatioBelief, data: { x: number; clicks: number } | undefined): LogRatioBelief {
  if (!data) return prior;
  const measurementVariance = FORECAST_CONSTANTS.cpcPerClickLogSd ** 2 / data.clicks;
  const precision = 1 / prior.variance + 1 / measurementVariance;
  return {
    mean: (prior.mean / prior.variance + data.x / measurementVariance) / precision,
    variance: 1 / precision,
  };
}

/** The belief about a node's own x from its data minus `excluded`, under its parent's belief. */
function nodeBelief(model: CpcPoolingModel, node: PoolNode, excluded: Excluded): LogRatioBelief {
  if (!node.parent) return update(model.accountPrior, measured(node, excluded));
  return update(
    childLogPrior(model, node.parent, node.level as PoolingLevel, excluded),
    measured(node, excluded),
  );
}

/** The prior of a child's x at `level` under `parent` (the child's data `excluded`): parent belief + τ_L². */
export function childLogPrior(
  model: CpcPoolingModel,
  parent: PoolNode,
  level: PoolingLevel,
  excluded: Excluded = NONE,
): LogRatioBelief {
  const belief = nodeBelief(model, parent, excluded);
  return { mean: belief.mean, variance: belief.variance + model.levelVariance[level] };
}

/** The posterior of a node's own x: its own clicks on the prior its parent gives without them. */
export function logRatioPosterior(model: CpcPoolingModel, node: PoolNode): LogRatioBelief {
  const own: Excluded = { clicks: node.clicks, bidClicks: node.bidClicks, bidSpend: node.bidSpend };
  if (!node.parent) return update(model.accountPrior, measured(node, NONE));
  return update(childLogPrior(model, node.parent, node.level as PoolingLevel, own), measured(node, NONE));
}

/** τ_L² by moments: E[(x̄ − m)²] = τ² + σ²/n + Var(m), over the level's priced nodes; blended with the default. */
function fitLevel(model: CpcPoolingModel, tree: PoolingTree, level: PoolingLevel): void {
  const c = FORECAST_CONSTANTS;
  let sum = 0;
  let units = 0;
  for (const node of tree.nodes.values()) {
    if (node.level !== level || !node.parent) continue;
    const data = measured(node, NONE);
    if (!data) continue;
    const own = { clicks: node.clicks, bidClicks: node.bidClicks, bidSpend: node.bidSpend };
    const parent = nodeBelief(model, node.parent, own);
    sum += (data.x - parent.mean) ** 2 - c.cpcPerClickLogSd ** 2 / data.clicks - parent.variance;
    units += 1;
  }
  const fallback = c.cpcDefaultLogSd[level] ** 2;
  const u0 = c.dispersionPriorUnits;
  const measuredVariance = units > 0 ? Math.max(0.01 ** 2, sum / units) : fallback;
  model.levelVariance[level] = (units * measuredVariance + u0 * fallback) / (units + u0);
  model.measuredUnits[level] = units;
}

/** Fits the CPC model on the tree, top level first; the account prior is ln(fallbackCpcToBidRatio) ± 0.5. */
export function fitCpcPooling(tree: PoolingTree): CpcPoolingModel {
  const c = FORECAST_CONSTANTS;
  const model: CpcPoolingModel = {
    accountPrior: { mean: Math.log(c.fallbackCpcToBidRatio), variance: 0.5 ** 2 },
    levelVariance: {
      product: c.cpcDefaultLogSd.product ** 2,
      campaign: c.cpcDefaultLogSd.campaign ** 2,
      adGroup: c.cpcDefaultLogSd.adGroup ** 2,
      target: c.cpcDefaultLogSd.target ** 2,
    },
    measuredUnits: { product: 0, campaign: 0, adGroup: 0, target: 0 },
  };
  for (const level of LEVELS) fitLevel(model, tree, level);
  return model;
}
