import { describe, expect, it } from 'vitest';
import { BULK_HEADER } from '../amazon/bulk-columns';
import { headerKey, valueKey } from './alias-keys';
import { bulkColumnOf, mapHeaderRow } from './header-aliases';
import { reportColumnOf, attributionDaysOf } from './report-columns';
import { tabOfSheet } from './sheet-aliases';
import { BIDDING_STRATEGY, MATCH_TYPE, OPERATION, SP_ENTITY, SP_PLACEMENT, STATE } from './value-aliases';

describe('header aliases', () => {
  it('maps every English header of the bulk dictionary onto its own key', () => {
    for (const [key, header] of Object.entries(BULK_HEADER)) expect(bulkColumnOf(header)).toBe(key);
  });

  it('ignores case, spacing, hyphens, width and a (Read only) suffix', () => {
    expect(bulkColumnOf('  campaign id ')).toBe('campaignId');
    expect(bulkColumnOf('Keyword Id (Read only)')).toBe('keywordId');
    expect(bulkColumnOf('Click through Rate')).toBe('clickThroughRate');
    expect(bulkColumnOf('Sub-pages')).toBe('subpages');
    expect(bulkColumnOf('商品投放 ID')).toBe('productTargetingId');
  });

  it('keeps informational twins apart in every language', () => {
    expect(bulkColumnOf('Campaign Name')).toBe('campaignName');
    expect(bulkColumnOf('Campaign Name (Informational only)')).toBe('campaignNameInfo');
    expect(bulkColumnOf('广告活动名称')).toBe('campaignName');
    expect(bulkColumnOf('广告活动名称（仅供参考）')).toBe('campaignNameInfo');
    expect(bulkColumnOf('キャンペーン名（情報提供のみ）')).toBe('campaignNameInfo');
    expect(headerKey('Ad Group Name （仅供参考）')).toBe('info|adgroupname');
  });

  it('falls back from an unknown informational header to its base column when the sheet lacks it', () => {
    const header = mapHeaderRow(['Entity', 'Landing Page Type (Informational only)', 'Mystery column']);
    expect([...header.index.entries()]).toEqual([
      ['entity', 0],
      ['landingPageType', 1],
    ]);
  });

  it('maps console report headers, with their attribution window', () => {
    expect(reportColumnOf(headerKey('7 Day Total Sales ($)'))).toBe('sales');
    expect(reportColumnOf(headerKey('14 Day Total Orders (#)'))).toBe('orders');
    expect(reportColumnOf(headerKey('7 Day Advertised SKU Sales '))).toBeUndefined();
    expect(reportColumnOf(headerKey('7天总销售量(#)'))).toBe('units');
    expect(reportColumnOf(headerKey('7天内广告SKU销售量(#)'))).toBeUndefined();
    expect(reportColumnOf(headerKey('広告がクリックされてから7日間の総売上高'))).toBe('sales');
    expect(reportColumnOf(headerKey('Spend (₹)'))).toBe('spend');
    expect(attributionDaysOf('14 Day Total Sales ')).toBe(14);
  });

  it('recognises sheet names in three languages', () => {
    expect(tabOfSheet('Sponsored Products Campaigns')).toBe('sponsoredProducts');
    expect(tabOfSheet('商品推广活动')).toBe('sponsoredProducts');
    expect(tabOfSheet('スポンサープロダクト広告キャンペーン')).toBe('sponsoredProducts');
    expect(tabOfSheet('商品推广搜索词报告')).toBe('spSearchTerms');
    expect(tabOfSheet('品牌推广多个广告组广告活动')).toBe('sbMultiAdGroup');
    expect(tabOfSheet('Sheet10')).toBeUndefined();
  });
});

describe('value aliases', () => {
  it('maps export, template, Chinese and Japanese spellings onto one value', () => {
    expect(['Create', '创建', '作成'].map((t) => OPERATION.get(t))).toEqual(['create', 'create', 'create']);
    expect(['Archive', '存档', '归档', '非表示にする'].map((t) => OPERATION.get(t))).toEqual(
      Array(4).fill('archive'),
    );
    expect(['Negative Exact', 'negativeExact', '否定精准匹配'].map((t) => MATCH_TYPE.get(t))).toEqual(
      Array(3).fill('negativeExact'),
    );
    expect(
      ['Placement Top', 'placementTop', 'placement top', '搜索结果顶部（首页）'].map((t) =>
        SP_PLACEMENT.get(t),
      ),
    ).toEqual(Array(4).fill('top'));
    expect(
      ['Dynamic bids - down only', '动态竞价 - 只降低', '动态竞价-仅降低'].map((t) =>
        BIDDING_STRATEGY.get(t),
      ),
    ).toEqual(Array(3).fill('downOnly'));
    expect(['enabled', 'ENABLED', '已启用', '有効'].map((t) => STATE.get(t))).toEqual(
      Array(4).fill('enabled'),
    );
    expect(SP_ENTITY.get('广告活动否定关键词')).toBe('campaignNegativeKeyword');
    expect(STATE.get('proposed')).toBeUndefined();
    expect(valueKey(' Ｐｌａｃｅｍｅｎｔ　Ｔｏｐ ')).toBe('placementtop');
  });
});
