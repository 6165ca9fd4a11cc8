// Every flow the engine runs, by name: the six Sponsored Products flows, the Sponsored Brands Video flows
// and the schedule (dayparting) flow.
import { EngineError } from '../errors/engine-error';
import { PLAN_FLOWS as CONTRACT_PLAN_FLOWS } from '@adplan/contracts';
import type { PlanInputs } from '../model/flow';
import type { Plan, PlanFlow } from '../model/plan';
import {
  checkPlanParameters,
  SP_PLAN_FLOWS,
  type SpPlanFlow,
  type SpPlanParameters,
} from './parameters/plan-parameters';
import {
  checkSbvColdStartParameters,
  checkSbvOptimisationParameters,
  sbFlows,
  type SbvColdStartParameters,
  type SbvOptimisationParameters,
} from './sb/sb-api';
import { checkScheduleParameters, scheduleFlow, type ScheduleParameters } from './schedule/schedule-api';
import type { FlowOutput, FlowRunOptions, RunnableFlow } from './flow-skeleton';
import { spFlows } from './sp-flows';
import { PRODUCT_CODE } from '../errors/product-codes';

/** The flow definitions by name. */
export const flowRegistry: Record<PlanFlow, RunnableFlow> = {
  ...spFlows,
  ...sbFlows,
  schedule: scheduleFlow,
};

const unknownFlow = (flow: unknown): EngineError =>
  new EngineError(PRODUCT_CODE.parameterInvalid, {
    zh: `未知的方案类型「${String(flow)}」`,
    en: `Unknown plan flow "${String(flow)}"`,
  });

/** Every flow name, in menu order (contracts' list, which the web and the server use too). */
export const PLAN_FLOWS: readonly PlanFlow[] = CONTRACT_PLAN_FLOWS;

/** True when `name` is a flow the engine runs. */
export function isPlanFlow(name: unknown): name is PlanFlow {
  return typeof name === 'string' && Object.hasOwn(flowRegistry, name);
}

/**
 * Runs one flow on its inputs and returns the validated plan; throws EngineError (product code) on bad
 * input, 20001 for an unknown flow name.
 */
export async function runFlow(flow: PlanFlow, inputs: PlanInputs): Promise<Plan> {
  return (await generateFlowOutput(flow, inputs)).plan;
}

/**
 * Runs one flow's skeleton (check -> load -> plan -> validate) and returns every upload plan it makes;
 * throws EngineError (product code) on bad input, 20001 for an unknown flow name.
 */
export async function generateFlowOutput(
  flow: PlanFlow,
  inputs: PlanInputs,
  options: FlowRunOptions = {},
): Promise<FlowOutput> {
  if (!isPlanFlow(flow)) throw unknownFlow(flow);
  return flowRegistry[flow].generate(inputs, options);
}

/** Checked parameters of any flow. */
export type FlowParameters =
  SpPlanParameters | SbvColdStartParameters | SbvOptimisationParameters | ScheduleParameters;

const isSpFlow = (flow: PlanFlow): flow is SpPlanFlow => (SP_PLAN_FLOWS as readonly string[]).includes(flow);

/**
 * Checks the raw snake_case parameters of any flow (the server's parameter check without consuming a
 * use); throws the flow's ParameterCheckError / EngineError exactly as running it would.
 */
export function checkFlowParameters(flow: PlanFlow, raw: Record<string, unknown>): FlowParameters {
  if (isSpFlow(flow)) return checkPlanParameters(flow, raw);
  if (flow === 'sbv-cold-start') return checkSbvColdStartParameters(raw);
  if (flow === 'sbv-optimisation') return checkSbvOptimisationParameters(raw);
  if (flow === 'schedule') return checkScheduleParameters(raw);
  throw unknownFlow(flow);
}
