// Runs the in-code migrations with Kysely's Migrator. A failed migration throws: a start must never
// continue on a half-migrated schema.
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { AppDatabase } from './database';
import { migrationList } from './migrations/migration-list';

/** Serves migrations from code instead of a folder, so they work the same under tsx, tests and bundles. */
class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/** Brings the schema to the latest migration; returns the names that ran. */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: new InCodeMigrationProvider(migrationList(database.dialect)),
    migrationTableSchema: await currentSchema(database),
    // Numbers are handed out to parallel work ahead of time, so a lower number (0015) can land after a
    // higher one (0016, 0018) has run somewhere; each migration stands alone, so it simply runs then.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * The PostgreSQL schema the search path resolves to. Kysely looks for its migration tables in every schema
 * unless told which one, and would take another schema's tables (say, `public`) for ours.
 */
async function currentSchema(database: AppDatabase): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema;
}
