// The plans module as app.ts sees it: one registration function that builds the engine pool, the plan
// use cases and their routes, and registers the plans' retention on the job queue.
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context';
import { offlineCatalogue, type CatalogueProvider } from './catalogue-provider';
import { PlanEnginePool, type PlanEngine } from './plan-engine-pool';
import { PlanForecastCheck } from './plan-forecast-check';
import { plansRoutes } from './plans-routes';
import { PlansWork } from './plans-work';
import { DatabaseUploadStorage } from './uploads/database-upload-storage';
import { WorkJobs } from '../../jobs/work/work-jobs';
import type { UploadStorage } from '../../ports/upload-storage';
import { planRetention, PlansService } from './plans-service';
import { shopPlansRoutes } from './shop/shop-plans-routes';
import { ShopPlansService } from './shop/shop-plans-service';

/** The plans module's own parts besides the common context; both default to the production ones. */
export interface PlansModuleDeps extends ModuleContext {
  /** The plan engine; by default a worker pool of `config.planWorkers` threads, closed with the app. */
  planEngine?: PlanEngine;
  /** The marketplace catalogue of the ASIN calls; by default none (answers "could not verify online"). */
  catalogue?: CatalogueProvider;
  /** Where uploads wait for their job; by default the database (`uploads`, `upload_files`). */
  uploadStorage?: UploadStorage;
}

/** Name of the plans' retention job: plans and workbooks after 30 days, progress rows after an hour. */
export const PLAN_RETENTION_JOB = 'plan-retention';

/** Registers the plan calls on `api` (an app scoped to the API prefix) and the plans' retention job. */
export async function plansModule(api: FastifyInstance, deps: PlansModuleDeps): Promise<void> {
  const engine = deps.planEngine ?? new PlanEnginePool({ threads: deps.config.planWorkers });
  // A pool the module made is the module's to stop; an injected one belongs to the caller.
  if (!deps.planEngine) api.addHook('onClose', () => engine.close());
  const service = new PlansService({
    database: deps.database,
    ledger: deps.ports.usageLedger,
    engine,
    catalogue: deps.catalogue ?? offlineCatalogue,
    clock: deps.clock,
    timeoutMs: deps.config.planTimeoutMs,
    apiPrefix: deps.config.apiPrefix,
    logError: (error, message) => api.log.error({ err: error }, message),
  });
  const uploads = deps.uploadStorage ?? new DatabaseUploadStorage(deps.database);
  const retention = planRetention(deps.database);
  deps.jobs.register(PLAN_RETENTION_JOB, async () => ({
    plans: await retention(deps.clock.now()),
    uploads: await uploads.deleteExpired(deps.clock.now()),
  }));
  deps.jobs.every(PLAN_RETENTION_JOB, deps.config.retentionIntervalMinutes * 60_000);
  // Linked-shop plans: the same service with the account data read through the Ads API (modules/plans/shop).
  const shopPlans = new ShopPlansService({
    database: deps.database,
    plans: service,
    shops: deps.shopAccess,
    catalogue: deps.catalogue ?? offlineCatalogue,
    clock: deps.clock,
    reportTimeoutMs: deps.config.planTimeoutMs,
  });
  // Generations, checks, applies and undos run as jobs (ADR 0016): a web process hands them to the
  // worker processes; the embedded process (role `all`) and a worker run them themselves.
  const work = new WorkJobs({
    database: deps.database,
    clock: deps.clock,
    jobs: deps.jobs,
    dispatch: deps.config.role === 'web' ? 'queue' : 'direct',
    sellers: deps.ports.sellers,
    logError: (error, message) => api.log.error({ err: error }, message),
    staleMs: deps.config.workStaleMs,
    heartbeatMs: deps.config.workHeartbeatMs,
  });
  work.registerJobs();
  api.addHook('onClose', () => work.settle());
  const plansWork = new PlansWork({
    database: deps.database,
    clock: deps.clock,
    work,
    uploads,
    ledger: deps.ports.usageLedger,
    plans: service,
    shopPlans,
    overviews: deps.ports.accountOverviews,
    queueWaitMs: deps.config.planTimeoutMs,
  });
  const forecastCheck = new PlanForecastCheck({
    database: deps.database,
    clock: deps.clock,
    overviews: deps.ports.accountOverviews,
  });
  await api.register(plansRoutes, { service, work: plansWork, forecastCheck });
  shopPlansRoutes(api, shopPlans, plansWork);
}
