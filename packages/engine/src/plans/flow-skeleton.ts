// The one skeleton every flow family (Sponsored Products, Sponsored Brands video, schedule) runs:
// check the parameters -> load the account data through the data source -> plan -> validate every upload
// plan against Amazon's rules. A flow only supplies its steps; the order, the stages reported to the
// caller and the validation are the same for all.
import type { AccountModel } from '../model/account';
import type { PlanInputs } from '../model/flow';
import type { Plan, PlanFlow } from '../model/plan';
import { assertPlanValid } from '../validate/validate-api';
import { uploadedFilesSource, type AccountDataSource } from './account-data-source';
import { mergeEntityRows } from './shared/entity-rows';
import type { PlanForecastOptions } from './forecast/plan-forecast';

/** The stages of a plan run the server shows the seller. */
export type PlanStage = 'reading' | 'planning' | 'validating' | 'writing';

/** One more upload plan a flow makes besides its main plan (a schedule period's bids). */
export interface ExtraUploadPlan {
  role: 'schedule-period';
  /** Tells the workbooks of one plan apart: `-sleep`, `-morning-0700` … */
  suffix: string;
  plan: Plan;
  /** When to upload it, in marketplace and Beijing time (HH:mm), and the period's name. */
  period: { name: string; start: string; startBeijing: string };
}

/** What a flow produces: the main plan (its rows are the upload plan), any extra upload plans, and the data. */
export interface FlowOutput {
  plan: Plan;
  extraUploads: ExtraUploadPlan[];
  /** The account model the plan was made from, for the rollback workbook's before values. */
  account?: AccountModel;
  /**
   * The rollback of the extra uploads, when the flow knows their before values better than their rows do
   * (a schedule's period workbooks: every bid back to its base bid). Validated like the other uploads.
   */
  rollback?: Plan;
  /**
   * What the plan's forecast needs besides the account (the search terms and window the plan was made from,
   * the seller's organic rate); set by flows whose plans the forecast models (Sponsored Products).
   */
  forecastOptions?: PlanForecastOptions;
}

/** The context of a flow's steps. */
export interface FlowContext {
  now: Date;
  source: AccountDataSource;
}

/** The steps of one flow; `P` is its checked parameters, `D` the data it loads. */
export interface FlowSteps<P, D> {
  flow: PlanFlow;
  /** Checks the raw snake_case parameters; throws ParameterCheckError (20007/20001) or EngineError. */
  check(raw: Record<string, unknown>): P;
  /** Loads the account data the flow needs through the data source. */
  load(params: P, context: FlowContext): Promise<D>;
  /** Plans from the checked parameters and the loaded data. */
  plan(params: P, data: D, context: FlowContext): FlowOutput | Promise<FlowOutput>;
  /** Names of campaigns that already exist (a new campaign may not reuse one). */
  existingCampaignNames(data: D): string[];
}

/** Options of a flow run: who reports the stages, and where account data comes from (default: the uploaded files). */
export interface FlowRunOptions {
  onStage?: (stage: PlanStage) => void;
  source?: AccountDataSource;
}

/** A flow the engine can run. */
export interface RunnableFlow {
  flow: PlanFlow;
  /** Runs the skeleton and returns every upload plan, validated. */
  generate(inputs: PlanInputs, options?: FlowRunOptions): Promise<FlowOutput>;
  /** Runs the skeleton and returns the main plan. */
  run(inputs: PlanInputs): Promise<Plan>;
}

/** Runs check -> load -> plan -> validate for one flow's steps. */
export async function runFlowSteps<P, D>(
  steps: FlowSteps<P, D>,
  inputs: PlanInputs,
  options: FlowRunOptions = {},
): Promise<FlowOutput> {
  const params = steps.check(inputs.parameters);
  const context: FlowContext = { now: inputs.now, source: options.source ?? uploadedFilesSource(inputs) };
  options.onStage?.('reading');
  const data = await steps.load(params, context);
  options.onStage?.('planning');
  const output = await steps.plan(params, data, context);
  // Every flow family passes here: whatever rows a flow wrote, an upload holds one row per entity (ADR 0020).
  output.plan.rows = mergeEntityRows(output.plan.rows);
  for (const extra of output.extraUploads) extra.plan.rows = mergeEntityRows(extra.plan.rows);
  options.onStage?.('validating');
  const existingCampaignNames = steps.existingCampaignNames(data);
  assertPlanValid(output.plan, { now: inputs.now, existingCampaignNames });
  for (const extra of output.extraUploads) assertPlanValid(extra.plan, { now: inputs.now });
  if (output.rollback) assertPlanValid(output.rollback, { now: inputs.now });
  return output;
}

/** Makes a runnable flow of its steps. */
export function defineFlow<P, D>(steps: FlowSteps<P, D>): RunnableFlow {
  return {
    flow: steps.flow,
    generate: (inputs, options) => runFlowSteps(steps, inputs, options),
    run: async (inputs) => (await runFlowSteps(steps, inputs)).plan,
  };
}
