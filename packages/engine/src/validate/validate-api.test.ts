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

  it('finds nothing to report in an export without operations', async () => {
    const bytes = await buildBulkWorkbook({
      sponsoredProducts: [
        { id: '100000000000001', name: 'Old campaign', startDate: '20200101', adGroups: [] },
      ],
    });
    expect(await validateWorkbook(bytes, { marketplace: 'UK', now: NOW })).toEqual([]);
  });
});
