// The account overview module as app.ts sees it: the call that answers a seller's snapshots and the
// retention job that expires them with the plans (the snapshots are written through the AccountOverviews
// port by the plans and diagnostics modules).
import type { FastifyInstance } from 'fastify';
import { MINUTE_MS } from '../../lib/clock';
import type { ModuleContext } from '../../lib/module-context';
import { overviewRetention, OverviewService } from './overview-service';
import { overviewRoutes } from './overview-routes';

/** Name of the snapshots' retention job (30 days, like plans). */
export const OVERVIEW_RETENTION_JOB = 'overview-retention';

/** Registers the overview call on `api` (an app scoped to the API prefix) and its retention job. */
export function overviewModule(api: FastifyInstance, deps: ModuleContext): void {
  const service = new OverviewService({
    database: deps.database,
    clock: deps.clock,
    shops: deps.shopAccess,
    logError: (error, message) => api.log.error({ err: error }, message),
  });
  const retention = overviewRetention(deps.database);
  deps.jobs.register(OVERVIEW_RETENTION_JOB, async () => ({ overviews: await retention(deps.clock.now()) }));
  deps.jobs.every(OVERVIEW_RETENTION_JOB, deps.config.retentionIntervalMinutes * MINUTE_MS);
  overviewRoutes(api, service);
}
