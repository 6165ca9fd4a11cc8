// A job queue that runs due jobs only when the test says so, on the test's clock: schedule tests move the
// clock by hand, fire the recurring tick and drain what it queued, so every instant is deterministic.
import type { JobHandler, JobQueue, SendOptions } from '../../src/jobs/job-queue';

/** The stepped queue; `now` is read lazily so it may be the clock of an app built afterwards. */
export class SteppedJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly recurring = new Set<string>();
  private readonly waiting: Array<{ name: string; payload: object; at: number; key: string }> = [];
  constructor(private readonly now: () => number) {}
  register<P extends object>(name: string, handler: JobHandler<P>): void {
    this.handlers.set(name, handler as JobHandler<object>);
  }
  every(name: string): void {
    this.recurring.add(name);
  }
  async send<P extends object>(name: string, payload: P, options: SendOptions = {}): Promise<void> {
    const key = options.singletonKey ?? String(Math.random());
    if (this.waiting.some((job) => job.name === name && job.key === key)) return;
    this.waiting.push({ name, payload, at: options.startAfter?.getTime() ?? this.now(), key });
  }
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  /** Runs one recurring job now (the app's own chain never runs here). */
  async runRecurring(name: string): Promise<void> {
    if (!this.recurring.has(name)) throw new Error(`${name} is not a recurring job`);
    await this.handlers.get(name)?.({}, { name, attempt: 1 });
  }
  /** Runs every due job (and jobs they queue that are due), in order. */
  async drain(): Promise<void> {
    for (;;) {
      const index = this.waiting.findIndex((job) => job.at <= this.now());
      if (index < 0) return;
      const [job] = this.waiting.splice(index, 1);
      if (job) await this.handlers.get(job.name)?.(job.payload, { name: job.name, attempt: 1 });
    }
  }
  /** Jobs waiting, due or not. */
  get size(): number {
    return this.waiting.length;
  }
}
