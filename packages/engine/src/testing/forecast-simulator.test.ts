import { describe, expect, it } from 'vitest';
import { summarise } from '../plans/forecast/forecast-summary';
import { scoreCalibration } from './forecast-calibration';
import { simulateCalibrationCases } from './forecast-simulator';

describe('forecast calibration simulator', () => {
  it('plans on a simulated before export, forecasts the plan and observes the after window', async () => {
    const cases = await simulateCalibrationCases(20261127, { draws: 60, oracleReplicates: 40 });
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.forecast.campaigns.length).toBeGreaterThan(0);
      for (const row of c.forecast.rows) {
        expect(row.after.clicks.low).toBeLessThanOrEqual(row.after.clicks.high);
        if (row.effect === 'bid') expect(c.observed.rows.has(row.row)).toBe(true);
        // The draws the scorer reads are the ones behind the row's interval.
        const draws = c.forecastDraws.rows.get(row.row);
        if (draws) expect(summarise(draws).clicks).toEqual(row.after.clicks);
      }
      // The plan's observed totals are its campaigns' (nothing counted twice or lost).
      const sum = [...c.observed.campaigns.values()].reduce((s, t) => s + t.clicks, 0);
      expect(c.observed.plan.clicks).toBeCloseTo(sum, 9);
      // The oracle simulates the same figures again from the true world: one draw per replicate, each plan's the
      // sum of its campaigns'.
      expect(summarise(c.forecastDraws.plan).spend).toEqual(c.forecast.totals.after.spend);
      expect(c.oracleDraws?.plan.clicks.length).toBe(40);
      const oracleCampaigns = [...(c.oracleDraws?.campaigns.values() ?? [])];
      expect(c.oracleDraws?.plan.clicks[0]).toBeCloseTo(
        oracleCampaigns.reduce((s, d) => s + (d.clicks[0] as number), 0),
        9,
      );
    }
    const report = scoreCalibration(cases);
    expect(report.coverage.plans?.interval?.count).toBe(cases.length);
    expect(report.coverage.plans?.pit?.count).toBe(cases.length);
    expect(report.coverage.plans?.oraclePit?.count).toBe(cases.length);
    expect(report.planError.clicks.aggregateRatio).toBeGreaterThan(0);
  }, 30_000);
});
