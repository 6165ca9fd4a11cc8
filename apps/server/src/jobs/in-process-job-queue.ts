// The job queue over the app database: the embedded default (SQLite). Jobs wait in the `jobs` table, so
// a one-off job sent for later (an order's expiry) survives a restart; a poll timer claims due jobs one at
// a time with a conditional UPDATE, so two processes on one database never run the same job.
import type { AppDatabase } from '../db/database';
import { toStoredTime, type Clock } from '../lib/clock';
import { BaseJobQueue, type JobLogger } from './job-queue';

/** Options of the in-process queue. */
export interface InProcessJobQueueOptions {
  /** Pause between two looks for due jobs when none was found, in milliseconds (default 1 s). */
  pollIntervalMs?: number;
}

const DEFAULT_POLL_INTERVAL_MS = 1_000;

/** Runs due jobs of the `jobs` table inside this process. */
export class InProcessJobQueue extends BaseJobQueue {
  private readonly pollIntervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Runs of `runsLong` jobs in progress beside the drain. */
  private readonly longRuns = new Set<Promise<void>>();

  constructor(
    private readonly database: Pick<AppDatabase, 'db'>,
    clock: Clock,
    logger: JobLogger,
    options: InProcessJobQueueOptions = {},
  ) {
    super(clock, logger);
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  }

  protected async enqueue(
    name: string,
    payload: object,
    singletonKey: string,
    startAfter: Date,
  ): Promise<void> {
    const now = toStoredTime(this.clock.now());
    // The partial unique index keeps one waiting job per name and key; a second send is a no-op.
    await this.database.db
      .insertInto('jobs')
      .values({
        name,
        singleton_key: singletonKey,
        payload: JSON.stringify(payload),
        state: 'created',
        start_after: toStoredTime(startAfter.getTime()),
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  protected async startWorkers(): Promise<void> {
    // A job marked active by a claim made before this start was cut off by a crash or a kill: it waits
    // again. One claimed since (by another queue on the same database that started first and is already
    // polling) is running now and is left alone, or it would run twice.
    const startedAt = toStoredTime(this.clock.now());
    await this.database.db
      .updateTable('jobs')
      .set({ state: 'created', updated_at: startedAt })
      .where('state', '=', 'active')
      .where('updated_at', '<', startedAt)
      .execute()
      .catch((error: unknown) => this.logger.error({ err: error }, 'job queue: could not reset active jobs'));
    this.schedulePoll(0);
  }

  protected async stopWorkers(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    await Promise.all([...this.longRuns]);
  }

  private schedulePoll(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = undefined;
        this.schedulePoll(this.pollIntervalMs);
      });
    }, delayMs);
    // The poll alone must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  /** Runs every due job, one after the other, until none is due or the queue stops. */
  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runNextDue())) {
        // Keep going: more jobs may be due.
      }
    } catch (error) {
      this.logger.error({ err: error }, 'job queue: polling failed');
    }
  }

  /** Claims and runs the oldest due job; false when none is due. */
  private async runNextDue(): Promise<boolean> {
    const names = [...this.registrations.keys()];
    if (names.length === 0) return false;
    const now = toStoredTime(this.clock.now());
    const due = await this.database.db
      .selectFrom('jobs')
      .select(['id', 'name', 'payload', 'attempts'])
      .where('state', '=', 'created')
      .where('start_after', '<=', now)
      .where('name', 'in', names)
      .orderBy('start_after')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!due) return false;
    const claimed = await this.database.db
      .updateTable('jobs')
      .set({ state: 'active', attempts: due.attempts + 1, updated_at: now })
      .where('id', '=', due.id)
      .where('state', '=', 'created')
      .executeTakeFirst();
    // Another process claimed it first: look again.
    if (claimed.numUpdatedRows === 0n) return true;
    const run = this.runClaimed(due.id, due.name, due.payload, due.attempts + 1);
    if (!this.registrationOf(due.name).runsLong) {
      await run;
      return true;
    }
    // Claimed (active), so no other poll picks it up; the drain goes on with the other due jobs.
    this.longRuns.add(run);
    void run.finally(() => this.longRuns.delete(run));
    return true;
  }

  /** Runs a claimed job, then deletes it, or waits it for its retry. */
  private async runClaimed(id: number, name: string, payload: string, attempt: number): Promise<void> {
    try {
      await this.runJob(name, JSON.parse(payload) as object, attempt);
      await this.database.db.deleteFrom('jobs').where('id', '=', id).execute();
    } catch (error) {
      await this.afterFailure(id, name, attempt, error).catch((failure: unknown) =>
        this.logger.error({ err: failure }, 'job queue: could not record a failed job'),
      );
    }
  }

  /** Waits a failed one-off job for its retry, or marks it failed when it is out of attempts. */
  private async afterFailure(id: number, name: string, attempt: number, error: unknown): Promise<void> {
    const registration = this.registrationOf(name);
    const now = this.clock.now();
    const message = error instanceof Error ? error.message : String(error);
    const retry = attempt <= registration.retryLimit;
    await this.database.db
      .updateTable('jobs')
      .set({
        state: retry ? 'created' : 'failed',
        start_after: toStoredTime(now + (retry ? registration.retryDelayMs : 0)),
        last_error: message.slice(0, 2_000),
        updated_at: toStoredTime(now),
      })
      .where('id', '=', id)
      .execute()
      // A retry that collides with a newer waiting job of the same key gives way to it.
      .catch(() => this.database.db.deleteFrom('jobs').where('id', '=', id).execute());
  }
}
