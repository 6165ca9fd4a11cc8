// Success sentences of the billing calls (`msg` of a code-200 answer), in both languages.
import { interpolate, type Language, type LocalizedMessage, type MessageParams } from '../i18n/messages';

/** Success messages of the billing and operator calls by key. */
export const billingSuccessMessages = {
  'billing.ok': { zh: '操作成功', en: 'Done.' },
  'billing.orderCreated': { zh: '订单已创建，请完成支付', en: 'Your order has been created. Please pay it.' },
  'billing.companyInfoSaved': { zh: '开票信息已保存', en: 'Your invoice details have been saved.' },
  'billing.invoiceRequested': {
    zh: '开票申请已提交，发票将在 {min}-{max} 个工作日内开具',
    en: 'Your invoice request has been submitted. The invoice will be issued within {min}-{max} working days.',
  },
  'billing.sandboxPaid': { zh: '沙箱支付通知已发送', en: 'The sandbox payment notification has been sent.' },
  'operator.transferConfirmed': {
    zh: '转账已确认，次数已到账',
    en: 'The transfer has been confirmed and the uses credited.',
  },
  'operator.invoiceIssued': { zh: '发票已登记为已开具', en: 'The invoice has been recorded as issued.' },
  'operator.adjusted': { zh: '调整已记入账本', en: 'The adjustment has been written to the ledger.' },
} as const satisfies Record<string, LocalizedMessage>;

/** A key of `billingSuccessMessages`. */
export type BillingSuccessKey = keyof typeof billingSuccessMessages;

/** The success message `key` in `language` with its placeholders filled. */
export function billingSuccessMessage(
  key: BillingSuccessKey,
  language: Language,
  params?: MessageParams,
): string {
  return interpolate(billingSuccessMessages[key][language], params);
}
