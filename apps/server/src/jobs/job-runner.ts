// Runs periodic jobs inside the server process. server.ts starts it after the app listens and stops it
// before the database closes; buildApp never does, so tests drive job functions directly and stay
// deterministic. Every replica runs every job: jobs must be idempotent and claim their work in the database
// (shared/design/architecture.md §5), which is why the runner needs no leader election.
import type { FastifyBaseLogger } from 'fastify';

/** One periodic job. */
export interface PeriodicJob {
  /** Short name for the log, e.g. `retention`. */
  name: string;
  /** Time between the end of one run and the start of the next. */
  intervalMs: number;
  /** Does the work once; the returned counts are logged. Idempotent, safe beside other replicas. */
  run(): Promise<Record<string, number>>;
}

export interface JobRunnerOptions {
  /** Delay before each job's first run, so a start is not slowed by maintenance work. */
  firstRunDelayMs: number;
}

/** A start is left to settle (migrations, first requests) for this long before the jobs first run. */
export const DEFAULT_FIRST_RUN_DELAY_MS = 30_000;

/** Schedules jobs with timers; a job never overlaps itself, and a failed run is logged and retried later. */
export class JobRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly jobs: readonly PeriodicJob[],
    private readonly logger: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly options: JobRunnerOptions = { firstRunDelayMs: DEFAULT_FIRST_RUN_DELAY_MS },
  ) {}

  /** Schedules each job's first run; does nothing when already started or stopped. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const job of this.jobs) this.schedule(job, this.options.firstRunDelayMs);
  }

  /** Cancels the timers and waits for runs in progress, so the database can be closed after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.inFlight);
  }

  private schedule(job: PeriodicJob, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(job.name);
      const run = this.runOnce(job).finally(() => {
        this.inFlight.delete(run);
        this.schedule(job, job.intervalMs);
      });
      this.inFlight.add(run);
    }, delayMs);
    // The timers alone must not keep a process alive that has nothing else to do.
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async runOnce(job: PeriodicJob): Promise<void> {
    const startedAt = performance.now();
    try {
      const result = await job.run();
      const durationMs = Math.round(performance.now() - startedAt);
      this.logger.info(
        { event: 'job.finished', job: job.name, result, duration_ms: durationMs },
        `job ${job.name} finished`,
      );
    } catch (error) {
      this.logger.error({ event: 'job.failed', job: job.name, err: error }, `job ${job.name} failed`);
    }
  }
}
