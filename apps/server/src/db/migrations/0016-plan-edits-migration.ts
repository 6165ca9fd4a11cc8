// A seller's edits of a generated plan (issue 23, ADR 0030): the plan keeps its whole rows and the account
// entities they name (`source_json`), so edits are applied to what was generated and the workbooks are
// written again without planning anew; `edits_json` holds the edits in force (null: none).
import type { Kysely, Migration } from 'kysely';

/** Adds `source_json` and `edits_json` to `plans`. */
export function planEditsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('plans').addColumn('source_json', 'text').execute();
      await db.schema.alterTable('plans').addColumn('edits_json', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('plans').dropColumn('edits_json').execute();
      await db.schema.alterTable('plans').dropColumn('source_json').execute();
    },
  };
}
