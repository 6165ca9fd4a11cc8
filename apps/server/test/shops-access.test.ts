// The ShopAccess port other modules use: a shop is someone's own or nobody's, usable two days after linking,
// its Ads API gets a token refreshed before expiry and after a 401 (one refresh for concurrent callers),
// and a grant Amazon revoked turns its shops to `reauthorize` with 10031.
import { SHOPS_CALLS, errorMessage } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../src/lib/clock';
import { sealTokens } from '../src/modules/shops/grant-token-source';
import { createShopsPort } from '../src/modules/shops/shops-module';
import { createTokenCipher } from '../src/modules/shops/shop-token-cipher';
import type { LinkedShop, ShopAccess } from '../src/ports/shop-access';
import { LinkingAmazon } from './helpers/linking-amazon';
import { injectCall } from './helpers/call-answers';
import { linkShops, shopAccessOf, testShopCipher } from './helpers/shop-calls';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  startTestApp,
  type BrowserSession,
  type TestApp,
} from './helpers/test-app';

/** The AppError `run` throws (or fails the test). */
async function appErrorOf(run: () => unknown): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describeEachDatabase('the ShopAccess port', (target) => {
  let t: TestApp;
  let amazon: LinkingAmazon;
  let access: ShopAccess;
  let userId: number;
  let us: LinkedShop;
  let session: BrowserSession;

  const grantRow = () => t.database.db.selectFrom('shop_grants').selectAll().executeTakeFirstOrThrow();

  beforeEach(async () => {
    amazon = new LinkingAmazon({ now: () => t.clock.now() });
    t = await startTestApp(target, {}, undefined, {
      shopTokenCipher: testShopCipher(),
      amazonAds: amazon.gateway,
    });
    access = shopAccessOf(t, amazon);
    const user = await createUser(t);
    userId = user.id;
    session = await loginAs(t, user);
    const linked = (await linkShops(t, session, amazon)).json<{
      data: { linked: Array<{ shop_id: string }> };
    }>();
    const shop = await access.findShop(userId, linked.data.linked[0]?.shop_id ?? '');
    if (!shop) throw new Error('shop not found');
    us = shop;
  });
  afterEach(() => t.close());

  it("finds the seller's own shop only", async () => {
    expect(us).toMatchObject({
      userId,
      marketplace: 'US',
      profileId: '1001',
      status: 'pending',
      currencyCode: 'USD',
    });
    const stranger = await createUser(t);
    expect(await access.findShop(stranger.id, us.shopId)).toBeUndefined();
    expect(await access.findShop(userId, 'shop_missing')).toBeUndefined();
    expect((await access.listLinkedShops()).map((shop) => shop.marketplace).sort()).toEqual(['CA', 'US']);
    expect((await access.shopById(us.shopId))?.userId).toBe(userId);
  });

  it('is usable two days after linking, with the date in the refusal', async () => {
    const early = await appErrorOf(() => access.assertUsable(us, new Date(t.clock.now())));
    expect(early.code).toBe(50018);
    expect(early.messageKey).toBe('shops.notUsableYet');
    // 2025-01-15T02:00Z linked -> usable 2025-01-17T02:00Z = 10:00 in Beijing.
    expect(early.params).toEqual({ shop: 'Shop 1001', date: '2025-01-17 10:00' });
    t.clock.advance(2 * DAY_MS);
    const shop = await access.findShop(userId, us.shopId);
    expect(shop?.status).toBe('active');
    expect(() => access.assertUsable(shop as LinkedShop, new Date(t.clock.now()))).not.toThrow();
  });

  it('uses the stored token while it is fresh and refreshes it once less than a minute remains', async () => {
    const api = access.adsApi(us);
    await api.list('sp.campaigns');
    expect(amazon.refreshCount).toBe(0);
    const before = await grantRow();

    t.clock.advance(HOUR_MS - 59_000);
    await api.list('sp.campaigns');
    expect(amazon.refreshCount).toBe(1);
    const after = await grantRow();
    expect(after.access_token_enc).not.toBe(before.access_token_enc);
    expect(Date.parse(after.access_expires_at)).toBe(t.clock.now() + HOUR_MS);
    expect(amazon.seenTokens.at(-1)).not.toBe(amazon.seenTokens[0]);
  });

  it('shares one refresh among concurrent callers', async () => {
    t.clock.advance(HOUR_MS);
    amazon.refreshDelayMs = 20;
    const ca = (await access.listLinkedShops()).find((shop) => shop.marketplace === 'CA') as LinkedShop;
    await Promise.all([
      access.adsApi(us).list('sp.campaigns'),
      access.adsApi(us).list('sp.campaigns'),
      access.adsApi(ca).list('sp.campaigns'),
    ]);
    expect(amazon.refreshCount).toBe(1);
  });

  it('renews the token after a 401 and keeps the new one', async () => {
    amazon.invalidateAccessTokens();
    await access.adsApi(us).list('sp.campaigns');
    expect(amazon.refreshCount).toBe(1);
    await access.adsApi(us).list('sp.campaigns');
    expect(amazon.refreshCount).toBe(1);
  });

  it('marks the shops of a revoked grant reauthorize and answers 10031', async () => {
    amazon.revokeAll();
    const error = await appErrorOf(() => access.adsApi(us).list('sp.campaigns'));
    expect(error.code).toBe(10031);
    const shop = await access.findShop(userId, us.shopId);
    expect(shop?.status).toBe('reauthorize');
    const refusal = await appErrorOf(() => access.assertUsable(shop as LinkedShop, new Date(t.clock.now())));
    expect(refusal).toMatchObject({ code: 10031, messageKey: 'shops.reauthorize' });
    expect(await access.listLinkedShops()).toEqual([]);
    // Asking again does not call Amazon: the shop waits for the seller to authorise again.
    await appErrorOf(() => access.adsApi(us).list('sp.campaigns'));
    expect(amazon.refreshCount).toBe(1);
  });

  it('turns the shops of a grant sealed with a lost or changed key to reauthorize with 10031', async () => {
    t.clock.advance(2 * DAY_MS + MINUTE_MS);
    // The key that sealed the grant is gone (AMAZON_ADS_TOKEN_KEY changed, the generated key file lost).
    const lostKey = createTokenCipher(Buffer.alloc(32, 9));
    const grant = await grantRow();
    await t.database.db
      .updateTable('shop_grants')
      .set(
        sealTokens(
          lostKey,
          grant.user_id,
          { accessToken: 'Atza|old', refreshToken: 'Atzr|old', expiresAt: t.clock.now() + HOUR_MS },
          t.clock.now(),
        ),
      )
      .execute();
    const list = await injectCall(t.app, SHOPS_CALLS.authShopList, undefined, asBrowser(session));
    expect(
      list.json<{ data: { shops: Array<{ status: string }> } }>().data.shops.map((shop) => shop.status),
    ).toEqual(['reauthorize', 'reauthorize']);
    const error = await appErrorOf(() => access.adsApi(us).list('sp.campaigns'));
    expect(error.code).toBe(10031);
    expect(errorMessage(error.messageKey, 'en', error.params)).toMatch(/authori[sz]e/i);
    expect(amazon.refreshCount).toBe(0);
  });

  it('answers 10031 when a sealed token no longer opens, and marks the shops on the way', async () => {
    const grant = await grantRow();
    const [format, nonce, tag, body = ''] = grant.access_token_enc.split('.');
    await t.database.db
      .updateTable('shop_grants')
      .set({ access_token_enc: [format, nonce, tag, `${body.slice(0, -2)}AA`].join('.') })
      .execute();
    const events: string[] = [];
    const logged = createShopsPort(t, amazon.gateway, testShopCipher(), (event) => events.push(event));
    const error = await appErrorOf(() => logged.adsApi(us).list('sp.campaigns'));
    expect(error.code).toBe(10031);
    expect((await access.findShop(userId, us.shopId))?.status).toBe('reauthorize');
    expect(events).toEqual(['shops.grantUnreadable']);
  });

  it('answers 10032 for a shop unlinked meanwhile', async () => {
    await t.database.db.updateTable('shops').set({ status: 'unlinked', grant_id: null }).execute();
    const error = await appErrorOf(() => access.adsApi(us).list('sp.campaigns'));
    expect(error.code).toBe(10032);
    expect(await access.findShop(userId, us.shopId)).toBeUndefined();
  });

  it('lists the shops as the seller sees them, pending then active', async () => {
    const list = async () =>
      (await injectCall(t.app, SHOPS_CALLS.authShopList, undefined, asBrowser(session))).json<{
        data: { shops: Array<{ status: string }> };
      }>().data.shops;
    expect((await list()).map((shop) => shop.status)).toEqual(['pending', 'pending']);
    t.clock.advance(2 * DAY_MS + MINUTE_MS);
    expect((await list()).map((shop) => shop.status)).toEqual(['active', 'active']);
  });
});
