// The linked-shop plan calls as one table (issue 13): generation per flow (JSON, long calls), the stored
// plan with its change-set, apply and undo. The server registers its routes from it and the web calls it.
import { defineCalls } from '../api/call-definition';
import { dataAnswerSchema } from '../api/api-answer';
import { PLAN_LONG_CALL_TIMEOUT_MS } from '../plans/plans-call-table';
import {
  shopGeneratedPlanSchema,
  shopPlanIdPayloadSchema,
  shopPlanPayloadSchema,
  shopPlanSchema,
  type ShopPlanPath,
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

/** Every linked-shop plan call. */
export const SHOP_PLANS_CALLS = defineCalls({
  shopKeywordColdStart: generation('/hb_kt'),
  shopKeywordOptimisation: generation('/op_kt'),
  shopAsinColdStart: generation('/hb_pt'),
  shopAsinOptimisation: generation('/op_pt'),
  shopAutoColdStart: generation('/hb_auto_shop'),
  shopAutoOptimisation: generation('/op_auto_shop'),
  shopSbvKeywordColdStart: generation('/hb_vc'),
  shopSbvKeywordOptimisation: generation('/op_vc'),
  shopSbvProductColdStart: generation('/hb_pt_vc'),
  shopSbvProductOptimisation: generation('/op_pt_vc'),
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
});
