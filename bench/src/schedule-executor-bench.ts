// How many schedule executions per minute one replica sustains against an in-process Ads API double
// (SQLite file database, the real executor, repository and ledger), with a baseline in the same run: the
// same reads and writes against the double without the executor's bookkeeping. Usage:
//   node --import tsx bench/src/schedule-executor-bench.ts [executions]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrator';
import type { JobQueue } from '../../apps/server/src/jobs/job-queue';
import { ManualClock, toStoredTime } from '../../apps/server/src/lib/clock';
import { readLiveBids, writeBids } from '../../apps/server/src/modules/schedules/schedule-bid-targets';
import { ScheduleExecutor } from '../../apps/server/src/modules/schedules/schedule-executor';
import { SchedulesRepository } from '../../apps/server/src/modules/schedules/schedules-repository';
import { AdsProfileDouble, shopAccessDouble } from '../../apps/server/test/helpers/schedule-shop-double';

const executions = Number(process.argv[2] ?? 2000);
const dir = mkdtempSync(join(tmpdir(), 'adplan-schedule-bench-'));
const database = createDatabase({ kind: 'sqlite', file: join(dir, 'bench.sqlite') });
await migrateToLatest(database);
const clock = new ManualClock(Date.parse('2026-10-31T13:00:00Z'));
const ads = new AdsProfileDouble();
const { access } = shopAccessDouble(1, ads);
const jobs: JobQueue = {
  register: () => undefined,
  every: () => undefined,
  send: async () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
};
const repository = new SchedulesRepository(database.db);
const executor = new ScheduleExecutor({ repository, shops: access, jobs, clock, logError: () => undefined });
const stamp = toStoredTime(clock.now());
await repository.insertRule({
  id: 'bench-rule',
  user_id: 1,
  shop_id: 'shop-us-1',
  marketplace: 'US',
  time_zone: 'America/Los_Angeles',
  campaign_id: '95980739749507',
  campaign_name: 'Cutting Board SP',
  ad_product: 'SP',
  source: 'hourly',
  order_num: null,
  periods_json: JSON.stringify([{ name: 'sleep', start: '00:00', end: '07:00', bid_adjustment: -30 }]),
  state: 'active',
  handled_through: null,
  created_at: stamp,
  updated_at: stamp,
  stopped_at: null,
  expires_at: toStoredTime(clock.now() + 30 * 86_400_000),
});

const api = access.adsApi((await access.shopById('shop-us-1'))!);
let started = performance.now();
for (let index = 0; index < executions; index += 1) {
  const live = await readLiveBids(api, 'SP', '95980739749507');
  await writeBids(
    api,
    '95980739749507',
    live.map((bid) => ({ ...bid, bid: index % 2 ? bid.bid * 2 : bid.bid / 2 })),
  );
}
const baselineMs = performance.now() - started;

started = performance.now();
for (let index = 0; index < executions; index += 1) {
  const queued = await executor.queueExecution(
    { id: 'bench-rule' },
    'period',
    { name: index % 2 ? 'morning' : 'sleep', adjustment: index % 2 ? 20 : -30 },
    clock.now() + index * 60_000,
    false,
  );
  if (queued) {
    const row = await database.db
      .selectFrom('schedule_executions')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await executor.execute(row.id);
  }
}
const executorMs = performance.now() - started;
const perMinute = (ms: number) => Math.round((executions / ms) * 60_000);
console.log(
  JSON.stringify(
    {
      executions,
      bids_per_execution: (await readLiveBids(api, 'SP', '95980739749507')).length,
      baseline_read_write_per_minute: perMinute(baselineMs),
      executor_executions_per_minute: perMinute(executorMs),
      executor_ms_per_execution: Number((executorMs / executions).toFixed(2)),
    },
    null,
    2,
  ),
);
await database.close();
rmSync(dir, { recursive: true, force: true });
