// The plans' retention as a periodic job: plans and their workbooks 30 days after generation (spec §4),
// generation progress rows after an hour. The work is the plain function `planRetention(database)(now)`,
// so any job runner can schedule it.
import type { AppDatabase } from '../db/database';
import type { Clock } from '../lib/clock';
import { planRetention } from '../modules/plans/plans-service';
import type { PeriodicJob } from './job-runner';

/** The plan retention job for the runner, every `intervalMs`. */
export function planRetentionJob(database: AppDatabase, clock: Clock, intervalMs: number): PeriodicJob {
  const run = planRetention(database);
  return {
    name: 'plan-retention',
    intervalMs,
    run: async () => ({ plans: await run(clock.now()) }),
  };
}
