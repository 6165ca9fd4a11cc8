import { describe, expect, it } from 'vitest';
import type {
  ExplainedFigures as DailyFigures,
  ExplainedForecast as PlanForecast,
} from './explanation-forecast';
import { fixturePlan } from '../testing/plan-fixtures';
import { explanationWorkbookSheets } from './explanation-workbook';

const figures = (clicks: number, spend: number, orders: number, cpsHigh: number): DailyFigures => ({
  clicks: { expected: clicks, low: clicks * 0.8, high: clicks * 1.2 },
  spend: { expected: spend, low: spend * 0.8, high: spend * 1.2 },
  orders: { expected: orders, low: 0, high: orders * 2 },
  costPerSale: { expected: spend / orders, low: spend / orders / 2, high: cpsHigh },
});

/** A forecast of the fixture plan's bid row, in a campaign whose name starts like a formula. */
function forecastOf(rowIndex: number): PlanForecast {
  const before = figures(12.34, 20, 1, Number.POSITIVE_INFINITY);
  const after = figures(9, 15, 0.9, 30);
  return {
    horizonDays: 14,
    draws: 400,
    rows: [
      {
        row: rowIndex,
        before,
        after,
        ownDataWeight: 0.234,
        tooFresh: true,
      },
    ],
    campaigns: [{ name: '=HYPERLINK("x")', before, after }],
    totals: { before, after },
    rowsWithoutForecast: 3,
  };
}

describe('the forecast in the explanation workbook', () => {
  it('shows each figure with its interval, says when a bound is infinite, and keeps names inert', () => {
    const plan = fixturePlan();
    const bidRow = plan.rows.findIndex((row) => row.change.type === 'bidIncrease');
    const sheets = explanationWorkbookSheets(
      { plan, uploads: [{ suffix: '', plan }], forecast: forecastOf(bidRow) },
      'en',
    );
    const rows = sheets.find((sheet) => sheet.name === 'Row by row')!.lines;
    const header = rows[1] as string[];
    const row = rows.find((line) => line[header.indexOf('Change type')] === 'Bid increase')!;
    expect(row[header.indexOf('Forecast clicks/day (before → after)')]).toBe('12 (9.9–15) → 9.0 (7.2–11)');
    expect(row[header.indexOf('Forecast CPS (before → after)')]).toBe(
      '$20.00 ($10.00–no upper bound) → $16.67 ($8.33–$30.00)',
    );
    expect(row[header.indexOf('Own-data weight')]).toBe('23%');
    expect(String(row[header.indexOf('Data too fresh')])).toMatch(/^Yes/);
    const forecast = sheets.find((sheet) => sheet.name === 'Forecast')!.lines;
    expect(forecast.map((line) => line[0])).toContain(`'=HYPERLINK("x")`);
    expect(forecast.some((line) => String(line[0]).includes('3 rows have no forecast'))).toBe(true);
  });

  it('writes no forecast sheet or columns for a plan without a forecast', () => {
    const plan = fixturePlan();
    const sheets = explanationWorkbookSheets({ plan, uploads: [{ suffix: '', plan }] }, 'zh');
    expect(sheets.map((sheet) => sheet.name)).not.toContain('预测');
    expect((sheets[1]?.lines[1] as string[]).some((cell) => cell.startsWith('预测'))).toBe(false);
  });
});
