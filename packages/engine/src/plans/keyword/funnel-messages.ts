// The sentences of the keyword cold-start funnel, zh first.
import type { LocalizedText } from '../../model/units';

/** Messages of the funnel, as functions of their figures. */
export const funnelMessages = {
  isolation: (
    term: string,
    group: string,
    towards: string,
    matchType: 'negativeExact' | 'negativePhrase',
  ): LocalizedText => ({
    zh: `在「${group}」中${matchType === 'negativePhrase' ? '词组否定' : '精准否定'}「${term}」：这个词的流量交给更精确的「${towards}」出价（漏斗隔离）。`,
    en: `"${term}" negated as ${matchType === 'negativePhrase' ? 'negative phrase' : 'negative exact'} in "${group}": its traffic goes to the more precise "${towards}" (funnel isolation).`,
  }),
  ownKeywordKept: (term: string, group: string): LocalizedText => ({
    zh: `未在「${group}」中否定「${term}」：否定会让该广告组卖家自己的精准或词组关键词完全停止展示。`,
    en: `"${term}" is not negated in "${group}": the negative would stop the group's own exact or phrase keyword from serving at all.`,
  }),
  exactServesElsewhere: (term: string, campaign: string, group: string): LocalizedText => ({
    zh: `「${term}」已是同一商品在广告活动「${campaign}」广告组「${group}」中启用的精准关键词：不重复添加，其他匹配方式的广告组否定它，把流量交给该关键词。`,
    en: `"${term}" is already an enabled exact keyword of the same product in campaign "${campaign}", ad group "${group}": not added again; the other match-type groups negate it so that keyword gets the traffic.`,
  }),
  exactServesOtherProduct: (term: string, group: string): LocalizedText => ({
    zh: `「${term}」（精准）已在本广告活动的广告组「${group}」中，但该广告组推广的是另一个商品，不为本 SKU 展示：不在词组和广泛广告组中否定它，让它们继续为本商品获取该词的流量。`,
    en: `"${term}" (exact) is already in ad group "${group}" of this campaign, which advertises another product and does not serve this SKU: the phrase and broad groups do not negate it, so they keep its traffic for this product.`,
  }),
  keywordInOtherCampaign: (
    term: string,
    matchType: string,
    campaign: string,
    group: string,
  ): LocalizedText => ({
    zh: `「${term}」（${matchType}）已是同一商品在广告活动「${campaign}」广告组「${group}」中的关键词：本漏斗中仍添加它，两处会争抢同一流量，请留意。`,
    en: `"${term}" (${matchType}) is already a keyword of the same product in campaign "${campaign}", ad group "${group}": added to this funnel too, so both compete for the same traffic.`,
  }),
  keywordInCampaign: (term: string, matchType: string): LocalizedText => ({
    zh: `「${term}」（${matchType}）已是该广告活动中卖家自己的关键词，未重复添加。`,
    en: `"${term}" (${matchType}) is already one of the seller's keywords in this campaign; not added again.`,
  }),
  budgetSplit: (total: string, keywords: string, auto: string, asin: string | undefined): LocalizedText => ({
    zh: `每日预算 ${total} 按预计花费分配：关键词广告活动 ${keywords}，自动广告活动 ${auto}${asin ? `，商品投放广告活动 ${asin}` : ''}。`,
    en: `Daily budget ${total} split by expected spend: keyword campaign ${keywords}, auto campaign ${auto}${asin ? `, product-targeting campaign ${asin}` : ''}.`,
  }),
};
