// Search terms spending without orders: no order after at least one reference cost per sale of spend and
// enough clicks to expect one (max(5, ceil(1 / campaign CVR))), the engine's TERM-NEGATE test
// (docs/algorithms.md §3). Without any reference CPS (nothing in the account converts) 20 clicks decide.
// Terms already negated where they matched, and a keyword's own exact term, are left out.
import { expressionText, SP_PREDICATE_API } from '../../../amazon/entities/bulk-vocabulary';
import type { Finding } from '../diagnostic-data';
import { money } from './campaign-stats';
import { DIAGNOSTIC_CONSTANTS as C } from './diagnostic-constants';
import { campaignFinding, moneyText, type RuleInput } from './rule-input';
import { isAsinTerm, isNegated, termsPerAdGroup } from './term-helpers';

/** Clicks a no-order term needs before it is judged, for a campaign conversion rate. */
export function termClickGate(conversionRate: number | null): number {
  const perSale = conversionRate !== null && conversionRate > 0 ? Math.ceil(1 / conversionRate) : 0;
  return Math.max(C.termMinClicks, perSale);
}

/** Non-converting search terms that are not negated yet. */
export function termWithoutOrdersRule(input: RuleInput): Finding[] {
  const findings: Finding[] = [];
  for (const term of termsPerAdGroup(input.data)) {
    if (term.orders > 0 || !term.matchedLoosely || !input.judged.has(term.campaignId)) continue;
    const campaign = input.campaigns.get(term.campaignId);
    const stats = input.stats.get(term.campaignId);
    if (!campaign || !stats) continue;
    const reference = stats.referenceCps;
    const gate = reference === null ? C.termClicksWithoutReference : termClickGate(stats.conversionRate);
    if (term.clicks < gate) continue;
    if (reference !== null && term.spend < C.termSpendMultiple * reference) continue;
    if (isNegated(input.data.negatives, term, term.term)) continue;
    const high = reference !== null && term.spend >= C.highSeveritySpendMultiple * reference;
    const asinTarget = expressionText([{ type: SP_PREDICATE_API.asin, value: term.term }]);
    const negative = isAsinTerm(term.term)
      ? { zh: `否定商品投放 ${asinTarget}`, en: `a negative product target ${asinTarget}` }
      : { zh: `否定精准 “${term.term}”`, en: `the negative exact keyword "${term.term}"` };
    findings.push(
      campaignFinding(campaign, {
        ruleId: 'DIAG-TERM-NO-ORDERS',
        kind: 'term_without_orders',
        severity: high || reference === null ? 'high' : 'medium',
        adGroupId: term.adGroupId,
        searchTerm: term.term,
        figures: [
          { name: 'clicks', value: term.clicks },
          { name: 'spend', value: money(term.spend) },
          { name: 'orders', value: 0 },
          ...(reference !== null ? [{ name: 'reference_cps' as const, value: money(reference) }] : []),
          { name: 'click_gate', value: gate },
        ],
        reason:
          reference === null
            ? {
                zh: `该搜索词 ${term.clicks} 次点击、花费 ${moneyText(term.spend, input.currency)}，没有订单；账户整体订单太少，按点击数判断`,
                en: `This search term took ${term.clicks} clicks and ${moneyText(term.spend, input.currency)} without an order; the account has too few orders for a cost reference, so clicks decide.`,
              }
            : {
                zh: `该搜索词花费 ${moneyText(term.spend, input.currency)}（≥ 参考单次订单成本 ${moneyText(reference, input.currency)}），${term.clicks} 次点击（≥ ${gate}），没有订单`,
                en: `This search term spent ${moneyText(term.spend, input.currency)} (at least the reference cost per sale of ${moneyText(reference, input.currency)}) over ${term.clicks} clicks (at least ${gate}) without an order.`,
              },
        action: {
          zh: `在该广告组添加${negative.zh}；若它是品牌词或核心词，请改为降低对应投放的出价`,
          en: `Add ${negative.en} to this ad group; if it is a brand or main term, lower the bid of the target that matched it instead.`,
        },
      }),
    );
  }
  return findings;
}
