// The operator's desk calls as one table.
import { defineCalls } from '../api/call-definition';
import { dataAnswerSchema } from '../api/api-answer';
import { orderSchema, invoiceSchema } from '../billing/billing-calls';
import {
  adjustPayloadSchema,
  auditLogSchema,
  confirmTransferPayloadSchema,
  issueInvoicePayloadSchema,
  operatorInvoicesPayloadSchema,
  operatorInvoicesSchema,
  operatorLedgerPayloadSchema,
  operatorLedgerSchema,
  operatorMeSchema,
  pendingTransfersSchema,
} from './operator-calls';

/** Desk calls; all but `me` need the server-side operator role. */
export const OPERATOR_CALLS = defineCalls({
  me: { method: 'GET', path: '/operator/me', answer: dataAnswerSchema(operatorMeSchema) },
  pendingTransfers: {
    method: 'GET',
    path: '/operator/pending_transfers',
    answer: dataAnswerSchema(pendingTransfersSchema),
  },
  confirmTransfer: {
    method: 'POST',
    path: '/operator/confirm_transfer',
    payload: confirmTransferPayloadSchema,
    answer: dataAnswerSchema(orderSchema),
    retrySafe: true,
  },
  invoices: {
    method: 'GET',
    path: '/operator/invoices',
    payload: operatorInvoicesPayloadSchema,
    answer: dataAnswerSchema(operatorInvoicesSchema),
  },
  issueInvoice: {
    method: 'POST',
    path: '/operator/issue_invoice',
    payload: issueInvoicePayloadSchema,
    answer: dataAnswerSchema(invoiceSchema),
  },
  ledger: {
    method: 'GET',
    path: '/operator/ledger',
    payload: operatorLedgerPayloadSchema,
    answer: dataAnswerSchema(operatorLedgerSchema),
  },
  adjust: {
    method: 'POST',
    path: '/operator/adjust',
    payload: adjustPayloadSchema,
    answer: dataAnswerSchema(operatorLedgerSchema),
  },
  auditLog: { method: 'GET', path: '/operator/audit_log', answer: dataAnswerSchema(auditLogSchema) },
});
