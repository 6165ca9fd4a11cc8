// The billing module as app.ts sees it: one registration function that builds the payment gateways,
// the billing use cases, the seller calls and the order-expiry job, and answers the desk's billing actions
// (the operator module serves the desk calls over them).
import type { FastifyInstance } from 'fastify';
import { MINUTE_MS } from '../../lib/clock';
import type { ModuleContext } from '../../lib/module-context';
import type { BillingDeskPort } from '../../ports/billing-desk';
import { BillingDesk } from './billing-desk';
import { billingRoutes } from './billing-routes';
import { BillingService } from './billing-service';
import { orderExpiry } from './order-expiry';
import type { FetchFunction as PaymentFetch } from './payments/payment-gateway';
import { createPaymentGateways } from './payments/payment-gateway-factory';

/** The billing module's own parts besides the common context. */
export interface BillingModuleDeps extends ModuleContext {
  /** The online gateways; by default those the configuration names (tests pass their own sandbox). */
  payments?: ReturnType<typeof createPaymentGateways>;
  /** The `fetch` of the real payment providers. */
  paymentFetch?: PaymentFetch;
}

/** Name of the job that marks unpaid online orders expired once their 5 minutes are over. */
export const ORDER_EXPIRY_JOB = 'order-expiry';

/**
 * Registers the billing calls on `api` (scoped to the API prefix) and the expiry job; answers the desk's
 * billing actions for the operator module.
 */
export async function billingModule(api: FastifyInstance, deps: BillingModuleDeps): Promise<BillingDeskPort> {
  const { config, clock } = deps;
  const payments =
    deps.payments ?? createPaymentGateways(config.payment, config.apiPrefix, clock, deps.paymentFetch);
  const service = new BillingService({
    database: deps.database,
    ledger: deps.ports.usageLedger,
    sellers: deps.ports.sellers,
    clock,
    gateways: payments.gateways,
    bankAccount: config.payment.bankAccount,
    logger: api.log,
  });
  // Reads and notifications also expire orders lazily, so this only tidies the table: idempotent.
  const expire = orderExpiry(deps.database);
  deps.jobs.register(ORDER_EXPIRY_JOB, async () => ({ expiredOrders: await expire(clock.now()) }));
  deps.jobs.every(ORDER_EXPIRY_JOB, MINUTE_MS);
  await api.register(billingRoutes, {
    service,
    sandbox: payments.sandbox,
    apiPrefix: config.apiPrefix,
    notifyPerMinute: config.paymentNotifyRateLimitPerMinute,
    // The sandbox "calls back" through the app itself: the notification takes the real notify route.
    deliver: async (path, headers, body) => {
      await api.inject({ method: 'POST', url: path, headers, payload: body });
    },
  });
  return new BillingDesk(service, deps.ports.operatorAudit, deps.ports.usageLedger);
}
