import { describe, expect, it } from 'vitest';
import type { ForecastFigures, PlanForecastView, PlanPreviewRow } from '@adplan/contracts';
import { confidenceOf, filteredForecastRows, forecastTableRows, intervalBounds } from './forecast-view';

const figures = (spend: number, orders: number, width = 0.4): ForecastFigures => ({
  clicks: { expected: 10, low: 8, high: 12 },
  spend: { expected: spend, low: spend * (1 - width / 2), high: spend * (1 + width / 2) },
  orders: { expected: orders, low: orders / 2, high: orders * 2 },
});

type Row = PlanForecastView['rows'][number];
const row = (index: number, extra: Partial<Row>): Row => ({
  row: index,
  campaign_id: 'c',
  effect: 'bid',
  before: figures(10, 1),
  after: figures(10, 1),
  too_fresh: false,
  ...extra,
});

describe('forecast view', () => {
  it('grades confidence by own data, else by the interval width; fresh data is never high, new targets low', () => {
    expect(confidenceOf(row(0, { own_data_weight: 0.8 }))).toBe('high');
    expect(confidenceOf(row(0, { own_data_weight: 0.8, too_fresh: true }))).toBe('medium');
    expect(confidenceOf(row(0, { own_data_weight: 0.1 }))).toBe('low');
    expect(confidenceOf(row(0, { effect: 'negative' }))).toBe('high');
    expect(confidenceOf(row(0, { effect: 'negative', before: figures(10, 1, 1.5) }))).toBe('low');
    expect(confidenceOf(row(0, { effect: 'newTarget', own_data_weight: 0.9 }))).toBe('low');
  });

  it('says an interval without an upper bound has none', () => {
    expect(intervalBounds({ expected: 5, low: 2, high: null }, String, 'no upper bound')).toEqual({
      low: '2',
      high: 'no upper bound',
    });
  });

  it('joins rows to the preview, filters by change and confidence, and sorts by effect', () => {
    const forecast: PlanForecastView = {
      horizon_days: 14,
      draws: 400,
      rows: [
        row(0, { own_data_weight: 0.9, after: figures(4, 1) }),
        row(1, { own_data_weight: 0.1, after: figures(12, 3) }),
        row(2, { own_data_weight: 0.5, after: figures(2, 0.5) }),
      ],
      campaigns: [],
      totals: { before: figures(30, 3), after: figures(18, 4.5) },
      rows_without_forecast: 0,
    };
    const preview = (index: number, change: PlanPreviewRow['change_type']) =>
      ({ index, change_type: change, reason: `why ${index}` }) as PlanPreviewRow;
    const rows = forecastTableRows(forecast, [
      preview(0, 'bidDecrease'),
      preview(1, 'bidIncrease'),
      preview(2, 'bidDecrease'),
    ]);
    expect(rows.map((r) => r.preview?.reason)).toEqual(['why 0', 'why 1', 'why 2']);
    const keys = (list: typeof rows) => list.map((r) => r.key);
    expect(keys(filteredForecastRows(rows, { changeType: 'bidDecrease' }))).toEqual([0, 2]);
    expect(keys(filteredForecastRows(rows, { confidence: 'low' }))).toEqual([1]);
    expect(keys(filteredForecastRows(rows, { sort: 'spendSaved' }))).toEqual([2, 0, 1]);
    expect(keys(filteredForecastRows(rows, { sort: 'ordersGained' }))).toEqual([1, 0, 2]);
    expect(keys(filteredForecastRows(rows, { sort: 'confidence' }))).toEqual([1, 2, 0]);
  });
});
