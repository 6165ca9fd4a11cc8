// Stored overview snapshots -> the answer of GET /account_overview: the engine's camelCase summary mapped
// onto the contract's fields (undefined ratios become null), nothing else of the row leaves the server.
import type {
  AccountOverviewData,
  OverviewFiguresData,
  OverviewSnapshotData,
  OverviewTargetData,
  OverviewWasterData,
} from '@adplan/contracts';
import type { AccountOverview, OverviewFigures, OverviewTarget, OverviewWaster } from '@adplan/engine';
import type { OverviewListRow, StoredOverview } from './overview-repository';

function figures(f: OverviewFigures): OverviewFiguresData {
  return {
    impressions: f.impressions,
    clicks: f.clicks,
    spend: f.spend,
    sales: f.sales,
    orders: f.orders,
    acos: f.acos ?? null,
    cpc: f.costPerClick ?? null,
  };
}

function target(t: OverviewTarget): OverviewTargetData {
  return {
    ...figures(t),
    ad_product: t.adProduct,
    campaign_id: t.campaignId ?? null,
    campaign_name: t.campaignName,
    ad_group_name: t.adGroupName,
    target: t.text,
    kind: t.kind,
    match_type: t.matchType ?? null,
    tool: t.tool,
    cost_per_sale: t.costPerSale ?? null,
  };
}

function waster(w: OverviewWaster): OverviewWasterData {
  return { ...target(w), reason: w.reason, excess_spend: w.excessSpend };
}

/** A snapshot's line in the list the page switches between. */
export function presentSnapshot(row: OverviewListRow): OverviewSnapshotData {
  return {
    source: row.source,
    shop_name: row.shop_name,
    marketplace: row.marketplace as OverviewSnapshotData['marketplace'],
    generated_at: row.created_at,
  };
}

/** A stored snapshot with its summary as the seller reads it. */
export function presentOverview(row: StoredOverview, overview: AccountOverview): AccountOverviewData {
  return {
    ...presentSnapshot(row),
    currency: overview.currency,
    window_start: overview.window?.start ?? null,
    window_end: overview.window?.end ?? null,
    totals: figures(overview.totals),
    reference_cost_per_sale: overview.referenceCostPerSale ?? null,
    campaigns: overview.campaigns.map((c) => ({
      ...figures(c),
      ad_product: c.adProduct,
      campaign_id: c.campaignId ?? null,
      campaign_name: c.name,
    })),
    targets: overview.targets.map(target),
    placements: overview.placements.map((p) => ({
      ...figures(p),
      campaign_name: p.campaignName,
      placement: p.placement,
    })),
    days: overview.days.map((d) => ({ ...figures(d), date: d.date })),
    wasters: overview.wasters.map(waster),
    converters: overview.converters.map(target),
    campaign_count: overview.campaignCount,
    target_count: overview.targetCount,
  };
}
