// Orders, invoices, company info and the notification log on the database. State changes are conditional
// updates (`... where status = 'pending'`): whichever of several concurrent confirmations runs first
// changes the row, the others change nothing, so an order is paid (and credited) once.
import type { BillingInvoiceRow, BillingOrderRow, BillingOrdersTable } from '../../db/database-schema';
import type { Insertable } from 'kysely';
import type { DbExecutor } from '../../ports/usage-ledger';

/** One notification outcome for the log. */
export interface NotificationLogEntry {
  provider: string;
  outTradeNo: string | null;
  outcome: string;
  securityEvent: boolean;
  detail: string | null;
  receivedAt: string;
}

/** Which orders a history shows, by invoice state. */
export type InvoiceFilter = 'all' | 'invoiceable' | 'requested' | 'issued';

/** Billing rows. */
export class BillingRepository {
  async insertOrder(executor: DbExecutor, row: Insertable<BillingOrdersTable>): Promise<BillingOrderRow> {
    return executor.insertInto('billing_orders').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async orderByTradeNo(executor: DbExecutor, outTradeNo: string): Promise<BillingOrderRow | undefined> {
    return executor
      .selectFrom('billing_orders')
      .selectAll()
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirst();
  }

  async setPaymentStart(executor: DbExecutor, id: number, payPageUrl: string | null, qrCode: string | null) {
    await executor
      .updateTable('billing_orders')
      .set({ pay_page_url: payPageUrl, qr_code: qrCode })
      .where('id', '=', id)
      .execute();
  }

  /** A user's orders, newest first, filtered by invoice state. */
  async ordersOf(executor: DbExecutor, userId: number, filter: InvoiceFilter, limit: number) {
    let query = executor
      .selectFrom('billing_orders')
      .selectAll('billing_orders')
      .where('billing_orders.user_id', '=', userId);
    if (filter === 'invoiceable') query = query.where('status', '=', 'paid').where('invoice_id', 'is', null);
    if (filter === 'requested' || filter === 'issued') {
      query = query
        .innerJoin('billing_invoices', 'billing_invoices.id', 'billing_orders.invoice_id')
        .where('billing_invoices.status', '=', filter);
    }
    return query.orderBy('billing_orders.id', 'desc').limit(limit).execute();
  }

  /** Expires the pending online orders whose time ran out by `nowIso`; answers how many. */
  async expirePending(executor: DbExecutor, nowIso: string, outTradeNo?: string): Promise<number> {
    let query = executor
      .updateTable('billing_orders')
      .set({ status: 'expired' })
      .where('status', '=', 'pending')
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', nowIso);
    if (outTradeNo !== undefined) query = query.where('out_trade_no', '=', outTradeNo);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * pending -> paid when still pending and, for online orders, paid before `expires_at`; true when this
   * call did it. An online order the expiry already marked `expired` is paid too when the payment time
   * (the provider's) was within its 5 minutes: the notification merely came late.
   */
  async markPaid(
    executor: DbExecutor,
    id: number,
    paid: {
      paidAt: string;
      paidFen: number;
      providerTradeNo: string;
      transactionId: string;
      confirmedBy: string | null;
    },
  ): Promise<boolean> {
    const result = await executor
      .updateTable('billing_orders')
      .set({
        status: 'paid',
        paid_at: paid.paidAt,
        paid_fen: paid.paidFen,
        provider_trade_no: paid.providerTradeNo,
        transaction_id: paid.transactionId,
        confirmed_by: paid.confirmedBy,
      })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'expired'])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', paid.paidAt)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** expired/pending -> refunded after the provider refunded a late payment. */
  async markRefunded(executor: DbExecutor, id: number, at: string, note: string, providerTradeNo: string) {
    await executor
      .updateTable('billing_orders')
      .set({ status: 'refunded', refunded_at: at, refund_note: note, provider_trade_no: providerTradeNo })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'expired'])
      .execute();
  }

  async logNotification(executor: DbExecutor, entry: NotificationLogEntry): Promise<void> {
    await executor
      .insertInto('payment_notifications')
      .values({
        provider: entry.provider,
        out_trade_no: entry.outTradeNo,
        outcome: entry.outcome,
        security_event: entry.securityEvent ? 1 : 0,
        detail: entry.detail,
        received_at: entry.receivedAt,
      })
      .execute();
  }

  async companyInfo(executor: DbExecutor, userId: number) {
    return executor
      .selectFrom('billing_company_info')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Saves the invoice title; the users row keeps the spec §3 user-info copy (company name, credit code,
   * email) that /user_info shows.
   */
  async saveCompanyInfo(
    executor: DbExecutor,
    userId: number,
    info: {
      title: string;
      title_type: string;
      unified_social_credit_code: string;
      email: string;
      invoice_type: string;
    },
    at: string,
  ): Promise<void> {
    await executor
      .insertInto('billing_company_info')
      .values({ user_id: userId, ...info, updated_at: at })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...info, updated_at: at }))
      .execute();
  }

  async insertInvoice(
    executor: DbExecutor,
    row: {
      user_id: number;
      title: string;
      title_type: string;
      unified_social_credit_code: string;
      email: string;
      invoice_type: string;
      total_fen: number;
      requested_at: string;
    },
  ): Promise<BillingInvoiceRow> {
    return executor
      .insertInto('billing_invoices')
      .values({ ...row, status: 'requested' })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Attaches the user's paid, never-invoiced orders of `transactionIds` to an invoice; answers how many. */
  async attachOrders(
    executor: DbExecutor,
    userId: number,
    transactionIds: string[],
    invoiceId: number,
  ): Promise<number> {
    const result = await executor
      .updateTable('billing_orders')
      .set({ invoice_id: invoiceId })
      .where('user_id', '=', userId)
      .where('status', '=', 'paid')
      .where('invoice_id', 'is', null)
      .where('transaction_id', 'in', transactionIds)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async ordersOfInvoice(executor: DbExecutor, invoiceId: number) {
    return executor
      .selectFrom('billing_orders')
      .select(['out_trade_no', 'transaction_id', 'paid_fen', 'total_fen'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute();
  }

  async invoicesOf(executor: DbExecutor, userId: number) {
    return executor
      .selectFrom('billing_invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
  }

  async invoiceById(executor: DbExecutor, id: number) {
    return executor.selectFrom('billing_invoices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** requested -> issued; true when this call did it. */
  async markIssued(
    executor: DbExecutor,
    id: number,
    issue: {
      invoice_number: string;
      issued_on: string;
      pdf_url: string;
      issued_at: string;
      issued_by: string;
    },
  ): Promise<boolean> {
    const result = await executor
      .updateTable('billing_invoices')
      .set({ ...issue, status: 'issued' })
      .where('id', '=', id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Invoices for the desk (their sellers' names come from the SellerDirectory port). */
  async invoicesForDesk(executor: DbExecutor, status: 'requested' | 'issued' | 'all') {
    let query = executor.selectFrom('billing_invoices').selectAll();
    if (status !== 'all') query = query.where('status', '=', status);
    return query.orderBy('id', 'asc').limit(200).execute();
  }

  /** Pending bank-transfer orders, oldest first. */
  async pendingTransfers(executor: DbExecutor) {
    return executor
      .selectFrom('billing_orders')
      .selectAll()
      .where('pay_method', '=', 'bank_transfer')
      .where('status', '=', 'pending')
      .orderBy('id', 'asc')
      .limit(200)
      .execute();
  }
}
