// Every server test file runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. Each app
// gets a fresh database: an in-memory SQLite file, or a PostgreSQL schema of its own that is dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrator';

/** A database kind the suite runs on. */
export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  /** Opens a fresh, migrated database; `drop` closes and removes it. */
  open(): Promise<{ database: AppDatabase; drop(): Promise<void> }>;
}

const sqliteTarget: DatabaseTarget = {
  name: 'sqlite',
  async open() {
    const database = createDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database);
    return { database, drop: () => database.close() };
  },
};

async function runSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL target on `url`: every `open` makes a fresh schema. */
export function postgresTargetFor(url: string): DatabaseTarget {
  return postgresTarget(url);
}

function postgresTarget(url: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open() {
      const schema = `adplan_test_${randomBytes(6).toString('hex')}`;
      await runSql(url, `create schema ${schema}`);
      const database = createDatabase({ kind: 'postgres', url, schema });
      await migrateToLatest(database);
      return {
        database,
        async drop() {
          await database.close();
          await runSql(url, `drop schema ${schema} cascade`);
        },
      };
    },
  };
}

/** Declares the suite once per database; PostgreSQL shows as skipped, with the reason, when not configured. */
export function describeEachDatabase(title: string, body: (target: DatabaseTarget) => void): void {
  describe(`${title} [sqlite]`, () => body(sqliteTarget));
  const url = process.env.TEST_DATABASE_URL;
  if (url !== undefined && url !== '') {
    describe(`${title} [postgres]`, () => body(postgresTarget(url)));
  } else {
    describe.skip(`${title} [postgres: skipped, set TEST_DATABASE_URL=postgres://... to run]`, () =>
      body(postgresTarget('')));
  }
}
