// Linking a shop in sandbox mode returns the seller to the host they opened the console on (127.0.0.1 is
// what the server log prints): the session cookie is host-bound, so a return to `localhost` lost it. A
// configured public address still wins.
import { SHOPS_CALLS } from '@adplan/contracts';
import { afterEach, expect, it } from 'vitest';
import { sha256Hex } from '../src/lib/secure-random';
import { expectAnswerOf, injectCall } from './helpers/call-answers';
import { createAmazonSandbox } from '../src/amazon/fake/amazon-sandbox-plugin';
import { adsProfile, LinkingAmazon } from './helpers/linking-amazon';
import { linkShops, testShopCipher } from './helpers/shop-calls';
import { describeEachDatabase } from './helpers/test-database';
import { asBrowser, createUser, loginAs, startTestApp, testConfig, type TestApp } from './helpers/test-app';

const SELLER_HOST = '127.0.0.1:3000';

describeEachDatabase('the shop consent returns to the host the seller used', (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function startOn(app: TestApp, host: string) {
    const seller = await loginAs(app, await createUser(app));
    const browser = asBrowser(seller);
    const parts = { ...browser, headers: { ...browser.headers, host } };
    const response = await injectCall(app.app, SHOPS_CALLS.shopAuthorizeUrl, { marketplace: 'US' }, parts);
    expectAnswerOf(SHOPS_CALLS.shopAuthorizeUrl, response);
    return { ...response.json<{ data: { url: string; state: string } }>().data };
  }

  it('sends consent and return to 127.0.0.1 when the console was opened there, and the sandbox accepts that address', async () => {
    t = await startTestApp(target, {}, undefined, { shopTokenCipher: testShopCipher() });
    const app = t;
    const { url, state } = await startOn(app, SELLER_HOST);
    const consent = new URL(url);
    expect(consent.origin).toBe(`http://${SELLER_HOST}`);
    expect(consent.searchParams.get('redirect_uri')).toBe(`http://${SELLER_HOST}/authorize-result`);

    const page = await app.app.inject({ method: 'GET', url: `${consent.pathname}${consent.search}` });
    expect(page.statusCode).toBe(200);
    const approved = await app.app.inject({
      method: 'POST',
      url: '/api/sandbox/amazon/consent',
      payload: { state, account_type: 'seller' },
    });
    const back = new URL(approved.json<{ data: { redirect_url: string } }>().data.redirect_url);
    expect(back.origin).toBe(`http://${SELLER_HOST}`);

    // The code exchange names the same return address, which the sandbox's LwA accepts.
    const { amazonAds } = app.config;
    const attempt = await app.database.db
      .selectFrom('shop_authorize_attempts')
      .selectAll()
      .where('state_hash', '=', sha256Hex(state))
      .executeTakeFirstOrThrow();
    const verifier = testShopCipher().open(
      attempt.verifier_enc,
      attempt.key_id,
      `shop-attempt:${attempt.state_hash}`,
    );
    const token = await app.app.inject({
      method: 'POST',
      url: '/api/sandbox/amazon/auth/o2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        code_verifier: verifier,
        redirect_uri: `http://${SELLER_HOST}/authorize-result`,
        client_id: amazonAds.clientId,
        client_secret: amazonAds.clientSecret,
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
  });

  it('keeps the configured public address whatever host the request named', async () => {
    t = await startTestApp(target, {
      amazonAds: {
        ...testConfig().amazonAds,
        redirectUri: 'https://adplan.example/authorize-result',
        followRequestHost: false,
      },
    });
    const { url } = await startOn(t, SELLER_HOST);
    expect(new URL(url).searchParams.get('redirect_uri')).toBe('https://adplan.example/authorize-result');
  });
});

describeEachDatabase('a sandbox seller approved as linked two days ago', (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is usable at once, while a plain sandbox seller still waits two days', async () => {
    const sandbox = createAmazonSandbox({
      security: { clientId: 'c', clientSecret: 's', redirectUri: 'http://localhost/authorize-result' },
    });
    const consent = { redirectUri: 'http://localhost/authorize-result', codeChallenge: null };
    sandbox.store.approve({ ...consent, state: 'ready' }, 'seller', true);
    sandbox.store.approve({ ...consent, state: 'plain' }, 'seller');
    const [ready, plain] = Object.values(sandbox.store.state.grants).map(
      (grant) => grant.profileIds[0] ?? '',
    );
    let now = () => 0;
    const amazon = new LinkingAmazon({ now: () => now() });
    amazon.profiles = [adsProfile(ready ?? '', 'US', 'seller', 'Ready'), adsProfile(plain ?? '', 'CA')];
    t = await startTestApp(target, {}, undefined, {
      shopTokenCipher: testShopCipher(),
      amazonAds: amazon.gateway,
      amazonSandbox: sandbox,
    });
    const app = t;
    now = () => app.clock.now();
    const seller = await loginAs(app, await createUser(app));
    const response = await linkShops(app, seller, amazon);
    expectAnswerOf(SHOPS_CALLS.apiAuthorize, response);
    const linked = response.json<{ data: { linked: Array<{ shop_name: string; status: string }> } }>().data
      .linked;
    expect(linked.map((shop) => [shop.shop_name, shop.status])).toEqual([
      ['Ready', 'active'],
      ['Shop ' + (plain ?? ''), 'pending'],
    ]);
  });
});
