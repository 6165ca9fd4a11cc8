// Every Sponsored Products target's conversion rate, cost per click and cost per sale, pooled up the account's
// hierarchy (docs/algorithms.md Part D1) after the attribution-lag correction (Part D2), each with its 80 %
// interval. A target with 3 clicks borrows its group's rate; one with 300 clicks is judged by its own.
import { daysBetween, marketplaceToday, type Marketplace } from '@adplan/contracts';
import type { AccountModel, SpCampaign } from '../../model/account';
import type { TargetingReportRow } from '../../model/reports';
import type { Ratio } from '../../model/units';
import { priorConversionRate } from '../shared/conversion-estimate';
import type { DataWindow } from '../shared/data-window';
import type { CampaignTarget } from '../optimisation/campaign-targets';
import {
  isTooFresh,
  lagOfDailyClicks,
  lagOfWindow,
  type DailyClicks,
  type LagCorrection,
} from './attribution-lag';
import { childLogPrior, fitCpcPooling, logRatioPosterior, type CpcPoolingModel } from './cpc-pooling';
import { betaQuantile, digamma, normalQuantile, trigamma } from './forecast-math';
import { FORECAST_CONSTANTS, type PoolingLevel } from './forecast-constants';
import { buildPoolingTree, poolKey, type PoolNode, type PoolingTree } from './pooling-tree';
import { childPrior, fitRatePooling, posteriorOf, type RatePoolingModel } from './rate-pooling';

/** An expected value with its 80 % interval. */
export interface Interval {
  expected: number;
  low: number;
  high: number;
}

/** The pooled estimate of one target. */
export interface TargetEstimate {
  target: CampaignTarget;
  campaignId: string;
  /** Window counts as exported, and the clicks whose orders are reported (lag-corrected). */
  clicks: number;
  orders: number;
  spend: number;
  effectiveClicks: number;
  /** Posterior Beta(α, β) of the conversion rate and its mean with the 80 % interval. */
  conversionRate: Interval & { alpha: number; beta: number };
  /** Cost per click: the bid × e^x, x ~ N(mean, variance) the pooled ln(CPC / bid). */
  costPerClick: Interval & { bid: number; logRatioMean: number; logRatioVariance: number };
  /** Cost per sale = CPC / CVR (ln-normal interval of the two beliefs together). */
  costPerSale: Interval;
  /** Weight of the target's own clicks in its rate: n / (n + prior pseudo-clicks), 0 – 1. */
  ownDataWeight: Ratio;
  /** Share of the target's clicks on days whose orders are still mostly missing, and the flag. */
  freshShare: Ratio;
  tooFresh: boolean;
}

/** Options of {@link estimatePooledTargets}. */
export interface PooledEstimateOptions {
  marketplace?: Marketplace;
  /** The export's window (bulk file name); without daily rows its days are assumed evenly spread. */
  dataWindow?: DataWindow;
  /** Daily targeting-report rows (console report with a Date column): the lag is corrected day by day. */
  dailyTargeting?: readonly TargetingReportRow[];
  /** The day the data was downloaded (ISO); default derived from the window, else from `now`. */
  reportDay?: string;
  now?: Date;
  /** The seller's organic conversion rate (ratio): the account prior is it × the kinds' factors. */
  organicConversionRate?: Ratio;
  /**
   * A fit kept from the whole account (forecast-basis.ts): `account` is then an excerpt, the models are not
   * fitted again and the sums of what the excerpt left out are added back to its ancestors.
   */
  pinned?: PinnedPooling;
}

/** The sums of a pooling node that an account excerpt leaves out (its other campaigns' targets). */
export type NodeSums = Pick<
  PoolNode,
  'clicks' | 'effectiveClicks' | 'orders' | 'spend' | 'bidClicks' | 'bidSpend'
>;

/** The fitted models of a whole account and, per ancestor node key, the sums an excerpt of it leaves out. */
export interface PinnedPooling {
  rates: RatePoolingModel;
  cpc: CpcPoolingModel;
  outside: Record<string, NodeSums>;
}

const SUM_KEYS = ['clicks', 'effectiveClicks', 'orders', 'spend', 'bidClicks', 'bidSpend'] as const;

/** What `excerpt` lacks of `whole` at the account and product nodes (the only ancestors a campaign has). */
export function outsideSums(whole: PoolingTree, excerpt: PoolingTree): Record<string, NodeSums> {
  const outside: Record<string, NodeSums> = {};
  for (const node of excerpt.nodes.values()) {
    if (node.level !== 'account' && node.level !== 'product') continue;
    const full = whole.nodes.get(node.key);
    if (!full) continue;
    const sums = {} as NodeSums;
    for (const key of SUM_KEYS) sums[key] = full[key] - node[key];
    outside[node.key] = sums;
  }
  return outside;
}

/** The pooled estimates of an account: per target, plus the fitted models and priors for new targets. */
export interface PooledEstimates {
  /** By target ID; each estimate is computed on first read (see {@link LazyTargetEstimates}). */
  targets: ReadonlyMap<string, TargetEstimate>;
  rates: RatePoolingModel;
  cpc: CpcPoolingModel;
  tree: PoolingTree;
  /** The prior of a new target under an existing node (ad group, campaign or product key), or the account. */
  newTargetPrior(nodeKey: string | undefined): {
    rate: NewTargetRate;
    logRatio: { mean: number; variance: number };
  };
}

/** The rate belief of a target that has no data yet. */
export interface NewTargetRate {
  mean: number;
  pseudoClicks: number;
}

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoOf = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/**
 * The day the export was taken: given, else the window's end + 4 − its incomplete days (data-window.ts
 * counts the days within 3 of the download), else today in the marketplace, else the window's end + 7.
 */
export function reportDayOf(options: PooledEstimateOptions): string | undefined {
  if (options.reportDay) return options.reportDay;
  const window = options.dataWindow;
  if (window && window.incompleteDays > 0) return addDays(window.end, 4 - window.incompleteDays);
  if (options.now && options.marketplace) {
    const today = isoOf(marketplaceToday(options.marketplace, options.now));
    if (!window || daysBetween(window.end, today) >= 0) return today;
  }
  return window ? addDays(window.end, 7) : undefined;
}

const lower = (text: string | undefined) => (text ?? '').trim().toLowerCase();
const dailyKey = (campaign: string, group: string, targeting: string) =>
  `${lower(campaign)}|${lower(group)}|${lower(targeting)}`;

/** The lag correction of each target: day by day from daily rows, else the window spread evenly, else none. */
function lagSource(options: PooledEstimateOptions) {
  const reportDay = reportDayOf(options);
  const daily = new Map<string, DailyClicks[]>();
  for (const row of options.dailyTargeting ?? []) {
    if (!row.date) continue;
    const key = dailyKey(row.campaignName, row.adGroupName, row.targeting);
    const days = daily.get(key) ?? [];
    days.push({ date: row.date, clicks: row.metrics.clicks });
    daily.set(key, days);
  }
  const windowShare =
    options.dataWindow && reportDay ? lagOfWindow(options.dataWindow, reportDay) : undefined;
  return (target: CampaignTarget, campaign: SpCampaign): LagCorrection | undefined => {
    const clicks = target.metrics.clicks;
    const days = daily.get(dailyKey(campaign.name, target.group.name, target.text));
    if (days && reportDay) {
      const byDay = lagOfDailyClicks(days, reportDay);
      const dailyClicks = days.reduce((sum, d) => sum + d.clicks, 0);
      // Daily rows may cover part of the window only: scale their completeness onto the target's clicks.
      const share = dailyClicks > 0 ? byDay.effectiveClicks / dailyClicks : 1;
      return { effectiveClicks: clicks * share, freshShare: byDay.freshShare };
    }
    if (windowShare)
      return { effectiveClicks: clicks * windowShare.effectiveClicks, freshShare: windowShare.freshShare };
    return undefined;
  };
}

const Z = () => normalQuantile(0.5 + FORECAST_CONSTANTS.intervalCoverage / 2);

/** The 80 % interval of e^(μ + N(0, v)), its expected value e^(μ + v/2). */
export function logNormalInterval(mean: number, variance: number): Interval {
  const sd = Math.sqrt(Math.max(0, variance));
  return {
    expected: Math.exp(mean + variance / 2),
    low: Math.exp(mean - Z() * sd),
    high: Math.exp(mean + Z() * sd),
  };
}

/** The click-weighted prior of the account's targets (organic × kind factor), or undefined without a rate. */
function accountPriorRate(tree: PoolingTree, organic: Ratio | undefined): Ratio | undefined {
  if (organic === undefined) return undefined;
  let clicks = 0;
  let weighted = 0;
  let count = 0;
  let plain = 0;
  for (const node of tree.nodes.values()) {
    if (!node.target) continue;
    const prior = priorConversionRate(organic, node.target.kind);
    clicks += node.clicks;
    weighted += node.clicks * prior;
    count += 1;
    plain += prior;
  }
  if (clicks > 0) return weighted / clicks;
  return count > 0 ? plain / count : organic;
}

/** The bid a target's CPC is measured against: its own (or its ad group's default), else its parent's average. */
function referenceBid(node: PoolNode): number {
  if (node.target?.bid !== undefined && node.target.bid > 0) return node.target.bid;
  for (let up = node.parent; up; up = up.parent)
    if (up.bidClicks > 0 && up.clicks > 0) return up.bidClicks / up.clicks;
  return 1;
}

/**
 * The rate's interval with its bounds computed on first read: a large account has tens of thousands of
 * targets and a plan reads a few dozen, and each Beta quantile is a 60-step bisection (the 10 MB bench sheet
 * spent most of its forecast here). The bounds are own enumerable properties, so a spread copies them.
 */
function lazyRateInterval(
  expected: number,
  alpha: number,
  beta: number,
  q: number,
): TargetEstimate['conversionRate'] {
  const interval = { expected, alpha, beta } as TargetEstimate['conversionRate'];
  const bound = (key: 'low' | 'high', p: number) =>
    Object.defineProperty(interval, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = betaQuantile(p, alpha, beta);
        Object.defineProperty(interval, key, { value, enumerable: true, writable: true });
        return value;
      },
    });
  bound('low', q);
  bound('high', 1 - q);
  return interval;
}

function estimateOf(
  rates: RatePoolingModel,
  cpc: CpcPoolingModel,
  node: PoolNode,
  lag: LagCorrection | undefined,
  campaignId: string,
): TargetEstimate {
  const target = node.target as CampaignTarget;
  const { alpha, beta } = posteriorOf(rates, node);
  const q = (1 - FORECAST_CONSTANTS.intervalCoverage) / 2;
  const x = logRatioPosterior(cpc, node);
  const bid = referenceBid(node);
  const perClick = logNormalInterval(Math.log(bid) + x.mean, x.variance);
  const logRate = {
    mean: digamma(alpha) - digamma(alpha + beta),
    variance: trigamma(alpha) - trigamma(alpha + beta),
  };
  const perSale = logNormalInterval(Math.log(bid) + x.mean - logRate.mean, x.variance + logRate.variance);
  const rate = alpha / (alpha + beta);
  const priorClicks = alpha + beta - node.effectiveClicks;
  return {
    target,
    campaignId,
    clicks: node.clicks,
    orders: target.metrics.orders,
    spend: node.spend,
    effectiveClicks: node.effectiveClicks,
    conversionRate: lazyRateInterval(rate, alpha, beta, q),
    costPerClick: { ...perClick, bid, logRatioMean: x.mean, logRatioVariance: x.variance },
    costPerSale: { ...perSale, expected: perClick.expected / rate },
    ownDataWeight: node.effectiveClicks / Math.max(1e-9, node.effectiveClicks + priorClicks),
    freshShare: lag?.freshShare ?? 0,
    tooFresh: lag ? isTooFresh(lag) : false,
  };
}

/**
 * The estimates of an account's targets, each made on first read and kept: a plan reads a few dozen of an
 * account's tens of thousands of targets (the 10 MB bench sheet has 34 000), and the fit above needs only the
 * tree's sums. Iteration follows the tree's order, so the forecast is the same whichever is read first.
 */
class LazyTargetEstimates implements ReadonlyMap<string, TargetEstimate> {
  private readonly made = new Map<string, TargetEstimate>();
  private readonly leaves: Map<string, PoolNode>;

  constructor(
    tree: PoolingTree,
    private readonly make: (node: PoolNode) => TargetEstimate,
  ) {
    this.leaves = new Map();
    for (const node of tree.nodes.values()) if (node.target) this.leaves.set(node.target.id, node);
  }

  get size(): number {
    return this.leaves.size;
  }

  get(id: string): TargetEstimate | undefined {
    const found = this.made.get(id);
    if (found) return found;
    const node = this.leaves.get(id);
    if (!node) return undefined;
    const estimate = this.make(node);
    this.made.set(id, estimate);
    return estimate;
  }

  has(id: string): boolean {
    return this.leaves.has(id);
  }

  *keys(): MapIterator<string> {
    yield* this.leaves.keys();
  }

  *values(): MapIterator<TargetEstimate> {
    for (const id of this.leaves.keys()) yield this.get(id) as TargetEstimate;
  }

  *entries(): MapIterator<[string, TargetEstimate]> {
    for (const id of this.leaves.keys()) yield [id, this.get(id) as TargetEstimate];
  }

  [Symbol.iterator](): MapIterator<[string, TargetEstimate]> {
    return this.entries();
  }

  forEach(
    callback: (value: TargetEstimate, key: string, map: ReadonlyMap<string, TargetEstimate>) => void,
  ): void {
    for (const [id, estimate] of this.entries()) callback(estimate, id, this);
  }
}

/**
 * Pools every SP target of the account (docs/algorithms.md Part D1, D2): fits the rate and CPC models on the
 * account's hierarchy and returns each target's estimate with its 80 % intervals. Never throws on an empty
 * account: the models fall back to their documented priors.
 */
export function estimatePooledTargets(
  account: AccountModel,
  options: PooledEstimateOptions = {},
): PooledEstimates {
  const lagOf = lagSource(options);
  const lags = new Map<string, LagCorrection | undefined>();
  const campaignOf = new Map<string, string>();
  const tree = buildPoolingTree(account, (target, campaign) => {
    const lag = lagOf(target, campaign);
    lags.set(target.id, lag);
    campaignOf.set(target.id, campaign.id);
    return lag;
  });
  const pinned = options.pinned;
  if (pinned)
    for (const [key, sums] of Object.entries(pinned.outside)) {
      const node = tree.nodes.get(key);
      if (node) for (const sum of SUM_KEYS) node[sum] += sums[sum];
    }
  const rates = pinned?.rates ?? fitRatePooling(tree, accountPriorRate(tree, options.organicConversionRate));
  const cpc = pinned?.cpc ?? fitCpcPooling(tree);
  const targets = new LazyTargetEstimates(tree, (node) => {
    const id = (node.target as CampaignTarget).id;
    return estimateOf(rates, cpc, node, lags.get(id), campaignOf.get(id) ?? '');
  });
  return {
    targets,
    rates,
    cpc,
    tree,
    newTargetPrior(nodeKey) {
      const parent = (nodeKey ? tree.nodes.get(nodeKey) : undefined) ?? tree.root;
      // Under a campaign or a product the new target crosses the levels between: each adds its spread.
      const levels = LEVELS.slice(LEVELS.indexOf(nextLevel(parent.level)));
      const first = levels[0] ?? 'target';
      const prior = childPrior(rates, parent, first);
      const m = prior.mean;
      const rateVariance = levels
        .slice(1)
        .reduce((sum, level) => sum + (m * (1 - m)) / (rates.concentration[level] + 1), prior.variance);
      const logRatio = childLogPrior(cpc, parent, first);
      const logVariance = levels
        .slice(1)
        .reduce((sum, level) => sum + cpc.levelVariance[level], logRatio.variance);
      return {
        rate: { mean: m, pseudoClicks: Math.max(0.5, (m * (1 - m)) / rateVariance - 1) },
        logRatio: { mean: logRatio.mean, variance: logVariance },
      };
    },
  };
}

const LEVELS: readonly PoolingLevel[] = ['product', 'campaign', 'adGroup', 'target'];

/** The level of a child of a node at `level` (a target's "child" is a target: new targets sit beside it). */
function nextLevel(level: PoolNode['level']): PoolingLevel {
  if (level === 'account') return 'product';
  if (level === 'product') return 'campaign';
  if (level === 'campaign') return 'adGroup';
  return 'target';
}

export { poolKey };
