// What a linked shop holds that the authorised tools let the seller pick instead of typing ids (issue 23):
// its campaigns per ad product (name, state, daily budget, targeting), its brands (`GET /brands`) and the
// video assets its Sponsored Brands video ads already use. Read from the shop's Ads API on each call.
import { z } from 'zod';

/** The ad products whose campaigns a tool lists: Sponsored Products, Sponsored Brands. */
export const SHOP_AD_PRODUCTS = ['SP', 'SB'] as const;
/** An ad product whose campaigns a tool lists. */
export type ShopAdProduct = (typeof SHOP_AD_PRODUCTS)[number];

const shopId = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64);

/** GET /shop_campaigns?shop_id=&ad_product=SP|SB */
export const shopCampaignsPayloadSchema = z.object({ shop_id: shopId, ad_product: z.enum(SHOP_AD_PRODUCTS) });
export type ShopCampaignsPayload = z.input<typeof shopCampaignsPayloadSchema>;

/** GET /shop_brands?shop_id= and GET /shop_video_assets?shop_id= */
export const shopEntitiesPayloadSchema = z.object({ shop_id: shopId });
export type ShopEntitiesPayload = z.input<typeof shopEntitiesPayloadSchema>;

/** One live (enabled or paused) campaign of the shop; `daily_budget` in the marketplace currency. */
export const shopCampaignSchema = z.object({
  campaign_id: z.string(),
  name: z.string(),
  state: z.enum(['enabled', 'paused']),
  daily_budget: z.number(),
  /** SP only: automatic or manual targeting; null for SB. */
  targeting: z.enum(['auto', 'manual']).nullable(),
});
export type ShopCampaignItem = z.infer<typeof shopCampaignSchema>;
export const shopCampaignsSchema = z.object({ campaigns: z.array(shopCampaignSchema) });

/** One brand of the shop (Brand Registry); `brand_entity_id` is what an SB campaign names. */
export const shopBrandSchema = z.object({
  brand_entity_id: z.string(),
  brand_id: z.string(),
  name: z.string(),
});
export type ShopBrandItem = z.infer<typeof shopBrandSchema>;
export const shopBrandsSchema = z.object({ brands: z.array(shopBrandSchema) });

/**
 * A video asset the shop's SB video ads use, with where it runs: the asset id, the ASINs and the names of
 * the ad and its campaign (so the seller recognises the video).
 */
export const shopVideoAssetSchema = z.object({
  asset_id: z.string(),
  asins: z.array(z.string()),
  ad_name: z.string(),
  campaign_name: z.string(),
});
export type ShopVideoAssetItem = z.infer<typeof shopVideoAssetSchema>;
export const shopVideoAssetsSchema = z.object({ assets: z.array(shopVideoAssetSchema) });
