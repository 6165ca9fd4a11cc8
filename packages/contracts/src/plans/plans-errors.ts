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
} as const satisfies Record<string, LocalizedMessage>;
