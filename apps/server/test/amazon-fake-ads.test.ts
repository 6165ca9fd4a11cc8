// The Amazon fake's Ads API over real HTTP: profiles and headers, Sponsored Products v3 (207 bodies,
// uniqueness, ranges, auto targets, archive, pagination), Sponsored Brands v4/v3, and fault injection.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ads,
  linkAccount,
  sp,
  startTestFake,
  type RunningAmazonFake,
  type Wire,
} from './helpers/amazon-fake';

let fake: RunningAmazonFake;
let token: string;
let us: string;
let ca: string;

beforeEach(async () => {
  fake = await startTestFake();
  token = (await linkAccount(fake, 'seller')).access_token;
  const profiles = (await ads(fake, token, '/v2/profiles')).body as Array<{
    profileId: number;
    countryCode: string;
  }>;
  us = String(profiles.find((profile) => profile.countryCode === 'US')?.profileId);
  ca = String(profiles.find((profile) => profile.countryCode === 'CA')?.profileId);
});
afterEach(async () => fake.close());

const campaign = (name: string, extra: object = {}) => ({
  name,
  targetingType: 'MANUAL',
  state: 'ENABLED',
  budget: { budgetType: 'DAILY', budget: 20 },
  ...extra,
});

async function newManualAdGroup(scope = us) {
  const created = await sp(fake, token, scope, '/sp/campaigns', 'spCampaign', {
    campaigns: [campaign(`Test ${Math.random()}`)],
  });
  const campaignId = created.body.campaigns.success[0].campaignId as string;
  const group = await sp(fake, token, scope, '/sp/adGroups', 'spAdGroup', {
    adGroups: [{ campaignId, name: 'AG', defaultBid: 0.75, state: 'ENABLED' }],
  });
  return { campaignId, adGroupId: group.body.adGroups.success[0].adGroupId as string };
}

describe('Amazon fake: profiles and headers', () => {
  it('gives a seller grant a US and a CA seller profile of one merchant, and a vendor grant one vendor profile', async () => {
    const profiles = (await ads(fake, token, '/v2/profiles')).body;
    expect(profiles).toHaveLength(2);
    expect(profiles.map((profile: Wire) => profile.accountInfo.marketplaceStringId).sort()).toEqual([
      'A2EUQ1WTGCTBG2',
      'ATVPDKIKX0DER',
    ]);
    expect(profiles.map((profile: Wire) => profile.currencyCode).sort()).toEqual(['CAD', 'USD']);
    expect(profiles.every((profile: Wire) => profile.timezone === 'America/Los_Angeles')).toBe(true);
    expect(typeof profiles[0].profileId).toBe('number');
    expect(profiles[0].accountInfo.id).toMatch(/^A[A-Z0-9]{13}$/);
    expect(profiles[0].accountInfo.id).toBe(profiles[1].accountInfo.id);
    expect(profiles[0].accountInfo.type).toBe('seller');

    const vendorToken = (await linkAccount(fake, 'vendor')).access_token;
    const vendor = (await ads(fake, vendorToken, '/v2/profiles')).body;
    expect(vendor).toHaveLength(1);
    expect(vendor[0].accountInfo).toMatchObject({ type: 'vendor' });
    expect(vendor[0].accountInfo.id).toMatch(/^ENTITY/);
    expect((await ads(fake, vendorToken, '/v2/profiles?profileTypeFilter=seller')).body).toEqual([]);
  });

  it('checks the bearer token, the client id and the scope header, and sends a request id', async () => {
    const list = { campaigns: [] } as const;
    expect((await ads(fake, 'Atza|nope', '/v2/profiles')).status).toBe(401);
    expect((await ads(fake, token, '/v2/profiles', { clientId: null })).status).toBe(401);
    const noScope = await sp(fake, token, '', '/sp/campaigns/list', 'spCampaign', {});
    expect(noScope.status).toBe(401);
    expect(noScope.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Scope header is missing' });
    const otherToken = (await linkAccount(fake, 'seller')).access_token;
    const foreign = await sp(fake, otherToken, us, '/sp/campaigns/list', 'spCampaign', list);
    expect(foreign.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Not authorized to access scope' });
    const ok = await sp(fake, token, us, '/sp/campaigns/list', 'spCampaign', {});
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-amzn-requestid')).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers 415 UNSUPPORTED_MEDIA_TYPE for another resource’s media type', async () => {
    const wrong = await ads(fake, token, '/sp/campaigns/list', {
      scope: us,
      contentType: 'application/vnd.spKeyword.v3+json',
      body: {},
    });
    expect(wrong.status).toBe(415);
    expect(wrong.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const plain = await ads(fake, token, '/sp/campaigns/list', {
      scope: us,
      contentType: 'application/json',
      body: {},
    });
    expect(plain.status).toBe(415);
  });
});

describe('Amazon fake: generated account', () => {
  it('has 15-30 SP campaigns of every kind, stopped ones, an inflated AUTO_FOR_SALES campaign and an SB video campaign', async () => {
    const campaigns = (await sp(fake, token, us, '/sp/campaigns/list', 'spCampaign', {})).body
      .campaigns as Wire[];
    expect(campaigns.length).toBeGreaterThanOrEqual(15);
    expect(campaigns.length).toBeLessThanOrEqual(30);
    expect(new Set(campaigns.map((each) => each.targetingType))).toEqual(new Set(['AUTO', 'MANUAL']));
    expect(campaigns.some((each) => each.state !== 'ENABLED')).toBe(true);
    expect(
      campaigns.some(
        (each) =>
          each.dynamicBidding.strategy === 'AUTO_FOR_SALES' &&
          each.dynamicBidding.placementBidding.some(
            (p: Wire) => p.placement === 'PLACEMENT_TOP' && p.percentage === 900,
          ),
      ),
    ).toBe(true);
    const keywords = (await sp(fake, token, us, '/sp/keywords/list', 'spKeyword', {})).body
      .keywords as Wire[];
    expect(new Set(keywords.map((each) => each.matchType))).toEqual(new Set(['EXACT', 'PHRASE', 'BROAD']));
    const texts = keywords.map((each) => each.keywordText);
    expect(new Set(texts).size).toBeLessThan(texts.length);
    const targets = (await sp(fake, token, us, '/sp/targets/list', 'spTargetingClause', {})).body
      .targetingClauses as Wire[];
    expect(targets.some((each) => each.expression[0].type === 'ASIN_SAME_AS')).toBe(true);
    expect(targets.some((each) => each.expression[0].type === 'QUERY_HIGH_REL_MATCHES')).toBe(true);
    const productAds = (await sp(fake, token, us, '/sp/productAds/list', 'spProductAd', {})).body
      .productAds as Wire[];
    expect(productAds.every((each) => each.sku && /^B0/.test(each.asin))).toBe(true);
    const negatives = (await sp(fake, token, us, '/sp/negativeKeywords/list', 'spNegativeKeyword', {})).body;
    expect(negatives.negativeKeywords.length).toBeGreaterThan(0);
    const sb = await ads(fake, token, '/sb/v4/campaigns/list', {
      scope: us,
      contentType: 'application/vnd.sbcampaignresource.v4+json',
      body: {},
    });
    expect(sb.body.campaigns).toHaveLength(1);
    const sbKeywords = await ads(
      fake,
      token,
      `/sb/keywords?campaignIdFilter=${sb.body.campaigns[0].campaignId}`,
      { scope: us },
    );
    expect(sbKeywords.body.length).toBeGreaterThan(0);
    expect(typeof sbKeywords.body[0].keywordId).toBe('number');
  });

  it('generates the same account for the same seed and grant number', async () => {
    const other = await startTestFake();
    try {
      const otherToken = (await linkAccount(other, 'seller')).access_token;
      const mine = (await ads(fake, token, '/v2/profiles')).body;
      const theirs = (await ads(other, otherToken, '/v2/profiles')).body;
      expect(theirs).toEqual(mine);
    } finally {
      await other.close();
    }
  });
});

describe('Amazon fake: Sponsored Products v3', () => {
  it('creates with 207 success/error items by index, string ids, and echoes entities only with Prefer', async () => {
    const name = 'Unique name';
    const answer = await sp(fake, token, us, '/sp/campaigns', 'spCampaign', {
      campaigns: [
        campaign(name),
        campaign(name),
        campaign('Too poor', { budget: { budgetType: 'DAILY', budget: 0.5 } }),
      ],
    });
    expect(answer.status).toBe(207);
    expect(answer.headers.get('content-type')).toContain('application/vnd.spcampaign.v3+json');
    const { success, error } = answer.body.campaigns;
    expect(success).toHaveLength(1);
    expect(success[0]).toMatchObject({ index: 0, campaign: { name, state: 'ENABLED' } });
    expect(typeof success[0].campaignId).toBe('string');
    expect(error.map((item: Wire) => item.index)).toEqual([1, 2]);
    expect(error[0].errors[0]).toEqual({
      errorType: 'duplicateValueError',
      errorValue: {
        duplicateValueError: expect.objectContaining({
          reason: 'NAME_NOT_UNIQUE',
          cause: { location: '$.campaigns[1].name', trigger: name },
        }),
      },
    });
    expect(error[1].errors[0].errorValue.rangeError.reason).toBe('TOO_LOW');
    const bare = await sp(
      fake,
      token,
      us,
      '/sp/campaigns',
      'spCampaign',
      { campaigns: [campaign('No echo')] },
      'POST',
      false,
    );
    expect(Object.keys(bare.body.campaigns.success[0]).sort()).toEqual(['campaignId', 'index']);
  });

  it('refuses more than 1000 items with 400 INVALID_ARGUMENT', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => campaign(`Bulk ${index}`));
    const answer = await sp(fake, token, us, '/sp/campaigns', 'spCampaign', { campaigns: many });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_ARGUMENT');
  });

  it('creates the four auto targets in an AUTO campaign’s new ad group', async () => {
    const created = await sp(fake, token, us, '/sp/campaigns', 'spCampaign', {
      campaigns: [campaign('Auto one', { targetingType: 'AUTO' })],
    });
    const campaignId = created.body.campaigns.success[0].campaignId;
    await sp(fake, token, us, '/sp/adGroups', 'spAdGroup', {
      adGroups: [{ campaignId, name: 'AG', defaultBid: 0.6, state: 'ENABLED' }],
    });
    const targets = await sp(fake, token, us, '/sp/targets/list', 'spTargetingClause', {
      campaignIdFilter: { include: [campaignId] },
    });
    expect(targets.body.targetingClauses.map((each: Wire) => each.expression[0].type).sort()).toEqual([
      'ASIN_ACCESSORY_RELATED',
      'ASIN_SUBSTITUTE_RELATED',
      'QUERY_BROAD_REL_MATCHES',
      'QUERY_HIGH_REL_MATCHES',
    ]);
    expect(targets.body.targetingClauses.every((each: Wire) => each.expressionType === 'AUTO')).toBe(true);
  });

  it('checks parents, keyword uniqueness and bid ranges, and lets a keyword update change only bid and state', async () => {
    const { campaignId, adGroupId } = await newManualAdGroup();
    const keyword = {
      campaignId,
      adGroupId,
      keywordText: 'soap bar',
      matchType: 'EXACT',
      state: 'ENABLED',
      bid: 0.5,
    };
    const created = await sp(fake, token, us, '/sp/keywords', 'spKeyword', {
      keywords: [
        keyword,
        { ...keyword, keywordText: 'SOAP BAR' },
        { ...keyword, matchType: 'PHRASE', bid: 0.01 },
        { ...keyword, matchType: 'BROAD', bid: 1001 },
        { ...keyword, adGroupId: '123', matchType: 'BROAD' },
      ],
    });
    const { success, error } = created.body.keywords;
    expect(success.map((item: Wire) => item.index)).toEqual([0]);
    const types = error.map((item: Wire) => [
      item.index,
      item.errors[0].errorType,
      Object.values(item.errors[0].errorValue)[0],
    ]);
    expect(types.map((each: Wire) => each.slice(0, 2))).toEqual([
      [1, 'duplicateValueError'],
      [2, 'rangeError'],
      [3, 'rangeError'],
      [4, 'entityNotFoundError'],
    ]);
    expect((types[1][2] as Wire).reason).toBe('TOO_LOW');
    expect((types[2][2] as Wire).reason).toBe('TOO_HIGH');

    const keywordId = success[0].keywordId;
    const update = await sp(
      fake,
      token,
      us,
      '/sp/keywords',
      'spKeyword',
      {
        keywords: [
          { keywordId, bid: 0.9 },
          { keywordId, keywordText: 'other' },
        ],
      },
      'PUT',
    );
    expect(update.body.keywords.success[0].keyword.bid).toBe(0.9);
    expect(update.body.keywords.error[0].index).toBe(1);
  });

  it('archives with delete and then refuses updates; the campaign’s children refuse new entities', async () => {
    const { campaignId, adGroupId } = await newManualAdGroup();
    const archived = await sp(fake, token, us, '/sp/campaigns/delete', 'spCampaign', {
      campaignIdFilter: { include: [campaignId] },
    });
    expect(archived.body.campaigns.success[0].campaign.state).toBe('ARCHIVED');
    const update = await sp(
      fake,
      token,
      us,
      '/sp/campaigns',
      'spCampaign',
      { campaigns: [{ campaignId, state: 'ENABLED' }] },
      'PUT',
    );
    expect(update.body.campaigns.error[0].errors[0].errorType).toBe('entityStateError');
    const child = await sp(fake, token, us, '/sp/keywords', 'spKeyword', {
      keywords: [{ campaignId, adGroupId, keywordText: 'late', matchType: 'EXACT', state: 'ENABLED' }],
    });
    expect(child.body.keywords.error[0].errors[0].errorType).toBe('parentEntityError');
    const archivedList = await sp(fake, token, us, '/sp/campaigns/list', 'spCampaign', {
      campaignIdFilter: { include: [campaignId] },
      stateFilter: { include: ['ARCHIVED'] },
    });
    expect(archivedList.body.campaigns).toHaveLength(1);
  });

  it('pages lists with maxResults and nextToken and reports totalResults', async () => {
    const all = (await sp(fake, token, us, '/sp/keywords/list', 'spKeyword', {})).body;
    const seen: string[] = [];
    let nextToken: string | undefined;
    let pages = 0;
    do {
      const page = (
        await sp(fake, token, us, '/sp/keywords/list', 'spKeyword', {
          maxResults: 7,
          ...(nextToken ? { nextToken } : {}),
        })
      ).body;
      expect(page.totalResults).toBe(all.totalResults);
      seen.push(...page.keywords.map((each: Wire) => each.keywordId));
      nextToken = page.nextToken;
      pages += 1;
    } while (nextToken);
    expect(seen).toEqual(all.keywords.map((each: Wire) => each.keywordId));
    expect(pages).toBe(Math.ceil(all.totalResults / 7));
    const bad = await sp(fake, token, us, '/sp/keywords/list', 'spKeyword', { nextToken: 'garbage' });
    expect(bad.status).toBe(400);
  });

  it('keeps the seller’s campaign names unique per profile, not across marketplaces', async () => {
    const first = await sp(fake, token, us, '/sp/campaigns', 'spCampaign', {
      campaigns: [campaign('Same everywhere')],
    });
    const other = await sp(fake, token, ca, '/sp/campaigns', 'spCampaign', {
      campaigns: [campaign('Same everywhere')],
    });
    expect(first.body.campaigns.success).toHaveLength(1);
    expect(other.body.campaigns.success).toHaveLength(1);
  });
});

describe('Amazon fake: Sponsored Brands', () => {
  const v4 = (path: string, body: unknown, type: string, method = 'POST') =>
    ads(fake, token, path, {
      method,
      scope: us,
      contentType: `application/vnd.${type}.v4+json`,
      body,
      prefer: true,
    });

  it('creates a video campaign: brandEntityId required for sellers, ≤10 per call, ads pending review', async () => {
    const brands = (await ads(fake, token, '/brands', { scope: us })).body;
    expect(brands[0].brandEntityId).toMatch(/^ENTITY/);
    const base = { name: 'SBV', state: 'ENABLED', budget: 10, budgetType: 'DAILY' };
    const created = await v4(
      '/sb/v4/campaigns',
      {
        campaigns: [
          { ...base, brandEntityId: brands[0].brandEntityId },
          { ...base, name: 'No brand' },
        ],
      },
      'sbcampaignresource',
    );
    expect(created.status).toBe(207);
    expect(created.body.campaigns.success[0].campaign.brandEntityId).toBe(brands[0].brandEntityId);
    expect(created.body.campaigns.error[0].index).toBe(1);
    const tooMany = await v4(
      '/sb/v4/campaigns',
      { campaigns: Array.from({ length: 11 }, () => base) },
      'sbcampaignresource',
    );
    expect(tooMany.status).toBe(400);

    const campaignId = created.body.campaigns.success[0].campaignId;
    const group = await v4(
      '/sb/v4/adGroups',
      { adGroups: [{ campaignId, name: 'AG', state: 'ENABLED' }] },
      'sbadgroupresource',
    );
    const adGroupId = group.body.adGroups.success[0].adGroupId;
    const ad = await v4(
      '/sb/v4/ads/video',
      {
        ads: [
          {
            name: 'Video',
            state: 'ENABLED',
            adGroupId,
            creative: { asins: ['B001000000'], videoAssetIds: ['amzn1.assetlibrary.asset1.x'] },
          },
        ],
      },
      'sbadresource',
    );
    expect(ad.body.ads.success[0].ad.servingStatus).toBe('AD_POLICING_PENDING_REVIEW');

    const keywords = await ads(fake, token, '/sb/keywords', {
      scope: us,
      contentType: 'application/json',
      body: [
        {
          campaignId: Number(campaignId),
          adGroupId: Number(adGroupId),
          keywordText: 'dog leash',
          matchType: 'broad',
          bid: 1,
        },
        {
          campaignId: Number(campaignId),
          adGroupId: Number(adGroupId),
          keywordText: 'dog lead',
          matchType: 'BROAD',
          bid: 1,
        },
      ],
    });
    expect(keywords.status).toBe(207);
    expect(keywords.body[0]).toEqual({ code: 'SUCCESS', keywordId: expect.any(Number) });
    expect(keywords.body[1].code).toBe('INVALID_ARGUMENT');
    const targets = await ads(fake, token, '/sb/targets', {
      scope: us,
      contentType: 'application/json',
      body: {
        targets: [
          {
            campaignId: Number(campaignId),
            adGroupId: Number(adGroupId),
            expressions: [{ type: 'asinSameAs', value: 'B0TEST0001' }],
            bid: 1,
          },
        ],
      },
    });
    expect(targets.body.createTargetSuccessResults[0]).toEqual({
      targetRequestIndex: 0,
      targetId: expect.any(Number),
    });
    const deleted = await v4(
      '/sb/v4/campaigns/delete',
      { campaignIdFilter: { include: [campaignId] } },
      'sbcampaignresource',
    );
    expect(deleted.body.campaigns.success[0].campaign.state).toBe('ARCHIVED');
  });
});

describe('Amazon fake: throttling and failures', () => {
  it('forces 429s with and without Retry-After on matching paths, 500s, per-item errors, and logs requests', async () => {
    fake.sandbox.faults.throttleNext(1, { path: '/sp/keywords', retryAfterSeconds: 3 });
    fake.sandbox.faults.throttleNext(1, { path: '/sp/keywords', retryAfterSeconds: null });
    const other = await sp(fake, token, us, '/sp/campaigns/list', 'spCampaign', {});
    expect(other.status).toBe(200);
    const first = await sp(fake, token, us, '/sp/keywords/list', 'spKeyword', {});
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('3');
    expect(first.body.code).toBe('THROTTLED');
    const second = await sp(fake, token, us, '/sp/keywords/list', 'spKeyword', {});
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBeNull();
    expect((await sp(fake, token, us, '/sp/keywords/list', 'spKeyword', {})).status).toBe(200);

    fake.sandbox.faults.failNextRequests(1);
    const failed = await sp(fake, token, us, '/sp/campaigns/list', 'spCampaign', {});
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ code: 'INTERNAL_ERROR', message: 'Service Error' });

    fake.sandbox.faults.failNextItems([1], { path: '/sp/campaigns' });
    const batch = await sp(fake, token, us, '/sp/campaigns', 'spCampaign', {
      campaigns: [campaign('A1'), campaign('A2')],
    });
    expect(batch.body.campaigns.success.map((item: Wire) => item.index)).toEqual([0]);
    expect(batch.body.campaigns.error[0].errors[0].errorType).toBe('internalServerError');

    const keywordCalls = fake.requests.filter((entry) => entry.path === '/ads/sp/keywords/list');
    expect(keywordCalls.map((entry) => entry.status)).toEqual([429, 429, 200]);
    expect(keywordCalls.every((entry) => entry.profileId === us)).toBe(true);
  });

  it('throttles at random at the configured rate', async () => {
    const random = (() => {
      let i = 0;
      return () => [0.05, 0.9, 0.5, 0.02, 0.2][i++ % 5] as number;
    })();
    const throttled = await startTestFake({ faults: { randomThrottleRate: 0.1, random } });
    try {
      const otherToken = (await linkAccount(throttled)).access_token;
      const statuses = [];
      for (let index = 0; index < 3; index += 1)
        statuses.push((await ads(throttled, otherToken, '/v2/profiles')).status);
      expect(statuses).toEqual([429, 200, 429]);
    } finally {
      await throttled.close();
    }
  });
});
