// The engine's worker-thread pool (piscina, one thread per core by default): plan generation is CPU work
// of up to seconds, so it never runs on the event loop that answers logins and /user_info. A task past
// its deadline is aborted (piscina terminates its thread) and the caller answers 421.
import { MessageChannel } from 'node:worker_threads';
import type {
  CampaignSummary,
  CompetitorAsinSuggestion,
  InputFile,
  PlanFlow,
  Violation,
} from '@adplan/engine';
import { Piscina } from 'piscina';
import type {
  CheckResult,
  CheckWorkbookTask,
  EditResult,
  EditTask,
  EngineGeneratedPlan,
  EngineTask,
  TaskFailure,
  TaskInputs,
  WorkerStage,
} from './plan-engine-tasks';

/** Thrown when a task ran past its deadline and was aborted. */
export class EngineTimeoutError extends Error {
  constructor() {
    super('engine task timed out');
    this.name = 'EngineTimeoutError';
  }
}

/** What the plans service asks of the engine; the pool runs it in worker threads. */
export interface PlanEngine {
  generate(
    request: { flow: PlanFlow; inputs: TaskInputs; language: 'zh' | 'en' },
    options: { deadline: number; onStage: (stage: WorkerStage) => void },
  ): Promise<EngineGeneratedPlan | TaskFailure>;
  check(flow: PlanFlow, inputs: TaskInputs, deadline: number): Promise<CheckResult>;
  structure(
    bulk: InputFile,
    deadline: number,
  ): Promise<{ failed: false; campaigns: CampaignSummary[] } | TaskFailure>;
  competitors(
    bulk: InputFile,
    deadline: number,
  ): Promise<{ failed: false; suggestions: CompetitorAsinSuggestion[] } | TaskFailure>;
  checkWorkbook(
    task: Omit<CheckWorkbookTask, 'kind'>,
    deadline: number,
  ): Promise<{ failed: false; violations: Violation[] } | TaskFailure>;
  /** Applies a seller's edits to a stored plan and writes its workbooks again. */
  edit(task: Omit<EditTask, 'kind'>, deadline: number): Promise<EditResult | TaskFailure>;
  /** Stops the threads (waits for none: the app closes after its requests ended). */
  close(): Promise<void>;
}

const WORKER_FILE = new URL('./plan-engine-worker.ts', import.meta.url);

/** Options of the pool: threads and the epoch-ms clock deadlines are measured with. */
export interface PlanEnginePoolOptions {
  threads: number;
  now?: () => number;
}

/** The piscina pool running plan-engine-worker.ts. */
export class PlanEnginePool implements PlanEngine {
  private pool: Piscina | undefined;
  private readonly now: () => number;

  constructor(private readonly options: PlanEnginePoolOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The threads start with the first task, so an app that never plans (tests, tools) never loads the engine. */
  private threads(): Piscina {
    this.pool ??= new Piscina({
      filename: WORKER_FILE.href,
      minThreads: 1,
      maxThreads: Math.max(1, this.options.threads),
      // The worker is TypeScript; tsx loads it in every mode this server runs in (stack.md pitfall 7).
      execArgv: ['--import', 'tsx'],
      // Idle threads beyond the first are stopped after a minute.
      idleTimeout: 60_000,
    });
    return this.pool;
  }

  async generate(
    request: { flow: PlanFlow; inputs: TaskInputs; language: 'zh' | 'en' },
    options: { deadline: number; onStage: (stage: WorkerStage) => void },
  ): Promise<EngineGeneratedPlan | TaskFailure> {
    const channel = new MessageChannel();
    channel.port1.on('message', (message: { stage: WorkerStage }) => options.onStage(message.stage));
    try {
      const task: EngineTask = { kind: 'generate', ...request, progressPort: channel.port2 };
      return await this.run<EngineGeneratedPlan | TaskFailure>(task, options.deadline, [channel.port2]);
    } finally {
      channel.port1.close();
    }
  }

  check(flow: PlanFlow, inputs: TaskInputs, deadline: number): Promise<CheckResult> {
    return this.run({ kind: 'check', flow, inputs }, deadline);
  }

  structure(bulk: InputFile, deadline: number) {
    return this.run<{ failed: false; campaigns: CampaignSummary[] } | TaskFailure>(
      { kind: 'structure', bulk },
      deadline,
    );
  }

  competitors(bulk: InputFile, deadline: number) {
    return this.run<{ failed: false; suggestions: CompetitorAsinSuggestion[] } | TaskFailure>(
      { kind: 'competitors', bulk },
      deadline,
    );
  }

  checkWorkbook(task: Omit<CheckWorkbookTask, 'kind'>, deadline: number) {
    return this.run<{ failed: false; violations: Violation[] } | TaskFailure>(
      { kind: 'checkWorkbook', ...task },
      deadline,
    );
  }

  edit(task: Omit<EditTask, 'kind'>, deadline: number) {
    return this.run<EditResult | TaskFailure>({ kind: 'edit', ...task }, deadline);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private async run<Result>(
    task: EngineTask,
    deadline: number,
    transferList: Array<MessageChannel['port2']> = [],
  ): Promise<Result> {
    const remaining = deadline - this.now();
    if (remaining <= 0) throw new EngineTimeoutError();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), remaining);
    try {
      return (await this.threads().run(task, { signal: controller.signal, transferList })) as Result;
    } catch (error) {
      if (controller.signal.aborted) throw new EngineTimeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
