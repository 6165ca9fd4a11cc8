// The assistant area: messages sellers leave on the contact page, which operators read.
import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { withIdColumn } from '../migration-helpers';

/** Creates `contact_messages`. */
export function assistantMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('contact_messages'), dialect)
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
        .addColumn('body', 'text', (column) => column.notNull())
        // How the seller wants to be reached besides their account's phone (optional).
        .addColumn('contact', 'text')
        // Language the seller wrote in, so the reply can use it.
        .addColumn('language', 'text', (column) => column.notNull())
        // 1 when the message arrived within the service hours, else 0 (an integer on both dialects).
        .addColumn('within_service_hours', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('contact_messages_user_created')
        .on('contact_messages')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('contact_messages_created')
        .on('contact_messages')
        .columns(['created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contact_messages').ifExists().execute();
    },
  };
}
