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

/** Linking, listing and unlinking shops. */
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
  unlinkShop: {
    method: 'POST',
    path: '/unlink_shop',
    payload: unlinkShopPayloadSchema,
    answer: messageAnswerSchema,
    retrySafe: true,
  },
});
