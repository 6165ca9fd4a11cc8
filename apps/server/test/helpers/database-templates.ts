// The migrated templates the server tests copy: made once per run by test/global-setup.ts (a SQLite image
// written to a temporary file, a PostgreSQL template database) and removed after the run.
import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, openSqliteHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrator';

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function runSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced by `name`. */
export function urlOfDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The database name in a PostgreSQL URL. */
function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** A fresh in-memory SQLite database, migrated to the latest schema and serialized. */
export async function migratedSqliteImage(): Promise<Buffer> {
  const sqlite = new SqliteDatabase(':memory:');
  const database = openSqliteHandle(sqlite);
  await migrateToLatest(database);
  const image = sqlite.serialize();
  await database.close();
  return image;
}

/**
 * Creates and migrates a template database beside the one `url` names and returns its name. Nobody may stay
 * connected to it: PostgreSQL copies a template only while no session uses it.
 */
export async function createPostgresTemplate(url: string): Promise<string> {
  const name = `${databaseNameOf(url)}_tpl_${randomBytes(6).toString('hex')}`;
  await runSql(url, `create database "${name}"`);
  const database = createDatabase({ kind: 'postgres', url: urlOfDatabase(url, name) });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  return name;
}

/** Drops a template made by `createPostgresTemplate` and every copy of it a test left behind. */
export async function dropPostgresTemplate(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const copies = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`${name}_`],
    );
    for (const { datname } of copies.rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
