// A seller's long work as jobs (ADR 0016): generations, checks that read files, shop plans, applies and
// undos. A web process records the work in `work_jobs` and hands it to a worker; whichever process runs
// it stores the result (or the product error) in the row, and the web process that received the request
// reads it from there. Fair use: in the `seller` lane one job of a seller runs at a time and at most
// WORK_WAITING_LIMIT more wait; the next one is handed over when the running one ends. A run keeps a
// heartbeat; the sweep hands a job whose heartbeat stopped (its worker was killed) to a worker again,
// and the handlers are written so that a second run finishes the work without doing any part twice.
import { HttpStatus, AppError } from '../../lib/app-error';
import type { AppDatabase } from '../../db/database';
import { toStoredTime, type Clock } from '../../lib/clock';
import { randomToken } from '../../lib/secure-random';
import type { SellerDirectory } from '../../ports/seller-directory';
import type { DbExecutor } from '../../ports/usage-ledger';
import type { JobQueue } from '../job-queue';
import { reviveWorkError, storeWorkError, type StoredWorkError } from './work-errors';

/** The kinds of work a seller starts. */
export type WorkKind = 'generate' | 'check' | 'shop-generate' | 'apply' | 'undo';
/** `seller`: the fair-use lane of generations and checks; `shop`: applies and undos (each plan locks). */
export type WorkLane = 'seller' | 'shop';

/** Jobs of one seller that may wait behind the running one; one more is refused (50005). */
export const WORK_WAITING_LIMIT = 3;
/** A running job writes its heartbeat this often (the default of WORK_HEARTBEAT_SECONDS)... */
export const WORK_HEARTBEAT_MS = 5_000;
/** ...and is taken for dead (its worker killed) when the heartbeat is older than this (WORK_STALE_SECONDS). */
export const WORK_STALE_MS = 30_000;
/**
 * The sweep (dead runs, lost hand-overs, finished rows to delete) runs this many times per stale time
 * (every 10 s with the default 30 s), so a dead run waits at most a third longer than the stale time.
 */
const WORK_SWEEPS_PER_STALE_TIME = 3;
/** Finished work rows are kept this long (the page fetched the result long before). */
export const WORK_KEEP_MS = 24 * 60 * 60 * 1000;
/** How often a waiting web process looks at the row of a job another process runs. */
const WAIT_POLL_MS = 150;

/** Name of the queue job that runs one piece of work. */
export const WORK_RUN_JOB = 'work-run';
/** Name of the recurring sweep. */
export const WORK_SWEEP_JOB = 'work-sweep';

/** What a handler gets besides its input. */
export interface WorkContext {
  jobId: string;
  userId: number;
  /** 1 on the first run; more when a run was cut off and the work runs again. */
  attempt: number;
  /**
   * Marks the job done inside the handler's own transaction (the one that stores a plan and debits its
   * use), so a crash can never leave a stored plan whose job runs again.
   */
  finishIn(trx: DbExecutor, result: unknown): Promise<void>;
}

/** Does one kind of work; answers the result data the page receives. */
export type WorkHandler = (input: Record<string, unknown>, context: WorkContext) => Promise<unknown>;

/**
 * `queue`: work goes to the job queue and a worker process runs it (the `web` role). `direct`: this
 * process is its own worker and runs the work at once (the embedded `all` role); the fair-use rules and
 * the records are the same.
 */
export type WorkDispatch = 'queue' | 'direct';

export interface WorkJobsDeps {
  database: AppDatabase;
  clock: Clock;
  jobs: JobQueue;
  dispatch: WorkDispatch;
  /** Locks a seller's row, so two web processes judge the seller's queue one at a time. */
  sellers: Pick<SellerDirectory, 'lockSeller'>;
  logError: (error: unknown, message: string) => void;
  /** Heartbeat age after which a run is taken for dead (default WORK_STALE_MS). */
  staleMs?: number;
  /** How often a run writes its heartbeat (default WORK_HEARTBEAT_MS); well below `staleMs`. */
  heartbeatMs?: number;
}

/** One job of a seller as the status call reads it. */
export interface WorkJobView {
  id: string;
  kind: WorkKind;
  state: 'queued' | 'running' | 'done' | 'failed';
  input: Record<string, unknown>;
  /** The result data, once done. */
  result?: unknown;
  /** The product error, once failed. */
  error?: AppError;
  /** While queued: the place in the queue (1 runs next). */
  place?: number;
}

interface Registration {
  lane: WorkLane;
  handler: WorkHandler;
}

const queueFull = () =>
  new AppError(HttpStatus.badRequest, 'plan.queueFull', { waiting: WORK_WAITING_LIMIT }, 50005);

/** The seller's long work: submit, run, wait for, sweep. */
export class WorkJobs {
  private readonly handlers = new Map<string, Registration>();
  /** Runs started by this process in `direct` mode, by job id. */
  private readonly localRuns = new Map<string, Promise<void>>();

  private readonly staleMs: number;
  private readonly heartbeatMs: number;

  constructor(private readonly deps: WorkJobsDeps) {
    this.staleMs = deps.staleMs ?? WORK_STALE_MS;
    this.heartbeatMs = deps.heartbeatMs ?? WORK_HEARTBEAT_MS;
  }

  private get db() {
    return this.deps.database.db;
  }

  private now(): string {
    return toStoredTime(this.deps.clock.now());
  }

  /** Registers the handler of `kind` and the lane its jobs queue in. */
  handle(kind: WorkKind, lane: WorkLane, handler: WorkHandler): void {
    this.handlers.set(kind, { lane, handler });
  }

  /** Registers the run job and the sweep on the queue (once per app). */
  registerJobs(): void {
    this.deps.jobs.register<{ id: string }>(
      WORK_RUN_JOB,
      async (payload) => ({ [await this.run(payload.id)]: 1 }),
      {
        // A failed run stores its error itself; a run cut off by a crash is found by the sweep.
        retryLimit: 0,
        runsLong: true,
      },
    );
    this.deps.jobs.register(WORK_SWEEP_JOB, async () => this.sweep());
    const sweepIntervalMs = Math.round(this.staleMs / WORK_SWEEPS_PER_STALE_TIME);
    this.deps.jobs.every(WORK_SWEEP_JOB, sweepIntervalMs, { firstRunDelayMs: sweepIntervalMs });
  }

  private lane(kind: WorkKind): WorkLane {
    const registration = this.handlers.get(kind);
    if (!registration) throw new Error(`No handler for work "${kind}".`);
    return registration.lane;
  }

  /** Takes the seller's row lock on PostgreSQL, so two web processes judge the seller's queue one at a time. */
  private async lockSeller(trx: DbExecutor, userId: number): Promise<void> {
    await this.deps.sellers.lockSeller(trx, userId);
  }

  /** Records the work and hands it to a worker when it is the seller's turn; answers its id. */
  async submit(
    userId: number,
    kind: WorkKind,
    input: Record<string, unknown>,
    options: { requestId?: string } = {},
  ): Promise<string> {
    const lane = this.lane(kind);
    const id = randomToken(16);
    const now = this.now();
    const dispatched = await this.db.transaction().execute(async (trx) => {
      await this.lockSeller(trx, userId);
      const open = await trx
        .selectFrom('work_jobs')
        .select(['dispatched'])
        .where('user_id', '=', userId)
        .where('lane', '=', lane)
        .where('state', 'in', ['queued', 'running'])
        .execute();
      if (lane === 'seller' && open.length > WORK_WAITING_LIMIT) throw queueFull();
      const turn = lane === 'shop' || !open.some((job) => job.dispatched === 1);
      const last = await trx
        .selectFrom('work_jobs')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      await trx
        .insertInto('work_jobs')
        .values({
          id,
          user_id: userId,
          kind,
          lane,
          state: 'queued',
          dispatched: turn ? 1 : 0,
          request_id: options.requestId ?? null,
          input_json: JSON.stringify(input),
          result_json: null,
          error_json: null,
          heartbeat_at: null,
          seq: Number(last?.seq ?? 0) + 1,
          created_at: now,
          started_at: null,
          finished_at: null,
        })
        .execute();
      return turn;
    });
    if (dispatched) await this.dispatch(id, 'first');
    return id;
  }

  /** Hands a job to a worker: the queue (web role) or a run in this process (embedded). */
  private async dispatch(id: string, round: string): Promise<void> {
    if (this.deps.dispatch === 'queue') {
      await this.deps.jobs.send(WORK_RUN_JOB, { id }, { singletonKey: `work:${id}:${round}` });
      return;
    }
    if (this.localRuns.has(id)) return;
    const run = this.run(id)
      .then(() => undefined)
      .catch((error: unknown) => this.deps.logError(error, 'work run failed'))
      .finally(() => this.localRuns.delete(id));
    this.localRuns.set(id, run);
  }

  /**
   * Runs job `id` if nobody else is: a queued job, or a running one whose heartbeat stopped (its worker
   * died). Answers what happened, for the log.
   */
  async run(id: string): Promise<'ran' | 'failed' | 'skipped'> {
    const nowMs = this.deps.clock.now();
    const claimed = await this.db
      .updateTable('work_jobs')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        heartbeat_at: toStoredTime(nowMs),
        started_at: eb.fn.coalesce('started_at', eb.val(toStoredTime(nowMs))),
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'queued'),
          eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', toStoredTime(nowMs - this.staleMs))]),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'skipped';
    const job = await this.db
      .selectFrom('work_jobs')
      .select(['user_id', 'kind', 'lane', 'input_json', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const registration = this.handlers.get(job.kind);
    const heartbeat = setInterval(() => {
      void this.db
        .updateTable('work_jobs')
        .set({ heartbeat_at: this.now() })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .execute()
        .catch((error: unknown) => this.deps.logError(error, 'work heartbeat failed'));
    }, this.heartbeatMs);
    heartbeat.unref();
    try {
      if (!registration) throw new Error(`No handler for work "${job.kind}".`);
      const result = await registration.handler(JSON.parse(job.input_json) as Record<string, unknown>, {
        jobId: id,
        userId: job.user_id,
        attempt: job.attempts,
        finishIn: (trx, data) => this.finish(trx, id, data),
      });
      await this.finish(this.db, id, result);
      return 'ran';
    } catch (error) {
      if (!(error instanceof AppError)) this.deps.logError(error, `work ${job.kind} failed`);
      await this.fail(id, storeWorkError(error));
      return 'failed';
    } finally {
      clearInterval(heartbeat);
      await this.handOverNext(job.user_id, job.lane as WorkLane).catch((error: unknown) =>
        this.deps.logError(error, 'work hand-over failed'),
      );
    }
  }

  private async finish(executor: DbExecutor, id: string, result: unknown): Promise<void> {
    await executor
      .updateTable('work_jobs')
      .set({ state: 'done', result_json: JSON.stringify(result ?? null), finished_at: this.now() })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .execute();
  }

  private async fail(id: string, error: StoredWorkError, onlyQueued = false): Promise<boolean> {
    const result = await this.db
      .updateTable('work_jobs')
      .set({ state: 'failed', error_json: JSON.stringify(error), finished_at: this.now() })
      .where('id', '=', id)
      .where('state', 'in', onlyQueued ? ['queued'] : ['queued', 'running'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** When the seller's lane has no job handed over, hands over the oldest waiting one. */
  private async handOverNext(userId: number, lane: WorkLane): Promise<void> {
    if (lane !== 'seller') return;
    const next = await this.db.transaction().execute(async (trx) => {
      await this.lockSeller(trx, userId);
      const open = await trx
        .selectFrom('work_jobs')
        .select(['id', 'dispatched'])
        .where('user_id', '=', userId)
        .where('lane', '=', lane)
        .where('state', 'in', ['queued', 'running'])
        .orderBy('seq')
        .execute();
      if (open.length === 0 || open.some((job) => job.dispatched === 1)) return undefined;
      const first = open[0]!;
      await trx.updateTable('work_jobs').set({ dispatched: 1 }).where('id', '=', first.id).execute();
      return first.id;
    });
    if (next) await this.dispatch(next, 'first');
  }

  /**
   * Waits until job `id` of the user ends and answers its result, or throws its product error. A job
   * still waiting for its turn after `timeoutMs` is withdrawn (421); a running one finishes on its own.
   */
  async wait(userId: number, id: string, timeoutMs: number): Promise<unknown> {
    const giveUpAt = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.db
        .selectFrom('work_jobs')
        .select(['state', 'result_json', 'error_json', 'lane'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new AppError(HttpStatus.notFound, 'server.notFound');
      if (row.state === 'done') return JSON.parse(row.result_json ?? 'null') as unknown;
      if (row.state === 'failed')
        throw reviveWorkError(JSON.parse(row.error_json ?? '{}') as StoredWorkError);
      if (Date.now() >= giveUpAt) {
        const timeout: StoredWorkError = {
          type: 'app',
          status: HttpStatus.adPlanTimeout,
          key: HttpStatus.adPlanTimeout,
          params: {},
          code: HttpStatus.adPlanTimeout,
        };
        if (await this.fail(id, timeout, true)) await this.handOverNext(userId, row.lane as WorkLane);
        if (row.state === 'queued') throw reviveWorkError(timeout);
      }
      const local = this.localRuns.get(id);
      await (local ?? new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS)));
      if (local) continue;
    }
  }

  /**
   * The user's job `id` as it stands (state, input, result or error, queue place); undefined for an
   * unknown job or another user's, so nobody learns of another seller's work.
   */
  async view(userId: number, id: string): Promise<WorkJobView | undefined> {
    const row = await this.db
      .selectFrom('work_jobs')
      .select(['id', 'kind', 'state', 'seq', 'input_json', 'result_json', 'error_json'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const view: WorkJobView = {
      id: row.id,
      kind: row.kind as WorkKind,
      state: row.state as WorkJobView['state'],
      input: JSON.parse(row.input_json) as Record<string, unknown>,
    };
    if (row.state === 'done') view.result = JSON.parse(row.result_json ?? 'null') as unknown;
    if (row.state === 'failed')
      view.error = reviveWorkError(JSON.parse(row.error_json ?? '{}') as StoredWorkError);
    if (row.state === 'queued') view.place = await this.placeOf(userId, row.seq);
    return view;
  }

  /**
   * The place of the user's request `requestId` in the queue: 1 when it runs next. Undefined when the
   * request is not waiting.
   */
  async place(userId: number, requestId: string): Promise<number | undefined> {
    const job = await this.db
      .selectFrom('work_jobs')
      .select(['seq'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .where('state', '=', 'queued')
      .executeTakeFirst();
    return job ? this.placeOf(userId, job.seq) : undefined;
  }

  /**
   * The place of the user's waiting job number `seq`: counts the seller's own jobs ahead of it and the
   * other sellers' jobs already handed over and not started.
   */
  private async placeOf(userId: number, seq: number): Promise<number> {
    const ahead = await this.db
      .selectFrom('work_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('lane', '=', 'seller')
      .where('seq', '<', seq)
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', userId), eb('state', 'in', ['queued', 'running'])]),
          eb.and([eb('user_id', '!=', userId), eb('state', '=', 'queued'), eb('dispatched', '=', 1)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(ahead.count) + 1;
  }

  /**
   * Hands dead runs (heartbeat stopped) and lost hand-overs to a worker again, hands over the next job of
   * sellers whose lane stalled, and deletes finished rows past their keep time. Answers the counts.
   */
  async sweep(): Promise<Record<string, number>> {
    const nowMs = this.deps.clock.now();
    const dead = await this.db
      .selectFrom('work_jobs')
      .select(['id', 'attempts'])
      .where('state', '=', 'running')
      .where('heartbeat_at', '<', toStoredTime(nowMs - this.staleMs))
      .execute();
    for (const job of dead) await this.dispatch(job.id, `resume-${job.attempts}`);
    const lost = await this.db
      .selectFrom('work_jobs')
      .select(['id'])
      .where('state', '=', 'queued')
      .where('dispatched', '=', 1)
      .where('created_at', '<', toStoredTime(nowMs - this.staleMs))
      .execute();
    for (const job of lost) await this.dispatch(job.id, `again-${Math.floor(nowMs / this.staleMs)}`);
    const stalled = await this.db
      .selectFrom('work_jobs')
      .select(['user_id'])
      .distinct()
      .where('state', '=', 'queued')
      .where('dispatched', '=', 0)
      .where('lane', '=', 'seller')
      .execute();
    for (const seller of stalled) await this.handOverNext(seller.user_id, 'seller');
    const deleted = await this.db
      .deleteFrom('work_jobs')
      .where('state', 'in', ['done', 'failed'])
      .where('finished_at', '<', toStoredTime(nowMs - WORK_KEEP_MS))
      .executeTakeFirst();
    return { resumed: dead.length, redispatched: lost.length, deleted: Number(deleted.numDeletedRows) };
  }

  /** Waits for the runs this process started (the app closes after them). */
  async settle(): Promise<void> {
    await Promise.all([...this.localRuns.values()]);
  }
}
