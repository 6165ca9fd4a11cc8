import { describe, expect, it } from 'vitest';
import type { HourlyCampaignRow } from '../../model/reports';
import type { ScheduleEvidence } from '../../model/schedule-evidence';
import { buildBulkWorkbook, buildHourlyReport } from '../../testing';
import { hourlyRows, withSpreadOrderValues, type HourlyShape } from '../../testing/schedule-fixtures';
import type { PeriodAdjustment } from './schedule-adjustments';
import { SCHEDULE_PERIOD_WINDOWS } from './schedule-constants';
import { scheduleEvidence, scheduleOutcome } from './schedule-evidence';
import { scheduleFlow } from './schedule-flow';
import { buildScheduleRule } from './schedule-rule';
import type { ScheduleWindow } from './schedule-window';
import { explanationWorkbookSheets } from '../../write/explanation-workbook';

// Noon in Los Angeles on 2026-10-20: complete days end 2026-10-17, 14 days start 2026-10-04.
const NOW = new Date('2026-10-20T19:00:00Z');
const RESPONSE = { clickElasticity: 0.6, cpcElasticity: 0.4 };

const evening: HourlyShape = {
  campaignName: 'Evening buyers',
  from: '2026-10-04',
  days: 14,
  clicksPerHour: () => 20,
  conversionRate: (hour) => (hour >= 18 ? 0.2 : hour < 7 ? 0.03 : 0.08),
  costPerClick: 0.8,
  averageOrderValue: 25,
  seed: 11,
};

/**
 * A flat conversion rate (10 %) whose order values spread widely (log-normal, σ = 1.2, mean 25): the
 * Poisson test of B4.3 ignores that spread and lets a chance afternoon through; the days do not.
 */
function noisyOrderValues(seed: number): HourlyCampaignRow[] {
  const shape: HourlyShape = { ...evening, campaignName: 'Flat', clicksPerHour: () => 10, seed };
  const rows = hourlyRows({ ...shape, conversionRate: () => 0.1 });
  return withSpreadOrderValues(rows, { sigma: 1.2, averageOrderValue: 25, seed: seed * 7919 });
}

function windowOf(rows: HourlyCampaignRow[], days = 14): ScheduleWindow {
  return { rows, from: '2026-10-04', to: '2026-10-17', days, warnings: [] };
}

/** The four fixed periods with the given adjustments (sleep, morning, afternoon, rest). */
function periodsWith(adjustments: number[]): PeriodAdjustment[] {
  return SCHEDULE_PERIOD_WINDOWS.map((window, index) => ({
    window,
    bidAdjustment: adjustments[index] ?? 0,
    verdict: 'adjusted',
    reason: { zh: '', en: '' },
    figures: { clicks: 0, orders: 0, spend: 0, sales: 0 },
  }));
}

const inside = (value: { expected: number; low: number; high: number }) =>
  value.low <= value.expected && value.expected <= value.high;

describe('schedule outcome', () => {
  it('scales a period’s clicks by q^ε and its spend by q^(ε+η), and compares with a flat change of equal spend', () => {
    const outcome = scheduleOutcome(
      [
        { spend: 100, sales: 200, orders: 8 },
        { spend: 100, sales: 600, orders: 24 },
      ],
      [0.5, 1],
      RESPONSE,
    );
    expect(outcome.spendSaved[0]).toBeCloseTo(50, 6);
    expect(outcome.salesChange[0]).toBeCloseTo(200 * (0.5 ** 0.6 - 1), 6);
    expect(outcome.ordersChange[0]).toBeCloseTo(8 * (0.5 ** 0.6 - 1), 6);
    expect(outcome.spendSaved[1]).toBe(0);
    // A flat change spending the same 150 keeps 800 × 0.75^0.6 of the sales; the schedule keeps more.
    const flat = 800 * 0.75 ** 0.6;
    expect(outcome.gainAtEqualSpend).toBeCloseTo(600 + 200 * 0.5 ** 0.6 - flat, 6);
    expect(outcome.gainAtEqualSpend).toBeGreaterThan(0);
  });

  it('gains nothing by moving bids between hours that sell alike', () => {
    const same = { spend: 100, sales: 400, orders: 16 };
    const outcome = scheduleOutcome([same, same], [0.6, 1.4], RESPONSE);
    expect(outcome.gainAtEqualSpend).toBeLessThanOrEqual(0);
  });
});

describe('schedule evidence', () => {
  it('produces a schedule whose evening really sells better, with the saving and the gain in their intervals', () => {
    const rows = hourlyRows(evening);
    const { rule } = buildScheduleRule({
      campaignName: evening.campaignName,
      rows,
      marketplace: 'US',
      now: NOW,
    });
    const evidence = rule.evidence as ScheduleEvidence;
    expect(evidence.verdict).toBe('produced');
    expect(evidence.days).toBe(14);
    expect(evidence.draws).toBe(400);
    expect(evidence.gainAtEqualSpend.low).toBeGreaterThan(0);
    const sleep = evidence.periods.find((period) => period.name === 'sleep');
    const rest = evidence.periods.find((period) => period.name === 'rest');
    expect(sleep?.bidAdjustment).toBeLessThan(0);
    expect(sleep?.spendSaved.low).toBeGreaterThan(0);
    expect(sleep?.salesChange.expected).toBeLessThan(0);
    expect(rest?.bidAdjustment).toBeGreaterThan(0);
    expect(rest?.salesChange.low).toBeGreaterThan(0);
    expect(rest?.spendSaved.expected).toBeLessThan(0);
    for (const period of evidence.periods) {
      expect(inside(period.spendSaved) && inside(period.salesChange) && inside(period.ordersChange)).toBe(
        true,
      );
    }
    // The hour cells add up to the history, and every cell of 20 clicks a day is measured.
    expect(evidence.hours).toHaveLength(24);
    expect(evidence.hours.reduce((sum, cell) => sum + cell.clicks, 0)).toBe(20 * 24 * 14);
    expect(evidence.hours.every((cell) => cell.measured && cell.activeDays === 14)).toBe(true);
    expect(rule.periods.some((period) => period.bidAdjustment !== 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(rule.evidence))).toEqual(rule.evidence);
  });

  it('refuses a schedule whose gain is within noise: every period back to 0 % with the figures as reason', () => {
    const rows = noisyOrderValues(3);
    const { rule } = buildScheduleRule({ campaignName: 'Flat', rows, marketplace: 'US', now: NOW });
    const evidence = rule.evidence as ScheduleEvidence;
    // The period rules of B4.3 proposed an adjustment; the evidence over days does not carry it.
    expect(evidence.periods.some((period) => period.bidAdjustment !== 0)).toBe(true);
    expect(evidence.verdict).toBe('withinNoise');
    expect(evidence.gainAtEqualSpend.low).toBeLessThanOrEqual(0);
    expect(evidence.selectionOptimism).toBeGreaterThan(0);
    expect(rule.periods.every((period) => period.bidAdjustment === 0)).toBe(true);
    expect(rule.periods.every((period) => period.verdict === 'withinNoise')).toBe(true);
    expect(rule.periods[0]?.reason?.en).toContain('within noise');
    expect(rule.periods[0]?.reason?.zh).toContain('随机波动');
  });

  it('refuses noise on most seeds where the Poisson test alone lets schedules through', () => {
    let proposed = 0;
    let produced = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const { rule } = buildScheduleRule({
        campaignName: 'Flat',
        rows: noisyOrderValues(seed),
        marketplace: 'US',
        now: NOW,
      });
      const evidence = rule.evidence as ScheduleEvidence;
      if (evidence.periods.some((period) => period.bidAdjustment !== 0)) proposed += 1;
      if (evidence.verdict === 'produced') produced += 1;
    }
    expect(proposed).toBeGreaterThanOrEqual(4);
    expect(produced).toBe(0);
  });

  it('refuses a schedule whose adjusted period rests on hours below the minimum evidence', () => {
    // Nights: one click every other day (7 clicks per hour cell, under 10); days: 10 clicks an hour.
    const rows = hourlyRows({ ...evening, seed: undefined, clicksPerHour: () => 10 }).map((row) => {
      if (row.hour >= 7) return row;
      const clicks = Number(row.date.slice(-2)) % 2 === 0 ? 1 : 0;
      return { ...row, metrics: { ...row.metrics, clicks, spend: clicks * 0.8, orders: 0, sales: 0 } };
    });
    const evidence = scheduleEvidence(windowOf(rows), periodsWith([-50, 0, 0, 20]));
    const sleep = evidence.periods[0];
    expect(sleep).toMatchObject({ hours: 7, measuredHours: 0 });
    expect(evidence.hours[3]).toMatchObject({ clicks: 7, activeDays: 7, measured: false });
    expect(evidence.verdict).toBe('thinEvidence');
  });

  it('says noChange without draws when every period is at 0 %', () => {
    const evidence = scheduleEvidence(windowOf(hourlyRows(evening)), periodsWith([0, 0, 0, 0]));
    expect(evidence).toMatchObject({ verdict: 'noChange', draws: 0 });
    expect(evidence.gainAtEqualSpend).toEqual({ expected: 0, low: 0, high: 0 });
  });

  it('counts a calendar day without rows as a day of the history', () => {
    const rows = hourlyRows(evening).filter((row) => row.date !== '2026-10-10');
    const evidence = scheduleEvidence(windowOf(rows), periodsWith([-30, 0, 0, 20]));
    expect(evidence.days).toBe(14);
    expect(evidence.hours[20]?.activeDays).toBe(13);
  });
});

describe('schedule flow with evidence', () => {
  it('writes no period workbook for a refused schedule and says so in the plan, with the figures', async () => {
    const hourly = await buildHourlyReport({
      rows: noisyOrderValues(3).map(({ campaignName, date, hour, metrics }) => ({
        campaignName,
        date,
        hour,
        metrics,
      })),
    });
    const bulk = await buildBulkWorkbook({
      sponsoredProducts: [
        {
          id: '347066231335202',
          name: 'Flat',
          targetingType: 'manual',
          adGroups: [
            {
              id: '447066231335202',
              name: 'Exact',
              defaultBid: 0.8,
              productAds: [{ id: '747066231335202', sku: 'SKU-1', asin: 'B08CK9FVB9' }],
              keywords: [{ id: '547066231335202', text: 'flat sale', matchType: 'exact', bid: 1.2 }],
            },
          ],
        },
      ],
    });
    const output = await scheduleFlow.generate({
      parameters: { marketplace: 'US' },
      hourly: [{ name: 'hourly.csv', bytes: hourly }],
      bulk: { name: 'bulk-20260820-20261017.xlsx', bytes: bulk },
      reports: [],
      now: NOW,
    });
    expect(output.extraUploads).toHaveLength(0);
    expect(output.plan.rows).toHaveLength(0);
    const note = output.plan.summary.notes.find((text) =>
      text.en.includes('No schedule for campaign "Flat"'),
    );
    expect(note?.en).toMatch(/80 % interval -?\$[\d.]+ to [+-]?\$[\d.]+/);
    expect(note?.zh).toContain('不消耗使用次数');
  });

  it('lists each period’s evidence and the verdict on the explanation workbook, in zh and en', async () => {
    const output = await scheduleFlow.generate({
      parameters: { marketplace: 'US' },
      hourly: [{ name: 'hourly.csv', bytes: await buildHourlyReport({ rows: hourlyRows(evening) }) }],
      reports: [],
      now: NOW,
    });
    const doc = { plan: output.plan, uploads: [] };
    const summary = (language: 'zh' | 'en') => explanationWorkbookSheets(doc, language)[0]?.lines ?? [];
    const en = summary('en').map((line) => line.join(' | '));
    expect(en).toContain('Evidence on the 14-day history (80 % intervals)');
    const evidenceLines = en.slice(en.indexOf('Evidence on the 14-day history (80 % intervals)'));
    const sleep = evidenceLines.find((line) => line.startsWith('Sleep | 00:00 – 07:00 | '));
    // Spend saved at night, sales lost, each with its interval; all 7 night hours measured.
    expect(sleep).toMatch(
      /\| \$[\d.]+ \(\$[\d.]+ … \$[\d.]+\) \| −\$[\d.]+ \(−\$[\d.]+ … −\$[\d.]+\) \| .* \| 7 \/ 7$/,
    );
    expect(en).toContain('Verdict | Gain above noise: schedule produced');
    const zh = summary('zh').map((line) => line.join(' | '));
    expect(zh).toContain('结论 | 收益高于随机波动：已生成分时方案');
  });
});
