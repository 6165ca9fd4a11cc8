import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AdsApiError, isAdsApiError } from '../ads-api-errors';
import { createAmazonAdsGateway } from './amazon-ads-gateway';
import { BACKOFF_CAP_MS, MAX_THROTTLED_ATTEMPTS } from './retry-policy';
import { countingTokens, harness, json, TEST_CONFIG, type Script } from './scripted-fetch.test-support';

const KEYWORD = {
  campaignId: 'c',
  adGroupId: 'g',
  keywordText: 'soap',
  matchType: 'EXACT' as const,
  state: 'ENABLED' as const,
};
const EMPTY_PAGE = { keywords: [] };

function profileWith(script: Script, extra = {}) {
  const run = harness(script, extra);
  const tokens = countingTokens();
  const account = createAmazonAdsGateway(TEST_CONFIG, run.deps).connect(tokens);
  return { ...run, tokens, account, api: account.forProfile('3412221') };
}

async function failureOf(promise: Promise<unknown>): Promise<AdsApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AdsApiError)) throw new Error(`expected an AdsApiError, got ${String(error)}`);
  return error;
}

describe('Ads API requests', () => {
  it('sends the bearer token, client id, scope and the resource media type', async () => {
    const { api, requests } = profileWith(() => json(200, EMPTY_PAGE));
    await api.list('sp.keywords');
    const headers = requests[0]?.headers;
    expect(headers?.get('authorization')).toBe('Bearer Atza|access-1');
    expect(headers?.get('amazon-advertising-api-clientid')).toBe(TEST_CONFIG.clientId);
    expect(headers?.get('amazon-advertising-api-scope')).toBe('3412221');
    expect(headers?.get('content-type')).toBe('application/vnd.spKeyword.v3+json');
    expect(headers?.get('accept')).toBe('application/vnd.spKeyword.v3+json');
    expect(headers?.get('prefer')).toBeNull();
  });

  it('lists profiles without a Scope header and with ids as exact strings', async () => {
    const { account, requests } = profileWith(
      () =>
        new Response(
          '[{"profileId":3551289637498760,"countryCode":"US","currencyCode":"USD","timezone":"America/Los_Angeles",' +
            '"accountInfo":{"marketplaceStringId":"ATVPDKIKX0DER","id":"A3LUQZ2NBMFGO4","type":"seller","name":"Shop"}}]',
          { status: 200 },
        ),
    );
    const profiles = await account.listProfiles();
    expect(requests[0]?.url.pathname).toBe('/v2/profiles');
    expect(requests[0]?.headers.has('amazon-advertising-api-scope')).toBe(false);
    expect(profiles[0]?.profileId).toBe('3551289637498760');
    expect(profiles[0]?.accountInfo).toMatchObject({ id: 'A3LUQZ2NBMFGO4', type: 'seller' });
  });

  it('classifies an error body with its code, message and request id', async () => {
    const { api } = profileWith(() =>
      json(
        400,
        { code: 'INVALID_ARGUMENT', message: 'maxResults out of range' },
        { 'x-amzn-RequestId': 'REQ-1' },
      ),
    );
    const error = await failureOf(api.list('sp.campaigns'));
    expect(error.kind).toBe('badRequest');
    expect(error.details).toMatchObject({
      status: 400,
      code: 'INVALID_ARGUMENT',
      requestId: 'REQ-1',
      path: '/sp/campaigns/list',
    });
    expect(error.message).toContain('maxResults out of range');
  });

  it('waits as long as a 429 Retry-After says, in seconds or as an HTTP date', async () => {
    const date = new Date(1_700_000_000_000 + 7_000).toUTCString();
    const { api, sleeps, logs } = profileWith((_request, index) => {
      if (index === 0) return json(429, { code: 'THROTTLED' }, { 'Retry-After': '3' });
      if (index === 1) return json(429, { code: 'THROTTLED' }, { 'Retry-After': date });
      return json(200, EMPTY_PAGE);
    });
    await api.list('sp.keywords');
    expect(sleeps).toEqual([3_000, 7_000]);
    expect(logs.filter((entry) => entry.event === 'amazonAds.retry')).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain('Atza|');
  });

  it('backs off with full jitter when a 429 has no Retry-After', async () => {
    const { api, sleeps } = profileWith(
      (_request, index) => (index < 3 ? json(429, {}) : json(200, EMPTY_PAGE)),
      {
        random: () => 0.5,
      },
    );
    await api.list('sp.keywords');
    expect(sleeps).toEqual([500, 1_000, 2_000]);
  });

  it('outlasts a storm of 8 throttled answers within the stated backoff bound', async () => {
    const { api, sleeps } = profileWith(
      (_request, index) => (index < 8 ? json(429, {}) : json(200, EMPTY_PAGE)),
      {
        random: () => 0.999_999,
      },
    );
    await expect(api.list('sp.keywords')).resolves.toEqual([]);
    expect(sleeps).toHaveLength(8);
    expect(Math.max(...sleeps)).toBeLessThan(BACKOFF_CAP_MS);
    // 1+2+4+8+16+30+30+30 s is the ceiling of 8 full-jitter waits.
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(121_000);
  });

  it('gives up as throttled after the last attempt', async () => {
    const { api, requests } = profileWith(() => json(429, { code: 'THROTTLED' }));
    const error = await failureOf(api.list('sp.keywords'));
    expect(error.kind).toBe('throttled');
    expect(requests).toHaveLength(MAX_THROTTLED_ATTEMPTS);
  });

  it('passes a Retry-After longer than a minute on as throttled at once', async () => {
    const { api, requests, sleeps } = profileWith(() => json(429, {}, { 'Retry-After': '3600' }));
    expect((await failureOf(api.list('sp.keywords'))).kind).toBe('throttled');
    expect(requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('renews the token once after a 401 and repeats the call', async () => {
    const { api, requests, tokens } = profileWith((_request, index) =>
      index === 0 ? json(401, { code: 'UNAUTHORIZED', message: 'expired' }) : json(200, EMPTY_PAGE),
    );
    await api.list('sp.keywords');
    expect(tokens.renewals).toBe(1);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer Atza|access-1',
      'Bearer Atza|access-2',
    ]);
  });

  it('answers unauthorized when the renewed token is refused too', async () => {
    const { api, requests, tokens } = profileWith(() =>
      json(401, { code: 'UNAUTHORIZED', message: 'Not authorized to access scope' }),
    );
    const error = await failureOf(api.list('sp.keywords'));
    expect(error.kind).toBe('unauthorized');
    expect(tokens.renewals).toBe(1);
    expect(requests).toHaveLength(2);
  });

  it('does not repeat a create that failed with 500, and says it may have been applied', async () => {
    const { api, requests } = profileWith(() =>
      json(500, { code: 'INTERNAL_ERROR', message: 'Service Error' }),
    );
    const error = await failureOf(api.create('sp.keywords', [KEYWORD]));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('may have been applied');
    expect(requests).toHaveLength(1);
  });

  it('repeats an update that failed with 500', async () => {
    const { api, requests } = profileWith((_request, index) =>
      index === 0
        ? json(500, { code: 'INTERNAL_ERROR' })
        : json(207, { keywords: { success: [{ index: 0, keywordId: '1' }], error: [] } }),
    );
    const result = await api.update('sp.keywords', [{ keywordId: '1', bid: 0.5 }]);
    expect(result.success).toEqual([{ index: 0, id: '1' }]);
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'PUT']);
  });

  it('does not repeat a create whose connection failed, and sends nothing for an empty create', async () => {
    const { api, requests } = profileWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(api.create('sp.campaigns', [])).resolves.toEqual({ success: [], error: [] });
    expect(requests).toHaveLength(0);
    const error = await failureOf(
      api.create('sp.adGroups', [{ campaignId: 'c', name: 'AG', defaultBid: 1, state: 'ENABLED' }]),
    );
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('may have been applied');
    expect(requests).toHaveLength(1);
  });
});

describe('the per-attempt time limit', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('abandons a host that never answers and reports a timeout', async () => {
    const arrivals: number[] = [];
    server = createServer(() => arrivals.push(Date.now()));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const config = { ...TEST_CONFIG, apiHost: `http://127.0.0.1:${port}`, requestTimeoutMs: 100 };
    let attempts = 0;
    const run = harness(() => json(200, {}), {
      fetch: (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
    });
    const api = createAmazonAdsGateway(config, run.deps).connect(countingTokens()).forProfile('1');
    const started = Date.now();
    const error = await api.list('sp.campaigns').catch((thrown: unknown) => thrown);
    expect(isAdsApiError(error, 'timeout')).toBe(true);
    // A list is safe to repeat: 4 attempts, each abandoned after its own 100 ms.
    expect(attempts).toBe(4);
    expect(arrivals.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
