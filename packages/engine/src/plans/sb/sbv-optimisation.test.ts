import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETPLACES, marketplaceInfo } from '@adplan/contracts';
import { isEngineError } from '../../errors/engine-error';
import type { SearchTermRow } from '../../model/account';
import type { SbBulkRow } from '../../model/bulk-row';
import type { Asin } from '../../model/ids';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/bulk-row-validator';
import { metrics, sbvAccount, sbvCampaign, sbvSearchTerms, SBV_IDS } from '../../testing/sbv-fixtures';
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

  it('never negates one of the ad group’s own keywords (its bid rules pause it instead)', () => {
    const own: SearchTermRow = {
      ...sbvSearchTerms()[1]!,
      searchTerm: 'Pet Leash',
      keywordId: SBV_IDS.keywordBad,
      keywordText: 'pet leash',
      matchType: 'exact',
      metrics: metrics(120, 0, 180, 0),
    };
    const plan = rowsOf(buildSbvOptimisationRows(sbvCampaign(), [...sbvSearchTerms(), own], settings));
    expect(
      plan.some((r) => r.entity === 'negativeKeyword' && r.keywordText?.toLowerCase() === 'pet leash'),
    ).toBe(false);
    expect(plan.find((r) => r.keywordId === SBV_IDS.keywordBad)?.state).toBe('paused');
  });

  it('divides bids by the placement multiplier after this run’s placement changes', () => {
    const boosted = sbvCampaign({
      placementAdjustments: sbvCampaign().placementAdjustments.map((p) =>
        p.placement === 'home' ? { ...p, percentage: 100 } : p,
      ),
    });
    const plain = rowsOf(buildSbvOptimisationRows(sbvCampaign(), [], settings));
    const withHome = buildSbvOptimisationRows(boosted, [], settings);
    const home = rowsOf(withHome).find((r) => r.placement === 'home');
    // Home stays high but is step-limited; the good keyword's bid is lower than without the boost.
    expect(home?.percentage).toBeGreaterThan(0);
    // The ideal bid is divided by the higher multiplier (the proportional rule, from the measured CPS, is not).
    const idealOf = (rows: Plan['rows']) =>
      Number(rows.find((r) => r.row.keywordId === SBV_IDS.keywordGood)?.explanation.figures.idealBid);
    expect(idealOf(withHome.rows)).toBeLessThan(
      idealOf(buildSbvOptimisationRows(sbvCampaign(), [], settings).rows),
    );
    expect(plain.length).toBeGreaterThan(0);
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

describe('every SBV optimisation plan (property)', () => {
  it('passes the upload validator with the SB video limits, whole yen in JP, and keeps its own keywords', () => {
    const counts = fc.record({
      clicks: fc.integer({ min: 0, max: 800 }),
      orders: fc.integer({ min: 0, max: 80 }),
      spend: fc.double({ min: 0, max: 900, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETPLACES),
        fc.array(fc.tuple(counts, fc.double({ min: 0.3, max: 3, noNaN: true })), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.array(
          fc.tuple(fc.constantFrom('dog collar', 'pet leash', 'collar', 'cat toy', 'b0zzzzzzzz'), counts),
        ),
        fc.array(fc.integer({ min: -99, max: 900 }), { minLength: 3, maxLength: 3 }),
        (marketplace, keywordData, termData, percents) => {
          const yen = marketplace === 'JP' ? 150 : 1;
          const money = (x: number) => (yen === 1 ? Math.round(x * 100) / 100 : Math.round(x * yen));
          const base = sbvCampaign();
          const group = base.adGroups[0]!;
          const campaign = sbvCampaign({
            placementAdjustments: base.placementAdjustments.map((p, i) => ({
              ...p,
              percentage: percents[i] ?? 0,
            })),
            adGroups: [
              {
                ...group,
                keywords: group.keywords.map((k, i) => {
                  const [c, bid] = keywordData[i] ?? [{ clicks: 0, orders: 0, spend: 0 }, 1];
                  const orders = Math.min(c.orders, c.clicks);
                  return {
                    ...k,
                    bid: money(bid),
                    metrics: metrics(c.clicks, orders, money(c.spend), orders * money(30)),
                  };
                }),
              },
            ],
          });
          const terms = termData.map(([term, c]): SearchTermRow => {
            const orders = Math.min(c.orders, c.clicks);
            return {
              ...sbvSearchTerms()[0]!,
              searchTerm: term,
              metrics: metrics(c.clicks, orders, money(c.spend), orders * money(30)),
            };
          });
          const s = { ...settings, marketplace, targetCostPerSale: money(12) };
          const result = buildSbvOptimisationRows(campaign, terms, s);
          const plan: Plan = {
            flow: 'sbv-optimisation',
            marketplace,
            rows: result.rows,
            summary: { changeCounts: {}, bidChanges: [], notes: [] },
            warnings: [],
          };
          expect(() => assertPlanValid(plan, { now: NOW })).not.toThrow();
          const { min, max } = marketplaceInfo(marketplace).sbVideoBid;
          for (const row of rowsOf(result).filter((r) => r.bid !== undefined)) {
            expect(row.bid).toBeGreaterThanOrEqual(min);
            expect(row.bid).toBeLessThanOrEqual(max);
            if (yen > 1) expect(Number.isInteger(row.bid)).toBe(true);
          }
          const own = new Set(group.keywords.map((k) => k.text));
          expect(
            rowsOf(result).some((r) => r.entity === 'negativeKeyword' && own.has(r.keywordText ?? '')),
          ).toBe(false);
          expect(buildSbvOptimisationRows(campaign, terms, s)).toEqual(result);
        },
      ),
      { numRuns: 80 },
    );
  });
});
