// The hooks through which the shop tool pages and the usage records read a stored linked-shop plan.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShopPlanData } from '@adplan/contracts';
import { fetchShopPlan } from './shop-plans-api';

// The server words a plan's reasons in the page's language, so the language is part of the key: a switch of
// language reads the plan again instead of showing reasons in the language the plan was first read in.
const shopPlanKey = (planId: string | undefined, language: string) =>
  ['plans', 'shop_plan', planId, language] as const;

const readShopPlan = async (planId: string): Promise<ShopPlanData> => (await fetchShopPlan(planId)).data;

/** The stored plan with its change-set and apply progress (none asked before a plan is named). */
export function useShopPlanQuery(planId: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: shopPlanKey(planId, i18n.language),
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
  const { i18n } = useTranslation();
  return async (planId) => {
    const queryKey = shopPlanKey(planId, i18n.language);
    await queryClient.cancelQueries({ queryKey, exact: true });
    return queryClient.fetchQuery({ queryKey, queryFn: () => readShopPlan(planId), staleTime: 0 });
  };
}
