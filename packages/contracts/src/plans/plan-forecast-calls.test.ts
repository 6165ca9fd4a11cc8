import { describe, expect, it } from 'vitest';
import { forecastViewOf, planForecastViewSchema, type PlanForecastSource } from './plan-forecast-calls';

const interval = (expected: number, low: number, high: number) => ({ expected, low, high });
const figures = {
  clicks: interval(3.14159, 2.5, 4.049),
  spend: interval(5.555, 4, 7),
  orders: interval(0.123456, 0, 0.5),
  costPerSale: interval(45.0049, 10, Number.POSITIVE_INFINITY),
};

describe('forecastViewOf', () => {
  it('rounds every figure, turns an unbounded end into null and passes its own schema', () => {
    const source: PlanForecastSource = {
      horizonDays: 14,
      draws: 400,
      rows: [
        {
          row: 3,
          campaignId: 'c1',
          effect: 'bid',
          before: figures,
          after: { ...figures, costPerSale: undefined },
          costPerSale: interval(20, 10, 40),
          ownDataWeight: 0.123456,
          tooFresh: false,
        },
        // A kind the console does not know (a structure row) is left out, not sent half-typed.
        { row: 4, campaignId: 'c1', effect: 'structure', before: figures, after: figures, tooFresh: false },
      ],
      campaigns: [{ campaignId: 'c1', name: 'Board', before: figures, after: figures }],
      totals: { before: figures, after: figures },
      rowsWithoutForecast: 2,
      dataWindow: { start: '2026-01-01', end: '2026-02-28' },
    };
    const view = forecastViewOf(source);
    expect(planForecastViewSchema.parse(JSON.parse(JSON.stringify(view)))).toEqual(view);
    expect(view.rows).toHaveLength(1);
    expect(view.rows[0]?.before.clicks).toEqual({ expected: 3.14, low: 2.5, high: 4.05 });
    expect(view.rows[0]?.before.cost_per_sale).toEqual({ expected: 45, low: 10, high: null });
    expect(view.rows[0]?.after.cost_per_sale).toBeUndefined();
    expect(view.rows[0]?.own_data_weight).toBe(0.123);
    expect(view.totals.before.orders.expected).toBe(0.12);
    expect(view.data_window).toEqual({ start: '2026-01-01', end: '2026-02-28' });
  });
});
