// Wasting words (docs/algorithms.md §17.1): a word that wastes spend across many search terms becomes a
// negative phrase at the right level, never where it would block a converting term, the seller's keywords
// (plural twins included), a brand word or a stopword, and never twice; otherwise exact rows or a note.
import { describe, expect, it } from 'vitest';
import type { SearchTermRow, SpAdGroup, SpCampaign } from '../../model/account';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import { campaignId, keywordId } from '../../model/ids';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import { assertPlanValid } from '../../validate/validate-api';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import { parseBulkFileName } from '../shared/data-window';
import type { PlanningData } from '../shared/planning-data';
import { WASTING_WORD_RULES } from './wasting-word-rows';
import { rollUpWords, wastingClickGate } from './wasting-words';

const NOW = new Date('2026-03-10T12:00:00Z');
const C = { id: '130000000000001', g: '230000000000001', g2: '230000000000002' };
const OTHER = { id: '130000000000009', g: '230000000000009' };
const viaLamp = { keywordText: 'lamp', matchType: 'broad' as const };
// 8 clicks and 4.5 spent each: under the per-term negation (spend < one target CPS of 5), together a waste.
const small = { clicks: 8, orders: 0, spend: 4.5 };

function campaign(): SpCampaign {
  return fixtureCampaign({
    id: C.id,
    name: 'Lamp broad',
    adGroups: [
      {
        id: C.g,
        name: 'lamp broad',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('330000000000001', 'lamp', 'broad', 1, { clicks: 60, orders: 6, spend: 30 }),
          fixtureKeyword('330000000000002', 'lamp shade', 'broad', 1),
        ],
      },
      {
        id: C.g2,
        name: 'desk phrase',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('330000000000003', 'desk', 'phrase', 1, { clicks: 10, orders: 1, spend: 5 }),
        ],
      },
    ],
  });
}

/** Another campaign of the product, with the seller's keyword "cheap lamps" (paused: still the seller's). */
function otherCampaign(): SpCampaign {
  return fixtureCampaign({
    id: OTHER.id,
    name: 'Lamp exact',
    adGroups: [
      {
        id: OTHER.g,
        name: 'lamp exact',
        defaultBid: 1,
        keywords: [fixtureKeyword('330000000000009', 'cheap lamps', 'exact', 1, {}, 'paused')],
      },
    ],
  });
}

const terms: SearchTermRow[] = [
  // "free": four terms in two ad groups, 32 clicks, 18 spent, no order -> campaign-level negative phrase.
  fixtureSearchTerm(C.id, C.g, 'free lamp', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'lamp free shipping', small, viaLamp),
  fixtureSearchTerm(C.id, C.g2, 'free desk lamp pdf', small, { keywordText: 'desk', matchType: 'phrase' }),
  fixtureSearchTerm(C.id, C.g2, 'desk lamp free', small, { keywordText: 'desk', matchType: 'phrase' }),
  // "cheap": wastes too, but the seller has the keyword "cheap lamps": never a negative phrase.
  fixtureSearchTerm(C.id, C.g, 'cheap lamp', { clicks: 3, orders: 0, spend: 1 }, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'cheap reading lamp', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'cheap floor lamp', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'cheap lamp post', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'cheap lamp bulb', small, viaLamp),
  // "shades" (a plural twin of the keyword "lamp shade"): never negated as a phrase.
  fixtureSearchTerm(C.id, C.g, 'shades red', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'shades blue', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'green shades', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'shades pink', small, viaLamp),
  // "lumina" is the brand; "mini" converts once ("mini lamp", 2 orders): a phrase would block it.
  fixtureSearchTerm(C.id, C.g, 'lumina lamp a', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'lumina lamp b', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'lumina lamp c', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'lumina lamp d', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'mini lamp', { clicks: 10, orders: 2, spend: 6, sales: 60 }, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'mini clip', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'mini torch', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'mini fan', small, viaLamp),
  fixtureSearchTerm(C.id, C.g, 'mini usb', small, viaLamp),
];

function data(campaigns: SpCampaign[]): PlanningData {
  const account = fixtureAccount(campaigns, terms);
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
  asin: 'B0OWNASIN1',
  organic_conversion_rate: 10,
  target_cps: 5,
  brand_terms: 'Lumina',
});

const wordRows = (plan: Plan) =>
  plan.rows
    .filter((r) => r.explanation.ruleId.startsWith('TERM-WASTING-WORD'))
    .map((r) => r.row as SpBulkRow);

describe('wasting words', () => {
  const plan = planKeywordOptimisation(params, data([campaign(), otherCampaign()]));
  const rows = wordRows(plan);

  it('rolls terms up by word and two-word phrase, with a click gate of two expected sales', () => {
    const rolled = rollUpWords(
      terms.slice(0, 4).map((t) => ({
        campaignId: campaignId(C.id),
        term: {
          group: campaign().adGroups[0] as SpAdGroup,
          searchTerm: t.searchTerm,
          key: t.searchTerm,
          metrics: t.metrics,
          sourceKind: 'broad',
        },
      })),
      new Set(),
    );
    const free = rolled.find((w) => w.words === 'free');
    expect(free).toMatchObject({ termCount: 4, metrics: { clicks: 32, spend: 18, orders: 0 } });
    expect(rolled.some((w) => w.words === 'free shipping')).toBe(true);
    expect(wastingClickGate(0.07)).toBe(29);
    expect(wastingClickGate(0.5)).toBe(15);
  });

  it('negates a word wasting in two ad groups once, as a campaign-level negative phrase, with its figures', () => {
    const free = plan.rows.filter((r) => (r.row as SpBulkRow).keywordText === 'free');
    expect(free.map((r) => r.row)).toEqual([
      expect.objectContaining({
        entity: 'campaignNegativeKeyword',
        campaignId: C.id,
        matchType: 'negativePhrase',
        operation: 'create',
      }),
    ]);
    expect(free[0]?.explanation.ruleId).toBe(WASTING_WORD_RULES.phrase);
    expect(free[0]?.explanation.reason.en).toContain(
      '4 search terms with 32 clicks, $18.00 spent and 0 orders',
    );
    expect(free[0]?.explanation.reason.zh).toContain('「free」出现在 4 个搜索词中');
    expect(() => assertPlanValid(plan, { now: NOW })).not.toThrow();
  });

  it("never writes a negative phrase on the seller's keyword words, plural twins, brand words or converters", () => {
    const phrases = rows.filter((r) => r.matchType === 'negativePhrase').map((r) => r.keywordText);
    expect(phrases).toEqual(['free']);
  });

  it('falls back to negative exact on the terms without orders when they still waste together', () => {
    const exact = plan.rows.filter((r) => r.explanation.ruleId === WASTING_WORD_RULES.exact);
    const texts = exact.map((r) => (r.row as SpBulkRow).keywordText).sort();
    // "mini": the four terms without an order (not "mini lamp"); "cheap": its four wasting terms. "shades" too.
    expect(texts).toContain('mini clip');
    expect(texts).not.toContain('mini lamp');
    expect(texts).toContain('cheap reading lamp');
    expect(exact.every((r) => (r.row as SpBulkRow).matchType === 'negativeExact')).toBe(true);
    expect(exact[0]?.explanation.reason.en).toContain('a negative phrase would block');
  });

  it('never duplicates a negative phrase that already exists', () => {
    const withNegative = campaign();
    withNegative.campaignNegativeKeywords.push({
      id: keywordId('430000000000001'),
      text: 'free',
      matchType: 'negativePhrase',
      state: 'enabled',
      source: { sheet: 'Sponsored Products Campaigns', row: 9 },
    });
    const again = planKeywordOptimisation(params, data([withNegative, otherCampaign()]));
    expect(again.rows.filter((r) => (r.row as SpBulkRow).keywordText === 'free')).toEqual([]);
  });

  it('notes the figures when neither a phrase nor the terms without orders can be negated', () => {
    // "mini" wastes (34 clicks, 25.50 for 2 orders: 12.75 a sale against 5), but "mini lamp" converts and the
    // three other terms alone (24 clicks) are under the click gate of 29.
    const mini = [
      fixtureSearchTerm(C.id, C.g, 'mini lamp', { clicks: 10, orders: 2, spend: 12, sales: 60 }, viaLamp),
      fixtureSearchTerm(C.id, C.g, 'mini clip', small, viaLamp),
      fixtureSearchTerm(C.id, C.g, 'mini torch', small, viaLamp),
      fixtureSearchTerm(C.id, C.g, 'mini fan', small, viaLamp),
    ];
    const account = fixtureAccount([campaign(), otherCampaign()], mini);
    const plan2 = planKeywordOptimisation(params, {
      ...data([campaign(), otherCampaign()]),
      account,
      searchTerms: account.searchTerms.sponsoredProducts,
    });
    expect(wordRows(plan2)).toEqual([]);
    const note = plan2.summary.notes.find((n) => n.en.startsWith('"mini" appears in 4 search terms'));
    expect(note?.en).toContain('34 clicks, $25.50 spent and 2 orders');
    expect(note?.en).toContain('would block "mini lamp"');
    expect(note?.zh).toContain('未否定');
  });
});
