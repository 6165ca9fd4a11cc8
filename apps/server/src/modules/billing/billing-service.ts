// The paid-usage use cases: create an order, take a provider's notification, confirm a bank transfer,
// expire unpaid orders, invoices and company info. Paying an order and crediting its uses happen in ONE
// transaction, behind a conditional state change, so replayed notifications and concurrent confirmations
// credit once; a payment that arrives after the order expired is refunded, never credited.
import {
  INVOICE_ISSUE_WORKING_DAYS,
  UNPAID_ORDER_EXPIRY_MINUTES,
  formatFen,
  parseAmountToFen,
  purchaseTerms,
  type AddCompanyInfoPayload,
  type ChargePayload,
  type CompanyInfo,
  type Invoice,
  type Order,
  type PayMethod,
  type UsageStatement,
} from '@adplan/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BankAccountConfig } from '../../config/config';
import type { AppDatabase } from '../../db/database';
import type { BillingOrderRow } from '../../db/database-schema';
import { AppError, HttpStatus } from '../../lib/app-error';
import { MINUTE_MS, toStoredTime, type Clock } from '../../lib/clock';
import { randomDigits } from '../../lib/secure-random';
import type { DbExecutor, UsageLedger } from '../../ports/usage-ledger';
import type { SellerDirectory } from '../../ports/seller-directory';
import { BillingRepository, type InvoiceFilter } from './billing-repository';
import { toCompanyInfo, toInvoice, toLedgerEntry, toOrder } from './billing-presenter';
import type { GatewayName, PaymentGateway, RawNotification } from './payments/payment-gateway';

/** Orders a history shows at most. */
const HISTORY_LIMIT = 200;
/** Ledger entries a statement shows. */
const STATEMENT_LIMIT = 100;

/** The gateways by pay method; a method without one is unavailable. */
export type GatewaysByMethod = Partial<Record<Exclude<PayMethod, 'bank_transfer'>, PaymentGateway>>;

export interface BillingServiceDeps {
  database: AppDatabase;
  ledger: UsageLedger;
  /** Sellers' names for the desk, and the profile's copy of the company details (accounts owns `users`). */
  sellers: SellerDirectory;
  clock: Clock;
  gateways: GatewaysByMethod;
  bankAccount: BankAccountConfig;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** What handling a notification decided, and what to answer the provider. */
export interface NotificationResult {
  outcome: string;
  /** False asks the provider to send the notification again. */
  handled: boolean;
}

/** Package names on the provider's pay page (zh: the payer is in China). */
const SUBJECTS: Record<string, string> = {
  basic: 'AdPlan 基础版套餐',
  standard: 'AdPlan 标准版套餐',
  pro: 'AdPlan 专业版套餐',
  accompaniedCoaching: 'AdPlan 陪跑服务',
  onlineCourse: 'AdPlan 在线课程',
  courseWithCoaching: 'AdPlan 课程+陪跑',
};

/** A new order number: `AP` + UTC time to the second + 6 random digits (fits Alipay and WeChat limits). */
export function newOutTradeNo(now: number): string {
  return `AP${new Date(now).toISOString().replace(/\D/g, '').slice(0, 14)}${randomDigits(6)}`;
}

/** The billing use cases. */
export class BillingService {
  private readonly repository = new BillingRepository();
  private readonly db;

  constructor(private readonly deps: BillingServiceDeps) {
    this.db = deps.database.db;
  }

  private now(): string {
    return toStoredTime(this.deps.clock.now());
  }

  /** POST /charge: the order, refused when the agreed fee is not the price. */
  async charge(userId: number, payload: ChargePayload): Promise<Order> {
    const terms = purchaseTerms(payload.package_type);
    if (parseAmountToFen(payload.charge_fee) !== terms.priceFen) {
      throw new AppError(HttpStatus.badRequest, 'billing.chargeFeeMismatch', {
        price: formatFen(terms.priceFen),
      });
    }
    const gateway = payload.pay_method === 'bank_transfer' ? null : this.deps.gateways[payload.pay_method];
    if (gateway === undefined) throw new AppError(HttpStatus.badRequest, 'billing.payMethodUnavailable');
    const now = this.deps.clock.now();
    const expiresAt = gateway === null ? null : toStoredTime(now + UNPAID_ORDER_EXPIRY_MINUTES * MINUTE_MS);
    const row = await this.deps.database.db.transaction().execute((trx) =>
      this.repository.insertOrder(trx, {
        out_trade_no: newOutTradeNo(now),
        user_id: userId,
        package_type: terms.id,
        pay_method: payload.pay_method,
        total_fen: terms.priceFen,
        uses: terms.uses,
        valid_days: terms.validDays,
        status: 'pending',
        created_at: toStoredTime(now),
        expires_at: expiresAt,
      }),
    );
    if (gateway === null || expiresAt === null) return this.present(row);
    try {
      const start = await gateway.createPayment({
        outTradeNo: row.out_trade_no,
        totalFen: row.total_fen,
        subject: SUBJECTS[row.package_type] ?? 'AdPlan',
        expiresAt,
      });
      await this.repository.setPaymentStart(this.db, row.id, start.payPageUrl, start.qrCode);
      return this.present({ ...row, pay_page_url: start.payPageUrl, qr_code: start.qrCode });
    } catch (error) {
      // The order cannot be paid without a pay page: end it now rather than leave it pending.
      await this.db
        .updateTable('billing_orders')
        .set({ status: 'expired' })
        .where('id', '=', row.id)
        .execute();
      this.deps.logger.error(
        { event: 'billing.gateway_failed', gateway: gateway.name, err: error },
        'payment start failed',
      );
      throw new AppError(HttpStatus.badRequest, 'billing.orderCreateFailed');
    }
  }

  /** GET /order_log: one of the user's orders (expired first if its time ran out). */
  async order(userId: number, outTradeNo: string): Promise<Order> {
    await this.repository.expirePending(this.db, this.now(), outTradeNo);
    const row = await this.repository.orderByTradeNo(this.db, outTradeNo);
    if (!row || row.user_id !== userId) throw new AppError(HttpStatus.notFound, 'billing.orderNotFound');
    return this.present(row);
  }

  /** POST /charge_log: the user's orders, newest first. */
  async history(userId: number, filter: InvoiceFilter): Promise<Order[]> {
    await this.repository.expirePending(this.db, this.now());
    const rows = await this.repository.ordersOf(this.db, userId, filter, HISTORY_LIMIT);
    return this.presentAll(rows);
  }

  /** What to answer `gateway` after a notification was (or was not) handled. */
  replyFor(gatewayName: GatewayName, handled: boolean) {
    const gateway = Object.values(this.deps.gateways).find((candidate) => candidate.name === gatewayName);
    return gateway ? gateway.reply(handled) : { status: 404, contentType: 'text/plain', body: 'fail' };
  }

  /** The expiry job: every pending online order past its 5 minutes becomes expired. */
  async expireOrders(): Promise<number> {
    return this.repository.expirePending(this.db, this.now());
  }

  /**
   * A provider's notification: verified, checked against the order (app, amount, state, time) and, when
   * everything agrees, the order is paid and credited in one transaction. Every outcome is logged; forged,
   * mismatched and late ones as security events.
   */
  async handleNotification(gatewayName: GatewayName, raw: RawNotification): Promise<NotificationResult> {
    const gateway = Object.values(this.deps.gateways).find((candidate) => candidate.name === gatewayName);
    if (!gateway)
      return this.logOutcome(gatewayName, null, 'no_gateway', true, 'gateway not configured', false);
    const check = await gateway.verifyNotification(raw);
    if (!check.ok) return this.logOutcome(gatewayName, null, 'forged', true, check.reason, false);
    const notice = check.notification;
    const detail = `notify ${notice.notificationId} trade ${notice.providerTradeNo} paid ${formatFen(notice.paidFen)}`;
    if (notice.appId !== gateway.appId) {
      return this.logOutcome(
        gatewayName,
        notice.outTradeNo,
        'app_mismatch',
        true,
        `${detail} app ${notice.appId}`,
        false,
      );
    }
    const order = await this.repository.orderByTradeNo(this.db, notice.outTradeNo);
    if (!order || order.pay_method === 'bank_transfer') {
      return this.logOutcome(gatewayName, notice.outTradeNo, 'unknown_order', true, detail, false);
    }
    if (notice.paidFen !== order.total_fen) {
      return this.logOutcome(
        gatewayName,
        notice.outTradeNo,
        'amount_mismatch',
        true,
        `${detail} expected ${formatFen(order.total_fen)}`,
        false,
      );
    }
    if (!notice.succeeded)
      return this.logOutcome(gatewayName, notice.outTradeNo, 'not_paid', false, detail, true);
    const receivedAt = this.now();
    // In time or late is decided on when the payer paid, as the provider signed it: a notification can
    // arrive minutes after the payment (provider retries, a slow network). A signed time in the future
    // (clock skew) counts as now; a notification without one is judged on its arrival.
    const paidAt = toStoredTime(Math.min(notice.paidAt ?? this.deps.clock.now(), this.deps.clock.now()));
    const credited = await this.db.transaction().execute(async (trx) => {
      const paid = await this.repository.markPaid(trx, order.id, {
        paidAt,
        paidFen: notice.paidFen,
        providerTradeNo: notice.providerTradeNo,
        transactionId: `T${order.out_trade_no}`,
        confirmedBy: null,
      });
      if (!paid) return false;
      await this.creditOrder(trx, order);
      await this.repository.logNotification(trx, {
        provider: gatewayName,
        outTradeNo: order.out_trade_no,
        outcome: 'credited',
        securityEvent: false,
        detail,
        receivedAt,
      });
      return true;
    });
    if (credited) {
      this.deps.logger.info(
        { event: 'billing.order_paid', out_trade_no: order.out_trade_no, gateway: gatewayName },
        'order paid',
      );
      return { outcome: 'credited', handled: true };
    }
    return this.afterLostRace(gateway, order.out_trade_no, notice.paidFen, notice.providerTradeNo, detail);
  }

  /** The order was not pending-and-in-time: a replay of a paid order, or a late payment to refund. */
  private async afterLostRace(
    gateway: PaymentGateway,
    outTradeNo: string,
    paidFen: number,
    providerTradeNo: string,
    detail: string,
  ): Promise<NotificationResult> {
    await this.repository.expirePending(this.db, this.now(), outTradeNo);
    const current = await this.repository.orderByTradeNo(this.db, outTradeNo);
    if (!current) return this.logOutcome(gateway.name, outTradeNo, 'unknown_order', true, detail, false);
    if (current.status === 'paid')
      return this.logOutcome(gateway.name, outTradeNo, 'duplicate', false, detail, true);
    if (current.status === 'refunded') {
      return this.logOutcome(gateway.name, outTradeNo, 'late_duplicate', true, detail, true);
    }
    // Expired unpaid: the money came too late. It goes back through the provider; nothing is credited.
    try {
      await gateway.refund({
        outTradeNo,
        totalFen: current.total_fen,
        refundFen: paidFen,
        reason: 'order expired before payment',
      });
    } catch (error) {
      this.deps.logger.error(
        { event: 'billing.refund_failed', out_trade_no: outTradeNo, err: error },
        'refund failed',
      );
      return this.logOutcome(gateway.name, outTradeNo, 'late_refund_failed', true, detail, false);
    }
    await this.repository.markRefunded(
      this.db,
      current.id,
      this.now(),
      'paid after expiry; refunded',
      providerTradeNo,
    );
    return this.logOutcome(gateway.name, outTradeNo, 'late_refunded', true, detail, true);
  }

  private async logOutcome(
    provider: string,
    outTradeNo: string | null,
    outcome: string,
    securityEvent: boolean,
    detail: string,
    handled: boolean,
  ): Promise<NotificationResult> {
    await this.repository.logNotification(this.db, {
      provider,
      outTradeNo,
      outcome,
      securityEvent,
      detail,
      receivedAt: this.now(),
    });
    if (securityEvent) {
      this.deps.logger.warn(
        { event: 'security.payment_notification', provider, out_trade_no: outTradeNo, outcome, detail },
        'payment notification refused or suspicious',
      );
    }
    return { outcome, handled };
  }

  private async creditOrder(trx: DbExecutor, order: BillingOrderRow): Promise<void> {
    await this.deps.ledger.credit(trx, {
      userId: order.user_id,
      uses: order.uses,
      kind: 'package_credit',
      reference: `order:${order.out_trade_no}`,
      validDays: order.valid_days,
      note: order.package_type,
    });
  }

  /**
   * An operator confirms a received bank transfer: pending -> paid and the credit, in `trx` (the caller's,
   * so the audit line commits with it). Answers whether this call confirmed it (false: already paid).
   */
  async confirmTransfer(
    trx: DbExecutor,
    outTradeNo: string,
    confirmedBy: string,
    bankReference: string | undefined,
  ): Promise<boolean> {
    const order = await this.repository.orderByTradeNo(trx, outTradeNo);
    if (!order) throw new AppError(HttpStatus.notFound, 'billing.orderNotFound');
    if (order.pay_method !== 'bank_transfer')
      throw new AppError(HttpStatus.badRequest, 'billing.orderNotTransfer');
    const paid = await this.repository.markPaid(trx, order.id, {
      paidAt: this.now(),
      paidFen: order.total_fen,
      providerTradeNo: bankReference ?? '',
      transactionId: `T${order.out_trade_no}`,
      confirmedBy,
    });
    if (paid) {
      await this.creditOrder(trx, order);
      return true;
    }
    const current = await this.repository.orderByTradeNo(trx, outTradeNo);
    if (current?.status === 'paid') return false;
    throw new AppError(HttpStatus.badRequest, 'billing.orderNotPending', { status: current?.status ?? '-' });
  }

  /** Order `outTradeNo` for the desk. */
  async orderForDesk(outTradeNo: string): Promise<Order> {
    const row = await this.repository.orderByTradeNo(this.db, outTradeNo);
    if (!row) throw new AppError(HttpStatus.notFound, 'billing.orderNotFound');
    return this.present(row);
  }

  async companyInfo(userId: number): Promise<CompanyInfo | null> {
    const row = await this.repository.companyInfo(this.db, userId);
    return row ? toCompanyInfo(row) : null;
  }

  async saveCompanyInfo(userId: number, payload: Required<AddCompanyInfoPayload>): Promise<CompanyInfo> {
    const info = {
      title: payload.title,
      title_type: payload.title_type,
      unified_social_credit_code: payload.unified_social_credit_code,
      email: payload.email,
      invoice_type: payload.invoice_type,
    };
    await this.db.transaction().execute((trx) => this.storeCompanyInfo(trx, userId, info));
    return toCompanyInfo(info);
  }

  /**
   * POST /add_invoice: one invoice for the user's paid, never-invoiced transactions; the title is saved as
   * the company info. All or nothing: one transaction that is not invoiceable refuses the whole request.
   */
  async requestInvoice(
    userId: number,
    payload: Required<AddCompanyInfoPayload> & { transaction_id_list: string[] },
  ): Promise<Invoice> {
    const ids = [...new Set(payload.transaction_id_list)];
    return this.db.transaction().execute(async (trx) => {
      const orders = await trx
        .selectFrom('billing_orders')
        .select(['transaction_id', 'paid_fen', 'total_fen', 'status', 'invoice_id', 'user_id'])
        .where('transaction_id', 'in', ids)
        .execute();
      for (const id of ids) {
        const order = orders.find((candidate) => candidate.transaction_id === id);
        if (!order || order.user_id !== userId || order.status !== 'paid' || order.invoice_id !== null) {
          throw new AppError(HttpStatus.badRequest, 'billing.transactionNotInvoiceable', { transaction: id });
        }
      }
      const info = {
        title: payload.title,
        title_type: payload.title_type,
        unified_social_credit_code: payload.unified_social_credit_code,
        email: payload.email,
        invoice_type: payload.invoice_type,
      };
      await this.storeCompanyInfo(trx, userId, info);
      const invoice = await this.repository.insertInvoice(trx, {
        user_id: userId,
        ...info,
        total_fen: orders.reduce((sum, order) => sum + (order.paid_fen ?? order.total_fen), 0),
        requested_at: this.now(),
      });
      // The conditional attach is what guarantees "at most once" when two requests race.
      const attached = await this.repository.attachOrders(trx, userId, ids, invoice.id);
      if (attached !== ids.length) {
        throw new AppError(HttpStatus.badRequest, 'billing.transactionNotInvoiceable', {
          transaction: ids.join(', '),
        });
      }
      return toInvoice(invoice, await this.repository.ordersOfInvoice(trx, invoice.id));
    });
  }

  async invoices(userId: number): Promise<Invoice[]> {
    const rows = await this.repository.invoicesOf(this.db, userId);
    return Promise.all(
      rows.map(async (row) => toInvoice(row, await this.repository.ordersOfInvoice(this.db, row.id))),
    );
  }

  /** The operator records an issued invoice, in `trx`. */
  async issueInvoice(
    trx: DbExecutor,
    issue: { invoice_id: number; invoice_number: string; issued_on: string; pdf_url: string },
    issuedBy: string,
  ): Promise<Invoice> {
    const row = await this.repository.invoiceById(trx, issue.invoice_id);
    if (!row) throw new AppError(HttpStatus.notFound, 'operator.invoiceNotFound');
    const issued = await this.repository.markIssued(trx, row.id, {
      invoice_number: issue.invoice_number,
      issued_on: issue.issued_on,
      pdf_url: issue.pdf_url,
      issued_at: this.now(),
      issued_by: issuedBy,
    });
    if (!issued) throw new AppError(HttpStatus.badRequest, 'operator.invoiceAlreadyIssued');
    const fresh = await this.repository.invoiceById(trx, row.id);
    return toInvoice(fresh ?? row, await this.repository.ordersOfInvoice(trx, row.id));
  }

  async invoicesForDesk(status: 'requested' | 'issued' | 'all') {
    const rows = await this.repository.invoicesForDesk(this.db, status);
    const names = await this.deps.sellers.userNames(
      this.db,
      rows.map((row) => row.user_id),
    );
    return Promise.all(
      rows.map(async (row) => ({
        ...toInvoice(row, await this.repository.ordersOfInvoice(this.db, row.id)),
        user_name: names.get(row.user_id) ?? '',
      })),
    );
  }

  async pendingTransfers() {
    const rows = await this.repository.pendingTransfers(this.db);
    const orders = await this.presentAll(rows);
    const names = await this.deps.sellers.userNames(
      this.db,
      rows.map((row) => row.user_id),
    );
    return orders.map((order, index) => ({
      ...order,
      user_name: names.get(rows[index]?.user_id ?? 0) ?? '',
    }));
  }

  /** Balance, expiry and latest entries of a user. */
  async statement(executor: DbExecutor, userId: number): Promise<UsageStatement> {
    const account = await this.deps.ledger.account(executor, userId);
    const entries = await this.deps.ledger.entries(executor, userId, STATEMENT_LIMIT);
    return {
      balance: account.balance,
      active_date_til: account.activeDateTil,
      entries: entries.map(toLedgerEntry),
    };
  }

  async ordersOfUser(userId: number): Promise<Order[]> {
    return this.history(userId, 'all');
  }

  /** The user with `userName`, or the operator's "no such user" refusal. */
  async userByName(executor: DbExecutor, userName: string): Promise<{ id: number; user_name: string }> {
    const user = await this.deps.sellers.findByName(executor, userName);
    if (!user) throw new AppError(HttpStatus.notFound, 'operator.userNotFound', { user: userName });
    return { id: user.id, user_name: user.userName };
  }

  /** Saves the invoice title and shows it on the seller's profile, in the caller's transaction. */
  private async storeCompanyInfo(
    trx: DbExecutor,
    userId: number,
    info: Parameters<BillingRepository['saveCompanyInfo']>[2],
  ): Promise<void> {
    await this.repository.saveCompanyInfo(trx, userId, info, this.now());
    await this.deps.sellers.recordCompany(trx, userId, {
      companyName: info.title,
      unifiedSocialCreditCode: info.unified_social_credit_code,
      email: info.email,
    });
  }

  /** The sandbox's view of an order, for its pay page. */
  async orderForSandbox(outTradeNo: string): Promise<BillingOrderRow | undefined> {
    await this.repository.expirePending(this.db, this.now(), outTradeNo);
    return this.repository.orderByTradeNo(this.db, outTradeNo);
  }

  private async present(row: BillingOrderRow): Promise<Order> {
    return (await this.presentAll([row]))[0] as Order;
  }

  private async presentAll(rows: BillingOrderRow[]): Promise<Order[]> {
    const invoiceIds = [
      ...new Set(rows.map((row) => row.invoice_id).filter((id): id is number => id !== null)),
    ];
    const statuses = new Map<number, string>();
    if (invoiceIds.length > 0) {
      const invoices = await this.db
        .selectFrom('billing_invoices')
        .select(['id', 'status'])
        .where('id', 'in', invoiceIds)
        .execute();
      for (const invoice of invoices) statuses.set(invoice.id, invoice.status);
    }
    const bank = {
      account_name: this.deps.bankAccount.accountName,
      bank_name: this.deps.bankAccount.bankName,
      account_number: this.deps.bankAccount.accountNumber,
    };
    return rows.map((row) =>
      toOrder(
        row,
        bank,
        row.invoice_id === null
          ? 'none'
          : ((statuses.get(row.invoice_id) ?? 'requested') as Order['invoice_status']),
      ),
    );
  }
}

/** The invoice notice parameters (3-7 working days). */
export const INVOICE_NOTICE_PARAMS = {
  min: INVOICE_ISSUE_WORKING_DAYS.min,
  max: INVOICE_ISSUE_WORKING_DAYS.max,
};
