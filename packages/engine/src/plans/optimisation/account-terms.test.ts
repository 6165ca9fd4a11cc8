import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import { assertPlanValid } from '../../validate/validate-api';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureProductAd,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import { parseBulkFileName } from '../shared/data-window';
import { accountTermIndex } from './account-terms';
import type { PlanningData } from '../shared/planning-data';

const NOW = new Date('2026-03-10T12:00:00Z');
const BROAD = { c: '120000000000001', g: '220000000000001' };
const EXACT = { c: '120000000000002', g: '220000000000002' };
const OTHER = { c: '120000000000003', g: '220000000000003' };
const via = { keywordText: 'lamp', matchType: 'broad' as const };

/** Three campaigns: a broad one being optimised, an exact one for the same lamp and one for a second product. */
function data(exactState: 'enabled' | 'paused' = 'enabled'): PlanningData {
  const broad = fixtureCampaign({
    id: BROAD.c,
    name: 'Lamp broad',
    adGroups: [
      {
        id: BROAD.g,
        name: 'lamp broad',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('320000000000001', 'lamp', 'broad', 1, { clicks: 40, orders: 4, spend: 36 }),
          fixtureKeyword('320000000000005', 'lamp light', 'broad', 1),
        ],
      },
    ],
  });
  const exact = fixtureCampaign({
    id: EXACT.c,
    name: 'Lamp exact',
    adGroups: [
      {
        id: EXACT.g,
        name: 'lamp exact',
        defaultBid: 1,
        keywords: [
          // Serves in the window at 2 a sale (the broad source pays 2.7): isolation toward it is allowed.
          fixtureKeyword(
            '320000000000002',
            'desk lamp',
            'exact',
            1,
            { impressions: 900, clicks: 20, orders: 5, spend: 10, sales: 150 },
            exactState,
          ),
          fixtureKeyword('320000000000003', 'reading lamp', 'phrase', 1),
        ],
      },
    ],
  });
  const other = fixtureCampaign({
    id: OTHER.c,
    name: 'Shade',
    adGroups: [
      {
        id: OTHER.g,
        name: 'shade',
        defaultBid: 1,
        productAds: [fixtureProductAd('420000000000003', 'SKU-SHADE', 'B0SHADE001')],
        keywords: [fixtureKeyword('320000000000004', 'glass lamp', 'exact', 1)],
      },
    ],
  });
  const terms = [
    fixtureSearchTerm(BROAD.c, BROAD.g, 'desk lamp', { clicks: 10, orders: 3, spend: 8, sales: 90 }, via),
    fixtureSearchTerm(BROAD.c, BROAD.g, 'lamp bulb', { clicks: 30, orders: 0, spend: 25 }, via),
    fixtureSearchTerm(EXACT.c, EXACT.g, 'lamp bulb', { clicks: 5, orders: 1, spend: 4, sales: 30 }),
    fixtureSearchTerm(BROAD.c, BROAD.g, 'reading lamp', { clicks: 30, orders: 0, spend: 25 }, via),
    fixtureSearchTerm(BROAD.c, BROAD.g, 'b0shade001', { clicks: 30, orders: 0, spend: 25 }, via),
    fixtureSearchTerm(BROAD.c, BROAD.g, 'glass lamp', { clicks: 10, orders: 3, spend: 8, sales: 90 }, via),
    fixtureSearchTerm(BROAD.c, BROAD.g, 'lamp cord', { clicks: 30, orders: 0, spend: 25 }, via),
  ];
  const account = fixtureAccount([broad, exact, other], terms);
  return {
    now: NOW,
    account,
    searchTerms: account.searchTerms.sponsoredProducts,
    searchTermSource: 'bulkTab',
    dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
  };
}

const params = checkPlanParameters('keyword-optimisation', {
  marketplace: 'US',
  campaign_id: BROAD.c,
  organic_conversion_rate: 10,
  target_cps: 10,
});

describe('search terms judged across the account, per advertised product', () => {
  const plan = planKeywordOptimisation(params, data());
  const rows = plan.rows.map((r) => r.row as SpBulkRow);
  const about = (text: string) => rows.filter((r) => r.keywordText?.toLowerCase() === text);

  it('does not harvest a term that is an exact keyword in another campaign: isolation only', () => {
    const desk = about('desk lamp');
    expect(desk.some((r) => r.entity === 'keyword')).toBe(false);
    expect(desk).toEqual([
      expect.objectContaining({ entity: 'negativeKeyword', adGroupId: BROAD.g, matchType: 'negativeExact' }),
    ]);
    const row = plan.rows.find((r) => r.row === desk[0]);
    expect(row?.explanation.ruleId).toBe('TERM-ISOLATE');
    expect(row?.explanation.reason.en).toContain('Lamp exact');
  });

  it('never negates a term that converts in another campaign of the product', () => {
    expect(about('lamp bulb')).toHaveLength(0);
  });

  it("never negates the seller's own enabled keywords", () => {
    expect(about('reading lamp')).toHaveLength(0);
  });

  it('protects every ASIN the seller advertises anywhere in the account', () => {
    const d = data();
    const broad = d.account?.sponsoredProducts.campaigns[0];
    if (!d.account || !broad) throw new Error('fixture');
    const index = accountTermIndex(d.account, broad, d.searchTerms);
    expect([...index.advertisedAsins].sort()).toEqual(['B0OWNASIN1', 'B0SHADE001']);
    // The other product's exact keyword is not in this product's index.
    expect(index.exactTargets.has('glass lamp')).toBe(false);
    expect(index.exactTargets.has('desk lamp')).toBe(true);
    expect(rows.some((r) => r.productTargetingExpression?.toLowerCase().includes('b0shade001'))).toBe(false);
  });

  it('judges exact keywords per product: a keyword of another product does not block a harvest', () => {
    expect(about('glass lamp').some((r) => r.entity === 'keyword' && r.operation === 'create')).toBe(true);
  });

  it('still negates a plain non-converter', () => {
    expect(about('lamp cord')).toEqual([expect.objectContaining({ entity: 'negativeKeyword' })]);
    assertPlanValid(plan, { now: NOW });
  });

  it('knows a converter of another campaign from a console report that names campaigns without IDs', () => {
    const d = data();
    const byName = d.searchTerms.map((row) => {
      const { campaignId, adGroupId, ...rest } = row;
      const campaign = d.account?.sponsoredProducts.campaigns.find((c) => c.id === campaignId);
      const group = campaign?.adGroups.find((g) => g.id === adGroupId);
      return { ...rest, campaignName: campaign?.name.toUpperCase() ?? '', adGroupName: group?.name ?? '' };
    });
    const fromReport = planKeywordOptimisation(params, {
      ...d,
      searchTerms: byName,
      searchTermSource: 'report',
    });
    expect(fromReport.rows.filter((r) => r.row.keywordText === 'lamp bulb')).toHaveLength(0);
    expect(fromReport.rows.some((r) => r.row.keywordText === 'lamp cord')).toBe(true);
  });

  it('warns instead of isolating when the existing exact keyword is paused', () => {
    const paused = planKeywordOptimisation(params, data('paused'));
    const desk = paused.rows.filter((r) => r.row.keywordText === 'desk lamp');
    expect(desk).toHaveLength(0);
    expect(paused.warnings.some((w) => w.en.includes('is not enabled'))).toBe(true);
  });
});
