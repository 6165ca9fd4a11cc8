import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AppDatabase } from '../src/db/database';
import { runRetention } from '../src/jobs/retention-job';
import { DAY_MS, HOUR_MS, MINUTE_MS, ManualClock, toStoredTime } from '../src/lib/clock';
import { AccountsRepository } from '../src/modules/accounts/accounts-repository';
import { LockoutRepository } from '../src/modules/accounts/lockout/lockout-repository';
import { SmsCodeRepository } from '../src/modules/accounts/sms/sms-code-repository';
import { SessionStore } from '../src/sessions/session-store';
import { describeEachDatabase } from './helpers/test-database';
import { createUser, loginAs, requestSmsCode, startTestApp, type TestApp } from './helpers/test-app';

const NOW = Date.parse('2025-03-10T04:00:00.000Z');

describeEachDatabase('retention job', (target) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let clock: ManualClock;
  let userId: number;

  beforeEach(async () => {
    ({ database, drop } = await target.open());
    clock = new ManualClock(NOW);
    const stamp = toStoredTime(NOW - 30 * DAY_MS);
    const user = await new AccountsRepository(database.db).create({
      user_name: 'retention_user',
      phone_number: '13911112222',
      password_hash: 'not-a-real-hash',
      active_date_til: null,
      company_name: null,
      unified_social_credit_code: null,
      email: null,
      created_at: stamp,
      password_changed_at: stamp,
    });
    userId = user.id;
  });
  afterEach(async () => {
    await drop();
  });

  /** A session opened a month ago, then given the expiry and revocation times of the case. */
  async function session(expiresAt: number, revokedAt: number | null = null): Promise<number> {
    const opened = new ManualClock(NOW - 30 * DAY_MS);
    const { session: created } = await new SessionStore(database.db, opened).create(userId, {
      ip: '10.0.0.1',
      userAgent: 'test',
    });
    await database.db
      .updateTable('sessions')
      .set({
        expires_at: toStoredTime(expiresAt),
        revoked_at: revokedAt === null ? null : toStoredTime(revokedAt),
      })
      .where('id', '=', created.id)
      .execute();
    return created.id;
  }

  async function smsCode(createdAt: number, used: boolean): Promise<number> {
    const repository = new SmsCodeRepository(database.db, database.dialect);
    const id = await repository.insert({
      phone_number: '13911112222',
      purpose: 'login',
      code_hash: 'salt:hash',
      created_at: toStoredTime(createdAt),
      expires_at: toStoredTime(createdAt + 5 * MINUTE_MS),
      ip: '10.0.0.1',
    });
    if (used) await repository.markUsed(id, toStoredTime(createdAt + MINUTE_MS));
    return id;
  }

  /** Rows of every kind, each just inside or just outside its retention window at NOW. */
  async function seed() {
    const lockouts = new LockoutRepository(database.db);
    await lockouts.lock('account:1', toStoredTime(NOW + MINUTE_MS));
    await lockouts.lock('ip:10.0.0.2', toStoredTime(NOW - MINUTE_MS));
    const window = toStoredTime(NOW - DAY_MS);
    await lockouts.addFailure('account:2', toStoredTime(NOW - 14 * MINUTE_MS), window);
    await lockouts.addFailure('account:2', toStoredTime(NOW - 16 * MINUTE_MS), window);
    return {
      keptSessions: [
        await session(NOW + DAY_MS),
        await session(NOW - 6 * DAY_MS),
        await session(NOW + DAY_MS, NOW - 6 * DAY_MS),
      ],
      droppedSessions: [await session(NOW - 8 * DAY_MS), await session(NOW + DAY_MS, NOW - 8 * DAY_MS)],
      keptCodes: [await smsCode(NOW - 47 * HOUR_MS, true), await smsCode(NOW - MINUTE_MS, false)],
      droppedCodes: [await smsCode(NOW - 49 * HOUR_MS, true), await smsCode(NOW - 49 * HOUR_MS, false)],
    };
  }

  async function remaining() {
    const ids = async (table: 'sessions' | 'sms_codes') =>
      (await database.db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
    return {
      sessions: await ids('sessions'),
      smsCodes: await ids('sms_codes'),
      lockouts: (await database.db.selectFrom('login_lockouts').select('subject').execute()).map(
        (row) => row.subject,
      ),
      failures: (await database.db.selectFrom('login_failures').select('failed_at').execute()).map(
        (row) => row.failed_at,
      ),
    };
  }

  it('deletes ended sessions after 7 days, SMS codes after 48 hours and lapsed lock-outs, and counts them', async () => {
    const seeded = await seed();
    expect(await runRetention(database, clock)).toEqual({
      sessions: 2,
      smsCodes: 2,
      loginLockouts: 1,
      loginFailures: 1,
    });
    expect(await remaining()).toEqual({
      sessions: seeded.keptSessions,
      smsCodes: seeded.keptCodes,
      lockouts: ['account:1'],
      failures: [toStoredTime(NOW - 14 * MINUTE_MS)],
    });
  });

  it('is idempotent: a second run removes nothing', async () => {
    await seed();
    await runRetention(database, clock);
    const after = await remaining();
    expect(await runRetention(database, clock)).toEqual({
      sessions: 0,
      smsCodes: 0,
      loginLockouts: 0,
      loginFailures: 0,
    });
    expect(await remaining()).toEqual(after);
  });

  it('removes each row once when several replicas run it at the same time', async () => {
    const seeded = await seed();
    const runs = await Promise.all([1, 2, 3].map(() => runRetention(database, clock)));
    const total = (key: keyof (typeof runs)[number]) => runs.reduce((sum, run) => sum + run[key], 0);
    expect([total('sessions'), total('smsCodes'), total('loginLockouts'), total('loginFailures')]).toEqual([
      2, 2, 1, 1,
    ]);
    expect((await remaining()).sessions).toEqual(seeded.keptSessions);
  });

  it('catches up with the clock: rows age out on a later run', async () => {
    const seeded = await seed();
    await runRetention(database, clock);
    clock.advance(DAY_MS + MINUTE_MS);
    expect(await runRetention(database, clock)).toEqual({
      sessions: 2,
      smsCodes: 1,
      loginLockouts: 1,
      loginFailures: 1,
    });
    expect(await remaining()).toEqual({
      sessions: [seeded.keptSessions[0]],
      smsCodes: [seeded.keptCodes[1]],
      lockouts: [],
      failures: [],
    });
  });
});

describeEachDatabase('retention job beside live traffic', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  it('keeps what sessions, SMS limits and lock-outs still need', async () => {
    const user = await createUser(t);
    const session = await loginAs(t, user);
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    for (let failure = 0; failure < 5; failure += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: {
          login_type: 'username_password',
          user_name: user.user_name,
          password: 'wrong-pass',
          agreement: true,
        },
      });
    }
    await runRetention(t.database, t.clock);
    expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(429);
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        login_type: 'username_password',
        user_name: user.user_name,
        password: user.password,
        agreement: true,
      },
    });
    expect(locked.statusCode).toBe(429);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user_info',
      cookies: { sessionid: session.sessionid },
    });
    expect(info.statusCode).toBe(200);
  });
});
