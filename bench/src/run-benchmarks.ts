// The engine benchmark (run on demand: `npm run bench`). Reads a ~10 MB generated bulk sheet with the
// engine and with bare exceljs streaming, then writes + validates a large plan beside a bare exceljs write
// of the same cells. Each measurement runs in its own child process so peak RSS is per task; the report
// shows medians and the targets. Benchmarks are not tests: it exits non-zero only when a run crashes.
import { spawnSync } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable, median } from './bench-stats';
import { ensureBulkSheet } from './generate-bulk-sheet';

const HERE = dirname(fileURLToPath(import.meta.url));
const CHILD = join(HERE, 'bench-child.ts');
const OUT_DIR = resolve(HERE, '../.out');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const TARGET_BYTES = Number(process.env['BENCH_TARGET_MB'] ?? 10) * 1024 * 1024;
const PLAN_ROWS = Number(process.env['BENCH_PLAN_ROWS'] ?? 20_000);

/** What a child prints. */
interface Measurement {
  task: string;
  ms: number;
  maxRssMb: number;
  [detail: string]: number | string;
}

/** Runs one task in a fresh Node process and parses its JSON line; throws when the child fails. */
function measure(task: string, argument: string): Measurement {
  const child = spawnSync(process.execPath, ['--import', 'tsx', CHILD, task, argument], {
    cwd: HERE,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`${task} crashed (exit ${child.status}):\n${child.stderr}`);
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Measurement;
}

/** Runs each task RUNS times, interleaved so drift affects all tasks alike. */
function measureAll(tasks: readonly string[], argument: string): Map<string, Measurement[]> {
  const results = new Map<string, Measurement[]>(tasks.map((task) => [task, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const task of tasks) results.get(task)?.push(measure(task, argument));
  }
  return results;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (mb: number) => `${Math.round(mb)} MB`;
const timeOf = (list: readonly Measurement[]) => median(list.map((m) => m.ms));
const rssOf = (list: readonly Measurement[]) => median(list.map((m) => m.maxRssMb));
const detailOf = (list: readonly Measurement[], key: string) => median(list.map((m) => Number(m[key] ?? 0)));

/** Prints the reader comparison with the targets. */
function reportReaders(results: Map<string, Measurement[]>, baselineMb: number): void {
  const engine = results.get('read-engine') ?? [];
  const bare = results.get('read-bare') ?? [];
  const floor = results.get('unzip-floor') ?? [];
  const plan = results.get('plan-engine') ?? [];
  const ratio = timeOf(engine) / timeOf(bare);
  console.log(
    formatTable(
      ['reader (median of runs)', 'time', 'peak RSS', 'campaigns / rows'],
      [
        [
          'engine readBulkWorkbook -> model',
          seconds(timeOf(engine)),
          megabytes(rssOf(engine)),
          String(detailOf(engine, 'campaigns')),
        ],
        [
          'bare exceljs streaming, all rows',
          seconds(timeOf(bare)),
          megabytes(rssOf(bare)),
          String(detailOf(bare, 'rows')),
        ],
        [
          'unzip floor: inflate every entry, no XML',
          seconds(timeOf(floor)),
          megabytes(rssOf(floor)),
          `${detailOf(floor, 'entries')} entries, ${detailOf(floor, 'inflatedMb')} MB`,
        ],
        [
          'whole plan: generatePlan keyword optimisation',
          seconds(timeOf(plan)),
          megabytes(rssOf(plan)),
          `${detailOf(plan, 'rows')} plan rows`,
        ],
      ],
    ),
  );
  console.log(
    `issue 10 targets: engine read ${seconds(timeOf(engine))} (<= 1.0 s: ${timeOf(engine) <= 1000 ? 'met' : 'NOT met'}; ` +
      `${(timeOf(engine) / Math.max(1, timeOf(floor))).toFixed(2)}x the unzip floor), whole plan ${seconds(timeOf(plan))} ` +
      `(<= 2 s: ${timeOf(plan) <= 2000 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `time ratio engine / bare: ${ratio.toFixed(2)}x (target <= 1.5x); memory ratio ${(rssOf(engine) / rssOf(bare)).toFixed(2)}x`,
  );
  console.log(
    `targets: engine time ${seconds(timeOf(engine))} (< 2 s: ${timeOf(engine) < 2000 ? 'met' : 'NOT met'}), ` +
      `peak RSS ${megabytes(rssOf(engine))} (< 500 MB: ${rssOf(engine) < 500 ? 'met' : 'NOT met'}), ` +
      `ratio ${ratio <= 1.5 ? 'met' : 'NOT met'}; a process that only loads the modules peaks at ${megabytes(baselineMb)}`,
  );
}

/** Prints the writer comparison. */
function reportWriters(results: Map<string, Measurement[]>): void {
  const engine = results.get('write-engine') ?? [];
  const bare = results.get('write-bare') ?? [];
  console.log(
    formatTable(
      [`write ${PLAN_ROWS} plan rows (median)`, 'time', 'validate', 'write', 'peak RSS', 'xlsx bytes'],
      [
        [
          'engine validateBulkRows + writePlanWorkbook',
          seconds(timeOf(engine)),
          seconds(detailOf(engine, 'validateMs')),
          seconds(detailOf(engine, 'writeMs')),
          megabytes(rssOf(engine)),
          String(detailOf(engine, 'bytes')),
        ],
        [
          'bare exceljs write of the same cells',
          seconds(timeOf(bare)),
          '-',
          seconds(timeOf(bare)),
          megabytes(rssOf(bare)),
          String(detailOf(bare, 'bytes')),
        ],
      ],
    ),
  );
  const writeRatio = detailOf(engine, 'writeMs') / timeOf(bare);
  console.log(
    `time ratio engine / bare: ${(timeOf(engine) / timeOf(bare)).toFixed(2)}x with validation, ` +
      `${writeRatio.toFixed(2)}x for writing alone (the engine also orders rows, spells cells and adds the ` +
      `explanation sheet); violations in the generated plan: ${detailOf(engine, 'violations')}`,
  );
}

/** Generates (or reuses) the sheet, runs every measurement and prints the report. */
async function main(): Promise<void> {
  const sheet = await ensureBulkSheet({ outDir: OUT_DIR, targetBytes: TARGET_BYTES, seed: 20260301 });
  console.log(
    `bulk sheet: ${relative(process.cwd(), sheet.path)} (${(sheet.bytes / 1024 / 1024).toFixed(2)} MB, ${sheet.reused ? 'reused' : 'generated'}); ${RUNS} runs per task\n`,
  );
  const baseline = measure('baseline', '').maxRssMb;
  reportReaders(measureAll(['read-engine', 'read-bare', 'unzip-floor', 'plan-engine'], sheet.path), baseline);
  console.log('');
  reportWriters(measureAll(['write-engine', 'write-bare'], String(PLAN_ROWS)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
