// The composition root: builds the Fastify app from configuration and dependencies and wires the
// plugins and modules together. It never listens, so tests drive it with `app.inject()`.
import cookie from '@fastify/cookie';
import { errorMessage } from '@adplan/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from './config/config';
import type { AppDatabase } from './db/database';
import { HttpStatus } from './lib/app-error';
import { systemClock, type Clock } from './lib/clock';
import { accountsRoutes } from './modules/accounts/accounts-routes';
import { createAccountsService } from './modules/accounts/accounts-service';
import { createArgon2Hasher, type PasswordHasher } from './modules/accounts/password-hasher';
import { createSmsProvider } from './modules/accounts/sms/sms-provider-factory';
import type { FetchFunction, SmsProvider } from './modules/accounts/sms/sms-provider';
import { healthRoutes } from './modules/health/health-routes';
import { billingDeskRoutes } from './modules/billing/billing-desk-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { BillingService } from './modules/billing/billing-service';
import { createPaymentGateways } from './modules/billing/payments/payment-gateway-factory';
import type { FetchFunction as PaymentFetch } from './modules/billing/payments/payment-gateway';
import { OperatorRepository } from './modules/operator/operator-repository';
import { SqlUsageLedger } from './modules/usage/usage-ledger-repository';
import type { OperatorAccess } from './ports/operator-access';
import type { OperatorAudit } from './ports/operator-audit';
import type { UsageLedger } from './ports/usage-ledger';
import { csrfPlugin } from './plugins/csrf-plugin';
import { databasePlugin } from './plugins/database-plugin';
import { errorHandlerPlugin } from './plugins/error-handler-plugin';
import { formBodyPlugin } from './plugins/form-body-plugin';
import { languagePlugin } from './plugins/language-plugin';
import { registerRateLimit } from './plugins/rate-limit-plugin';
import { registerSecurityHeaders } from './plugins/security-plugin';
import { sessionPlugin } from './plugins/session-plugin';
import { registerWebStatic } from './plugins/web-static-plugin';
import { SessionCookies } from './sessions/session-cookies';
import { SessionStore } from './sessions/session-store';

/** JSON bodies of the API are small; file uploads set their own limit where they are parsed. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** What the app needs from outside; everything but the database has a production default. */
export interface AppDeps {
  /** The open, migrated database; its owner closes it after `app.close()`. */
  database: AppDatabase;
  logger?: FastifyBaseLogger;
  clock?: Clock;
  smsProvider?: SmsProvider;
  passwordHasher?: PasswordHasher;
  /** The `fetch` of the real SMS providers. */
  fetch?: FetchFunction;
  /** The `fetch` of the real payment providers (WeChat Pay). */
  paymentFetch?: PaymentFetch;
  /** The online gateways (tests hold their own sandbox to sign notifications with its key). */
  payments?: ReturnType<typeof createPaymentGateways>;
}

/** The ports modules share, built once per app (see ports/). */
export interface AppPorts {
  usageLedger: UsageLedger;
  operatorAccess: OperatorAccess;
  operatorAudit: OperatorAudit;
}

/** Builds the shared ports over the database; server.ts uses it too (demo account) before the app exists. */
export function createPorts(database: AppDatabase, clock: Clock): AppPorts {
  const operators = new OperatorRepository(clock);
  return {
    usageLedger: new SqlUsageLedger(database.dialect, clock),
    operatorAccess: operators,
    operatorAudit: operators,
  };
}

/** Builds the app (ready to `listen` or `inject`). */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    // Without a logger (tests) the app logs nothing.
    loggerInstance: deps.logger ?? pino({ enabled: false }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  });
  await app.register(errorHandlerPlugin);
  await app.register(languagePlugin);
  await registerSecurityHeaders(app, config.cookieSecure);
  await app.register(cookie);
  await app.register(formBodyPlugin);
  await app.register(databasePlugin, { database: deps.database });

  const ports = createPorts(deps.database, clock);
  const sessions = new SessionStore(deps.database.db, clock);
  const cookies = new SessionCookies(config.cookieSecure);
  const accounts = createAccountsService(deps.database, {
    sessions,
    smsProvider: deps.smsProvider ?? createSmsProvider(config.sms, app.log, clock, deps.fetch),
    hasher: deps.passwordHasher ?? createArgon2Hasher(),
    clock,
  });

  const payments =
    deps.payments ?? createPaymentGateways(config.payment, config.apiPrefix, clock, deps.paymentFetch);
  const billing = new BillingService({
    database: deps.database,
    ledger: ports.usageLedger,
    clock,
    gateways: payments.gateways,
    bankAccount: config.payment.bankAccount,
    logger: app.log,
  });
  const operators = new OperatorRepository(clock);

  // Sessions, CSRF and the rate ceiling concern the API only, not the static console files.
  await app.register(
    async (api) => {
      await registerRateLimit(api, config.rateLimitPerMinute);
      await api.register(sessionPlugin, { store: sessions, cookies });
      await api.register(csrfPlugin);
      await api.register(healthRoutes, { database: deps.database });
      await api.register(accountsRoutes, {
        service: accounts,
        cookies,
        ledger: ports.usageLedger,
        authRateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(billingRoutes, {
        service: billing,
        sandbox: payments.sandbox,
        apiPrefix: config.apiPrefix,
        // The sandbox "calls back" through the app itself: the notification takes the real notify route.
        deliver: async (path, headers, body) => {
          await app.inject({ method: 'POST', url: path, headers, payload: body });
        },
      });
      await api.register(billingDeskRoutes, {
        service: billing,
        access: ports.operatorAccess,
        audit: operators,
        ledger: ports.usageLedger,
      });
    },
    { prefix: config.apiPrefix },
  );

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(HttpStatus.notFound)
      .send({ code: HttpStatus.notFound, msg: errorMessage('server.notFound', request.language) }),
  );
  await registerWebStatic(app, config.webDistDir);
  return app;
}
