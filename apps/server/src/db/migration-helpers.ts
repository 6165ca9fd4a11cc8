// The few places where SQLite and PostgreSQL DDL differ, so migrations stay one portable list.
import type { CreateTableBuilder } from 'kysely';
import type { SqlDialect } from './database';

/** Adds an auto-numbered integer primary key `id` in the dialect's own idiom. */
export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: SqlDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}
