// The linked-shop plan calls the shop tool pages make, through the typed client and SHOP_PLANS_CALLS:
// the stored plan (generation, apply and undo start as jobs: work-jobs-api.ts).
import { SHOP_PLANS_CALLS, type ShopGeneration } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

/** The generation calls of the linked-shop flows (named in the contracts' flow table). */
export type ShopGenerationCall = ShopGeneration['call'];

/** The stored plan with its change-set and apply progress. */
export function fetchShopPlan(planId: string) {
  return callApi(SHOP_PLANS_CALLS.shopPlan, { plan_id: planId }, { silent: true });
}
