// Server state of the shop pages through SHOPS_CALLS: starting an authorisation, completing it once, and
// unlinking. Linking and unlinking refresh the shared linked-shops query every shop screen reads.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SHOPS_CALLS, type ApiAuthorizeAnswer, type ShopMarketplace } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';
import { LINKED_SHOPS_QUERY_KEY } from '../../../shared/shops/linked-shops-query';

/** GET /shop_authorize_url: the consent URL to send the browser to (errors shown by the page). */
export function useAuthorizeUrlMutation() {
  return useMutation({
    mutationFn: async (marketplace: ShopMarketplace) =>
      (await callApi(SHOPS_CALLS.shopAuthorizeUrl, { marketplace }, { silent: true })).data,
  });
}

/** POST /unlink_shop, then the shop lists read afresh. */
export function useUnlinkShopMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: string) => callApi(SHOPS_CALLS.unlinkShop, { shop_id: shopId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LINKED_SHOPS_QUERY_KEY] }),
  });
}

/**
 * The single /api_authorize of one state. A state is usable once, so a second call (React strict mode's
 * double effect, a remount of the result page) must share the first one's answer instead of sending again.
 */
const authorizations = new Map<string, Promise<ApiAuthorizeAnswer>>();

/** Completes the authorisation of `state` once per page load, refreshing the shop lists when it succeeds. */
export function completeAuthorization(
  queryClient: QueryClient,
  code: string,
  state: string,
): Promise<ApiAuthorizeAnswer> {
  let running = authorizations.get(state);
  if (!running) {
    running = callApi(SHOPS_CALLS.apiAuthorize, { auth_code: code, state }, { silent: true }).then(
      async (answer) => {
        await queryClient.invalidateQueries({ queryKey: [LINKED_SHOPS_QUERY_KEY] });
        return answer.data;
      },
    );
    authorizations.set(state, running);
  }
  return running;
}
