// Issue 19's term rules in Sponsored Brands: close variants are one term, no negative keyword in a
// product-targeting ad group (a note instead), and the validator flags a workbook that has one.
import { describe, expect, it } from 'vitest';
import type { SearchTermRow } from '../../model/account';
import type { SbBulkRow } from '../../model/bulk-row';
import { targetId } from '../../model/ids';
import { buildBulkWorkbook, existingSbvCampaignSpec } from '../../testing';
import { sbFlows } from './sb-flows';
import { validateBulkRows } from '../../validate/bulk-row-validator';
import { metrics, sbvCampaign, SBV_IDS } from '../../testing/sbv-fixtures';
import { buildSbvOptimisationRows, type SbvOptimisationSettings } from './sbv-optimisation';

const settings: SbvOptimisationSettings = {
  marketplace: 'US',
  organicConversionRate: 0.1,
  targetCostPerSale: 12,
  protect: { terms: [], brandTerms: [], asins: ['B08CK9FVB9'] },
};

const term = (
  searchTerm: string,
  m: ReturnType<typeof metrics>,
  via: Partial<SearchTermRow>,
): SearchTermRow => ({
  product: 'sponsoredBrands',
  searchTerm,
  campaignId: SBV_IDS.campaign,
  adGroupId: SBV_IDS.adGroup,
  metrics: m,
  source: { sheet: 'SB Search Term Report', row: 2 },
  ...via,
});

/** The fixture campaign with its ad group turned into a product-targeting one. */
function targetingCampaign() {
  const campaign = sbvCampaign();
  const group = campaign.adGroups[0];
  if (!group) throw new Error('fixture');
  return {
    ...campaign,
    adGroups: [
      {
        ...group,
        keywords: [],
        productTargets: [
          {
            id: targetId('483071962064199'),
            expression: 'asin="B0COMPET01"',
            state: 'enabled' as const,
            bid: 1,
            metrics: metrics(300, 20, 300, 800),
            source: group.source,
          },
        ],
      },
    ],
  };
}

describe('SB search-term rules', () => {
  it('writes no negative keyword in a product-targeting ad group and says why (zh/en)', () => {
    const via = { productTargetingExpression: 'asin="B0COMPET01"' } as Partial<SearchTermRow>;
    const result = buildSbvOptimisationRows(
      targetingCampaign() as ReturnType<typeof sbvCampaign>,
      [term('cat collar bell', metrics(30, 0, 27, 0), via)],
      settings,
    );
    const rows = result.rows.map((r) => r.row as SbBulkRow);
    expect(rows.filter((r) => r.entity === 'negativeKeyword')).toEqual([]);
    const note = result.notes?.find((n) => n.en.includes('cat collar bell'));
    expect(note?.en).toContain('cannot hold negative keywords');
    expect(note?.zh).toContain('不能添加否定关键词');
  });

  it('treats a close variant of an exact keyword as already targeted (no harvest)', () => {
    const via = { keywordId: SBV_IDS.keywordBroad, keywordText: 'collar', matchType: 'broad' as const };
    const result = buildSbvOptimisationRows(
      sbvCampaign(),
      [term('Dog Collars', metrics(40, 6, 36, 240), via)],
      settings,
    );
    const created = result.rows
      .map((r) => r.row as SbBulkRow)
      .filter((r) => r.entity === 'keyword' && r.operation === 'create');
    expect(created).toEqual([]);
  });

  it('never negates an ASIN the seller advertises in Sponsored Products', async () => {
    const sb = existingSbvCampaignSpec();
    const spend = (searchTerm: string) => ({
      campaignId: '292142424756096',
      adGroupId: '362003785216748',
      campaignName: 'SBV Existing',
      adGroupName: 'Video group',
      keywordId: '483071962064135',
      keywordText: 'collar',
      matchType: 'broad' as const,
      searchTerm,
      metrics: { clicks: 40, orders: 0, spend: 60, sales: 0 },
    });
    const bytes = await buildBulkWorkbook({
      sponsoredProducts: [
        {
          id: '190000000000001',
          name: 'SP leash',
          targetingType: 'manual',
          dailyBudget: 20,
          adGroups: [
            {
              id: '290000000000001',
              name: 'leash',
              defaultBid: 1,
              productAds: [{ id: '690000000000001', sku: 'LEASH-1', asin: 'B0SPOWN001' }],
              keywords: [{ id: '390000000000001', text: 'dog leash', matchType: 'exact', bid: 1 }],
            },
          ],
        },
      ],
      sponsoredBrands: [sb],
      sbSearchTerms: [spend('b0spown001'), spend('cat collar bell')],
    });
    const plan = await sbFlows['sbv-optimisation'].run({
      parameters: {
        marketplace: 'US',
        campaign_name: 'SBV Existing',
        organic_conversion_rate: 10,
        target_cps: 12,
      },
      bulk: { name: 'bulk-a3snsjclchkfi8-20260820-20261017-1792900000000.xlsx', bytes },
      reports: [],
      hourly: [],
      now: new Date('2026-10-20T19:00:00Z'),
    });
    const negatives = plan.rows.map((r) => r.row as SbBulkRow).filter((r) => r.entity.startsWith('negative'));
    expect(negatives.map((r) => r.keywordText ?? r.productTargetingExpression)).toEqual(['cat collar bell']);
  });

  it('validator: flags an SB negative keyword in an ad group that only targets products', () => {
    const base = {
      product: 'sponsoredBrands',
      operation: 'create',
      campaignId: SBV_IDS.campaign,
      adGroupId: SBV_IDS.adGroup,
      state: 'enabled',
    } as const;
    const rows: SbBulkRow[] = [
      { ...base, entity: 'productTargeting', productTargetingExpression: 'asin="B0COMPET01"', bid: 1 },
      { ...base, entity: 'negativeKeyword', keywordText: 'cat collar', matchType: 'negativeExact' },
    ];
    const found = validateBulkRows(rows, { marketplace: 'US', today: '20261020' });
    expect(found.map((v) => v.rule)).toEqual(['sb-negative-keyword-in-targeting-group']);
    expect(found[0]?.message.zh).toContain('否定关键词');
    // Next to a keyword of the same ad group the negative refines it: no violation.
    const withKeyword: SbBulkRow[] = [
      ...rows,
      { ...base, entity: 'keyword', keywordText: 'dog collar', matchType: 'broad', bid: 1 },
    ];
    expect(
      validateBulkRows(withKeyword, { marketplace: 'US', today: '20261020' }).map((v) => v.rule),
    ).not.toContain('sb-negative-keyword-in-targeting-group');
  });
});
