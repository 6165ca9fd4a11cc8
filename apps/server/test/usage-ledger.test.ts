// The usage ledger: balance and expiry derived from append-only entries, idempotent credits, debits that
// can never overdraw even when many plans finish at once.
import { errorMessage } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { pino } from 'pino';
import { createPorts } from '../src/app';
import { createDatabase, type AppDatabase } from '../src/db/database';
import { DAY_MS } from '../src/lib/clock';
import { AppError } from '../src/lib/app-error';
import { BillingDesk } from '../src/modules/billing/billing-desk';
import { BillingService } from '../src/modules/billing/billing-service';
import { OperatorRepository } from '../src/modules/operator/operator-repository';
import { addDays, beijingDate } from '@adplan/contracts';
import { extendedExpiry } from '../src/modules/usage/usage-ledger-repository';
import type { UsageLedger } from '../src/ports/usage-ledger';
import { describeEachDatabase, postgresUrlOf } from './helpers/test-database';
import { createUser, startTestApp, type TestApp } from './helpers/test-app';

/** Another connection pool on the PostgreSQL database and schema of `database` (a second replica). */
async function secondPool(database: AppDatabase): Promise<AppDatabase> {
  const schema = await database.db
    .selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('schema'))
    .executeTakeFirstOrThrow();
  return createDatabase({
    kind: 'postgres',
    url: postgresUrlOf(database),
    schema: schema.schema,
  });
}

describeEachDatabase('usage ledger', (target) => {
  let t: TestApp;
  let ledger: UsageLedger;
  beforeEach(async () => {
    t = await startTestApp(target);
    ledger = createPorts(t.database, t.clock).usageLedger;
  });
  afterEach(async () => {
    await t.close();
  });

  const credit = (userId: number, reference: string, uses: number, validDays?: number) =>
    t.database.db
      .transaction()
      .execute((trx) => ledger.credit(trx, { userId, uses, kind: 'package_credit', reference, validDays }));
  const debit = (userId: number, reference: string) =>
    t.database.db.transaction().execute((trx) => ledger.debitForPlan(trx, userId, reference));

  it('credits an order once however often it is replayed', async () => {
    const user = await createUser(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => credit(user.id, 'order:A1', 10, 30)));
    expect(results.filter((result) => result.credited)).toHaveLength(1);
    expect(await ledger.account(t.database.db, user.id)).toEqual({
      balance: 10,
      activeDateTil: addDays(beijingDate(t.clock.now()), 30),
    });
    expect(await ledger.entries(t.database.db, user.id, 10)).toHaveLength(1);
  });

  it('extends an unexpired package from its expiry, an expired one from today', async () => {
    const user = await createUser(t);
    const today = beijingDate(t.clock.now());
    await credit(user.id, 'order:1', 10, 30);
    t.clock.advance(10 * DAY_MS);
    await credit(user.id, 'order:2', 30, 30);
    // Renewed 10 days in: no paid day is lost, the new 30 days start where the first package ends.
    expect((await ledger.account(t.database.db, user.id)).activeDateTil).toBe(addDays(today, 60));
    t.clock.advance(100 * DAY_MS);
    await credit(user.id, 'order:3', 10, 30);
    expect((await ledger.account(t.database.db, user.id)).activeDateTil).toBe(
      addDays(beijingDate(t.clock.now()), 30),
    );
    expect(extendedExpiry(null, '2026-01-31', 30)).toBe('2026-03-02');
  });

  it('gives exactly as many plans as uses when 20 debits race for 5 uses', async () => {
    const user = await createUser(t);
    await credit(user.id, 'order:five', 5, 30);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => debit(user.id, `plan:${index}`)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(AppError);
        expect((outcome.reason as AppError).messageKey).toBe('billing.insufficientBalance');
      }
    }
    expect((await ledger.account(t.database.db, user.id)).balance).toBe(0);
  });

  it('never takes a balance of 5 below zero when 20 "-5" adjustments race from two replicas', async () => {
    const user = await createUser(t);
    await credit(user.id, 'order:five', 5, 30);
    // On PostgreSQL the second replica is a second connection pool on the same schema; SQLite has one file.
    const second = target.name === 'postgres' ? await secondPool(t.database) : t.database;
    try {
      const desks = [deskOver(t.database), deskOver(second)];
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          desks[index % 2]!.desk.adjust(desks[index % 2]!.database.db, 'test', {
            user_name: user.user_name,
            uses: -5,
            reason: 'race',
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect((outcome.reason as AppError).messageKey).toBe('operator.adjustmentOverdraw');
        }
      }
      expect((await ledger.account(t.database.db, user.id)).balance).toBe(0);
      const audited = await t.database.db.selectFrom('operator_audit_log').select('id').execute();
      expect(audited).toHaveLength(1);
    } finally {
      if (second !== t.database) await second.close();
    }
  });

  /** The operator's desk over `database`, as one replica builds it. */
  function deskOver(database: AppDatabase) {
    const ports = createPorts(database, t.clock);
    const service = new BillingService({
      database,
      ledger: ports.usageLedger,
      sellers: ports.sellers,
      clock: t.clock,
      gateways: {},
      bankAccount: t.config.payment.bankAccount,
      logger: pino({ enabled: false }),
    });
    return { database, desk: new BillingDesk(service, new OperatorRepository(t.clock), ports.usageLedger) };
  }

  it('refuses a plan when the package has expired, with the date in the message', async () => {
    const user = await createUser(t);
    await credit(user.id, 'order:old', 10, 30);
    const expiry = addDays(beijingDate(t.clock.now()), 30);
    t.clock.advance(31 * DAY_MS + 1);
    const refusal = await debit(user.id, 'plan:late').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).messageKey).toBe('billing.packageExpired');
    expect(errorMessage('billing.packageExpired', 'en', (refusal as AppError).params)).toContain(expiry);
    expect((await ledger.account(t.database.db, user.id)).balance).toBe(10);
  });

  it('a debit rolled back with its transaction leaves the balance as it was', async () => {
    const user = await createUser(t);
    await credit(user.id, 'order:r', 2, 30);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await ledger.debitForPlan(trx, user.id, 'plan:failed');
        throw new Error('storing the plan failed');
      }),
    ).rejects.toThrow('storing the plan failed');
    expect((await ledger.account(t.database.db, user.id)).balance).toBe(2);
  });
});
