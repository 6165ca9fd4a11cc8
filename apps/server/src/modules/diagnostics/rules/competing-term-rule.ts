// The same search term competing in several campaigns: at least two of the tool's campaigns (same ad
// product) paid clicks for it, with no exact keyword anywhere to isolate it (that case is a missing
// negative). The campaign with the lowest cost per sale (else the most clicks) should keep the term; the
// others should negate it so one bid, not several, meets the shopper.
import type { AdProduct, Finding } from '../diagnostic-data';
import { addMetrics, zeroMetrics, type Metrics } from '../diagnostic-data';
import { money } from './campaign-stats';
import { DIAGNOSTIC_CONSTANTS as C } from './diagnostic-constants';
import { campaignFinding, moneyText, type RuleInput } from './rule-input';
import { exactKeywordsByText, isNegated, termsPerAdGroup } from './term-helpers';

function costPerSale(metrics: Metrics): number {
  return metrics.orders > 0 ? metrics.spend / metrics.orders : Number.POSITIVE_INFINITY;
}

/** Terms bought by two or more campaigns. */
export function competingTermRule(input: RuleInput): Finding[] {
  const exact = exactKeywordsByText(input.data.targets);
  const byTerm = new Map<string, Map<string, Metrics>>();
  for (const term of termsPerAdGroup(input.data)) {
    if (term.clicks === 0 || !input.judged.has(term.campaignId)) continue;
    if (isNegated(input.data.negatives, term, term.term)) continue;
    const key = `${term.adProduct}\u0000${term.term}`;
    const campaigns = byTerm.get(key) ?? new Map<string, Metrics>();
    campaigns.set(term.campaignId, addMetrics(campaigns.get(term.campaignId) ?? zeroMetrics(), term));
    byTerm.set(key, campaigns);
  }
  const findings: Finding[] = [];
  for (const [key, campaigns] of byTerm) {
    const [adProduct, term] = key.split('\u0000') as [AdProduct, string];
    if (campaigns.size < 2 || (exact.get(term) ?? []).some((keyword) => keyword.adProduct === adProduct))
      continue;
    const total = [...campaigns.values()].reduce((sum, metrics) => addMetrics(sum, metrics), zeroMetrics());
    if (total.clicks < C.competingMinClicks) continue;
    const ranked = [...campaigns.entries()].sort(
      ([, a], [, b]) => costPerSale(a) - costPerSale(b) || b.clicks - a.clicks,
    );
    const [keeperId] = ranked[0] ?? [];
    const keeper = keeperId === undefined ? undefined : input.campaigns.get(keeperId);
    if (!keeper) continue;
    const others = ranked.slice(1).map(([id]) => input.campaigns.get(id)?.name ?? id);
    const reference = input.stats.get(keeper.campaignId)?.referenceCps ?? null;
    findings.push(
      campaignFinding(keeper, {
        ruleId: 'DIAG-COMPETING-TERM',
        kind: 'competing_term',
        severity: reference !== null && total.spend >= reference ? 'medium' : 'low',
        searchTerm: term,
        figures: [
          { name: 'campaigns', value: campaigns.size },
          { name: 'clicks', value: total.clicks },
          { name: 'spend', value: money(total.spend) },
          { name: 'orders', value: total.orders },
        ],
        reason: {
          zh: `“${term}”同时在 ${campaigns.size} 个活动中花费（共 ${total.clicks} 次点击、${moneyText(total.spend, input.currency)}、${total.orders} 单），这些活动在同一搜索中互相竞价`,
          en: `"${term}" is bought by ${campaigns.size} campaigns (${total.clicks} clicks, ${moneyText(total.spend, input.currency)}, ${total.orders} orders in all): they bid against each other for the same search.`,
        },
        action: {
          zh: `保留在单次订单成本最低的“${keeper.name}”（有订单时可加为精准关键词），在 ${others.map((name) => `“${name}”`).join('、')} 中添加否定精准`,
          en: `Keep it in "${keeper.name}", which has the lowest cost per sale (add it there as an exact keyword once it converts), and add it as a negative exact keyword in ${others.map((name) => `"${name}"`).join(', ')}.`,
        },
      }),
    );
  }
  return findings;
}
