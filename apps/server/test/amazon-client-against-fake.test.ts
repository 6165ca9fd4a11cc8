// The real Amazon client against the local fake over HTTP: the two were written from the same reference
// by different hands, so this is where their wire formats must agree — consent with PKCE, the code
// exchange, profiles, SP v3 writes with a partial failure, paging, SB lists, a report run, a 429 storm and
// an expired access token renewed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenSource, AdsProfileApi, LwaTokens } from '../src/amazon/ads-api';
import { isAdsApiError } from '../src/amazon/ads-api-errors';
import { createAmazonAdsGateway } from '../src/amazon/client/amazon-ads-gateway';
import { codeChallengeS256, createCodeVerifier } from '../src/amazon/client/pkce';
import { loadConfig } from '../src/config/config';
import {
  amazonFakeUrls,
  startTestFake,
  TEST_SECURITY_PROFILE,
  type RunningAmazonFake,
} from './helpers/amazon-fake';

let fake: RunningAmazonFake;
const sleeps: number[] = [];

function gateway() {
  const config = {
    ...loadConfig({}).amazonAds,
    ...amazonFakeUrls(fake.baseUrl),
    clientId: TEST_SECURITY_PROFILE.clientId,
    clientSecret: TEST_SECURITY_PROFILE.clientSecret,
    redirectUri: TEST_SECURITY_PROFILE.redirectUri,
    requestTimeoutMs: 5_000,
  };
  // Backoff is recorded, not waited for: the storm test asserts the delays instead of sleeping them.
  return createAmazonAdsGateway(config, { sleep: async (ms) => void sleeps.push(ms) });
}

/** Walks the consent page the way a browser does and answers the redirect's code. */
async function consentAsSeller(url: string): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const state = new URL(url).searchParams.get('state') ?? '';
  const decision = await fetch(`${fake.baseUrl}/ap/oa/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision: 'seller' }).toString(),
    redirect: 'manual',
  });
  const location = new URL(decision.headers.get('location') ?? '');
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code') ?? '';
}

function tokenSource(initial: LwaTokens): AccessTokenSource & { renewals: number } {
  let tokens = initial;
  const lwa = gateway().lwa;
  return {
    renewals: 0,
    current: async () => tokens.accessToken,
    async renew() {
      this.renewals += 1;
      tokens = await lwa.refresh(tokens.refreshToken);
      return tokens.accessToken;
    },
  };
}

let tokens: ReturnType<typeof tokenSource>;
let us: AdsProfileApi;

beforeAll(async () => {
  fake = await startTestFake();
  const client = gateway();
  const verifier = createCodeVerifier();
  const url = client.lwa.consentUrl({ state: 'state-abc', codeChallenge: codeChallengeS256(verifier) });
  const code = await consentAsSeller(url);
  tokens = tokenSource(await client.lwa.exchangeCode(code, verifier));
  const account = client.connect(tokens);
  const profiles = await account.listProfiles();
  const profile = profiles.find((item) => item.countryCode === 'US');
  if (!profile) throw new Error('the seller grant has no US profile');
  us = account.forProfile(profile.profileId);
});

afterAll(() => fake.close());

describe('the real client against the Amazon fake', () => {
  it('links a seller grant: PKCE exchange, then two seller profiles in US and CA', async () => {
    const profiles = await gateway().connect(tokens).listProfiles();
    expect(profiles.map((profile) => [profile.countryCode, profile.accountInfo.type]).sort()).toEqual([
      ['CA', 'seller'],
      ['US', 'seller'],
    ]);
    expect(profiles.every((profile) => profile.timezone === 'America/Los_Angeles')).toBe(true);
  });

  it('refuses a spent code as invalidGrant', async () => {
    const client = gateway();
    const verifier = createCodeVerifier();
    const code = await consentAsSeller(
      client.lwa.consentUrl({ state: 'state-spent', codeChallenge: codeChallengeS256(verifier) }),
    );
    await client.lwa.exchangeCode(code, verifier);
    await expect(client.lwa.exchangeCode(code, verifier)).rejects.toSatisfy((error) =>
      isAdsApiError(error, 'invalidGrant'),
    );
  });

  it('lists the seeded account and creates a campaign tree with a per-item failure kept by index', async () => {
    const campaigns = await us.list('sp.campaigns');
    expect(campaigns.length).toBeGreaterThan(10);
    expect(new Set(campaigns.map((campaign) => campaign.campaignId)).size).toBe(campaigns.length);

    const created = await us.create('sp.campaigns', [
      {
        name: 'AdPlan integration campaign',
        targetingType: 'MANUAL',
        state: 'ENABLED',
        budget: { budgetType: 'DAILY', budget: 30 },
        dynamicBidding: { strategy: 'LEGACY_FOR_SALES' },
      },
    ]);
    expect(created.error).toEqual([]);
    const campaignId = created.success[0]?.id ?? '';
    const adGroups = await us.create('sp.adGroups', [
      { campaignId, name: 'exact', defaultBid: 0.8, state: 'ENABLED' },
    ]);
    const adGroupId = adGroups.success[0]?.id ?? '';

    fake.sandbox.faults.failNextItems([1], { path: '/ads/sp/keywords' });
    const keywords = await us.create('sp.keywords', [
      {
        campaignId,
        adGroupId,
        keywordText: 'bamboo cutting board',
        matchType: 'EXACT',
        state: 'ENABLED',
        bid: 0.9,
      },
      {
        campaignId,
        adGroupId,
        keywordText: 'wood cutting board',
        matchType: 'EXACT',
        state: 'ENABLED',
        bid: 0.7,
      },
    ]);
    expect(keywords.success.map((item) => item.index)).toEqual([0]);
    expect(keywords.error.map((item) => item.index)).toEqual([1]);
    expect(keywords.error[0]?.errors[0]?.errorType).toBeTruthy();

    const keywordId = keywords.success[0]?.id ?? '';
    const updated = await us.update('sp.keywords', [{ keywordId, bid: 1.25 }]);
    expect(updated.error).toEqual([]);
    const [readBack] = await us.list('sp.keywords', { ids: [keywordId] });
    expect(readBack?.bid).toBe(1.25);

    const archived = await us.archive('sp.campaigns', [campaignId]);
    expect(archived.success.map((item) => item.id)).toEqual([campaignId]);
    const [after] = await us.list('sp.campaigns', { ids: [campaignId] });
    expect(after?.state).toBe('ARCHIVED');
  });

  it('reads SB campaigns and runs an SP report to its gzipped rows', async () => {
    const sb = await us.list('sb.campaigns');
    expect(sb.length).toBeGreaterThan(0);
    const today = new Date(fake.state.now()).toISOString().slice(0, 10);
    const start = new Date(Date.parse(today) - 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(today) - 4 * 86_400_000).toISOString().slice(0, 10);
    const rows = await us.runReport(
      {
        startDate: start,
        endDate: end,
        adProduct: 'SPONSORED_PRODUCTS',
        reportTypeId: 'spCampaigns',
        groupBy: ['campaign'],
        columns: ['campaignId', 'impressions', 'clicks', 'cost', 'purchases7d', 'sales7d', 'date'],
        timeUnit: 'DAILY',
      },
      { timeoutMs: 10_000, pollIntervalMs: 1 },
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => typeof row.clicks === 'number' && typeof row.date === 'string')).toBe(true);
  });

  it('survives a storm of 429s without Retry-After by backing off, then succeeds', async () => {
    sleeps.length = 0;
    fake.sandbox.faults.throttleNext(6, { path: '/ads/sp/campaigns/list', retryAfterSeconds: null });
    const campaigns = await us.list('sp.campaigns');
    expect(campaigns.length).toBeGreaterThan(0);
    expect(sleeps).toHaveLength(6);
    expect(sleeps.every((ms) => ms >= 0 && ms <= 30_000)).toBe(true);
  });

  it('renews an expired access token once and carries on', async () => {
    const before = tokens.renewals;
    fake.state.expireAccessTokens();
    const campaigns = await us.list('sp.campaigns');
    expect(campaigns.length).toBeGreaterThan(0);
    expect(tokens.renewals).toBe(before + 1);
  });
});
