// The seller-facing sentences (zh/en) of the judgement rules of issue 20: wasting words, campaign intents and
// budget moves. Every figure the decision used is in the sentence, so the seller can check it.
import type { LocalizedText } from '../../model/units';

/** The figures of a wasting word, already formatted for the seller. */
export interface WastingWordFigures {
  words: string;
  terms: number;
  clicks: number;
  spend: string;
  orders: number;
  target: string;
}

const wordFacts = (f: WastingWordFigures): LocalizedText => ({
  zh: `「${f.words}」出现在 ${f.terms} 个搜索词中，共 ${f.clicks} 次点击、花费 ${f.spend}、${f.orders} 单（目标单次订单成本 ${f.target}）`,
  en: `"${f.words}" appears in ${f.terms} search terms with ${f.clicks} clicks, ${f.spend} spent and ${f.orders} orders (target cost per sale ${f.target})`,
});

/** Sentences of the wasting-word rule (docs/algorithms.md §17.1). */
export const wastingWordNotes = {
  negatedPhrase(f: WastingWordFigures, level: 'campaign' | 'adGroup'): LocalizedText {
    const facts = wordFacts(f);
    return level === 'campaign'
      ? {
          zh: `${facts.zh}：在整个广告活动添加否定词组，屏蔽所有含该词的搜索`,
          en: `${facts.en}: a campaign-level negative phrase blocks every search containing it`,
        }
      : {
          zh: `${facts.zh}：在该广告组添加否定词组，屏蔽所有含该词的搜索`,
          en: `${facts.en}: an ad-group negative phrase blocks every search containing it`,
        };
  },
  negatedTerms(f: WastingWordFigures, blockedBy: string): LocalizedText {
    const facts = wordFacts(f);
    return {
      zh: `${facts.zh}；否定词组会屏蔽「${blockedBy}」，所以只对含该词、没有订单的搜索词逐个否定精准`,
      en: `${facts.en}; a negative phrase would block "${blockedBy}", so only its search terms without orders are negated exact one by one`,
    };
  },
  keptWithFigures(f: WastingWordFigures, blockedBy: string): LocalizedText {
    const facts = wordFacts(f);
    return {
      zh: `${facts.zh}，浪费明显；但否定它会屏蔽「${blockedBy}」（出单的搜索词或您自己的关键词），其余不出单的搜索词合起来证据不足：未否定，请人工检查`,
      en: `${facts.en}, a clear waste; but negating it would block "${blockedBy}" (a converting search term or one of your own keywords), and its other terms without orders are too little evidence together: not negated, please review`,
    };
  },
};

/** Sentences of the campaign intents (docs/algorithms.md §17.2). */
export const intentNotes = {
  defensiveHeld(campaign: string): LocalizedText {
    return {
      zh: `广告活动「${campaign}」是品牌防守活动：不因成本降低竞价、暂停投放、否定搜索词或削减预算`,
      en: `Campaign "${campaign}" is a defensive campaign: no bid is lowered, nothing paused, negated or budget cut for cost alone`,
    };
  },
  catchAllCapped(campaign: string, cap: string): LocalizedText {
    return {
      zh: `广告活动「${campaign}」是低价捡漏活动：竞价不提高到 ${cap}（产品竞价中位数的一半）以上，也不往里收割新词`,
      en: `Campaign "${campaign}" is a catch-all: no bid is raised above ${cap} (half the product's median bid) and nothing is harvested into it`,
    };
  },
  catchAllNoRaise(campaign: string): LocalizedText {
    return {
      zh: `广告活动「${campaign}」是低价捡漏活动：没有可比较的其他活动竞价，竞价不提高，也不往里收割新词`,
      en: `Campaign "${campaign}" is a catch-all: with no other campaign's bids to compare, no bid is raised and nothing is harvested into it`,
    };
  },
};

/** The figures of a budget move, already formatted. */
export interface BudgetMoveFigures {
  campaign: string;
  before: string;
  after: string;
  dailySpend: string;
  costPerSale: string;
  target: string;
}

/** Sentences of the budget moves (docs/algorithms.md §17.3). */
export const budgetMoveNotes = {
  raised(f: BudgetMoveFigures, from: string): LocalizedText {
    return {
      zh: `广告活动「${f.campaign}」每天花到预算的上限（日均花费 ${f.dailySpend}，预算 ${f.before}），单次订单成本 ${f.costPerSale} 不高于目标 ${f.target}：从「${from}」移来预算，${f.before} → ${f.after}（总预算不变）`,
      en: `Campaign "${f.campaign}" runs out of budget (spends ${f.dailySpend} a day of its ${f.before}) at a cost per sale of ${f.costPerSale}, within the ${f.target} target: budget moved from "${from}", ${f.before} → ${f.after} (the total stays the same)`,
    };
  },
  lowered(f: BudgetMoveFigures, to: string): LocalizedText {
    return {
      zh: `广告活动「${f.campaign}」单次订单成本 ${f.costPerSale} 高于目标 ${f.target}，日均只花 ${f.dailySpend}：预算 ${f.before} → ${f.after}，省下的预算移给「${to}」（总预算不变）`,
      en: `Campaign "${f.campaign}" costs ${f.costPerSale} per sale against the ${f.target} target and spends ${f.dailySpend} a day: budget ${f.before} → ${f.after}, the rest moved to "${to}" (the total stays the same)`,
    };
  },
};
