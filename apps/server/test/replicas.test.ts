// The production layout for real (issue 21): two web and two worker processes on one PostgreSQL, started
// by the replicas CLI, all using the Amazon fake of the first web process. A seller links a shop; shop
// generations, applies and an undo, sellers' checks and generations and a payment go through both web
// processes. A worker is killed with SIGKILL while it holds a job: the other worker is paused (SIGSTOP)
// until a job runs, so the running job is the killed worker's. Afterwards every job finished once, the
// uses debited equal the plans stored, no plan is left locked or "applying", and no order is credited twice.
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
const USES = 5;
/** The stale time the replicas run with: a few seconds, at least three 1 s heartbeats. */
const REPLICA_WORK_STALE_SECONDS = 4;
/** The keyword cold start a shop seller generates (the fake accepts any SKU of a seller account). */
const SHOP_COLD_START = {
  campaign_mode: 'new',
  ad_group_name_broad: 'replica broad',
  daily_budget: 40,
  asin: 'B0REPLICA1',
  sku: 'REPLICA-SKU-1',
  main_search_terms: ['bamboo cutting board'],
  organic_conversion_rate: 10,
  target_cps: 10,
};

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

function get(base: string, browser: Browser, path: string) {
  return fetch(`${base}/api${path}`, { headers: { cookie: browser.cookie, 'x-csrftoken': browser.csrf } });
}

async function dataOf<T>(answer: Promise<Response>, what: string): Promise<T> {
  const response = await answer;
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 400)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Links a US shop of `browser`'s seller through web #1 and its fake (consent as a seller "linked 2 days ago"). */
async function linkShop(base: string, browser: Browser): Promise<string> {
  const started = await dataOf<{ url: string; state: string }>(
    get(base, browser, '/shop_authorize_url?marketplace=US'),
    'shop_authorize_url',
  );
  const consent = new URL(started.url);
  // Opening the consent page is what records the pending consent the decision answers.
  const page = await fetch(consent);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const decision = await fetch(`${base}/api/sandbox/amazon/ap/oa/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: consent.searchParams.get('state') ?? '', decision: 'sellerReady' }),
    redirect: 'manual',
  });
  const code = new URL(decision.headers.get('location') ?? 'http://x/').searchParams.get('code') ?? '';
  await dataOf(
    post(base, browser, '/api_authorize', { auth_code: code, state: started.state }),
    'api_authorize',
  );
  const list = await dataOf<{ shops: Array<{ shop_id: string; marketplace: string }> }>(
    get(base, browser, '/auth_shop_list'),
    'auth_shop_list',
  );
  const shop = list.shops.find((item) => item.marketplace === 'US');
  if (!shop) throw new Error('no US shop was linked');
  return shop.shop_id;
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
        AMAZON_ADS_TOKEN_KEY: randomBytes(32).toString('base64'),
        // The killed worker's job is handed over after 4 s without its heartbeat (production: 30 s), so
        // the test waits seconds, not half a minute; a 1 s heartbeat keeps live runs well inside it.
        WORK_STALE_SECONDS: String(REPLICA_WORK_STALE_SECONDS),
        WORK_HEARTBEAT_SECONDS: '1',
      },
      onLine: (role, line) => void log.push(`${role}: ${line.slice(0, 400)}`),
      spawned,
    });
    database = createDatabase({ kind: 'postgres', url: databaseUrl });
  }, 120_000);

  afterAll(async () => {
    // A start that timed out leaves no process behind either.
    if (!replicas) for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL');
    // A worker paused by a failed test must run again to hear the SIGTERM.
    for (const child of spawned) if (child.exitCode === null) child.kill('SIGCONT');
    await replicas?.stop();
    await database?.close();
    const root = admin();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(root.db);
    await root.close();
  }, 30_000);

  it('finishes every job once through a SIGKILL of the worker holding one, debits a use per stored plan, credits an order once', async () => {
    const { webs, workers } = replicas!;
    const [web1, web2] = [webs[0]!.url!, webs[1]!.url!];
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
    // A shop linked through web #1; its plans are generated, applied and undone through both web
    // processes, every Amazon call made by a worker against web #1's fake.
    const shopper = browsers[0]!;
    const shopId = await linkShop(web1, shopper);
    type ShopPlan = { plan: { plan_id: string } };
    type Applied = { status: string; items: Array<{ state: string }> };
    const shopPlan = (base: string, name: string) =>
      dataOf<ShopPlan>(
        post(base, shopper, '/hb_kt', { shop_id: shopId, campaign_name: name, ...SHOP_COLD_START }),
        'hb_kt',
      ).then((data) => data.plan.plan_id);
    const undone = await shopPlan(web1, 'Replica undone');
    const applied = await shopPlan(web2, 'Replica applied');
    const first = await dataOf<Applied>(post(web2, shopper, '/apply_plan', { plan_id: undone }), 'apply');
    expect(first.status).toBe('applied');
    expect(
      (await dataOf<Applied>(post(web1, shopper, '/undo_plan', { plan_id: undone }), 'undo')).status,
    ).toBe('undone');

    // From here only worker #1 takes jobs: worker #2 is paused, so a running job is worker #1's.
    workers[1]!.child.kill('SIGSTOP');
    const form = (extra: Record<string, string>) => {
      const body = new FormData();
      body.append('params', JSON.stringify(request.params));
      for (const [key, value] of Object.entries(extra)) body.append(key, value);
      body.append('bulk_file', new Blob([request.bulk!.bytes]), request.bulk!.name);
      return body;
    };
    // The second shop plan applied through web #2, and each seller's check and three generations,
    // spread over both web processes.
    const apply = post(web2, shopper, '/apply_plan', { plan_id: applied });
    const calls = browsers.flatMap((browser, seller) => [
      post(webs[seller % 2]!.url!, browser, '/param_check', form({ flow: 'keyword-cold-start' })),
      ...[0, 1, 2].map((n) => post(webs[(seller + n) % 2]!.url!, browser, '/hb_kt_v4', form({}))),
    ]);
    // A payment notified through both web processes at once, three times each.
    const order = await (
      await post(web1, shopper, '/charge', {
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
    // Kill worker #1 while it runs a job, then let worker #2 go on: the killed worker's job goes to it once
    // its heartbeat is stale.
    const deadline = Date.now() + 30_000;
    let held: { id: string; kind: string } | undefined;
    while (!held && Date.now() < deadline) {
      held = await database.db
        .selectFrom('work_jobs')
        .select(['id', 'kind'])
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (!held) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(held, 'no job ran on worker #1').toBeDefined();
    workers[0]!.child.kill('SIGKILL');
    workers[1]!.child.kill('SIGCONT');

    const answers = await Promise.all([...calls, apply]);
    const statuses = answers.map((answer) => answer.status);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      code: number;
      msg: string;
      data?: Applied;
    }>;
    expect(
      statuses,
      JSON.stringify(bodies.filter((b) => b.code !== 200)) + log.slice(-20).join('\n'),
    ).toEqual(Array.from({ length: SELLERS * 4 + 1 }, () => 200));
    expect(bodies.at(-1)?.data?.status).toBe('applied');
    expect((await Promise.all(payments)).map((payment) => payment.status)).toEqual([200, 200]);

    const jobs = await database.db
      .selectFrom('work_jobs')
      .select(['id', 'kind', 'state', 'attempts'])
      .execute();
    expect(jobs.filter((job) => job.state !== 'done')).toEqual([]);
    // 2 shop generations, 2 applies, an undo; a check and 3 generations per seller.
    expect(jobs).toHaveLength(5 + SELLERS * 4);
    // The job the killed worker held ran once more, on the other worker; every other job ran once.
    expect(jobs.find((job) => job.id === held!.id)?.attempts).toBe(2);
    expect(jobs.filter((job) => job.id !== held!.id).every((job) => job.attempts === 1)).toBe(true);
    const plans = await database.db.selectFrom('plans').select('id').execute();
    const generations = jobs.filter((job) => job.kind === 'generate' || job.kind === 'shop-generate');
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
    // No shop plan is left locked or "applying"; every item of the applied plan reached Amazon once.
    const shopPlans = await database.db
      .selectFrom('shop_plans')
      .select(['plan_id', 'status', 'lock_token'])
      .orderBy('plan_id')
      .execute();
    expect(shopPlans.map(({ plan_id, status, lock_token }) => [plan_id, status, lock_token]).sort()).toEqual(
      [
        [undone, 'undone', null],
        [applied, 'applied', null],
      ].sort(),
    );
    const items = await database.db
      .selectFrom('shop_plan_items')
      .select(['state', 'amazon_id'])
      .where('plan_id', '=', applied)
      .execute();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.state === 'applied' && item.amazon_id !== null)).toBe(true);
    expect(new Set(items.map((item) => item.amazon_id)).size).toBe(items.length);
  }, 120_000);
});
