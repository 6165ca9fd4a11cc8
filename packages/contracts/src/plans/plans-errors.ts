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
  'plan.notEditable.applied': {
    zh: '这份方案已开始上传到店铺，不能再修改；如需调整请撤销后重新生成',
    en: 'This plan has already been sent to the shop and can no longer be edited; undo it and generate a new one to change it.',
  },
  'plan.notEditable.schedule': {
    zh: '分时竞价方案按时段整体生成，不能逐行修改',
    en: 'Schedule bidding plans are made per period as a whole and cannot be edited row by row.',
  },
  'plan.notEditable.stored': {
    zh: '这份方案生成于可修改功能上线之前，请重新生成后再修改',
    en: 'This plan was made before plans could be edited; generate it again to edit it.',
  },
  'plan.editsRefused': {
    zh: '修改不符合亚马逊的上传规则，请查看标红的行（共 {count} 处）',
    en: 'Some changes break Amazon upload rules ({count} in all); see the rows marked in red.',
  },
  'plan.jobNotDone': {
    zh: '任务还在处理中，请等它完成后再获取结果',
    en: 'The task is still being processed. Fetch its result once it has finished.',
  },
} as const satisfies Record<string, LocalizedMessage>;
