// The linked-shop plan calls as one table (issue 13): generation per flow (JSON, long calls), the stored
// plan with its change-set, apply and undo. The server registers its routes from it and the web calls it.
import { defineCalls } from '../api/call-definition';
import { dataAnswerSchema } from '../api/api-answer';
import { PLAN_LONG_CALL_TIMEOUT_MS } from '../plans/plans-call-table';
import { workJobPayloadSchema, workJobStartedSchema } from '../plans/work-jobs-calls';
import { SHOP_GENERATIONS, type ShopGeneration, type ShopPlanPath } from '../plans/plan-flow-table';
import {
  shopGeneratedPlanSchema,
  shopPlanJobPayloadSchema,
  shopPlanIdPayloadSchema,
  shopPlanPayloadSchema,
  shopPlanSchema,
} from './shop-plans-calls';

const generation = <Path extends ShopPlanPath>(path: Path) =>
  ({
    method: 'POST',
    path,
    payload: shopPlanPayloadSchema,
    answer: dataAnswerSchema(shopGeneratedPlanSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    // A repeated generation would consume a second use.
    retrySafe: false,
  }) as const;

/** One linked-shop generation call per shop generation of the flow table. */
const SHOP_GENERATION_CALLS = Object.fromEntries(
  SHOP_GENERATIONS.map((names) => [names.call, generation(names.path)]),
) as {
  readonly [Names in ShopGeneration as Names['call']]: ReturnType<typeof generation<Names['path']>>;
};

/** Every linked-shop plan call. */
export const SHOP_PLANS_CALLS = defineCalls({
  ...SHOP_GENERATION_CALLS,
  shopPlan: {
    method: 'GET',
    path: '/shop_plan',
    payload: shopPlanIdPayloadSchema,
    answer: dataAnswerSchema(shopPlanSchema),
  },
  /** Idempotent and resumable: applied items are never sent twice, failed ones are retried. */
  applyPlan: {
    method: 'POST',
    path: '/apply_plan',
    payload: shopPlanIdPayloadSchema,
    answer: dataAnswerSchema(shopPlanSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    retrySafe: true,
  },
  /** Archives what the plan created and restores what it changed; a second undo changes nothing. */
  undoPlan: {
    method: 'POST',
    path: '/undo_plan',
    payload: shopPlanIdPayloadSchema,
    answer: dataAnswerSchema(shopPlanSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    retrySafe: true,
  },
  /** Starts a linked-shop generation as a job (202 with its id); `plan_call` names the flow's call. */
  startShopGeneration: {
    method: 'POST',
    path: '/shop_plan_jobs',
    payload: shopPlanJobPayloadSchema,
    answer: dataAnswerSchema(workJobStartedSchema),
    successStatus: 202,
    retrySafe: false,
  },
  /** The plan and change-set of a linked-shop generation job once it is done. */
  shopGenerationResult: {
    method: 'GET',
    path: '/shop_plan_job_result',
    payload: workJobPayloadSchema,
    answer: dataAnswerSchema(shopGeneratedPlanSchema),
  },
  /** Starts (or resumes) applying the plan as a job (202 with its id); the page polls `/plan_job`. */
  startApply: {
    method: 'POST',
    path: '/apply_plan_job',
    payload: shopPlanIdPayloadSchema,
    answer: dataAnswerSchema(workJobStartedSchema),
    successStatus: 202,
    // Idempotent like /apply_plan: a second job resumes from the recorded items and sends none twice.
    retrySafe: true,
  },
  /** Starts undoing the plan as a job (202 with its id). */
  startUndo: {
    method: 'POST',
    path: '/undo_plan_job',
    payload: shopPlanIdPayloadSchema,
    answer: dataAnswerSchema(workJobStartedSchema),
    successStatus: 202,
    retrySafe: true,
  },
});
