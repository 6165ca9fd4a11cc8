import { describe, expect, it } from 'vitest';
import type { EntityState } from '../../model/account';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import { fixtureAccount, fixtureCampaign, fixtureKeyword } from '../../testing/account-fixtures';
import { parseBulkFileName } from '../shared/data-window';
import { recommendedDailyBudget } from '../shared/plan-summary';
import type { PlanningData } from '../shared/planning-data';

const C = '130000000000001';
const FILE = 'bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx';

function data(now: Date, state: EntityState = 'enabled', startDate?: string): PlanningData {
  const campaign = fixtureCampaign({
    id: C,
    name: 'Mug exact',
    state,
    adGroups: [
      {
        id: '230000000000001',
        name: 'mug exact',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('330000000000001', 'coffee mug', 'exact', 1, {
            clicks: 120,
            orders: 12,
            spend: 120,
          }),
        ],
      },
    ],
  });
  if (startDate) campaign.startDate = startDate;
  const account = fixtureAccount([campaign]);
  return {
    now,
    account,
    searchTerms: [],
    searchTermSource: 'bulkTab',
    dataWindow: parseBulkFileName(FILE, 'US'),
  };
}

const params = checkPlanParameters('keyword-optimisation', {
  marketplace: 'US',
  campaign_id: C,
  organic_conversion_rate: 10,
  target_cps: 10,
});

describe('stale exports, campaign states and start dates', () => {
  it('warns about a ten-month-old export instead of optimising it silently', () => {
    const fresh = planKeywordOptimisation(params, data(new Date('2026-03-10T12:00:00Z')));
    expect(fresh.warnings.some((w) => w.en.includes('days ago'))).toBe(false);
    const stale = planKeywordOptimisation(params, data(new Date('2027-01-05T12:00:00Z')));
    expect(stale.warnings.some((w) => w.en.includes('2026-03-01, 310 days ago'))).toBe(true);
  });

  it('warns about a paused campaign and skips an archived one', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const paused = planKeywordOptimisation(params, data(now, 'paused'));
    expect(paused.warnings.some((w) => w.en.includes('Campaign "Mug exact" is paused'))).toBe(true);
    const archived = planKeywordOptimisation(params, data(now, 'archived'));
    expect(archived.rows).toHaveLength(0);
    expect(archived.warnings.some((w) => w.en.includes('archived'))).toBe(true);
  });

  it('spreads spend over the days the campaign ran, not the whole window', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const whole = planKeywordOptimisation(params, data(now));
    // Started 10 days before the window's end: 120 spend is 12 a day, not 2 a day over 60 days.
    const late = planKeywordOptimisation(params, data(now, 'enabled', '20260220'));
    expect(late.summary.expectedDailySpend ?? 0).toBeGreaterThan(5 * (whole.summary.expectedDailySpend ?? 0));
  });

  it("never recommends a budget below Amazon's minimum", () => {
    expect(recommendedDailyBudget(0.1, 'US')).toBe(1);
    expect(recommendedDailyBudget(5, 'JP')).toBe(100);
    expect(recommendedDailyBudget(50, 'US')).toBe(150);
  });
});
