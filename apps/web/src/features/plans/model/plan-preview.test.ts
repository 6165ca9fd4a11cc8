import { describe, expect, it } from 'vitest';
import type { PlanPreviewRow } from '@adplan/contracts';
import { beforeAfter, changeCounts, previewTargetText } from './plan-preview';
import { fileFieldOf, fileFieldOfCode, splitFieldErrors } from './plan-errors';

const row = (extra: Partial<PlanPreviewRow>): PlanPreviewRow => ({
  change_type: 'bidIncrease',
  entity: 'keyword',
  operation: 'update',
  rule_id: 'x',
  reason: 'why',
  ...extra,
});

describe('plan preview', () => {
  it('lists the non-zero change counts in the contracts order', () => {
    expect(changeCounts({ negativeKeyword: 2, createCampaign: 1, bidIncrease: 0 })).toEqual([
      { type: 'createCampaign', count: 1 },
      { type: 'negativeKeyword', count: 2 },
    ]);
  });

  it('shows bids, placement percentages or budgets before and after', () => {
    expect(beforeAfter(row({ bid_before: 1, bid_after: 1.2 }), 'US')).toEqual({
      before: '$1.00',
      after: '$1.20',
    });
    expect(beforeAfter(row({ percentage_before: 0, percentage_after: 20 }), 'UK')).toEqual({
      before: '0%',
      after: '20%',
    });
    expect(beforeAfter(row({ budget_after: 3000 }), 'JP')).toEqual({ before: undefined, after: '￥3,000' });
  });
});

describe('where errors go', () => {
  it('maps server file fields and product codes to the file inputs', () => {
    expect(fileFieldOf('bulk_file')).toBe('bulk');
    expect(fileFieldOf('hourly_files')).toBe('hourly');
    expect(fileFieldOf('campaign_id')).toBeUndefined();
    expect(fileFieldOfCode(10019, {})).toBe('hourly');
    expect(fileFieldOfCode(10006, {})).toBe('reports');
    expect(fileFieldOfCode(10013, { bulk: [1] })).toBe('bulk');
    expect(fileFieldOfCode(10001, { hourly: [1] })).toBe('hourly');
    expect(fileFieldOfCode(20001, { bulk: [1] })).toBeUndefined();
  });

  it('splits field problems between parameters and files', () => {
    expect(splitFieldErrors({ sku: ['too long'], report_files: ['bad'], bulk: [] })).toEqual({
      params: { sku: ['too long'] },
      files: { reports: ['bad'] },
    });
  });
});

describe('previewTargetText', () => {
  const word = (key: string) => `word:${key}`;

  it('names a placement row in words, not by its engine key', () => {
    expect(previewTargetText(row({ placement: 'restOfSearch' }), word)).toBe('word:restOfSearch');
    expect(previewTargetText(row({ placement: 'top' }), word)).toBe('word:top');
  });

  it('keeps a keyword with its match type, and shows an unknown placement as sent', () => {
    expect(previewTargetText(row({ target: 'yoga mat', match_type: 'exact' }), word)).toBe(
      'yoga mat · exact',
    );
    expect(previewTargetText(row({ placement: 'siteAmazonBusiness' }), word)).toBe('siteAmazonBusiness');
  });
});
