import { describe, expect, it } from 'vitest';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureProductAd,
} from '../../testing/account-fixtures';
import type { Keyword } from '../../model/account';
import { estimatePooledTargets } from './pooled-estimates';

/** Eight keywords of 100 clicks converting at `rate`, plus the given ones, in one ad group. */
function group(id: string, rate: number, extra: Keyword[] = []) {
  const peers = Array.from({ length: 8 }, (_, i) =>
    fixtureKeyword(`${id}${i}`, `${id} term ${i}`, 'exact', 1, {
      clicks: 100,
      orders: Math.round(100 * rate) + (i % 3) - 1,
      spend: 70,
    }),
  );
  return { id, name: `group ${id}`, keywords: [...peers, ...extra] };
}

describe('pooled estimates', () => {
  const thin = fixtureKeyword('thin', 'thin term', 'exact', 1, { clicks: 3, orders: 2, spend: 2.1 });
  const thick = fixtureKeyword('thick', 'thick term', 'exact', 1, { clicks: 300, orders: 60, spend: 210 });
  const account = fixtureAccount([
    fixtureCampaign({ id: '1', name: 'Low', adGroups: [group('10', 0.05, [thin, thick])] }),
  ]);

  it('lets a target with 3 clicks borrow its group rate, and one with 300 clicks speak for itself', () => {
    const estimates = estimatePooledTargets(account, { organicConversionRate: 0.1 });
    const small = estimates.targets.get('thin');
    const large = estimates.targets.get('thick');
    // 2 orders in 3 clicks (67 %) in a group converting at 9 % without it (800 clicks at 5 %, 300 at 20 %):
    // the estimate stays far nearer the group than its own 67 %.
    const groupRate = (40 + 60) / 1100;
    const estimate = small?.conversionRate.expected ?? 1;
    expect(estimate).toBeLessThan(0.25);
    expect(estimate - groupRate).toBeLessThan((2 / 3 - estimate) / 3);
    expect(small?.ownDataWeight).toBeLessThan(0.3);
    // 60 orders in 300 clicks (20 %): the group's 5 % barely moves it.
    expect(large?.conversionRate.expected).toBeGreaterThan(0.17);
    expect(large?.conversionRate.expected).toBeLessThan(0.21);
    expect(large?.ownDataWeight).toBeGreaterThan(0.8);
    expect(large?.conversionRate.low).toBeLessThan(0.2);
    expect(large?.conversionRate.high).toBeGreaterThan(0.2);
    const width = (e: typeof small) => (e ? e.conversionRate.high - e.conversionRate.low : 0);
    expect(width(small)).toBeGreaterThan(width(large) / 2);
  });

  it('gives the same thin evidence different estimates in a high- and a low-converting group', () => {
    const twin = (id: string) =>
      fixtureKeyword(id, `${id} twin`, 'exact', 1, { clicks: 3, orders: 0, spend: 2 });
    const two = fixtureAccount([
      fixtureCampaign({ id: '1', name: 'Low', adGroups: [group('10', 0.04, [twin('a')])] }),
      fixtureCampaign({ id: '2', name: 'High', adGroups: [group('20', 0.25, [twin('b')])] }),
    ]);
    const estimates = estimatePooledTargets(two, { organicConversionRate: 0.1 });
    const low = estimates.targets.get('a')?.conversionRate.expected ?? 0;
    const high = estimates.targets.get('b')?.conversionRate.expected ?? 0;
    expect(high).toBeGreaterThan(low * 2.5);
  });

  it('gives a cost per sale interval that contains CPC / CVR and a CPC near the measured one', () => {
    const estimates = estimatePooledTargets(account, { organicConversionRate: 0.1 });
    const large = estimates.targets.get('thick');
    expect(large?.costPerClick.expected).toBeCloseTo(0.7, 1);
    const cps = large?.costPerSale;
    expect(cps?.low).toBeLessThan(0.7 / 0.2);
    expect(cps?.high).toBeGreaterThan(0.7 / 0.2);
  });

  it('falls back to the documented priors on an account without clicks', () => {
    const empty = fixtureAccount([
      fixtureCampaign({
        id: '1',
        name: 'New',
        adGroups: [
          {
            id: '10',
            name: 'g',
            keywords: [fixtureKeyword('k', 'k', 'exact', 1)],
            productAds: [fixtureProductAd('a', 'S', 'B0OWNASIN1')],
          },
        ],
      }),
    ]);
    const estimate = estimatePooledTargets(empty).targets.get('k');
    expect(estimate?.conversionRate.expected).toBeCloseTo(0.1, 2);
    expect(estimate?.conversionRate.low).toBeLessThan(0.05);
    expect(estimate?.conversionRate.high).toBeGreaterThan(0.15);
  });
});
