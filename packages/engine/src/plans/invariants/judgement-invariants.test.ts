// The judgement invariants catch what they claim to (docs/algorithms.md §15): each is fed hand-made plan rows
// on a hand-made account with a defensive, a catch-all and a standard campaign of one product.
import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import { adGroupId, campaignId } from '../../model/ids';
import type { ChangeType, PlanRow, RowChange } from '../../model/plan';
import { indexAccount, type CheckedAccount, type PlanCheckContext } from './invariant-kit';
import {
  budgetTotalNeverExceeded,
  catchAllNeverExpanded,
  defensiveNeverCutForCost,
  wastingWordSparesConvertersAndKeywords,
} from './judgement-invariants';

const ad = [{ asin: 'B0OWNPRD01' }];
const account: CheckedAccount = {
  marketplace: 'US',
  targetCps: 10,
  products: [{ sku: 'SKU-1', asin: 'B0OWNPRD01' }],
  spec: {
    sponsoredProducts: [
      {
        id: '100000000000001',
        name: 'Brand defense',
        dailyBudget: 20,
        adGroups: [
          {
            id: '200000000000001',
            name: 'g',
            productAds: ad,
            keywords: [{ id: '300000000000001', text: 'lamp shades', matchType: 'broad', bid: 1 }],
          },
        ],
      },
      {
        id: '100000000000002',
        name: 'Catch-all',
        dailyBudget: 20,
        adGroups: [
          {
            id: '200000000000002',
            name: 'g',
            productAds: ad,
            keywords: [{ id: '300000000000002', text: 'lamp', matchType: 'broad', bid: 0.3 }],
          },
        ],
      },
      {
        id: '100000000000003',
        name: 'Main',
        dailyBudget: 20,
        adGroups: [
          {
            id: '200000000000003',
            name: 'g',
            productAds: ad,
            keywords: [{ id: '300000000000003', text: 'desk lamp', matchType: 'exact', bid: 1.2 }],
          },
        ],
      },
    ],
    spSearchTerms: [
      {
        campaignId: '100000000000003',
        adGroupId: '200000000000003',
        campaignName: 'Main',
        searchTerm: 'mini lamp',
        metrics: { clicks: 10, orders: 2, spend: 8 },
      },
    ],
  },
};
const index = indexAccount(account);

const row = (
  campaign: string,
  fields: Partial<SpBulkRow>,
  type: ChangeType,
  extra: Partial<RowChange> = {},
  ruleId = 'TEST',
): PlanRow => ({
  row: {
    product: 'sponsoredProducts',
    entity: 'keyword',
    operation: 'update',
    campaignId: campaignId(`10000000000000${campaign}`),
    adGroupId: adGroupId(`20000000000000${campaign}`),
    ...fields,
  },
  change: { type, ...extra },
  explanation: { ruleId, reason: { zh: '', en: '' }, figures: {} },
});

const context = (rows: PlanRow[], parameters: Record<string, unknown> = {}): PlanCheckContext => ({
  account,
  index,
  set: { flow: 'keyword-optimisation', label: 'hand-made', parameters },
  plan: {
    flow: 'keyword-optimisation',
    marketplace: 'US',
    rows,
    summary: { changeCounts: {}, bidChanges: [], notes: [] },
    warnings: [],
  },
  uploads: [],
});

const negative = (campaign: string, text: string, matchType: 'negativePhrase' | 'negativeExact') =>
  row(
    campaign,
    { entity: 'negativeKeyword', operation: 'create', keywordText: text, matchType },
    'negativeKeyword',
    {},
    'TERM-WASTING-WORD',
  );

describe('judgement invariants on hand-made breaches', () => {
  it("wasting words: a negative over a converter or the seller's keyword (a plural twin) is a breach", () => {
    const check = (r: PlanRow) => wastingWordSparesConvertersAndKeywords.check(context([r]));
    expect(check(negative('3', 'mini', 'negativePhrase'))).toHaveLength(1);
    expect(check(negative('3', 'shade', 'negativePhrase'))).toHaveLength(1);
    expect(check(negative('3', 'desk lamps', 'negativeExact'))).toHaveLength(1);
    expect(check(negative('3', 'free', 'negativePhrase'))).toEqual([]);
  });

  it('catch-all: a new keyword, a bid above half the median of the others or a budget move toward it', () => {
    const check = (r: PlanRow) => catchAllNeverExpanded.check(context([r]));
    expect(
      check(
        row('2', { operation: 'create', keywordText: 'lamp post', matchType: 'exact' }, 'harvestKeyword'),
      ),
    ).toHaveLength(1);
    // The others' median active bid is 1.1 (1 and 1.2): the cap is 0.55.
    expect(
      check(row('2', { keywordId: undefined }, 'bidIncrease', { bidBefore: 0.3, bidAfter: 0.6 })),
    ).toHaveLength(1);
    expect(check(row('2', {}, 'bidIncrease', { bidBefore: 0.3, bidAfter: 0.55 }))).toEqual([]);
    const budget = row(
      '2',
      { entity: 'campaign' },
      'budgetChange',
      { budgetBefore: 20, budgetAfter: 30 },
      'BUDGET-MOVE',
    );
    expect(check(budget)).toHaveLength(1);
    // The seller's override makes the same campaign standard: nothing to hold.
    expect(
      catchAllNeverExpanded.check(context([budget], { campaign_intents: { 'Catch-all': 'standard' } })),
    ).toEqual([]);
  });

  it('defensive: a bid cut, a pause or a cost negation is a breach; the same on a standard campaign is not', () => {
    const check = (r: PlanRow) => defensiveNeverCutForCost.check(context([r]));
    expect(check(row('1', {}, 'bidDecrease', { bidBefore: 1, bidAfter: 0.7 }))).toHaveLength(1);
    expect(check(row('1', {}, 'pause'))).toHaveLength(1);
    expect(check(negative('1', 'free', 'negativePhrase'))).toHaveLength(1);
    expect(check(row('3', {}, 'bidDecrease', { bidBefore: 1, bidAfter: 0.7 }))).toEqual([]);
  });

  it('budget total: moves that add money, or raises without a seller budget, are breaches', () => {
    const move = (campaign: string, before: number, after: number) =>
      row(
        campaign,
        { entity: 'campaign' },
        'budgetChange',
        { budgetBefore: before, budgetAfter: after },
        'BUDGET-MOVE',
      );
    // 5 added by the moves: both the move rule and the total without a seller's budget are broken.
    expect(budgetTotalNeverExceeded.check(context([move('2', 20, 35), move('3', 20, 10)]))).toHaveLength(2);
    expect(budgetTotalNeverExceeded.check(context([move('2', 20, 30), move('3', 20, 10)]))).toEqual([]);
  });
});
