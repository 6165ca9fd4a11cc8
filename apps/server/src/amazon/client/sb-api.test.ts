import { describe, expect, it } from 'vitest';
import { createAmazonAdsGateway } from './amazon-ads-gateway';
import {
  bodyOf,
  countingTokens,
  harness,
  json,
  TEST_CONFIG,
  type Script,
} from './scripted-fetch.test-support';
import { sbCampaignRecord, sbKeywordJson } from './entity-fixtures.test-support';

function sbWith(script: Script) {
  const run = harness(script);
  const api = createAmazonAdsGateway(TEST_CONFIG, run.deps).connect(countingTokens()).forProfile('77');
  return { ...run, api };
}

const SB_CAMPAIGN = {
  name: 'SBV - Brand X',
  state: 'ENABLED' as const,
  budget: 10,
  budgetType: 'DAILY' as const,
  brandEntityId: 'ENTITY1GY02L4M2U9FK',
};

describe('Sponsored Brands v4', () => {
  it('creates campaigns 10 per call with the SB v4 media type and re-numbers the results', async () => {
    const { api, requests } = sbWith((request) => {
      const batch = bodyOf(request).campaigns as unknown[];
      return json(207, {
        campaigns: {
          success: batch.map((_item, index) => ({ index, campaignId: `sb-${index}` })),
          error: [],
        },
      });
    });
    const items = Array.from({ length: 23 }, (_, index) => ({ ...SB_CAMPAIGN, name: `SBV ${index}` }));
    const result = await api.create('sb.campaigns', items);
    expect(requests.map((request) => (bodyOf(request).campaigns as unknown[]).length)).toEqual([10, 10, 3]);
    expect(requests[0]?.url.pathname).toBe('/sb/v4/campaigns');
    expect(requests[0]?.headers.get('content-type')).toBe('application/vnd.sbcampaignresource.v4+json');
    expect(requests[0]?.headers.get('accept')).toBe('application/vnd.sbcampaignresource.v4+json');
    expect(requests[0]?.headers.get('prefer')).toBe('return=representation');
    expect(result.success.map((item) => item.index)).toEqual(Array.from({ length: 23 }, (_, index) => index));
    expect(result.success[22]).toEqual({ index: 22, id: 'sb-2' });
  });

  it('lists campaigns 100 per page, 10 ids per filter, following nextToken', async () => {
    const campaignIds = Array.from({ length: 12 }, (_, index) => `c${index}`);
    const { api, requests } = sbWith((_request, index) =>
      json(
        200,
        index === 0
          ? { campaigns: [sbCampaignRecord('c0')], nextToken: 't2' }
          : { campaigns: [sbCampaignRecord(`c${index}`)] },
      ),
    );
    const campaigns = await api.list('sb.campaigns', { campaignIds, states: ['ENABLED'] });
    expect(campaigns.map((campaign) => campaign.campaignId)).toEqual(['c0', 'c1', 'c2']);
    expect(requests.map((request) => request.url.pathname)).toEqual(Array(3).fill('/sb/v4/campaigns/list'));
    expect(requests.map(bodyOf)).toEqual([
      {
        campaignIdFilter: { include: campaignIds.slice(0, 10) },
        stateFilter: { include: ['ENABLED'] },
        maxResults: 100,
      },
      {
        campaignIdFilter: { include: campaignIds.slice(0, 10) },
        stateFilter: { include: ['ENABLED'] },
        maxResults: 100,
        nextToken: 't2',
      },
      {
        campaignIdFilter: { include: campaignIds.slice(10) },
        stateFilter: { include: ['ENABLED'] },
        maxResults: 100,
      },
    ]);
  });

  it('creates video ads with only the fields the video call takes, and lists only video ads', async () => {
    const { api, requests } = sbWith((request) =>
      request.url.pathname === '/sb/v4/ads/list'
        ? json(200, {
            ads: [
              { adId: 'a1', adGroupId: 'g', creative: { type: 'PRODUCT_COLLECTION', asins: ['B1'] } },
              {
                adId: 'a2',
                adGroupId: 'g',
                name: 'Video',
                state: 'ENABLED',
                creative: { type: 'VIDEO', asins: ['B2'], videoAssetIds: ['amzn1.assetlibrary.asset1.x'] },
                extendedData: { servingStatus: 'AD_POLICING_PENDING_REVIEW' },
              },
            ],
          })
        : json(207, { ads: { success: [{ index: 0, adId: 'a2', ad: { adId: 'a2' } }], error: [] } }),
    );
    const created = await api.create('sb.videoAds', [
      {
        adGroupId: 'g',
        campaignId: 'c',
        name: 'Video',
        state: 'ENABLED',
        creative: { asins: ['B2'], videoAssetIds: ['amzn1.assetlibrary.asset1.x'] },
      },
    ]);
    expect(created.success).toEqual([{ index: 0, id: 'a2', record: { adId: 'a2' } }]);
    expect(requests[0]?.url.pathname).toBe('/sb/v4/ads/video');
    expect(requests[0]?.headers.get('content-type')).toBe('application/vnd.sbadresource.v4+json');
    expect(bodyOf(requests[0])).toEqual({
      ads: [
        {
          name: 'Video',
          state: 'ENABLED',
          adGroupId: 'g',
          creative: { asins: ['B2'], videoAssetIds: ['amzn1.assetlibrary.asset1.x'] },
        },
      ],
    });
    const listed = await api.list('sb.videoAds', { adGroupIds: ['g'] });
    expect(listed.map((ad) => [ad.adId, ad.servingStatus])).toEqual([['a2', 'AD_POLICING_PENDING_REVIEW']]);
    expect(bodyOf(requests[1])).toEqual({ adGroupIdFilter: { include: ['g'] }, maxResults: 100 });
  });

  it('archives campaigns through /delete with the id filter', async () => {
    const { api, requests } = sbWith(() =>
      json(207, {
        campaigns: { success: [{ index: 0, campaignId: 'c1', campaign: { state: 'ARCHIVED' } }], error: [] },
      }),
    );
    const result = await api.archive('sb.campaigns', ['c1']);
    expect(requests[0]?.url.pathname).toBe('/sb/v4/campaigns/delete');
    expect(bodyOf(requests[0])).toEqual({ campaignIdFilter: { include: ['c1'] } });
    expect(result.success[0]?.record).toEqual({ state: 'ARCHIVED' });
  });
});

describe('Sponsored Brands v3 keywords and targets', () => {
  it('sends int64 ids as numbers and reads them back exactly', async () => {
    const { api, requests } = sbWith(
      () =>
        new Response(
          '[{"code":"SUCCESS","keywordId":195991635164411123},{"code":"INVALID_ARGUMENT","description":"Bid below minimum"}]',
          { status: 207 },
        ),
    );
    const result = await api.create('sb.keywords', [
      {
        campaignId: '144327786111035248',
        adGroupId: '238010898977121',
        keywordText: 'soap bar',
        matchType: 'broad',
        bid: 1,
      },
      {
        campaignId: '144327786111035248',
        adGroupId: '238010898977121',
        keywordText: 'soap',
        matchType: 'exact',
        bid: 0.01,
      },
    ]);
    expect(requests[0]?.body).toContain('"campaignId":144327786111035248');
    expect(requests[0]?.body).toContain('"matchType":"broad"');
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[0]?.headers.get('accept')).toBe('application/vnd.sbkeywordresponse.v3+json');
    expect(requests[0]?.headers.get('prefer')).toBeNull();
    expect(result).toEqual({
      success: [{ index: 0, id: '195991635164411123' }],
      error: [{ index: 1, errors: [{ errorType: 'INVALID_ARGUMENT', message: 'Bid below minimum' }] }],
    });
  });

  it('pages keyword lists by startIndex/count in every state until an empty page', async () => {
    const page = (from: number, size: number) =>
      `[${Array.from({ length: size }, (_, index) => sbKeywordJson(9_007_199_254_740_993n + BigInt(from + index))).join(',')}]`;
    const { api, requests } = sbWith(
      (_request, index) =>
        new Response(index === 0 ? page(0, 100) : index === 1 ? page(100, 30) : '[]', { status: 200 }),
    );
    const keywords = await api.list('sb.keywords', { campaignIds: ['1', '2'] });
    expect(keywords).toHaveLength(130);
    expect(keywords[0]?.keywordId).toBe('9007199254740993');
    expect(requests.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { stateFilter: 'enabled,paused,archived', campaignIdFilter: '1,2', startIndex: '0', count: '100' },
      { stateFilter: 'enabled,paused,archived', campaignIdFilter: '1,2', startIndex: '100', count: '100' },
      { stateFilter: 'enabled,paused,archived', campaignIdFilter: '1,2', startIndex: '130', count: '100' },
    ]);
    expect(requests[0]?.headers.get('accept')).toBe('application/vnd.sbkeyword.v3.2+json');
  });

  it('maps target create results by targetRequestIndex', async () => {
    const { api, requests } = sbWith(
      () =>
        new Response(
          '{"createTargetSuccessResults":[{"targetRequestIndex":1,"targetId":311043550184215}],' +
            '"createTargetErrorResults":[{"targetRequestIndex":0,"code":"INVALID_ARGUMENT","details":"unknown category"}]}',
          { status: 200 },
        ),
    );
    const target = {
      campaignId: '1',
      adGroupId: '2',
      expressions: [{ type: 'asinSameAs', value: 'B0' }],
      bid: 1,
    };
    const result = await api.create('sb.targets', [target, target]);
    expect(requests[0]?.url.pathname).toBe('/sb/targets');
    expect(requests[0]?.body).toBe(
      '{"targets":[{"campaignId":1,"adGroupId":2,"expressions":[{"type":"asinSameAs","value":"B0"}],"bid":1},' +
        '{"campaignId":1,"adGroupId":2,"expressions":[{"type":"asinSameAs","value":"B0"}],"bid":1}]}',
    );
    expect(result).toEqual({
      success: [{ index: 1, id: '311043550184215' }],
      error: [{ index: 0, errors: [{ errorType: 'INVALID_ARGUMENT', message: 'unknown category' }] }],
    });
  });

  it('updates target bids with PUT, asking for the SB update-targets media type', async () => {
    const { api, requests } = sbWith(
      () =>
        new Response(
          '{"updateTargetSuccessResults":[{"targetRequestIndex":0,"targetId":311043550184215}],' +
            '"updateTargetErrorResults":[]}',
          { status: 207 },
        ),
    );
    const result = await api.update('sb.targets', [
      { targetId: '311043550184215', adGroupId: '2', campaignId: '1', bid: 1.04 },
    ]);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.headers.get('accept')).toBe('application/vnd.sbupdatetargetsresponse.v3+json');
    expect(result).toEqual({ success: [{ index: 0, id: '311043550184215' }], error: [] });
  });

  it('updates keyword bids with PUT and repeats after a 502', async () => {
    const { api, requests } = sbWith((_request, index) =>
      index === 0 ? json(502, {}) : new Response('[{"code":"SUCCESS","keywordId":5}]', { status: 207 }),
    );
    const result = await api.update('sb.keywords', [
      { keywordId: '5', adGroupId: '2', campaignId: '1', bid: 1.2 },
    ]);
    expect(result.success).toEqual([{ index: 0, id: '5' }]);
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'PUT']);
    expect(requests[1]?.body).toBe('[{"keywordId":5,"adGroupId":2,"campaignId":1,"bid":1.2}]');
  });
});
