// The seller-facing sentences (zh/en) of the account-wide search-term decisions: close variants, isolation
// only toward a destination that serves, negatives that would block the seller's own keywords.
import type { LocalizedText } from '../../model/units';

/** Sentences of the close-variant, isolation and negation rules (docs/algorithms.md §14.6). */
export const termNotes = {
  servedByCloseVariant(term: string, variant: string, campaign: string, group: string): LocalizedText {
    return {
      zh: `搜索词「${term}」由近似变体「${variant}」覆盖（广告活动「${campaign}」广告组「${group}」中的精准投放）：不作为新关键词收割`,
      en: `Search term "${term}" is served by its close variant "${variant}" (an exact target in campaign "${campaign}", ad group "${group}"): not harvested as a new keyword`,
    };
  },
  isolatedTowardVariant(term: string, variant: string, campaign: string, group: string): LocalizedText {
    return {
      zh: `搜索词「${term}」由近似变体「${variant}」覆盖（广告活动「${campaign}」广告组「${group}」中的精准投放）：不重复收割，只在来源广告组否定精准，把流量交给已有投放`,
      en: `Search term "${term}" is served by its close variant "${variant}" (an exact target in campaign "${campaign}", ad group "${group}"): not harvested again, only negated exact in its source so the existing target gets the traffic`,
    };
  },
  destinationIdle(term: string, campaign: string, group: string): LocalizedText {
    return {
      zh: `搜索词「${term}」在广告活动「${campaign}」广告组「${group}」中已有精准投放，但它在数据周期内没有展示或点击：来源广告组继续保留该词（不否定），以免它完全停止展示`,
      en: `Search term "${term}" has an exact target in campaign "${campaign}", ad group "${group}", but that target had no impressions or clicks in the window: the source keeps the term (not negated) so it does not stop serving`,
    };
  },
  destinationCostlier(term: string, campaign: string, group: string): LocalizedText {
    return {
      zh: `搜索词「${term}」在广告活动「${campaign}」广告组「${group}」中的精准投放单次成交成本高于来源：来源广告组继续保留该词（不否定），不把流量交给更贵的投放`,
      en: `The exact target of search term "${term}" in campaign "${campaign}", ad group "${group}" costs more per sale than the source: the source keeps the term (not negated) rather than sending its traffic to the costlier target`,
    };
  },
  destinationRaised(term: string, campaign: string, group: string): LocalizedText {
    return {
      zh: `搜索词「${term}」在广告活动「${campaign}」广告组「${group}」中已有精准投放，但它在数据周期内没有展示或点击：提高该投放的竞价，让它能赢得该词；在它开始获得流量之前，来源广告组继续保留该词`,
      en: `Search term "${term}" has an exact target in campaign "${campaign}", ad group "${group}" that had no impressions or clicks in the window: its bid is raised so it can win the term; the source keeps the term until that target serves`,
    };
  },
  negationBlocksOwnKeyword(term: string, keyword: string): LocalizedText {
    return {
      zh: `搜索词「${term}」的否定会屏蔽同一广告组中已启用的关键词「${keyword}」（或其近似变体）：不否定`,
      en: `A negative on search term "${term}" would block the ad group's own enabled keyword "${keyword}" (or a close variant of it): not negated`,
    };
  },
  harvestedByKeywordFlow(term: string): LocalizedText {
    return {
      zh: `搜索词「${term}」在同一商品的关键词广告活动中也达到收割条件：由关键词广告优化把它收割为精准关键词（每个词只建一个精准投放），这里不再重复创建；上传该方案后，下一次自动广告优化会在本广告组中把它精准否定、交给该关键词`,
      en: `Search term "${term}" also qualifies for a harvest in a keyword campaign of the same product: the keyword optimisation harvests it as an exact keyword (one exact target per term), so it is not created here as well; once that plan is uploaded, the next auto optimisation isolates it in this ad group toward that keyword`,
    };
  },
  asinHarvestedByKeywordFlow(asin: string): LocalizedText {
    return {
      zh: `ASIN ${asin} 在同一商品的关键词广告活动中也达到收割条件：由关键词广告优化为它建 ASIN 定位（每个 ASIN 只建一个），这里不再重复创建；上传该方案后，下一次自动广告优化会在本广告组中把它否定、交给该定位`,
      en: `ASIN ${asin} also qualifies for a harvest in a keyword campaign of the same product: the keyword optimisation creates its ASIN target (one target per ASIN), so it is not created here as well; once that plan is uploaded, the next auto optimisation isolates it in this ad group toward that target`,
    };
  },
  negationSkippedConverter(term: string): LocalizedText {
    return {
      zh: `搜索词「${term}」在这里没有订单，但在同一商品的其他广告组或广告活动中（任意匹配方式）有订单：不否定`,
      en: `Search term "${term}" has no order here but converts for the same product in another ad group or campaign (any match type): not negated`,
    };
  },
};
