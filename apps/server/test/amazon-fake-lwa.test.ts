// The Amazon fake's Login with Amazon over real HTTP: consent page checks and choices, code exchange
// (single use, five minutes, redirect URI, PKCE, client credentials), refresh and revocation.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  TEST_SECURITY_PROFILE,
  ads,
  consent,
  consentUrl,
  linkAccount,
  manualNow,
  startTestFake,
  tokenRequest,
  type RunningAmazonFake,
  type Wire,
} from './helpers/amazon-fake';

let fake: RunningAmazonFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const INVALID_CODE = {
  error_description: 'The request has an invalid grant parameter : code',
  error: 'invalid_grant',
};

describe('Amazon fake: consent page', () => {
  it('shows a bilingual page with seller, vendor and cancel forms and escapes the state', async () => {
    fake = await startTestFake();
    const response = await fetch(consentUrl(fake, { state: '"><script>alert(1)</script>' }));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Seller account / 卖家账户');
    expect(html).toContain('Vendor account / 供应商账户');
    expect(html).toContain('Cancel / 取消');
    expect(html).toContain('method="post" action="oa/decision"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1");
  });

  it('refuses a redirect URI outside the security profile and an unknown client with a 400 page', async () => {
    fake = await startTestFake();
    const badRedirect = await fetch(consentUrl(fake, { redirect_uri: 'https://evil.example/cb' }));
    expect(badRedirect.status).toBe(400);
    expect(await badRedirect.text()).toContain('has not been whitelisted');
    const badClient = await fetch(consentUrl(fake, { client_id: 'amzn1.application-oa2-client.other' }));
    expect(badClient.status).toBe(400);
  });

  it('sends a wrong scope or response type back to the app as an OAuth error', async () => {
    fake = await startTestFake();
    const scope = await fetch(consentUrl(fake, { scope: 'profile', state: 's1' }), { redirect: 'manual' });
    const location = new URL(scope.headers.get('location') ?? '');
    expect(scope.status).toBe(302);
    expect(location.searchParams.get('error')).toBe('invalid_scope');
    expect(location.searchParams.get('state')).toBe('s1');
    const type = await fetch(consentUrl(fake, { response_type: 'token' }), { redirect: 'manual' });
    expect(new URL(type.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'unsupported_response_type',
    );
  });

  it('approves with a code and the scope, and cancels with access_denied', async () => {
    fake = await startTestFake();
    const approved = await consent(fake, 'seller', { state: 'abc' });
    expect(`${approved.origin}${approved.pathname}`).toBe(TEST_SECURITY_PROFILE.redirectUri);
    expect(approved.searchParams.get('code')).toMatch(/^AN/);
    expect(approved.searchParams.get('scope')).toBe('advertising::campaign_management');
    expect(approved.search).toContain('scope=advertising%3A%3Acampaign_management');
    expect(approved.searchParams.get('state')).toBe('abc');
    const cancelled = await consent(fake, 'cancel', { state: 'xyz' });
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.get('state')).toBe('xyz');
    expect(cancelled.searchParams.get('code')).toBeNull();
  });
});

describe('Amazon fake: token endpoint', () => {
  it('exchanges a code once for Atza/Atzr tokens with a PKCE verifier', async () => {
    fake = await startTestFake();
    const verifier = randomBytes(32).toString('base64url');
    const code = (await consent(fake, 'seller', { verifier })).searchParams.get('code') ?? '';
    const form = { grant_type: 'authorization_code', code, redirect_uri: TEST_SECURITY_PROFILE.redirectUri };
    const wrongVerifier = await tokenRequest(fake, { ...form, code_verifier: 'not-the-verifier' });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toEqual(INVALID_CODE);

    const fresh = (await consent(fake, 'seller', { verifier })).searchParams.get('code') ?? '';
    const first = await tokenRequest(fake, { ...form, code: fresh, code_verifier: verifier });
    const tokens = (await first.json()) as Wire;
    expect(first.status).toBe(200);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(tokens.access_token).toMatch(/^Atza\|/);
    expect(tokens.refresh_token).toMatch(/^Atzr\|/);
    const again = await tokenRequest(fake, { ...form, code: fresh, code_verifier: verifier });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_CODE);
  });

  it('refuses a code after five minutes, a different redirect URI and wrong client credentials', async () => {
    const clock = manualNow();
    fake = await startTestFake({ now: clock.now });
    const form = (code: string) => ({
      grant_type: 'authorization_code',
      code,
      redirect_uri: TEST_SECURITY_PROFILE.redirectUri,
    });
    const late = (await consent(fake, 'seller')).searchParams.get('code') ?? '';
    clock.advance(5 * 60_000 + 1);
    expect(await (await tokenRequest(fake, form(late))).json()).toEqual(INVALID_CODE);

    const code = (await consent(fake, 'seller')).searchParams.get('code') ?? '';
    const otherRedirect = await tokenRequest(fake, {
      ...form(code),
      redirect_uri: 'http://127.0.0.1/elsewhere',
    });
    expect(await otherRedirect.json()).toEqual(INVALID_CODE);
    const badSecret = await tokenRequest(fake, { ...form(code), client_secret: 'wrong' });
    expect(badSecret.status).toBe(401);
    expect(((await badSecret.json()) as Wire).error).toBe('invalid_client');
  });

  it('refreshes with the same refresh token; a revoked grant answers invalid_grant and its tokens stop working', async () => {
    fake = await startTestFake();
    const tokens = await linkAccount(fake);
    const refreshed = (await (
      await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })
    ).json()) as Wire;
    expect(refreshed.refresh_token).toBe(tokens.refresh_token);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await ads(fake, refreshed.access_token, '/v2/profiles')).status).toBe(200);

    const grant = fake.state.grantOfRefreshToken(tokens.refresh_token);
    fake.state.revokeGrant(grant?.grantId ?? '');
    const revoked = await tokenRequest(fake, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(revoked.status).toBe(400);
    expect(await revoked.json()).toEqual({
      error_description:
        "The request has an invalid grant parameter : refresh_token. User may have revoked or didn't grant the permission.",
      error: 'invalid_grant',
    });
    expect((await ads(fake, refreshed.access_token, '/v2/profiles')).status).toBe(401);
  });

  it('answers an expired access token with 401 until the client refreshes', async () => {
    const clock = manualNow();
    fake = await startTestFake({ now: clock.now });
    const tokens = await linkAccount(fake);
    clock.advance(3600_000);
    const expired = await ads(fake, tokens.access_token, '/v2/profiles');
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHORIZED');
    const refreshed = (await (
      await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })
    ).json()) as Wire;
    expect((await ads(fake, refreshed.access_token, '/v2/profiles')).status).toBe(200);
  });

  it('refuses other grant types and bodies that are not form-encoded', async () => {
    fake = await startTestFake();
    expect(((await (await tokenRequest(fake, { grant_type: 'password' })).json()) as Wire).error).toBe(
      'unsupported_grant_type',
    );
    const json = await fetch(`${fake.baseUrl}/auth/o2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token' }),
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as Wire).error).toBe('invalid_request');
  });
});
