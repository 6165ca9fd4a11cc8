// The composition root: builds the Fastify app from configuration and dependencies and wires the
// plugins, the ports and the modules together (each module is one registration function that receives
// the module context). It never listens and never starts the job queue, so tests drive it with
// `app.inject()`; server.ts starts the queue.
import cookie from '@fastify/cookie';
import { errorMessage } from '@adplan/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { pino } from 'pino';
import {
  amazonSandboxPlugin,
  createAmazonSandbox,
  type AmazonSandbox,
} from './amazon/fake/amazon-sandbox-plugin';
import type { AppConfig } from './config/config';
import type { AppDatabase } from './db/database';
import { HttpStatus } from './lib/app-error';
import { DAY_MS, systemClock, type Clock } from './lib/clock';
import { InProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { registerRetentionJob } from './jobs/retention-job';
import { MINUTE_MS } from './lib/clock';
import type { ModuleContext } from './lib/module-context';
import { createSecurityEventLog } from './lib/security-events';
import { accountsModule } from './modules/accounts/accounts-module';
import { SqlSellerDirectory } from './modules/accounts/seller-directory';
import { createArgon2Hasher, type PasswordHasher } from './modules/accounts/password-hasher';
import { createSmsProvider } from './modules/accounts/sms/sms-provider-factory';
import type { FetchFunction, SmsProvider } from './modules/accounts/sms/sms-provider';
import { assistantModule } from './modules/assistant/assistant-module';
import type { ChatModel } from './modules/assistant/chat-model';
import { billingModule } from './modules/billing/billing-module';
import { diagnosticsModule } from './modules/diagnostics/diagnostics-module';
import type { FetchFunction as PaymentFetch } from './modules/billing/payments/payment-gateway';
import type { createPaymentGateways } from './modules/billing/payments/payment-gateway-factory';
import { healthModule } from './modules/health/health-module';
import type { AmazonAdsGateway } from './amazon/ads-api';
import { createAmazonAdsGateway } from './amazon/client/amazon-ads-gateway';
import { registerAuthorizeResultRedirect } from './modules/shops/authorize-result-redirect';
import { configuredTokenCipher, createShopsPort, shopsModule } from './modules/shops/shops-module';
import type { TokenCipher } from './modules/shops/shop-token-cipher';
import { operatorModule } from './modules/operator/operator-module';
import { OperatorRepository } from './modules/operator/operator-repository';
import type { UploadStorage } from './ports/upload-storage';
import type { CatalogueProvider } from './modules/plans/catalogue-provider';
import type { PlanEngine } from './modules/plans/plan-engine-pool';
import { plansModule } from './modules/plans/plans-module';
import { overviewModule } from './modules/overview/overview-module';
import { SqlAccountOverviews } from './modules/overview/overview-store';
import { SqlToolCampaigns } from './modules/plans/shop/tool-campaigns';
import { SqlUsageLedger } from './modules/usage/usage-ledger-repository';
import type { AppPorts } from './ports/app-ports';
import type { OperatorAccess } from './ports/operator-access';
import { schedulesModule } from './modules/schedules/schedules-module';
import type { ShopAccess, ToolCampaigns } from './ports/shop-access';
import { csrfPlugin } from './plugins/csrf-plugin';
import { databasePlugin } from './plugins/database-plugin';
import { edgePlugin, edgeServerOptions } from './plugins/edge-plugin';
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
  /** The `fetch` of the real SMS providers and the assistant's chat endpoint. */
  fetch?: FetchFunction;
  /**
   * Where modules register their jobs; server.ts passes the configured backend (jobs/create-job-queue.ts)
   * and starts it. Default: an in-process queue over `database` that nobody starts (tests).
   */
  jobs?: JobQueue;
  /** The plan engine; by default a worker pool of `config.planWorkers` threads, closed with the app. */
  planEngine?: PlanEngine;
  /** The marketplace catalogue of the ASIN calls; by default none (answers "could not verify online"). */
  catalogue?: CatalogueProvider;
  /** Where uploads are kept between request and job; by default the database (tests count its reads). */
  uploadStorage?: UploadStorage;
  /** The `fetch` of the real payment providers (WeChat Pay). */
  paymentFetch?: PaymentFetch;
  /** The online gateways (tests hold their own sandbox to sign notifications with its key). */
  payments?: ReturnType<typeof createPaymentGateways>;
  /** Replaces the operator-role port for the assistant's staff calls (tests pass a small implementation). */
  operatorAccess?: OperatorAccess;
  /** Replaces the chat model built from config.assistant.llm (tests). */
  chatModel?: ChatModel;
  /** The Amazon fake served in sandbox mode (tests hold one to seed it and inject faults). */
  amazonSandbox?: AmazonSandbox;
  /** Replaces the linked shops port the shops module builds (tests: an in-memory double). */
  shopAccess?: ShopAccess;
  /** Amazon (Login with Amazon and the Ads API); by default the client for config.amazonAds (tests: a double). */
  amazonAds?: AmazonAdsGateway;
  /** Seals shop tokens; by default AES-256-GCM with config.amazonAds.tokenKey (tests: a fixed key). */
  shopTokenCipher?: TokenCipher;
  /** Replaces the tool's campaigns port (tests: a double); by default the applied change-sets. */
  toolCampaigns?: ToolCampaigns;
  /** Replaces the diagnostics' report time limit (tests). */
  diagnosisReportTimeoutMs?: number;
}

export type { AppPorts } from './ports/app-ports';

/** Builds the shared ports over the database; server.ts uses it too (demo account) before the app exists. */
export function createPorts(
  database: AppDatabase,
  clock: Clock,
  logError?: (error: unknown, message: string) => void,
): AppPorts {
  const operators = new OperatorRepository(clock);
  const sellers = new SqlSellerDirectory(database.dialect);
  return {
    sellers,
    accountOverviews: new SqlAccountOverviews(database, clock, logError),
    usageLedger: new SqlUsageLedger(sellers, clock),
    operatorAccess: operators,
    operatorAudit: operators,
    toolCampaigns: new SqlToolCampaigns(database),
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
    ...edgeServerOptions(config.requestTimeoutSeconds),
  });
  await app.register(errorHandlerPlugin);
  await app.register(languagePlugin);
  await app.register(edgePlugin, { apiPrefix: config.apiPrefix });
  await registerSecurityHeaders(app, config.cookieSecure);
  await app.register(cookie);
  await app.register(formBodyPlugin);
  await app.register(databasePlugin, { database: deps.database });

  const amazonAds =
    deps.amazonAds ??
    createAmazonAdsGateway(config.amazonAds, {
      log: (event, fields) => app.log.info({ event, ...fields }, event),
    });
  const shopTokenCipher = deps.shopTokenCipher ?? configuredTokenCipher(config);
  // The ShopAccess port reaches every module through the context (`shopAccess`); tests may pass a double.
  const shopAccess =
    deps.shopAccess ??
    createShopsPort({ database: deps.database, clock }, amazonAds, shopTokenCipher, (event, fields) =>
      app.log.warn({ event, ...fields }, event),
    );
  // Built before the modules so linking can ask it whether a sandbox seller counts as linked two days ago.
  const amazonSandbox =
    config.amazonAds.mode === 'sandbox' ? createSandbox(app, config, clock, deps.amazonSandbox) : undefined;
  const context: ModuleContext = {
    config,
    database: deps.database,
    clock,
    ports: createPorts(deps.database, clock, (error, message) => app.log.error({ err: error }, message)),
    jobs: deps.jobs ?? new InProcessJobQueue(deps.database, clock, app.log),
    shopAccess,
  };
  const sessions = new SessionStore(deps.database.db, clock, {
    idleMs: config.sessionIdleDays * DAY_MS,
    absoluteMs: config.sessionMaxDays * DAY_MS,
  });
  const cookies = new SessionCookies(config.cookieSecure, clock);
  const events = createSecurityEventLog(app.log);
  registerRetentionJob(context.jobs, deps.database, clock, config.retentionIntervalMinutes * MINUTE_MS);
  // Sessions, CSRF and the rate ceiling concern the API only, not the static console files.
  await app.register(
    async (api) => {
      await registerRateLimit(api, config.rateLimitPerMinute);
      await api.register(sessionPlugin, { store: sessions, cookies });
      await api.register(csrfPlugin, { cookieName: cookies.csrfName, events });
      healthModule(api, context);
      await accountsModule(api, {
        ...context,
        sessions,
        cookies,
        events,
        smsProvider: deps.smsProvider ?? createSmsProvider(config.sms, app.log, clock, deps.fetch),
        hasher: deps.passwordHasher ?? createArgon2Hasher(),
      });
      await plansModule(api, {
        ...context,
        planEngine: deps.planEngine,
        catalogue: deps.catalogue,
        uploadStorage: deps.uploadStorage,
      });
      const billingDesk = await billingModule(api, {
        ...context,
        payments: deps.payments,
        paymentFetch: deps.paymentFetch,
      });
      await operatorModule(api, { ...context, billingDesk });
      await assistantModule(api, {
        ...context,
        chatModel: deps.chatModel,
        fetch: deps.fetch,
        operatorAccess: deps.operatorAccess,
      });
      await shopsModule(api, {
        ...context,
        amazonAds,
        events,
        cipher: shopTokenCipher,
        readyAtOnce: amazonSandbox && ((profileId) => amazonSandbox.store.readyAtOnce(profileId)),
      });
      await schedulesModule(api, context);
      overviewModule(api, context);
      await diagnosticsModule(api, {
        ...context,
        toolCampaigns: deps.toolCampaigns ?? context.ports.toolCampaigns,
        reportTimeoutMs: deps.diagnosisReportTimeoutMs,
      });
    },
    { prefix: config.apiPrefix },
  );

  if (amazonSandbox) {
    await app.register(amazonSandboxPlugin, {
      prefix: `${config.apiPrefix}/sandbox/amazon`,
      sandbox: amazonSandbox,
    });
    app.addHook('onClose', async () => amazonSandbox.close());
  }

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(HttpStatus.notFound)
      .send({ code: HttpStatus.notFound, msg: errorMessage('server.notFound', request.language) }),
  );
  registerAuthorizeResultRedirect(app);
  await registerWebStatic(app, config.webDistDir);
  return app;
}

/**
 * The Amazon fake of sandbox mode, served at the root outside the /api scope (Amazon has no AdPlan session,
 * CSRF token or rate limit). Outside tests its state is kept in `<dataDir>/amazon-sandbox.json` and reports take a few
 * seconds; tests get memory and instant reports unless they pass their own sandbox.
 */
function createSandbox(
  app: FastifyInstance,
  config: AppConfig,
  clock: Clock,
  given: AmazonSandbox | undefined,
): AmazonSandbox {
  const testing = config.nodeEnv === 'test';
  return (
    given ??
    createAmazonSandbox({
      security: {
        clientId: config.amazonAds.clientId,
        clientSecret: config.amazonAds.clientSecret,
        redirectUri: config.amazonAds.redirectUri,
        anyRedirectOrigin: config.amazonAds.followRequestHost,
      },
      now: () => clock.now(),
      ...(testing
        ? { reportTiming: { pendingMs: 0, processingMs: 0 } }
        : { persistFile: join(config.dataDir, 'amazon-sandbox.json') }),
      warn: (message) => app.log.warn(message),
    })
  );
}
