// Field messages of the schedule-rule calls in zh and en; spread into `validationMessages`.
import type { LocalizedMessage } from '../i18n/messages';

/** Schedule validation messages, keyed `validation.schedule.*`. */
export const schedulesValidationMessages = {
  'validation.schedule.shopRequired': { zh: '请选择已授权店铺', en: 'Please choose a linked shop.' },
  'validation.schedule.ruleRequired': { zh: '请选择分时规则', en: 'Please choose a schedule rule.' },
  'validation.schedule.campaignsRequired': {
    zh: '请至少选择一个广告活动的分时规则',
    en: 'Please choose the schedule of at least one campaign.',
  },
  'validation.schedule.tooManyCampaigns': {
    zh: '一次最多为 {max} 个广告活动创建分时规则',
    en: 'At most {max} campaigns can be scheduled at once.',
  },
  'validation.schedule.periodsRequired': {
    zh: '分时规则至少需要一个时段',
    en: 'A schedule needs at least one period.',
  },
  'validation.schedule.timeInvalid': {
    zh: '时间格式应为 HH:mm（00:00-24:00）',
    en: 'Times are written HH:mm (00:00-24:00).',
  },
  'validation.schedule.periodEmpty': {
    zh: '时段的开始和结束时间不能相同',
    en: 'A period cannot start and end at the same time.',
  },
  'validation.schedule.periodsOverlap': {
    zh: '时段之间不能重叠',
    en: 'Periods may not overlap.',
  },
  'validation.schedule.adjustmentRange': {
    zh: '竞价调整需在 -90% 到 +900% 之间',
    en: 'Bid adjustments lie between -90 % and +900 %.',
  },
  'validation.schedule.orderNumRequired': {
    zh: '请选择使用记录中的分时方案',
    en: 'Please choose a schedule plan from your usage records.',
  },
} as const satisfies Record<string, LocalizedMessage>;
