// Competitor ASIN suggestions from the seller's own data: ASIN search terms (product-page clicks from
// auto and product targeting) that converted, ranked by their smoothed conversion rate.
import type { AccountModel } from '../../model/account';
import type { Asin } from '../../model/ids';
import { addMetrics, emptyMetrics, type Metrics } from '../../model/metrics';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { advertisedAsins } from '../shared/account-lookup';
import { estimateConversionRate } from '../shared/conversion-estimate';
import { asinOfSearchTerm } from '../shared/text-rules';

/** One suggested competitor ASIN with the evidence behind it. */
export interface CompetitorAsinSuggestion {
  asin: Asin;
  clicks: number;
  orders: number;
  spend: Money;
  sales: Money;
  /** Orders per click, smoothed toward the account's ASIN-term average. */
  smoothedConversionRate: Ratio;
  costPerSale?: Money;
  /** Already an `asin="…"` target somewhere in the account. */
  alreadyTargeted: boolean;
  campaignNames: string[];
  reason: LocalizedText;
}

function reasonOf(s: Omit<CompetitorAsinSuggestion, 'reason'>): LocalizedText {
  const cvr = `${(Math.round(s.smoothedConversionRate * 1000) / 10).toFixed(1)}%`;
  const targeted = s.alreadyTargeted ? { zh: '（已在投放）', en: ' (already targeted)' } : { zh: '', en: '' };
  return {
    zh: `在该商品详情页的广告点击 ${s.clicks} 次、出单 ${s.orders} 单，平滑转化率 ${cvr}${targeted.zh}`,
    en: `${s.clicks} ad clicks on this product's page gave ${s.orders} orders, smoothed conversion rate ${cvr}${targeted.en}`,
  };
}

function targetedAsins(model: AccountModel): Set<string> {
  const found = new Set<string>();
  for (const c of model.sponsoredProducts.campaigns)
    for (const g of c.adGroups)
      for (const t of g.productTargets) {
        const asin = /^asin="([^"]+)"$/i.exec(t.expression.trim())?.[1];
        if (asin) found.add(asin.toUpperCase());
      }
  return found;
}

/**
 * ASINs shoppers bought from after clicking the seller's ads on that ASIN's page, own ASINs excluded,
 * best first (smoothed CVR, then orders, then ASIN); at most `limit` (default 20).
 */
export function suggestCompetitorAsins(model: AccountModel, limit = 20): CompetitorAsinSuggestion[] {
  const own = new Set(model.sponsoredProducts.campaigns.flatMap(advertisedAsins).map((a) => a.toUpperCase()));
  const byAsin = new Map<Asin, { metrics: Metrics; campaigns: Set<string> }>();
  for (const row of model.searchTerms.sponsoredProducts) {
    const asin = asinOfSearchTerm(row.searchTerm);
    if (!asin || own.has(asin)) continue;
    const entry = byAsin.get(asin) ?? { metrics: emptyMetrics(), campaigns: new Set<string>() };
    entry.metrics = addMetrics(entry.metrics, row.metrics);
    if (row.campaignName) entry.campaigns.add(row.campaignName);
    byAsin.set(asin, entry);
  }
  const all = [...byAsin.values()].reduce((m, e) => addMetrics(m, e.metrics), emptyMetrics());
  const prior = all.clicks > 0 && all.orders > 0 ? all.orders / all.clicks : 0.05;
  const targeted = targetedAsins(model);
  return [...byAsin.entries()]
    .filter(([, e]) => e.metrics.orders > 0)
    .map(([asin, e]) => {
      const base = {
        asin,
        clicks: e.metrics.clicks,
        orders: e.metrics.orders,
        spend: e.metrics.spend,
        sales: e.metrics.sales,
        smoothedConversionRate: estimateConversionRate(e.metrics.orders, e.metrics.clicks, prior),
        ...(e.metrics.orders > 0 ? { costPerSale: e.metrics.spend / e.metrics.orders } : {}),
        alreadyTargeted: targeted.has(asin),
        campaignNames: [...e.campaigns].sort(),
      };
      return { ...base, reason: reasonOf(base) };
    })
    .sort(
      (a, b) =>
        b.smoothedConversionRate - a.smoothedConversionRate ||
        b.orders - a.orders ||
        (a.asin < b.asin ? -1 : 1),
    )
    .slice(0, limit);
}
