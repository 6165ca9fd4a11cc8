// Refusals of the plan tools beyond the numbered product codes, in zh and en; spread into the error catalogue.
import type { LocalizedMessage } from '../i18n/messages';

/** Plan messages, keyed `plan.*`. */
export const plansErrors = {
  'plan.infoUnavailable': {
    zh: '无法获取方案信息，请联系客服',
    en: 'The plan information could not be loaded. Please contact customer support.',
  },
  'plan.usageHistoryUnavailable': {
    zh: '获取使用记录失败，请稍后重试',
    en: 'The usage history could not be loaded. Please try again later.',
  },
  'plan.notFound': {
    zh: '方案不存在或已超过 30 天保存期',
    en: 'This plan does not exist or is older than the 30-day retention period.',
  },
  'plan.asinNotVerified': {
    zh: '暂时无法在线核实该 ASIN（未连接亚马逊商品目录）。如果能在亚马逊前台搜索到该 ASIN，可以继续使用',
    en: 'This ASIN could not be verified online (no Amazon catalogue is connected). If you can find it on the Amazon storefront, you can go on using it.',
  },
  'plan.queueFull': {
    zh: '您已有 1 个任务正在处理、{waiting} 个在排队，请等其中一个完成后再提交',
    en: 'You already have 1 task running and {waiting} waiting. Please submit again when one of them has finished.',
  },
  'plan.jobNotDone': {
    zh: '任务还在处理中，请等它完成后再获取结果',
    en: 'The task is still being processed. Fetch its result once it has finished.',
  },
} as const satisfies Record<string, LocalizedMessage>;
