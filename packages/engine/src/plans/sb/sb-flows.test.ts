import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { SbBulkRow } from '../../model/bulk-row';
import type { PlanInputs } from '../../model/flow';
import {
  buildBulkWorkbook,
  buildConsoleReport,
  existingSbvCampaignSpec,
  SBV_VIDEO_ASSET_ID,
  type BulkWorkbookSpec,
} from '../../testing';
import { sbFlows } from './sb-flows';

const NOW = new Date('2026-10-20T19:00:00Z');
const VIDEO = SBV_VIDEO_ASSET_ID;
const LOGO = 'amzn1.assetlibrary.asset1.38f47f3fd2fa825c5ca2d4923aead105:version_v1';

const coldStartParameters = {
  marketplace: 'US',
  campaign_name: 'SBV Dog Collar',
  daily_budget: 50,
  organic_conversion_rate: 12,
  target_cps: 12,
  asin: 'B08CK9FVB9',
  main_search_terms: ['dog collar', 'dog collars for large dogs'],
  negative_keywords: ['cat collar'],
};

const sbCampaign = existingSbvCampaignSpec();

const searchTerm = (term: string, clicks: number, orders: number, spend: number) => ({
  campaignId: '292142424756096',
  adGroupId: '362003785216748',
  campaignName: 'SBV Existing',
  adGroupName: 'Video group',
  keywordId: '483071962064135',
  keywordText: 'collar',
  matchType: 'broad' as const,
  searchTerm: term,
  metrics: { clicks, orders, spend, sales: orders * 40 },
});

async function bulk(spec: BulkWorkbookSpec) {
  return {
    name: 'bulk-a3snsjclchkfi8-20260820-20261017-1792900000000.xlsx',
    bytes: await buildBulkWorkbook(spec),
  };
}

const run = async (flow: 'sbv-cold-start' | 'sbv-optimisation', partial: Partial<PlanInputs>) =>
  sbFlows[flow].run({ parameters: {}, reports: [], hourly: [], now: NOW, ...partial });

async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isEngineError(error)) return error;
    throw error;
  }
  return undefined;
}

const sbRows = (rows: { row: unknown }[]) => rows.map((r) => r.row as SbBulkRow);

describe('sbv-cold-start flow', () => {
  it('refuses with 20001 naming the field when Amazon would reject every search term', async () => {
    const error = await errorOf(
      run('sbv-cold-start', {
        parameters: {
          ...coldStartParameters,
          brand_entity_id: 'ENTITY1ABC2DEF3GH',
          asset_id: VIDEO,
          main_search_terms: ['(', 'a/b'],
        },
      }),
    );
    expect(error?.code).toBe(20001);
    expect(error?.localized.en).toContain('No keyword or product can be targeted');
    expect((error as unknown as { problems: { field: string }[] }).problems[0]?.field).toBe(
      'main_search_terms',
    );
  });

  it('takes the only brand entity and video asset of the bulk sheet and says so', async () => {
    const file = await bulk({
      brandAssets: [
        { brandEntityId: 'ENTITY1ABC2DEF3GH', brandName: 'Pawsome', assetId: VIDEO, assetType: 'video' },
      ],
      tabs: ['sponsoredProducts', 'brandAssets'],
    });
    const plan = await run('sbv-cold-start', { parameters: coldStartParameters, bulk: file });
    const rows = sbRows(plan.rows);
    expect(rows[0]).toMatchObject({
      entity: 'campaign',
      brandEntityId: 'ENTITY1ABC2DEF3GH',
      bidOptimization: false,
    });
    expect(rows.find((r) => r.entity === 'videoAd')?.videoAssetIds).toEqual([VIDEO]);
    expect(plan.summary.notes.map((n) => n.en).join(' ')).toContain('only video asset ID');
  });

  it('writes whole-yen JP bids within the SB video limits', async () => {
    const plan = await run('sbv-cold-start', {
      parameters: {
        ...coldStartParameters,
        marketplace: 'JP',
        daily_budget: 5000,
        target_cps: 1500,
        brand_entity_id: 'ENTITY1ABC2DEF3GH',
        asset_id: VIDEO,
      },
    });
    for (const row of sbRows(plan.rows).filter((r) => r.bid !== undefined)) {
      expect(Number.isInteger(row.bid)).toBe(true);
      expect(row.bid).toBeGreaterThanOrEqual(15);
      expect(row.bid).toBeLessThanOrEqual(7760);
    }
  });

  it('writes a brand video ad with the logo from the bulk sheet', async () => {
    const file = await bulk({
      brandAssets: [
        { brandEntityId: 'ENTITY1ABC2DEF3GH', brandName: 'Pawsome', assetId: VIDEO, assetType: 'video' },
        { brandEntityId: 'ENTITY1ABC2DEF3GH', brandName: 'Pawsome', assetId: LOGO, assetType: 'logo' },
      ],
    });
    const parameters = {
      ...coldStartParameters,
      ad_format: 'brandVideo',
      landing_page_url: 'https://www.amazon.com/stores/page/BF7D4D7A',
      headline: 'Collars that last',
    };
    const plan = await run('sbv-cold-start', { parameters, bulk: file });
    expect(sbRows(plan.rows).find((r) => r.entity === 'brandVideoAd')).toMatchObject({
      brandName: 'Pawsome',
      brandLogoAssetId: LOGO,
      landingPageType: 'store',
    });
  });

  it('tells the seller where to find a missing Brand Entity ID and video asset ID', async () => {
    const entity = await errorOf(run('sbv-cold-start', { parameters: coldStartParameters }));
    expect(entity?.code).toBe(20007);
    expect(entity?.localized.zh).toContain('品牌资产数据');
    const video = await errorOf(
      run('sbv-cold-start', { parameters: { ...coldStartParameters, brand_entity_id: 'ENTITY1ABC2DEF3GH' } }),
    );
    expect(video?.localized.en).toContain('Creative assets library');
  });

  it('refuses a campaign name the account already uses', async () => {
    const file = await bulk({ sponsoredBrands: [{ ...sbCampaign, name: 'SBV Dog Collar' }] });
    const error = await errorOf(
      run('sbv-cold-start', {
        parameters: { ...coldStartParameters, brand_entity_id: 'ENTITY1ABC2DEF3GH', asset_id: VIDEO },
        bulk: file,
      }),
    );
    expect(error?.code).toBe(20001);
  });
});

describe('sbv-optimisation flow', () => {
  const parameters = {
    marketplace: 'US',
    campaign_name: 'SBV Existing',
    organic_conversion_rate: 10,
    target_cps: 12,
    main_search_terms: 'dog collar',
  };

  it('optimises bids, harvests, negates and sets placements from the SB tabs', async () => {
    const file = await bulk({
      sponsoredBrands: [sbCampaign],
      sbSearchTerms: [searchTerm('leather dog collar', 40, 6, 36), searchTerm('cat collar bell', 30, 0, 27)],
    });
    const plan = await run('sbv-optimisation', { parameters, bulk: file });
    const rows = sbRows(plan.rows);
    expect(rows.find((r) => r.operation === 'create' && r.entity === 'keyword')).toMatchObject({
      keywordText: 'leather dog collar',
      matchType: 'exact',
    });
    expect(rows.find((r) => r.entity === 'negativeKeyword')).toMatchObject({
      keywordText: 'cat collar bell',
      matchType: 'negativeExact',
    });
    expect(
      rows.find((r) => r.entity === 'biddingAdjustmentByPlacement' && r.placement === 'detailPage')
        ?.percentage,
    ).toBeLessThan(0);
    expect(plan.rows.every((r) => r.explanation.dataWindow === '2026-08-20 – 2026-10-17')).toBe(true);
  });

  it('uses an uploaded console SB search term report (GB18030, Chinese) instead of the bulk tab', async () => {
    const report = await buildConsoleReport({
      kind: 'sbSearchTerm',
      encoding: 'gb18030',
      language: 'zh',
      rows: [
        {
          campaignName: 'SBV Existing',
          adGroupName: 'Video group',
          targeting: 'collar',
          matchType: 'BROAD',
          searchTerm: 'leather dog collar',
          metrics: { clicks: 40, orders: 6, spend: 36, sales: 240 },
        },
      ],
    });
    const file = await bulk({ sponsoredBrands: [sbCampaign] });
    const plan = await run('sbv-optimisation', {
      parameters,
      bulk: file,
      reports: [{ name: 'sb-search-term.csv', bytes: report }],
    });
    expect(sbRows(plan.rows).find((r) => r.operation === 'create' && r.entity === 'keyword')).toMatchObject({
      keywordText: 'leather dog collar',
    });
  });

  it('says exactly what SB data is missing', async () => {
    const noSearchTerms = await errorOf(
      run('sbv-optimisation', { parameters, bulk: await bulk({ sponsoredBrands: [sbCampaign] }) }),
    );
    expect(noSearchTerms?.code).toBe(10006);
    expect(noSearchTerms?.localized.en).toContain('SB Search Term Report');
    const noSbTab = await errorOf(
      run('sbv-optimisation', { parameters, bulk: await bulk({ tabs: ['sponsoredProducts'] }) }),
    );
    expect(noSbTab?.code).toBe(10008);
    const collection = {
      ...sbCampaign,
      adGroups: sbCampaign.adGroups?.map((g) => ({
        ...g,
        ads: g.ads?.map((ad) => ({ ...ad, format: 'productCollection' as const })),
      })),
    };
    const noVideo = await errorOf(
      run('sbv-optimisation', {
        parameters,
        bulk: await bulk({ sponsoredBrands: [collection], sbSearchTerms: [searchTerm('x', 1, 0, 1)] }),
      }),
    );
    expect(noVideo?.code).toBe(10016);
    expect(noVideo?.localized.en).toContain('No Sponsored Brands video data');
    const otherCampaign = { ...searchTerm('x', 1, 0, 1), campaignId: '1', campaignName: 'Other' };
    const noRows = await errorOf(
      run('sbv-optimisation', {
        parameters,
        bulk: await bulk({ sponsoredBrands: [sbCampaign], sbSearchTerms: [otherCampaign] }),
      }),
    );
    expect(noRows?.code).toBe(10005);
    expect((await errorOf(run('sbv-optimisation', { parameters })))?.code).toBe(20007);
  });
});
