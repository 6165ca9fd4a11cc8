// The account reader asks Amazon only for the lists a caller names, with the filters of its scope, keeps
// the live children of live SB campaigns, and maps Amazon's failures once: 10031 for a revoked grant,
// 50018 with what went wrong for the rest, a shop's own refusal unchanged.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import type { AdsListFilter, AdsProfileApi, ReportRow } from '../ads-api';
import { AdsApiError } from '../ads-api-errors';
import type { AdsEntityName, EntityRecord } from '../entities/ads-entities';
import { profileAccountReader } from './profile-account-reader';
import { amazonFailureOf, ShopReadError } from './shop-read-error';

function notUsed(): never {
  throw new Error('not used by the reader');
}

/** An Ads API answering planted records per entity and recording every list call. */
class RecordingApi implements AdsProfileApi {
  readonly profileId = 'p1';
  readonly calls: Array<{ entity: AdsEntityName; filter: AdsListFilter | undefined }> = [];
  failure: unknown;

  constructor(private readonly records: Partial<Record<AdsEntityName, unknown[]>> = {}) {}

  list<E extends AdsEntityName>(entity: E, filter?: AdsListFilter): Promise<Array<EntityRecord<E>>> {
    this.calls.push({ entity, filter });
    if (this.failure) return Promise.reject(this.failure);
    return Promise.resolve((this.records[entity] ?? []) as Array<EntityRecord<E>>);
  }

  runReport(): Promise<ReportRow[]> {
    return this.failure ? Promise.reject(this.failure) : Promise.resolve([{ campaignId: 'c1' }]);
  }

  create = notUsed;
  update = notUsed;
  archive = notUsed;
  createReport = notUsed;
  getReport = notUsed;
  downloadReport = notUsed;
}

const sbCampaign = (campaignId: string, state: string) => ({
  campaignId,
  name: campaignId,
  state,
  budget: 10,
  budgetType: 'DAILY',
});
const sbKeyword = (keywordId: string, state: string) => ({
  keywordId,
  campaignId: 'c1',
  adGroupId: 'g1',
  keywordText: keywordId,
  matchType: 'exact',
  state,
});

describe('the profile account reader', () => {
  it('lists only the SP parts asked for, live by state or some campaigns in every state', async () => {
    const api = new RecordingApi();
    const reader = profileAccountReader(api);
    await reader.readSp({ live: true }, ['campaigns', 'keywords']);
    expect(api.calls).toEqual([
      { entity: 'sp.campaigns', filter: { states: ['ENABLED', 'PAUSED'] } },
      { entity: 'sp.keywords', filter: { states: ['ENABLED', 'PAUSED'] } },
    ]);
    api.calls.length = 0;
    const read = await reader.readSp({ campaignIds: ['c1'] }, ['campaigns', 'adGroups']);
    expect(read).toMatchObject({ campaigns: [], adGroups: [] });
    expect(api.calls).toEqual([
      { entity: 'sp.campaigns', filter: { ids: ['c1'] } },
      { entity: 'sp.adGroups', filter: { campaignIds: ['c1'] } },
    ]);
    api.calls.length = 0;
    await reader.readSp({ campaignIds: [] }, ['keywords']);
    await reader.readSb({ campaignIds: [] }, ['keywords']);
    expect(api.calls).toEqual([]);
  });

  it('reads the live SB account as its live campaigns and their children that are not archived', async () => {
    const api = new RecordingApi({
      'sb.campaigns': [sbCampaign('c1', 'ENABLED'), sbCampaign('c2', 'ARCHIVED')],
      'sb.keywords': [sbKeyword('k1', 'enabled'), sbKeyword('k2', 'archived'), sbKeyword('k3', 'paused')],
    });
    const read = await profileAccountReader(api).readSb({ live: true }, ['campaigns', 'keywords']);
    expect(read.campaigns.map((c) => c.campaignId)).toEqual(['c1']);
    expect(read.keywords.map((k) => k.keywordId)).toEqual(['k1', 'k3']);
    expect(api.calls).toEqual([
      { entity: 'sb.campaigns', filter: { states: ['ENABLED', 'PAUSED'] } },
      { entity: 'sb.keywords', filter: { campaignIds: ['c1'] } },
    ]);
    const none = new RecordingApi({ 'sb.campaigns': [] });
    expect(await profileAccountReader(none).readSb({ live: true }, ['keywords'])).toMatchObject({
      keywords: [],
    });
    expect(none.calls).toHaveLength(1);
  });

  it('answers 50018 with what went wrong, 10031 for a revoked grant, and a shop refusal unchanged', async () => {
    const api = new RecordingApi();
    const reader = profileAccountReader(api);
    const throttled = new AdsApiError('throttled', 'slow down', { status: 429 });
    api.failure = throttled;
    const refusal = await reader.readSp({ live: true }, ['campaigns']).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ShopReadError);
    expect(refusal).toMatchObject({ code: 50018 });
    const words = (refusal as ShopReadError).localized;
    expect(words.zh).toContain('亚马逊请求过于频繁');
    expect(words.en).toContain('Amazon is throttling requests');
    expect(amazonFailureOf(refusal)).toBe(throttled);

    api.failure = new AdsApiError('reportFailed', 'FAILED');
    const report = await reader
      .readReport(
        {
          name: 'r',
          startDate: '2026-11-01',
          endDate: '2026-11-02',
          adProduct: 'SPONSORED_PRODUCTS',
          reportTypeId: 'spCampaigns',
          groupBy: ['campaign'],
          columns: ['campaignId'],
          timeUnit: 'SUMMARY',
        },
        1000,
      )
      .catch((error: unknown) => error);
    expect((report as ShopReadError).localized.en).toContain('Amazon failed to generate a report');

    api.failure = new AdsApiError('invalidGrant', 'revoked');
    const revoked = await reader.readBrands().catch((error: unknown) => error);
    expect(revoked).toBeInstanceOf(AppError);
    expect(revoked).not.toBeInstanceOf(ShopReadError);
    expect(revoked).toMatchObject({ code: 10031 });

    const shopRefusal = new AppError(400, 10032, {}, 10032);
    api.failure = shopRefusal;
    expect(await reader.readSb({ live: true }, ['campaigns']).catch((error: unknown) => error)).toBe(
      shopRefusal,
    );
  });
});
