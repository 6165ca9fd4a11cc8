// The job queue on pg-boss, used when DATABASE_URL is PostgreSQL: every replica works the same queues,
// pg-boss hands each job to one worker (SELECT ... FOR UPDATE SKIP LOCKED), and the `stately` queue
// policy keeps one waiting job per name and singleton key across replicas. pg-boss creates and migrates
// its own tables in `schema`, apart from the app's tables.
import PgBoss from 'pg-boss';
import type { Clock } from '../lib/clock';
import { BaseJobQueue, type JobLogger } from './job-queue';

/** Where pg-boss keeps its tables, and how often an idle worker looks for jobs. */
export interface PgBossJobQueueOptions {
  connectionString: string;
  /** The PostgreSQL schema of pg-boss's tables (created when missing). */
  schema: string;
  /** Seconds between two looks for jobs of an idle worker (pg-boss minimum 0.5; default 2). */
  pollingIntervalSeconds?: number;
}

/** The pg-boss backend of `JobQueue`. */
export class PgBossJobQueue extends BaseJobQueue {
  private readonly boss: PgBoss;
  private readonly pollingIntervalSeconds: number;
  private opened: Promise<void> | undefined;

  constructor(options: PgBossJobQueueOptions, clock: Clock, logger: JobLogger) {
    super(clock, logger);
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      application_name: 'adplan-jobs',
      max: 4,
      // Recurring jobs are chains of keyed one-off jobs (job-queue.ts): pg-boss's cron is not used.
      schedule: false,
    });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'job queue: pg-boss error'));
  }

  protected async enqueue(
    name: string,
    payload: object,
    singletonKey: string,
    startAfter: Date,
  ): Promise<void> {
    const registration = this.registrationOf(name);
    await this.open();
    // send() answers null when a job of this key is already waiting: that is the deduplication.
    await this.boss.send(name, payload, {
      singletonKey,
      startAfter,
      retryLimit: registration.retryLimit,
      retryDelay: Math.ceil(registration.retryDelayMs / 1000),
      ...(registration.expireInMs !== undefined
        ? { expireInSeconds: Math.ceil(registration.expireInMs / 1000) }
        : {}),
    });
  }

  protected async startWorkers(): Promise<void> {
    await this.open();
    for (const name of this.registrations.keys()) {
      await this.boss.work<object>(
        name,
        { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            // retryCount counts the retries before this run: the first run is attempt 1.
            await this.runJob(name, job.data, job.retryCount + 1);
          }
        },
      );
    }
  }

  protected async stopWorkers(): Promise<void> {
    if (!this.opened) return;
    // Graceful: the workers finish the jobs they hold before the pool closes.
    await this.opened;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /**
   * Connects pg-boss (creating or migrating its schema) and its queues, once: on `start`, or on the first
   * `send` when a job is queued before the workers start.
   */
  private open(): Promise<void> {
    this.opened ??= (async () => {
      // Replicas booting together on a fresh database race in pg-boss's own DDL; PostgreSQL breaks the
      // deadlock by failing one of them (40P01), which simply tries again.
      await retryOnDeadlock(() => this.boss.start());
      for (const name of this.registrations.keys()) {
        // `stately`: at most one job per key waiting and one running; createQueue keeps an existing queue.
        await retryOnDeadlock(() => this.boss.createQueue(name, { name, policy: 'stately' }));
      }
    })();
    return this.opened;
  }
}

/** PostgreSQL's SQLSTATE for a transaction chosen as the victim of a deadlock. */
const DEADLOCK_DETECTED = '40P01';
const DEADLOCK_ATTEMPTS = 5;

/** Runs `work`, repeating it after a short random pause when PostgreSQL reports a deadlock. */
async function retryOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK_DETECTED || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
