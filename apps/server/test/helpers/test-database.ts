// Every server suite runs on SQLite; the suites whose subject is SQL run on PostgreSQL too when
// TEST_DATABASE_URL is set (the list and the rule: postgres-suites.ts, ADR 0038). Each app
// gets a fresh database that is a copy of one template migrated once per run (test/global-setup.ts):
// an in-memory SQLite database opened from the template's serialized image, or a PostgreSQL database
// created from the template database (CREATE DATABASE ... TEMPLATE) and dropped after. Migrating costs
// far more than copying (about 0.13 s on SQLite and 1-2 s on PostgreSQL per test on the CI machine).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, inject } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { createDatabase, openSqliteHandle, type AppDatabase } from '../../src/db/database';
import { migratedSqliteImage, runSql, urlOfDatabase } from './database-templates';
import { POSTGRES_SUITES } from './postgres-suites';

/** A database kind the suite runs on. */
export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  /** Opens a fresh, migrated database; `drop` closes and removes it. */
  open(): Promise<{ database: AppDatabase; drop(): Promise<void> }>;
}

let sqliteImage: Buffer | undefined;

/** The migrated SQLite image of this run (read once per test file), or one made here without the global setup. */
async function sqliteTemplate(): Promise<Buffer> {
  if (sqliteImage === undefined) {
    const file = inject('sqliteTemplateFile');
    sqliteImage = file ? readFileSync(file) : await migratedSqliteImage();
  }
  return sqliteImage;
}

const sqliteTarget: DatabaseTarget = {
  name: 'sqlite',
  async open() {
    const database = openSqliteHandle(new SqliteDatabase(await sqliteTemplate()));
    return { database, drop: () => database.close() };
  },
};

/** The URL each PostgreSQL test database was opened on, for tests that open a second pool on it. */
const postgresUrls = new WeakMap<AppDatabase, string>();

/** The connection URL of a PostgreSQL test database (a second replica connects to the same database). */
export function postgresUrlOf(database: AppDatabase): string {
  const url = postgresUrls.get(database);
  if (url === undefined) throw new Error('This database was not opened by a PostgreSQL test target.');
  return url;
}

/** A PostgreSQL target that also cleans up after the suite: see `postgresTemplateTarget`. */
export interface SuitePostgresTarget extends DatabaseTarget {
  /** Drops the spare database and waits for the drops still running; run once the suite's tests end. */
  settle(): Promise<void>;
}

/**
 * Copies of the run's migrated template on `url`, for a test outside `describeEachDatabase` that opens a
 * second pool on its database (`postgresUrlOf`); the test calls `settle` once it closed both pools.
 */
export function postgresCopiesOf(url: string): SuitePostgresTarget {
  return postgresTemplateTarget(url);
}

/**
 * The suite's PostgreSQL target: every `open` answers a database created from the run's migrated template,
 * fresh for each test. Copying takes about 0.4 s of PostgreSQL's time that a test would only wait for, so
 * from the second `open` on, the next test's database is created while the current test runs, and a
 * finished test's database is dropped while the next one runs; `settle` waits for both at the suite's end.
 */
function postgresTemplateTarget(url: string): SuitePostgresTarget {
  let spare: Promise<string> | undefined;
  let opened = 0;
  const drops = new Set<Promise<void>>();
  const dropErrors: unknown[] = [];
  const create = async (): Promise<string> => {
    const template = inject('postgresTemplateDatabase');
    if (!template) {
      throw new Error(
        'No PostgreSQL template database: run the server tests with their vitest config (test/global-setup.ts).',
      );
    }
    // Named after the template, so the run's teardown finds any copy a test could not drop.
    const name = `${template}_${randomBytes(5).toString('hex')}`;
    await runSql(url, `create database "${name}" template "${template}"`);
    return name;
  };
  /** Creates the next database now; a failure is reported by the `open` that takes it. */
  const prepareSpare = () => {
    const next = create();
    next.catch(() => undefined);
    spare = next;
  };
  const dropLater = (name: string) => {
    const drop = dropTestDatabase(url, name)
      .catch((error: unknown) => void dropErrors.push(error))
      .finally(() => drops.delete(drop));
    drops.add(drop);
  };
  return {
    name: 'postgres',
    async open() {
      const taken = spare;
      spare = undefined;
      const name = await (taken ?? create());
      opened += 1;
      // A suite that opens one database needs no spare; one that opened two will likely open more.
      if (opened >= 2) prepareSpare();
      const databaseUrl = urlOfDatabase(url, name);
      const database = createDatabase({ kind: 'postgres', url: databaseUrl });
      postgresUrls.set(database, databaseUrl);
      return {
        database,
        async drop() {
          await database.close();
          dropLater(name);
        },
      };
    },
    async settle() {
      const left = spare;
      spare = undefined;
      if (left) await left.then(dropLater, () => undefined);
      while (drops.size > 0) await Promise.all([...drops]);
      if (dropErrors.length > 0) throw dropErrors[0];
    },
  };
}

/**
 * Drops a test's database. A closed pool's connections end a moment after `close()` resolves, and
 * PostgreSQL waits up to 5 s for them; one still open after that is left to the run's teardown rather than
 * terminated here, where its pool would report the termination as an error in the next test.
 */
async function dropTestDatabase(url: string, name: string): Promise<void> {
  try {
    await runSql(url, `drop database if exists "${name}"`);
  } catch (error) {
    const stillUsed = (error as { code?: string }).code === '55006';
    if (!stillUsed) throw error;
  }
}

/** Why a suite is not repeated on PostgreSQL; shown in its skipped title. */
const SQLITE_ONLY_NOTE = 'postgres: not repeated, its SQL is covered by the suites of ADR 0038';

/**
 * Declares the suite on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set and the suite is in
 * `POSTGRES_SUITES` (or TEST_POSTGRES_SUITES=all); a suite left out shows as skipped, with the reason.
 */
export function describeEachDatabase(title: string, body: (target: DatabaseTarget) => void): void {
  describe(`${title} [sqlite]`, () => body(sqliteTarget));
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '') {
    describe.skip(`${title} [postgres: skipped, set TEST_DATABASE_URL=postgres://... to run]`, () =>
      body(postgresTemplateTarget('')));
  } else if (repeatsOnPostgres(title)) {
    describe(`${title} [postgres]`, () => {
      const target = postgresTemplateTarget(url);
      // Registered before the suite's own hooks, so it runs after them (after-hooks run in reverse order):
      // the databases their `close` dropped are gone before the next suite starts.
      afterAll(() => target.settle());
      body(target);
    });
  } else {
    describe.skip(`${title} [${SQLITE_ONLY_NOTE}]`, () => body(postgresTemplateTarget(url)));
  }
}

/** Whether the suite `title` runs on PostgreSQL too: listed, or every suite asked for. */
function repeatsOnPostgres(title: string): boolean {
  return process.env.TEST_POSTGRES_SUITES === 'all' || Object.hasOwn(POSTGRES_SUITES, title);
}
