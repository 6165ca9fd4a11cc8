// Linking shops end to end over HTTP with the in-process Amazon fake: seller profiles in US/CA become shops, vendors
// are refused, the state is single-use, bound to the session and expires, Amazon's failures have product
// codes, tokens are sealed at rest and unlinking deletes them.
import { SHOPS_CALLS } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MINUTE_MS } from '../src/lib/clock';
import { adsProfile, LinkingAmazon } from './helpers/linking-amazon';
import { expectAnswerOf, expectRefusal, injectCall } from './helpers/call-answers';
import { finishAuthorize, linkShops, startAuthorize, testShopCipher } from './helpers/shop-calls';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  startTestApp,
  type BrowserSession,
  type TestApp,
} from './helpers/test-app';

interface AuthorizeData {
  linked: Array<{
    shop_id: string;
    shop_name: string;
    marketplace: string;
    status: string;
    usable_from: string;
    authorized_at: string;
  }>;
  refused: Array<{ name: string; reason: string }>;
}

describeEachDatabase('linking shops with Login with Amazon', (target) => {
  let t: TestApp;
  let amazon: LinkingAmazon;
  let seller: BrowserSession;

  beforeEach(async () => {
    // Amazon reads the app's clock, which exists once the app does.
    amazon = new LinkingAmazon({ now: () => t.clock.now() });
    t = await startTestApp(target, {}, undefined, {
      shopTokenCipher: testShopCipher(),
      amazonAds: amazon.gateway,
    });
    seller = await loginAs(t, await createUser(t));
  });
  afterEach(() => t.close());

  const shopsOf = async (session: BrowserSession) => {
    const response = await injectCall(t.app, SHOPS_CALLS.authShopList, undefined, asBrowser(session));
    expectAnswerOf(SHOPS_CALLS.authShopList, response);
    return response.json<{ data: { shops: AuthorizeData['linked'] } }>().data.shops;
  };

  it('links the US and CA seller profiles of one grant as two shops, usable two days later', async () => {
    amazon.profiles = [
      adsProfile('1001', 'US', 'seller', 'Cutting Boards US'),
      adsProfile('1002', 'CA', 'seller', 'Cutting Boards CA'),
      adsProfile('1003', 'UK', 'seller', 'Cutting Boards UK'),
    ];
    const { url, state } = await startAuthorize(t, seller);
    const consent = new URL(url);
    expect(consent.searchParams.get('state')).toBe(state);
    expect(state.length).toBeGreaterThanOrEqual(43);
    expect(consent.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const response = await finishAuthorize(t, seller, { auth_code: amazon.approve(url).code, state });
    expectAnswerOf(SHOPS_CALLS.apiAuthorize, response);
    const data = response.json<{ data: AuthorizeData }>().data;
    expect(data.linked.map((shop) => [shop.shop_name, shop.marketplace, shop.status])).toEqual([
      ['Cutting Boards US', 'US', 'pending'],
      ['Cutting Boards CA', 'CA', 'pending'],
    ]);
    expect(data.refused).toEqual([
      { name: 'Cutting Boards UK', marketplace: 'UK', account_type: 'seller', reason: 'marketplace' },
    ]);
    const linkedAt = t.clock.now();
    expect(Date.parse(data.linked[0]?.authorized_at ?? '')).toBe(linkedAt);
    expect(Date.parse(data.linked[0]?.usable_from ?? '')).toBe(linkedAt + 2 * 24 * 60 * MINUTE_MS);
    expect(await shopsOf(seller)).toHaveLength(2);
    const grants = await t.database.db.selectFrom('shop_grants').selectAll().execute();
    expect(grants).toHaveLength(1);
    expect(t.logLines.some((line) => line.event === 'security.shop.linked')).toBe(true);
  });

  it('refuses a vendor: nothing linked, a clear message and the refused profiles', async () => {
    amazon.profiles = [adsProfile('2001', 'US', 'vendor', 'Big Vendor'), adsProfile('2002', 'CA', 'agency')];
    const refusal = expectRefusal(await linkShops(t, seller, amazon), 400);
    expect(refusal.code).toBe(10031);
    expect(refusal.msg).toContain('供应商（Vendor）');
    expect(refusal.data?.refused).toEqual([
      { name: 'Big Vendor', marketplace: 'US', account_type: 'vendor', reason: 'notSeller' },
      { name: 'Shop 2002', marketplace: 'CA', account_type: 'agency', reason: 'notSeller' },
    ]);
    expect(await shopsOf(seller)).toEqual([]);
    expect(await t.database.db.selectFrom('shop_grants').selectAll().execute()).toEqual([]);
  });

  it('uses a state once: a replayed redirect is refused with 10032 and logged', async () => {
    const { url, state } = await startAuthorize(t, seller);
    const { code } = amazon.approve(url);
    expectAnswerOf(SHOPS_CALLS.apiAuthorize, await finishAuthorize(t, seller, { auth_code: code, state }));
    const again = expectRefusal(await finishAuthorize(t, seller, { auth_code: code, state }), 400);
    expect(again.code).toBe(10032);
    expect(amazon.exchangeCount).toBe(1);
    const events = t.logLines.filter((line) => line.event === 'security.shop.stateRefused');
    expect(events).toEqual([expect.objectContaining({ reason: 'used', level: 40 })]);
  });

  it('refuses a state older than 10 minutes with 10031', async () => {
    const { url, state } = await startAuthorize(t, seller);
    t.clock.advance(10 * MINUTE_MS + 1);
    const refusal = expectRefusal(
      await finishAuthorize(t, seller, { auth_code: amazon.approve(url).code, state }),
      400,
    );
    expect(refusal.code).toBe(10031);
    expect(refusal.msg).toContain('10 分钟');
    expect(amazon.exchangeCount).toBe(0);
  });

  it("refuses another seller's state and a state from another session of the same seller", async () => {
    const user = await createUser(t);
    const other = await loginAs(t, user);
    const { url, state } = await startAuthorize(t, other);
    const { code } = amazon.approve(url);
    expect(expectRefusal(await finishAuthorize(t, seller, { auth_code: code, state }), 400).code).toBe(10032);
    const secondSession = await loginAs(t, user);
    expect(expectRefusal(await finishAuthorize(t, secondSession, { auth_code: code, state }), 400).code).toBe(
      10032,
    );
    expect(
      expectRefusal(await finishAuthorize(t, seller, { auth_code: code, state: 'forged' }), 400).code,
    ).toBe(10032);
    expect(amazon.exchangeCount).toBe(0);
    // The rightful session still completes: the refusals did not spend the state.
    expectAnswerOf(SHOPS_CALLS.apiAuthorize, await finishAuthorize(t, other, { auth_code: code, state }));
  });

  it('answers 10031 for a spent Amazon code and 50018 when Amazon is unavailable', async () => {
    const spent = await startAuthorize(t, seller);
    const refusal = expectRefusal(
      await finishAuthorize(t, seller, { auth_code: 'ANunknown', state: spent.state }),
      400,
    );
    expect(refusal.code).toBe(10031);
    expect(refusal.msg).toContain('授权码');

    const down = await startAuthorize(t, seller);
    const code = amazon.approve(down.url).code;
    amazon.failWith = 'unavailable';
    const unavailable = expectRefusal(
      await finishAuthorize(t, seller, { auth_code: code, state: down.state }),
      503,
    );
    expect(unavailable.code).toBe(50018);
    expect(await shopsOf(seller)).toEqual([]);
  });

  it('keeps no token or verifier in plain text', async () => {
    const { url, state } = await startAuthorize(t, seller);
    const attempt = await t.database.db
      .selectFrom('shop_authorize_attempts')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(attempt.state_hash).not.toBe(state);
    expect(attempt.verifier_enc).toMatch(/^v1\./);
    await finishAuthorize(t, seller, { auth_code: amazon.approve(url).code, state });
    const rows = JSON.stringify(await t.database.db.selectFrom('shop_grants').selectAll().execute());
    expect(amazon.issuedSecrets().length).toBeGreaterThan(1);
    for (const secret of amazon.issuedSecrets()) {
      expect(rows).not.toContain(secret);
      expect(rows).not.toContain(secret.slice(5));
    }
    expect(rows).toContain(testShopCipher().currentKeyId);
  });

  it('re-linking the same profiles keeps the shops and moves them to the new grant', async () => {
    const first = (await linkShops(t, seller, amazon)).json<{ data: AuthorizeData }>().data.linked;
    t.clock.advance(3 * 24 * 60 * MINUTE_MS);
    const second = (await linkShops(t, seller, amazon)).json<{ data: AuthorizeData }>().data.linked;
    expect(second.map((shop) => shop.shop_id)).toEqual(first.map((shop) => shop.shop_id));
    expect(second.map((shop) => shop.status)).toEqual(['active', 'active']);
    const grants = await t.database.db.selectFrom('shop_grants').selectAll().execute();
    expect(grants).toHaveLength(1);
  });

  it('unlinks only your own shop and deletes the grant tokens when no shop uses them', async () => {
    const [us, ca] = (await linkShops(t, seller, amazon)).json<{ data: AuthorizeData }>().data.linked;
    const stranger = await loginAs(t, await createUser(t));
    const foreign = await injectCall(
      t.app,
      SHOPS_CALLS.unlinkShop,
      { shop_id: us?.shop_id },
      asBrowser(stranger),
    );
    expectRefusal(foreign, 404);

    const unlinkUs = await injectCall(
      t.app,
      SHOPS_CALLS.unlinkShop,
      { shop_id: us?.shop_id },
      asBrowser(seller),
    );
    expectAnswerOf(SHOPS_CALLS.unlinkShop, unlinkUs);
    expect(await t.database.db.selectFrom('shop_grants').selectAll().execute()).toHaveLength(1);
    expect((await shopsOf(seller)).map((shop) => shop.shop_id)).toEqual([ca?.shop_id]);

    await injectCall(t.app, SHOPS_CALLS.unlinkShop, { shop_id: ca?.shop_id }, asBrowser(seller));
    expect(await t.database.db.selectFrom('shop_grants').selectAll().execute()).toEqual([]);
    expect(await shopsOf(seller)).toEqual([]);
    const rows = await t.database.db.selectFrom('shops').select(['status', 'grant_id']).execute();
    expect(rows).toEqual([
      { status: 'unlinked', grant_id: null },
      { status: 'unlinked', grant_id: null },
    ]);
    const again = await injectCall(
      t.app,
      SHOPS_CALLS.unlinkShop,
      { shop_id: us?.shop_id },
      asBrowser(seller),
    );
    expectRefusal(again, 404);
  });

  it('forwards the Login with Amazon redirect to the console result page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/authorize-result?code=ANabc&state=xyz&scope=advertising%3A%3Acampaign_management&evil=1',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/#/authorize-result?code=ANabc&state=xyz&scope=advertising%3A%3Acampaign_management',
    );
    const denied = await t.app.inject({ method: 'GET', url: '/authorize-result?error=access_denied' });
    expect(denied.headers.location).toBe('/#/authorize-result?error=access_denied');
  });

  it('asks for a session and a marketplace of US or CA', async () => {
    expectRefusal(await injectCall(t.app, SHOPS_CALLS.authShopList), 401);
    const wrong = await injectCall(
      t.app,
      SHOPS_CALLS.shopAuthorizeUrl,
      { marketplace: 'JP' },
      asBrowser(seller),
    );
    expectRefusal(wrong, 400);
  });
});
