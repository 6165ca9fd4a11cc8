// Account hardening (issue 8 §4): user names unique without regard to case, and SMS codes that remember
// whether they were delivered, so failed and withheld sends still count towards the limits, plus the index
// the global daily SMS budget counts with.
import { sql, type Kysely, type Migration } from 'kysely';

/** Adds the case-insensitive user-name index and the SMS delivery state. */
export function accountHardeningMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // An expression index works the same on SQLite and PostgreSQL; user names are ASCII letters, digits,
      // underscores and Chinese characters, which lower() treats alike on both.
      await sql`create unique index users_user_name_lower_unique on users (lower(user_name))`.execute(db);
      // `sent` (delivered to the gateway), `failed` (the gateway refused: never valid, still counted) or
      // `withheld` (no account for that purpose: nothing sent, counted so the answer cannot tell).
      await db.schema
        .alterTable('sms_codes')
        .addColumn('delivery', 'text', (column) => column.notNull().defaultTo('sent'))
        .execute();
      await db.schema.createIndex('sms_codes_created_index').on('sms_codes').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('sms_codes_created_index').ifExists().execute();
      await db.schema.alterTable('sms_codes').dropColumn('delivery').execute();
      await db.schema.dropIndex('users_user_name_lower_unique').ifExists().execute();
    },
  };
}
