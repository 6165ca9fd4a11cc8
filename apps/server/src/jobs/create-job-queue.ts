// Picks the job queue backend for the configured database: pg-boss on PostgreSQL (replicas share the
// work), the in-process queue over the embedded SQLite database otherwise.
import type { DatabaseConfig } from '../config/config';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../lib/clock';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobLogger, JobQueue } from './job-queue';
import { PgBossJobQueue } from './pg-boss-job-queue';

/** pg-boss's schema when the app uses the connection's default schema. */
export const DEFAULT_JOBS_SCHEMA = 'pgboss';

/** Where pg-boss keeps its tables: beside the app's schema (`<schema>_jobs`), or `pgboss`. */
export function jobsSchemaOf(config: Extract<DatabaseConfig, { kind: 'postgres' }>): string {
  return config.schema === undefined ? DEFAULT_JOBS_SCHEMA : `${config.schema}_jobs`;
}

/** The job queue for `config`; server.ts starts and stops it. */
export function createJobQueue(
  config: DatabaseConfig,
  database: AppDatabase,
  clock: Clock,
  logger: JobLogger,
): JobQueue {
  if (config.kind === 'postgres') {
    return new PgBossJobQueue({ connectionString: config.url, schema: jobsSchemaOf(config) }, clock, logger);
  }
  return new InProcessJobQueue(database, clock, logger);
}
