// The job table of the in-process job queue (jobs/in-process-job-queue.ts): one row per job waiting,
// running or given up. pg-boss keeps its own tables in its own schema; this one serves the embedded
// database (and any deployment that does not use pg-boss).
import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { withIdColumn } from '../migration-helpers';

/** Creates `jobs` and the index that keeps one waiting job per name and singleton key. */
export function jobsMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('jobs'), dialect)
        .addColumn('name', 'text', (column) => column.notNull())
        // Jobs sent without a key get a unique one, so only keyed jobs are ever deduplicated.
        .addColumn('singleton_key', 'text', (column) => column.notNull())
        // JSON text of the payload.
        .addColumn('payload', 'text', (column) => column.notNull())
        // created (waiting) -> active -> deleted when done; failed when out of attempts.
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('start_after', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('jobs_waiting_singleton')
        .on('jobs')
        .columns(['name', 'singleton_key'])
        .unique()
        .where(sql.ref('state'), '=', 'created')
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'start_after']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('jobs').ifExists().execute();
    },
  };
}
