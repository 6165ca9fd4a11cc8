// Linked-shop plans (issue 13): which stored plan belongs to which shop, the apply/undo status and lock of
// each, and the change-set items with their state on Amazon, so an interrupted apply or undo resumes
// without sending an item twice. The plan itself and its workbooks stay in `plans` / `plan_files`.
import type { Kysely, Migration } from 'kysely';

/** Creates `shop_plans` and `shop_plan_items`. */
export function shopPlansMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('shop_plans')
        .addColumn('plan_id', 'text', (column) =>
          column.primaryKey().references('plans.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('shop_id', 'text', (column) => column.notNull())
        .addColumn('shop_name', 'text', (column) => column.notNull())
        .addColumn('marketplace', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        // Why the last run stopped early: a `shopPlan.*` message key and Amazon's detail.
        .addColumn('status_key', 'text')
        .addColumn('status_detail', 'text')
        // One apply or undo at a time: a conditional update takes the lock (works alike on both databases).
        .addColumn('lock_token', 'text')
        .addColumn('lock_until', 'text')
        .addColumn('applied_at', 'text')
        .addColumn('undone_at', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('shop_plans_shop')
        .on('shop_plans')
        .columns(['shop_id', 'status'])
        .execute();

      await db.schema
        .createTable('shop_plan_items')
        .addColumn('plan_id', 'text', (column) =>
          column.notNull().references('shop_plans.plan_id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (column) => column.notNull())
        // Amazon's creation order: campaigns, ad groups, ads, targeting, negatives, then updates.
        .addColumn('layer', 'integer', (column) => column.notNull())
        .addColumn('entity', 'text', (column) => column.notNull())
        .addColumn('operation', 'text', (column) => column.notNull())
        .addColumn('campaign_name', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        // The item's own temporary reference (new campaigns and ad groups) and its parents' references:
        // a real Amazon id, or the temporary reference of the item that creates the parent.
        .addColumn('own_ref', 'text')
        .addColumn('campaign_ref', 'text')
        .addColumn('ad_group_ref', 'text')
        // The Amazon id an update or archive changes.
        .addColumn('target_id', 'text')
        .addColumn('after_json', 'text', (column) => column.notNull())
        .addColumn('before_json', 'text')
        .addColumn('amazon_id', 'text')
        // pending | sending (outcome unknown until checked) | applied | failed | skipped
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('error_json', 'text')
        .addColumn('read_back', 'text')
        .addColumn('read_back_json', 'text')
        // none | pending | sending | undone | failed
        .addColumn('undo_state', 'text', (column) => column.notNull())
        .addColumn('undo_error_json', 'text')
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('shop_plan_items_pk', ['plan_id', 'item_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['shop_plan_items', 'shop_plans'])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
