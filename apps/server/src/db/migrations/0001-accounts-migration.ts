// Accounts: users, sessions, SMS codes and the login brute-force counters.
import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { withIdColumn } from '../migration-helpers';

/** Creates the account tables. */
export function accountsMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createUsers(db, dialect);
      await createSessions(db, dialect);
      await createSmsCodes(db, dialect);
      await createLoginCounters(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['login_lockouts', 'login_failures', 'sms_codes', 'sessions', 'users']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

async function createUsers(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('user_name', 'text', (column) => column.notNull().unique())
    .addColumn('phone_number', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('balance', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('active_date_til', 'text')
    .addColumn('company_name', 'text')
    .addColumn('unified_social_credit_code', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('password_changed_at', 'text', (column) => column.notNull())
    .addCheckConstraint('users_balance_not_negative', sql`balance >= 0`)
    .execute();
}

async function createSessions(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('sessions'), dialect)
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('csrf_token', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
}

async function createSmsCodes(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('sms_codes'), dialect)
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_created_index')
    .on('sms_codes')
    .columns(['phone_number', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sms_codes_ip_created_index')
    .on('sms_codes')
    .columns(['ip', 'created_at'])
    .execute();
}

async function createLoginCounters(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('login_failures'), dialect)
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('failed_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_subject_index')
    .on('login_failures')
    .columns(['subject', 'failed_at'])
    .execute();
  await db.schema
    .createTable('login_lockouts')
    .addColumn('subject', 'text', (column) => column.primaryKey())
    .addColumn('locked_until', 'text', (column) => column.notNull())
    .execute();
}
