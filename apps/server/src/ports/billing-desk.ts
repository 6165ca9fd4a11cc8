// The billing actions an operator takes at the desk. The billing module implements them (each action
// with its audit line in one transaction, see modules/billing/billing-desk.ts); the operator module serves
// the desk calls over this port, so the operator calls live in one module without it reaching into billing.
import type { Invoice, OperatorInvoice, OperatorLedger, OperatorOrder, Order } from '@adplan/contracts';
import type { DbExecutor } from './usage-ledger';

/** The operator's billing actions. `actor` names the operator in the audit log. */
export interface BillingDeskPort {
  pendingTransfers(): Promise<OperatorOrder[]>;
  confirmTransfer(db: DbExecutor, actor: string, outTradeNo: string, bankReference?: string): Promise<Order>;
  invoices(status: 'requested' | 'issued' | 'all'): Promise<OperatorInvoice[]>;
  issueInvoice(
    db: DbExecutor,
    actor: string,
    issue: { invoice_id: number; invoice_number: string; issued_on: string; pdf_url: string },
  ): Promise<Invoice>;
  ledger(db: DbExecutor, actor: string, userName: string): Promise<OperatorLedger>;
  adjust(
    db: DbExecutor,
    actor: string,
    adjustment: { user_name: string; uses: number; valid_days?: number | undefined; reason: string },
  ): Promise<OperatorLedger>;
}
