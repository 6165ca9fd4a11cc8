// Labels of entities, operations, change types, placements and states for the explanation workbook, in
// both console languages. The upload tabs stay in Amazon's English; only the explanation follows the plan's language.
import type { SbPlacement, SpPlacement } from '../model/account';
import type { BulkOperation, SbEntity, SpEntity } from '../model/bulk-row';
import type { ChangeType } from '../model/plan';
import type { LocalizedText } from '../model/units';

/** Language of the explanation sheet. */
export type ExplanationLanguage = 'zh' | 'en';

/** Entity names; English ones are Amazon's own spellings. */
export const ENTITY_LABEL: Record<SpEntity | SbEntity, LocalizedText> = {
  campaign: { zh: '广告活动', en: 'Campaign' },
  biddingAdjustment: { zh: '竞价调整', en: 'Bidding Adjustment' },
  biddingAdjustmentByPlacement: { zh: '按广告位调整竞价', en: 'Bidding adjustment by placement' },
  adGroup: { zh: '广告组', en: 'Ad Group' },
  productAd: { zh: '商品广告', en: 'Product Ad' },
  productCollectionAd: { zh: '商品集广告', en: 'Product collection ad' },
  videoAd: { zh: '视频广告', en: 'Video ad' },
  brandVideoAd: { zh: '品牌视频广告', en: 'Brand video ad' },
  storeSpotlightAd: { zh: '品牌旗舰店焦点广告', en: 'Store spotlight ad' },
  keyword: { zh: '关键词', en: 'Keyword' },
  negativeKeyword: { zh: '否定关键词', en: 'Negative Keyword' },
  campaignNegativeKeyword: { zh: '广告活动否定关键词', en: 'Campaign Negative Keyword' },
  productTargeting: { zh: '商品投放', en: 'Product Targeting' },
  negativeProductTargeting: { zh: '否定商品投放', en: 'Negative Product Targeting' },
};

/** Operation names. */
export const OPERATION_LABEL: Record<BulkOperation, LocalizedText> = {
  create: { zh: '创建', en: 'Create' },
  update: { zh: '更新', en: 'Update' },
  archive: { zh: '存档', en: 'Archive' },
};

/** Change type names. */
export const CHANGE_TYPE_LABEL: Record<ChangeType, LocalizedText> = {
  createCampaign: { zh: '新建广告活动', en: 'New campaign' },
  createAdGroup: { zh: '新建广告组', en: 'New ad group' },
  createAd: { zh: '新建广告', en: 'New ad' },
  createKeyword: { zh: '新建关键词', en: 'New keyword' },
  createProductTarget: { zh: '新建商品投放', en: 'New product target' },
  harvestKeyword: { zh: '搜索词转为关键词', en: 'Search term harvested as keyword' },
  harvestProductTarget: { zh: '搜索词转为商品投放', en: 'Search term harvested as product target' },
  negativeKeyword: { zh: '否定关键词', en: 'Negative keyword' },
  negativeProductTarget: { zh: '否定商品投放', en: 'Negative product target' },
  bidIncrease: { zh: '提高竞价', en: 'Bid increase' },
  bidDecrease: { zh: '降低竞价', en: 'Bid decrease' },
  pause: { zh: '暂停', en: 'Pause' },
  enable: { zh: '启用', en: 'Enable' },
  placementAdjustment: { zh: '广告位竞价调整', en: 'Placement adjustment' },
  budgetChange: { zh: '预算调整', en: 'Budget change' },
  strategyChange: { zh: '竞价策略调整', en: 'Bidding strategy change' },
};

/** Placement names (English ones as in the upload tab). */
export const PLACEMENT_LABEL: Record<SpPlacement | SbPlacement, LocalizedText> = {
  top: { zh: '搜索结果顶部（首页）', en: 'Placement Top' },
  productPage: { zh: '商品页面', en: 'Placement Product Page' },
  restOfSearch: { zh: '搜索结果的其余位置', en: 'Placement Rest Of Search' },
  amazonBusiness: { zh: '亚马逊企业购', en: 'Placement Amazon Business' },
  home: { zh: '搜索结果顶部', en: 'Home' },
  detailPage: { zh: '商品详情页', en: 'Detail page' },
  other: { zh: '其他位置', en: 'Other' },
};

/** State names for pause / enable rows. */
export const STATE_LABEL: Record<'enabled' | 'paused' | 'archived', LocalizedText> = {
  enabled: { zh: '已启用', en: 'enabled' },
  paused: { zh: '已暂停', en: 'paused' },
  archived: { zh: '已存档', en: 'archived' },
};

/** Match type names shown beside a keyword. */
export const MATCH_TYPE_TEXT: Record<
  'exact' | 'phrase' | 'broad' | 'negativeExact' | 'negativePhrase',
  LocalizedText
> = {
  exact: { zh: '精准', en: 'Exact' },
  phrase: { zh: '词组', en: 'Phrase' },
  broad: { zh: '广泛', en: 'Broad' },
  negativeExact: { zh: '否定精准', en: 'Negative Exact' },
  negativePhrase: { zh: '否定词组', en: 'Negative Phrase' },
};

/** Amazon's automatic targeting groups, as the Chinese and English consoles name them. */
export const AUTO_TARGET_LABEL: Record<
  'close-match' | 'loose-match' | 'substitutes' | 'complements',
  LocalizedText
> = {
  'close-match': { zh: '紧密匹配', en: 'Close match' },
  'loose-match': { zh: '宽泛匹配', en: 'Loose match' },
  substitutes: { zh: '同类商品', en: 'Substitutes' },
  complements: { zh: '关联商品', en: 'Complements' },
};

/**
 * A product-targeting expression in words: an automatic group by its console name with Amazon's bulk value
 * beside it (`紧密匹配（close-match）`), anything else (`asin="B0…"`, `category="…"`) as Amazon writes it.
 */
export function targetExpressionWords(expression: string, language: ExplanationLanguage): string {
  const key = expression.trim().toLowerCase();
  if (Object.hasOwn(AUTO_TARGET_LABEL, key)) {
    const label = AUTO_TARGET_LABEL[key as keyof typeof AUTO_TARGET_LABEL][language];
    return language === 'zh' ? `${label}（${key}）` : `${label} (${key})`;
  }
  return expression;
}

/** A keyword with its match type in words: `bamboo board [精准]`, `glass board [Negative Exact]`. */
export function keywordWords(
  text: string,
  matchType: keyof typeof MATCH_TYPE_TEXT | undefined,
  language: ExplanationLanguage,
): string {
  return matchType ? `${text} [${MATCH_TYPE_TEXT[matchType][language]}]` : text;
}

/** Both languages of {@link keywordWords} / {@link targetExpressionWords}. */
export function localizedItem(words: (language: ExplanationLanguage) => string): LocalizedText {
  return { zh: words('zh'), en: words('en') };
}
