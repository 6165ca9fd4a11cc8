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
  'billing.packageTypeInvalid': {
    zh: '请选择要购买的套餐或服务',
    en: 'Please choose a package or service to buy.',
  },
  'billing.payMethodInvalid': {
    zh: '请选择支付方式：支付宝、微信支付或银行转账',
    en: 'Please choose how to pay: Alipay, WeChat Pay or bank transfer.',
  },
  'billing.chargeFeeMismatch': {
    zh: '订单金额与套餐价格 {price} 元不符，请刷新页面后重新下单',
    en: 'The amount does not match the price of {price} yuan. Please reload the page and order again.',
  },
  'billing.payMethodUnavailable': {
    zh: '该支付方式暂不可用，请选择其他支付方式',
    en: 'This payment method is not available at the moment. Please choose another one.',
  },
  'billing.orderNotFound': { zh: '订单不存在', en: 'The order was not found.' },
  'billing.orderNotPending': {
    zh: '该订单当前状态为「{status}」，不能再支付或确认',
    en: 'This order is "{status}" and can no longer be paid or confirmed.',
  },
  'billing.orderNotTransfer': {
    zh: '该订单不是银行转账订单',
    en: 'This order is not a bank-transfer order.',
  },
  'billing.titleTooLong': {
    zh: '发票抬头最多 100 个字',
    en: 'The invoice title can be at most 100 characters.',
  },
  'billing.tooManyOrders': {
    zh: '一张发票最多包含 50 个订单',
    en: 'One invoice can include at most 50 orders.',
  },
  'billing.transactionNotInvoiceable': {
    zh: '交易 {transaction} 不可开票：只能为本人已支付且未开过票的订单开票',
    en: 'Transaction {transaction} cannot be invoiced: only your own paid orders that were never invoiced can be.',
  },
  'billing.sandboxOnly': {
    zh: '沙箱支付仅在非生产环境可用',
    en: 'The sandbox payment is only available outside production.',
  },
} as const satisfies Record<string, LocalizedMessage>;
