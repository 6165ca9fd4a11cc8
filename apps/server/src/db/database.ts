// Opens the database the configuration names: the embedded SQLite file by default, PostgreSQL when
// DATABASE_URL is set. Everything above this file speaks Kysely and does not care which.
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { makeDirectory } from '../config/data-directory';
import type { Database } from './database-schema';

export type SqlDialect = 'sqlite' | 'postgres';

/** An open database: the query builder, which dialect it speaks, and how to close it. */
export interface AppDatabase {
  db: Kysely<Database>;
  dialect: SqlDialect;
  close(): Promise<void>;
}

/** Thrown when production finds no data directory: starting would create an empty database beside the real one. */
export class MissingDataDirectoryError extends Error {
  constructor(readonly directory: string) {
    super(
      `The data directory ${directory} does not exist. In production the server does not create it (an empty ` +
        'database would hide a wrong DATA_DIR or an unmounted volume): create it, or point DATA_DIR at the existing one.',
    );
    this.name = 'MissingDataDirectoryError';
  }
}

/** How the SQLite file may come into being. */
export interface OpenOptions {
  /** Production: refuse a missing data directory instead of creating it (and an empty database). */
  requireExistingDirectory?: boolean;
}

/** Opens (and for SQLite creates) the configured database; call `close()` on shutdown. */
export function createDatabase(config: DatabaseConfig, options: OpenOptions = {}): AppDatabase {
  const db =
    config.kind === 'sqlite' ? openSqlite(config.file, options) : openPostgres(config.url, config.schema);
  return { db, dialect: config.kind, close: () => db.destroy() };
}

/**
 * The database holds password hashes and session hashes: its folder is created 0700 and the file 0600, so
 * other users of the machine cannot read it. SQLite gives its -wal and -shm files the main file's mode.
 */
function prepareSqliteFile(file: string, options: OpenOptions): void {
  const directory = dirname(file);
  if (!existsSync(directory)) {
    if (options.requireExistingDirectory === true) throw new MissingDataDirectoryError(directory);
    makeDirectory(directory);
  }
  if (!existsSync(file)) {
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
  }
}

function openSqlite(file: string, options: OpenOptions): Kysely<Database> {
  if (file !== ':memory:') prepareSqliteFile(file, options);
  return sqliteKysely(new SqliteDatabase(file));
}

function sqliteKysely(sqlite: SqliteDatabase.Database): Kysely<Database> {
  // WAL lets readers run beside the single writer; busy_timeout waits instead of failing on a lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * Wraps an open better-sqlite3 handle with the settings `createDatabase` gives its own: the tests migrate one
 * in-memory template and open copies of its serialized image (`new SqliteDatabase(image)`) through this.
 */
export function openSqliteHandle(sqlite: SqliteDatabase.Database): AppDatabase {
  const db = sqliteKysely(sqlite);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string, schema: string | undefined): Kysely<Database> {
  // A schema on the search path isolates a deployment (or one test file) without qualifying every query.
  const options = schema === undefined ? undefined : `-c search_path=${schema}`;
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
