import { describe, expect, it } from 'vitest';
import { buildBulkWorkbook, sampleAccount } from '../testing';
import { readBulkRows } from './read-api';

describe('readBulkRows: rows with an Operation, for the upload validator', () => {
  it('skips rows with a blank Operation (context rows of an export)', async () => {
    const result = await readBulkRows(await buildBulkWorkbook(sampleAccount()));
    expect(result.rows).toEqual([]);
    expect(result.sheets).toContain('SB Multi Ad Group Campaigns');
  });

  it.each([
    ['en', 'create'],
    ['zh', 'create'],
    ['ja', 'create'],
    ['en', 'update'],
    ['zh', 'update'],
    ['ja', 'archive'],
    ['zh', 'archive'],
  ] as const)('reads %s rows with operation %s as canonical rows', async (language, operation) => {
    const { rows } = await readBulkRows(await buildBulkWorkbook(sampleAccount({ language, operation })));
    expect(rows.every((r) => r.row.operation === operation)).toBe(true);
    const sp = rows.filter((r) => r.row.product === 'sponsoredProducts');
    const sb = rows.filter((r) => r.row.product === 'sponsoredBrands');
    expect(sp.map((r) => r.row.entity)).toContain('campaignNegativeKeyword');
    expect(sb.map((r) => r.row.entity)).toEqual([
      'campaign',
      'biddingAdjustmentByPlacement',
      'biddingAdjustmentByPlacement',
      'biddingAdjustmentByPlacement',
      'adGroup',
      'videoAd',
      'keyword',
      'productTargeting',
      'negativeKeyword',
    ]);
    expect(rows.every((r) => Object.keys(r.unparsed).length === 0)).toBe(true);
    const keyword = sp.find((r) => r.row.entity === 'keyword');
    expect(keyword?.row).toEqual({
      product: 'sponsoredProducts',
      entity: 'keyword',
      operation,
      campaignId: '347066231335202',
      adGroupId: '123456789012345',
      keywordId: '300000000000001',
      state: 'enabled',
      bid: 1.25,
      keywordText: 'orthopedic dog bed',
      matchType: 'exact',
    });
    const video = sb.find((r) => r.row.entity === 'videoAd');
    expect(video?.row).toMatchObject({
      landingPageType: 'detailPage',
      creativeAsins: ['B0ABCDEF12'],
      videoAssetIds: [expect.stringMatching(/^amzn1\.assetlibrary/)],
    });
    expect(sp[0]?.source).toEqual({ sheet: expect.any(String), row: 2 });
  });

  it('lists cells that do not parse under their header, and keeps the row', async () => {
    const bytes = await buildBulkWorkbook({
      tabs: ['sponsoredProducts'],
      extraRows: {
        sponsoredProducts: [
          {
            product: 'Sponsored Products',
            entity: 'Keyword',
            operation: 'Create',
            campaignId: 'C1',
            adGroupId: 'G1',
            keywordText: 'x',
            matchType: 'Exactish',
            state: 'on',
            bid: 'one dollar',
          },
          { product: 'Sponsored Products', entity: 'Shopper Cohort', operation: 'Delete', campaignId: 'C1' },
          { product: 'Sponsored Products', entity: 'Campaign', operation: '', campaignId: 'C2' },
          {
            product: 'Sponsored Products',
            entity: 'Campaign',
            operation: 'Update',
            campaignId: Number('12345678901234567890'),
          },
        ],
      },
    });
    const { rows } = await readBulkRows(bytes);
    expect(rows).toHaveLength(3);
    expect(rows[2]?.unparsed).toEqual({ 'Campaign ID': '12345678901234567000' });
    expect(rows[0]?.unparsed).toEqual({ 'Match Type': 'Exactish', State: 'on', Bid: 'one dollar' });
    expect(rows[0]?.row).not.toHaveProperty('bid');
    expect(rows[1]?.unparsed).toEqual({ Entity: 'Shopper Cohort', Operation: 'Delete' });
  });

  it('reads template-layout create rows with temporary IDs', async () => {
    const { rows } = await readBulkRows(
      await buildBulkWorkbook({
        spLayout: 'template31',
        operation: 'create',
        sponsoredProducts: [
          {
            id: 'Spring toys',
            name: 'Spring toys',
            adGroups: [{ id: 'AG1', name: 'AG1', keywords: [{ id: '', text: 'toy', matchType: 'broad' }] }],
          },
        ],
      }),
    );
    expect(rows.map((r) => r.row.campaignId)).toEqual(Array(7).fill('Spring toys'));
    expect(rows[0]?.row).toMatchObject({
      entity: 'campaign',
      targetingType: 'manual',
      campaignName: 'Spring toys',
    });
  });
});
