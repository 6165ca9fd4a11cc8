// The account's hierarchy as the forecast pools it: account → product → campaign → ad group → target, each
// node with the sums of its targets (clicks, lag-corrected clicks, orders, spend, clicks × bid). A campaign
// sits under the product its busiest ad group advertises; every Sponsored Products keyword and product
// target of the account is a leaf, whatever its state (paused targets still tell how the group converts).
import type { AccountModel, SpAdGroup, SpCampaign } from '../../model/account';
import { campaignTargets, type CampaignTarget } from '../optimisation/campaign-targets';
import type { LagCorrection } from './attribution-lag';
import type { PoolingLevel } from './forecast-constants';

/** A node of the pooling tree with the sums of the targets under it. */
export interface PoolNode {
  key: string;
  level: PoolingLevel | 'account';
  parent?: PoolNode;
  children: PoolNode[];
  clicks: number;
  /** Clicks whose orders are reported (attribution lag, attribution-lag.ts). */
  effectiveClicks: number;
  orders: number;
  spend: number;
  /** Σ clicks × the bid they were bought at, over targets with a bid (the denominator of CPC / bid). */
  bidClicks: number;
  /** Σ spend over the same targets (the numerator of CPC / bid). */
  bidSpend: number;
  /** The target this leaf stands for. */
  target?: CampaignTarget;
}

/** The pooling tree and its nodes by key (`target:<id>`, `adGroup:<id>`, `campaign:<id>`, `product:<asin>`). */
export interface PoolingTree {
  root: PoolNode;
  nodes: Map<string, PoolNode>;
}

/** Node keys of the entities, so callers never spell them. */
export const poolKey = {
  target: (id: string) => `target:${id}`,
  adGroup: (id: string) => `adGroup:${id}`,
  campaign: (id: string) => `campaign:${id}`,
  product: (asinOrSku: string) => `product:${asinOrSku.toUpperCase()}`,
};

const emptyNode = (key: string, level: PoolNode['level'], parent?: PoolNode): PoolNode => ({
  key,
  level,
  ...(parent ? { parent } : {}),
  children: [],
  clicks: 0,
  effectiveClicks: 0,
  orders: 0,
  spend: 0,
  bidClicks: 0,
  bidSpend: 0,
});

/** The product an ad group advertises: its first product ad's ASIN, else its SKU, else `unknown`. */
export function productOfGroup(group: SpAdGroup): string {
  const ad = group.productAds.find((a) => a.state === 'enabled') ?? group.productAds[0];
  return (ad?.asin ?? ad?.sku ?? 'unknown').toUpperCase();
}

/** The product a campaign is pooled under: that of its ad group with most clicks (the first on ties). */
export function productOfCampaign(campaign: SpCampaign): string {
  const busiest = [...campaign.adGroups].sort((a, b) => b.metrics.clicks - a.metrics.clicks)[0];
  return busiest ? productOfGroup(busiest) : 'unknown';
}

function child(tree: PoolingTree, key: string, level: PoolNode['level'], parent: PoolNode): PoolNode {
  const found = tree.nodes.get(key);
  if (found) return found;
  const node = emptyNode(key, level, parent);
  parent.children.push(node);
  tree.nodes.set(key, node);
  return node;
}

function addUp(leaf: PoolNode): void {
  for (let node = leaf.parent; node; node = node.parent) {
    node.clicks += leaf.clicks;
    node.effectiveClicks += leaf.effectiveClicks;
    node.orders += leaf.orders;
    node.spend += leaf.spend;
    node.bidClicks += leaf.bidClicks;
    node.bidSpend += leaf.bidSpend;
  }
}

/**
 * Builds the pooling tree of the account's Sponsored Products targets; `lagOf` gives each target's lag
 * correction (effective clicks per click and the share of fresh clicks), 1 and 0 when it returns undefined.
 */
export function buildPoolingTree(
  account: AccountModel,
  lagOf: (target: CampaignTarget, campaign: SpCampaign) => LagCorrection | undefined,
): PoolingTree {
  const root = emptyNode('account', 'account');
  const tree: PoolingTree = { root, nodes: new Map([[root.key, root]]) };
  for (const campaign of account.sponsoredProducts.campaigns) {
    const product = child(tree, poolKey.product(productOfCampaign(campaign)), 'product', root);
    const campaignNode = child(tree, poolKey.campaign(campaign.id), 'campaign', product);
    for (const group of campaign.adGroups) child(tree, poolKey.adGroup(group.id), 'adGroup', campaignNode);
    for (const target of campaignTargets(campaign)) {
      const groupNode = child(tree, poolKey.adGroup(target.group.id), 'adGroup', campaignNode);
      const leaf = child(tree, poolKey.target(target.id), 'target', groupNode);
      const { clicks, orders, spend } = target.metrics;
      const lag = lagOf(target, campaign);
      leaf.target = target;
      leaf.clicks = clicks;
      leaf.effectiveClicks = lag ? lag.effectiveClicks : clicks;
      // Several orders from one click happen in Amazon data; the rate model counts at most one per click.
      leaf.orders = Math.min(orders, leaf.effectiveClicks);
      leaf.spend = spend;
      if (target.bid !== undefined && target.bid > 0 && clicks > 0) {
        leaf.bidClicks = clicks * target.bid;
        leaf.bidSpend = spend;
      }
      addUp(leaf);
    }
  }
  return tree;
}
