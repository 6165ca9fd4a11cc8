// The usage ledger: every credit (package bought, adjustment) and debit (plan generated) of plan uses as
// an append-only row. Balance and package expiry are derived from it, never edited in place.
import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { withIdColumn } from '../migration-helpers';

/** Creates `usage_ledger`. */
export function usageLedgerMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('usage_ledger'), dialect)
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
        // Signed: +N for a credit, -1 for a plan.
        .addColumn('uses', 'integer', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        // What the entry is for (`order:<out_trade_no>`, `plan:<id>`, `adjustment:<id>` …); one entry of a
        // kind per reference, so a replayed credit or a retried debit can never count twice.
        .addColumn('reference', 'text', (column) => column.notNull())
        .addColumn('note', 'text')
        // Package expiry (YYYY-MM-DD, Beijing date) after this entry, for credits that extend it.
        .addColumn('valid_until', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addCheckConstraint('usage_ledger_uses_not_zero', sql`uses <> 0`)
        .execute();
      await db.schema
        .createIndex('usage_ledger_kind_reference')
        .on('usage_ledger')
        .columns(['kind', 'reference'])
        .unique()
        .execute();
      await db.schema
        .createIndex('usage_ledger_user')
        .on('usage_ledger')
        .columns(['user_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('usage_ledger').ifExists().execute();
    },
  };
}
