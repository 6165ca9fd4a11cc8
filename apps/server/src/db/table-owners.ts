// Which part of the server owns each table (issue 22, "data ownership"). Only the owner's files read or
// write a table; another module asks the owner through a port (ports/*.ts), e.g. the sellers' names and the
// profile's company details go through ports/seller-directory.ts, never through `users`. The record is typed
// over the schema, so a new table without an owner is a compile error; table-owners.test.ts scans the code.
import type { Database } from './database-schema';

/** The folder under apps/server/src that owns each table (migrations create them all). */
export const TABLE_OWNERS: Readonly<Record<keyof Database, string>> = {
  users: 'modules/accounts',
  sms_codes: 'modules/accounts',
  login_failures: 'modules/accounts',
  login_lockouts: 'modules/accounts',
  sessions: 'sessions',
  usage_ledger: 'modules/usage',
  jobs: 'jobs',
  work_jobs: 'jobs/work',
  plans: 'modules/plans',
  plan_files: 'modules/plans',
  plan_progress: 'modules/plans',
  uploads: 'modules/plans',
  upload_files: 'modules/plans',
  shop_plans: 'modules/plans/shop',
  shop_plan_items: 'modules/plans/shop',
  billing_orders: 'modules/billing',
  payment_notifications: 'modules/billing',
  billing_invoices: 'modules/billing',
  billing_company_info: 'modules/billing',
  operators: 'modules/operator',
  operator_audit_log: 'modules/operator',
  contact_messages: 'modules/assistant',
  schedule_rules: 'modules/schedules',
  schedule_bid_ledger: 'modules/schedules',
  schedule_executions: 'modules/schedules',
  shops: 'modules/shops',
  shop_grants: 'modules/shops',
  shop_authorize_attempts: 'modules/shops',
  diagnoses: 'modules/diagnostics',
  account_overviews: 'modules/overview',
};

/** A Kysely call that names a table as its first argument. */
const TABLE_REFERENCE =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto|replaceInto)\(\s*'([a-z_]+)/g;

/** Every table reference outside its owner's folder, as `file: call('table')`. */
export function foreignReferences(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  const owners: Readonly<Record<string, string>> = TABLE_OWNERS;
  const found: string[] = [];
  for (const file of files) {
    for (const [, call, table] of file.text.matchAll(TABLE_REFERENCE)) {
      const owner = owners[table as string];
      // Owner folders nest (modules/plans/shop inside modules/plans): the owner's folder must contain the file.
      if (owner === undefined || !file.path.startsWith(`${owner}/`))
        found.push(`${file.path}: ${call}('${table}') (owner: ${owner ?? 'none'})`);
    }
  }
  return found;
}
