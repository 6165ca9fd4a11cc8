import { isEngineError } from '../errors/engine-error';
import { describe, expect, it } from 'vitest';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { validateWorkbook } from './validate-api';

const NOW = new Date('2026-03-01T20:00:00Z');

/** A Chinese seller export where three rows carry an Operation. */
function chineseWorkbook(): Promise<Uint8Array> {
  return buildBulkWorkbook({
    language: 'zh',
    sponsoredProducts: [
      {
        id: '100000000000001',
        name: '跑鞋 手动',
        targetingType: 'manual',
        dailyBudget: 30,
        adGroups: [
          {
            id: '200000000000001',
            name: '精准',
            defaultBid: 0.8,
            keywords: [
              {
                id: '300000000000001',
                text: 'running shoes',
                matchType: 'exact',
                bid: 1500,
                operation: 'update',
              },
            ],
          },
        ],
      },
    ],
    extraRows: {
      sponsoredProducts: [
        {
          product: '商品推广',
          entity: '关键词',
          operation: '创建',
          campaignId: '100000000000001',
          adGroupId: '200000000000001',
          state: '已启用',
          keywordText: 'trail shoes',
          matchType: 'exactly',
          bid: 1,
        },
        { product: '商品推广', entity: '小部件', operation: '创建', campaignId: '100000000000001' },
      ],
    },
  });
}

describe('validateWorkbook', () => {
  it('checks the rows with an Operation of a localised workbook, at their own sheet and row', async () => {
    const violations = await validateWorkbook(await chineseWorkbook(), { marketplace: 'US', now: NOW });
    expect(violations.map(({ sheet, column, rule }) => ({ sheet, column, rule }))).toEqual([
      { sheet: '商品推广活动', column: 'Bid', rule: 'bid-range' },
      { sheet: '商品推广活动', column: '匹配类型', rule: 'invalid-value' },
      { sheet: '商品推广活动', column: '实体层级', rule: 'invalid-value' },
    ]);
    const [bid, match, entity] = violations;
    expect(bid!.row).toBeLessThan(match!.row);
    expect(entity!.row).toBe(match!.row + 1);
    expect(match!.message.en).toBe('"exactly" is not a valid value for column "匹配类型".');
  });

  it('refuses an export without operations (10003: Amazon would upload nothing) rather than passing it', async () => {
    const bytes = await buildBulkWorkbook({
      sponsoredProducts: [
        { id: '100000000000001', name: 'Old campaign', startDate: '20200101', adGroups: [] },
      ],
    });
    const error = await validateWorkbook(bytes, { marketplace: 'UK', now: NOW }).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe(10003);
  });

  it('checks new campaign names against the campaigns of the export rows without an Operation', async () => {
    const created = (id: string, name: string) => ({
      id,
      name,
      operation: 'create' as const,
      targetingType: 'manual' as const,
      dailyBudget: 20,
      startDate: '20260305',
      biddingStrategy: 'downOnly' as const,
      biddingAdjustments: [],
      adGroups: [],
    });
    const bytes = await buildBulkWorkbook({
      sponsoredProducts: [
        { id: '100000000000001', name: 'Shoes manual', adGroups: [] },
        created('Cnew1', 'Shoes manual'),
        created('Cnew2', 'Brand video'),
        created('Cnew3', 'Legacy video'),
        created('Cnew4', 'Fresh name'),
      ],
      sponsoredBrands: [{ id: '100000000000002', name: 'Brand video', adGroups: [] }],
      legacySponsoredBrands: [{ id: '100000000000003', name: 'Legacy video' }],
    });
    const violations = await validateWorkbook(bytes, { marketplace: 'US', now: NOW });
    const duplicates = violations.filter((v) => v.rule === 'duplicate-campaign-name');
    expect(duplicates.map((v) => v.message.en)).toEqual([
      'The account already has a campaign named "Shoes manual"; a new campaign needs another name.',
      'The account already has a campaign named "Brand video"; a new campaign needs another name.',
      'The account already has a campaign named "Legacy video"; a new campaign needs another name.',
    ]);
    expect(violations.filter((v) => v.rule !== 'duplicate-campaign-name')).toEqual([]);
  });
});
