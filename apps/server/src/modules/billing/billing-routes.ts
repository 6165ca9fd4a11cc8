// The seller's billing calls (spec §7), the providers' notify endpoints and, outside production, the
// sandbox gateway's pay page and pay call.
import {
  BILLING_CALLS,
  INVOICE_ISSUE_WORKING_DAYS,
  PAYMENT_NOTIFY_PATHS,
  SANDBOX_PAY_PAGE_PATH,
  billingSuccessMessage,
  formatFen,
  success,
  type BillingSuccessKey,
  type Language,
} from '@adplan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, HttpStatus } from '../../lib/app-error';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import type { BillingService } from './billing-service';
import type { GatewayName } from './payments/payment-gateway';
import type { SandboxGateway } from './payments/sandbox-gateway';
import { renderSandboxPayPage } from './payments/sandbox-pay-page';

export interface BillingRoutesOptions {
  service: BillingService;
  /** The sandbox gateway when it is the configured one (never in production). */
  sandbox: SandboxGateway | null;
  /** Sends a notification to the server's own notify endpoint (how the sandbox "calls back"). */
  deliver: (path: string, headers: Record<string, string>, body: string) => Promise<void>;
  apiPrefix: string;
  /** The notify routes' own per-IP ceiling per minute (not counted against the general one). */
  notifyPerMinute: number;
}

function ok<Data>(language: Language, key: BillingSuccessKey, data: Data, params?: Record<string, number>) {
  return success(billingSuccessMessage(key, language, params), data);
}

/** Registers the billing routes on an app scoped to the API prefix. */
export async function billingRoutes(app: FastifyInstance, options: BillingRoutesOptions) {
  const { service } = options;

  routeCall(app, BILLING_CALLS.charge, async (request, _reply, payload) => {
    const session = requireSession(request);
    return ok(request.language, 'billing.orderCreated', await service.charge(session.userId, payload));
  });

  routeCall(app, BILLING_CALLS.orderLog, async (request, _reply, payload) => {
    const session = requireSession(request);
    return ok(request.language, 'billing.ok', await service.order(session.userId, payload.order_num));
  });

  routeCall(app, BILLING_CALLS.chargeLog, async (request, _reply, payload) => {
    const session = requireSession(request);
    return ok(request.language, 'billing.ok', {
      orders: await service.history(session.userId, payload.invoice),
    });
  });

  routeCall(app, BILLING_CALLS.addInvoice, async (request, _reply, payload) => {
    const session = requireSession(request);
    const invoice = await service.requestInvoice(session.userId, payload);
    return ok(request.language, 'billing.invoiceRequested', invoice, { ...INVOICE_ISSUE_WORKING_DAYS });
  });

  routeCall(app, BILLING_CALLS.invoiceLog, async (request) => {
    const session = requireSession(request);
    return ok(request.language, 'billing.ok', { invoices: await service.invoices(session.userId) });
  });

  routeCall(app, BILLING_CALLS.addCompanyInfo, async (request, _reply, payload) => {
    const session = requireSession(request);
    return ok(
      request.language,
      'billing.companyInfoSaved',
      await service.saveCompanyInfo(session.userId, payload),
    );
  });

  routeCall(app, BILLING_CALLS.companyInfo, async (request) => {
    const session = requireSession(request);
    return ok(request.language, 'billing.ok', { company_info: await service.companyInfo(session.userId) });
  });

  routeCall(app, BILLING_CALLS.usageStatement, async (request) => {
    const session = requireSession(request);
    return ok(
      request.language,
      'billing.ok',
      await service.statement(request.server.database.db, session.userId),
    );
  });

  // Providers post notifications without a session; signatures cover the exact bytes, so these routes
  // keep the raw body instead of parsing it. They have a rate limit of their own, apart from the general
  // one: a provider sends every notification and its retries from a few servers, and a refused one only
  // delays the seller's package (ADR 0017).
  const notifyLimit = { max: options.notifyPerMinute, timeWindow: 60_000 };
  await app.register(async (notify) => {
    notify.removeAllContentTypeParsers();
    notify.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const route = (gateway: GatewayName, path: string) =>
      notify.post(
        path,
        { config: { csrfExempt: true, rateLimit: notifyLimit } },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const result = await service.handleNotification(gateway, {
            headers: request.headers,
            body: typeof request.body === 'string' ? request.body : '',
          });
          const answer = service.replyFor(gateway, result.handled);
          return reply.status(answer.status).type(answer.contentType).send(answer.body);
        },
      );
    route('alipay', PAYMENT_NOTIFY_PATHS.alipay);
    route('wechat', PAYMENT_NOTIFY_PATHS.wechat);
    if (options.sandbox) route('sandbox', PAYMENT_NOTIFY_PATHS.sandbox);
  });

  const sandbox = options.sandbox;
  if (!sandbox) {
    routeCall(app, BILLING_CALLS.sandboxPay, async () => {
      throw new AppError(HttpStatus.notFound, 'billing.sandboxOnly');
    });
    return;
  }

  /** Sends the sandbox's signed notification `times` times, as a provider retrying would. */
  const payInSandbox = async (outTradeNo: string, times: number) => {
    const order = await service.orderForSandbox(outTradeNo);
    if (!order) throw new AppError(HttpStatus.notFound, 'billing.orderNotFound');
    for (let attempt = 0; attempt < times; attempt += 1) {
      const notification = sandbox.notificationFor(order.out_trade_no, order.total_fen);
      await options.deliver(
        `${options.apiPrefix}${PAYMENT_NOTIFY_PATHS.sandbox}`,
        notification.headers,
        notification.body,
      );
    }
    return (await service.orderForSandbox(outTradeNo)) ?? order;
  };

  // The sandbox stands in for a provider: its calls need no seller session (a provider has none).
  routeCall(
    app,
    BILLING_CALLS.sandboxPay,
    async (request, _reply, payload) => {
      const order = await payInSandbox(payload.out_trade_no, payload.times);
      return ok(request.language, 'billing.sandboxPaid', {
        delivered: payload.times,
        status: order.status as 'paid',
      });
    },
    { config: { csrfExempt: true } },
  );

  app.get<{ Params: { outTradeNo: string } }>(
    `${SANDBOX_PAY_PAGE_PATH}/:outTradeNo`,
    async (request, reply) => {
      const order = await service.orderForSandbox(request.params.outTradeNo);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          renderSandboxPayPage(
            order ? { ...order, amount: formatFen(order.total_fen) } : null,
            request.url,
            false,
          ),
        );
    },
  );

  app.post<{ Params: { outTradeNo: string } }>(
    `${SANDBOX_PAY_PAGE_PATH}/:outTradeNo`,
    { config: { csrfExempt: true } },
    async (request, reply) => {
      const existing = await service.orderForSandbox(request.params.outTradeNo);
      const order = existing ? await payInSandbox(existing.out_trade_no, 1) : null;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          renderSandboxPayPage(
            order ? { ...order, amount: formatFen(order.total_fen) } : null,
            request.url,
            true,
          ),
        );
    },
  );
}
