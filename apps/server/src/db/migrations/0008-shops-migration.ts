// Linked shops (issue 13): the Login with Amazon attempts in flight (state, PKCE verifier, 10 minutes, used
// once), the grants with their tokens encrypted at rest (AES-256-GCM, `key_id` names the key so keys can
// rotate), and the shops, one per advertising profile of a grant.
import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { withIdColumn } from '../migration-helpers';

/** Creates the shop tables. */
export function shopsMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('shop_authorize_attempts')
        // SHA-256 of the state: a database reader cannot replay an attempt in flight.
        .addColumn('state_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
        .addColumn('session_id', 'integer', (column) => column.notNull())
        .addColumn('marketplace', 'text', (column) => column.notNull())
        .addColumn('verifier_enc', 'text', (column) => column.notNull())
        .addColumn('key_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('shop_authorize_attempts_expiry')
        .on('shop_authorize_attempts')
        .column('expires_at')
        .execute();

      await withIdColumn(db.schema.createTable('shop_grants'), dialect)
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
        .addColumn('key_id', 'text', (column) => column.notNull())
        .addColumn('refresh_token_enc', 'text', (column) => column.notNull())
        .addColumn('access_token_enc', 'text', (column) => column.notNull())
        .addColumn('access_expires_at', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('refreshed_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('shop_grants_user').on('shop_grants').column('user_id').execute();

      await db.schema
        .createTable('shops')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
        // Null once unlinked: the grant's tokens are deleted with it.
        .addColumn('grant_id', 'integer', (column) => column.references('shop_grants.id'))
        .addColumn('profile_id', 'text', (column) => column.notNull())
        .addColumn('marketplace', 'text', (column) => column.notNull())
        .addColumn('shop_name', 'text', (column) => column.notNull())
        .addColumn('account_type', 'text', (column) => column.notNull())
        .addColumn('currency_code', 'text', (column) => column.notNull())
        .addColumn('timezone', 'text', (column) => column.notNull())
        .addColumn('authorized_at', 'text', (column) => column.notNull())
        .addColumn('usable_from', 'text', (column) => column.notNull())
        // linked | reauthorize | unlinked; pending/active are computed from usable_from.
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('unlinked_at', 'text')
        .execute();
      // One row per seller and profile: re-linking reuses it, so plans and history keep their shop id.
      await db.schema
        .createIndex('shops_user_profile')
        .on('shops')
        .columns(['user_id', 'profile_id'])
        .unique()
        .execute();
      await db.schema.createIndex('shops_grant').on('shops').column('grant_id').execute();
      await sql`create index shops_status on shops (status)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('shops').ifExists().execute();
      await db.schema.dropTable('shop_grants').ifExists().execute();
      await db.schema.dropTable('shop_authorize_attempts').ifExists().execute();
    },
  };
}
