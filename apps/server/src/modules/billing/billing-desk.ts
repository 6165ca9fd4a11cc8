// The operator actions, shared by the desk routes and the operator CLI: each runs in one transaction with
// its audit line, so an action that happened is always in the audit log and vice versa.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-schema';
import { AppError, HttpStatus } from '../../lib/app-error';
import type { BillingDeskPort } from '../../ports/billing-desk';
import type { OperatorAudit } from '../../ports/operator-audit';
import { LedgerOverdrawError, type UsageCredit, type UsageLedger } from '../../ports/usage-ledger';
import type { BillingService } from './billing-service';

/** The operator actions over billing and the ledger (the operator module serves them as the desk calls). */
export class BillingDesk implements BillingDeskPort {
  constructor(
    private readonly service: BillingService,
    private readonly audit: OperatorAudit,
    private readonly usageLedger: UsageLedger,
  ) {}

  /** Bank transfers waiting for the operator, oldest first. */
  async pendingTransfers() {
    return this.service.pendingTransfers();
  }

  /** Invoices in `status` with their sellers. */
  async invoices(status: 'requested' | 'issued' | 'all') {
    return this.service.invoicesForDesk(status);
  }

  /** Confirms a received transfer (credits once; a second confirmation changes nothing). */
  async confirmTransfer(db: Kysely<Database>, actor: string, outTradeNo: string, bankReference?: string) {
    await db.transaction().execute(async (trx) => {
      const result = await this.service.confirmTransfer(trx, outTradeNo, actor, bankReference);
      await this.audit.record(trx, {
        actor,
        action: 'confirm_transfer',
        subject: `order:${outTradeNo}`,
        detail: result
          ? { kind: 'transferConfirmed', values: { bankReference: bankReference ?? '' } }
          : { kind: 'transferAlreadyConfirmed', values: {} },
      });
    });
    return this.service.orderForDesk(outTradeNo);
  }

  async issueInvoice(
    db: Kysely<Database>,
    actor: string,
    issue: { invoice_id: number; invoice_number: string; issued_on: string; pdf_url: string },
  ) {
    return db.transaction().execute(async (trx) => {
      const invoice = await this.service.issueInvoice(trx, issue, actor);
      await this.audit.record(trx, {
        actor,
        action: 'issue_invoice',
        subject: `invoice:${issue.invoice_id}`,
        detail: {
          kind: 'invoiceIssued',
          values: { number: issue.invoice_number, issuedOn: issue.issued_on },
        },
      });
      return invoice;
    });
  }

  /** A seller's balance, entries and orders (the reading is audited too: it is personal data). */
  async ledger(db: Kysely<Database>, actor: string, userName: string) {
    const user = await this.service.userByName(db, userName);
    await this.audit.record(db, { actor, action: 'view_ledger', subject: `user:${user.user_name}` });
    return this.statementOf(db, user);
  }

  /** Adds (or removes) uses with a reason; never takes the balance below zero. */
  async adjust(
    db: Kysely<Database>,
    actor: string,
    adjustment: { user_name: string; uses: number; valid_days?: number | undefined; reason: string },
  ) {
    const user = await this.service.userByName(db, adjustment.user_name);
    await db.transaction().execute(async (trx) => {
      // The ledger decides the overdraw under its lock on the user: a balance read here first could be
      // spent by a simultaneous adjustment on another replica before this one is written.
      await this.creditOrRefuseOverdraw(trx, {
        userId: user.id,
        uses: adjustment.uses,
        kind: 'adjustment',
        // Each adjustment is its own entry: a fresh reference, never a replay of an earlier one.
        reference: `adjustment:${randomUUID()}`,
        ...(adjustment.valid_days === undefined ? {} : { validDays: adjustment.valid_days }),
        note: adjustment.reason,
      });
      await this.audit.record(trx, {
        actor,
        action: 'adjust',
        subject: `user:${user.user_name}`,
        detail: {
          kind: 'usesAdjusted',
          values: {
            uses: adjustment.uses,
            reason: adjustment.reason,
            ...(adjustment.valid_days ? { validDays: adjustment.valid_days } : {}),
          },
        },
      });
    });
    return this.statementOf(db, user);
  }

  private async creditOrRefuseOverdraw(trx: Kysely<Database>, credit: UsageCredit): Promise<void> {
    try {
      await this.usageLedger.credit(trx, credit);
    } catch (error) {
      if (error instanceof LedgerOverdrawError) {
        throw new AppError(HttpStatus.badRequest, 'operator.adjustmentOverdraw', { balance: error.balance });
      }
      throw error;
    }
  }

  private async statementOf(db: Kysely<Database>, user: { id: number; user_name: string }) {
    const statement = await this.service.statement(db, user.id);
    return { user_name: user.user_name, ...statement, orders: await this.service.ordersOfUser(user.id) };
  }
}
