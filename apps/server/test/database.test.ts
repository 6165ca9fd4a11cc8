import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrator';
import { ManualClock } from '../src/lib/clock';
import { createPorts } from '../src/app';
import { DEMO_ACCOUNT, ensureDemoAccount } from '../src/modules/accounts/demo-account';
import { describeEachDatabase } from './helpers/test-database';
import { createUser, loginAs, startTestApp, testHasher, type TestApp } from './helpers/test-app';

const ledgerOf = (t: TestApp) => createPorts(t.database, t.clock).usageLedger;

describeEachDatabase('database and demo account', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  it('migrations are recorded and running them again changes nothing', async () => {
    expect(await migrateToLatest(t.database)).toEqual([]);
    const tables = await t.database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'sms_codes', 'login_failures', 'login_lockouts']),
    );
  });

  it('runs a lower-numbered migration that lands after higher ones have run (0015 after 0016, 0018)', async () => {
    // A database migrated before 0015 existed: its later migrations are recorded, 0015 is not.
    await t.database.db.schema.alterTable('plans').dropColumn('forecast_json').execute();
    await sql`delete from kysely_migration where name = '0015-plan-forecasts'`.execute(t.database.db);
    expect(await migrateToLatest(t.database)).toEqual(['0015-plan-forecasts']);
    const plans = (await t.database.db.introspection.getTables()).find((table) => table.name === 'plans');
    expect(plans?.columns.map((column) => column.name)).toContain('forecast_json');
  });

  it('creates the demo account once, prints its login at every start, and it can sign in', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = { info: (fields: Record<string, unknown>) => void lines.push(fields) };
    const clock = new ManualClock(Date.parse('2025-01-15T02:00:00.000Z'));
    expect(
      await ensureDemoAccount(t.database.db, testHasher, clock, logger, 'development', ledgerOf(t)),
    ).toBe(true);
    expect(
      await ensureDemoAccount(t.database.db, testHasher, clock, logger, 'development', ledgerOf(t)),
    ).toBe(false);
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'account.demoCreated',
        user_name: 'demo',
        phone_number: '13800138000',
      }),
      // The second start prints the login again, so a newcomer never has to scroll back to the first one.
      expect.objectContaining({ event: 'account.demoLogin', user_name: 'demo', phone_number: '13800138000' }),
    ]);
    const demo = await t.database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ user_name: 'demo', phone_number: '13800138000' });
    // Its uses are a ledger entry: 10 uses valid 365 days from the Beijing date 2025-01-15.
    expect(await ledgerOf(t).account(t.database.db, demo.id)).toEqual({
      balance: 10,
      activeDateTil: '2026-01-15',
    });
    await loginAs(t, {
      user_name: DEMO_ACCOUNT.userName,
      phone_number: DEMO_ACCOUNT.phoneNumber,
      password: DEMO_ACCOUNT.password,
    });
  });

  it('never creates the demo account in production', async () => {
    const lines: unknown[] = [];
    const logger = { info: (fields: unknown) => void lines.push(fields) };
    expect(
      await ensureDemoAccount(t.database.db, testHasher, t.clock, logger, 'production', ledgerOf(t)),
    ).toBe(false);
    expect(await t.database.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
    expect(lines).toHaveLength(0);
  });

  it('prints no demo login once the demo password was changed', async () => {
    const lines: unknown[] = [];
    const logger = { info: (fields: unknown) => void lines.push(fields) };
    await ensureDemoAccount(t.database.db, testHasher, t.clock, logger, 'development', ledgerOf(t));
    await t.database.db
      .updateTable('users')
      .set({ password_hash: await testHasher.hash('Changed#123') })
      .execute();
    await ensureDemoAccount(t.database.db, testHasher, t.clock, logger, 'development', ledgerOf(t));
    expect(lines).toHaveLength(1);
  });

  it('creates no demo account when the users table holds anyone', async () => {
    await createUser(t);
    const logger = { info: () => undefined };
    expect(
      await ensureDemoAccount(t.database.db, testHasher, t.clock, logger, 'development', ledgerOf(t)),
    ).toBe(false);
    const names = await t.database.db.selectFrom('users').select('user_name').execute();
    expect(names.map((row) => row.user_name)).not.toContain(DEMO_ACCOUNT.userName);
  });

  it('creates the demo account once when replicas start together on an empty database', async () => {
    const lines: unknown[] = [];
    const logger = { info: (fields: unknown) => void lines.push(fields) };
    const created = await Promise.all(
      [1, 2, 3].map(() =>
        ensureDemoAccount(t.database.db, testHasher, t.clock, logger, 'development', ledgerOf(t)),
      ),
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    // One creation line; the replicas that lost the race print the login instead.
    expect(lines.filter((line) => (line as { event: string }).event === 'account.demoCreated')).toHaveLength(
      1,
    );
    expect(await t.database.db.selectFrom('users').selectAll().execute()).toHaveLength(1);
  });
});
