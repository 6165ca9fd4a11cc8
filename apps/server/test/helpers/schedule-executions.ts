// What the schedule replica tests wait for instead of a fixed pause: every period execution queued in the
// in-process queues' shared `jobs` table has ended.
import type { AppDatabase } from '../../src/db/database';
import { SCHEDULE_EXECUTE_JOB } from '../../src/modules/schedules/schedule-executor';

/** Whether no period execution waits or runs in the in-process queues' shared `jobs` table. */
export async function noScheduleExecutionOpen(db: AppDatabase['db']): Promise<boolean> {
  const open = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', SCHEDULE_EXECUTE_JOB)
    .where('state', 'in', ['created', 'active'])
    .execute();
  return open.length === 0;
}
