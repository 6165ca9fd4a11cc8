// A linked shop's account overview (issue 23) from the reports a diagnosis pulled: the campaign DAILY
// reports give the campaigns and the trend, the targeting and placement reports the rest. Nothing is
// fetched for it; the engine summarises (docs/algorithms.md, account overview).
import type { Marketplace } from '@adplan/contracts';
import {
  summariseAccountOverview,
  type AccountOverview,
  type OverviewCounts,
  type OverviewInput,
} from '@adplan/engine';
import { SP_MATCH_TYPE_WORD, isAutoExpression } from '../../amazon/entities/bulk-vocabulary';
import type { DiagnosticData, MatchKind, Metrics } from './diagnostic-data';

const countsOf = (m: Metrics): OverviewCounts => ({
  impressions: m.impressions,
  clicks: m.clicks,
  spend: m.spend,
  sales: m.sales,
  orders: m.orders,
});

function matchTypeOf(kind: MatchKind): 'exact' | 'phrase' | 'broad' | undefined {
  return kind === 'TARGETING' ? undefined : SP_MATCH_TYPE_WORD[kind];
}

/** The overview's input from a diagnosis' data (the tool's campaigns over the diagnostic window). */
export function overviewInputOfDiagnosis(data: DiagnosticData, marketplace: Marketplace): OverviewInput {
  const names = new Map(data.campaigns.map((c) => [c.campaignId, c.name]));
  const nameOf = (campaignId: string) => names.get(campaignId) ?? campaignId;
  const campaignCounts = new Map<string, Metrics>();
  for (const day of data.days) {
    const kept = campaignCounts.get(day.campaignId);
    campaignCounts.set(day.campaignId, {
      impressions: (kept?.impressions ?? 0) + day.impressions,
      clicks: (kept?.clicks ?? 0) + day.clicks,
      spend: (kept?.spend ?? 0) + day.spend,
      orders: (kept?.orders ?? 0) + day.orders,
      sales: (kept?.sales ?? 0) + day.sales,
    });
  }
  return {
    marketplace,
    window: { start: data.windowStart, end: data.windowEnd },
    campaigns: data.campaigns.map((c) => ({
      adProduct: c.adProduct,
      campaignId: c.campaignId,
      name: c.name,
      counts: countsOf(
        campaignCounts.get(c.campaignId) ?? { impressions: 0, clicks: 0, spend: 0, orders: 0, sales: 0 },
      ),
    })),
    targets: data.targets.map((t) => {
      const matchType = matchTypeOf(t.matchKind);
      const kind = matchType ? 'keyword' : isAutoExpression(t.text) ? 'auto' : 'product';
      return {
        adProduct: t.adProduct,
        campaignName: nameOf(t.campaignId),
        adGroupName: t.adGroupName,
        text: t.text,
        kind,
        ...(matchType ? { matchType } : {}),
        counts: countsOf(t),
      };
    }),
    placements: data.placements.map((p) => ({
      campaignName: nameOf(p.campaignId),
      placement: p.placement,
      counts: countsOf(p),
    })),
    days: data.days.map((d) => ({ date: d.date, counts: countsOf(d) })),
  };
}

/** The shop's overview from a diagnosis' data. */
export function overviewOfDiagnosis(data: DiagnosticData, marketplace: Marketplace): AccountOverview {
  return summariseAccountOverview(overviewInputOfDiagnosis(data, marketplace));
}
