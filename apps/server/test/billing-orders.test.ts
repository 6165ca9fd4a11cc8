// Orders and payments: creation, the 5-minute expiry, sandbox notifications replayed, forged and
// mismatched notifications, late payments refunded, bank transfers confirmed once, invoices, and the
// operator role (409 for sellers).
import { BILLING_CALLS, OPERATOR_CALLS, errorAnswerSchema } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createPorts } from '../src/app';
import { MINUTE_MS, toStoredTime } from '../src/lib/clock';
import { OperatorRepository } from '../src/modules/operator/operator-repository';
import { orderExpiry } from '../src/modules/billing/order-expiry';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  startTestApp,
  type BrowserSession,
  type TestApp,
} from './helpers/test-app';

const CREDIT_CODE = '91350100M000100Y43';

describeEachDatabase('billing orders', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = async (session: BrowserSession, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      ...asBrowser(session),
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload: payload ?? {} }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const seller = async () => {
    const user = await createUser(t);
    return { user, session: await loginAs(t, user) };
  };
  const balance = async (userId: number) =>
    (await createPorts(t.database, t.clock).usageLedger.account(t.database.db, userId)).balance;
  const charge = async (
    session: BrowserSession,
    pay_method = 'alipay',
    package_type = 'basic',
    charge_fee = '699',
  ) => call(session, 'POST', '/charge', { package_type, pay_method, charge_fee });
  const sandboxPay = (out_trade_no: string, times = 1) =>
    t.app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: { out_trade_no, times } });
  const notifications = () =>
    t.database.db.selectFrom('payment_notifications').selectAll().orderBy('id').execute();

  it('creates an online order at the package price with a pay page and a 5-minute expiry', async () => {
    const { session } = await seller();
    const { status, body } = await charge(session, 'wechat', 'standard', '1999.00');
    expect(status).toBe(200);
    expect(BILLING_CALLS.charge.answer.parse(body).data).toMatchObject({
      package_type: 'standard',
      pay_method: 'wechat',
      total_amount: '1999.00',
      uses: 30,
      valid_days: 30,
      status: 'pending',
      expires_at: new Date(t.clock.now() + 5 * MINUTE_MS).toISOString(),
      bank_transfer: null,
    });
    expect(body.data.pay_page_url).toMatch(/^\/api\/sandbox\/pay-page\/AP\d{20}$/);
    expect(body.data.out_trade_no).toMatch(/^AP\d{20}$/);
  });

  it('refuses a charge_fee that is not the price, and unknown packages or methods', async () => {
    const { session } = await seller();
    const wrong = await charge(session, 'alipay', 'basic', '1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('699.00');
    expect((await charge(session, 'paypal')).status).toBe(400);
    expect((await charge(session, 'alipay', 'gold')).status).toBe(400);
    expect(await t.database.db.selectFrom('billing_orders').selectAll().execute()).toHaveLength(0);
  });

  it('credits an order once when the sandbox notification is replayed 100 times', async () => {
    const { user, session } = await seller();
    const order = (await charge(session)).body.data;
    const paid = await sandboxPay(order.out_trade_no, 100);
    expect(paid.json().data).toEqual({ delivered: 100, status: 'paid' });
    expect(await balance(user.id)).toBe(10);
    const log = await notifications();
    expect(log.filter((entry) => entry.outcome === 'credited')).toHaveLength(1);
    expect(log.filter((entry) => entry.outcome === 'duplicate')).toHaveLength(99);
    const details = await call(session, 'GET', '/order_log', { order_num: order.out_trade_no });
    expect(details.body.data).toMatchObject({
      status: 'paid',
      paid_amount: '699.00',
      transaction_id: `T${order.out_trade_no}`,
    });
    expect(details.body.data.pay_page_url).toBeNull();
  });

  it('expires an unpaid online order after 5 minutes; a late payment is refunded, never credited', async () => {
    const { user, session } = await seller();
    const order = (await charge(session)).body.data;
    t.clock.advance(5 * MINUTE_MS - 1);
    expect(await orderExpiry(t.database)(t.clock.now())).toBe(0);
    t.clock.advance(1);
    expect(await orderExpiry(t.database)(t.clock.now())).toBe(1);
    expect(
      (await call(session, 'GET', '/order_log', { order_num: order.out_trade_no })).body.data.status,
    ).toBe('expired');
    await sandboxPay(order.out_trade_no, 2);
    expect(await balance(user.id)).toBe(0);
    expect(
      (await call(session, 'GET', '/order_log', { order_num: order.out_trade_no })).body.data.status,
    ).toBe('refunded');
    const log = await notifications();
    expect(log.map((entry) => [entry.outcome, entry.security_event])).toEqual([
      ['late_refunded', 1],
      ['late_duplicate', 1],
    ]);
    expect(t.logLines.some((line) => line.event === 'security.payment_notification')).toBe(true);
  });

  it('credits a sandbox payment made in time whose notification arrives after the 5 minutes', async () => {
    const { user, session } = await seller();
    const order = (await charge(session)).body.data;
    const paidAt = Math.floor((t.clock.now() + 4 * MINUTE_MS) / 1000) * 1000;
    t.clock.advance(6 * MINUTE_MS);
    expect(await orderExpiry(t.database)(t.clock.now())).toBe(1);
    const late = t.payments.notificationFor(order.out_trade_no, 69900, undefined, paidAt);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: late.headers,
      payload: late.body,
    });
    expect(answer.body).toBe('success');
    expect(await balance(user.id)).toBe(10);
    const details = await call(session, 'GET', '/order_log', { order_num: order.out_trade_no });
    expect(details.body.data.status).toBe('paid');
    expect(t.payments.refunds).toHaveLength(0);
  });

  it('expires lazily on read even when the job never ran', async () => {
    const { session } = await seller();
    const order = (await charge(session)).body.data;
    t.clock.advance(6 * MINUTE_MS);
    const history = await call(session, 'POST', '/charge_log', {});
    expect(history.body.data.orders[0]).toMatchObject({
      out_trade_no: order.out_trade_no,
      status: 'expired',
      qr_code: null,
    });
  });

  it('credits nothing for forged, wrong-amount, wrong-app or unknown-order notifications', async () => {
    const { user, session } = await seller();
    const order = (await charge(session)).body.data;
    const { SandboxGateway } = await import('../src/modules/billing/payments/sandbox-gateway');
    // A gateway with another key pair signs as convincingly as it can: the server's key refuses it.
    const forger = new SandboxGateway(t.clock, '/x');
    const send = (notification: { headers: Record<string, string>; body: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        headers: notification.headers,
        payload: notification.body,
      });
    const forged = await send(forger.notificationFor(order.out_trade_no, 69900));
    expect(forged.body).toBe('fail');
    const tampered = forger.notificationFor(order.out_trade_no, 69900);
    expect((await send({ headers: {}, body: tampered.body })).body).toBe('fail');
    // Signed with the server's own sandbox key, but not matching the order.
    expect((await send(t.payments.notificationFor(order.out_trade_no, 100))).body).toBe('fail');
    expect((await send(t.payments.notificationFor(order.out_trade_no, 69900, 'another-app'))).body).toBe(
      'fail',
    );
    expect((await send(t.payments.notificationFor('AP00000000000000000000', 69900))).body).toBe('fail');
    expect(await balance(user.id)).toBe(0);
    expect((await notifications()).map((entry) => [entry.outcome, entry.security_event])).toEqual([
      ['forged', 1],
      ['forged', 1],
      ['amount_mismatch', 1],
      ['app_mismatch', 1],
      ['unknown_order', 1],
    ]);
    // The real notification still pays the order afterwards.
    expect((await send(t.payments.notificationFor(order.out_trade_no, 69900))).body).toBe('success');
    expect(await balance(user.id)).toBe(10);
  });

  it('confirms a bank transfer once even when operators confirm it concurrently', async () => {
    const { user, session } = await seller();
    const operator = await seller();
    const order = (await charge(session, 'bank_transfer', 'pro', '19999')).body.data;
    expect(order.expires_at).toBeNull();
    expect(order.bank_transfer).toMatchObject({ reference: order.out_trade_no });
    // A seller is not an operator: 409.
    const refused = await call(operator.session, 'POST', '/operator/confirm_transfer', {
      out_trade_no: order.out_trade_no,
    });
    expect(refused.status).toBe(409);
    expect(errorAnswerSchema.parse(refused.body).code).toBe(409);
    await new OperatorRepository(t.clock).grant(t.database.db, operator.user.id, 'test');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(operator.session, 'POST', '/operator/confirm_transfer', { out_trade_no: order.out_trade_no }),
      ),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(await balance(user.id)).toBe(360);
    const audit = await t.database.db.selectFrom('operator_audit_log').selectAll().execute();
    expect(audit.filter((entry) => entry.action === 'confirm_transfer')).toHaveLength(8);
    expect(audit.filter((entry) => entry.detail?.includes('"transferConfirmed"'))).toHaveLength(1);
  });

  it('invoices paid orders at most once and lets an operator issue the invoice', async () => {
    const { user, session } = await seller();
    const operator = await seller();
    const first = (await charge(session)).body.data;
    const second = (await charge(session)).body.data;
    await sandboxPay(first.out_trade_no);
    const invoiceable = await call(session, 'POST', '/charge_log', { invoice: 'invoiceable' });
    expect(invoiceable.body.data.orders.map((order: { out_trade_no: string }) => order.out_trade_no)).toEqual(
      [first.out_trade_no],
    );
    const title = {
      title: '示例科技有限公司',
      unified_social_credit_code: CREDIT_CODE,
      email: 'finance@example.com',
    };
    const badCode = await call(session, 'POST', '/add_invoice', {
      ...title,
      unified_social_credit_code: '91350100M000100Y44',
      transaction_id_list: [`T${first.out_trade_no}`],
    });
    expect(badCode.status).toBe(400);
    // The unpaid order cannot be invoiced, and refuses the whole request.
    const unpaid = await call(session, 'POST', '/add_invoice', {
      ...title,
      transaction_id_list: [`T${first.out_trade_no}`, `T${second.out_trade_no}`],
    });
    expect(unpaid.status).toBe(400);
    const requested = await call(session, 'POST', '/add_invoice', {
      ...title,
      transaction_id_list: [`T${first.out_trade_no}`],
    });
    expect(requested.status).toBe(200);
    expect(requested.body.msg).toContain('3-7');
    expect(requested.body.data).toMatchObject({
      status: 'requested',
      total_amount: '699.00',
      invoice_type: 'ordinary_e_invoice',
      title_type: 'company',
    });
    const again = await call(session, 'POST', '/add_invoice', {
      ...title,
      transaction_id_list: [`T${first.out_trade_no}`],
    });
    expect(again.status).toBe(400);
    expect((await call(session, 'GET', '/company_info')).body.data.company_info).toMatchObject(title);
    expect((await call(operator.session, 'GET', '/operator/invoices')).status).toBe(409);
    await new OperatorRepository(t.clock).grant(t.database.db, operator.user.id, 'test');
    const issue = {
      invoice_id: requested.body.data.id,
      invoice_number: 'No.12345678',
      issued_on: '2025-01-20',
      pdf_url: 'https://invoices.example.com/1.pdf',
    };
    const issued = await call(operator.session, 'POST', '/operator/issue_invoice', issue);
    expect(OPERATOR_CALLS.issueInvoice.answer.parse(issued.body).data).toMatchObject({
      status: 'issued',
      invoice_number: 'No.12345678',
    });
    expect((await call(operator.session, 'POST', '/operator/issue_invoice', issue)).status).toBe(400);
    const history = await call(session, 'POST', '/charge_log', { invoice: 'issued' });
    expect(history.body.data.orders).toHaveLength(1);
    expect(history.body.data.orders[0].invoice_status).toBe('issued');
    expect(user.id).toBeGreaterThan(0);
  });

  it('lets an operator adjust a ledger with a reason, never below zero, all audited', async () => {
    const { user } = await seller();
    const operator = await seller();
    expect(
      (
        await call(operator.session, 'POST', '/operator/adjust', {
          user_name: user.user_name,
          uses: 5,
          reason: 'goodwill',
        })
      ).status,
    ).toBe(409);
    await new OperatorRepository(t.clock).grant(t.database.db, operator.user.id, 'test');
    const added = await call(operator.session, 'POST', '/operator/adjust', {
      user_name: user.user_name,
      uses: 5,
      valid_days: 30,
      reason: 'goodwill',
    });
    expect(added.body.data).toMatchObject({ user_name: user.user_name, balance: 5 });
    expect(added.body.data.entries[0]).toMatchObject({ uses: 5, kind: 'adjustment', note: 'goodwill' });
    const overdraw = await call(operator.session, 'POST', '/operator/adjust', {
      user_name: user.user_name,
      uses: -6,
      reason: 'mistake',
    });
    expect(overdraw.status).toBe(400);
    expect(await balance(user.id)).toBe(5);
    const statement = await call(await loginAs(t, user), 'GET', '/usage_statement');
    expect(statement.body.data).toMatchObject({ balance: 5 });
    const audit = await call(operator.session, 'GET', '/operator/audit_log');
    expect(audit.body.data.entries.map((entry: { action: string }) => entry.action)).toEqual(['adjust']);
    // The detail travels as facts the console words in either language, never as an English sentence.
    expect(audit.body.data.entries[0]).toMatchObject({
      detail: null,
      detail_words: { kind: 'usesAdjusted', values: { uses: 5, validDays: 30, reason: 'goodwill' } },
    });
    // A line written as a sentence before details were facts is answered as that text.
    await t.database.db
      .insertInto('operator_audit_log')
      .values({
        actor: 'cli:root',
        action: 'grant',
        subject: 'user:x',
        detail: 'no change',
        created_at: toStoredTime(t.clock.now()),
      })
      .execute();
    const older = await call(operator.session, 'GET', '/operator/audit_log');
    expect(older.body.data.entries[0]).toMatchObject({ detail: 'no change', detail_words: null });
    expect((await call(operator.session, 'GET', '/operator/me')).body.data).toEqual({ is_operator: true });
  });
});
