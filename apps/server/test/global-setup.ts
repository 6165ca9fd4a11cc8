// Runs once before the server tests: migrates the templates every test copies (helpers/test-database.ts),
// a SQLite image in a temporary file and, when TEST_DATABASE_URL is set, a PostgreSQL template database,
// and removes both after the run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createPostgresTemplate,
  dropPostgresTemplate,
  migratedSqliteImage,
} from './helpers/database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite image every SQLite test database is opened from. */
    sqliteTemplateFile: string;
    /** The migrated database every PostgreSQL test database is created from ('' without TEST_DATABASE_URL). */
    postgresTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = mkdtempSync(join(tmpdir(), 'adplan-test-templates-'));
  const sqliteFile = join(directory, 'migrated.sqlite');
  writeFileSync(sqliteFile, await migratedSqliteImage());
  const url = process.env.TEST_DATABASE_URL;
  const postgresTemplate = url ? await createPostgresTemplate(url) : '';
  project.provide('sqliteTemplateFile', sqliteFile);
  project.provide('postgresTemplateDatabase', postgresTemplate);
  return async () => {
    rmSync(directory, { recursive: true, force: true });
    if (url && postgresTemplate) await dropPostgresTemplate(url, postgresTemplate);
  };
}
