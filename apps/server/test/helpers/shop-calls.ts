// Linking shops in server tests: start an attempt, let Amazon (the in-process fake) approve its consent URL, finish
// with /api_authorize; plus the app's fixed token key and a ShopAccess over the same database.
import { SHOPS_CALLS } from '@adplan/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createShopsPort } from '../../src/modules/shops/shops-module';
import { createTokenCipher } from '../../src/modules/shops/shop-token-cipher';
import type { ShopAccess } from '../../src/ports/shop-access';
import type { LinkingAmazon } from './linking-amazon';
import { injectCall } from './call-answers';
import { asBrowser, type BrowserSession, type TestApp } from './test-app';

/** The fixed 32-byte key the shops tests seal tokens with. */
export const TEST_SHOP_TOKEN_KEY = Buffer.alloc(32, 7);
export const testShopCipher = () => createTokenCipher(TEST_SHOP_TOKEN_KEY);

/** GET /shop_authorize_url: the consent URL and state. */
export async function startAuthorize(t: TestApp, session: BrowserSession, marketplace = 'US') {
  const response = await injectCall(t.app, SHOPS_CALLS.shopAuthorizeUrl, { marketplace }, asBrowser(session));
  if (response.statusCode !== 200) throw new Error(`shop_authorize_url failed: ${response.body}`);
  return response.json<{ data: { url: string; state: string } }>().data;
}

/** POST /api_authorize. */
export function finishAuthorize(
  t: TestApp,
  session: BrowserSession,
  body: { auth_code: string; state: string },
): Promise<LightMyRequestResponse> {
  return injectCall(t.app, SHOPS_CALLS.apiAuthorize, body, asBrowser(session));
}

/** The whole round trip: consent URL, the seller approves at Amazon, the result page's call. */
export async function linkShops(
  t: TestApp,
  session: BrowserSession,
  amazon: LinkingAmazon,
): Promise<LightMyRequestResponse> {
  const { url, state } = await startAuthorize(t, session);
  const approved = amazon.approve(url);
  return finishAuthorize(t, session, { auth_code: approved.code, state });
}

/** A ShopAccess over the test app's database, clock and Amazon (what other modules receive). */
export function shopAccessOf(t: TestApp, amazon: LinkingAmazon): ShopAccess {
  return createShopsPort(t, amazon.gateway, testShopCipher(), () => undefined);
}
