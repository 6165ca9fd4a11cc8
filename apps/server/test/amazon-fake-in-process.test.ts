// The Amazon fake in process, as the server tests use it: the real client over app.inject against a
// planted account, planted report rows served by window and columns, and the fault switches tests plant a
// step's failure with (refused items, a lost answer, a 403, Login with Amazon down).
import { describe, expect, it } from 'vitest';
import { isAdsApiError } from '../src/amazon/ads-api-errors';
import { approvePlanted, plantAccount } from '../src/amazon/fake/fake-seeding';
import { plantedReportKey } from '../src/amazon/fake/fake-state';
import { createInProcessAmazonFake } from '../src/amazon/fake/in-process-fake';

const NOW = Date.parse('2025-03-20T20:00:00Z');
const CAMPAIGN = {
  campaignId: '101',
  name: 'Planted',
  targetingType: 'MANUAL',
  state: 'ENABLED',
  startDate: '2025-01-01',
  budget: { budgetType: 'DAILY', budget: 20 },
};
const AD_GROUP = { adGroupId: '1011', campaignId: '101', name: 'group', state: 'ENABLED', defaultBid: 1 };

function plantedFake() {
  const fake = createInProcessAmazonFake({ now: () => NOW });
  const profile = plantAccount(fake.store, {
    profileId: '3100000000000001',
    sp: { campaigns: [CAMPAIGN], adGroups: [AD_GROUP] },
    reportRows: {
      [plantedReportKey('spCampaigns', ['campaign'])]: [
        { date: '2025-03-01', campaignId: 101, clicks: 4, cost: 2.5 },
        { date: '2025-03-18', campaignId: 101, clicks: 9, cost: 7 },
      ],
    },
  });
  return { fake, profile, api: fake.profileApi('3100000000000001') };
}

const keyword = (keywordText: string) => ({
  campaignId: '101',
  adGroupId: '1011',
  keywordText,
  matchType: 'EXACT' as const,
  state: 'ENABLED' as const,
  bid: 1,
});

describe('Amazon fake in process', () => {
  it('serves the planted account through the real client, with the fake’s rules for writes', async () => {
    const { api, profile } = plantedFake();
    expect(await api.list('sp.campaigns')).toMatchObject([{ campaignId: '101', name: 'Planted' }]);
    const created = await api.create('sp.keywords', [
      keyword('oak board'),
      { ...keyword('too low'), bid: 0.01 },
    ]);
    expect(created.success.map((item) => item.index)).toEqual([0]);
    expect(created.error[0]?.errors[0]).toMatchObject({ errorType: 'rangeError', reason: 'TOO_LOW' });
    expect(profile.sp.keywords).toHaveLength(1);
  });

  it('serves planted report rows inside the window, with the requested columns only', async () => {
    const { api } = plantedFake();
    const rows = await api.runReport(
      {
        startDate: '2025-02-20',
        endDate: '2025-03-10',
        adProduct: 'SPONSORED_PRODUCTS',
        reportTypeId: 'spCampaigns',
        groupBy: ['campaign'],
        columns: ['campaignId', 'clicks', 'impressions'],
        timeUnit: 'SUMMARY',
      },
      { timeoutMs: 60_000 },
    );
    // The client reads ids as exact text, as it does Amazon's.
    expect(rows).toEqual([{ campaignId: '101', clicks: 4, impressions: null }]);
  });

  it('refuses a chosen item, loses a carried-out answer and refuses a view-only user when told', async () => {
    const { api, fake, profile } = plantedFake();
    fake.faults.refuseItems(
      (item) => item['keywordText'] === 'refused',
      { errorType: 'biddingError', reason: 'BID_GT_BUDGET', message: 'Bid above budget' },
      { path: '/sp/keywords' },
    );
    const refused = await api.create('sp.keywords', [keyword('kept'), keyword('refused')]);
    expect(refused.success.map((item) => item.index)).toEqual([0]);
    expect(refused.error[0]).toMatchObject({ index: 1, errors: [{ reason: 'BID_GT_BUDGET' }] });

    fake.faults.loseNextAnswer('/sp/keywords');
    const lost = await api.create('sp.keywords', [keyword('carried out')]).catch((error: unknown) => error);
    expect(isAdsApiError(lost, 'unavailable')).toBe(true);
    expect(profile.sp.keywords.map((record) => record['keywordText'])).toContain('carried out');

    fake.faults.failNextRequests(10, { path: '/list', status: 403 });
    const denied = await api.list('sp.campaigns').catch((error: unknown) => error);
    expect(isAdsApiError(denied, 'unauthorized')).toBe(true);
  });

  it('answers a consent with the planted profiles, and fails token requests while Login with Amazon is down', async () => {
    const fake = createInProcessAmazonFake({ now: () => NOW });
    const consent = fake.gateway.lwa.consentUrl({ state: 'state-1', codeChallenge: 'x'.repeat(43) });
    const { code } = approvePlanted(fake.store, consent, [
      { profileId: '1003', countryCode: 'UK', name: 'Boards UK' },
      { profileId: '2001', countryCode: 'US', accountType: 'agency' },
    ]);
    fake.faults.failNextTokenRequests(100);
    const down = await fake.gateway.lwa.exchangeCode(code, 'verifier').catch((error: unknown) => error);
    expect(isAdsApiError(down, 'unavailable')).toBe(true);
    expect(fake.faults.requests.at(-1)).toMatchObject({
      path: '/auth/o2/token',
      grantType: 'authorization_code',
    });
    expect(fake.store.profilesOf(Object.keys(fake.store.state.grants)[0] ?? '')).toMatchObject([
      {
        profile: {
          countryCode: 'UK',
          currencyCode: 'GBP',
          accountInfo: { name: 'Boards UK', type: 'seller' },
        },
      },
      { profile: { countryCode: 'US', accountInfo: { name: 'Shop 2001', type: 'agency' } } },
    ]);
  });
});
