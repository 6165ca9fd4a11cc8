import { describe, expect, it } from 'vitest';
import type { TargetingReportRow } from '../../model/reports';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureMetrics,
} from '../../testing/account-fixtures';
import { attributionCompleteness, isTooFresh, lagOfDailyClicks, lagOfWindow } from './attribution-lag';
import { estimatePooledTargets } from './pooled-estimates';

describe('attribution lag', () => {
  it('rises from 60 % on the click day to complete from day 7 (90 % by day 4)', () => {
    const curve = Array.from({ length: 10 }, (_, day) => attributionCompleteness(day));
    expect(curve[0]).toBe(0.6);
    expect(curve[4]).toBe(0.9);
    expect(curve[7]).toBe(1);
    expect(curve[9]).toBe(1);
    for (let day = 1; day < curve.length; day += 1)
      expect(curve[day]).toBeGreaterThanOrEqual(curve[day - 1] ?? 0);
  });

  it('counts each click day with its completeness and flags data mostly on fresh days', () => {
    const half = lagOfDailyClicks(
      [
        { date: '2026-02-01', clicks: 10 },
        { date: '2026-03-01', clicks: 10 },
      ],
      '2026-03-02',
    );
    expect(half.effectiveClicks).toBeCloseTo(10 + 7.5, 6);
    expect(half.freshShare).toBe(0.5);
    expect(isTooFresh(half)).toBe(false);
    const fresh = lagOfDailyClicks(
      [
        { date: '2026-02-01', clicks: 10 },
        { date: '2026-03-01', clicks: 30 },
      ],
      '2026-03-02',
    );
    expect(isTooFresh(fresh)).toBe(true);
  });

  it('spreads a window without daily rows evenly over its days', () => {
    const lag = lagOfWindow({ start: '2026-02-22', end: '2026-03-01' }, '2026-03-02');
    // Eight days aged 1 … 8: (0.75 + 0.83 + 0.88 + 0.9 + 0.94 + 0.97 + 1 + 1) / 8.
    expect(lag.effectiveClicks).toBeCloseTo(7.27 / 8, 6);
  });

  it('judges a target whose clicks came yesterday on the clicks whose orders are in, and flags it', () => {
    const account = fixtureAccount([
      fixtureCampaign({
        id: '1',
        name: 'C',
        adGroups: [
          {
            id: '10',
            name: 'g',
            keywords: [fixtureKeyword('k', 'yoga mat', 'exact', 1, { clicks: 40, orders: 2, spend: 28 })],
          },
        ],
      }),
    ]);
    const day = (date: string, clicks: number): TargetingReportRow => ({
      campaignName: 'C',
      adGroupName: 'g',
      targeting: 'yoga mat',
      matchType: 'exact',
      date,
      metrics: fixtureMetrics({ clicks }),
      source: { sheet: 'report', row: 2 },
    });
    const plain = estimatePooledTargets(account, { reportDay: '2026-03-02' }).targets.get('k');
    const corrected = estimatePooledTargets(account, {
      reportDay: '2026-03-02',
      dailyTargeting: [day('2026-02-01', 4), day('2026-03-01', 36)],
    }).targets.get('k');
    expect(plain?.tooFresh).toBe(false);
    expect(corrected?.tooFresh).toBe(true);
    expect(corrected?.effectiveClicks).toBeCloseTo(4 + 36 * 0.75, 6);
    expect(corrected?.conversionRate.expected).toBeGreaterThan(plain?.conversionRate.expected ?? 1);
  });
});
