import { describe, expect, it } from 'vitest';
import type { BulkRow } from '../model/bulk-row';
import { keywordId } from '../model/ids';
import { sbVideoRows, spKeywordUpdateRow, spManualRows } from '../testing/plan-fixtures';
import { orderBulkRows } from './row-order';

const label = (row: BulkRow) =>
  `${row.product === 'sponsoredProducts' ? 'SP' : 'SB'}:${row.entity}:${row.adGroupId ?? '-'}`;

describe('orderBulkRows', () => {
  it('writes each campaign as a block with parents first', () => {
    const ordered = orderBulkRows([...spManualRows(), ...sbVideoRows()], (row) => row).map(label);
    expect(ordered).toEqual([
      'SP:campaign:-',
      'SP:biddingAdjustment:-',
      'SP:adGroup:AG_Shoes-Exact',
      'SP:productAd:AG_Shoes-Exact',
      'SP:keyword:AG_Shoes-Exact',
      'SP:productTargeting:AG_Shoes-Exact',
      'SP:negativeKeyword:AG_Shoes-Exact',
      'SP:negativeProductTargeting:AG_Shoes-Exact',
      'SP:campaignNegativeKeyword:-',
      'SB:campaign:-',
      'SB:biddingAdjustmentByPlacement:-',
      'SB:adGroup:AG_Video',
      'SB:videoAd:AG_Video',
      'SB:keyword:AG_Video',
    ]);
  });

  it('keeps campaigns and same-rank rows in their first-seen order', () => {
    const update = spKeywordUpdateRow();
    const other = { ...update, keywordId: keywordId('9'), bid: 2 };
    const rows = [update, ...spManualRows(), other];
    const ordered = orderBulkRows(rows, (row) => row);
    expect(ordered[0]).toBe(update);
    expect(ordered[1]).toBe(other);
    expect(ordered[2]?.entity).toBe('campaign');
  });
});
