// The Amazon fake's Reporting v3 over real HTTP (checks, 425 duplicates, PENDING → COMPLETED by the
// clock, gzip download, rows from the daily figures), its seeding API, persistence and the embedded app.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAmazonSandbox } from '../src/amazon/fake/amazon-sandbox-plugin';
import { addDays, calendarDayIn } from '@adplan/contracts';
import { plantSpCampaign, seedGrant } from '../src/amazon/fake/fake-seeding';
import {
  ads,
  downloadRows,
  linkAccount,
  manualNow,
  startTestFake,
  type RunningAmazonFake,
  type Wire,
} from './helpers/amazon-fake';
import { startTestApp, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

const REPORT_TYPE = 'application/vnd.createasyncreportrequest.v3+json';
let fake: RunningAmazonFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function seller(options: Parameters<typeof startTestFake>[0] = {}) {
  fake = await startTestFake(options);
  const token = (await linkAccount(fake)).access_token;
  const profiles = (await ads(fake, token, '/v2/profiles')).body;
  const us = String(profiles.find((each: Wire) => each.countryCode === 'US').profileId);
  return { fake, token, us };
}

function request(startDate: string, endDate: string, configuration: Record<string, unknown>) {
  return { name: 'test', startDate, endDate, configuration: { format: 'GZIP_JSON', ...configuration } };
}

const spCampaigns = (
  timeUnit = 'SUMMARY',
  columns = ['campaignId', 'impressions', 'clicks', 'cost', 'purchases7d', 'sales7d', 'startDate', 'endDate'],
) => ({
  adProduct: 'SPONSORED_PRODUCTS',
  reportTypeId: 'spCampaigns',
  groupBy: ['campaign'],
  timeUnit,
  columns,
});

describe('Amazon fake: Reporting v3', () => {
  it('checks range, look-back, columns per time unit and the media type', async () => {
    const clock = manualNow();
    const { fake, token, us } = await seller({ now: clock.now });
    const today = calendarDayIn(clock.now(), 'America/Los_Angeles');
    const post = (body: unknown, contentType = REPORT_TYPE) =>
      ads(fake, token, '/reporting/reports', { scope: us, contentType, body });
    const tooLong = await post(request(addDays(today, -40), addDays(today, -1), spCampaigns()));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('400');
    expect(tooLong.body.detail).toContain('31 days');
    expect((await post(request(addDays(today, -96), addDays(today, -70), spCampaigns()))).status).toBe(400);
    const sb = {
      adProduct: 'SPONSORED_BRANDS',
      reportTypeId: 'sbCampaigns',
      groupBy: ['campaign'],
      timeUnit: 'SUMMARY',
      columns: ['campaignId', 'impressions', 'startDate'],
    };
    expect((await post(request(addDays(today, -61), addDays(today, -40), sb))).status).toBe(400);
    expect((await post(request(addDays(today, -59), addDays(today, -40), sb))).status).toBe(200);
    const dailyWithStart = await post(
      request(addDays(today, -7), addDays(today, -1), spCampaigns('DAILY', ['campaignId', 'startDate'])),
    );
    expect(dailyWithStart.status).toBe(400);
    expect(
      (
        await post(
          request(addDays(today, -7), addDays(today, -1), spCampaigns('SUMMARY', ['campaignId', 'date'])),
        )
      ).status,
    ).toBe(400);
    expect(
      (await post(request(addDays(today, -7), addDays(today, -1), spCampaigns()), 'application/json')).status,
    ).toBe(415);
  });

  it('answers 425 naming the in-flight report, then PENDING → PROCESSING → COMPLETED with a gzip download', async () => {
    const clock = manualNow();
    const { fake, token, us } = await seller({
      now: clock.now,
      reportTiming: { pendingMs: 1000, processingMs: 2000 },
    });
    const today = calendarDayIn(clock.now(), 'America/Los_Angeles');
    const body = request(addDays(today, -30), addDays(today, -1), spCampaigns());
    const created = await ads(fake, token, '/reporting/reports', {
      scope: us,
      contentType: REPORT_TYPE,
      body,
    });
    expect(created.body).toMatchObject({ status: 'PENDING', url: null });
    const { reportId } = created.body;
    const duplicate = await ads(fake, token, '/reporting/reports', {
      scope: us,
      contentType: REPORT_TYPE,
      body,
    });
    expect(duplicate.status).toBe(425);
    expect(duplicate.body).toEqual({ code: '425', detail: `The Request is a duplicate of : ${reportId}` });
    const status = async () => (await ads(fake, token, `/reporting/reports/${reportId}`, { scope: us })).body;
    clock.advance(1500);
    expect((await status()).status).toBe('PROCESSING');
    clock.advance(1500);
    const done = await status();
    expect(done.status).toBe('COMPLETED');
    expect(done.url).toContain('X-Amz-Signature=');
    const rows = await downloadRows(done.url);
    const campaigns = (
      await ads(fake, token, '/sp/campaigns/list', {
        scope: us,
        contentType: 'application/vnd.spCampaign.v3+json',
        body: {},
      })
    ).body.campaigns;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(campaigns.length);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'campaignId',
      'clicks',
      'cost',
      'endDate',
      'impressions',
      'purchases7d',
      'sales7d',
      'startDate',
    ]);
    const totals = { clicks: 0, cost: 0 };
    for (const row of rows) {
      totals.clicks += Number(row.clicks);
      totals.cost += Number(row.cost);
    }
    const cpc = totals.cost / totals.clicks;
    expect(cpc).toBeGreaterThan(0.3);
    expect(cpc).toBeLessThan(6);
    expect((await fetch(done.url.replace(/X-Amz-Signature=[0-9a-f]+/, 'X-Amz-Signature=00'))).status).toBe(
      403,
    );
    clock.advance(2 * 3600_000);
    expect((await fetch(done.url)).status).toBe(403);
  });

  it('computes search-term rows with at least one click and placement rows from the daily figures', async () => {
    const { fake, token, us } = await seller();
    const today = calendarDayIn(Date.now(), 'America/Los_Angeles');
    const run = async (configuration: Record<string, unknown>) => {
      const created = await ads(fake, token, '/reporting/reports', {
        scope: us,
        contentType: REPORT_TYPE,
        body: request(addDays(today, -14), addDays(today, -1), configuration),
      });
      const done = (await ads(fake, token, `/reporting/reports/${created.body.reportId}`, { scope: us }))
        .body;
      return downloadRows(done.url);
    };
    const terms = await run({
      adProduct: 'SPONSORED_PRODUCTS',
      reportTypeId: 'spSearchTerm',
      groupBy: ['searchTerm'],
      timeUnit: 'SUMMARY',
      columns: ['searchTerm', 'keywordId', 'matchType', 'clicks', 'cost', 'purchases7d'],
    });
    expect(terms.length).toBeGreaterThan(10);
    expect(terms.every((row) => Number(row.clicks) >= 1)).toBe(true);
    expect(terms.some((row) => /^b0[a-z0-9]{8}$/.test(String(row.searchTerm)))).toBe(true);
    const placements = await run({
      adProduct: 'SPONSORED_PRODUCTS',
      reportTypeId: 'spCampaigns',
      groupBy: ['campaignPlacement'],
      timeUnit: 'SUMMARY',
      columns: ['campaignId', 'placementClassification', 'clicks', 'cost'],
    });
    expect(new Set(placements.map((row) => row.placementClassification))).toEqual(
      new Set(['Top of Search on-Amazon', 'Other on-Amazon', 'Detail Page on-Amazon']),
    );
    const daily = await run({
      adProduct: 'SPONSORED_BRANDS',
      reportTypeId: 'sbTargeting',
      groupBy: ['targeting'],
      timeUnit: 'DAILY',
      columns: ['date', 'keywordId', 'keywordText', 'impressions', 'purchases', 'sales', 'unitsSold'],
    });
    expect(new Set(daily.map((row) => row.date)).size).toBe(14);
  });

  it('reports exactly the planted figures of a seeded campaign', async () => {
    const clock = manualNow();
    fake = await startTestFake({ now: clock.now });
    const { grant, tokens } = seedGrant(fake.state, 'seller');
    const profileId = grant.profileIds[0] as string;
    const today = calendarDayIn(clock.now(), 'America/Los_Angeles');
    const day = addDays(today, -5);
    const planted = plantSpCampaign(fake.state, profileId, {
      name: 'Planted',
      keywords: [
        {
          text: 'planted term',
          matchType: 'EXACT',
          bid: 1.2,
          days: [{ date: day, impressions: 1000, clicks: 20, cost: 30, purchases: 2, sales: 50 }],
        },
      ],
    });
    const created = await ads(fake, tokens.access_token, '/reporting/reports', {
      scope: profileId,
      contentType: REPORT_TYPE,
      body: request(addDays(today, -7), addDays(today, -1), {
        adProduct: 'SPONSORED_PRODUCTS',
        reportTypeId: 'spTargeting',
        groupBy: ['targeting'],
        timeUnit: 'SUMMARY',
        columns: [
          'keywordId',
          'keyword',
          'impressions',
          'clicks',
          'cost',
          'costPerClick',
          'purchases7d',
          'sales7d',
          'acosClicks7d',
        ],
      }),
    });
    const done = (
      await ads(fake, tokens.access_token, `/reporting/reports/${created.body.reportId}`, {
        scope: profileId,
      })
    ).body;
    const row = (await downloadRows(done.url)).find(
      (each) => String(each.keywordId) === planted.keywordIds[0],
    );
    expect(row).toEqual({
      keywordId: Number(planted.keywordIds[0]),
      keyword: 'planted term',
      impressions: 1000,
      clicks: 20,
      cost: 30,
      costPerClick: 1.5,
      purchases7d: 2,
      sales7d: 50,
      acosClicks7d: 60,
    });
  });
});

describe('Amazon fake: persistence', () => {
  it('writes its state atomically and a new sandbox over the file keeps grants and created campaigns', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adplan-amazon-'));
    try {
      const file = join(dir, 'amazon-sandbox.json');
      const security = { clientId: 'c', clientSecret: 's', redirectUri: 'http://127.0.0.1/r' };
      const first = createAmazonSandbox({ security, persistFile: file });
      const { grant } = seedGrant(first.store);
      plantSpCampaign(first.store, grant.profileIds[0] as string, { name: 'Kept', keywords: [] });
      first.close();
      expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(1);
      const second = createAmazonSandbox({ security, persistFile: file });
      expect(second.store.grantOfRefreshToken(grant.refreshToken)?.grantId).toBe(grant.grantId);
      const names = second.store
        .profile(grant.profileIds[0] as string)
        ?.sp.campaigns.map((each) => each.name);
      expect(names).toContain('Kept');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeEachDatabase('Amazon sandbox inside the app', (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('serves the consent call, the consent page and the token endpoint under /api/sandbox/amazon without a session', async () => {
    t = await startTestApp(target);
    const { amazonAds } = t.config;
    const consent = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/amazon/consent',
      payload: { state: 'st-1', account_type: 'seller' },
    });
    expect(consent.statusCode).toBe(200);
    const redirect = new URL(consent.json().data.redirect_url);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(amazonAds.redirectUri);
    expect(redirect.searchParams.get('state')).toBe('st-1');
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/amazon/auth/o2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: redirect.searchParams.get('code') ?? '',
        redirect_uri: amazonAds.redirectUri,
        client_id: amazonAds.clientId,
        client_secret: amazonAds.clientSecret,
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
    const profiles = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/amazon/ads/v2/profiles',
      headers: {
        authorization: `Bearer ${token.json().access_token}`,
        'amazon-advertising-api-clientid': amazonAds.clientId,
      },
    });
    expect(profiles.json()).toHaveLength(2);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/amazon/ap/oa?${new URLSearchParams({ client_id: amazonAds.clientId, scope: 'advertising::campaign_management', response_type: 'code', redirect_uri: amazonAds.redirectUri, state: 'st-2' })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('卖家账户');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/amazon/consent',
      payload: { state: '', account_type: 'agency' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.fields).toHaveProperty('account_type');
  });
});
