import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { SbBulkRow } from '../../model/bulk-row';
import type { Asin } from '../../model/ids';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/bulk-row-validator';
import { sbvAccount, sbvCampaign, sbvSearchTerms, SBV_IDS } from './sbv-fixtures';
import {
  buildSbvOptimisationRows,
  selectSbvCampaigns,
  type SbvOptimisationSettings,
} from './sbv-optimisation';

const NOW = new Date('2026-10-20T19:00:00Z');
const settings: SbvOptimisationSettings = {
  marketplace: 'US',
  organicConversionRate: 0.1,
  targetCostPerSale: 12,
  protect: { terms: ['dog collar'], brandTerms: ['pawsome'], asins: ['B08CK9FVB9'] },
};

const rowsOf = (plan: { rows: Plan['rows'] }) => plan.rows.map((r) => r.row as SbBulkRow);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return isEngineError(error) ? error.code : -1;
  }
  return 0;
};

describe('buildSbvOptimisationRows', () => {
  const result = buildSbvOptimisationRows(sbvCampaign(), sbvSearchTerms(), settings);
  const rows = rowsOf(result);

  it('moves bids toward target CPS with the SP step limits and pauses a keyword that spent 2 x CPS without an order', () => {
    const good = rows.find((r) => r.keywordId === SBV_IDS.keywordGood);
    expect(good).toMatchObject({ entity: 'keyword', operation: 'update', state: 'enabled' });
    expect(good?.bid).toBeGreaterThan(1);
    expect(good?.bid).toBeLessThanOrEqual(1.3);
    const bad = rows.find((r) => r.keywordId === SBV_IDS.keywordBad);
    expect(bad).toMatchObject({ operation: 'update', state: 'paused' });
  });

  it('harvests a converting search term as an exact keyword in the same ad group, without isolation', () => {
    const harvested = rows.find((r) => r.entity === 'keyword' && r.operation === 'create');
    expect(harvested).toMatchObject({
      keywordText: 'leather dog collar',
      matchType: 'exact',
      adGroupId: SBV_IDS.adGroup,
      campaignId: SBV_IDS.campaign,
    });
    expect(harvested?.bid).toBeGreaterThanOrEqual(0.25);
    expect(rows.some((r) => r.entity === 'negativeKeyword' && r.keywordText === 'leather dog collar')).toBe(
      false,
    );
  });

  it('negates a wasted term but never a protected main term', () => {
    expect(
      rows.filter((r) => r.entity === 'negativeKeyword').map((r) => [r.keywordText, r.matchType]),
    ).toEqual([['cat collar bell', 'negativeExact']]);
  });

  it('sets placements against the campaign average, negative for the weak detail page', () => {
    const placements = rows.filter((r) => r.entity === 'biddingAdjustmentByPlacement');
    const detail = placements.find((r) => r.placement === 'detailPage');
    expect(detail?.operation).toBe('update');
    expect(detail?.percentage).toBeLessThan(0);
    expect(detail?.percentage).toBeGreaterThanOrEqual(-90);
  });

  it('passes the upload validator', () => {
    const plan: Plan = {
      flow: 'sbv-optimisation',
      marketplace: 'US',
      rows: result.rows,
      summary: { changeCounts: {}, bidChanges: [], notes: [] },
      warnings: [],
    };
    expect(() => assertPlanValid(plan, { now: NOW })).not.toThrow();
  });

  it('keeps JPY bids whole yen within the video limits', () => {
    const jp = buildSbvOptimisationRows(sbvCampaign(), sbvSearchTerms(), {
      ...settings,
      marketplace: 'JP',
      targetCostPerSale: 1500,
    });
    for (const row of rowsOf(jp).filter((r) => r.bid !== undefined)) {
      expect(Number.isInteger(row.bid)).toBe(true);
      expect(row.bid).toBeGreaterThanOrEqual(15);
    }
  });

  it('leaves placements alone under automated bidding and says so', () => {
    const automated = buildSbvOptimisationRows(sbvCampaign({ bidOptimization: true }), [], settings);
    expect(rowsOf(automated).some((r) => r.entity === 'biddingAdjustmentByPlacement')).toBe(false);
    expect(automated.warnings.some((w) => w.en.includes('automated bidding'))).toBe(true);
  });
});

describe('selectSbvCampaigns', () => {
  it('finds SB video campaigns by name, ID or advertised ASIN', () => {
    const account = sbvAccount();
    expect(selectSbvCampaigns(account, { campaignName: 'SBV Dog Collar' }).campaigns).toHaveLength(1);
    expect(selectSbvCampaigns(account, { campaignId: SBV_IDS.campaign }).campaigns).toHaveLength(1);
    expect(selectSbvCampaigns(account, { asin: 'B08CK9FVB9' as Asin }).campaigns).toHaveLength(1);
  });

  it('says exactly what is missing: no SB tab 10008, no SBV campaign 10016, wrong name 20006', () => {
    expect(
      codeOf(() => selectSbvCampaigns({ ...sbvAccount(), sheets: ['Sponsored Products Campaigns'] }, {})),
    ).toBe(10008);
    const noVideo = sbvCampaign();
    noVideo.adGroups = noVideo.adGroups.map((g) => ({
      ...g,
      ads: g.ads.map((ad) => ({ ...ad, format: 'productCollection' as const })),
    }));
    expect(codeOf(() => selectSbvCampaigns(sbvAccount([noVideo]), {}))).toBe(10016);
    expect(codeOf(() => selectSbvCampaigns(sbvAccount(), { campaignName: 'Nope' }))).toBe(20006);
    const legacy = selectSbvCampaigns(
      sbvAccount([sbvCampaign(), sbvCampaign({ name: 'Old', tab: 'legacy' })]),
      {},
    );
    expect(legacy.campaigns).toHaveLength(1);
    expect(legacy.warnings[0]?.en).toContain('legacy');
  });
});
