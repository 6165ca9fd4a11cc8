// The change-set in the seller's words (issue 23): each item keeps its ad group's name, the match type of a
// keyword, and the values the plan expected the entity to have when it was generated (the account data the
// plan was made from), so the review shows "before -> after" and the money an apply moves before anything
// is sent. `before_json` stays the live values read right before the first send.
import type { Kysely, Migration } from 'kysely';

/** Adds `ad_group_name`, `match_type` and `planned_before_json` to `shop_plan_items`. */
export function changeSetWordsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('shop_plan_items').addColumn('ad_group_name', 'text').execute();
      // The bulk spelling: exact | phrase | broad | negativeExact | negativePhrase.
      await db.schema.alterTable('shop_plan_items').addColumn('match_type', 'text').execute();
      await db.schema.alterTable('shop_plan_items').addColumn('planned_before_json', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('shop_plan_items').dropColumn('planned_before_json').execute();
      await db.schema.alterTable('shop_plan_items').dropColumn('match_type').execute();
      await db.schema.alterTable('shop_plan_items').dropColumn('ad_group_name').execute();
    },
  };
}
