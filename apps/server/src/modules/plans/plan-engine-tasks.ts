// The messages between the server and its engine worker threads: what a task carries in (plain data
// that survives structured cloning) and what comes back. Shared by the pool and the worker.
import {
  asProductError,
  type AccountOverview,
  engineBugDetails,
  type AccountModel,
  type DataWindow,
  type EditablePlan,
  type EditedPlanResult,
  type EngineBugDetails,
  type GeneratedPlan,
  type InputFile,
  type PlanEdits,
  type PlanFlow,
} from '@adplan/engine';
import type { MessagePort } from 'node:worker_threads';

/** The uploaded files and parameters of one request, as the worker receives them. */
export interface TaskInputs {
  parameters: Record<string, unknown>;
  bulk?: InputFile;
  reports: InputFile[];
  hourly: InputFile[];
  /** The generation time (epoch ms) from the server's clock. */
  nowMs: number;
  /**
   * A linked shop's account data, loaded from the Amazon Ads API by the server (plain data, cloned into the
   * worker); when present the flow reads it instead of files.
   */
  shopAccount?: { model: AccountModel; window?: DataWindow };
}

/** A generated plan as the worker answers it: with the overview of the uploaded files it read (issue 23). */
export type EngineGeneratedPlan = GeneratedPlan & { overview?: AccountOverview };

/** A stage the worker reports while it generates (spec: real stages, not a fake bar). */
export type WorkerStage = 'reading' | 'planning' | 'validating' | 'writing';

/** Generate a plan and its workbooks. */
export interface GenerateTask {
  kind: 'generate';
  flow: PlanFlow;
  inputs: TaskInputs;
  language: 'zh' | 'en';
  /** Where the worker posts `{ stage }` messages; closed by the worker when done. */
  progressPort?: MessagePort;
}

/** Check parameters and files of a flow without keeping anything. */
export interface CheckTask {
  kind: 'check';
  flow: PlanFlow;
  inputs: TaskInputs;
}

/** List the campaigns and ad groups of a bulk sheet. */
export interface StructureTask {
  kind: 'structure';
  bulk: InputFile;
}

/** Suggest competitor ASINs from a bulk sheet's search terms. */
export interface CompetitorsTask {
  kind: 'competitors';
  bulk: InputFile;
}

/** Check any workbook against Amazon's upload rules. */
export interface CheckWorkbookTask {
  kind: 'checkWorkbook';
  bulk: InputFile;
  marketplace: 'US' | 'UK' | 'CA' | 'JP';
  nowMs: number;
}

/** Apply a seller's edits to a stored plan and write its workbooks again (ADR 0030). */
export interface EditTask {
  kind: 'edit';
  stored: EditablePlan;
  edits: PlanEdits;
  nowMs: number;
  language: 'zh' | 'en';
}

/** The answer of an edit task: the edited plan with its workbooks, or the edits' problems. */
export type EditResult = EditedPlanResult;

/** Any task of the engine worker. */
export type EngineTask =
  GenerateTask | CheckTask | StructureTask | CompetitorsTask | CheckWorkbookTask | EditTask;

/** A localized text as it crosses the thread boundary. */
export interface TaskText {
  zh: string;
  en: string;
}

/** A product error of the engine, flattened so it survives cloning (the class does not). */
export interface TaskFailure {
  failed: true;
  code: number;
  message: TaskText;
  location?: { sheet?: string; row?: number; column?: string };
  /** Parameter problems (20001/20007): field -> messages. */
  problems?: Array<{ field: string; message: TaskText }>;
  /** Set when the failure is the engine's own bug (code 50019): what to log so it can be fixed. */
  engineBug?: EngineBugDetails;
}

/** An exception that is not a product error, as the 50019 failure the seller reads (details kept for the log). */
export function engineBugFailure(error: unknown): TaskFailure {
  const product = asProductError(error);
  return { failed: true, code: product.code, message: product.localized, engineBug: engineBugDetails(error) };
}

/** Result of a check task: field problems (with product code for file problems) and warnings. */
export interface CheckResult {
  failed: false;
  problems: Array<{ field: string; message: TaskText; code?: number }>;
  /** Set when a problem is the engine's own bug (50019): what to log so it can be fixed. */
  engineBug?: EngineBugDetails;
  warnings: TaskText[];
}

/**
 * The form field a product error belongs to, so the web shows it next to that field: a named report or
 * hourly file, the codes that only concern one kind of file, a wrong campaign name, else the bulk sheet.
 */
export function fieldOfFailure(
  inputs: Pick<TaskInputs, 'bulk' | 'reports' | 'hourly'>,
  failure: TaskFailure,
): string {
  const sheet = failure.location?.sheet;
  if (sheet !== undefined) {
    if (inputs.hourly.some((file) => file.name === sheet)) return 'hourly_files';
    if (inputs.reports.some((file) => file.name === sheet)) return 'report_files';
  }
  if (failure.code === 10017 || failure.code === 10019) return 'hourly_files';
  if (failure.code === 10005 || failure.code === 10006) return 'report_files';
  if (failure.code === 20006) return 'campaign_name';
  if (!inputs.bulk && inputs.hourly.length > 0) return 'hourly_files';
  return 'bulk_file';
}
