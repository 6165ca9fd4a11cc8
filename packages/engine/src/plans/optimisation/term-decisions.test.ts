// Issue 19's term decisions on small accounts built for each situation: close variants are one term, no
// negation of a term converting anywhere for the product or blocking the group's own keywords, isolation only
// toward an exact target that serves at no worse cost per sale (else raise it or keep the source), and harvest
// bids of a deliberate low-bid catch-all anchored on the product's usual bid.
import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/validate-api';
import { planAutoOptimisation } from '../auto/auto-optimisation-flow';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
  fixtureTarget,
} from '../../testing/account-fixtures';
import { parseBulkFileName } from '../shared/data-window';
import type { PlanningData } from '../shared/planning-data';
import type { SearchTermRow, SpCampaign } from '../../model/account';
import { sbvCampaign } from '../../testing/sbv-fixtures';

const NOW = new Date('2026-03-10T12:00:00Z');
const BROAD = { c: '130000000000001', g: '230000000000001', g2: '230000000000011' };
const EXACT = { c: '130000000000002', g: '230000000000002' };
const AUTO = { c: '130000000000003', g: '230000000000003' };
const viaLamp = { keywordText: 'lamp', matchType: 'broad' as const };
const viaBulb = { keywordText: 'bulb', matchType: 'phrase' as const };

const broadCampaign = (): SpCampaign =>
  fixtureCampaign({
    id: BROAD.c,
    name: 'Lamp broad',
    adGroups: [
      {
        id: BROAD.g,
        name: 'lamp broad',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('330000000000001', 'lamp', 'broad', 1, { clicks: 40, orders: 4, spend: 36 }),
          fixtureKeyword('330000000000002', 'lamp shade', 'broad', 1),
        ],
      },
      {
        id: BROAD.g2,
        name: 'bulb phrase',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('330000000000003', 'bulb', 'phrase', 1, { clicks: 5, orders: 1, spend: 4 }),
        ],
      },
    ],
  });

/** The product's exact campaign: one keyword per situation of the isolation rule. */
const exactCampaign = (): SpCampaign =>
  fixtureCampaign({
    id: EXACT.c,
    name: 'Lamp exact',
    adGroups: [
      {
        id: EXACT.g,
        name: 'lamp exact',
        defaultBid: 1,
        keywords: [
          // Serves at 2 a sale.
          fixtureKeyword('330000000000011', 'desk lamp', 'exact', 1, {
            impressions: 900,
            clicks: 20,
            orders: 5,
            spend: 10,
            sales: 150,
          }),
          // Enabled but won no impression in the window: its bid of 0.3 is too low.
          fixtureKeyword('330000000000012', 'night lamp', 'exact', 0.3, {}),
          // Serves, but at 5 a sale.
          fixtureKeyword('330000000000013', 'floor lamp', 'exact', 1, {
            impressions: 1000,
            clicks: 30,
            orders: 3,
            spend: 15,
            sales: 90,
          }),
        ],
      },
    ],
  });

function data(campaigns: SpCampaign[], terms: SearchTermRow[]): PlanningData {
  const account = fixtureAccount(campaigns, terms);
  return {
    now: NOW,
    account,
    searchTerms: account.searchTerms.sponsoredProducts,
    searchTermSource: 'bulkTab',
    dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
  };
}

const keywordParams = checkPlanParameters('keyword-optimisation', {
  marketplace: 'US',
  campaign_id: BROAD.c,
  organic_conversion_rate: 10,
  target_cps: 10,
});

const rowsAbout = (plan: Plan, text: string) =>
  plan.rows.filter((r) => (r.row as SpBulkRow).keywordText?.toLowerCase() === text);
const notes = (plan: Plan) => plan.summary.notes.map((n) => n.en).join('\n');

describe('term decisions of the keyword flow', () => {
  const terms = [
    fixtureSearchTerm(
      BROAD.c,
      BROAD.g,
      'Desk Lamps',
      { clicks: 10, orders: 3, spend: 8, sales: 90 },
      viaLamp,
    ),
    fixtureSearchTerm(BROAD.c, BROAD.g, 'lamp bulb', { clicks: 30, orders: 0, spend: 25 }, viaLamp),
    fixtureSearchTerm(
      BROAD.c,
      BROAD.g2,
      'lamp bulbs',
      { clicks: 5, orders: 1, spend: 4, sales: 30 },
      viaBulb,
    ),
    fixtureSearchTerm(BROAD.c, BROAD.g, 'lamp shades', { clicks: 30, orders: 0, spend: 25 }, viaLamp),
    fixtureSearchTerm(
      BROAD.c,
      BROAD.g,
      'night lamp',
      { clicks: 10, orders: 3, spend: 6, sales: 90 },
      viaLamp,
    ),
    fixtureSearchTerm(
      BROAD.c,
      BROAD.g,
      'floor lamp',
      { clicks: 10, orders: 2, spend: 6, sales: 60 },
      viaLamp,
    ),
    fixtureSearchTerm(BROAD.c, BROAD.g, 'lamp cord', { clicks: 30, orders: 0, spend: 25 }, viaLamp),
  ];
  const plan = planKeywordOptimisation(keywordParams, data([broadCampaign(), exactCampaign()], terms));

  it('never harvests a term served by an exact close variant: isolation toward it, explained', () => {
    const desk = [...rowsAbout(plan, 'desk lamps'), ...rowsAbout(plan, 'desk lamp')];
    expect(desk.map((r) => r.row)).toEqual([
      expect.objectContaining({ entity: 'negativeKeyword', adGroupId: BROAD.g, matchType: 'negativeExact' }),
    ]);
    expect(desk[0]?.explanation.ruleId).toBe('TERM-ISOLATE');
    expect(desk[0]?.explanation.reason.en).toContain('served by its close variant "desk lamp"');
    expect(desk[0]?.explanation.reason.zh).toContain('由近似变体「desk lamp」覆盖');
  });

  it('never negates a term whose close variant converts in another ad group of the same campaign', () => {
    expect(rowsAbout(plan, 'lamp bulb')).toEqual([]);
    expect(notes(plan)).toContain('"lamp bulb" has no order here but converts for the same product');
  });

  it('never negates a close variant of the group’s own enabled keyword', () => {
    expect(rowsAbout(plan, 'lamp shades')).toEqual([]);
  });

  it('raises an exact target that did not serve instead of isolating toward it', () => {
    const night = rowsAbout(plan, 'night lamp');
    expect(night).toEqual([]);
    const raise = plan.rows.find((r) => r.row.keywordId === '330000000000012');
    expect(raise?.explanation.ruleId).toBe('TERM-RAISE-DESTINATION');
    expect(raise?.change.type).toBe('bidIncrease');
    expect(raise?.change.bidAfter ?? 0).toBeGreaterThan(0.3);
    expect(raise?.explanation.reason.en).toContain('the source keeps the term until that target serves');
  });

  it('keeps the source when the exact target costs more per sale', () => {
    expect(rowsAbout(plan, 'floor lamp')).toEqual([]);
    expect(notes(plan)).toMatch(/"floor lamp" in campaign "Lamp exact".*costs more per sale/);
  });

  it('still negates a plain non-converter, and the plan passes the validator', () => {
    expect(rowsAbout(plan, 'lamp cord').map((r) => r.explanation.ruleId)).toEqual(['TERM-NEGATE']);
    assertPlanValid(plan, { now: NOW });
  });

  it('keeps the source and explains when the idle target’s campaign is still to be optimised in this plan', () => {
    const byAsin = checkPlanParameters('keyword-optimisation', {
      marketplace: 'US',
      asin: 'B0OWNASIN1',
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const both = planKeywordOptimisation(byAsin, data([broadCampaign(), exactCampaign()], terms));
    const raises = both.rows.filter((r) => r.explanation.ruleId === 'TERM-RAISE-DESTINATION');
    // The exact campaign comes after the broad one: its own bid rules write its rows; one row per keyword.
    const ids = both.rows.map((r) => r.row.keywordId).filter((id) => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
    expect(raises).toEqual([]);
    expect(notes(both)).toContain('"night lamp" has an exact target');
  });
});

describe('harvest bids of a deliberate low-bid catch-all', () => {
  const auto = fixtureCampaign({
    id: AUTO.c,
    name: 'Lamp catch-all',
    targetingType: 'auto',
    adGroups: [
      {
        id: AUTO.g,
        name: 'catch-all',
        defaultBid: 0.1,
        productTargets: [
          fixtureTarget('430000000000001', 'close-match', 0.1, { clicks: 200, orders: 20, spend: 20 }),
          fixtureTarget('430000000000002', 'loose-match', 0.1),
          fixtureTarget('430000000000003', 'substitutes', 0.1),
          fixtureTarget('430000000000004', 'complements', 0.1),
        ],
      },
    ],
  });
  const terms = [
    fixtureSearchTerm(
      AUTO.c,
      AUTO.g,
      'lamp post',
      { clicks: 20, orders: 4, spend: 2, sales: 120 },
      {
        expression: 'close-match',
      },
    ),
  ];
  const params = checkPlanParameters('auto-optimisation', {
    marketplace: 'US',
    campaign_id: AUTO.c,
    organic_conversion_rate: 10,
    target_cps: 10,
  });
  const plan = planAutoOptimisation(params, data([auto, broadCampaign(), exactCampaign()], terms));

  it('starts the harvest between the source’s effective bid and the ideal bid, anchored on the product’s usual bid', () => {
    const harvest = plan.rows.find((r) => r.explanation.ruleId === 'TERM-HARVEST');
    expect(harvest?.row.keywordText).toBe('lamp post');
    // The catch-all bought the clicks at 0.1 while the product bids about 1: the ideal bid (0.75 here), not
    // 1.2 x 0.1.
    expect(harvest?.change.bidAfter ?? 0).toBeGreaterThanOrEqual(0.5);
    expect(harvest?.change.bidAfter ?? 9).toBeLessThanOrEqual(1.2 * 1 + 0.01);
  });
});

describe('the seller’s own ASINs in SP flows', () => {
  it('never targets nor negates the advertised ASIN of an SB video campaign', () => {
    const auto = fixtureCampaign({
      id: AUTO.c,
      name: 'Lamp auto',
      targetingType: 'auto',
      adGroups: [
        {
          id: AUTO.g,
          name: 'auto',
          defaultBid: 0.8,
          productTargets: [
            fixtureTarget('430000000000011', 'substitutes', 0.8, { clicks: 100, orders: 8, spend: 70 }),
            fixtureTarget('430000000000012', 'close-match', 0.8),
            fixtureTarget('430000000000013', 'loose-match', 0.8),
            fixtureTarget('430000000000014', 'complements', 0.8),
          ],
        },
      ],
    });
    const via = { expression: 'substitutes' };
    const d = data(
      [auto],
      [
        // The SB video campaign's creative ASIN, converting and wasting in two forms of the same ASIN term.
        fixtureSearchTerm(AUTO.c, AUTO.g, 'b08ck9fvb9', { clicks: 20, orders: 4, spend: 8, sales: 120 }, via),
        fixtureSearchTerm(AUTO.c, AUTO.g, 'b0compet99', { clicks: 30, orders: 0, spend: 25 }, via),
      ],
    );
    const account = d.account;
    if (!account) throw new Error('fixture');
    account.sponsoredBrands.campaigns.push(sbvCampaign());
    const params = checkPlanParameters('auto-optimisation', {
      marketplace: 'US',
      campaign_id: AUTO.c,
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const plan = planAutoOptimisation(params, d);
    const expressions = plan.rows.map((r) => (r.row as SpBulkRow).productTargetingExpression ?? '');
    expect(expressions.some((e) => e.toUpperCase().includes('B08CK9FVB9'))).toBe(false);
    // A competitor's wasting ASIN is still negated: the protection is for own ASINs only.
    expect(expressions).toContain('asin="B0COMPET99"');
  });
});
