// Bids below what wins impressions: a serving keyword or target with fewer than 100 impressions over the
// whole window while its bid is under the campaign's typical (average) CPC, i.e. under what the campaign's
// clicks actually cost. The suggestion is the typical CPC, but never above what the campaign's conversion
// rate allows at the reference cost per sale (the engine's bid = CPS × CVR, docs/algorithms.md §2).
import type { Finding } from '../diagnostic-data';
import { money } from './campaign-stats';
import { DIAGNOSTIC_CONSTANTS as C } from './diagnostic-constants';
import { campaignFinding, moneyText, type RuleInput } from './rule-input';

/** Targets whose bid is too low to win impressions. */
export function lowBidRule(input: RuleInput): Finding[] {
  const findings: Finding[] = [];
  for (const target of input.data.targets) {
    if (!target.serving || !input.judged.has(target.campaignId)) continue;
    const campaign = input.campaigns.get(target.campaignId);
    const stats = input.stats.get(target.campaignId);
    if (!campaign || !stats || stats.typicalCpc === null) continue;
    if (target.impressions >= C.lowImpressions || target.bid >= stats.typicalCpc) continue;
    const ceiling =
      stats.referenceCps !== null && stats.conversionRate !== null && stats.conversionRate > 0
        ? stats.referenceCps * stats.conversionRate
        : null;
    const suggested = money(ceiling === null ? stats.typicalCpc : Math.min(stats.typicalCpc, ceiling));
    const canRaise = suggested > target.bid;
    findings.push(
      campaignFinding(campaign, {
        ruleId: 'DIAG-BID-BELOW-WINNING',
        kind: 'bid_below_winning',
        severity: canRaise ? 'medium' : 'low',
        adGroupId: target.adGroupId,
        target: target.text,
        figures: [
          { name: 'impressions', value: target.impressions },
          { name: 'bid', value: target.bid },
          { name: 'typical_cpc', value: money(stats.typicalCpc) },
          ...(canRaise ? [{ name: 'suggested_bid' as const, value: suggested }] : []),
        ],
        reason: {
          zh: `诊断期内只有 ${target.impressions} 次曝光（少于 ${C.lowImpressions}），出价 ${moneyText(target.bid, input.currency)} 低于该活动的平均点击成本 ${moneyText(stats.typicalCpc, input.currency)}，竞价基本赢不到展示`,
          en: `Only ${target.impressions} impressions in the window (under ${C.lowImpressions}) with a bid of ${moneyText(target.bid, input.currency)}, below the campaign's typical CPC of ${moneyText(stats.typicalCpc, input.currency)}: the bid rarely wins an auction.`,
        },
        action: canRaise
          ? {
              zh: `把出价提高到约 ${moneyText(suggested, input.currency)}，一周后再看曝光`,
              en: `Raise the bid to about ${moneyText(suggested, input.currency)} and check the impressions again after a week.`,
            }
          : {
              zh: '按该活动的转化率，更高的出价会超过目标单次订单成本；保持不变或暂停该投放',
              en: "At the campaign's conversion rate a higher bid would exceed the target cost per sale; keep it as it is or pause it.",
            },
      }),
    );
  }
  return findings;
}
