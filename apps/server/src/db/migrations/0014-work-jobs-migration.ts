// Long work as jobs (ADR 0016) and uploads stored once (ADR 0024). `uploads` and `upload_files` hold a
// seller's uploaded files behind the upload storage port, so a check and the generation after it share
// one upload and any worker process can read it. `work_jobs` records each long piece of work a seller
// started (a generation, a check, an apply, an undo): its state and stage for the page, its result or
// product error, and the heartbeat that tells a live run from one cut off by a crash.
import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../database';

/** Creates `uploads`, `upload_files` and `work_jobs`. */
export function workJobsMigration(dialect: SqlDialect): Migration {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (column) => column.notNull())
        // The retention run deletes an upload after this (a day: long enough to check, think, generate).
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('uploads_expires').on('uploads').column('expires_at').execute();
      await db.schema
        .createTable('upload_files')
        .addColumn('upload_id', 'text', (column) =>
          column.notNull().references('uploads.id').onDelete('cascade'),
        )
        // bulk_file | report_files | hourly_files
        .addColumn('field', 'text', (column) => column.notNull())
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('size_bytes', 'integer', (column) => column.notNull())
        .addColumn('content', sql.raw(binary), (column) => column.notNull())
        .addPrimaryKeyConstraint('upload_files_pk', ['upload_id', 'field', 'position'])
        .execute();

      await db.schema
        .createTable('work_jobs')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        // generate | check | shop-generate | apply | undo
        .addColumn('kind', 'text', (column) => column.notNull())
        // seller: the fair-use lane (one running, a few waiting per seller); shop: applies and undos.
        .addColumn('lane', 'text', (column) => column.notNull())
        // queued | running | done | failed
        .addColumn('state', 'text', (column) => column.notNull())
        // 1 once handed to a worker (the seller's turn came); queued jobs wait undispatched behind it.
        .addColumn('dispatched', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('request_id', 'text')
        .addColumn('input_json', 'text', (column) => column.notNull())
        .addColumn('result_json', 'text')
        .addColumn('error_json', 'text')
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('heartbeat_at', 'text')
        // The order of submission (ties of created_at within one millisecond are common).
        .addColumn('seq', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema
        .createIndex('work_jobs_user_lane_state')
        .on('work_jobs')
        .columns(['user_id', 'lane', 'state'])
        .execute();
      await db.schema.createIndex('work_jobs_state_seq').on('work_jobs').columns(['state', 'seq']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['work_jobs', 'upload_files', 'uploads']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
