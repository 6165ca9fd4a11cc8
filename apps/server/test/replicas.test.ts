// The production layout for real (issue 21): two web and two worker processes on one PostgreSQL, started
// by the replicas CLI. Sellers' checks and generations and a payment go through both web processes; a
// worker is killed with SIGKILL while jobs run. Afterwards every job finished once, the uses debited
// equal the plans stored, no job or plan is left locked or running, and no order is credited twice.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicas, type Replicas } from '../src/cli/replicas-cli';
import { createDatabase, type AppDatabase } from '../src/db/database';
import { systemClock, toStoredTime } from '../src/lib/clock';
import { AccountsRepository } from '../src/modules/accounts/accounts-repository';
import { createPorts } from '../src/app';
import { flowRequest } from './helpers/plan-inputs';
import { testHasher } from './helpers/test-app';

const url = process.env.TEST_DATABASE_URL;
const SELLERS = 4;
const USES = 3;

/** A signed-in browser against one web process: its cookies and CSRF header. */
interface Browser {
  cookie: string;
  csrf: string;
}

async function login(base: string, userName: string, password: string): Promise<Browser> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_type: 'username_password', user_name: userName, password, agreement: true }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const csrf = cookies.find((cookie) => cookie.includes('csrftoken='))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf };
}

function post(base: string, browser: Browser, path: string, body: FormData | object) {
  const json = !(body instanceof FormData);
  return fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      cookie: browser.cookie,
      'x-csrftoken': browser.csrf,
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : body,
  });
}

describe.skipIf(!url)('two web and two worker processes on one PostgreSQL', () => {
  const name = `adplan_replicas_${randomBytes(4).toString('hex')}`;
  const admin = () => createDatabase({ kind: 'postgres', url: url ?? '' });
  const databaseUrl = (url ?? '').replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  let replicas: Replicas | undefined;
  let database: AppDatabase;
  const log: string[] = [];
  const spawned: ChildProcess[] = [];

  beforeAll(async () => {
    const root = admin();
    await sql.raw(`create database ${name}`).execute(root.db);
    await root.close();
    replicas = await startReplicas({
      databaseUrl,
      webs: 2,
      workers: 2,
      basePort: 18_600 + Math.floor(Math.random() * 300),
      env: {
        NODE_ENV: 'test',
        PLAN_WORKERS: '1',
        RATE_LIMIT_PER_MINUTE: '100000',
        WEB_DIST_DIR: '/nonexistent',
      },
      onLine: (role, line) => void log.push(`${role}: ${line.slice(0, 400)}`),
      spawned,
    });
    database = createDatabase({ kind: 'postgres', url: databaseUrl });
  }, 120_000);

  afterAll(async () => {
    // A start that timed out leaves no process behind either.
    if (!replicas) for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL');
    await replicas?.stop();
    await database?.close();
    const root = admin();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(root.db);
    await root.close();
  }, 30_000);

  it('finishes every job once through a SIGKILL, debits a use per stored plan, credits an order once', async () => {
    const { webs, workers } = replicas!;
    const ledger = createPorts(database, systemClock).usageLedger;
    const request = await flowRequest('keyword-cold-start');
    const now = toStoredTime(Date.now());
    const browsers: Browser[] = [];
    for (let index = 0; index < SELLERS; index += 1) {
      const user = await new AccountsRepository(database.db).create({
        user_name: `replica${index}`,
        phone_number: `1390000000${index}`,
        password_hash: await testHasher.hash('replica-password-1'),
        active_date_til: null,
        company_name: null,
        unified_social_credit_code: null,
        email: null,
        created_at: now,
        password_changed_at: now,
      });
      await database.db.transaction().execute((trx) =>
        ledger.credit(trx, {
          userId: user.id,
          uses: USES,
          kind: 'adjustment',
          reference: `replica:${index}`,
          validDays: 365,
        }),
      );
      browsers.push(await login(webs[index % 2]!.url!, `replica${index}`, 'replica-password-1'));
    }
    const form = (extra: Record<string, string>) => {
      const body = new FormData();
      body.append('params', JSON.stringify(request.params));
      for (const [key, value] of Object.entries(extra)) body.append(key, value);
      body.append('bulk_file', new Blob([request.bulk!.bytes]), request.bulk!.name);
      return body;
    };
    // Each seller: a check and three generations, spread over both web processes.
    const calls = browsers.flatMap((browser, seller) => [
      post(webs[seller % 2]!.url!, browser, '/param_check', form({ flow: 'keyword-cold-start' })),
      ...[0, 1, 2].map((n) => post(webs[(seller + n) % 2]!.url!, browser, '/hb_kt_v4', form({}))),
    ]);
    // A payment notified through both web processes at once, three times each.
    const order = await (
      await post(webs[0]!.url!, browsers[0]!, '/charge', {
        package_type: 'basic',
        pay_method: 'alipay',
        charge_fee: '699',
      })
    ).json();
    const outTradeNo = (order as { data: { out_trade_no: string } }).data.out_trade_no;
    const payments = webs.map((web) =>
      fetch(`${web.url}/api/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ out_trade_no: outTradeNo, times: 3 }),
      }),
    );
    // Kill a worker while jobs run: its jobs go to the other worker after their heartbeat stops.
    for (let i = 0; i < 400; i += 1) {
      const running = await database.db
        .selectFrom('work_jobs')
        .select('id')
        .where('state', '=', 'running')
        .execute();
      if (running.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    workers[0]!.child.kill('SIGKILL');

    const answers = await Promise.all(calls);
    const statuses = answers.map((answer) => answer.status);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      code: number;
      msg: string;
    }>;
    expect(
      statuses,
      JSON.stringify(bodies.filter((b) => b.code !== 200)) + log.slice(-20).join('\n'),
    ).toEqual(Array.from({ length: SELLERS * 4 }, () => 200));
    expect((await Promise.all(payments)).map((payment) => payment.status)).toEqual([200, 200]);

    const jobs = await database.db
      .selectFrom('work_jobs')
      .select(['id', 'kind', 'state', 'attempts'])
      .execute();
    expect(jobs.filter((job) => job.state !== 'done')).toEqual([]);
    expect(jobs).toHaveLength(SELLERS * 4);
    const plans = await database.db.selectFrom('plans').select('id').execute();
    const generations = jobs.filter((job) => job.kind === 'generate');
    // Every generation stored exactly one plan, under its job's id.
    expect(plans.map((plan) => plan.id).sort()).toEqual(generations.map((job) => job.id).sort());
    const debits = await database.db
      .selectFrom('usage_ledger')
      .select('reference')
      .where('kind', '=', 'plan_debit')
      .execute();
    expect(debits).toHaveLength(plans.length);
    const credits = await database.db
      .selectFrom('usage_ledger')
      .select('reference')
      .where('kind', '=', 'package_credit')
      .execute();
    expect(credits.filter((credit) => credit.reference.includes(outTradeNo))).toHaveLength(1);
    const locked = await database.db
      .selectFrom('shop_plans')
      .select('plan_id')
      .where('lock_token', 'is not', null)
      .execute();
    expect(locked).toEqual([]);
    // Resumed runs show as a second attempt; the SIGKILL may find the killed worker idle.
    expect(jobs.every((job) => job.attempts >= 1 && job.attempts <= 2)).toBe(true);
  }, 120_000);
});
