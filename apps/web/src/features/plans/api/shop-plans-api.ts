// The linked-shop plan calls the shop tool pages make, through the typed client and SHOP_PLANS_CALLS:
// generation (JSON with the shop and the parameters), the stored plan, apply and undo.
import { SHOP_PLANS_CALLS } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

/** The generation calls of the linked-shop flows. */
export type ShopGenerationCall = Extract<keyof typeof SHOP_PLANS_CALLS, `shop${string}`> &
  Exclude<keyof typeof SHOP_PLANS_CALLS, 'shopPlan'>;

/** Generates a linked-shop plan (consumes one use on success). */
export function generateShopPlan(call: ShopGenerationCall, payload: Record<string, unknown>) {
  return callApi(SHOP_PLANS_CALLS[call], payload as never, { silent: true });
}

/** The stored plan with its change-set and apply progress. */
export function fetchShopPlan(planId: string) {
  return callApi(SHOP_PLANS_CALLS.shopPlan, { plan_id: planId }, { silent: true });
}

/** Applies (or resumes applying) the plan's change-set to Amazon. */
export function applyShopPlan(planId: string) {
  return callApi(SHOP_PLANS_CALLS.applyPlan, { plan_id: planId }, { silent: true });
}

/** Undoes what the plan applied. */
export function undoShopPlan(planId: string) {
  return callApi(SHOP_PLANS_CALLS.undoPlan, { plan_id: planId }, { silent: true });
}
