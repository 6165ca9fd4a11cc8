import { describe, expect, it } from 'vitest';
import { isAdsApiError } from '../ads-api-errors';
import { createAmazonAdsGateway } from './amazon-ads-gateway';
import { harness, json, TEST_CONFIG, type Script } from './scripted-fetch.test-support';

const TOKENS = {
  access_token: 'Atza|new',
  refresh_token: 'Atzr|kept',
  token_type: 'bearer',
  expires_in: 3600,
};

function lwaWith(script: Script) {
  const run = harness(script);
  return { ...run, lwa: createAmazonAdsGateway(TEST_CONFIG, run.deps).lwa };
}

describe('Login with Amazon client', () => {
  it('builds the consent URL with the client, scope, redirect, state and S256 challenge', () => {
    const { lwa } = lwaWith(() => json(200, TOKENS));
    const url = new URL(lwa.consentUrl({ state: 'state-123', codeChallenge: 'challenge-abc' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.amazon.com/ap/oa');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: TEST_CONFIG.clientId,
      scope: 'advertising::campaign_management',
      response_type: 'code',
      redirect_uri: TEST_CONFIG.redirectUri,
      state: 'state-123',
      code_challenge: 'challenge-abc',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges a code with a form-encoded POST and dates the expiry from now', async () => {
    const { lwa, requests } = lwaWith(() => json(200, TOKENS));
    const tokens = await lwa.exchangeCode('ANcode', 'verifier-1');
    expect(tokens).toEqual({
      accessToken: 'Atza|new',
      refreshToken: 'Atzr|kept',
      expiresAt: 1_700_000_000_000 + 3_600_000,
    });
    const [request] = requests;
    expect(request?.url.toString()).toBe(TEST_CONFIG.tokenUrl);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'ANcode',
      code_verifier: 'verifier-1',
      redirect_uri: TEST_CONFIG.redirectUri,
      client_id: TEST_CONFIG.clientId,
      client_secret: TEST_CONFIG.clientSecret,
    });
  });

  it('follows the origin the seller used only when the config says so (sandbox without a public address)', async () => {
    const origin = 'http://127.0.0.1:3000';
    const followed = harness(() => json(200, TOKENS));
    const sandboxConfig = {
      ...TEST_CONFIG,
      authorizeUrl: 'http://localhost:3000/api/sandbox/amazon/ap/oa',
      redirectUri: 'http://localhost:3000/authorize-result',
      followRequestHost: true,
    };
    const lwa = createAmazonAdsGateway(sandboxConfig, followed.deps).lwa;
    const consent = new URL(lwa.consentUrl({ state: 's', codeChallenge: 'c', origin }));
    expect(`${consent.origin}${consent.pathname}`).toBe(`${origin}/api/sandbox/amazon/ap/oa`);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${origin}/authorize-result`);
    await lwa.exchangeCode('ANcode', 'v', origin);
    expect(new URLSearchParams(followed.requests[0]?.body).get('redirect_uri')).toBe(
      `${origin}/authorize-result`,
    );

    // A configured address is kept, and a value that is not a bare origin is never followed.
    const fixed = lwaWith(() => json(200, TOKENS)).lwa;
    expect(new URL(fixed.consentUrl({ state: 's', codeChallenge: 'c', origin })).origin).toBe(
      'https://www.amazon.com',
    );
    const odd = new URL(lwa.consentUrl({ state: 's', codeChallenge: 'c', origin: 'http://evil/x?' }));
    expect(odd.searchParams.get('redirect_uri')).toBe(sandboxConfig.redirectUri);
  });

  it('refreshes with the refresh token and keeps it when Amazon does not send one back', async () => {
    const { lwa, requests } = lwaWith(() => json(200, { access_token: 'Atza|fresh', expires_in: 60 }));
    const tokens = await lwa.refresh('Atzr|old');
    expect(tokens).toEqual({
      accessToken: 'Atza|fresh',
      refreshToken: 'Atzr|old',
      expiresAt: 1_700_000_060_000,
    });
    expect(new URLSearchParams(requests[0]?.body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(requests[0]?.body).get('refresh_token')).toBe('Atzr|old');
  });

  it('maps invalid_grant to invalidGrant without retrying', async () => {
    const { lwa, requests } = lwaWith(() =>
      json(400, {
        error: 'invalid_grant',
        error_description: 'The request has an invalid grant parameter : refresh_token',
      }),
    );
    const failure = await lwa.refresh('Atzr|revoked').catch((error: unknown) => error);
    expect(isAdsApiError(failure, 'invalidGrant')).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('maps other 4xx answers to badRequest', async () => {
    const { lwa } = lwaWith(() =>
      json(401, { error: 'invalid_client', error_description: 'Client authentication failed' }),
    );
    const failure = await lwa.exchangeCode('ANcode', 'v').catch((error: unknown) => error);
    expect(isAdsApiError(failure, 'badRequest')).toBe(true);
  });

  it('retries 5xx and network failures, then gives up as unavailable', async () => {
    const { lwa, requests, sleeps } = lwaWith((_request, index) => {
      if (index === 0) throw new TypeError('fetch failed');
      return json(503, { error: 'server_error' });
    });
    const failure = await lwa.refresh('Atzr|x').catch((error: unknown) => error);
    expect(isAdsApiError(failure, 'unavailable')).toBe(true);
    expect(requests).toHaveLength(4);
    expect(sleeps).toHaveLength(3);
  });

  it('succeeds when a retry after a 500 gets the tokens', async () => {
    const { lwa, requests } = lwaWith((_request, index) => (index === 0 ? json(500, {}) : json(200, TOKENS)));
    await expect(lwa.refresh('Atzr|kept')).resolves.toMatchObject({ accessToken: 'Atza|new' });
    expect(requests).toHaveLength(2);
  });
});
