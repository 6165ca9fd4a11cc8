// The one job interface of the server. Modules register named handlers while the app is built; server.ts
// starts the queue after the app listens and stops it before the database closes, so `buildApp` never
// runs a job and tests start a queue only when they test one. Two backends share the semantics below:
// the in-process queue over the app database (jobs/in-process-job-queue.ts, the embedded default) and
// pg-boss when DATABASE_URL is PostgreSQL (jobs/pg-boss-job-queue.ts), where any number of replicas
// share the work and each job runs once.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';

/** What a job handler receives besides its payload. */
export interface JobContext {
  /** The job's name as registered. */
  name: string;
  /** How many times this job has been started, this run included (1 on the first run). */
  attempt: number;
}

/** Does one job's work; the counts it returns are logged. Must be idempotent: a crash may repeat it. */
export type JobHandler<Payload> = (
  payload: Payload,
  context: JobContext,
) => Promise<Record<string, number> | void>;

/** Options of a one-off job. */
export interface SendOptions {
  /**
   * At most one job of this name and key waits at a time: sending again while one waits does nothing
   * (an order's expiry: `order:<out_trade_no>`). Without a key every send is a job of its own.
   */
  singletonKey?: string;
  /** Not before this instant (default: now). */
  startAfter?: Date;
}

/** Options of a handler. */
export interface RegisterOptions {
  /** Further attempts after a failed run of a one-off job (default 2); recurring jobs simply run again. */
  retryLimit?: number;
  /** Wait before a retry, in milliseconds (default 60 s). */
  retryDelayMs?: number;
  /**
   * How long one run may take before pg-boss counts it as lost (default pg-boss's 15 minutes); a job that
   * waits on Amazon's reports runs longer. The in-process queue never cuts a run off.
   */
  expireInMs?: number;
  /**
   * The run waits minutes on an outside service (Amazon's reports): the in-process queue runs it beside
   * the other jobs instead of before them, so schedule executions and order expiries are not held up.
   * pg-boss works each job name on its own worker anyway.
   */
  runsLong?: boolean;
}

/** The job queue every module uses (see docs/architecture.md, "Jobs"). */
export interface JobQueue {
  /** Registers the handler of `name`; call it while the app is built, before `start`. */
  register<Payload extends object>(
    name: string,
    handler: JobHandler<Payload>,
    options?: RegisterOptions,
  ): void;
  /**
   * Runs the registered job `name` every `intervalMs`, counted from the end of a run; the first run comes
   * `firstRunDelayMs` after start (default 30 s). Across replicas one chain of runs exists, not one each.
   */
  every(name: string, intervalMs: number, options?: { firstRunDelayMs?: number }): void;
  /** Queues a one-off job of a registered name; usable before `start` (it waits in the database). */
  send<Payload extends object>(name: string, payload: Payload, options?: SendOptions): Promise<void>;
  /** Starts working: runs due jobs and starts the recurring ones. Idempotent. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the runs in progress. Idempotent; no start after a stop. */
  stop(): Promise<void>;
}

/** A start is left to settle (migrations, first requests) this long before recurring jobs first run. */
export const DEFAULT_FIRST_RUN_DELAY_MS = 30_000;
/** Default further attempts of a failed one-off job. */
export const DEFAULT_RETRY_LIMIT = 2;
/** Default wait before retrying a failed one-off job. */
export const DEFAULT_RETRY_DELAY_MS = 60_000;
/** The singleton key of the next run of a recurring job: one waiting run per name across replicas. */
export const RECURRING_KEY = 'recurring';

/** Log lines a queue writes. */
export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;

interface Registration {
  handler: JobHandler<object>;
  retryLimit: number;
  retryDelayMs: number;
  expireInMs?: number;
  runsLong?: boolean;
  recurring?: { intervalMs: number; firstRunDelayMs: number };
}

/** The payload-less marker of a recurring run. */
type RecurringPayload = Record<string, never>;

/**
 * The part both backends share: registration, logging, the singleton keys, and recurring jobs as a chain
 * of keyed one-off runs (each run queues the next), which works the same on one process and on many.
 */
export abstract class BaseJobQueue implements JobQueue {
  protected readonly registrations = new Map<string, Registration>();
  protected started = false;
  protected stopped = false;

  protected constructor(
    protected readonly clock: Clock,
    protected readonly logger: JobLogger,
  ) {}

  register<Payload extends object>(
    name: string,
    handler: JobHandler<Payload>,
    options: RegisterOptions = {},
  ): void {
    if (this.registrations.has(name)) throw new Error(`Job "${name}" is registered twice.`);
    if (this.started) throw new Error(`Job "${name}" is registered after the queue started.`);
    this.registrations.set(name, {
      handler: handler as JobHandler<object>,
      retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
      ...(options.expireInMs !== undefined ? { expireInMs: options.expireInMs } : {}),
      ...(options.runsLong ? { runsLong: true } : {}),
    });
  }

  every(name: string, intervalMs: number, options: { firstRunDelayMs?: number } = {}): void {
    const registration = this.registrationOf(name);
    if (!(intervalMs > 0)) throw new Error(`Job "${name}" needs a positive interval.`);
    registration.recurring = {
      intervalMs,
      firstRunDelayMs: options.firstRunDelayMs ?? DEFAULT_FIRST_RUN_DELAY_MS,
    };
  }

  async send<Payload extends object>(
    name: string,
    payload: Payload,
    options: SendOptions = {},
  ): Promise<void> {
    this.registrationOf(name);
    await this.enqueue(
      name,
      payload,
      options.singletonKey ?? `once:${randomUUID()}`,
      options.startAfter ?? new Date(this.clock.now()),
    );
  }

  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    this.started = true;
    await this.startWorkers();
    for (const [name, registration] of this.registrations) {
      if (!registration.recurring) continue;
      await this.enqueueRecurring(name, registration.recurring.firstRunDelayMs);
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.stopWorkers();
  }

  /** Runs one job through its handler, logs the outcome and, for recurring jobs, queues the next run. */
  protected async runJob(name: string, payload: object, attempt: number): Promise<void> {
    const registration = this.registrationOf(name);
    const startedAt = performance.now();
    try {
      const result = (await registration.handler(payload, { name, attempt })) ?? {};
      this.logger.info(
        { event: 'job.finished', job: name, result, duration_ms: Math.round(performance.now() - startedAt) },
        `job ${name} finished`,
      );
    } catch (error) {
      this.logger.error({ event: 'job.failed', job: name, attempt, err: error }, `job ${name} failed`);
      // A recurring job is not retried: its next run is already the retry.
      if (!registration.recurring) throw error;
    } finally {
      if (registration.recurring && !this.stopped) {
        await this.enqueueRecurring(name, registration.recurring.intervalMs);
      }
    }
  }

  protected registrationOf(name: string): Registration {
    const registration = this.registrations.get(name);
    if (!registration) throw new Error(`Job "${name}" is not registered.`);
    return registration;
  }

  private async enqueueRecurring(name: string, delayMs: number): Promise<void> {
    const payload: RecurringPayload = {};
    await this.enqueue(name, payload, RECURRING_KEY, new Date(this.clock.now() + delayMs));
  }

  /** Stores a job unless one of this name and key is already waiting. */
  protected abstract enqueue(
    name: string,
    payload: object,
    singletonKey: string,
    startAfter: Date,
  ): Promise<void>;
  /** Begins taking due jobs. */
  protected abstract startWorkers(): Promise<void>;
  /** Stops taking jobs and waits for the runs in progress. */
  protected abstract stopWorkers(): Promise<void>;
}
