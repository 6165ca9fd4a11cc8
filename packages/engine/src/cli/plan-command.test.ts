import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardAutoCampaign } from '../testing/board-fixtures';
import { hourlyRows } from '../testing/schedule-fixtures';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { buildHourlyReport } from '../testing/report-builders';
import { validateWorkbook } from '../validate/validate-api';
import { nodeCliIo, type CliIo } from './cli-io';
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

/** What a run of the CLI answered: its exit code and everything it printed. */
interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `adplan plan <flow> --params <paramsFile> ...args`. */
async function plan(flow: string, paramsFile: string, args: string[]): Promise<CliRun> {
  const cli = io();
  const code = await runCli(['plan', flow, '--params', paramsFile, ...args], cli);
  return { code, out: cli.out.join(''), err: cli.err.join('') };
}

/** What the upload validator finds in a written plan: nothing for an uploadable one. */
async function uploadProblems(path: string, marketplace: 'US' | 'JP') {
  return validateWorkbook(new Uint8Array(await readFile(path)), { marketplace, now: NOW });
}

/** Parameters of an auto-optimisation of the campaign in the bulk export. */
const AUTO_OPTIMISATION = {
  marketplace: 'US',
  campaign_name: 'Board auto',
  organic_conversion_rate: 10,
  target_cps: 10,
};

/** The bulk export the flows read (written by beforeAll). */
const bulkFile = () => join(dir, 'bulk-a1b2c3-20260101-20260301-1773144000000.xlsx');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'adplan-plan-'));
  const bytes = await buildBulkWorkbook({
    sponsoredProducts: [boardAutoCampaign({ id: '600000000000020', sku: 'BB-001', asin: 'B0OWNASIN1' })],
    spSearchTerms: [],
    tabs: ['sponsoredProducts', 'spSearchTerms'],
  });
  await writeFile(bulkFile(), bytes);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('adplan plan', () => {
  it('writes an uploadable plan and prints the summary as JSON', async () => {
    const p = await params('auto.json', AUTO_OPTIMISATION);
    const out = join(dir, 'plan.xlsx');
    const run = await plan('auto-optimisation', p, [
      '--bulk',
      bulkFile(),
      '--out',
      out,
      '--json',
      '--lang',
      'zh',
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.out) as {
      flow: string;
      summary: { changeCounts: Record<string, number> };
      warnings: string[];
    };
    expect(answer.flow).toBe('auto-optimisation');
    expect(answer.summary.changeCounts.pause).toBe(1);
    expect(answer.warnings.some((w) => w.includes('没有搜索词数据'))).toBe(true);
    expect(await uploadProblems(out, 'US')).toEqual([]);
  });

  it('judges staleness against the clock it is given, which is the real clock', async () => {
    const p = await params('stale.json', AUTO_OPTIMISATION);
    const cli = { ...io(), now: () => new Date('2027-01-05T12:00:00Z') };
    const out = join(dir, 'stale.xlsx');
    const code = await runCli(
      ['plan', 'auto-optimisation', '--params', p, '--bulk', bulkFile(), '--out', out, '--json'],
      cli,
    );
    expect(code).toBe(0);
    const answer = JSON.parse(cli.out.join('')) as { warnings: string[] };
    expect(answer.warnings.some((w) => w.includes('2026-03-01, 310 days ago'))).toBe(true);
    const before = Date.now();
    const real = nodeCliIo().now().getTime();
    expect(real).toBeGreaterThanOrEqual(before);
    expect(real - before).toBeLessThan(5000);
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
    const run = await plan('keyword-cold-start', p, ['--out', join(dir, 'cold.xlsx')]);
    expect(run.code).toBe(0);
    // The upload plan at --out, the explanation beside it; a new campaign has nothing to roll back.
    expect(run.out).toContain(`plan (upload): ${join(dir, 'cold.xlsx')}`);
    expect(run.out).toContain(`explanation (do not upload): ${join(dir, 'cold-explanation.xlsx')}`);
    expect(run.out).not.toContain('rollback');
    expect(await uploadProblems(join(dir, 'cold.xlsx'), 'JP')).toEqual([]);
  });

  it('answers a product error with {code, msg} and exit 1', async () => {
    const p = await params('bad.json', { ...AUTO_OPTIMISATION, campaign_name: 'Nope' });
    const run = await plan('auto-optimisation', p, [
      '--bulk',
      bulkFile(),
      '--out',
      join(dir, 'x.xlsx'),
      '--json',
    ]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.out)).toMatchObject({ code: 20006 });
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
    const hourly = join(dir, 'hourly.csv');
    const run = await plan('schedule', p, ['--hourly', hourly, '--bulk', bulkFile(), '--out', out, '--json']);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.out) as {
      schedules: Array<{ campaignName: string; timeZone: string; periods: Array<Record<string, unknown>> }>;
      files: Array<{
        role: string;
        path: string;
        period?: { name: string; start: string; startBeijing: string };
      }>;
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
    const periodFiles = answer.files.filter((file) => file.role === 'schedule-period');
    expect(periodFiles.map((file) => file.period?.name)).toEqual(expect.arrayContaining(['sleep', 'rest']));
    expect(periodFiles.map((file) => file.path)).toContain(join(dir, 'schedule-sleep.xlsx'));
    for (const file of periodFiles) expect(await uploadProblems(file.path, 'US')).toEqual([]);
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
    const run = await plan('sbv-cold-start', p, ['--out', out, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ flow: 'sbv-cold-start', marketplace: 'JP' });
    expect(await uploadProblems(out, 'JP')).toEqual([]);
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
    const hourly = paths.flatMap((path) => ['--hourly', path]);
    const run = await plan('schedule', p, [...hourly, '--out', join(dir, 's.xlsx'), '--json']);
    expect(run.code).toBe(1);
    const answer = JSON.parse(run.out) as { code: number; msg: string };
    expect(answer.code).toBe(20001);
    expect(answer.msg).toContain('10');
  });

  it('exits 2 on wrong usage', async () => {
    const p = await params('any.json', {});
    expect((await plan('no-such-flow', p, ['--out', 'x.xlsx'])).code).toBe(2);
    expect((await plan('auto-cold-start', p, [])).code).toBe(2);
    const notJson = join(dir, 'broken.json');
    await writeFile(notJson, '{');
    expect((await plan('auto-cold-start', notJson, ['--out', 'x.xlsx'])).code).toBe(2);
  });

  it('lists every flow of the registry in its help', async () => {
    const cli = io();
    expect(await runCli(['plan', '--help'], cli)).toBe(0);
    for (const flow of ['keyword-cold-start', 'auto-optimisation', 'sbv-cold-start', 'schedule'])
      expect(cli.out.join('')).toContain(flow);
  });
});
