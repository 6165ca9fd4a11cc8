import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { PlanInputs } from '../../model/flow';
import type { SpBulkRow } from '../../model/bulk-row';
import {
  buildBulkWorkbook,
  buildHourlyReport,
  type BulkWorkbookSpec,
  type HourlyReportSpec,
} from '../../testing';
import { readBulkRows } from '../../read/read-api';
import { validateWorkbook } from '../../validate/validate-api';
import { hourlyRows } from '../../testing/schedule-fixtures';
import { scheduleFlow, periodPlansFromInputs } from './schedule-flow';
import { generatePlan } from '../../use-cases/generate-plan';

// Noon in Los Angeles on 2026-10-20: complete days end 2026-10-17.
const NOW = new Date('2026-10-20T19:00:00Z');
const NAME = '夜間セール';

const rows = hourlyRows({
  campaignName: NAME,
  from: '2026-10-04',
  days: 14,
  clicksPerHour: () => 10,
  conversionRate: (hour) => (hour >= 18 ? 0.2 : hour < 7 ? 0 : 0.08),
  costPerClick: 0.8,
  averageOrderValue: 25,
}).map((row) => ({ campaignName: row.campaignName, date: row.date, hour: row.hour, metrics: row.metrics }));

async function hourlyFile(spec: Partial<HourlyReportSpec> = {}, name = 'hourly.csv') {
  return { name, bytes: await buildHourlyReport({ rows, ...spec }) };
}

async function bulkFile(extra: Partial<BulkWorkbookSpec> = {}) {
  const bytes = await buildBulkWorkbook({
    ...extra,
    sponsoredProducts: [
      {
        id: '347066231335202',
        name: NAME,
        targetingType: 'manual',
        adGroups: [
          {
            id: '447066231335202',
            name: 'Exact',
            defaultBid: 0.8,
            productAds: [{ id: '747066231335202', sku: 'SKU-1', asin: 'B08CK9FVB9' }],
            keywords: [
              { id: '547066231335202', text: 'night sale', matchType: 'exact', bid: 1.2 },
              { id: '547066231335203', text: 'sale', matchType: 'broad' },
            ],
          },
        ],
      },
    ],
  });
  return { name: 'bulk-a3snsjclchkfi8-20260820-20261017-1792900000000.xlsx', bytes };
}

async function inputs(overrides: Partial<PlanInputs> = {}): Promise<PlanInputs> {
  return {
    parameters: { marketplace: 'US', campaign_name: NAME },
    reports: [],
    hourly: [await hourlyFile()],
    now: NOW,
    ...overrides,
  };
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return isEngineError(error) ? error.code : -1;
  }
  return undefined;
}

describe('scheduleFlow', () => {
  it('reads GB18030 and Shift-JIS hourly files the same as UTF-8', async () => {
    const utf8 = await scheduleFlow.run(await inputs());
    const gb = await scheduleFlow.run(
      await inputs({ hourly: [await hourlyFile({ encoding: 'gb18030', language: 'zh' })] }),
    );
    const sjis = await scheduleFlow.run(
      await inputs({ hourly: [await hourlyFile({ encoding: 'shift_jis', language: 'ja' })] }),
    );
    expect(gb.schedules).toEqual(utf8.schedules);
    expect(sjis.schedules).toEqual(utf8.schedules);
    const periods = utf8.schedules?.[0]?.periods ?? [];
    expect(periods.find((p) => p.name === 'rest')?.bidAdjustment).toBeGreaterThan(0);
    expect(periods.find((p) => p.name === 'sleep')?.bidAdjustment).toBeLessThan(0);
  });

  it('puts the schedule on the plan with marketplace and Beijing times, and no bulk rows', async () => {
    const plan = await scheduleFlow.run(await inputs());
    expect(plan.flow).toBe('schedule');
    expect(plan.rows).toEqual([]);
    const sleep = plan.schedules?.[0]?.periods.find((p) => p.name === 'sleep');
    expect(sleep).toMatchObject({ start: '00:00', end: '07:00', startBeijing: '15:00', endBeijing: '22:00' });
    expect(plan.warnings.some((w) => w.en.includes('No bulk sheet'))).toBe(true);
    expect(JSON.parse(JSON.stringify(plan.schedules))).toEqual(plan.schedules);
  });

  it('writes one workbook per period from the bulk sheet, base bid x (1 + adjustment)', async () => {
    const withBulk = await inputs({ bulk: await bulkFile() });
    const periods = await periodPlansFromInputs(withBulk);
    expect(periods.map((p) => p.period)).toEqual(['sleep', 'other', 'rest']);
    const sleepBids = periods[0]?.plan.rows.map((r) => (r.row as SpBulkRow).bid);
    expect(sleepBids).toEqual([0.6, 0.4]);
    const { workbooks } = await generatePlan('schedule', withBulk, { language: 'zh' });
    const uploads = workbooks.filter((w) => w.role === 'schedule-period');
    expect(uploads.map((w) => w.suffix)).toEqual(['-sleep', '-other', '-rest']);
    // The rollback puts every bid back to its base bid, whichever period was uploaded last.
    expect(workbooks.map((w) => w.role)).toEqual([
      'schedule-period',
      'schedule-period',
      'schedule-period',
      'rollback',
      'explanation',
    ]);
    const rollback = workbooks.find((w) => w.role === 'rollback');
    const restored = (await readBulkRows(rollback?.bytes ?? new Uint8Array())).rows.map(
      (r) => r.row as SpBulkRow,
    );
    expect(restored.map((r) => [r.keywordId, r.bid])).toEqual([
      ['547066231335202', 1.2],
      ['547066231335203', 0.8],
    ]);
    const rest = uploads.find((w) => w.suffix === '-rest');
    const reread = await readBulkRows(rest?.bytes ?? new Uint8Array());
    const keyword = reread.rows.map((r) => r.row as SpBulkRow).find((r) => r.keywordId === '547066231335202');
    expect(keyword).toMatchObject({ entity: 'keyword', operation: 'update', bid: 1.8 });
  });

  it('says exactly what is missing: no hourly rows 10017, unreadable report 10019, no files 20007', async () => {
    expect(
      await codeOf(
        scheduleFlow.run(await inputs({ parameters: { marketplace: 'US', campaign_name: 'Other' } })),
      ),
    ).toBe(10017);
    const garbage = {
      name: 'hourly.csv',
      bytes: new TextEncoder().encode('this,is\nnot,an hourly report\n'),
    };
    expect(await codeOf(scheduleFlow.run(await inputs({ hourly: [garbage] })))).toBe(10019);
    expect(await codeOf(scheduleFlow.run(await inputs({ hourly: [] })))).toBe(20007);
    expect(await codeOf(scheduleFlow.run(await inputs({ parameters: { marketplace: 'DE' } })))).toBe(20001);
  });

  it('refuses a bulk sheet of another marketplace before any plan: a US export planned as UK or JP is 20001', async () => {
    const usPortfolio = { portfolios: [{ id: '901', name: 'Main', currency: 'USD' }] };
    const asUk = await inputs({
      parameters: { marketplace: 'UK', campaign_name: NAME },
      bulk: await bulkFile(usPortfolio),
    });
    expect(await codeOf(generatePlan('schedule', asUk, { language: 'en' }))).toBe(20001);
    // Dollar bids (median 1.00) are below Japan's minimum bid of 2 yen, whatever the portfolios say.
    const asJp = await inputs({
      parameters: { marketplace: 'JP', campaign_name: NAME },
      bulk: await bulkFile(),
    });
    expect(await codeOf(generatePlan('schedule', asJp, { language: 'en' }))).toBe(20001);
    // The right marketplace plans, and a sheet that names no currency is flagged for the seller to check.
    const asUs = await inputs({ bulk: await bulkFile() });
    const { plan } = await generatePlan('schedule', asUs, { language: 'en' });
    expect(plan.warnings[0]?.en).toMatch(/currency/i);
    const { plan: confirmed } = await generatePlan(
      'schedule',
      await inputs({ bulk: await bulkFile(usPortfolio) }),
      {
        language: 'en',
      },
    );
    expect(confirmed.warnings.some((w) => /currency/i.test(w.en))).toBe(false);
  });

  it('schedules every campaign of the reports when none is named', async () => {
    const plan = await scheduleFlow.run(await inputs({ parameters: { marketplace: 'US' } }));
    expect(plan.schedules?.map((s) => s.campaignName)).toEqual([NAME]);
  });

  it('console-rules mode: base bids lowered once to the lowest period, raise-only whole-hour rules, steps in the explanation', async () => {
    const withBulk = await inputs({
      parameters: { marketplace: 'US', campaign_name: NAME, schedule_mode: 'console-rules' },
      bulk: await bulkFile(),
    });
    const { plan, workbooks } = await generatePlan('schedule', withBulk, { language: 'zh' });
    const rule = plan.schedules?.[0];
    const low = Math.min(...(rule?.periods.map((p) => p.bidAdjustment) ?? [0]));
    expect(low).toBeLessThan(0);
    // One upload, once: every enabled keyword at base x (1 + lowest adjustment); no per-period files.
    expect(workbooks.map((w) => w.role)).toEqual(['plan', 'rollback', 'explanation']);
    const lowered = plan.rows.map((r) => r.row as SpBulkRow);
    expect(lowered.find((r) => r.keywordId === '547066231335202')?.bid).toBeCloseTo(1.2 * (1 + low / 100), 2);
    const setup = plan.consoleSetups?.[0];
    expect(setup?.baseAdjustment).toBe(low);
    // The result page's notes say what to do once, in both languages (the steps are in the explanation).
    const note = plan.summary.notes.find((n) => n.en.includes('schedule-based bid rules'));
    expect(note?.zh).toContain(`建 ${setup?.rules.length} 条分时竞价规则`);
    expect(note?.zh).toContain('后台分时规则设置');
    expect(setup?.rules.length).toBeGreaterThan(0);
    expect(setup?.rules.length).toBeLessThanOrEqual(20);
    for (const consoleRule of setup?.rules ?? []) {
      expect(consoleRule.raisePercent).toBeGreaterThan(0);
      expect(consoleRule.start).toMatch(/^\d{2}:00$/);
      expect(consoleRule.end).toMatch(/^\d{2}:00$/);
      // Lowered base raised by the rule lands on the period's own adjustment (within whole-percent rounding).
      const period = rule?.periods.find((p) => p.name === consoleRule.period);
      const reached = (1 + low / 100) * (1 + consoleRule.raisePercent / 100);
      expect(Math.abs(reached - (1 + (period?.bidAdjustment ?? 0) / 100))).toBeLessThan(0.01);
    }
    for (const w of workbooks.filter((w) => w.role !== 'explanation'))
      expect(await validateWorkbook(w.bytes, { marketplace: 'US', now: NOW })).toEqual([]);
    const explanation = workbooks.find((w) => w.role === 'explanation')!;
    const reread = await readBulkRows(explanation.bytes).catch(() => undefined);
    expect(reread?.rows ?? []).toEqual([]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(explanation.bytes) as unknown as ExcelJS.Buffer);
    const texts = (name: string) => {
      const lines: string[][] = [];
      book.getWorksheet(name)?.eachRow((row) => lines.push((row.values as unknown[]).slice(1).map(String)));
      return lines;
    };
    // The summary has the periods in both clocks; the set-up sheet the steps and one line per rule.
    const summary = texts('方案概览');
    expect(
      summary.some(
        (line) => line[0] === '时段' && line[1] === '站点时间（洛杉矶）' && line[2] === '北京时间',
      ),
    ).toBe(true);
    const steps = texts('后台分时规则设置');
    expect(steps.some((line) => line[0]?.startsWith('第 1 步'))).toBe(true);
    expect(steps.filter((line) => /^提高 \d+%$/.test(line[5] ?? ''))).toHaveLength(setup?.rules.length ?? -1);
  });

  it('an hourly report without data rows is 10019 and campaigns without activity 10017, never "no change needed"', async () => {
    const empty = { name: 'hourly.csv', bytes: await buildHourlyReport({ rows: [] }) };
    expect(await codeOf(scheduleFlow.run(await inputs({ hourly: [empty] })))).toBe(10019);
    const idleRows = rows.map((row) => ({
      ...row,
      metrics: { ...row.metrics, impressions: 0, clicks: 0, spend: 0, orders: 0, sales: 0 },
    }));
    const idle = { name: 'hourly.csv', bytes: await buildHourlyReport({ rows: idleRows }) };
    expect(await codeOf(scheduleFlow.run(await inputs({ hourly: [idle] })))).toBe(10017);
    expect(
      await codeOf(scheduleFlow.run(await inputs({ hourly: [idle], parameters: { marketplace: 'US' } }))),
    ).toBe(10017);
  });
});
