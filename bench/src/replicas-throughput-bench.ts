// The worker throughput benchmark (issue 21; run on demand: `npm run bench:replicas -w @adplan/bench` with
// BENCH_DATABASE_URL=postgres://…): the production layout started by the replica launcher (one web process,
// then 1 and then 2 worker processes) on a fresh PostgreSQL database each. Sellers generate plans back to
// back for a fixed time on a ~10 MB sheet and on a typical ~300 KB sheet; the figures are plans per minute
// and /user_info latency while they run, beside /user_info with no generation running (same run).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { CSRF_COOKIE, CSRF_HEADER } from '@adplan/contracts';
import { listCampaignStructure, readBulkWorkbook } from '@adplan/engine';
import { createPorts } from '../../apps/server/src/app';
import { startReplicas } from '../../apps/server/src/cli/replicas-cli';
import { createDatabase } from '../../apps/server/src/db/database';
import { systemClock, toStoredTime } from '../../apps/server/src/lib/clock';
import { AccountsRepository } from '../../apps/server/src/modules/accounts/accounts-repository';
import { createArgon2Hasher } from '../../apps/server/src/modules/accounts/password-hasher';
import { formatTable } from './bench-stats';
import { ensureBulkSheet } from './generate-bulk-sheet';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT_DIR = resolve(HERE, '../.out');
const SERVER_URL = process.env['BENCH_DATABASE_URL'];
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 45);
const SELLERS = Number(process.env['BENCH_SELLERS'] ?? 4);
const IDLE_SAMPLES = Number(process.env['BENCH_IDLE_SAMPLES'] ?? 200);
const FLOW_PATH = '/op_kt_v4';
const PASSWORD = 'bench-password-1';

interface Sheet {
  label: string;
  name: string;
  bytes: Uint8Array;
  params: Record<string, unknown>;
}

interface Client {
  cookie: string;
  csrf: string;
}

/** The value at quantile `q` (nearest rank) of a non-empty list. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function loadSheet(label: string, megabytes: number): Promise<Sheet> {
  const file = await ensureBulkSheet({
    outDir: OUT_DIR,
    targetBytes: megabytes * 1024 * 1024,
    seed: 20260301,
  });
  const bytes = new Uint8Array(await readFile(file.path));
  const campaign = listCampaignStructure(await readBulkWorkbook(bytes)).find(
    (c) => c.product === 'sponsoredProducts' && c.targetingType === 'manual' && c.state === 'enabled',
  );
  if (!campaign) throw new Error(`the ${label} sheet has no enabled manual campaign`);
  return {
    label: `${label} (${(bytes.length / 1024 / 1024).toFixed(2)} MB)`,
    // An Amazon export name: the engine reads the data window from it.
    name: 'bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx',
    bytes,
    params: { marketplace: 'US', campaign_name: campaign.name, organic_conversion_rate: 10, target_cps: 10 },
  };
}

async function login(base: string, userName: string): Promise<Client> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login_type: 'username_password',
      user_name: userName,
      password: PASSWORD,
      agreement: true,
    }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const csrf = cookies.find((cookie) => cookie.includes(`${CSRF_COOKIE}=`))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf };
}

async function userInfo(base: string, client: Client): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/user_info`, { headers: { cookie: client.cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/user_info answered ${response.status}`);
  return performance.now() - started;
}

async function generate(base: string, client: Client, sheet: Sheet): Promise<void> {
  const form = new FormData();
  form.append('params', JSON.stringify(sheet.params));
  form.append('bulk_file', new Blob([sheet.bytes]), sheet.name);
  const response = await fetch(`${base}/api${FLOW_PATH}`, {
    method: 'POST',
    headers: { cookie: client.cookie, [CSRF_HEADER]: client.csrf, 'accept-language': 'en' },
    body: form,
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (response.status !== 200) throw new Error(`generation answered ${answer.code}: ${answer.msg}`);
}

/** Each seller generates back to back until `SECONDS` pass; plans per minute and /user_info meanwhile. */
async function measure(base: string, clients: Client[], probe: Client, sheet: Sheet) {
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  let plans = 0;
  const sellers = clients.map(async (client) => {
    while (performance.now() < until) {
      await generate(base, client, sheet);
      plans += 1;
    }
  });
  const all = Promise.all(sellers);
  let done = false;
  void all.finally(() => {
    done = true;
  });
  const info: number[] = [];
  while (!done) {
    info.push(await userInfo(base, probe));
    await new Promise((resolveGap) => setTimeout(resolveGap, 100));
  }
  await all;
  const minutes = (performance.now() - started) / 60_000;
  return { plans, perMinute: plans / minutes, info };
}

async function run(workers: number, sheets: Sheet[]): Promise<string[][]> {
  const name = `adplan_bench_${randomBytes(4).toString('hex')}`;
  const root = createDatabase({ kind: 'postgres', url: SERVER_URL ?? '' });
  await sql.raw(`create database ${name}`).execute(root.db);
  const databaseUrl = (SERVER_URL ?? '').replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  const basePort = 19_000 + Math.floor(Math.random() * 500);
  const replicas = await startReplicas({
    databaseUrl,
    webs: 1,
    workers,
    basePort,
    env: {
      NODE_ENV: 'test',
      PLAN_WORKERS: '1',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WEB_DIST_DIR: '/nonexistent',
    },
  });
  const database = createDatabase({ kind: 'postgres', url: databaseUrl });
  const rows: string[][] = [];
  try {
    const base = replicas.webs[0]!.url!;
    const hasher = createArgon2Hasher();
    const now = toStoredTime(Date.now());
    const clients: Client[] = [];
    for (let index = 0; index <= SELLERS; index += 1) {
      const user = await new AccountsRepository(database.db).create({
        user_name: `bench${index}`,
        phone_number: `1380000000${index}`,
        password_hash: await hasher.hash(PASSWORD),
        active_date_til: null,
        company_name: null,
        unified_social_credit_code: null,
        email: null,
        created_at: now,
        password_changed_at: now,
      });
      await database.db.transaction().execute((trx) =>
        createPorts(database, systemClock).usageLedger.credit(trx, {
          userId: user.id,
          uses: 100_000,
          kind: 'adjustment',
          reference: `bench:${index}`,
          validDays: 365,
        }),
      );
      clients.push(await login(base, `bench${index}`));
    }
    // The last account only reads /user_info, as a seller looking at the console.
    const probe = clients.pop()!;
    // Warm each worker's engine thread and the connections before measuring.
    await Promise.all(clients.slice(0, workers).map((client) => generate(base, client, sheets.at(-1)!)));
    const idle: number[] = [];
    for (let i = 0; i < IDLE_SAMPLES; i += 1) idle.push(await userInfo(base, probe));
    rows.push([
      `${workers}`,
      'none (baseline)',
      '-',
      '-',
      ms(quantile(idle, 0.5)),
      ms(quantile(idle, 0.99)),
      loadavg()[0]!.toFixed(1),
    ]);
    for (const sheet of sheets) {
      const result = await measure(base, clients, probe, sheet);
      rows.push([
        `${workers}`,
        sheet.label,
        String(result.plans),
        result.perMinute.toFixed(1),
        ms(quantile(result.info, 0.5)),
        ms(quantile(result.info, 0.99)),
        loadavg()[0]!.toFixed(1),
      ]);
    }
  } finally {
    await replicas.stop();
    await database.close();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(root.db);
    await root.close();
  }
  return rows;
}

if (!SERVER_URL) {
  console.error(
    'BENCH_DATABASE_URL (a PostgreSQL server; the benchmark makes and drops its own databases) is required.',
  );
  process.exit(1);
}
const sheets = [await loadSheet('typical sheet', 0.3), await loadSheet('large sheet', 10)];
const rows: string[][] = [];
for (const workers of [1, 2]) rows.push(...(await run(workers, sheets)));
console.log(
  `${SELLERS} sellers generating back to back for ${SECONDS} s per sheet, 1 web process, PLAN_WORKERS=1 per worker`,
);
console.log(
  formatTable(
    ['workers', 'sheet', 'plans', 'plans/min', '/user_info p50', '/user_info p99', 'load (1 min)'],
    rows,
  ),
);
