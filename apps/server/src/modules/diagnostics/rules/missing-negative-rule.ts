// Missing negatives (negative isolation, reference §5.4; the engine's TERM-ISOLATE): a term that is already a
// serving exact keyword in one ad group keeps being bought through a broad, phrase or auto/product match in
// another ad group that has no negative for it, so the seller's own campaigns bid against each other and the
// looser match usually pays more per order. Non-converting terms without a negative are the
// term-without-orders rule's findings.
import type { Finding } from '../diagnostic-data';
import { money } from './campaign-stats';
import { campaignFinding, moneyText, type RuleInput } from './rule-input';
import { exactKeywordsByText, isNegated, termsPerAdGroup } from './term-helpers';

/** Loosely matched terms that an exact keyword elsewhere already covers, without a negative. */
export function missingNegativeRule(input: RuleInput): Finding[] {
  const findings: Finding[] = [];
  const exact = exactKeywordsByText(input.data.targets);
  for (const term of termsPerAdGroup(input.data)) {
    if (!term.matchedLoosely || term.clicks === 0 || !input.judged.has(term.campaignId)) continue;
    const homes = (exact.get(term.term) ?? []).filter(
      (keyword) => keyword.adProduct === term.adProduct && keyword.adGroupId !== term.adGroupId,
    );
    const home = homes[0];
    const campaign = input.campaigns.get(term.campaignId);
    if (!home || !campaign || isNegated(input.data.negatives, term, term.term)) continue;
    const homeName = input.campaigns.get(home.campaignId)?.name ?? home.campaignId;
    const reference = input.stats.get(term.campaignId)?.referenceCps ?? null;
    findings.push(
      campaignFinding(campaign, {
        ruleId: 'DIAG-MISSING-NEGATIVE',
        kind: 'missing_negative',
        severity: reference !== null && term.spend >= reference ? 'high' : 'medium',
        adGroupId: term.adGroupId,
        searchTerm: term.term,
        target: home.text,
        figures: [
          { name: 'clicks', value: term.clicks },
          { name: 'spend', value: money(term.spend) },
          { name: 'orders', value: term.orders },
          { name: 'sales', value: money(term.sales) },
        ],
        reason: {
          zh: `“${term.term}”已是活动“${homeName}”中的精准关键词，但本广告组仍通过宽泛/词组/自动匹配花费 ${moneyText(term.spend, input.currency)}（${term.clicks} 次点击），且没有否定，自己的活动在互相竞价`,
          en: `"${term.term}" is already an exact keyword in the campaign "${homeName}", yet this ad group still buys it through a broad, phrase or auto match (${term.clicks} clicks, ${moneyText(term.spend, input.currency)}) without a negative: your campaigns bid against each other.`,
        },
        action: {
          zh: `在本广告组添加否定精准“${term.term}”，让流量只走“${homeName}”中的精准关键词`,
          en: `Add the negative exact keyword "${term.term}" to this ad group so the traffic goes only to the exact keyword in "${homeName}".`,
        },
      }),
    );
  }
  return findings;
}
