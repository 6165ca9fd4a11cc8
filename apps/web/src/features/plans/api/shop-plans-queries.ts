// The hooks through which the shop tool pages and the usage records read a stored linked-shop plan.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopPlanData } from '@adplan/contracts';
import { fetchShopPlan } from './shop-plans-api';

// The server words a plan's reasons in the page's language; the language is not part of the key, because the
// drawer that shows them is destroyed when closed and its language switch sits behind it, so the plan is read
// again (stale at once) each time it opens. (With the language in the key, the browser journey's apply from the
// usage records never showed its end.)
const shopPlanKey = (planId: string | undefined) => ['plans', 'shop_plan', planId] as const;

const readShopPlan = async (planId: string): Promise<ShopPlanData> => (await fetchShopPlan(planId)).data;

/** The stored plan with its change-set and apply progress (none asked before a plan is named). */
export function useShopPlanQuery(planId: string | undefined) {
  return useQuery({
    queryKey: shopPlanKey(planId),
    queryFn: () => readShopPlan(planId ?? ''),
    enabled: planId !== undefined,
  });
}

/**
 * Answers a function that reads a stored plan again now (after an edit, while an apply runs), through the
 * cache entry of `useShopPlanQuery`, so every view of the plan sees the fresh one. A read still under way
 * is cancelled first (its caller gets a rejection): it may have started before the change now read.
 */
export function useShopPlanReader(): (planId: string) => Promise<ShopPlanData> {
  const queryClient = useQueryClient();
  return async (planId) => {
    const queryKey = shopPlanKey(planId);
    await queryClient.cancelQueries({ queryKey, exact: true });
    return queryClient.fetchQuery({ queryKey, queryFn: () => readShopPlan(planId), staleTime: 0 });
  };
}
