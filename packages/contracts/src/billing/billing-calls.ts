// The paid-usage calls of spec §7 (`/charge`, `/order_log`, `/charge_log`, `/add_invoice`,
// `/add_company_info`) plus the statement, invoice list and sandbox-gateway calls: payload and answer
// schemas shared by server and web. Amounts travel as yuan text with two decimals (`699.00`).
import { z } from 'zod';
import { isUnifiedSocialCreditCode, isEmail } from '../validation/validators';
import { INVOICE_TITLE_TYPES, INVOICE_TYPES, PAY_METHODS, PURCHASABLE_IDS } from './billing-constants';

// The success sentences travel with the calls they belong to.
export * from './billing-messages';

/** A purchasable item: `basic` | `standard` | `pro` or an offering. */
export const packageTypeSchema = z.enum(PURCHASABLE_IDS as [string, ...string[]], {
  error: 'billing.packageTypeInvalid',
}) as z.ZodType<(typeof PURCHASABLE_IDS)[number]>;

/** `alipay` | `wechat` | `bank_transfer`. */
export const payMethodSchema = z.enum(PAY_METHODS as [string, ...string[]], {
  error: 'billing.payMethodInvalid',
}) as z.ZodType<(typeof PAY_METHODS)[number]>;

/** Order states. */
export const orderStatusSchema = z.enum(['pending', 'paid', 'expired', 'refunded']);
/** Invoice states of an order. */
export const invoiceStatusSchema = z.enum(['none', 'requested', 'issued']);

/** POST /charge: what to buy, how to pay, and the price the seller agreed to (must equal the price). */
export const chargePayloadSchema = z.object({
  package_type: packageTypeSchema,
  pay_method: payMethodSchema,
  charge_fee: z
    .string({ error: 'validation.amount.invalid' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'validation.amount.invalid'),
});
export type ChargePayload = z.infer<typeof chargePayloadSchema>;

/** Where to send a bank transfer and what to write in its note. */
export const bankTransferDetailsSchema = z.object({
  account_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  /** The text to quote in the transfer's note so the operator can match it: the order number. */
  reference: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** One order as the seller sees it (spec §3 order / transaction). */
export const orderSchema = z.object({
  out_trade_no: z.string(),
  package_type: packageTypeSchema,
  pay_method: payMethodSchema,
  total_amount: z.string(),
  uses: z.number().int(),
  valid_days: z.number().int(),
  status: orderStatusSchema,
  created_at: z.string(),
  /** When an unpaid online order expires; null for bank transfers (confirmed by an operator). */
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  paid_amount: z.string().nullable(),
  /** The provider's trade number (Alipay trade_no, WeChat transaction_id, the transfer's bank reference). */
  provider_trade_no: z.string().nullable(),
  /** Our id of the payment, given when the order is paid; invoices are requested by it. */
  transaction_id: z.string().nullable(),
  invoice_status: invoiceStatusSchema,
  /** Online orders: the page that takes the payment (sandbox or Alipay page pay). */
  pay_page_url: z.string().nullable(),
  /** Online orders: what the QR code encodes (WeChat Native code_url, Alipay precreate qr_code). */
  qr_code: z.string().nullable(),
  bank_transfer: bankTransferDetailsSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /order_log?order_num= */
export const orderLogPayloadSchema = z.object({
  order_num: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64),
});

/** POST /charge_log: `invoice` filters by invoice state (`invoiceable`: paid and never invoiced). */
export const chargeLogPayloadSchema = z.object({
  invoice: z.enum(['all', 'invoiceable', 'requested', 'issued']).default('all'),
});
export const chargeLogAnswerDataSchema = z.object({ orders: z.array(orderSchema) });

const creditCode = z
  .string({ error: 'validation.creditCode.required' })
  .trim()
  .toUpperCase()
  .min(1, 'validation.creditCode.required')
  .refine(isUnifiedSocialCreditCode, 'validation.creditCode.invalid');
const invoiceEmail = z
  .string({ error: 'validation.email.required' })
  .trim()
  .min(1, 'validation.email.required')
  .refine(isEmail, 'validation.email.invalid');
const invoiceTitle = z
  .string({ error: 'validation.invoice.titleRequired' })
  .trim()
  .min(1, 'validation.invoice.titleRequired')
  .max(100, 'billing.titleTooLong');

/** Company info of spec §3 (the invoice title data). */
export const companyInfoSchema = z.object({
  title: z.string(),
  title_type: z.enum(INVOICE_TITLE_TYPES),
  unified_social_credit_code: z.string(),
  email: z.string(),
  invoice_type: z.enum(INVOICE_TYPES),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** POST /add_company_info */
export const addCompanyInfoPayloadSchema = z.object({
  title: invoiceTitle,
  title_type: z.enum(INVOICE_TITLE_TYPES).default('company'),
  unified_social_credit_code: creditCode,
  email: invoiceEmail,
  invoice_type: z.enum(INVOICE_TYPES).default('ordinary_e_invoice'),
});
export type AddCompanyInfoPayload = z.input<typeof addCompanyInfoPayloadSchema>;

/** GET /company_info: the saved company info, or null before the first save. */
export const companyInfoAnswerDataSchema = z.object({ company_info: companyInfoSchema.nullable() });

/** POST /add_invoice: the transactions (paid orders) to invoice and the title to invoice them to. */
export const addInvoicePayloadSchema = addCompanyInfoPayloadSchema.extend({
  transaction_id_list: z
    .array(z.string().trim().min(1), { error: 'validation.invoice.orderRequired' })
    .min(1, 'validation.invoice.orderRequired')
    .max(50, 'billing.tooManyOrders'),
});
export type AddInvoicePayload = z.input<typeof addInvoicePayloadSchema>;

/** One invoice request. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  status: z.enum(['requested', 'issued']),
  title: z.string(),
  title_type: z.enum(INVOICE_TITLE_TYPES),
  unified_social_credit_code: z.string(),
  email: z.string(),
  invoice_type: z.enum(INVOICE_TYPES),
  total_amount: z.string(),
  transaction_id_list: z.array(z.string()),
  out_trade_no_list: z.array(z.string()),
  requested_at: z.string(),
  invoice_number: z.string().nullable(),
  issued_on: z.string().nullable(),
  pdf_url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceLogAnswerDataSchema = z.object({ invoices: z.array(invoiceSchema) });

/** One usage-ledger entry with its reason: which order, which plan, which adjustment. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  uses: z.number().int(),
  kind: z.enum(['package_credit', 'plan_debit', 'adjustment']),
  reference: z.string(),
  note: z.string().nullable(),
  valid_until: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /usage_statement: balance, package expiry and the latest entries. */
export const usageStatementSchema = z.object({
  balance: z.number().int(),
  active_date_til: z.string().nullable(),
  entries: z.array(ledgerEntrySchema),
});
export type UsageStatement = z.infer<typeof usageStatementSchema>;

/** POST /sandbox/pay (outside production): the sandbox sends its signed notification `times` times. */
export const sandboxPayPayloadSchema = z.object({
  out_trade_no: z.string().trim().min(1).max(64),
  times: z.coerce.number().int().min(1).max(200).default(1),
});
export const sandboxPayAnswerDataSchema = z.object({
  delivered: z.number().int(),
  status: orderStatusSchema,
});
