// Field-level messages of the plan parameter checks (spec §5), zh first, and the warnings they raise.
import type { LocalizedText } from '../../model/units';

/** Stable keys of parameter problems; the server and the web map them to their own texts if they wish. */
export type ParameterProblemKey =
  | 'required'
  | 'notNumber'
  | 'outOfRange'
  | 'tooLong'
  | 'invalidCharacters'
  | 'invalidChoice'
  | 'invalidAsin'
  | 'invalidCampaignId'
  | 'emptyList'
  | 'competitorRequired'
  | 'notBoolean'
  | 'duplicateName';

/** Field labels in both languages, by snake_case parameter name. */
export const FIELD_LABELS: Record<string, LocalizedText> = {
  marketplace: { zh: '站点', en: 'Marketplace' },
  campaign_mode: { zh: '广告活动（新建/已有）', en: 'Campaign (new or existing)' },
  campaign_name: { zh: '广告活动名称', en: 'Campaign name' },
  campaign_id: { zh: '广告活动 ID', en: 'Campaign ID' },
  ad_group_name_broad: { zh: '广泛广告组名称', en: 'Broad ad group name' },
  ad_group_name: { zh: '广告组名称', en: 'Ad group name' },
  daily_budget: { zh: '每日预算', en: 'Daily budget' },
  organic_conversion_rate: { zh: '自然转化率', en: 'Organic conversion rate' },
  target_cps: { zh: '目标 CPS（单次销售成本）', en: 'Target CPS (cost per sale)' },
  sku: { zh: 'SKU', en: 'SKU' },
  asin: { zh: 'ASIN', en: 'ASIN' },
  main_search_terms: { zh: '主搜索词', en: 'Main search terms' },
  relevant_search_terms: { zh: '相关搜索词', en: 'Relevant search terms' },
  competitor_asins: { zh: '竞品 ASIN', en: 'Competitor ASINs' },
  brand_terms: { zh: '品牌词', en: 'Brand terms' },
  new_product: { zh: '是否新品', en: 'New product' },
  product_price: { zh: '商品售价', en: 'Product price' },
  bidding_strategy: { zh: '竞价策略', en: 'Bidding strategy' },
  harvest_campaign_name: { zh: '收割目标广告活动名称', en: 'Harvest campaign name' },
  harvest_campaign_id: { zh: '收割目标广告活动 ID', en: 'Harvest campaign ID' },
  harvest_ad_group_name: { zh: '收割目标广告组名称', en: 'Harvest ad group name' },
  brand_entity_id: { zh: '品牌实体编号', en: 'Brand Entity ID' },
  asset_id: { zh: '视频素材编号', en: 'Video asset ID' },
  creative_asset_url: { zh: '创意素材链接', en: 'Creative asset URL' },
  ad_format: { zh: '广告格式', en: 'Ad format' },
  landing_page_url: { zh: '品牌旗舰店落地页网址', en: 'Store landing page URL' },
  brand_name: { zh: '品牌名称', en: 'Brand name' },
  brand_logo_asset_id: { zh: '品牌 Logo 素材编号', en: 'Brand logo asset ID' },
  headline: { zh: '广告标题', en: 'Headline' },
  creative_asins: { zh: '广告展示的 ASIN', en: 'Creative ASINs' },
  target_type: { zh: '投放方式（关键词/商品）', en: 'Targeting type (keyword or product)' },
  negative_keywords: { zh: '否定关键词', en: 'Negative keywords' },
  bid_optimization: { zh: '自动竞价', en: 'Automated bidding' },
  placement_home: { zh: '首页（Home）竞价调整', en: 'Home placement adjustment' },
  placement_detail_page: { zh: '商品详情页竞价调整', en: 'Detail page placement adjustment' },
  placement_other: { zh: '其他位置竞价调整', en: 'Other placements adjustment' },
  reference_date: { zh: '北京时间换算日期', en: 'Reference date for Beijing times' },
  hourly: { zh: '分时报告', en: 'Hourly reports' },
  bulk: { zh: '批量表格', en: 'Bulk sheet' },
};

/**
 * The label of a parameter in both languages, for every message that names a field; an unknown name is shown
 * as written (the label test keeps every name the checks use in FIELD_LABELS).
 */
export function fieldLabel(field: string): LocalizedText {
  return FIELD_LABELS[field] ?? { zh: field, en: field };
}

/** The message of one problem of one field; `detail` carries the limit or the offending value. */
export function parameterProblemMessage(field: string, key: ParameterProblemKey, detail = ''): LocalizedText {
  const l = fieldLabel(field);
  switch (key) {
    case 'required':
      return { zh: `请填写${l.zh}`, en: `${l.en} is required` };
    case 'notNumber':
      return { zh: `${l.zh}必须是数字`, en: `${l.en} must be a number` };
    case 'outOfRange':
      return { zh: `${l.zh}超出范围：${detail}`, en: `${l.en} is out of range: ${detail}` };
    case 'tooLong':
      return { zh: `${l.zh}过长：${detail}`, en: `${l.en} is too long: ${detail}` };
    case 'invalidCharacters':
      return {
        zh: `${l.zh}含有亚马逊不允许的字符：${detail}`,
        en: `${l.en} contains characters Amazon does not allow: ${detail}`,
      };
    case 'invalidChoice':
      return { zh: `${l.zh}只能是：${detail}`, en: `${l.en} must be one of: ${detail}` };
    case 'invalidAsin':
      return {
        zh: `${l.zh}不是有效的子 ASIN（10 位，B0 开头或 ISBN-10）：${detail}`,
        en: `${l.en} is not a valid child ASIN (10 characters, B0… or an ISBN-10): ${detail}`,
      };
    case 'invalidCampaignId':
      return {
        zh: `${l.zh}应为亚马逊的数字 ID：${detail}`,
        en: `${l.en} must be Amazon's numeric ID: ${detail}`,
      };
    case 'emptyList':
      return { zh: `请至少填写一个${l.zh}`, en: `Give at least one ${l.en.toLowerCase()}` };
    case 'competitorRequired':
      return {
        zh: '新品必须提供至少一个强竞品 ASIN',
        en: 'A new product must give at least one strong competitor ASIN',
      };
    case 'notBoolean':
      return { zh: `${l.zh}应为是或否`, en: `${l.en} must be yes or no` };
    case 'duplicateName':
      return {
        zh: `账户中已有名为「${detail}」的广告活动，新建广告活动需要另取名称`,
        en: `The account already has a campaign named "${detail}"; a new campaign needs another name`,
      };
  }
}

/** Headline messages of the two parameter error codes (spec §8). */
export const parameterErrorHeadline = {
  missing: { zh: '缺少参数，请检查选项', en: 'Missing parameter: please check the options' },
  invalid: { zh: '参数检查错误', en: 'Parameter check error' },
} satisfies Record<string, LocalizedText>;

/** Warnings of the parameter checks. */
export const parameterWarnings = {
  lowBudget(budget: string, threshold: string): LocalizedText {
    return {
      zh: `每日预算 ${budget} 偏低（低于 ${threshold}），广告可能早早耗尽预算，数据积累会很慢`,
      en: `Daily budget ${budget} is low (under ${threshold}); the ads may run out early and data will build up slowly`,
    };
  },
  budgetAboveAmazonMax(budget: string, max: string): LocalizedText {
    return {
      zh: `每日预算 ${budget} 超过亚马逊上限 ${max}，方案中按 ${max} 填写`,
      en: `Daily budget ${budget} is above Amazon's maximum ${max}; the plan writes ${max}`,
    };
  },
  budgetBelowAmazonMin(budget: string, min: string): LocalizedText {
    return {
      zh: `每日预算 ${budget} 低于亚马逊下限 ${min}，方案中按 ${min} 填写`,
      en: `Daily budget ${budget} is below Amazon's minimum ${min}; the plan writes ${min}`,
    };
  },
  idealBidBelowAmazonMin(ideal: string, min: string): LocalizedText {
    return {
      zh: `按目标 CPS × 自然转化率，最高的精准词竞价也只有 ${ideal}，低于亚马逊最低竞价 ${min}；方案只能按最低竞价出价，实际每单成本可能高于目标 CPS，请确认目标 CPS 和自然转化率`,
      en: `Target CPS x organic conversion rate gives at most ${ideal} per click, below Amazon's minimum bid ${min}; the plan can only bid the minimum, so the cost per sale may exceed the target. Please check the target CPS and the organic conversion rate`,
    };
  },
  idealBidAboveAmazonMax(ideal: string, max: string): LocalizedText {
    return {
      zh: `按目标 CPS × 自然转化率，竞价将达 ${ideal}，超过亚马逊最高竞价 ${max}；方案按最高竞价出价，请确认目标 CPS 和自然转化率`,
      en: `Target CPS x organic conversion rate gives ${ideal} per click, above Amazon's maximum bid ${max}; the plan bids the maximum. Please check the target CPS and the organic conversion rate`,
    };
  },
  cpsAbovePrice(cps: string, price: string): LocalizedText {
    return {
      zh: `目标 CPS ${cps} 高于售价 ${price}：每单广告费超过售价，请确认`,
      en: `Target CPS ${cps} is above the product price ${price}: each order would cost more in ads than it sells for; please check`,
    };
  },
};
