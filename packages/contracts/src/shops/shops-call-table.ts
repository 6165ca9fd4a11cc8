// The linked-shop calls as one table (issue 13).
import { defineCalls } from '../api/call-definition';
import { dataAnswerSchema, messageAnswerSchema } from '../api/api-answer';
import {
  apiAuthorizePayloadSchema,
  apiAuthorizeSchema,
  authShopListSchema,
  shopAuthorizeUrlPayloadSchema,
  shopAuthorizeUrlSchema,
  unlinkShopPayloadSchema,
} from './shops-calls';
import {
  shopBrandsSchema,
  shopCampaignsPayloadSchema,
  shopCampaignsSchema,
  shopEntitiesPayloadSchema,
  shopVideoAssetsSchema,
} from './shop-entities-calls';

/** Linking, listing and unlinking shops; what a linked shop holds for the tools to offer as choices. */
export const SHOPS_CALLS = defineCalls({
  shopAuthorizeUrl: {
    method: 'GET',
    path: '/shop_authorize_url',
    payload: shopAuthorizeUrlPayloadSchema,
    answer: dataAnswerSchema(shopAuthorizeUrlSchema),
  },
  apiAuthorize: {
    method: 'POST',
    path: '/api_authorize',
    payload: apiAuthorizePayloadSchema,
    answer: dataAnswerSchema(apiAuthorizeSchema),
  },
  authShopList: { method: 'GET', path: '/auth_shop_list', answer: dataAnswerSchema(authShopListSchema) },
  /** The shop's live campaigns of one ad product (the seller's own shop only; 404 otherwise). */
  shopCampaigns: {
    method: 'GET',
    path: '/shop_campaigns',
    payload: shopCampaignsPayloadSchema,
    answer: dataAnswerSchema(shopCampaignsSchema),
  },
  /** The shop's brands (Brand Registry), for an SB video campaign's brand. */
  shopBrands: {
    method: 'GET',
    path: '/shop_brands',
    payload: shopEntitiesPayloadSchema,
    answer: dataAnswerSchema(shopBrandsSchema),
  },
  /** The video assets the shop's SB video ads use. */
  shopVideoAssets: {
    method: 'GET',
    path: '/shop_video_assets',
    payload: shopEntitiesPayloadSchema,
    answer: dataAnswerSchema(shopVideoAssetsSchema),
  },
  unlinkShop: {
    method: 'POST',
    path: '/unlink_shop',
    payload: unlinkShopPayloadSchema,
    answer: messageAnswerSchema,
    retrySafe: true,
  },
});
