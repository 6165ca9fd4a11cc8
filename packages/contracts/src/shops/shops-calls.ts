// The linked-shop calls of spec §7 and issue 13: the Login with Amazon consent URL, `/api_authorize` with
// the code Amazon returned, the seller's shop list and unlinking. Field names follow the spec (`auth_code`,
// `shop_name`, `marketplace`, `authorized_at`).
import { z } from 'zod';
import { SHOP_MARKETPLACES } from '../marketplaces/marketplace-table';

/** Days a newly linked shop waits before plans may use it (spec §1). */
export const SHOP_READY_AFTER_DAYS = 2;

/** A linked shop's status: `pending` until usable, `reauthorize` when Amazon revoked the grant. */
export const SHOP_STATUSES = ['pending', 'active', 'reauthorize'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** GET /shop_authorize_url?marketplace= */
export const shopAuthorizeUrlPayloadSchema = z.object({
  marketplace: z.enum(SHOP_MARKETPLACES, { error: 'validation.marketplace.required' }),
});
/** The consent page to send the browser to, and the state it carries (bound to the session, 10 minutes). */
export const shopAuthorizeUrlSchema = z.object({ url: z.string(), state: z.string() });

/** POST /api_authorize: the code and state of Amazon's redirect (or its error, which is shown). */
export const apiAuthorizePayloadSchema = z.object({
  auth_code: z.string().trim().min(1, 'validation.required').max(512),
  state: z.string().trim().min(1, 'validation.required').max(256),
});

/** One linked shop as the seller sees it (ISO-8601 instants). */
export const linkedShopSchema = z.object({
  shop_id: z.string(),
  shop_name: z.string(),
  marketplace: z.enum(SHOP_MARKETPLACES),
  account_type: z.literal('seller'),
  authorized_at: z.string(),
  usable_from: z.string(),
  status: z.enum(SHOP_STATUSES),
});
export type LinkedShopItem = z.infer<typeof linkedShopSchema>;

/** A profile of the grant that was not linked, and why (vendor/agency accounts, other marketplaces). */
export const refusedProfileSchema = z.object({
  name: z.string(),
  marketplace: z.string(),
  account_type: z.string(),
  reason: z.enum(['notSeller', 'marketplace']),
});
export type RefusedProfileItem = z.infer<typeof refusedProfileSchema>;

/** The answer of /api_authorize: the shops linked now and the profiles refused. */
export const apiAuthorizeSchema = z.object({
  linked: z.array(linkedShopSchema),
  refused: z.array(refusedProfileSchema),
});
export type ApiAuthorizeAnswer = z.infer<typeof apiAuthorizeSchema>;
export type ApiAuthorizePayload = z.infer<typeof apiAuthorizePayloadSchema>;

/** GET /auth_shop_list */
export const authShopListSchema = z.object({ shops: z.array(linkedShopSchema) });

/** POST /unlink_shop: forgets the shop's tokens; plans and history stay. */
export const unlinkShopPayloadSchema = z.object({ shop_id: z.string().trim().min(1).max(64) });
