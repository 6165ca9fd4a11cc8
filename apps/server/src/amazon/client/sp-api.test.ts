import { describe, expect, it } from 'vitest';
import type { SpResource } from '../ads-api';
import { isAdsApiError } from '../ads-api-errors';
import { createAmazonAdsGateway } from './amazon-ads-gateway';
import {
  bodyOf,
  countingTokens,
  harness,
  json,
  TEST_CONFIG,
  type Script,
} from './scripted-fetch.test-support';
import { SP_ENTITIES } from '../entities/sp-entities';
import { SP_WRITE_ITEMS, spRecord } from './entity-fixtures.test-support';

function spWith(script: Script) {
  const run = harness(script);
  const api = createAmazonAdsGateway(TEST_CONFIG, run.deps).connect(countingTokens()).forProfile('77');
  return { ...run, api };
}

const MEDIA_TYPES: Record<SpResource, string> = {
  campaigns: 'application/vnd.spCampaign.v3+json',
  adGroups: 'application/vnd.spAdGroup.v3+json',
  productAds: 'application/vnd.spProductAd.v3+json',
  keywords: 'application/vnd.spKeyword.v3+json',
  negativeKeywords: 'application/vnd.spNegativeKeyword.v3+json',
  campaignNegativeKeywords: 'application/vnd.spCampaignNegativeKeyword.v3+json',
  targets: 'application/vnd.spTargetingClause.v3+json',
  negativeTargets: 'application/vnd.spNegativeTargetingClause.v3+json',
  campaignNegativeTargets: 'application/vnd.spCampaignNegativeTargetingClause.v3+json',
};

const BODY_KEYS: Record<SpResource, string> = {
  campaigns: 'campaigns',
  adGroups: 'adGroups',
  productAds: 'productAds',
  keywords: 'keywords',
  negativeKeywords: 'negativeKeywords',
  campaignNegativeKeywords: 'campaignNegativeKeywords',
  targets: 'targetingClauses',
  negativeTargets: 'negativeTargetingClauses',
  campaignNegativeTargets: 'campaignNegativeTargetingClauses',
};

const RESOURCES = Object.keys(MEDIA_TYPES) as SpResource[];

describe('Sponsored Products v3', () => {
  it.each(RESOURCES)('calls %s with its path, media type and body key', async (resource) => {
    const description = SP_ENTITIES[`sp.${resource}`];
    const write = description.write;
    if (write?.style !== 'multiStatus') throw new Error('SP entities write by 207 multi-status');
    const { api, requests } = spWith((request) => {
      if (request.url.pathname.endsWith('/list'))
        return json(200, { [BODY_KEYS[resource]]: [spRecord(resource, 'x1')] });
      return json(207, {
        [BODY_KEYS[resource]]: { success: [{ index: 0, [write.success.idKey]: 'x1' }], error: [] },
      });
    });
    const entity = `sp.${resource}` as const;
    await expect(api.list(entity, { ids: ['x1'] })).resolves.toEqual([spRecord(resource, 'x1')]);
    await api.create(entity, [SP_WRITE_ITEMS[resource].create]);
    await api.update(entity, [SP_WRITE_ITEMS[resource].update]);
    const archived = await api.archive(entity, ['x1']);
    expect(archived.success).toEqual([{ index: 0, id: 'x1' }]);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST /sp/${resource}/list`,
      `POST /sp/${resource}`,
      `PUT /sp/${resource}`,
      `POST /sp/${resource}/delete`,
    ]);
    for (const request of requests) {
      expect(request.headers.get('content-type')).toBe(MEDIA_TYPES[resource]);
      expect(request.headers.get('accept')).toBe(MEDIA_TYPES[resource]);
    }
    expect(requests.slice(1).map((request) => request.headers.get('prefer'))).toEqual(
      Array(3).fill('return=representation'),
    );
    expect(bodyOf(requests[1])).toEqual({ [BODY_KEYS[resource]]: [SP_WRITE_ITEMS[resource].create] });
    expect(bodyOf(requests[3])).toEqual({ [description.archive?.idFilter ?? '']: { include: ['x1'] } });
  });

  it('uses the id filter names Amazon gives each resource', () => {
    expect(
      Object.fromEntries(
        RESOURCES.map((resource) => [resource, SP_ENTITIES[`sp.${resource}`].archive?.idFilter]),
      ),
    ).toEqual({
      campaigns: 'campaignIdFilter',
      adGroups: 'adGroupIdFilter',
      productAds: 'adIdFilter',
      keywords: 'keywordIdFilter',
      negativeKeywords: 'negativeKeywordIdFilter',
      campaignNegativeKeywords: 'campaignNegativeKeywordIdFilter',
      targets: 'targetIdFilter',
      negativeTargets: 'negativeTargetIdFilter',
      campaignNegativeTargets: 'campaignNegativeTargetIdFilter',
    });
  });

  it('follows nextToken until Amazon leaves it out, with filters on every page', async () => {
    const pages = [
      { keywords: [spRecord('keywords', 'k1'), spRecord('keywords', 'k2')], nextToken: 'page-2' },
      { keywords: [spRecord('keywords', 'k3')], nextToken: 'page-3' },
      { keywords: [spRecord('keywords', 'k3'), spRecord('keywords', 'k4')] },
    ];
    const { api, requests } = spWith((_request, index) => json(200, pages[index]));
    const keywords = await api.list('sp.keywords', { campaignIds: ['c1'], states: ['ENABLED', 'PAUSED'] });
    expect(keywords.map((keyword) => keyword.keywordId)).toEqual(['k1', 'k2', 'k3', 'k4']);
    expect(requests.map(bodyOf)).toEqual([
      {
        campaignIdFilter: { include: ['c1'] },
        stateFilter: { include: ['ENABLED', 'PAUSED'] },
        maxResults: 100,
      },
      {
        campaignIdFilter: { include: ['c1'] },
        stateFilter: { include: ['ENABLED', 'PAUSED'] },
        maxResults: 100,
        nextToken: 'page-2',
      },
      {
        campaignIdFilter: { include: ['c1'] },
        stateFilter: { include: ['ENABLED', 'PAUSED'] },
        maxResults: 100,
        nextToken: 'page-3',
      },
    ]);
  });

  it('splits parent filters to 100 ids and own-id filters to 1000', async () => {
    const campaignIds = Array.from({ length: 250 }, (_, index) => `c${index}`);
    const keywordIds = Array.from({ length: 1500 }, (_, index) => `k${index}`);
    const { api, requests } = spWith(() => json(200, { keywords: [] }));
    await api.list('sp.keywords', { campaignIds, ids: keywordIds });
    const sizes = requests.map((request) => {
      const body = bodyOf(request) as Record<string, { include: string[] }>;
      return [body.campaignIdFilter?.include.length, body.keywordIdFilter?.include.length];
    });
    expect(sizes).toEqual([
      [100, 1000],
      [100, 500],
      [100, 1000],
      [100, 500],
      [50, 1000],
      [50, 500],
    ]);
  });

  it('answers an empty id filter without calling Amazon, and refuses a filter the resource lacks', async () => {
    const { api, requests } = spWith(() => json(200, { campaigns: [] }));
    await expect(api.list('sp.keywords', { adGroupIds: [] })).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
    await expect(api.list('sp.campaigns', { adGroupIds: ['g1'] })).rejects.toMatchObject({
      kind: 'badRequest',
    });
  });

  it('creates in batches of 1000 and numbers results by the caller’s array', async () => {
    const items = Array.from({ length: 2_500 }, (_, index) => ({
      campaignId: 'c1',
      adGroupId: 'g1',
      keywordText: `keyword ${index}`,
      matchType: 'EXACT' as const,
      state: 'ENABLED' as const,
      bid: 0.5,
    }));
    const { api, requests } = spWith((request) => {
      const batch = (bodyOf(request).keywords as unknown[]).length;
      return json(207, {
        keywords: {
          // Each batch: item 1 fails, every other item succeeds.
          success: Array.from({ length: batch }, (_, index) => index)
            .filter((index) => index !== 1)
            .map((index) => ({ index, keywordId: `id-${request.body?.length}-${index}` })),
          error: [
            {
              index: 1,
              errors: [
                {
                  errorType: 'rangeError',
                  errorValue: { rangeError: { reason: 'TOO_LOW', message: 'bid too low' } },
                },
              ],
            },
          ],
        },
      });
    });
    const result = await api.create('sp.keywords', items);
    expect(requests.map((request) => (bodyOf(request).keywords as unknown[]).length)).toEqual([
      1000, 1000, 500,
    ]);
    expect((bodyOf(requests[1]).keywords as Array<{ keywordText: string }>)[0]?.keywordText).toBe(
      'keyword 1000',
    );
    expect(result.error.map((item) => item.index)).toEqual([1, 1001, 2001]);
    expect(result.success).toHaveLength(2_497);
    expect(result.success.map((item) => item.index).slice(0, 3)).toEqual([0, 2, 3]);
    expect(result.success.at(-1)?.index).toBe(2_499);
  });

  it('maps a 207 partial answer: ids, echoed records and flattened item errors', async () => {
    const { api } = spWith(() =>
      json(207, {
        campaigns: {
          success: [
            { index: 0, campaignId: '95980739749507', campaign: { campaignId: '95980739749507', name: 'A' } },
          ],
          error: [
            {
              index: 1,
              errors: [
                {
                  errorType: 'duplicateValueError',
                  errorValue: {
                    duplicateValueError: {
                      reason: 'NAME_NOT_UNIQUE',
                      cause: { location: '$.campaigns[1].name', trigger: 'B' },
                      message: 'Name is not unique',
                    },
                  },
                },
              ],
            },
          ],
        },
      }),
    );
    const campaign = {
      targetingType: 'MANUAL' as const,
      state: 'ENABLED' as const,
      budget: { budgetType: 'DAILY' as const, budget: 10 },
    };
    const result = await api.create('sp.campaigns', [
      { ...campaign, name: 'A' },
      { ...campaign, name: 'B' },
      { ...campaign, name: 'C' },
    ]);
    expect(result.success).toEqual([
      { index: 0, id: '95980739749507', record: { campaignId: '95980739749507', name: 'A' } },
    ]);
    expect(result.error).toEqual([
      {
        index: 1,
        errors: [
          {
            errorType: 'duplicateValueError',
            reason: 'NAME_NOT_UNIQUE',
            message: 'Name is not unique',
            location: '$.campaigns[1].name',
          },
        ],
      },
      // Amazon said nothing about item 2: never silently a success.
      {
        index: 2,
        errors: [{ errorType: 'missingResult', message: 'Amazon answered without a result for this item' }],
      },
    ]);
  });

  it('reads the id of campaign negative targets from Amazon’s own success key', async () => {
    const { api } = spWith(() =>
      json(207, {
        campaignNegativeTargetingClauses: {
          success: [{ index: 0, campaignNegativeTargetingClauseId: 'n1' }],
          error: [],
        },
      }),
    );
    const result = await api.create('sp.campaignNegativeTargets', [
      { campaignId: 'c', expression: [{ type: 'ASIN_SAME_AS', value: 'B0' }], state: 'ENABLED' },
    ]);
    expect(result.success).toEqual([{ index: 0, id: 'n1' }]);
  });

  it('refuses a listed record that is not what Amazon documents, as a typed Amazon failure', async () => {
    const broken = { ...spRecord('keywords', 'k1'), matchType: 'FUZZY' };
    const { api } = spWith(() => json(200, { keywords: [spRecord('keywords', 'k0'), broken] }));
    const error = await api.list('sp.keywords').catch((thrown: unknown) => thrown);
    expect(isAdsApiError(error, 'unavailable')).toBe(true);
    expect(error).toMatchObject({ details: { code: 'unexpectedAnswer', path: '/sp/keywords' } });
    expect(String(error)).toContain('sp.keywords');
    expect(String(error)).toContain('matchType');
  });

  it('keeps the id of a created entity whose echo does not match, leaving the echo out', async () => {
    const { api } = spWith(() =>
      json(207, {
        keywords: {
          success: [
            { index: 0, keywordId: 'k1', keyword: { keywordId: 'k1', bid: 'high' } },
            { index: 1, keywordId: 'k2', keyword: { keywordId: 'k2', bid: 0.5 } },
          ],
          error: [],
        },
      }),
    );
    const item = SP_WRITE_ITEMS.keywords.create;
    const result = await api.create('sp.keywords', [item, item]);
    expect(result.success).toEqual([
      { index: 0, id: 'k1' },
      { index: 1, id: 'k2', record: { keywordId: 'k2', bid: 0.5 } },
    ]);
  });
});
