// The plans benchmark (run on demand: `npm run bench:plans -w @adplan/bench`): a ~10 MB bulk sheet through
// HTTP to a downloaded plan (p50/p99) beside the engine alone on the same sheet, then 20 concurrent
// generations while login and /user_info latency is measured, beside the idle figures. The server runs in
// its own process (plans-bench-server.ts) so the client's work never sits on the server's event loop.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CSRF_COOKIE, CSRF_HEADER } from '@adplan/contracts';
import { generatePlan, listCampaignStructure, readBulkWorkbook } from '@adplan/engine';
import { formatTable } from './bench-stats';
import { ensureBulkSheet } from './generate-bulk-sheet';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT_DIR = resolve(HERE, '../.out');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 10);
const ENGINE_RUNS = Number(process.env['BENCH_ENGINE_RUNS'] ?? 5);
const CONCURRENT = Number(process.env['BENCH_CONCURRENT'] ?? 20);
const IDLE_SAMPLES = Number(process.env['BENCH_IDLE_SAMPLES'] ?? 200);
const TARGET_BYTES = Number(process.env['BENCH_TARGET_MB'] ?? 10) * 1024 * 1024;
const FLOW = 'keyword-optimisation';
const FLOW_PATH = '/op_kt_v4';

/** The value at quantile `q` (nearest rank) of a non-empty list. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const row = (label: string, values: readonly number[]) => [
  label,
  String(values.length),
  ms(quantile(values, 0.5)),
  ms(quantile(values, 0.99)),
  ms(Math.max(...values)),
];

interface Server {
  base: string;
  userName: string;
  password: string;
  workers: number;
  stop(): Promise<void>;
}

/** The one JSON line plans-bench-server.ts prints when it listens. */
interface BenchServerReady {
  port: number;
  userName: string;
  password: string;
  workers: number;
}

/** Starts plans-bench-server.ts and waits for its ready line. */
async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'plans-bench-server.ts')], {
    cwd: HERE,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<BenchServerReady>((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolveReady(JSON.parse(line) as BenchServerReady));
  });
  return {
    base: `http://127.0.0.1:${ready.port}/api`,
    userName: ready.userName,
    password: ready.password,
    workers: ready.workers,
    stop: () =>
      new Promise((resolveStop) => {
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}

/** A signed-in client: the cookies and CSRF header of a browser. */
interface Client {
  cookie: string;
  csrf: string;
}

async function login(server: Server): Promise<{ client: Client; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login_type: 'username_password',
      user_name: server.userName,
      password: server.password,
      agreement: true,
    }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const csrf = cookies.find((c) => c.startsWith(`${CSRF_COOKIE}=`) || c.includes(`${CSRF_COOKIE}=`));
  return { client: { cookie: cookies.join('; '), csrf: csrf?.split('=')[1] ?? '' }, ms: elapsed };
}

async function userInfo(server: Server, client: Client): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.base}/user_info`, { headers: { cookie: client.cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/user_info answered ${response.status}`);
  return performance.now() - started;
}

/** Uploads the sheet, generates, downloads the plan workbook; the whole round trip in ms. */
async function generateAndDownload(
  server: Server,
  client: Client,
  sheet: { name: string; bytes: Uint8Array },
  params: Record<string, unknown>,
): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.append('params', JSON.stringify(params));
  form.append('bulk_file', new Blob([sheet.bytes]), sheet.name);
  const response = await fetch(`${server.base}${FLOW_PATH}`, {
    method: 'POST',
    headers: { cookie: client.cookie, [CSRF_HEADER]: client.csrf, 'accept-language': 'en' },
    body: form,
  });
  const answer = (await response.json()) as { code: number; msg: string; data?: { download_url: string } };
  if (response.status !== 200 || !answer.data)
    throw new Error(`generation answered ${answer.code}: ${answer.msg}`);
  const origin = server.base.replace(/\/api$/, '');
  const file = await fetch(`${origin}${answer.data.download_url}`, { headers: { cookie: client.cookie } });
  const bytes = await file.arrayBuffer();
  if (file.status !== 200 || bytes.byteLength === 0) throw new Error(`download answered ${file.status}`);
  return performance.now() - started;
}

/** Calls `probe` back to back (with `gapMs` between calls) until `until` settles; the latencies. */
async function sampleWhile(
  until: Promise<unknown>,
  probe: () => Promise<number>,
  gapMs: number,
): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const samples: number[] = [];
  while (!done) {
    samples.push(await probe());
    await new Promise((resolveGap) => setTimeout(resolveGap, gapMs));
  }
  return samples;
}

const sheetFile = await ensureBulkSheet({ outDir: OUT_DIR, targetBytes: TARGET_BYTES, seed: 20260301 });
const sheet = {
  // An Amazon export name: the engine reads the data window from it.
  name: 'bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx',
  bytes: new Uint8Array(await readFile(sheetFile.path)),
};
const campaign = listCampaignStructure(await readBulkWorkbook(sheet.bytes)).find(
  (c) => c.product === 'sponsoredProducts' && c.targetingType === 'manual' && c.state === 'enabled',
);
if (!campaign) throw new Error('the generated sheet has no enabled manual campaign');
const params = {
  marketplace: 'US',
  campaign_name: campaign.name,
  organic_conversion_rate: 10,
  target_cps: 10,
};
console.log(`sheet ${(sheet.bytes.length / 1024 / 1024).toFixed(2)} MB, flow ${FLOW} on "${campaign.name}"`);

// The engine alone, in this process, before the server exists.
const engineTimes: number[] = [];
for (let run = 0; run < ENGINE_RUNS; run += 1) {
  const started = performance.now();
  await generatePlan(
    FLOW,
    { parameters: params, bulk: sheet, reports: [], hourly: [], now: new Date() },
    { language: 'en' },
  );
  engineTimes.push(performance.now() - started);
}

console.log(
  formatTable(
    ['measurement', 'n', 'p50', 'p99', 'max'],
    [row('engine alone: generatePlan (read+plan+validate+write)', engineTimes)],
  ),
);

const server = await startServer();
try {
  const first = await login(server);
  // Warm the worker pool and the connection before measuring.
  await generateAndDownload(server, first.client, sheet, params);

  const idleLogin: number[] = [];
  for (let i = 0; i < 20; i += 1) idleLogin.push((await login(server)).ms);
  const idleInfo: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i += 1) idleInfo.push(await userInfo(server, first.client));

  const httpTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1)
    httpTimes.push(await generateAndDownload(server, first.client, sheet, params));

  const loadStarted = performance.now();
  // A generation past the server's time-out answers 421: counted, not fatal.
  const failures: string[] = [];
  const burst = Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      generateAndDownload(server, first.client, sheet, params).catch((error: unknown) => {
        failures.push(error instanceof Error ? error.message : String(error));
        return Number.NaN;
      }),
    ),
  );
  const [burstTimes, loadInfo, loadLogin] = await Promise.all([
    burst,
    sampleWhile(burst, () => userInfo(server, first.client), 20),
    sampleWhile(burst, async () => (await login(server)).ms, 200),
  ]);
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  console.log(
    `\nserver: ${server.workers} engine worker thread(s); ${RUNS} sequential runs, ${CONCURRENT} concurrent`,
  );
  console.log(
    formatTable(
      ['measurement', 'n', 'p50', 'p99', 'max'],
      [
        row('engine alone: generatePlan (read+plan+validate+write)', engineTimes),
        row('HTTP: upload 10 MB + generate + store + download', httpTimes),
        row(
          `HTTP under load: each of ${CONCURRENT} concurrent generations (answered)`,
          burstTimes.filter((t) => !Number.isNaN(t)),
        ),
        row('idle: POST /login', idleLogin),
        row('idle: GET /user_info', idleInfo),
        row(`during the ${CONCURRENT} generations: POST /login`, loadLogin),
        row(`during the ${CONCURRENT} generations: GET /user_info`, loadInfo),
      ],
    ),
  );
  if (failures.length > 0)
    console.log(
      `${failures.length} of ${CONCURRENT} concurrent generations failed: ${[...new Set(failures)].join('; ')}`,
    );
  console.log(
    `\n${CONCURRENT} generations took ${loadSeconds.toFixed(1)} s in all (${(CONCURRENT / loadSeconds).toFixed(2)} plans/s).`,
  );
  console.log(
    `targets: generation p99 <= 2000 ms (HTTP, 10 MB): ${quantile(httpTimes, 0.99) <= 2000 ? 'met' : 'NOT met'}; ` +
      `/user_info p99 under load <= 100 ms: ${quantile(loadInfo, 0.99) <= 100 ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.stop();
}
