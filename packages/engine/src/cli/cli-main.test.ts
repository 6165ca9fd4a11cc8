import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../model/bulk-row';
import { adGroupId, campaignId, keywordId } from '../model/ids';
import type { Plan } from '../model/plan';
import { readBulkWorkbook } from '../read/read-api';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { buildConsoleReport, buildHourlyReport } from '../testing/report-builders';
import { fixturePlan, fixturePlanRow } from '../testing/plan-fixtures';
import { writePlanWorkbook } from '../write/write-api';
import type { CliIo } from './cli-io';
import { runCli } from './cli-main';

const NOW = new Date('2026-03-01T12:00:00Z');

/** A CliIo over an in-memory file table that records what the CLI prints. */
function fakeIo(files: Record<string, Uint8Array> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const written = new Map<string, Uint8Array>();
  const io: CliIo = {
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
    readFile: async (path) => {
      const bytes = files[path];
      if (!bytes)
        throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), {
          code: 'ENOENT',
        });
      return bytes;
    },
    writeFile: async (path, bytes) => void written.set(path, bytes),
    now: () => NOW,
  };
  return { io, stdout: () => out.join(''), stderr: () => err.join(''), written };
}

/** A seller export with one campaign of each kind of SP entity and one search term. */
function sellerWorkbook(): Promise<Uint8Array> {
  return buildBulkWorkbook({
    sponsoredProducts: [
      {
        id: '100000000000001',
        name: 'Shoes manual',
        targetingType: 'manual',
        dailyBudget: 30,
        campaignNegativeKeywords: [{ id: '500000000000001', text: 'cheap', matchType: 'negativePhrase' }],
        adGroups: [
          {
            id: '200000000000001',
            name: 'Exact',
            defaultBid: 0.8,
            productAds: [{ id: '600000000000001', sku: 'SKU-1', asin: 'B0ABCDEFGH' }],
            keywords: [
              { id: '300000000000001', text: 'running shoes', matchType: 'exact', bid: 1 },
              { id: '300000000000002', text: 'trail shoes', matchType: 'phrase', bid: 0.9 },
            ],
            productTargets: [{ id: '400000000000001', expression: 'asin="B0ZZZZZZZZ"', bid: 0.7 }],
            negativeKeywords: [{ id: '300000000000003', text: 'free', matchType: 'negativeExact' }],
          },
        ],
      },
    ],
    spSearchTerms: [
      {
        campaignId: '100000000000001',
        adGroupId: '200000000000001',
        campaignName: 'Shoes manual',
        adGroupName: 'Exact',
        searchTerm: 'running shoes men',
        keywordId: '300000000000001',
        keywordText: 'running shoes',
        matchType: 'exact',
        metrics: { clicks: 3 },
      },
    ],
  });
}

describe('adplan usage', () => {
  it('prints help with exit 0 and usage errors with exit 2', async () => {
    const help = fakeIo();
    expect(await runCli(['--help'], help.io)).toBe(0);
    expect(help.stdout()).toContain('Usage: adplan <command>');
    for (const args of [
      [],
      ['frobnicate'],
      ['validate', 'x.xlsx'],
      ['inspect'],
      ['inspect', 'a', 'b'],
      ['inspect', 'a', '--bogus'],
      ['validate', 'x', '--marketplace', 'DE'],
    ]) {
      const run = fakeIo();
      expect(await runCli(args, run.io), args.join(' ')).toBe(2);
      expect(run.stderr()).toContain('Usage: adplan <command>');
    }
  });

  it('delegates `plan` to the plan command', async () => {
    const run = fakeIo();
    expect(await runCli(['plan', '--help'], run.io)).toBe(0);
    expect(run.stdout()).toContain('adplan plan FLOW');
  });
});

describe('adplan validate', () => {
  it('prints no violations for a generated plan (exit 0)', async () => {
    const run = fakeIo({ 'plan.xlsx': await writePlanWorkbook(fixturePlan()) });
    expect(await runCli(['validate', 'plan.xlsx', '--marketplace', 'US', '--json'], run.io)).toBe(0);
    expect(JSON.parse(run.stdout())).toEqual({ violations: [] });
    const text = fakeIo({ 'plan.xlsx': await writePlanWorkbook(fixturePlan()) });
    expect(await runCli(['validate', 'plan.xlsx', '--marketplace', 'us'], text.io)).toBe(0);
    expect(text.stdout()).toContain('no upload rule violations');
  });

  it('lists violations with English and Chinese messages (exit 1)', async () => {
    const plan = fixturePlan();
    plan.rows = plan.rows.map((planRow) =>
      planRow.row.entity === 'keyword' && planRow.row.operation === 'update'
        ? { ...planRow, row: { ...(planRow.row as SpBulkRow), bid: 0.01 } }
        : planRow,
    );
    const run = fakeIo({ 'bad.xlsx': await writePlanWorkbook(plan) });
    expect(await runCli(['validate', 'bad.xlsx', '--marketplace', 'US', '--json'], run.io)).toBe(1);
    const { violations } = JSON.parse(run.stdout()) as { violations: Array<Record<string, unknown>> };
    expect(violations).toEqual([
      {
        sheet: 'Sponsored Products Campaigns',
        row: 11,
        column: 'Bid',
        rule: 'bid-range',
        message: expect.stringContaining('0.02–1000 USD'),
        message_zh: expect.stringContaining('超出范围'),
      },
    ]);
    const zh = fakeIo({ 'bad.xlsx': await writePlanWorkbook(plan) });
    expect(await runCli(['validate', 'bad.xlsx', '--marketplace', 'US', '--lang', 'zh'], zh.io)).toBe(1);
    expect(zh.stdout()).toContain('Sponsored Products Campaigns row 11, Bid: [bid-range] 竞价');
  });

  it('judges start dates by the marketplace day of `now`', async () => {
    const run = fakeIo({ 'plan.xlsx': await writePlanWorkbook(fixturePlan()) });
    const later = { ...run.io, now: () => new Date('2026-03-05T12:00:00Z') };
    expect(await runCli(['validate', 'plan.xlsx', '--marketplace', 'JP', '--json'], later)).toBe(1);
    expect(run.stdout()).toContain('start-date');
  });
});

describe('adplan inspect', () => {
  it('counts the entities of a bulk workbook', async () => {
    const run = fakeIo({ 'bulk.xlsx': await sellerWorkbook() });
    expect(await runCli(['inspect', 'bulk.xlsx', '--json'], run.io)).toBe(0);
    const summary = JSON.parse(run.stdout());
    expect(summary.sponsoredProducts).toEqual({
      campaigns: 1,
      adGroups: 1,
      productAds: 1,
      keywords: 2,
      negativeKeywords: 1,
      campaignNegativeKeywords: 1,
      productTargets: 1,
      negativeProductTargets: 0,
      biddingAdjustments: 4,
    });
    expect(summary.sponsoredBrands).toMatchObject({ campaigns: 0, ads: 0 });
    expect(summary.searchTerms).toEqual({ sponsoredProducts: 1, sponsoredBrands: 0 });
    expect(summary.problems).toEqual([]);
    const text = fakeIo({ 'bulk.xlsx': await sellerWorkbook() });
    expect(await runCli(['inspect', 'bulk.xlsx'], text.io)).toBe(0);
    expect(text.stdout()).toMatch(/Keywords\s+2\s+0/);
  });

  it('tells the kind and rows of a console report and an hourly CSV', async () => {
    const report = await buildConsoleReport({
      kind: 'spSearchTerm',
      rows: [
        {
          campaignName: 'Shoes manual',
          adGroupName: 'Exact',
          targeting: 'running shoes',
          matchType: 'EXACT',
          searchTerm: 'shoes',
        },
      ],
    });
    const hourly = await buildHourlyReport({
      rows: [{ campaignName: 'Shoes manual', date: '2026-02-01', hour: 13 }],
    });
    const run = fakeIo({ 'st.csv': report, 'hourly.csv': hourly });
    expect(await runCli(['inspect', 'st.csv', '--json'], run.io)).toBe(0);
    expect(JSON.parse(run.stdout()).report).toEqual({ kind: 'spSearchTerm', rows: 1 });
    const second = fakeIo({ 'hourly.csv': hourly });
    expect(await runCli(['inspect', 'hourly.csv', '--json'], second.io)).toBe(0);
    expect(JSON.parse(second.stdout()).report).toEqual({ kind: 'hourlyCampaign', rows: 1 });
  });

  it('answers a product error as {code, msg} in the chosen language (exit 1)', async () => {
    const junk = new TextEncoder().encode('this is not a spreadsheet');
    const run = fakeIo({ 'junk.xlsx': junk });
    expect(await runCli(['inspect', 'junk.xlsx', '--json'], run.io)).toBe(1);
    const answer = JSON.parse(run.stdout());
    expect(answer.code).toBe(10001);
    expect(answer.msg).toMatch(/[a-z]/);
    const zh = fakeIo({ 'junk.xlsx': junk });
    expect(await runCli(['inspect', 'junk.xlsx', '--json', '--lang', 'zh'], zh.io)).toBe(1);
    expect(JSON.parse(zh.stdout()).msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('reports what an upload file holds, per entity and operation, instead of failing with 10027', async () => {
    const existing = { product: 'sponsoredProducts', campaignId: campaignId('100000000000001') } as const;
    const inGroup = { ...existing, adGroupId: adGroupId('200000000000001') } as const;
    const rows: SpBulkRow[] = [
      {
        ...inGroup,
        entity: 'keyword',
        operation: 'update',
        keywordId: keywordId('300000000000001'),
        bid: 1.2,
      },
      {
        ...inGroup,
        entity: 'keyword',
        operation: 'update',
        keywordId: keywordId('300000000000002'),
        state: 'paused',
      },
      {
        ...inGroup,
        entity: 'keyword',
        operation: 'create',
        state: 'enabled',
        keywordText: 'oak board',
        matchType: 'exact',
        bid: 0.9,
      },
      {
        ...inGroup,
        entity: 'negativeKeyword',
        operation: 'create',
        state: 'enabled',
        keywordText: 'glass board',
        matchType: 'negativeExact',
      },
      {
        ...existing,
        entity: 'biddingAdjustment',
        operation: 'update',
        placement: 'top',
        percentage: 40,
        biddingStrategy: 'downOnly',
      },
    ];
    const plan: Plan = {
      flow: 'keyword-optimisation',
      marketplace: 'US',
      rows: rows.map((row) => fixturePlanRow(row, 'bidIncrease')),
      summary: { changeCounts: {}, bidChanges: [], notes: [] },
      warnings: [],
    };
    const bytes = await writePlanWorkbook(plan);
    // The account model cannot hold it: its rows update campaigns the file does not contain.
    await expect(readBulkWorkbook(bytes)).rejects.toMatchObject({ code: 10027 });
    const run = fakeIo({ 'plan.xlsx': bytes });
    expect(await runCli(['inspect', 'plan.xlsx', '--json'], run.io)).toBe(0);
    const summary = JSON.parse(run.stdout());
    expect(summary.kind).toBe('upload');
    expect(summary.upload).toEqual({
      rows: 5,
      contextRows: 0,
      sponsoredProducts: {
        keyword: { update: 2, create: 1 },
        negativeKeyword: { create: 1 },
        biddingAdjustment: { update: 1 },
      },
      sponsoredBrands: {},
    });
    expect(summary.sponsoredProducts).toMatchObject({
      keywords: 3,
      negativeKeywords: 1,
      biddingAdjustments: 1,
    });
    expect(summary.problems).toEqual([]);
    const text = fakeIo({ 'plan.xlsx': bytes });
    expect(await runCli(['inspect', 'plan.xlsx'], text.io)).toBe(0);
    expect(text.stdout()).toContain('upload file (5 row(s) with an Operation');
    expect(text.stdout()).toContain('SP keyword: update 2, create 1');
  });

  it('keeps 10027 for a seller export whose rows have no parent', async () => {
    const bytes = await buildBulkWorkbook({
      sponsoredProducts: [{ id: '100000000000001', name: 'Shoes manual', adGroups: [] }],
      extraRows: {
        sponsoredProducts: [
          {
            product: 'Sponsored Products',
            entity: 'Keyword',
            campaignId: '100000000000001',
            adGroupId: '299999999999999',
            keywordId: '399999999999999',
            keywordText: 'orphan',
            matchType: 'Exact',
            state: 'enabled',
          },
        ],
      },
    });
    const run = fakeIo({ 'bulk.xlsx': bytes });
    expect(await runCli(['inspect', 'bulk.xlsx', '--json'], run.io)).toBe(1);
    expect(JSON.parse(run.stdout())).toMatchObject({ code: 10027 });
  });

  it('reports missing files on one line and an engine bug as product error 50019 in the seller language (exit 1)', async () => {
    const missing = fakeIo();
    expect(await runCli(['inspect', 'nowhere.xlsx'], missing.io)).toBe(1);
    expect(missing.stderr()).toBe(
      "adplan: cannot access nowhere.xlsx: ENOENT: no such file or directory, open 'nowhere.xlsx'\n",
    );
    const broken = fakeIo();
    const io = { ...broken.io, readFile: async () => null as unknown as Uint8Array };
    expect(await runCli(['inspect', 'x.xlsx', '--lang', 'zh'], io)).toBe(1);
    expect(broken.stderr()).toMatch(
      /^adplan: error 50019: 生成方案时本工具内部出错[^\n]+\nadplan: engine bug: [^\n]+\n$/,
    );
    expect(broken.stderr()).not.toMatch(/unexpected error/);
    const json = fakeIo();
    const jsonIo = { ...json.io, readFile: async () => null as unknown as Uint8Array };
    expect(await runCli(['inspect', 'x.xlsx', '--json'], jsonIo)).toBe(1);
    expect(JSON.parse(json.stdout())).toMatchObject({
      code: 50019,
      msg: expect.stringMatching(/internal error/),
    });
  });
});

describe('adplan on fuzzed files', () => {
  it('answers inspect and validate with a result or a {code, msg} product error, never a crash', async () => {
    const workbook = await sellerWorkbook();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('inspect', 'validate'),
        async (flips, command) => {
          const bytes = workbook.slice();
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const run = fakeIo({ 'f.xlsx': bytes });
          const args =
            command === 'inspect' ? ['f.xlsx', '--json'] : ['f.xlsx', '--marketplace', 'US', '--json'];
          const code = await runCli([command, ...args], run.io);
          expect(run.stderr()).toBe('');
          const answer = JSON.parse(run.stdout()) as Record<string, unknown>;
          if (code === 0) expect(answer).not.toHaveProperty('code');
          else if ('code' in answer) {
            expect(code).toBe(1);
            expect(typeof answer['code']).toBe('number');
            expect(typeof answer['msg']).toBe('string');
          } else {
            expect(code).toBe(1);
            expect(command).toBe('validate');
            expect(answer).toHaveProperty('violations');
          }
        },
      ),
      { numRuns: 60, seed: 20260301 },
    );
  }, 60_000);
});

describe('bin/adplan.mjs', () => {
  it('runs as a real process', () => {
    const bin = join(dirname(fileURLToPath(import.meta.url)), '../../bin/adplan.mjs');
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: adplan <command>');
    const wrong = spawnSync(process.execPath, [bin, 'validate'], { encoding: 'utf8' });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('validate needs a FILE');
  }, 30_000);
});
