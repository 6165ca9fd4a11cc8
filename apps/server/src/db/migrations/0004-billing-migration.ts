// Paid usage: orders, the log of every payment notification received, invoice requests, the sellers'
// invoice titles, the operator role and the operators' audit log. Credits themselves are usage-ledger
// entries (0002); an order only records that it was paid.
import { type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { withIdColumn } from '../migration-helpers';

/** Creates the billing and operator tables. */
export function billingMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('billing_invoices'), dialect)
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('title_type', 'text', (column) => column.notNull())
        .addColumn('unified_social_credit_code', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('invoice_type', 'text', (column) => column.notNull())
        .addColumn('total_fen', 'integer', (column) => column.notNull())
        .addColumn('requested_at', 'text', (column) => column.notNull())
        .addColumn('invoice_number', 'text')
        .addColumn('issued_on', 'text')
        .addColumn('pdf_url', 'text')
        .addColumn('issued_at', 'text')
        .addColumn('issued_by', 'text')
        .execute();
      await db.schema
        .createIndex('billing_invoices_user')
        .on('billing_invoices')
        .columns(['user_id', 'id'])
        .execute();

      await withIdColumn(db.schema.createTable('billing_orders'), dialect)
        .addColumn('out_trade_no', 'text', (column) => column.notNull().unique())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
        .addColumn('package_type', 'text', (column) => column.notNull())
        .addColumn('pay_method', 'text', (column) => column.notNull())
        // Money in fen (1/100 yuan): whole numbers, no rounding on either dialect.
        .addColumn('total_fen', 'integer', (column) => column.notNull())
        .addColumn('uses', 'integer', (column) => column.notNull())
        .addColumn('valid_days', 'integer', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('paid_fen', 'integer')
        .addColumn('provider_trade_no', 'text')
        .addColumn('transaction_id', 'text', (column) => column.unique())
        .addColumn('pay_page_url', 'text')
        .addColumn('qr_code', 'text')
        .addColumn('refunded_at', 'text')
        .addColumn('refund_note', 'text')
        // Set once, by a conditional update: an order is invoiced at most once.
        .addColumn('invoice_id', 'integer', (column) => column.references('billing_invoices.id'))
        .addColumn('confirmed_by', 'text')
        .execute();
      await db.schema
        .createIndex('billing_orders_user')
        .on('billing_orders')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('billing_orders_status_expiry')
        .on('billing_orders')
        .columns(['status', 'expires_at'])
        .execute();

      await withIdColumn(db.schema.createTable('payment_notifications'), dialect)
        .addColumn('provider', 'text', (column) => column.notNull())
        .addColumn('out_trade_no', 'text')
        .addColumn('outcome', 'text', (column) => column.notNull())
        // 1 when the notification was forged, mismatched or late: what an operator should look at.
        .addColumn('security_event', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('detail', 'text')
        .addColumn('received_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('payment_notifications_order')
        .on('payment_notifications')
        .columns(['out_trade_no'])
        .execute();

      await db.schema
        .createTable('billing_company_info')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id'))
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('title_type', 'text', (column) => column.notNull())
        .addColumn('unified_social_credit_code', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('invoice_type', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('operators')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id'))
        .addColumn('granted_at', 'text', (column) => column.notNull())
        .addColumn('granted_by', 'text', (column) => column.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('operator_audit_log'), dialect)
        // `user:<name>` for the desk, `cli:<system user>` for the command line.
        .addColumn('actor', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('detail', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('operator_audit_log_created')
        .on('operator_audit_log')
        .columns(['created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'operator_audit_log',
        'operators',
        'billing_company_info',
        'payment_notifications',
        'billing_orders',
        'billing_invoices',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
