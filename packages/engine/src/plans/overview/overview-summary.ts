// The account overview (issue 23): totals, the campaigns, targets and placements by spend, the daily
// trend, the worst wasters and the best converters, each target with the plan tool that acts on it.
// Pure: the same input gives the same overview; docs/algorithms.md "Account overview" states the rules.
import { marketplaceInfo, roundMoney, type Marketplace } from '@adplan/contracts';
import { OVERVIEW_CONSTANTS as C } from './overview-constants';
import type {
  AccountOverview,
  OverviewCounts,
  OverviewFigures,
  OverviewInput,
  OverviewTarget,
  OverviewTargetInput,
  OverviewTool,
  OverviewWaster,
} from './overview-model';

/** Counts that are all zero. */
export const zeroCounts = (): OverviewCounts => ({
  impressions: 0,
  clicks: 0,
  spend: 0,
  sales: 0,
  orders: 0,
});

/** The sum of two counts. */
export function addCounts(a: OverviewCounts, b: OverviewCounts): OverviewCounts {
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    spend: a.spend + b.spend,
    sales: a.sales + b.sales,
    orders: a.orders + b.orders,
  };
}

/** The counts with money rounded to the marketplace precision and ACOS and CPC derived from the sums. */
export function figuresOf(marketplace: Marketplace, counts: OverviewCounts): OverviewFigures {
  const figures: OverviewFigures = {
    impressions: counts.impressions,
    clicks: counts.clicks,
    spend: roundMoney(marketplace, counts.spend),
    sales: roundMoney(marketplace, counts.sales),
    orders: counts.orders,
  };
  if (counts.sales > 0) figures.acos = counts.spend / counts.sales;
  if (counts.clicks > 0) figures.costPerClick = roundMoney(marketplace, counts.spend / counts.clicks);
  return figures;
}

/** The tool a seller opens to act on a target: SB targets the SB video tool, SP ones by how they match. */
export function toolOf(target: Pick<OverviewTargetInput, 'adProduct' | 'kind'>): OverviewTool {
  if (target.adProduct === 'SB') return 'sbv-optimisation';
  if (target.kind === 'auto') return 'auto-optimisation';
  return target.kind === 'product' ? 'asin-optimisation' : 'keyword-optimisation';
}

const bySpend = <T extends { counts: OverviewCounts }>(a: T, b: T): number => b.counts.spend - a.counts.spend;

/** One line per key, counts summed (a report may repeat a target on several dates). */
function mergeBy<T extends { counts: OverviewCounts }>(items: readonly T[], key: (item: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    const kept = merged.get(k);
    merged.set(k, kept ? { ...kept, counts: addCounts(kept.counts, item.counts) } : item);
  }
  return [...merged.values()];
}

interface Yardstick {
  referenceCostPerSale?: number;
  /** Clicks one order takes in this account (1 / account CVR), when there are orders. */
  clicksPerOrder?: number;
}

/** Why a target is a waster, or undefined when it is not one (docs/algorithms.md, account overview). */
export function wasteReason(
  counts: OverviewCounts,
  yardstick: Yardstick,
): OverviewWaster['reason'] | undefined {
  const reference = yardstick.referenceCostPerSale;
  if (counts.orders === 0) {
    if (reference === undefined) return counts.clicks >= C.noReferenceMinClicks ? 'no-orders' : undefined;
    const minClicks = Math.max(C.noOrderMinClicks, Math.ceil(yardstick.clicksPerOrder ?? 0));
    return counts.spend >= C.noOrderSpendMultiple * reference && counts.clicks >= minClicks
      ? 'no-orders'
      : undefined;
  }
  if (reference === undefined || counts.clicks < C.poorReturnMinClicks) return undefined;
  return counts.spend / counts.orders >= C.poorReturnCpsMultiple * reference ? 'poor-return' : undefined;
}

/** Whether a target converts at least as cheaply as the account with enough orders to tell. */
export function isConverter(counts: OverviewCounts, referenceCostPerSale: number | undefined): boolean {
  if (counts.orders < C.converterMinOrders) return false;
  return referenceCostPerSale === undefined || counts.spend / counts.orders <= referenceCostPerSale;
}

/** Summarises account data into the overview; an input without campaigns gives zero totals and empty lists. */
export function summariseAccountOverview(input: OverviewInput): AccountOverview {
  const { marketplace } = input;
  const campaigns = mergeBy(input.campaigns, (c) => `${c.adProduct}\u0000${c.campaignId ?? c.name}`).sort(
    bySpend,
  );
  const totalCounts = campaigns.reduce((sum, c) => addCounts(sum, c.counts), zeroCounts());
  const yardstick: Yardstick = {};
  if (totalCounts.orders >= C.referenceMinOrders) {
    yardstick.referenceCostPerSale = totalCounts.spend / totalCounts.orders;
    yardstick.clicksPerOrder = totalCounts.clicks / totalCounts.orders;
  }
  const campaignIds = new Map(
    campaigns.flatMap((c) => (c.campaignId ? [[c.name, c.campaignId] as const] : [])),
  );
  const targets = mergeBy(input.targets, (t) =>
    [t.adProduct, t.campaignName, t.adGroupName, t.text, t.matchType ?? t.kind].join('\u0000'),
  ).sort(bySpend);
  const targetLine = (t: OverviewTargetInput): OverviewTarget => {
    const line: OverviewTarget = {
      adProduct: t.adProduct,
      campaignName: t.campaignName,
      adGroupName: t.adGroupName,
      text: t.text,
      kind: t.kind,
      tool: toolOf(t),
      ...figuresOf(marketplace, t.counts),
    };
    if (t.matchType) line.matchType = t.matchType;
    const id = campaignIds.get(t.campaignName);
    if (id) line.campaignId = id;
    if (t.counts.orders > 0) line.costPerSale = roundMoney(marketplace, t.counts.spend / t.counts.orders);
    return line;
  };
  const reference = yardstick.referenceCostPerSale;
  const wasters = targets
    .flatMap((t) => {
      const reason = wasteReason(t.counts, yardstick);
      if (!reason) return [];
      const excess = t.counts.spend - (reference === undefined ? 0 : t.counts.orders * reference);
      return [{ ...targetLine(t), reason, excessSpend: roundMoney(marketplace, excess) }];
    })
    .sort((a, b) => b.excessSpend - a.excessSpend)
    .slice(0, C.maxWasters);
  const converters = targets
    .filter((t) => isConverter(t.counts, reference))
    .sort(
      (a, b) =>
        b.counts.orders - a.counts.orders ||
        a.counts.spend / a.counts.orders - b.counts.spend / b.counts.orders,
    )
    .slice(0, C.maxConverters)
    .map(targetLine);
  const days = mergeBy(input.days, (d) => d.date)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-C.maxDays);
  const placements = mergeBy(input.placements, (p) => `${p.campaignName}\u0000${p.placement}`)
    .filter((p) => p.counts.impressions > 0 || p.counts.clicks > 0 || p.counts.spend > 0)
    .sort(bySpend)
    .slice(0, C.maxPlacements);
  const overview: AccountOverview = {
    marketplace,
    currency: marketplaceInfo(marketplace).currency,
    totals: figuresOf(marketplace, totalCounts),
    campaigns: campaigns.slice(0, C.maxCampaigns).map((c) => ({
      adProduct: c.adProduct,
      name: c.name,
      ...(c.campaignId ? { campaignId: c.campaignId } : {}),
      ...figuresOf(marketplace, c.counts),
    })),
    targets: targets.slice(0, C.maxTargets).map(targetLine),
    placements: placements.map((p) => ({
      campaignName: p.campaignName,
      placement: p.placement,
      ...figuresOf(marketplace, p.counts),
    })),
    days: days.map((d) => ({ date: d.date, ...figuresOf(marketplace, d.counts) })),
    wasters,
    converters,
    campaignCount: campaigns.length,
    targetCount: targets.length,
  };
  if (reference !== undefined) overview.referenceCostPerSale = roundMoney(marketplace, reference);
  const window = input.window ?? windowOfDays(days.map((d) => d.date));
  if (window) overview.window = window;
  return overview;
}

function windowOfDays(dates: string[]): { start: string; end: string } | undefined {
  const first = dates[0];
  const last = dates[dates.length - 1];
  return first && last ? { start: first, end: last } : undefined;
}
