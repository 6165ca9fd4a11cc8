// Data ownership is enforced by reading the code: every Kysely reference to a table (select, insert,
// update, delete, join) in apps/server/src must sit under the folder TABLE_OWNERS names for it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foreignReferences } from './table-owners';

const SOURCE_ROOT = join(import.meta.dirname, '..');
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const serverFiles = sourceFiles(SOURCE_ROOT).map((path) => ({
  path: relative(SOURCE_ROOT, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('table ownership', () => {
  it('finds every table reference of the server code under its owner', () => {
    expect(serverFiles.length).toBeGreaterThan(100);
    expect(foreignReferences(serverFiles)).toEqual([]);
  });

  it('flags a module that reads or writes another module table', () => {
    const billingWritesUsers = {
      path: 'modules/billing/billing-repository.ts',
      text: "await trx.updateTable('users').set({ email }).execute();",
    };
    const assistantJoinsUsers = {
      path: 'modules/assistant/contact-repository.ts',
      text: "db.selectFrom('contact_messages').innerJoin('users', 'users.id', 'contact_messages.user_id')",
    };
    expect(foreignReferences([billingWritesUsers, assistantJoinsUsers])).toEqual([
      "modules/billing/billing-repository.ts: updateTable('users') (owner: modules/accounts)",
      "modules/assistant/contact-repository.ts: innerJoin('users') (owner: modules/accounts)",
    ]);
  });

  it('lets a nested owner folder keep its tables from the module around it', () => {
    const plansReadsShopPlans = {
      path: 'modules/plans/plans-repository.ts',
      text: "db.selectFrom('shop_plans').selectAll()",
    };
    expect(foreignReferences([plansReadsShopPlans])).toHaveLength(1);
  });
});
