// Decides what leaves the server about orders, invoices and ledger entries: the contracts shapes, with
// amounts as yuan text and no internal ids of other users.
import {
  formatFen,
  type BankTransferDetails,
  type CompanyInfo,
  type Invoice,
  type LedgerEntry,
  type Order,
} from '@adplan/contracts';
import type { BillingInvoiceRow, BillingOrderRow } from '../../db/database-schema';
import type { UsageEntry } from '../../ports/usage-ledger';

/** Order `row`; `bank` is the payee account shown on transfer orders; `invoiceStatus` from its invoice. */
export function toOrder(
  row: BillingOrderRow,
  bank: Omit<BankTransferDetails, 'reference'>,
  invoiceStatus: Order['invoice_status'],
): Order {
  return {
    out_trade_no: row.out_trade_no,
    package_type: row.package_type as Order['package_type'],
    pay_method: row.pay_method as Order['pay_method'],
    total_amount: formatFen(row.total_fen),
    uses: row.uses,
    valid_days: row.valid_days,
    status: row.status as Order['status'],
    created_at: row.created_at,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    paid_amount: row.paid_fen === null ? null : formatFen(row.paid_fen),
    provider_trade_no: row.provider_trade_no,
    transaction_id: row.transaction_id,
    invoice_status: invoiceStatus,
    // A page or QR of an order that can no longer be paid would only invite a late payment.
    pay_page_url: row.status === 'pending' ? row.pay_page_url : null,
    qr_code: row.status === 'pending' ? row.qr_code : null,
    bank_transfer: row.pay_method === 'bank_transfer' ? { ...bank, reference: row.out_trade_no } : null,
  };
}

/** Invoice `row` with the orders it covers. */
export function toInvoice(
  row: BillingInvoiceRow,
  orders: { out_trade_no: string; transaction_id: string | null }[],
): Invoice {
  return {
    id: row.id,
    status: row.status as Invoice['status'],
    title: row.title,
    title_type: row.title_type as Invoice['title_type'],
    unified_social_credit_code: row.unified_social_credit_code,
    email: row.email,
    invoice_type: row.invoice_type as Invoice['invoice_type'],
    total_amount: formatFen(row.total_fen),
    transaction_id_list: orders.map((order) => order.transaction_id ?? ''),
    out_trade_no_list: orders.map((order) => order.out_trade_no),
    requested_at: row.requested_at,
    invoice_number: row.invoice_number,
    issued_on: row.issued_on,
    pdf_url: row.pdf_url,
  };
}

/** Saved company info. */
export function toCompanyInfo(row: {
  title: string;
  title_type: string;
  unified_social_credit_code: string;
  email: string;
  invoice_type: string;
}): CompanyInfo {
  return {
    title: row.title,
    title_type: row.title_type as CompanyInfo['title_type'],
    unified_social_credit_code: row.unified_social_credit_code,
    email: row.email,
    invoice_type: row.invoice_type as CompanyInfo['invoice_type'],
  };
}

/** A ledger entry as the statement shows it. */
export function toLedgerEntry(entry: UsageEntry): LedgerEntry {
  return {
    id: entry.id,
    uses: entry.uses,
    kind: entry.kind,
    reference: entry.reference,
    note: entry.note,
    valid_until: entry.validUntil,
    created_at: entry.createdAt,
  };
}
