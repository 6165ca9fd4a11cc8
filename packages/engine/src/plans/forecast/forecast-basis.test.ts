import { describe, expect, it } from 'vitest';
import type { Plan, PlanRow, RowChange } from '../../model/plan';
import { campaignId as toCampaignId, adGroupId as toAdGroupId, keywordId } from '../../model/ids';
import type { SpBulkRow } from '../../model/bulk-row';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import { createNegativeKeywordRow, updateKeywordRow } from '../shared/sp-rows';
import { forecastFromBasis, forecastWithBasis } from './forecast-basis';
import type { PlanForecast } from './plan-forecast';
import { estimatePooledTargets } from './pooled-estimates';

const parent = { campaignId: toCampaignId('1'), adGroupId: toAdGroupId('10') };
const why = { ruleId: 'TEST', reason: { zh: '测试', en: 'test' }, figures: {} };
const planRow = (row: SpBulkRow, change: RowChange): PlanRow => ({ row, change, explanation: why });
const plan = (rows: PlanRow[]): Plan => ({
  flow: 'keyword-optimisation',
  marketplace: 'US',
  rows,
  summary: { changeCounts: {}, bidChanges: [], notes: [] },
  warnings: [],
});

// Two campaigns of one product: the plan touches "Main" only, "Other" still shapes every pooled estimate.
const account = fixtureAccount(
  [
    fixtureCampaign({
      id: '1',
      name: 'Main',
      dailyBudget: 100,
      adGroups: [
        {
          id: '10',
          name: 'g',
          keywords: [
            fixtureKeyword('strong', 'strong', 'exact', 1, { clicks: 600, orders: 90, spend: 420 }),
            fixtureKeyword('thin', 'thin', 'exact', 1, { clicks: 6, orders: 1, spend: 4.2 }),
            fixtureKeyword('broad', 'mat', 'broad', 1, { clicks: 300, orders: 24, spend: 210 }),
          ],
        },
      ],
    }),
    fixtureCampaign({
      id: '2',
      name: 'Other',
      dailyBudget: 50,
      adGroups: [
        {
          id: '20',
          name: 'h',
          keywords: [
            fixtureKeyword('o1', 'other one', 'exact', 0.8, { clicks: 400, orders: 8, spend: 380 }),
            fixtureKeyword('o2', 'other two', 'phrase', 0.6, { clicks: 90, orders: 2, spend: 40 }),
          ],
        },
      ],
    }),
  ],
  [
    fixtureSearchTerm(
      '1',
      '10',
      'cheap mat',
      { clicks: 120, orders: 0, spend: 84 },
      { keywordText: 'mat', matchType: 'broad' },
    ),
    fixtureSearchTerm('2', '20', 'other one', { clicks: 300, orders: 6, spend: 280 }),
  ],
);
const window = { start: '2026-01-01', end: '2026-03-01', days: 60, incompleteDays: 0, label: '' };
const options = { dataWindow: window, horizonDays: 14, draws: 200, now: new Date('2026-03-05T00:00:00Z') };

const bidRow = (id: string, after: number) =>
  planRow(updateKeywordRow(parent, keywordId(id), { bid: after, state: 'enabled' }), {
    type: after > 1 ? 'bidIncrease' : 'bidDecrease',
    bidBefore: 1,
    bidAfter: after,
  });
const generated = plan([
  bidRow('strong', 1.2),
  bidRow('thin', 1.1),
  planRow(createNegativeKeywordRow(parent, 'cheap mat', 'negativeExact'), { type: 'negativeKeyword' }),
]);

/** The basis as a stored plan keeps it: through JSON. */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function expectSameForecast(actual: PlanForecast, expected: PlanForecast) {
  expect(actual.rows.map((row) => row.row)).toEqual(expected.rows.map((row) => row.row));
  const figures = (f: PlanForecast) => [
    f.totals.before.clicks.expected,
    f.totals.after.clicks.expected,
    f.totals.after.spend.low,
    f.totals.after.orders.high,
    ...f.rows.flatMap((row) => [row.after.clicks.expected, row.after.spend.expected, row.ownDataWeight ?? 0]),
  ];
  figures(actual).forEach((value, i) => expect(value).toBeCloseTo(figures(expected)[i] as number, 6));
}

describe('forecast basis', () => {
  const { forecast, basis } = forecastWithBasis(generated, account, options);

  it('keeps the touched campaign only, and forecasts the generated plan exactly as the whole account did', () => {
    expect(basis.campaigns.map((campaign) => campaign.id)).toEqual(['1']);
    expect(basis.searchTerms.map((row) => row.searchTerm)).toEqual(['cheap mat']);
    expectSameForecast(forecastFromBasis(generated, stored(basis)), forecast);
  });

  it('forecasts an edit as the whole account would: a bid typed higher moves the row’s expected clicks up', () => {
    const edited = plan([bidRow('strong', 1.8), bidRow('thin', 1.1)]);
    const fromBasis = forecastFromBasis(edited, stored(basis));
    const { forecast: whole } = forecastWithBasis(edited, account, options);
    expectSameForecast(fromBasis, whole);
    const strong = (f: PlanForecast) => f.rows.find((row) => row.row === 0)?.after.clicks.expected ?? 0;
    expect(strong(fromBasis)).toBeGreaterThan(strong(forecast) * 1.1);
    // The negative row left out: its traffic is back in the plan's "after".
    expect(fromBasis.rows).toHaveLength(2);
  });

  it('pools with the whole account, not the excerpt: its account and product nodes carry the other campaign', () => {
    const excerpt = fixtureAccount(basis.campaigns, basis.searchTerms);
    const pinned = estimatePooledTargets(excerpt, { ...options, pinned: stored(basis).pooling });
    const whole = estimatePooledTargets(account, options);
    expect(pinned.tree.root.clicks).toBe(whole.tree.root.clicks);
    expect(pinned.tree.root.clicks).toBe(600 + 6 + 300 + 400 + 90);
    const bare = estimatePooledTargets(excerpt, { ...options, pinned: { ...basis.pooling, outside: {} } });
    expect(bare.tree.root.clicks).toBe(906);
  });
});
