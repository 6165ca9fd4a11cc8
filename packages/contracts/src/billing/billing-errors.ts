// Refusals of the paid-usage area (balance, orders, invoices) in zh and en; spread into the error catalogue.
import type { LocalizedMessage } from '../i18n/messages';

/** Billing messages, keyed `billing.*`. */
export const billingErrors = {
  'billing.insufficientBalance': {
    zh: '剩余次数不足，请充值后再使用',
    en: 'Your balance of uses is too low. Please recharge to continue.',
  },
  'billing.packageExpired': {
    zh: '您的套餐已于 {date} 到期，请购买套餐后再生成方案',
    en: 'Your package expired on {date}. Please buy a package to generate plans.',
  },
  'billing.orderCreateFailed': {
    zh: '无法创建订单，请稍后重试',
    en: 'The order could not be created. Please try again later.',
  },
  'billing.rechargeRecordsUnavailable': {
    zh: '获取充值记录失败，请稍后重试',
    en: 'The recharge records could not be loaded. Please try again later.',
  },
  'billing.invoiceIssueFailed': {
    zh: '申请开票失败，请稍后重试',
    en: 'The invoice request failed. Please try again later.',
  },
} as const satisfies Record<string, LocalizedMessage>;
