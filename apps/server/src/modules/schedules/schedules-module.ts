// The schedules module as app.ts sees it: the schedule-rule calls, the executor's tick (every 30 s, one
// chain across replicas), the execution jobs and the 30-day retention of rules and history.
import type { FastifyInstance } from 'fastify';
import { SHOP_SCHEDULE_RETENTION_DAYS } from '@adplan/contracts';
import { DAY_MS, toStoredTime } from '../../lib/clock';
import type { ModuleContext } from '../../lib/module-context';
import type { ShopAccess } from '../../ports/shop-access';
import {
  SCHEDULE_EXECUTE_JOB,
  SCHEDULE_TICK_JOB,
  SCHEDULE_TICK_MS,
  ScheduleExecutor,
  type ExecutePayload,
} from './schedule-executor';
import { schedulesRoutes } from './schedules-routes';
import { SchedulesRepository } from './schedules-repository';
import { SchedulesService } from './schedules-service';

/** The schedules module's own parts besides the common context. */
export interface SchedulesModuleDeps extends ModuleContext {
  /** The linked shops (the shops module's port). */
  shopAccess: ShopAccess;
}

/** The retention job of rules and history. */
export const SCHEDULE_RETENTION_JOB = 'schedule-retention';

/** Builds the executor and registers its jobs on `deps.jobs` (also used by tests and the bench). */
export function registerScheduleJobs(
  deps: Pick<SchedulesModuleDeps, 'database' | 'clock' | 'jobs' | 'shopAccess'>,
  logError: (error: unknown, message: string) => void,
  options: { tickMs?: number; firstTickDelayMs?: number } = {},
): ScheduleExecutor {
  const repository = new SchedulesRepository(deps.database.db);
  const executor = new ScheduleExecutor({
    repository,
    shops: deps.shopAccess,
    jobs: deps.jobs,
    clock: deps.clock,
    logError,
  });
  deps.jobs.register(SCHEDULE_TICK_JOB, () => executor.tick());
  // Retries with backoff are sent by the executor itself; the queue's own retry covers a crash mid-run.
  deps.jobs.register<ExecutePayload>(
    SCHEDULE_EXECUTE_JOB,
    async (payload) => ({ [await executor.execute(payload.executionId)]: 1 }),
    { retryLimit: 2, retryDelayMs: 60_000 },
  );
  deps.jobs.every(SCHEDULE_TICK_JOB, options.tickMs ?? SCHEDULE_TICK_MS, {
    ...(options.firstTickDelayMs !== undefined ? { firstRunDelayMs: options.firstTickDelayMs } : {}),
  });
  return executor;
}

/** Registers the schedule calls on `api` (an app scoped to the API prefix) and the executor's jobs. */
export async function schedulesModule(api: FastifyInstance, deps: SchedulesModuleDeps): Promise<void> {
  const logError = (error: unknown, message: string) => api.log.error({ err: error }, message);
  const executor = registerScheduleJobs(deps, logError);
  const repository = new SchedulesRepository(deps.database.db);
  deps.jobs.register(SCHEDULE_RETENTION_JOB, async () => ({
    schedules: await repository.purge(toStoredTime(deps.clock.now() - SHOP_SCHEDULE_RETENTION_DAYS * DAY_MS)),
  }));
  deps.jobs.every(SCHEDULE_RETENTION_JOB, deps.config.retentionIntervalMinutes * 60_000);
  const service = new SchedulesService({ repository, executor, shops: deps.shopAccess, clock: deps.clock });
  await api.register(schedulesRoutes, { service });
}
