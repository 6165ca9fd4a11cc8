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
import { offlineCatalogue, type CatalogueProvider } from './modules/plans/catalogue-provider';
import { PlanEnginePool, type PlanEngine } from './modules/plans/plan-engine-pool';
import { plansRoutes } from './modules/plans/plans-routes';
import { PlansService } from './modules/plans/plans-service';
import { SqlUsageLedger } from './modules/usage/usage-ledger-repository';
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
  /** The plan engine; by default a worker pool of `config.planWorkers` threads, closed with the app. */
  planEngine?: PlanEngine;
  /** The marketplace catalogue of the ASIN calls; by default none (answers "could not verify online"). */
  catalogue?: CatalogueProvider;
}

/** The ports modules share, built once per app (see ports/). */
export interface AppPorts {
  usageLedger: UsageLedger;
}

/** Builds the shared ports over the database; server.ts uses it too (demo account) before the app exists. */
export function createPorts(database: AppDatabase, clock: Clock): AppPorts {
  return { usageLedger: new SqlUsageLedger(database.dialect, clock) };
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

  const planEngine = deps.planEngine ?? new PlanEnginePool({ threads: config.planWorkers });
  // A pool the app made is the app's to stop; an injected one belongs to the caller.
  if (!deps.planEngine) app.addHook('onClose', () => planEngine.close());
  const plans = new PlansService({
    database: deps.database,
    ledger: ports.usageLedger,
    engine: planEngine,
    catalogue: deps.catalogue ?? offlineCatalogue,
    clock,
    timeoutMs: config.planTimeoutMs,
    apiPrefix: config.apiPrefix,
    logError: (error, message) => app.log.error({ err: error }, message),
  });

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
      await api.register(plansRoutes, { service: plans });
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
