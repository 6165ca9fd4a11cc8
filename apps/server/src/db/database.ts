// Opens the database the configuration names: the embedded SQLite file by default, PostgreSQL when
// DATABASE_URL is set. Everything above this file speaks Kysely and does not care which.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import type { Database } from './database-schema';

export type SqlDialect = 'sqlite' | 'postgres';

/** An open database: the query builder, which dialect it speaks, and how to close it. */
export interface AppDatabase {
  db: Kysely<Database>;
  dialect: SqlDialect;
  close(): Promise<void>;
}

/** Opens (and for SQLite creates) the configured database; call `close()` on shutdown. */
export function createDatabase(config: DatabaseConfig): AppDatabase {
  const db = config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, config.schema);
  return { db, dialect: config.kind, close: () => db.destroy() };
}

function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the single writer; busy_timeout waits instead of failing on a lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

function openPostgres(url: string, schema: string | undefined): Kysely<Database> {
  // A schema on the search path isolates a deployment (or one test file) without qualifying every query.
  const options = schema === undefined ? undefined : `-c search_path=${schema}`;
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
