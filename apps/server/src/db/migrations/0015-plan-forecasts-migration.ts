// The forecast of a plan (issue 20, ADR 0031): what the plan was expected to do, stored with it as the
// contracts' serialisable view (JSON) so the result page shows it and the usage records can later compare
// it with a newer upload. Null for plans without a forecast and for plans stored before this migration.
import type { Kysely, Migration } from 'kysely';

/** Adds `forecast_json` to `plans`. */
export function planForecastsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('plans').addColumn('forecast_json', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('plans').dropColumn('forecast_json').execute();
    },
  };
}
