// Schedule bidding on linked shops (issue 14): the rules, the per-bid base ledger, and the executions.
// An execution is unique per (rule, kind, period instant): whichever replica inserts it first owns it,
// so a period is executed at most once however many replicas tick at the same moment.
import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { withIdColumn } from '../migration-helpers';

/** Creates `schedule_rules`, `schedule_bid_ledger` and `schedule_executions`. */
export function schedulesMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('schedule_rules')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) => column.notNull())
        .addColumn('shop_id', 'text', (column) => column.notNull())
        .addColumn('marketplace', 'text', (column) => column.notNull())
        .addColumn('time_zone', 'text', (column) => column.notNull())
        .addColumn('campaign_id', 'text', (column) => column.notNull())
        .addColumn('campaign_name', 'text', (column) => column.notNull())
        // SP or SB: which endpoints hold the campaign's bids.
        .addColumn('ad_product', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('order_num', 'text')
        // The seller's periods as JSON text (name, start, end, bid_adjustment).
        .addColumn('periods_json', 'text', (column) => column.notNull())
        // active -> paused <-> active; active|paused -> stopping -> stopped.
        .addColumn('state', 'text', (column) => column.notNull())
        // The latest period start the tick has handled (executed or logged as skipped).
        .addColumn('handled_through', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('stopped_at', 'text')
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('schedule_rules_shop')
        .on('schedule_rules')
        .columns(['user_id', 'shop_id'])
        .execute();
      await db.schema.createIndex('schedule_rules_state').on('schedule_rules').column('state').execute();

      await db.schema
        .createTable('schedule_bid_ledger')
        .addColumn('rule_id', 'text', (column) => column.notNull())
        .addColumn('target_kind', 'text', (column) => column.notNull())
        .addColumn('target_id', 'text', (column) => column.notNull())
        .addColumn('ad_group_id', 'text', (column) => column.notNull())
        // The seller's own bid, apart from any time multiplier.
        .addColumn('base_bid', 'double precision', (column) => column.notNull())
        // The bid the executor last wrote and confirmed; null before the first write.
        .addColumn('last_written', 'double precision')
        // A bid being written right now: a crash between write and confirm must not read as a manual change.
        .addColumn('pending_bid', 'double precision')
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('schedule_bid_ledger_pk', ['rule_id', 'target_kind', 'target_id'])
        .execute();

      await withIdColumn(db.schema.createTable('schedule_executions'), dialect)
        .addColumn('rule_id', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('period_name', 'text', (column) => column.notNull())
        .addColumn('period_start', 'text', (column) => column.notNull())
        .addColumn('bid_adjustment', 'double precision', (column) => column.notNull())
        // pending -> running -> done | partial | failed; skipped for a period missed entirely.
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('late', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('error_code', 'integer')
        .addColumn('error_reason', 'text')
        .addColumn('counts_json', 'text')
        .addColumn('changes_json', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('finished_at', 'text')
        .addUniqueConstraint('schedule_executions_once', ['rule_id', 'kind', 'period_start'])
        .execute();
      await db.schema
        .createIndex('schedule_executions_created')
        .on('schedule_executions')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('schedule_executions').ifExists().execute();
      await db.schema.dropTable('schedule_bid_ledger').ifExists().execute();
      await db.schema.dropTable('schedule_rules').ifExists().execute();
    },
  };
}
