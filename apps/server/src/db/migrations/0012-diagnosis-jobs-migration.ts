// Diagnoses run as background jobs (ADR 0015): a diagnosis is stored `running` when it is started and
// becomes `done` or `failed` when its job ends. Diagnoses stored before were finished: they read as `done`.
// One running diagnosis per seller and shop: a partial unique index makes a second start find the first.
import { sql, type Kysely, type Migration } from 'kysely';

/** Adds the state, the failure and the finishing time to `diagnoses`. */
export function diagnosisJobsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('diagnoses')
        // running | done | failed
        .addColumn('state', 'text', (column) => column.notNull().defaultTo('done'))
        .execute();
      // The product code (spec §8) of a failed diagnosis.
      await db.schema.alterTable('diagnoses').addColumn('error_code', 'integer').execute();
      // report_timeout | report_failed | stranded, where the code alone does not say why.
      await db.schema.alterTable('diagnoses').addColumn('error_reason', 'text').execute();
      await db.schema.alterTable('diagnoses').addColumn('finished_at', 'text').execute();
      await sql`update diagnoses set finished_at = created_at`.execute(db);
      await db.schema
        .createIndex('diagnoses_one_running')
        .on('diagnoses')
        .columns(['user_id', 'shop_id'])
        .unique()
        .where(sql.ref('state'), '=', 'running')
        .execute();
      await db.schema
        .createIndex('diagnoses_state_created')
        .on('diagnoses')
        .columns(['state', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('diagnoses_state_created').ifExists().execute();
      await db.schema.dropIndex('diagnoses_one_running').ifExists().execute();
      await db.schema.alterTable('diagnoses').dropColumn('finished_at').execute();
      await db.schema.alterTable('diagnoses').dropColumn('error_reason').execute();
      await db.schema.alterTable('diagnoses').dropColumn('error_code').execute();
      await db.schema.alterTable('diagnoses').dropColumn('state').execute();
    },
  };
}
