// What a linked shop holds for the authorised tool forms' pickers (issue 23), read through SHOPS_CALLS:
// its campaigns of one ad product, its brands and the video assets of its SB video ads. Each list is read
// once a shop is chosen and kept for the page's life; failures are shown by the field, not as a toast.
import { useQuery } from '@tanstack/react-query';
import {
  SHOPS_CALLS,
  type ShopAdProduct,
  type ShopBrandItem,
  type ShopCampaignItem,
  type ShopVideoAssetItem,
} from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

const STALE_MS = 5 * 60_000;

/** The shop's live campaigns of `adProduct` (none asked before a shop is chosen). */
export function useShopCampaignsQuery(shopId: string | undefined, adProduct: ShopAdProduct) {
  return useQuery({
    queryKey: ['shop_campaigns', shopId, adProduct],
    enabled: shopId !== undefined,
    staleTime: STALE_MS,
    queryFn: async (): Promise<ShopCampaignItem[]> =>
      (
        await callApi(
          SHOPS_CALLS.shopCampaigns,
          { shop_id: shopId ?? '', ad_product: adProduct },
          { silent: true },
        )
      ).data.campaigns,
  });
}

/** The shop's brands (Brand Registry). */
export function useShopBrandsQuery(shopId: string | undefined) {
  return useQuery({
    queryKey: ['shop_brands', shopId],
    enabled: shopId !== undefined,
    staleTime: STALE_MS,
    queryFn: async (): Promise<ShopBrandItem[]> =>
      (await callApi(SHOPS_CALLS.shopBrands, { shop_id: shopId ?? '' }, { silent: true })).data.brands,
  });
}

/** The video assets the shop's SB video ads use. */
export function useShopVideoAssetsQuery(shopId: string | undefined) {
  return useQuery({
    queryKey: ['shop_video_assets', shopId],
    enabled: shopId !== undefined,
    staleTime: STALE_MS,
    queryFn: async (): Promise<ShopVideoAssetItem[]> =>
      (await callApi(SHOPS_CALLS.shopVideoAssets, { shop_id: shopId ?? '' }, { silent: true })).data.assets,
  });
}
