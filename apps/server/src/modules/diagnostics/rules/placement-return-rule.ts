// Placements with poor returns (SP): a placement with enough clicks (the campaign data gate) whose ACOS is
// 1.5 × the campaign's, or which spent a reference cost per sale without a sale. The suggestion steps its
// adjustment down 50 points (the engine's step, docs/algorithms.md §4); at 0 % an SP adjustment cannot go
// lower, so the advice moves to the base bid and the better placements.
import type { Finding, PlacementFacts, PlacementName } from '../diagnostic-data';
import { money, ratio, type CampaignStats } from './campaign-stats';
import { DIAGNOSTIC_CONSTANTS as C } from './diagnostic-constants';
import { campaignFinding, moneyText, percentText, type RuleInput } from './rule-input';

const PLACEMENT_WORDS: Record<PlacementName, { zh: string; en: string }> = {
  top: { zh: '搜索结果顶部', en: 'top of search' },
  restOfSearch: { zh: '搜索结果其余位置', en: 'rest of search' },
  productPage: { zh: '商品详情页', en: 'product pages' },
  other: { zh: '其他位置', en: 'other placements' },
};

function isPoor(placement: PlacementFacts, stats: CampaignStats): { high: boolean } | undefined {
  if (placement.clicks < C.campaignClickGate || stats.acos === null) return undefined;
  if (placement.sales === 0) {
    const reference = stats.referenceCps;
    if (reference === null || placement.spend < reference) return undefined;
    return { high: placement.spend >= C.highSeveritySpendMultiple * reference };
  }
  const acos = placement.spend / placement.sales;
  if (acos < C.placementAcosRatio * stats.acos) return undefined;
  return { high: acos >= C.placementHighAcosRatio * stats.acos };
}

/** Placements whose ACOS is well above their campaign's. */
export function placementReturnRule(input: RuleInput): Finding[] {
  const findings: Finding[] = [];
  for (const placement of input.data.placements) {
    if (!input.judged.has(placement.campaignId)) continue;
    const campaign = input.campaigns.get(placement.campaignId);
    const stats = input.stats.get(placement.campaignId);
    if (!campaign || !stats || stats.acos === null) continue;
    const poor = isPoor(placement, stats);
    if (!poor) continue;
    const words = PLACEMENT_WORDS[placement.placement];
    const current = campaign.placementPercents[placement.placement] ?? 0;
    const suggested = Math.max(0, current - C.placementStepPoints);
    const acos = placement.sales > 0 ? placement.spend / placement.sales : null;
    const acosText =
      acos === null
        ? { zh: '没有销售额', en: 'no sales' }
        : { zh: `ACOS ${percentText(acos)}`, en: `an ACOS of ${percentText(acos)}` };
    findings.push(
      campaignFinding(campaign, {
        ruleId: 'DIAG-PLACEMENT-POOR-RETURN',
        kind: 'placement_poor_return',
        severity: poor.high ? 'high' : 'medium',
        target: words.en,
        targetWords: words,
        figures: [
          { name: 'clicks', value: placement.clicks },
          { name: 'spend', value: money(placement.spend) },
          { name: 'sales', value: money(placement.sales) },
          ...(acos !== null ? [{ name: 'acos' as const, value: ratio(acos) }] : []),
          { name: 'campaign_acos', value: ratio(stats.acos) },
          { name: 'placement_percent', value: current },
          ...(current > 0 ? [{ name: 'suggested_percent' as const, value: suggested }] : []),
        ],
        reason: {
          zh: `${words.zh} ${placement.clicks} 次点击、花费 ${moneyText(placement.spend, input.currency)}，${acosText.zh}，明显差于整个活动的 ACOS ${percentText(stats.acos)}`,
          en: `${words.en} took ${placement.clicks} clicks and ${moneyText(placement.spend, input.currency)} with ${acosText.en}, well above the campaign's ACOS of ${percentText(stats.acos)}.`,
        },
        action:
          current > 0
            ? {
                zh: `把${words.zh}的竞价调整从 ${current}% 降到 ${suggested}%`,
                en: `Lower the ${words.en} bid adjustment from ${current}% to ${suggested}%.`,
              }
            : {
                zh: `${words.zh}没有加价（0% 不能再降）：适当降低关键词出价，并只给回报更好的广告位加价，使该位置按更低的基础出价竞价`,
                en: `${words.en} has no adjustment (0% cannot go lower): lower the keyword bids somewhat and raise only the better placements, so this placement is bought at a lower base bid.`,
              },
      }),
    );
  }
  return findings;
}
