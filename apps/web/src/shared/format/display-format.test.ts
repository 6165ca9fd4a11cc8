import { describe, expect, it } from 'vitest';
import {
  beijingTime,
  formatCurrencyAmount,
  formatDate,
  formatDateTime,
  formatCount,
  formatMoney,
  formatPercent,
  formatMonthDayTime,
  formatYuan,
  marketplaceTime,
} from './display-format';

describe('one way to write dates, times and money', () => {
  it('shows an instant in Beijing time and in the marketplace time (Los Angeles, with daylight saving)', () => {
    expect(beijingTime('2026-11-24T02:00:00.000Z')).toBe('2026-11-24 10:00');
    expect(marketplaceTime('2026-11-24T02:00:00.000Z', 'US')).toBe('2026-11-23 18:00');
    expect(marketplaceTime('2026-07-01T02:00:00.000Z', 'CA')).toBe('2026-06-30 19:00');
    expect(beijingTime('2026-01-01T16:30:00.000Z')).toBe('2026-01-02 00:30');
  });

  it('writes dates and times with dashes, 24 hours and no seconds, never the locale style', () => {
    expect(formatDateTime('2026-11-29T04:00:24.000Z', 'Asia/Shanghai')).toBe('2026-11-29 12:00');
    expect(formatDate('2026-11-29T20:00:00.000Z', 'Asia/Shanghai')).toBe('2026-11-30');
    expect(formatDate('2026-12-31')).toBe('2026-12-31');
    expect(formatMonthDayTime('2026-11-29T04:05:00.000Z', 'Asia/Shanghai')).toBe('11-29 12:05');
    expect(formatDateTime(Date.parse('2026-11-29T04:00:00.000Z'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('writes yuan with separators, cents only when there are some, whether the API sends a number or text', () => {
    expect(formatYuan(1999)).toBe('¥1,999');
    expect(formatYuan('1999.00')).toBe('¥1,999');
    expect(formatYuan('699.50')).toBe('¥699.50');
    expect(formatYuan('0.01')).toBe('¥0.01');
    expect(formatMoney('US', 1234.5)).toBe('$1,234.50');
    expect(formatMoney('JP', 1200)).toBe('￥1,200');
    expect(formatMoney('US', null)).toBe('—');
  });

  it('writes ratios as percentages and counts with separators', () => {
    expect(formatPercent(0.3684)).toBe('36.8%');
    expect(formatPercent(null)).toBe('—');
    expect(formatCount(12345)).toBe('12,345');
  });

  it("writes a shop profile's currency code with the marketplace's own sign", () => {
    expect(formatCurrencyAmount('USD', 2.5)).toBe('$2.50');
    expect(formatCurrencyAmount('CAD', 1234)).toBe('C$1,234.00');
    expect(formatCurrencyAmount('GBP', 3)).toBe('£3.00');
    expect(formatCurrencyAmount('JPY', 1200)).toBe('￥1,200');
    expect(formatCurrencyAmount('EUR', 4)).toBe('4.00 EUR');
  });
});
