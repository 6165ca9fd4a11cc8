// Refusals and item reasons of the linked-shop plans in zh and en; spread into the error catalogue
// (`shopPlan.*`) so the server's AppErrors and the change-set's per-row reasons have words.
import type { LocalizedMessage } from '../i18n/messages';

/** Linked-shop plan messages, keyed `shopPlan.*`. */
export const shopPlansErrors = {
  'shopPlan.notFound': {
    zh: '方案不存在，或不是授权店铺方案',
    en: 'This plan does not exist or is not a linked-shop plan.',
  },
  'shopPlan.busy': {
    zh: '该方案正在上传或撤销中，请稍候刷新查看进度',
    en: 'This plan is being applied or undone right now. Please refresh in a moment to see the progress.',
  },
  'shopPlan.undone': {
    zh: '该方案已撤销，不能再次上传，请重新生成方案',
    en: 'This plan was undone and cannot be applied again. Please generate a new plan.',
  },
  'shopPlan.expired': {
    zh: '该方案生成已超过 {days} 天，店铺数据已有变化，不能再上传；请重新生成方案',
    en: 'This plan was generated more than {days} days ago and the shop’s data has changed since, so it can no longer be applied. Please generate a new plan.',
  },
  'shopPlan.notApplied': {
    zh: '该方案尚未上传到亚马逊，无需撤销',
    en: 'This plan has not been applied to Amazon, so there is nothing to undo.',
  },
  'shopPlan.loadFailed': {
    zh: '从亚马逊读取店铺广告数据失败（{detail}），请稍后重试；未扣除使用次数',
    en: 'Reading the shop’s ad data from Amazon failed ({detail}). Please try again later; no use was deducted.',
  },
  'shopPlan.noCampaign': {
    zh: '店铺中没有投放该商品的广告活动（或找不到指定的广告活动）',
    en: 'No campaign in the shop advertises this product (or the campaign given was not found).',
  },
  'shopPlan.noSku': {
    zh: '店铺中找不到该 ASIN 对应的 SKU，请填写 SKU 或确认该商品已在店铺中投放过广告',
    en: 'No SKU of this ASIN was found in the shop. Enter the SKU, or make sure the product has been advertised in the shop.',
  },
  'shopPlan.notOnSale': {
    zh: '该 ASIN 当前不在售，请更换 ASIN 并确认商品正在售卖',
    en: 'This ASIN is not on sale. Please change the ASIN and make sure the listing is on sale.',
  },
  'shopPlan.amazonUnavailable': {
    zh: '亚马逊暂时无法访问（{detail}），已完成的项目已保存，请稍后点击“重试”继续',
    en: 'Amazon could not be reached ({detail}). The items done so far are saved; click "Retry" later to continue.',
  },
  'shopPlan.item.parentFailed': {
    zh: '上级项目（{parent}）未能创建，本项已跳过',
    en: 'Skipped because its parent ({parent}) could not be created.',
  },
  'shopPlan.item.duplicate': {
    zh: '亚马逊上已存在同名或相同的项目',
    en: 'Amazon already has an entity with the same name or the same values.',
  },
  'shopPlan.item.range': {
    zh: '数值超出亚马逊允许的范围（竞价、预算或百分比）',
    en: 'A value is outside the range Amazon allows (bid, budget or percentage).',
  },
  'shopPlan.item.bidding': {
    zh: '竞价不符合亚马逊的规则（例如竞价高于预算）',
    en: 'The bid breaks an Amazon rule (for example the bid is above the budget).',
  },
  'shopPlan.item.budget': {
    zh: '预算不符合亚马逊的规则',
    en: 'The budget breaks an Amazon rule.',
  },
  'shopPlan.item.notFound': {
    zh: '亚马逊上找不到该项目（可能已被删除或归档）',
    en: 'Amazon could not find this entity (it may have been deleted or archived).',
  },
  'shopPlan.item.state': {
    zh: '该项目当前状态不允许修改（例如已归档）',
    en: 'The entity’s current state does not allow this change (for example it is archived).',
  },
  'shopPlan.item.malformed': {
    zh: '名称或文字含有亚马逊不允许的字符或长度不符',
    en: 'A name or text has characters or a length that Amazon does not allow.',
  },
  'shopPlan.item.quota': {
    zh: '已达到亚马逊的数量上限',
    en: 'Amazon’s limit on the number of entities was reached.',
  },
  'shopPlan.item.eligibility': {
    zh: '该商品不符合投放条件（可能缺货或不属于本店铺）',
    en: 'The product is not eligible for ads (it may be out of stock or not belong to this shop).',
  },
  'shopPlan.item.throttled': {
    zh: '亚马逊请求过于频繁，请稍后重试',
    en: 'Amazon throttled the request. Please retry later.',
  },
  'shopPlan.item.other': {
    zh: '亚马逊拒绝了该项目',
    en: 'Amazon refused this item.',
  },
  'shopPlan.item.unknownOutcome': {
    zh: '亚马逊未返回该项目的结果，下次上传时会先核对再处理',
    en: 'Amazon gave no result for this item; the next apply checks Amazon first before sending it again.',
  },
  'shopPlan.amazon.throttled': {
    zh: '亚马逊请求过于频繁',
    en: 'Amazon is throttling requests',
  },
  'shopPlan.amazon.unavailable': {
    zh: '亚马逊服务暂时不可用',
    en: 'the Amazon service is temporarily unavailable',
  },
  'shopPlan.amazon.timeout': {
    zh: '亚马逊在规定时间内没有返回结果',
    en: 'Amazon did not answer in time',
  },
  'shopPlan.amazon.reportFailed': {
    zh: '亚马逊报告生成失败',
    en: 'Amazon failed to generate a report',
  },
  'shopPlan.amazon.badRequest': {
    zh: '亚马逊拒绝了请求',
    en: 'Amazon refused the request',
  },
  'shopPlan.amazon.unauthorized': {
    zh: '没有访问该店铺广告账户的权限',
    en: 'there is no access to the shop’s ad account',
  },
} as const satisfies Record<string, LocalizedMessage>;
