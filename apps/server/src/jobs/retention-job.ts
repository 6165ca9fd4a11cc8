// The retention job: deletes what no request can use any more, so tables stay the size of live data.
// It composes the owners' own purges (sessions, accounts), which know how long their rows matter.
import type { AppDatabase } from '../db/database';
import type { Clock } from '../lib/clock';
import { purgeLapsedAccountRecords } from '../modules/accounts/accounts-retention';
import { SessionStore } from '../sessions/session-store';
import type { JobQueue } from './job-queue';

/** The job's name in the queue and in the log. */
export const RETENTION_JOB = 'retention';

/** Rows removed by one retention run, per table (a type alias, so it is a `Record` the queue can log). */
export type RetentionResult = {
  sessions: number;
  smsCodes: number;
  loginLockouts: number;
  loginFailures: number;
};

/**
 * One retention run: sessions ended more than 7 days ago, SMS codes older than 48 hours, lapsed sign-in
 * locks and failures. Only conditional DELETEs of dead rows: idempotent, and safe on several replicas at
 * once without claiming anything, since two replicas deleting the same row both leave it deleted.
 */
export async function runRetention(database: AppDatabase, clock: Clock): Promise<RetentionResult> {
  const sessions = await new SessionStore(database.db, clock).deleteEnded();
  const accounts = await purgeLapsedAccountRecords(database, clock);
  return { sessions, ...accounts };
}

/** Registers the retention job on `jobs`, recurring every `intervalMs` once the queue starts. */
export function registerRetentionJob(
  jobs: JobQueue,
  database: AppDatabase,
  clock: Clock,
  intervalMs: number,
): void {
  jobs.register(RETENTION_JOB, () => runRetention(database, clock));
  jobs.every(RETENTION_JOB, intervalMs);
}
