// The hooks through which the shop tool pages and the usage records read a stored linked-shop plan.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShopPlanData } from '@adplan/contracts';
import { fetchShopPlan } from './shop-plans-api';

// Two cache entries on purpose. The drawer's view is keyed by the page language, since the server words the
// forecast's reasons in it (a language switch reads the plan again). The change-set review's own reads (while
// an apply or undo runs) have an entry of their own: fed into the drawer's entry they became the review's
// `initial` plan, whose status change restarts the review and dropped the run it was following (the browser
// journey's apply from the usage records never showed its end).
const shopPlanViewKey = (planId: string | undefined, language: string) =>
  ['plans', 'shop_plan', planId, 'view', language] as const;
const shopPlanReadKey = (planId: string) => ['plans', 'shop_plan', planId, 'read'] as const;

const readShopPlan = async (planId: string): Promise<ShopPlanData> => (await fetchShopPlan(planId)).data;

/** The stored plan with its change-set and apply progress (none asked before a plan is named). */
export function useShopPlanQuery(planId: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: shopPlanViewKey(planId, i18n.language),
    queryFn: () => readShopPlan(planId ?? ''),
    enabled: planId !== undefined,
  });
}

/**
 * Answers a function that reads a stored plan again now (after an edit, while an apply runs). A read of the
 * same plan still under way is cancelled first (its caller gets a rejection): it may have started before the
 * change now read.
 */
export function useShopPlanReader(): (planId: string) => Promise<ShopPlanData> {
  const queryClient = useQueryClient();
  return async (planId) => {
    const queryKey = shopPlanReadKey(planId);
    await queryClient.cancelQueries({ queryKey, exact: true });
    return queryClient.fetchQuery({ queryKey, queryFn: () => readShopPlan(planId), staleTime: 0 });
  };
}
