// Refusals of the operator's desk in zh and en; spread into the error catalogue.
import type { LocalizedMessage } from '../i18n/messages';

/** Operator messages, keyed `operator.*`. */
export const operatorErrors = {
  'operator.userNotFound': { zh: '用户 {user} 不存在', en: 'User {user} does not exist.' },
  'operator.invoiceNotFound': { zh: '开票申请不存在', en: 'The invoice request was not found.' },
  'operator.invoiceAlreadyIssued': {
    zh: '该发票已开具，不能重复登记',
    en: 'This invoice has already been issued.',
  },
  'operator.adjustmentOverdraw': {
    zh: '调整后余额不能小于 0（当前余额 {balance} 次）',
    en: 'The adjustment would take the balance below 0 (current balance: {balance} uses).',
  },
  'operator.usesInvalid': {
    zh: '调整次数须为非 0 整数，绝对值不超过 10000',
    en: 'The adjustment must be a whole number other than 0, at most 10000 either way.',
  },
  'operator.reasonRequired': {
    zh: '请填写调整原因（至少 2 个字）',
    en: 'Please give the reason for the adjustment (at least 2 characters).',
  },
} as const satisfies Record<string, LocalizedMessage>;
