// Ad diagnostics: each diagnosis of a linked shop with its findings (kept 30 days like plans, spec §4).
// The CSV is written from the stored findings on download, in the downloader's language.
import type { Kysely, Migration } from 'kysely';

/** Creates `diagnoses`. */
export function diagnosticsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('diagnoses')
        // Random, unguessable text id.
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('shop_id', 'text', (column) => column.notNull())
        .addColumn('shop_name', 'text', (column) => column.notNull())
        .addColumn('marketplace', 'text', (column) => column.notNull())
        .addColumn('currency', 'text', (column) => column.notNull())
        .addColumn('window_start', 'text', (column) => column.notNull())
        .addColumn('window_end', 'text', (column) => column.notNull())
        .addColumn('campaign_count', 'integer', (column) => column.notNull())
        .addColumn('finding_count', 'integer', (column) => column.notNull())
        .addColumn('high_count', 'integer', (column) => column.notNull())
        // The findings in the answer's JSON shape (both languages).
        .addColumn('findings_json', 'text', (column) => column.notNull())
        // The campaigns covered: [{campaign_id, campaign_name, ad_product}].
        .addColumn('campaigns_json', 'text', (column) => column.notNull())
        .addColumn('file_name', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('diagnoses_user_shop_created')
        .on('diagnoses')
        .columns(['user_id', 'shop_id', 'created_at'])
        .execute();
      await db.schema.createIndex('diagnoses_expires').on('diagnoses').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('diagnoses').ifExists().execute();
    },
  };
}
