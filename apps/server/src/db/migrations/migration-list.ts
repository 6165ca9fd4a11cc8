// Every migration in the order it runs. Names sort in that order; never rename or edit a shipped one.
import type { Migration } from 'kysely';
import type { SqlDialect } from '../database';
import { accountsMigration } from './0001-accounts-migration';
import { usageLedgerMigration } from './0002-usage-ledger-migration';
import { jobsMigration } from './0006-jobs-migration';
import { plansMigration } from './0003-plans-migration';
import { billingMigration } from './0004-billing-migration';
import { assistantMigration } from './0005-assistant-migration';
import { accountHardeningMigration } from './0007-account-hardening-migration';
import { schedulesMigration } from './0010-schedules-migration';
import { shopsMigration } from './0008-shops-migration';
import { diagnosticsMigration } from './0011-diagnostics-migration';
import { shopPlansMigration } from './0009-shop-plans-migration';
import { diagnosisJobsMigration } from './0012-diagnosis-jobs-migration';
import { changeSetWordsMigration } from './0013-change-set-words-migration';
import { workJobsMigration } from './0014-work-jobs-migration';
import { planForecastsMigration } from './0015-plan-forecasts-migration';
import { planEditsMigration } from './0016-plan-edits-migration';
import { accountOverviewsMigration } from './0018-account-overviews-migration';

/** All migrations by name, built for the dialect they will run on. */
export function migrationList(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0001-accounts': accountsMigration(dialect),
    '0002-usage-ledger': usageLedgerMigration(dialect),
    '0006-jobs': jobsMigration(dialect),
    '0003-plans': plansMigration(dialect),
    '0004-billing': billingMigration(dialect),
    '0005-assistant': assistantMigration(dialect),
    '0007-account-hardening': accountHardeningMigration(),
    '0008-shops': shopsMigration(dialect),
    '0009-shop-plans': shopPlansMigration(),
    '0010-schedules': schedulesMigration(dialect),
    '0011-diagnostics': diagnosticsMigration(),
    '0012-diagnosis-jobs': diagnosisJobsMigration(),
    '0013-change-set-words': changeSetWordsMigration(),
    '0014-work-jobs': workJobsMigration(dialect),
    '0015-plan-forecasts': planForecastsMigration(),
    '0016-plan-edits': planEditsMigration(),
    '0018-account-overviews': accountOverviewsMigration(),
  };
}
