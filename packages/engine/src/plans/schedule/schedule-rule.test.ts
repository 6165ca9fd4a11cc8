import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { SchedulePeriod } from '../../model/schedule';
import { dampedAdjustment, smoothedDifferencePercent } from './schedule-adjustments';
import { hourlyRows, type HourlyShape } from '../../testing/schedule-fixtures';
import { buildScheduleRule, mergeEqualNeighbours } from './schedule-rule';

// 2026-10-20 noon in Los Angeles; complete days end 2026-10-17, 14 days start 2026-10-04.
const NOW = new Date('2026-10-20T19:00:00Z');

const evening: HourlyShape = {
  campaignName: 'Evening buyers',
  from: '2026-10-04',
  days: 14,
  clicksPerHour: () => 10,
  conversionRate: (hour) => (hour >= 18 ? 0.2 : hour < 7 ? 0 : 0.08),
  costPerClick: 0.8,
  averageOrderValue: 25,
};

const byName = (periods: SchedulePeriod[], name: string) => periods.find((p) => p.name === name);

describe('buildScheduleRule', () => {
  it('raises bids in the evening and lowers them at night when conversions cluster in the evening', () => {
    const { rule } = buildScheduleRule({
      campaignName: evening.campaignName,
      rows: hourlyRows(evening),
      marketplace: 'US',
      now: NOW,
    });
    expect(rule.timeZone).toBe('America/Los_Angeles');
    expect(byName(rule.periods, 'rest')?.bidAdjustment).toBeGreaterThan(0);
    expect(byName(rule.periods, 'sleep')?.bidAdjustment).toBeLessThan(0);
    expect(byName(rule.periods, 'sleep')?.bidAdjustment).toBeGreaterThanOrEqual(-50);
    for (const period of rule.periods) expect(Math.abs(period.bidAdjustment % 5)).toBe(0);
    expect(byName(rule.periods, 'rest')?.verdict).toBe('adjusted');
    expect(rule.dataWindow).toEqual({ from: '2026-10-04', to: '2026-10-17', days: 14 });
  });

  it('gives no adjustment to noise around a flat conversion rate', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const noise: HourlyShape = { ...evening, campaignName: 'Flat', conversionRate: () => 0.1, seed };
      const { rule } = buildScheduleRule({
        campaignName: 'Flat',
        rows: hourlyRows(noise),
        marketplace: 'US',
        now: NOW,
      });
      expect(rule.periods.map((p) => p.bidAdjustment)).toEqual(rule.periods.map(() => 0));
    }
  });

  it('gives no adjustment when the two halves of the dates disagree', () => {
    const flip: HourlyShape = {
      ...evening,
      campaignName: 'Flip',
      // First week evenings convert, second week mornings do: a strong but unstable pattern.
      conversionRate: () => 0.1,
    };
    const rows = hourlyRows(flip).map((row) => {
      const firstWeek = row.date < '2026-10-11';
      const boost = firstWeek ? row.hour >= 18 : row.hour >= 7 && row.hour < 12;
      const orders = boost ? 3 : 1;
      return { ...row, metrics: { ...row.metrics, orders, units: orders, sales: orders * 25 } };
    });
    const { rule } = buildScheduleRule({ campaignName: 'Flip', rows, marketplace: 'US', now: NOW });
    const rest = byName(rule.periods, 'rest') ?? byName(rule.periods, 'other');
    expect(rest?.bidAdjustment).toBe(0);
    expect(rule.periods.some((p) => p.verdict === 'unstable')).toBe(true);
    expect(rule.periods.find((p) => p.verdict === 'unstable')?.reason?.en).toContain('not stable');
  });

  it('gives no adjustment with fewer than 7 days and says why', () => {
    const short = hourlyRows({ ...evening, from: '2026-10-12', days: 6 });
    const { rule } = buildScheduleRule({
      campaignName: evening.campaignName,
      rows: short,
      marketplace: 'US',
      now: NOW,
    });
    expect(rule.periods.every((p) => p.bidAdjustment === 0 && p.verdict === 'insufficientData')).toBe(true);
    expect(rule.periods[0]?.reason?.zh).toContain('6 天');
  });

  it('drops the incomplete last 3 days and keeps only the newest 14 days', () => {
    const rows = hourlyRows({ ...evening, from: '2026-09-28', days: 23 });
    const { rule, warnings } = buildScheduleRule({
      campaignName: evening.campaignName,
      rows,
      marketplace: 'US',
      now: NOW,
    });
    expect(rule.dataWindow).toEqual({ from: '2026-10-04', to: '2026-10-17', days: 14 });
    expect(warnings.map((w) => w.en).join(' ')).toContain('last 3 days');
    expect(warnings.map((w) => w.en).join(' ')).toContain('only the latest 14');
  });

  it('throws 10017 when only incomplete days are left', () => {
    const rows = hourlyRows({ ...evening, from: '2026-10-18', days: 3 });
    let code: number | undefined;
    try {
      buildScheduleRule({ campaignName: evening.campaignName, rows, marketplace: 'US', now: NOW });
    } catch (error) {
      if (isEngineError(error)) code = error.code;
    }
    expect(code).toBe(10017);
  });

  it('merges neighbours with equal adjustments into "other" but keeps at least 3 periods', () => {
    const { rule } = buildScheduleRule({
      campaignName: 'Flat',
      rows: hourlyRows({ ...evening, conversionRate: () => 0.1 }),
      marketplace: 'US',
      now: NOW,
    });
    expect(rule.periods).toHaveLength(3);
    expect(rule.periods.map((p) => [p.name, p.start, p.end])).toEqual([
      ['other', '00:00', '12:00'],
      ['afternoon', '12:00', '18:00'],
      ['rest', '18:00', '00:00'],
    ]);
    expect(mergeEqualNeighbours([])).toEqual([]);
  });
});

describe('daylight saving time', () => {
  const rowsFor = (from: string) => hourlyRows({ ...evening, from, days: 14 });

  it('puts the US periods one Beijing hour earlier in summer than in winter', () => {
    const summer = buildScheduleRule({
      campaignName: 'E',
      rows: rowsFor('2026-06-01'),
      marketplace: 'US',
      now: new Date('2026-06-20T19:00:00Z'),
    });
    const winter = buildScheduleRule({
      campaignName: 'E',
      rows: rowsFor('2026-12-01'),
      marketplace: 'US',
      now: new Date('2026-12-20T19:00:00Z'),
    });
    const sleepSummer = byName(summer.rule.periods, 'sleep');
    const sleepWinter = byName(winter.rule.periods, 'sleep');
    expect([
      sleepSummer?.start,
      sleepSummer?.end,
      sleepSummer?.startBeijing,
      sleepSummer?.endBeijing,
    ]).toEqual(['00:00', '07:00', '15:00', '22:00']);
    expect([
      sleepWinter?.start,
      sleepWinter?.end,
      sleepWinter?.startBeijing,
      sleepWinter?.endBeijing,
    ]).toEqual(['00:00', '07:00', '16:00', '23:00']);
  });

  it('shifts the Beijing times in the week the US clocks change and warns ahead of it', () => {
    const rows = rowsFor('2026-02-15');
    const before = buildScheduleRule({
      campaignName: 'E',
      rows,
      marketplace: 'US',
      now: new Date('2026-03-05T20:00:00Z'),
    });
    expect(byName(before.rule.periods, 'rest')?.startBeijing).toBe('10:00');
    expect(before.warnings.map((w) => w.en).join(' ')).toContain('2026-03-08');
    expect(before.warnings.map((w) => w.en).join(' ')).toContain('1 hour earlier');
    const after = buildScheduleRule({
      campaignName: 'E',
      rows,
      marketplace: 'US',
      now: new Date('2026-03-09T20:00:00Z'),
    });
    expect(byName(after.rule.periods, 'rest')?.start).toBe('18:00');
    expect(byName(after.rule.periods, 'rest')?.startBeijing).toBe('09:00');
  });

  it('keeps Tokyo periods at a fixed Beijing offset and handles the UK change', () => {
    const jp = buildScheduleRule({
      campaignName: 'E',
      rows: rowsFor('2026-03-10'),
      marketplace: 'JP',
      now: new Date('2026-03-30T03:00:00Z'),
    });
    expect(byName(jp.rule.periods, 'rest')?.startBeijing).toBe('17:00');
    expect(jp.warnings.some((w) => w.en.includes('clocks change'))).toBe(false);
    const uk = buildScheduleRule({
      campaignName: 'E',
      rows: rowsFor('2026-03-10'),
      marketplace: 'UK',
      now: new Date('2026-03-30T12:00:00Z'),
    });
    expect(uk.rule.timeZone).toBe('Europe/London');
    expect(byName(uk.rule.periods, 'rest')?.startBeijing).toBe('01:00');
  });
});

describe('adjustment arithmetic', () => {
  it('smooths toward the day, damps by 60 %, rounds to 5 % and clamps to ±50 %', () => {
    const metrics = { impressions: 0, clicks: 100, spend: 50, sales: 300, orders: 12, units: 12 };
    const difference = smoothedDifferencePercent(metrics, 2, 50);
    expect(difference?.smoothed).toBeCloseTo((300 + 100) / 150);
    expect(dampedAdjustment(40)).toBe(25);
    expect(dampedAdjustment(-200)).toBe(-50);
    expect(dampedAdjustment(3)).toBe(0);
    expect(Object.is(dampedAdjustment(-3), 0)).toBe(true);
  });
});
