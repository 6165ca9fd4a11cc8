// Every migration in the order it runs. Names sort in that order; never rename or edit a shipped one.
import type { Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { accountsMigration } from './0001-accounts-migration';
import { usageLedgerMigration } from './0002-usage-ledger-migration';
import { plansMigration } from './0003-plans-migration';

/** All migrations by name, built for the dialect they will run on. */
export function migrationList(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0001-accounts': accountsMigration(dialect),
    '0002-usage-ledger': usageLedgerMigration(dialect),
    '0003-plans': plansMigration(dialect),
  };
}
