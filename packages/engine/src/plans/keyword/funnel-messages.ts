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
  budgetSplit: (total: string, keywords: string, auto: string, asin: string | undefined): LocalizedText => ({
    zh: `每日预算 ${total} 按预计花费分配：关键词广告活动 ${keywords}，自动广告活动 ${auto}${asin ? `，商品投放广告活动 ${asin}` : ''}。`,
    en: `Daily budget ${total} split by expected spend: keyword campaign ${keywords}, auto campaign ${auto}${asin ? `, product-targeting campaign ${asin}` : ''}.`,
  }),
};
