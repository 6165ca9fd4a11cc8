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
};

const label = (field: string): LocalizedText => FIELD_LABELS[field] ?? { zh: field, en: field };

/** The message of one problem of one field; `detail` carries the limit or the offending value. */
export function parameterProblemMessage(field: string, key: ParameterProblemKey, detail = ''): LocalizedText {
  const l = label(field);
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
  cpsAbovePrice(cps: string, price: string): LocalizedText {
    return {
      zh: `目标 CPS ${cps} 高于售价 ${price}：每单广告费超过售价，请确认`,
      en: `Target CPS ${cps} is above the product price ${price}: each order would cost more in ads than it sells for; please check`,
    };
  },
};
