// The paid-usage calls as one table: method, path (under the API prefix), payload and answer schema.
import { defineCalls } from '../api/call-definition';
import { dataAnswerSchema } from '../api/api-answer';
import {
  addCompanyInfoPayloadSchema,
  addInvoicePayloadSchema,
  chargeLogAnswerDataSchema,
  chargeLogPayloadSchema,
  chargePayloadSchema,
  companyInfoAnswerDataSchema,
  invoiceLogAnswerDataSchema,
  invoiceSchema,
  orderLogPayloadSchema,
  orderSchema,
  sandboxPayAnswerDataSchema,
  sandboxPayPayloadSchema,
  companyInfoSchema,
  usageStatementSchema,
} from './billing-calls';

/** The billing calls of spec §7 plus statement, invoices, company info and the sandbox gateway. */
export const BILLING_CALLS = defineCalls({
  /** Creates an order; never repeated by the client (a retry would create a second order). */
  charge: {
    method: 'POST',
    path: '/charge',
    payload: chargePayloadSchema,
    answer: dataAnswerSchema(orderSchema),
  },
  orderLog: {
    method: 'GET',
    path: '/order_log',
    payload: orderLogPayloadSchema,
    answer: dataAnswerSchema(orderSchema),
  },
  /** Reads only, so the client may repeat it although it is a POST (spec §7 writes it as one). */
  chargeLog: {
    method: 'POST',
    path: '/charge_log',
    payload: chargeLogPayloadSchema,
    answer: dataAnswerSchema(chargeLogAnswerDataSchema),
    retrySafe: true,
  },
  addInvoice: {
    method: 'POST',
    path: '/add_invoice',
    payload: addInvoicePayloadSchema,
    answer: dataAnswerSchema(invoiceSchema),
  },
  invoiceLog: { method: 'GET', path: '/invoice_log', answer: dataAnswerSchema(invoiceLogAnswerDataSchema) },
  addCompanyInfo: {
    method: 'POST',
    path: '/add_company_info',
    payload: addCompanyInfoPayloadSchema,
    answer: dataAnswerSchema(companyInfoSchema),
    retrySafe: true,
  },
  companyInfo: {
    method: 'GET',
    path: '/company_info',
    answer: dataAnswerSchema(companyInfoAnswerDataSchema),
  },
  usageStatement: { method: 'GET', path: '/usage_statement', answer: dataAnswerSchema(usageStatementSchema) },
  /** Outside production only: the sandbox gateway notifies the server `times` times. */
  sandboxPay: {
    method: 'POST',
    path: '/sandbox/pay',
    payload: sandboxPayPayloadSchema,
    answer: dataAnswerSchema(sandboxPayAnswerDataSchema),
  },
});

/** Paths of the providers' asynchronous notifications (not JSON calls of the console: no call table). */
export const PAYMENT_NOTIFY_PATHS = {
  alipay: '/pay/notify/alipay',
  wechat: '/pay/notify/wechat',
  sandbox: '/pay/notify/sandbox',
} as const;

/** Path prefix of the sandbox gateway's own pay page: `${API_PREFIX}/sandbox/pay-page/<out_trade_no>`. */
export const SANDBOX_PAY_PAGE_PATH = '/sandbox/pay-page';
