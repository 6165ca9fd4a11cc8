// The operator's desk calls: confirm bank transfers, issue invoices, read a seller's ledger, adjust it,
// read the audit log. Every call answers 409 (no permission) to anyone without the operator role.
import { z } from 'zod';
import { invoiceSchema, ledgerEntrySchema, orderSchema } from '../billing/billing-calls';

/** GET /operator/me: whether the caller is an operator (answered to every signed-in user). */
export const operatorMeSchema = z.object({ is_operator: z.boolean() });

/** An order with the seller who placed it. */
export const operatorOrderSchema = orderSchema.extend({ user_name: z.string() });
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

/** GET /operator/pending_transfers */
export const pendingTransfersSchema = z.object({ orders: z.array(operatorOrderSchema) });

/** POST /operator/confirm_transfer: the order, and the bank's reference of the received transfer. */
export const confirmTransferPayloadSchema = z.object({
  out_trade_no: z.string().trim().min(1, 'validation.required').max(64),
  bank_reference: z.string().trim().max(100).optional(),
});

/** An invoice request with the seller who asked for it. */
export const operatorInvoiceSchema = invoiceSchema.extend({ user_name: z.string() });
export type OperatorInvoice = z.infer<typeof operatorInvoiceSchema>;

/** GET /operator/invoices?status= */
export const operatorInvoicesPayloadSchema = z.object({
  status: z.enum(['requested', 'issued', 'all']).default('requested'),
});
export const operatorInvoicesSchema = z.object({ invoices: z.array(operatorInvoiceSchema) });

/** POST /operator/issue_invoice: the number, date and PDF link of the issued invoice. */
export const issueInvoicePayloadSchema = z.object({
  invoice_id: z.coerce.number().int().positive(),
  invoice_number: z.string().trim().min(1, 'validation.required').max(64),
  issued_on: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.required'),
  pdf_url: z
    .string()
    .trim()
    .url('validation.url.invalid')
    .refine((url) => /^https?:\/\//.test(url), 'validation.url.invalid'),
});
export type IssueInvoicePayload = z.input<typeof issueInvoicePayloadSchema>;

/** GET /operator/ledger?user_name= */
export const operatorLedgerPayloadSchema = z.object({
  user_name: z.string().trim().min(1, 'validation.userName.required').max(40),
});
export const operatorLedgerSchema = z.object({
  user_name: z.string(),
  balance: z.number().int(),
  active_date_til: z.string().nullable(),
  entries: z.array(ledgerEntrySchema),
  orders: z.array(orderSchema),
});
/** A seller's balance, entries and orders as the desk shows them. */
export type OperatorLedger = z.infer<typeof operatorLedgerSchema>;

/** POST /operator/adjust: add (or, negative, remove) uses with a reason; optionally extend the validity. */
export const adjustPayloadSchema = z.object({
  user_name: z.string().trim().min(1, 'validation.userName.required').max(40),
  uses: z.coerce
    .number()
    .int('operator.usesInvalid')
    .refine((uses) => uses !== 0 && Math.abs(uses) <= 10_000, 'operator.usesInvalid'),
  valid_days: z.coerce.number().int().min(1).max(3650).optional(),
  reason: z.string().trim().min(2, 'operator.reasonRequired').max(200),
});
export type AdjustPayload = z.input<typeof adjustPayloadSchema>;

/** What an audit line's detail says, by kind; the console words each kind in zh and en with its values. */
export const AUDIT_DETAIL_KINDS = [
  'transferConfirmed',
  'transferAlreadyConfirmed',
  'invoiceIssued',
  'usesAdjusted',
  'roleUnchanged',
] as const;
/** A kind of audit detail. */
export type AuditDetailKind = (typeof AUDIT_DETAIL_KINDS)[number];

/**
 * The detail of an audit line as facts, not a sentence: its kind and values (`transferConfirmed` with
 * `bankReference`, `invoiceIssued` with `number` and `issuedOn`, `usesAdjusted` with `uses`, `validDays`
 * and `reason`), so the console words it in either language.
 */
export const auditDetailSchema = z.object({
  kind: z.enum(AUDIT_DETAIL_KINDS),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
/** An audit line's detail as facts. */
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/** One audit-log line: `detail_words` for the facts of a known kind, `detail` for text written otherwise. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  detail: z.string().nullable(),
  detail_words: auditDetailSchema.nullable(),
  created_at: z.string(),
});
/** One audit-log line as answered. */
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });
