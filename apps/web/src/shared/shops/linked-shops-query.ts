// The seller's linked shops, shared by every screen that works on a shop (authorised tools, the schedule
// executor, diagnostics, the shop list). One query key, so linking or unlinking refreshes them all.
import { useQuery } from '@tanstack/react-query';
import { SHOPS_CALLS, type LinkedShopItem } from '@adplan/contracts';
import { callApi } from '../api/call-api';

export const LINKED_SHOPS_QUERY_KEY = 'auth_shop_list';

/** The linked shops of the signed-in seller (`GET /auth_shop_list`). */
export function useLinkedShopsQuery() {
  return useQuery({
    queryKey: [LINKED_SHOPS_QUERY_KEY],
    queryFn: async (): Promise<LinkedShopItem[]> => (await callApi(SHOPS_CALLS.authShopList)).data.shops,
  });
}

/** Whether plans may use the shop now: active, or pending whose two days have passed. */
export function isShopUsable(shop: LinkedShopItem, now: Date = new Date()): boolean {
  if (shop.status === 'reauthorize') return false;
  return new Date(shop.usable_from).getTime() <= now.getTime();
}
