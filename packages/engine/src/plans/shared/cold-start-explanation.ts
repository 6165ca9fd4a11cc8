// The explanation of a cold-start bid with every factor in words: target CPS x (organic conversion rate x
// the match type's or targeting group's factor x the term's factor) = bid. The seller sees where the prior
// conversion rate comes from, not just its value.
import type { Marketplace } from '@adplan/contracts';
import type { MatchType } from '../../model/account';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { keywordWords, localizedItem, targetExpressionWords } from '../../write/explanation-labels';
import { targetKindOfExpression } from './conversion-estimate';
import { formatMoney, formatRatio, type Figures } from './explain';
import { structureMessages } from './flow-messages';
import { PLANNING_CONSTANTS } from './planning-constants';

/** What a cold-start bid is for: a keyword (with its term's tier) or a product-targeting expression. */
export type ColdStartItem =
  | { kind: 'keyword'; text: string; matchType: MatchType; tier: 'main' | 'relevant' }
  | { kind: 'target'; expression: string };

/** The explanation of a cold-start bid (`builder.add`'s third argument). */
export function coldStartExplanation(
  ruleId: string,
  params: { marketplace: Marketplace; targetCostPerSale: Money; organicConversionRate: Ratio },
  item: ColdStartItem,
  prior: Ratio,
  bid: Money,
): { ruleId: string; reason: LocalizedText; figures: Figures } {
  const mp = params.marketplace;
  const c = PLANNING_CONSTANTS;
  const factors: Figures = {};
  let what: LocalizedText;
  if (item.kind === 'keyword') {
    what = localizedItem((language) => keywordWords(item.text, item.matchType, language));
    factors.matchTypeFactor = c.conversionFactor[item.matchType];
    factors.termTierFactor = item.tier === 'main' ? 1 : c.relevantTermConversionFactor;
  } else {
    what = localizedItem((language) => targetExpressionWords(item.expression, language));
    factors.targetingFactor = c.conversionFactor[targetKindOfExpression(item.expression)];
  }
  const factorText = (language: 'zh' | 'en') =>
    Object.entries(factors)
      .map(([name, value]) => `${FACTOR_WORDS[name]?.[language] ?? name} ${String(value)}`)
      .join(' × ');
  const reason = structureMessages.coldStartBid(
    what,
    formatMoney(mp, params.targetCostPerSale),
    formatRatio(params.organicConversionRate),
    { zh: factorText('zh'), en: factorText('en').replaceAll('×', 'x') },
    formatRatio(prior),
    formatMoney(mp, bid),
    item.kind === 'keyword',
  );
  return {
    ruleId,
    reason,
    figures: {
      targetCostPerSale: params.targetCostPerSale,
      organicConversionRate: params.organicConversionRate,
      ...factors,
      priorConversionRate: prior,
      bid,
    },
  };
}

const FACTOR_WORDS: Record<string, LocalizedText> = {
  matchTypeFactor: { zh: '匹配方式系数', en: 'match type factor' },
  termTierFactor: { zh: '词类系数', en: 'term factor' },
  targetingFactor: { zh: '投放方式系数', en: 'targeting factor' },
};
