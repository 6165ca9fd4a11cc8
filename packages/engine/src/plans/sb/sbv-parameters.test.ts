import { afterEach, describe, expect, it, vi } from 'vitest';
import * as contracts from '@adplan/contracts';
import { isEngineError, type EngineError } from '../../errors/engine-error';
import type { BrandAsset } from '../../model/account';
import { ParameterCheckError } from '../parameters/plan-parameters';
import { assetIdInUrl, resolveBrandEntityId, resolveLogoAssetId, resolveVideoAssetId } from './sbv-assets';
import { checkSbvColdStartParameters, checkSbvOptimisationParameters } from './sbv-parameters';

const VIDEO = 'amzn1.assetlibrary.asset1.735ec75f93ae1d0704411a3fc2aeff83:version_v1';
const LOGO = 'amzn1.assetlibrary.asset1.38f47f3fd2fa825c5ca2d4923aead105:version_v1';

const valid = {
  marketplace: 'US',
  campaign_name: 'SBV Dog Collar',
  daily_budget: 50,
  organic_conversion_rate: 12,
  target_cps: 12,
  asin: 'B08CK9FVB9',
  main_search_terms: 'dog collar\ndog collars for large dogs',
  brand_entity_id: 'ENTITY1ABC2DEF3GH',
  asset_id: VIDEO,
  creative_asset_url: 'https://advertising.amazon.com/cm/assets',
};

function errorOf(fn: () => unknown): EngineError | undefined {
  try {
    fn();
  } catch (error) {
    if (isEngineError(error)) return error;
    throw error;
  }
  return undefined;
}

const source = { sheet: 'Brand assets data', row: 2 };
const asset = (
  assetType: BrandAsset['assetType'],
  assetId: string,
  brandEntityId = 'ENTITY1ABC2DEF3GH',
): BrandAsset => ({
  assetType,
  assetId,
  brandEntityId,
  brandName: 'Pawsome',
  source,
});

afterEach(() => vi.restoreAllMocks());

describe('checkSbvColdStartParameters', () => {
  it('types a valid video cold start: ratios, keyword targeting, defaults', () => {
    const params = checkSbvColdStartParameters(valid);
    expect(params).toMatchObject({
      marketplace: 'US',
      organicConversionRate: 0.12,
      targetType: 'keyword',
      adFormat: 'video',
      adGroupName: 'SBV Dog Collar video',
      bidOptimization: false,
      creativeAsins: ['B08CK9FVB9'],
    });
    expect(params.mainSearchTerms).toEqual(['dog collar', 'dog collars for large dogs']);
  });

  it('chooses product targeting from competitor ASINs and reads placements', () => {
    const params = checkSbvColdStartParameters({
      ...valid,
      main_search_terms: '',
      competitor_asins: 'B07SBHTQMC, B0058DKFBS',
      placement_home: '25',
      placement_detail_page: -40,
    });
    expect(params.targetType).toBe('product');
    expect(params.placements).toEqual({ home: 25, detailPage: -40 });
  });

  it('reports every missing field at once with code 20007', () => {
    const error = errorOf(() => checkSbvColdStartParameters({ marketplace: 'US' }));
    expect(error).toBeInstanceOf(ParameterCheckError);
    expect(error?.code).toBe(20007);
    const fields = (error as ParameterCheckError).problems.map((p) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'campaign_name',
        'daily_budget',
        'asin',
        'organic_conversion_rate',
        'target_cps',
      ]),
    );
    expect(fields).not.toContain('campaign_id');
  });

  it('rejects malformed SBV fields with 20001 and says the expected format', () => {
    const error = errorOf(() =>
      checkSbvColdStartParameters({
        ...valid,
        asset_id: 'video-123',
        creative_asset_url: 'not a url',
        placement_other: 1000,
      }),
    );
    expect(error?.code).toBe(20001);
    expect(error?.localized.zh).toContain('amzn1.assetlibrary.asset1');
    expect(error?.localized.en).toContain('Creative asset URL "not a url" is not a valid URL');
    expect(error?.localized.en).toContain('Other placements adjustment must be between -99 and 900');
    expect(error?.localized.zh).toContain('创意素材链接');
  });

  it('needs the Store URL on the marketplace host and a headline for a brand video ad', () => {
    const missing = errorOf(() => checkSbvColdStartParameters({ ...valid, ad_format: 'brandVideo' }));
    expect(missing?.code).toBe(20007);
    expect(missing?.localized.en).toContain('missing "Store landing page URL"');
    expect(missing?.localized.zh).toContain('品牌旗舰店落地页网址');
    const wrongHost = errorOf(() =>
      checkSbvColdStartParameters({
        ...valid,
        ad_format: 'brandVideo',
        landing_page_url: 'https://www.amazon.de/stores/page/X',
        headline: 'Collars',
      }),
    );
    expect(wrongHost?.localized.en).toContain('www.amazon.com');
    const longHeadline = errorOf(() =>
      checkSbvColdStartParameters({
        ...valid,
        marketplace: 'JP',
        ad_format: 'brandVideo',
        landing_page_url: 'https://www.amazon.co.jp/stores/page/X',
        headline: 'x'.repeat(36),
      }),
    );
    expect(longHeadline?.localized.en).toContain('35');
  });

  it('refuses before anything is consumed where SB video cannot be created by bulk upload', () => {
    const info = contracts.marketplaceInfo('JP');
    vi.spyOn(contracts, 'marketplaceInfo').mockReturnValue({ ...info, sbVideoBulkCreate: false });
    const error = errorOf(() =>
      checkSbvColdStartParameters({ ...valid, marketplace: 'JP', daily_budget: 5000, target_cps: 1500 }),
    );
    expect(error?.code).toBe(20001);
    expect(error?.localized.zh).toContain('不支持通过批量表格创建品牌推广视频');
  });
});

describe('checkSbvOptimisationParameters', () => {
  it('needs a campaign ID, name or ASIN like the SP optimisations', () => {
    expect(
      checkSbvOptimisationParameters({
        marketplace: 'UK',
        campaign_name: 'SBV',
        organic_conversion_rate: 10,
        target_cps: 9,
      }).marketplace,
    ).toBe('UK');
    const error = errorOf(() =>
      checkSbvOptimisationParameters({ marketplace: 'UK', organic_conversion_rate: 10, target_cps: 9 }),
    );
    expect(error?.code).toBe(20007);
  });
});

describe('brand entity and asset IDs', () => {
  it('uses the only candidate of the bulk sheet and says so', () => {
    const assets = [asset('video', VIDEO), asset('logo', LOGO)];
    const video = resolveVideoAssetId(undefined, undefined, assets);
    expect(video.value).toBe(VIDEO);
    expect(video.notes[0]?.en).toContain('only video asset ID');
    expect(resolveBrandEntityId(undefined, assets).value).toBe('ENTITY1ABC2DEF3GH');
    expect(resolveLogoAssetId(undefined, assets).value).toBe(LOGO);
  });

  it('tells the seller where to find a missing Brand Entity ID or video asset ID', () => {
    const entity = errorOf(() => resolveBrandEntityId(undefined, []));
    expect(entity?.code).toBe(20007);
    expect(entity?.localized.zh).toContain('品牌资产数据');
    expect(entity?.localized.en).toContain('Brand assets data');
    const video = errorOf(() => resolveVideoAssetId(undefined, undefined, [asset('logo', LOGO)]));
    expect(video?.localized.zh).toContain('创意素材库');
    expect(video?.localized.en).toContain('amzn1.assetlibrary.asset1.<32 hex>:version_v1');
  });

  it('asks the seller to choose when the bulk sheet holds several videos', () => {
    const other = 'amzn1.assetlibrary.asset1.00000000000000000000000000000001:version_v1';
    const error = errorOf(() =>
      resolveVideoAssetId(undefined, undefined, [asset('video', VIDEO), asset('video', other)]),
    );
    expect(error?.localized.en).toContain('2 video asset IDs');
  });

  it('takes the asset ID from the creative asset URL and completes a missing version', () => {
    const url = `https://advertising.amazon.com/cm/assets?assetId=${encodeURIComponent('amzn1.assetlibrary.asset1.735EC75F93AE1D0704411A3FC2AEFF83')}`;
    expect(assetIdInUrl(url)).toBe('amzn1.assetlibrary.asset1.735EC75F93AE1D0704411A3FC2AEFF83');
    const resolved = resolveVideoAssetId(undefined, url, []);
    expect(resolved.value).toBe(VIDEO);
    expect(resolved.notes.map((n) => n.en).join(' ')).toContain(':version_v1 was added');
  });
});
