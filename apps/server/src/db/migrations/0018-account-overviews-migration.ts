// The account overview (issue 23): the latest summary of a seller's figures per marketplace and source
// (`upload`, or `shop:<id>`), replaced by each new read and expired with the plans' retention (30 days).
import type { Kysely, Migration } from 'kysely';

/** Creates `account_overviews`. */
export function accountOverviewsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_overviews')
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('marketplace', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        // The shop's name when the source is a shop (shown beside the figures), else null.
        .addColumn('shop_name', 'text')
        // The engine's AccountOverview as JSON (money in the marketplace currency).
        .addColumn('overview_json', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('account_overviews_pk', ['user_id', 'marketplace', 'source'])
        .execute();
      await db.schema
        .createIndex('account_overviews_expires')
        .on('account_overviews')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_overviews').ifExists().execute();
    },
  };
}
