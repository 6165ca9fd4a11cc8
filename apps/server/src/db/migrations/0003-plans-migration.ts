// Plans: every generated plan with its workbooks (kept 30 days, spec §4), and the generation progress a
// client polls while its plan is made (kept in the database so any replica can answer the poll).
import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../database';

/** Creates `plans`, `plan_files` and `plan_progress`. */
export function plansMigration(dialect: SqlDialect): Migration {
  // Workbook bytes: BLOB on SQLite, BYTEA on PostgreSQL.
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('plans')
        // Random, unguessable text id; also the `order_num` of /period_log.
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('flow', 'text', (column) => column.notNull())
        .addColumn('marketplace', 'text', (column) => column.notNull())
        .addColumn('plan_name', 'text', (column) => column.notNull())
        .addColumn('language', 'text', (column) => column.notNull())
        // The plan as the seller reads it (summary, preview, warnings, schedule) in the answer's JSON shape.
        .addColumn('result_json', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('plans_user_created')
        .on('plans')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('plans_expires').on('plans').column('expires_at').execute();

      await db.schema
        .createTable('plan_files')
        .addColumn('plan_id', 'text', (column) => column.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (column) => column.notNull())
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('period_json', 'text')
        .addColumn('size_bytes', 'integer', (column) => column.notNull())
        .addColumn('content', sql.raw(binary), (column) => column.notNull())
        .addPrimaryKeyConstraint('plan_files_pk', ['plan_id', 'file_name'])
        .execute();

      await db.schema
        .createTable('plan_progress')
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('request_id', 'text', (column) => column.notNull())
        .addColumn('stage', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('plan_progress_pk', ['user_id', 'request_id'])
        .execute();
      await db.schema.createIndex('plan_progress_updated').on('plan_progress').column('updated_at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['plan_progress', 'plan_files', 'plans']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
