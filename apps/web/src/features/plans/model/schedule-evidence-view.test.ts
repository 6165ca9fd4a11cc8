import { describe, expect, it } from 'vitest';
import type { ScheduleEvidenceData } from '@adplan/contracts';
import {
  hourlyEvidenceOption,
  intervalTexts,
  periodEffectOption,
  periodHourRanges,
  signedMoney,
  signedOrders,
  type EvidenceChartWords,
} from './schedule-evidence-view';

const interval = (expected: number, low: number, high: number) => ({ expected, low, high });

const EVIDENCE: ScheduleEvidenceData = {
  verdict: 'produced',
  days: 14,
  draws: 400,
  minimum_per_hour: { clicks: 10, days: 3 },
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    clicks: hour === 3 ? 4 : 140,
    orders: 10,
    spend: 112,
    sales: hour >= 18 ? 700 : 280,
    active_days: hour === 3 ? 2 : 14,
    measured: hour !== 3,
  })),
  periods: [
    {
      name: 'other',
      start: '18:00',
      end: '07:00',
      bid_adjustment: -30,
      hours: 13,
      measured_hours: 12,
      spend_saved: interval(400, 300, 500),
      sales_change: interval(-120.5, -200, -40),
      orders_change: interval(-4.8, -8, -1.6),
    },
    {
      name: 'morning',
      start: '07:00',
      end: '12:00',
      bid_adjustment: 0,
      hours: 5,
      measured_hours: 5,
      spend_saved: interval(0, 0, 0),
      sales_change: interval(0, 0, 0),
      orders_change: interval(0, 0, 0),
    },
  ],
  totals: { clicks: 3224, orders: 240, spend: 2688, sales: 9240 },
  spend_saved: interval(400, 300, 500),
  sales_change: interval(-120.5, -200, -40),
  gain_at_equal_spend: interval(80, 20, 150),
  selection_optimism: 12.5,
};

const WORDS: EvidenceChartWords = {
  spendPerDay: 'Spend per day',
  salesPerDay: 'Sales per day',
  spendSaved: 'Spend saved',
  salesChange: 'Sales change',
  periodName: (period) => period.name,
  adjustment: (period) => `${period.bid_adjustment}%`,
};

describe('schedule evidence view', () => {
  it('writes signed money and orders with a true minus and intervals as text', () => {
    expect(signedMoney('US', -120.5)).toBe('−$120.50');
    expect(signedMoney('JP', 1200)).toBe('￥1,200');
    expect(signedOrders(-4.84)).toBe('−4.8');
    expect(intervalTexts(interval(-120.5, -200, -40), (v) => signedMoney('US', v))).toEqual({
      value: '−$120.50',
      low: '−$200.00',
      high: '−$40.00',
    });
  });

  it('cuts a period wrapping past midnight into two hour ranges', () => {
    expect(periodHourRanges('18:00', '07:00')).toEqual([
      [18, 24],
      [0, 7],
    ]);
    expect(periodHourRanges('07:00', '12:00')).toEqual([[7, 12]]);
    expect(periodHourRanges('18:00', '00:00')).toEqual([[18, 24]]);
  });

  it('charts the 24 hours per day, pale where thin, and shades only adjusted periods', () => {
    const option = hourlyEvidenceOption(EVIDENCE, 'US', WORDS);
    const [bars, line] = option.series as Array<{
      data: Array<number | { value: number; itemStyle: { opacity: number } }>;
      markArea?: { data: Array<[{ xAxis: string; name?: string }, { xAxis: string }]> };
    }>;
    expect(bars?.data).toHaveLength(24);
    expect(bars?.data[0]).toEqual({ value: 8, itemStyle: { color: '#1677ff', opacity: 1 } });
    expect((bars?.data[3] as { itemStyle: { opacity: number } }).itemStyle.opacity).toBeLessThan(1);
    expect(line?.data[20]).toBe(50);
    expect(bars?.markArea?.data.map(([from, to]) => [from.name, from.xAxis, to.xAxis])).toEqual([
      ['other -30%', '18', '23'],
      ['other -30%', '00', '06'],
    ]);
  });

  it('puts each period’s spend saved against its sales change, a loss in red', () => {
    const option = periodEffectOption(EVIDENCE, 'US', WORDS);
    const xAxis = option.xAxis as { data: string[] };
    expect(xAxis.data).toEqual(['other -30%', 'morning 0%']);
    const [saved, sales] = option.series as Array<{
      data: Array<number | { value: number; itemStyle: { color: string } }>;
    }>;
    expect(saved?.data).toEqual([400, 0]);
    expect(sales?.data[0]).toEqual({ value: -120.5, itemStyle: { color: '#ff4d4f' } });
  });
});
