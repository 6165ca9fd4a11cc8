import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourlyRows } from '../plans/schedule/schedule-fixtures';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { buildHourlyReport } from '../testing/report-builders';
import { validateWorkbook } from '../validate/validate-api';
import type { CliIo } from './cli-io';
import { runCli } from './cli-main';

const NOW = new Date('2026-03-10T12:00:00Z');
let dir = '';

function io(): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
    readFile: async (path) => new Uint8Array(await readFile(path)),
    writeFile: (path, bytes) => writeFile(path, bytes),
    now: () => NOW,
  };
}

async function params(name: string, value: Record<string, unknown>): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(value));
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'adplan-plan-'));
  const bytes = await buildBulkWorkbook({
    sponsoredProducts: [
      {
        id: '100000000000020',
        name: 'Board auto',
        targetingType: 'auto',
        dailyBudget: 40,
        adGroups: [
          {
            id: '200000000000020',
            name: 'auto group',
            defaultBid: 0.75,
            productAds: [{ id: '600000000000020', sku: 'BB-001', asin: 'B0OWNASIN1' }],
            productTargets: [
              {
                id: '400000000000021',
                expression: 'close-match',
                bid: 0.8,
                metrics: { clicks: 300, orders: 30, spend: 210, sales: 900 },
              },
              {
                id: '400000000000022',
                expression: 'loose-match',
                bid: 0.6,
                metrics: { clicks: 90, orders: 0, spend: 45 },
              },
            ],
          },
        ],
      },
    ],
    spSearchTerms: [],
    tabs: ['sponsoredProducts', 'spSearchTerms'],
  });
  await writeFile(join(dir, 'bulk-a1b2c3-20260101-20260301-1773144000000.xlsx'), bytes);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('adplan plan', () => {
  it('writes an uploadable plan and prints the summary as JSON', async () => {
    const p = await params('auto.json', {
      marketplace: 'US',
      campaign_name: 'Board auto',
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const out = join(dir, 'plan.xlsx');
    const cli = io();
    const code = await runCli(
      [
        'plan',
        'auto-optimisation',
        '--params',
        p,
        '--bulk',
        join(dir, 'bulk-a1b2c3-20260101-20260301-1773144000000.xlsx'),
        '--out',
        out,
        '--json',
        '--lang',
        'zh',
      ],
      cli,
    );
    expect(cli.err.join('')).toBe('');
    expect(code).toBe(0);
    const answer = JSON.parse(cli.out.join('')) as {
      flow: string;
      summary: { changeCounts: Record<string, number> };
      warnings: string[];
    };
    expect(answer.flow).toBe('auto-optimisation');
    expect(answer.summary.changeCounts.pause).toBe(1);
    expect(answer.warnings.some((w) => w.includes('没有搜索词数据'))).toBe(true);
    expect(
      await validateWorkbook(new Uint8Array(await readFile(out)), { marketplace: 'US', now: NOW }),
    ).toEqual([]);
  });

  it('generates a cold start without a bulk file', async () => {
    const p = await params('cold.json', {
      marketplace: 'JP',
      campaign_name: 'まな板 SP',
      ad_group_name_broad: 'まな板 broad',
      daily_budget: 8000,
      organic_conversion_rate: 12,
      target_cps: 1500,
      sku: 'BB-001',
      main_search_terms: ['まな板'],
    });
    const cli = io();
    expect(
      await runCli(['plan', 'keyword-cold-start', '--params', p, '--out', join(dir, 'cold.xlsx')], cli),
    ).toBe(0);
    expect(cli.out.join('')).toContain('Plan written to');
  });

  it('answers a product error with {code, msg} and exit 1', async () => {
    const p = await params('bad.json', {
      marketplace: 'US',
      campaign_name: 'Nope',
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const cli = io();
    const code = await runCli(
      [
        'plan',
        'auto-optimisation',
        '--params',
        p,
        '--bulk',
        join(dir, 'bulk-a1b2c3-20260101-20260301-1773144000000.xlsx'),
        '--out',
        join(dir, 'x.xlsx'),
        '--json',
      ],
      cli,
    );
    expect(code).toBe(1);
    expect(JSON.parse(cli.out.join(''))).toMatchObject({ code: 20006 });
  });

  it('schedule --json prints the periods in marketplace and Beijing time and writes one workbook per period', async () => {
    const rows = hourlyRows({
      campaignName: 'Board auto',
      from: '2026-02-22',
      days: 14,
      clicksPerHour: () => 10,
      conversionRate: (hour) => (hour >= 18 ? 0.2 : hour < 7 ? 0 : 0.08),
      costPerClick: 0.8,
      averageOrderValue: 25,
    });
    await writeFile(join(dir, 'hourly.csv'), await buildHourlyReport({ rows }));
    const p = await params('schedule.json', { marketplace: 'US', campaign_name: 'Board auto' });
    const out = join(dir, 'schedule.xlsx');
    const cli = io();
    const code = await runCli(
      [
        'plan',
        'schedule',
        '--params',
        p,
        '--hourly',
        join(dir, 'hourly.csv'),
        '--bulk',
        join(dir, 'bulk-a1b2c3-20260101-20260301-1773144000000.xlsx'),
        '--out',
        out,
        '--json',
      ],
      cli,
    );
    expect(cli.err.join('')).toBe('');
    expect(code).toBe(0);
    const answer = JSON.parse(cli.out.join('')) as {
      schedules: Array<{ campaignName: string; timeZone: string; periods: Array<Record<string, unknown>> }>;
      periodFiles: Array<{ period: string; start: string; startBeijing: string; path: string }>;
    };
    const [rule] = answer.schedules;
    expect(rule?.timeZone).toBe('America/Los_Angeles');
    expect(rule?.periods.length).toBeGreaterThanOrEqual(3);
    for (const period of rule?.periods ?? [])
      expect(Object.keys(period)).toEqual(
        expect.arrayContaining(['name', 'start', 'end', 'bidAdjustment', 'startBeijing', 'endBeijing']),
      );
    // 2026-03-10 is in US daylight saving time: 00:00 in Los Angeles is 15:00 in Beijing.
    expect(rule?.periods.find((period) => period.name === 'sleep')).toMatchObject({
      start: '00:00',
      startBeijing: '15:00',
    });
    expect(answer.periodFiles.map((file) => file.period)).toEqual(expect.arrayContaining(['sleep', 'rest']));
    for (const file of answer.periodFiles) {
      const bytes = new Uint8Array(await readFile(file.path));
      expect(await validateWorkbook(bytes, { marketplace: 'US', now: NOW })).toEqual([]);
    }
  });

  it('generates an SBV cold start from brand_entity_id, asset_id and creative_asset_url', async () => {
    const p = await params('sbv.json', {
      marketplace: 'JP',
      campaign_name: 'まな板 動画',
      daily_budget: 5000,
      organic_conversion_rate: 12,
      target_cps: 1500,
      asin: 'B08CK9FVB9',
      main_search_terms: ['まな板', 'カッティングボード'],
      brand_entity_id: 'ENTITY1ABC2DEF3GH',
      asset_id: 'amzn1.assetlibrary.asset1.735ec75f93ae1d0704411a3fc2aeff83:version_v1',
      creative_asset_url: 'https://advertising.amazon.co.jp/cm/assets',
    });
    const out = join(dir, 'sbv.xlsx');
    const cli = io();
    expect(await runCli(['plan', 'sbv-cold-start', '--params', p, '--out', out, '--json'], cli)).toBe(0);
    expect(JSON.parse(cli.out.join(''))).toMatchObject({ flow: 'sbv-cold-start', marketplace: 'JP' });
    expect(
      await validateWorkbook(new Uint8Array(await readFile(out)), { marketplace: 'JP', now: NOW }),
    ).toEqual([]);
  });

  it('refuses more than 10 hourly files with {code, msg} and exit 1', async () => {
    const one = await buildHourlyReport({
      rows: [{ campaignName: 'Board auto', date: '2026-03-01', hour: 13 }],
    });
    const paths = await Promise.all(
      Array.from({ length: 11 }, async (_, i) => {
        const path = join(dir, `hourly-${i}.csv`);
        await writeFile(path, one);
        return path;
      }),
    );
    const p = await params('schedule-many.json', { marketplace: 'US' });
    const cli = io();
    const code = await runCli(
      [
        'plan',
        'schedule',
        '--params',
        p,
        ...paths.flatMap((path) => ['--hourly', path]),
        '--out',
        join(dir, 's.xlsx'),
        '--json',
      ],
      cli,
    );
    expect(code).toBe(1);
    const answer = JSON.parse(cli.out.join('')) as { code: number; msg: string };
    expect(answer.code).toBe(20001);
    expect(answer.msg).toContain('10');
  });

  it('exits 2 on wrong usage', async () => {
    const p = await params('any.json', {});
    expect(await runCli(['plan', 'no-such-flow', '--params', p, '--out', 'x.xlsx'], io())).toBe(2);
    expect(await runCli(['plan', 'auto-cold-start', '--params', p], io())).toBe(2);
    const notJson = join(dir, 'broken.json');
    await writeFile(notJson, '{');
    expect(await runCli(['plan', 'auto-cold-start', '--params', notJson, '--out', 'x.xlsx'], io())).toBe(2);
  });

  it('lists every flow of the registry in its help', async () => {
    const cli = io();
    expect(await runCli(['plan', '--help'], cli)).toBe(0);
    for (const flow of ['keyword-cold-start', 'auto-optimisation', 'sbv-cold-start', 'schedule'])
      expect(cli.out.join('')).toContain(flow);
  });
});
