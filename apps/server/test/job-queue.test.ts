// The job queue on both backends: the in-process queue over the app database (on SQLite, and on
// PostgreSQL when configured) and pg-boss on PostgreSQL. Each proves the same contract: a recurring job
// runs on its schedule, a one-off job waits for its start time, a singleton key deduplicates, and two
// queues on one database run a job once.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { AppDatabase } from '../src/db/database';
import { createJobQueue, jobsSchemaOf } from '../src/jobs/create-job-queue';
import { InProcessJobQueue } from '../src/jobs/in-process-job-queue';
import type { JobQueue } from '../src/jobs/job-queue';
import { PgBossJobQueue } from '../src/jobs/pg-boss-job-queue';
import { ManualClock, MINUTE_MS, systemClock, toStoredTime } from '../src/lib/clock';
import { testConfig, testHasher } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

const silent = pino({ enabled: false });
/** Real time given to a queue to show it does NOT run something. */
const QUIET_MS = 150;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the runs of each job name and payload id. */
function recorder() {
  const runs: string[] = [];
  return {
    runs,
    count: (entry: string) => runs.filter((run) => run === entry).length,
  };
}

describeEachDatabase('in-process job queue', (target) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let clock: ManualClock;
  const queues: JobQueue[] = [];

  const newQueue = () => {
    const queue = new InProcessJobQueue(database, clock, silent, { pollIntervalMs: 5 });
    queues.push(queue);
    return queue;
  };

  beforeEach(async () => {
    ({ database, drop } = await target.open());
    clock = new ManualClock(Date.parse('2025-03-10T04:00:00.000Z'));
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await drop();
  });

  it('runs a recurring job after the first delay, then every interval of the clock', async () => {
    const { runs } = recorder();
    const queue = newQueue();
    queue.register('tick', async () => void runs.push('tick'));
    queue.every('tick', 60_000, { firstRunDelayMs: 5_000 });
    await queue.start();
    await pause(QUIET_MS);
    expect(runs).toHaveLength(0);
    clock.advance(5_000);
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    clock.advance(59_999);
    await pause(QUIET_MS);
    expect(runs).toHaveLength(1);
    clock.advance(1);
    await vi.waitFor(() => expect(runs).toHaveLength(2));
  });

  it('runs a one-off job sent twice with one singleton key once, and unkeyed jobs each', async () => {
    const { runs, count } = recorder();
    const queue = newQueue();
    queue.register<{ order: string }>('expire', async ({ order }) => void runs.push(order));
    await queue.send('expire', { order: 'A' }, { singletonKey: 'order:A' });
    await queue.send('expire', { order: 'A' }, { singletonKey: 'order:A' });
    await queue.send('expire', { order: 'B' });
    await queue.send('expire', { order: 'B' });
    await queue.start();
    await vi.waitFor(() => expect(runs).toHaveLength(3));
    await pause(QUIET_MS);
    expect(count('A')).toBe(1);
    expect(count('B')).toBe(2);
  });

  it('runs a long job beside the others: a job due after it is not held up, and stop waits for it', async () => {
    const { runs } = recorder();
    let finishLong: () => void = () => undefined;
    const queue = newQueue();
    queue.register(
      'diagnose',
      () =>
        new Promise<void>((resolve) => {
          runs.push('diagnose started');
          finishLong = () => {
            runs.push('diagnose done');
            resolve();
          };
        }),
      { runsLong: true },
    );
    queue.register('expire', async () => void runs.push('expire'));
    await queue.send('diagnose', {});
    await queue.send('expire', {});
    await queue.start();
    await vi.waitFor(() => expect(runs).toEqual(['diagnose started', 'expire']));
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await pause(QUIET_MS);
    expect(stopped).toBe(false);
    finishLong();
    await stopping;
    expect(runs).toEqual(['diagnose started', 'expire', 'diagnose done']);
  });

  it('keeps a job until its start time, also across a restart of the queue', async () => {
    const { runs } = recorder();
    const first = newQueue();
    first.register('remind', async () => void runs.push('remind'));
    await first.send('remind', {}, { startAfter: new Date(clock.now() + 3_600_000) });
    await first.start();
    await pause(QUIET_MS);
    await first.stop();
    expect(runs).toHaveLength(0);

    const second = newQueue();
    second.register('remind', async () => void runs.push('remind'));
    await second.start();
    clock.advance(3_600_000);
    await vi.waitFor(() => expect(runs).toHaveLength(1));
  });

  it('retries a failed one-off job after the retry delay, then keeps it as failed', async () => {
    const attempts: number[] = [];
    const queue = newQueue();
    queue.register(
      'flaky',
      async (_payload, { attempt }) => {
        attempts.push(attempt);
        throw new Error('provider down');
      },
      { retryLimit: 1, retryDelayMs: 10_000 },
    );
    await queue.send('flaky', {});
    await queue.start();
    await vi.waitFor(() => expect(attempts).toEqual([1]));
    clock.advance(10_000);
    await vi.waitFor(() => expect(attempts).toEqual([1, 2]));
    clock.advance(10_000);
    await pause(QUIET_MS);
    expect(attempts).toEqual([1, 2]);
    const rows = await database.db.selectFrom('jobs').select(['state', 'last_error']).execute();
    expect(rows).toEqual([{ state: 'failed', last_error: 'provider down' }]);
  });

  it('runs each job once when two queues work one database', async () => {
    const { runs, count } = recorder();
    const [first, second] = [newQueue(), newQueue()];
    for (const queue of [first, second]) {
      queue.register<{ id: number }>('work', async ({ id }) => {
        runs.push(String(id));
        await pause(2);
      });
    }
    for (let id = 0; id < 20; id += 1) await first.send('work', { id });
    await Promise.all([first.start(), second.start()]);
    await vi.waitFor(() => expect(runs).toHaveLength(20), { timeout: 5_000 });
    await pause(QUIET_MS);
    for (let id = 0; id < 20; id += 1) expect(count(String(id))).toBe(1);
  });

  it('leaves a job another queue is running alone when a second queue starts on the same database', async () => {
    const { runs, count } = recorder();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const [first, second] = [newQueue(), newQueue()];
    for (const queue of [first, second])
      queue.register<{ id: number }>('work', async ({ id }) => {
        runs.push(String(id));
        await held;
      });
    await first.send('work', { id: 7 });
    await first.start();
    await vi.waitFor(() => expect(runs).toEqual(['7']), { timeout: 5_000 });
    // The second queue starts while the first runs job 7 (marked active by a claim made at this instant).
    await second.start();
    await pause(QUIET_MS);
    release();
    await pause(QUIET_MS);
    expect(count('7')).toBe(1);
  });

  it('runs again, at start, a job that an earlier process claimed and never finished', async () => {
    const { runs } = recorder();
    const now = clock.now();
    await database.db
      .insertInto('jobs')
      .values({
        name: 'work',
        singleton_key: 'cut-off',
        payload: JSON.stringify({ id: 3 }),
        state: 'active',
        start_after: toStoredTime(now - 60_000),
        last_error: null,
        created_at: toStoredTime(now - 60_000),
        updated_at: toStoredTime(now - 30_000),
      })
      .execute();
    const queue = newQueue();
    queue.register<{ id: number }>('work', async ({ id }) => void runs.push(String(id)));
    await queue.start();
    await vi.waitFor(() => expect(runs).toEqual(['3']), { timeout: 5_000 });
  });

  it('keeps one chain of a recurring job when two queues start on one database', async () => {
    for (const queue of [newQueue(), newQueue()]) {
      queue.register('tick', async () => undefined);
      queue.every('tick', 60_000);
      await queue.start();
    }
    const waiting = await database.db
      .selectFrom('jobs')
      .select('name')
      .where('state', '=', 'created')
      .execute();
    expect(waiting).toEqual([{ name: 'tick' }]);
  });

  it('gets the retention job from buildApp, which registers it but leaves starting to server.ts', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const jobs = new InProcessJobQueue(database, clock, logger, { pollIntervalMs: 5 });
    queues.push(jobs);
    const app = await buildApp(testConfig({ retentionIntervalMinutes: 15 }), {
      database,
      clock,
      jobs,
      passwordHasher: testHasher,
    });
    try {
      const finished = () =>
        lines.filter((line) => line.event === 'job.finished' && line.job === 'retention');
      clock.advance(MINUTE_MS);
      await pause(QUIET_MS);
      expect(finished()).toHaveLength(0);
      await jobs.start();
      clock.advance(30_000);
      await vi.waitFor(() => expect(finished()).toHaveLength(1));
      expect(finished()[0]?.result).toEqual({ sessions: 0, smsCodes: 0, loginLockouts: 0, loginFailures: 0 });
      clock.advance(15 * MINUTE_MS);
      await vi.waitFor(() => expect(finished()).toHaveLength(2));
    } finally {
      await app.close();
    }
  });

  it('refuses unknown jobs and late registrations', async () => {
    const queue = newQueue();
    await expect(queue.send('nobody', {})).rejects.toThrow('not registered');
    expect(() => queue.every('nobody', 1_000)).toThrow('not registered');
    queue.register('known', async () => undefined);
    expect(() => queue.register('known', async () => undefined)).toThrow('twice');
    await queue.start();
    expect(() => queue.register('late', async () => undefined)).toThrow('after the queue started');
  });
});

describe('createJobQueue', () => {
  it('picks the in-process queue for SQLite and pg-boss, in a schema of its own, for PostgreSQL', async () => {
    const database = {
      db: undefined,
      dialect: 'sqlite',
      close: async () => undefined,
    } as unknown as AppDatabase;
    expect(
      createJobQueue({ kind: 'sqlite', file: ':memory:' }, database, systemClock, silent),
    ).toBeInstanceOf(InProcessJobQueue);
    const postgres = { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' } as const;
    expect(createJobQueue(postgres, database, systemClock, silent)).toBeInstanceOf(PgBossJobQueue);
    expect(jobsSchemaOf(postgres)).toBe('pgboss');
    expect(jobsSchemaOf({ ...postgres, schema: 'tenant_a' })).toBe('tenant_a_jobs');
  });
});

async function runSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const describePgBoss = postgresUrl ? describe : describe.skip;

describePgBoss('pg-boss job queue [postgres: set TEST_DATABASE_URL to run]', () => {
  const url = postgresUrl ?? '';
  let schema: string;
  const queues: JobQueue[] = [];

  const newQueue = () => {
    const queue = new PgBossJobQueue(
      { connectionString: url, schema, pollingIntervalSeconds: 0.5 },
      systemClock,
      silent,
    );
    queues.push(queue);
    return queue;
  };

  /** The states of the jobs named `name` in this test's pg-boss schema. */
  const jobStates = async (name: string): Promise<string[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string }>(
        `select state from ${schema}.job where name = $1 order by id`,
        [name],
      );
      return rows.map((row) => row.state);
    } finally {
      await client.end();
    }
  };

  beforeEach(() => {
    // pg-boss creates its own schema; each test gets one and drops it after.
    schema = `adplan_jobs_test_${randomBytes(6).toString('hex')}`;
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await runSql(url, `drop schema if exists ${schema} cascade`);
  });

  it('runs a recurring job on its schedule', async () => {
    const { runs } = recorder();
    const queue = newQueue();
    queue.register('tick', async () => void runs.push(new Date().toISOString()));
    queue.every('tick', 1_000, { firstRunDelayMs: 0 });
    await queue.start();
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 100 });
    const gap = Date.parse(runs[1] ?? '') - Date.parse(runs[0] ?? '');
    expect(gap).toBeGreaterThanOrEqual(1_000);
  });

  it('runs a one-off job sent twice with one singleton key once, and waits for its start time', async () => {
    const { runs, count } = recorder();
    const queue = newQueue();
    queue.register<{ order: string }>('expire', async ({ order }) => void runs.push(order));
    await queue.send('expire', { order: 'A' }, { singletonKey: 'order:A' });
    await queue.send('expire', { order: 'A' }, { singletonKey: 'order:A' });
    await queue.send('expire', { order: 'later' }, { startAfter: new Date(Date.now() + 60_000) });
    await queue.start();
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000, interval: 100 });
    await pause(1_500);
    expect(count('A')).toBe(1);
    expect(count('later')).toBe(0);
  });

  it('retries a failed one-off job with the attempt number, up to the retry limit', async () => {
    const attempts: number[] = [];
    const queue = newQueue();
    queue.register(
      'flaky',
      async (_payload, { attempt }) => {
        attempts.push(attempt);
        throw new Error('provider down');
      },
      { retryLimit: 1, retryDelayMs: 1_000 },
    );
    await queue.start();
    await queue.send('flaky', {});
    await vi.waitFor(() => expect(attempts).toEqual([1, 2]), { timeout: 10_000, interval: 100 });
    // Rather than waiting out a third attempt's delay: once pg-boss marks the job failed it never runs
    // again, and a retry limit above 1 would have run the third attempt before that mark.
    await vi.waitFor(async () => expect(await jobStates('flaky')).toEqual(['failed']), {
      timeout: 10_000,
      interval: 100,
    });
    expect(attempts).toEqual([1, 2]);
  });

  it('keeps one chain of a recurring job when two pg-boss instances start', async () => {
    for (const queue of [newQueue(), newQueue()]) {
      queue.register('tick', async () => undefined);
      queue.every('tick', 60_000);
      await queue.start();
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`select state from ${schema}.job where name = 'tick'`);
      expect(rows).toEqual([{ state: 'created' }]);
    } finally {
      await client.end();
    }
  });

  it('starts four replicas at the same moment on a fresh schema (pg-boss DDL deadlocks are retried)', async () => {
    const replicas = [newQueue(), newQueue(), newQueue(), newQueue()];
    for (const queue of replicas) {
      for (const name of ['tick', 'work', 'expire']) queue.register(name, async () => undefined);
    }
    await expect(Promise.all(replicas.map((queue) => queue.start()))).resolves.toBeDefined();
  });

  it('runs each job once when two pg-boss instances share one schema', async () => {
    const { runs, count } = recorder();
    const [first, second] = [newQueue(), newQueue()];
    for (const queue of [first, second]) {
      queue.register<{ id: number }>('work', async ({ id }) => {
        runs.push(String(id));
        await pause(20);
      });
    }
    await first.start();
    await second.start();
    for (let id = 0; id < 10; id += 1) await first.send('work', { id });
    await vi.waitFor(() => expect(runs).toHaveLength(10), { timeout: 15_000, interval: 100 });
    // A second run of a job would need it waiting or active again: once all ten are completed, none can.
    await vi.waitFor(
      async () => expect(await jobStates('work')).toEqual(Array.from({ length: 10 }, () => 'completed')),
      { timeout: 10_000, interval: 100 },
    );
    for (let id = 0; id < 10; id += 1) expect(count(String(id))).toBe(1);
  });
});
