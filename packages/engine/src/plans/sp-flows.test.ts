import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketplaceInfo } from '@adplan/contracts';
import { isEngineError } from '../errors/engine-error';
import { readBulkRows } from '../read/read-api';
import type { PlanInputs } from '../model/flow';
import type { SpBulkRow } from '../model/bulk-row';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import type { BulkWorkbookSpec } from '../testing/bulk-workbook-spec';
import { buildCsv } from '../testing/csv-builder';
import { validateWorkbook } from '../validate/validate-api';
import { writePlanWorkbook } from '../write/write-api';
import {
  SP_ACCOUNT as SPEC,
  SP_BULK_FILE_NAME as FILE,
  SP_NOW as NOW,
  SP_PARAMS as PARAMS,
} from '../testing/sp-flow-fixtures';
import { spFlows } from './sp-flows';

async function inputs(
  parameters: Record<string, unknown>,
  spec: BulkWorkbookSpec = SPEC,
): Promise<PlanInputs> {
  return {
    parameters,
    bulk: { name: FILE, bytes: await buildBulkWorkbook(spec) },
    reports: [],
    hourly: [],
    now: NOW,
  };
}

type SpFlow = keyof typeof PARAMS;

/** Runs `flow` on the account `spec` with `parameters` (the flow's usual ones by default). */
async function runFlow(
  flow: SpFlow,
  parameters: Record<string, unknown> = PARAMS[flow],
  spec?: BulkWorkbookSpec,
) {
  return spFlows[flow].run(await inputs(parameters, spec));
}

/** The EngineError code a run fails with: 0 when it succeeds, -1 for any other error. */
async function errorCode(run: Promise<unknown>): Promise<number> {
  return run.then(
    () => 0,
    (error: unknown) => (isEngineError(error) ? error.code : -1),
  );
}

/** The EngineError code of running `flow` with its usual parameters updated by `changes` (see errorCode()). */
const codeOf = (flow: SpFlow, changes: Record<string, unknown>) =>
  errorCode(runFlow(flow, { ...PARAMS[flow], ...changes }));

describe('SP flows end to end: bulk workbook -> plan -> writer -> upload validator', () => {
  for (const flow of Object.keys(PARAMS) as SpFlow[]) {
    it(`${flow} produces an uploadable workbook`, async () => {
      const plan = await runFlow(flow);
      expect(plan.flow).toBe(flow);
      expect(plan.rows.length).toBeGreaterThan(0);
      const bytes = await writePlanWorkbook(plan);
      expect(await validateWorkbook(bytes, { marketplace: 'US', now: NOW })).toEqual([]);
    });
  }

  it('reads a Chinese bulk workbook the same way', async () => {
    const en = await runFlow('keyword-optimisation');
    const zh = await runFlow('keyword-optimisation', PARAMS['keyword-optimisation'], {
      ...SPEC,
      language: 'zh',
    });
    expect(zh.rows.map((r) => r.row)).toEqual(en.rows.map((r) => r.row));
  });

  it('carries the data window and flags the days whose attribution is incomplete', async () => {
    const plan = await runFlow('keyword-optimisation');
    const rows = plan.rows.map((r) => r.row as SpBulkRow);
    expect(rows.some((r) => r.keywordText === 'cutting board large' && r.operation === 'create')).toBe(true);
    expect(plan.rows[0]?.explanation.dataWindow).toBe('2026-01-01 – 2026-03-01');
    expect(plan.warnings.some((w) => w.en.includes('not fully attributed'))).toBe(false);
    const recent = { ...(await inputs(PARAMS['keyword-optimisation'])) };
    recent.bulk = {
      name: 'bulk-a3snsjclchkfi8-20260108-20260309-1773144000000.xlsx',
      bytes: recent.bulk?.bytes ?? new Uint8Array(),
    };
    const flagged = await spFlows['keyword-optimisation'].run(recent);
    expect(flagged.warnings.some((w) => w.en.includes('The last 3 day(s)'))).toBe(true);
  });

  it('uses an uploaded console search term report instead of the bulk tab', async () => {
    const header = [
      'Date',
      'Campaign Name',
      'Ad Group Name',
      'Targeting',
      'Match Type',
      'Customer Search Term',
      'Impressions',
      'Clicks',
      'Spend',
      '7 Day Total Sales',
      '7 Day Total Orders (#)',
      '7 Day Total Units (#)',
    ];
    const csv = buildCsv([
      header,
      [
        'Mar 01, 2026',
        'Board manual',
        'board broad',
        'cutting board',
        'BROAD',
        'teak board',
        500,
        9,
        7,
        75,
        3,
        3,
      ],
    ]);
    const base = await inputs(PARAMS['keyword-optimisation']);
    const plan = await spFlows['keyword-optimisation'].run({
      ...base,
      reports: [{ name: 'Sponsored_Products_Search_term_report.csv', bytes: csv }],
    });
    const created = plan.rows
      .map((r) => r.row as SpBulkRow)
      .filter((r) => r.entity === 'keyword' && r.operation === 'create');
    expect(created.map((r) => r.keywordText)).toEqual(['teak board']);
    expect(plan.summary.notes.some((n) => n.en.includes('the report covers use the report'))).toBe(true);
  });

  it('answers product errors with their codes', async () => {
    expect(await codeOf('keyword-optimisation', { campaign_name: 'Nope' })).toBe(20006);
    const withoutBulk = { ...(await inputs(PARAMS['keyword-optimisation'])), bulk: undefined };
    expect(await errorCode(spFlows['keyword-optimisation'].run(withoutBulk))).toBe(20007);
    expect(await codeOf('auto-optimisation', { asin: 'B0NOTHERE1' })).toBe(10028);
    expect(await codeOf('keyword-cold-start', { target_cps: -1 })).toBe(20001);
  });
});

/** The same account in yen: every money value x 150 (whole yen), as a JP seller's export would hold. */
function inYen(spec: BulkWorkbookSpec): BulkWorkbookSpec {
  const money = new Set(['bid', 'defaultBid', 'dailyBudget', 'spend', 'sales']);
  const scale = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(scale);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        money.has(key) && typeof v === 'number' ? Math.round(v * 150) : scale(v),
      ]),
    );
  };
  return scale(spec) as BulkWorkbookSpec;
}

const yenParams = (params: Record<string, unknown>) => ({
  ...params,
  marketplace: 'JP',
  target_cps: Number(params['target_cps']) * 150,
  ...(params['daily_budget'] === undefined ? {} : { daily_budget: Number(params['daily_budget']) * 150 }),
});

describe('SP flows in JP and twice on the same files', () => {
  for (const flow of Object.keys(PARAMS) as SpFlow[]) {
    it(`${flow}: whole-yen bids and budgets inside the JP limits, uploadable`, async () => {
      const plan = await runFlow(flow, yenParams(PARAMS[flow]), inYen(SPEC));
      expect(plan.rows.length).toBeGreaterThan(0);
      const { min, max } = marketplaceInfo('JP').spBid;
      for (const { row } of plan.rows) {
        const sp = row as SpBulkRow;
        for (const bid of [sp.bid, sp.adGroupDefaultBid].filter((b) => b !== undefined)) {
          expect(Number.isInteger(bid)).toBe(true);
          expect(bid).toBeGreaterThanOrEqual(min);
          expect(bid).toBeLessThanOrEqual(max);
        }
        if (sp.dailyBudget !== undefined) expect(Number.isInteger(sp.dailyBudget)).toBe(true);
      }
      const bytes = await writePlanWorkbook(plan);
      expect(await validateWorkbook(bytes, { marketplace: 'JP', now: NOW })).toEqual([]);
    });

    it(`${flow}: an unchanged account gives the same plan twice`, async () => {
      const first = await runFlow(flow);
      const second = await runFlow(flow);
      expect(second).toEqual(first);
      // The workbooks differ only in their creation time: the rows they hold are the same.
      const rowsOf = async (plan: typeof first) => (await readBulkRows(await writePlanWorkbook(plan))).rows;
      expect(await rowsOf(second)).toEqual(await rowsOf(first));
    });
  }
});

describe('SP flows on a real account under arbitrary parameter changes', () => {
  /** Values a seller might put in any field, good and bad. */
  const anyValue = fc.oneof(
    fc.constantFrom(
      '',
      null,
      0,
      -5,
      0.01,
      12.5,
      1e9,
      'Board manual',
      '100000000000009',
      '=HYPERLINK("x")',
      '跑鞋',
      'Shoes #1',
      'B0COMPET01',
      'b0newcomp1',
    ),
    fc.array(fc.constantFrom('bamboo board', '(', 'B0COMPET01', '', 'a'.repeat(120)), { maxLength: 3 }),
  );
  const fields = [
    'campaign_name',
    'campaign_id',
    'campaign_mode',
    'ad_group_name',
    'ad_group_name_broad',
    'daily_budget',
    'organic_conversion_rate',
    'target_cps',
    'sku',
    'asin',
    'main_search_terms',
    'competitor_asins',
    'brand_terms',
    'product_price',
  ];
  const changes = fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: 3 });

  for (const flow of Object.keys(PARAMS) as SpFlow[]) {
    it(`${flow} ends in a validated plan or a product error`, async () => {
      const base = await inputs(PARAMS[flow]);
      await fc.assert(
        fc.asyncProperty(changes, async (change) => {
          const code = await errorCode(
            spFlows[flow].run({ ...base, parameters: { ...PARAMS[flow], ...change } }),
          );
          expect(code).not.toBe(-1);
        }),
        { numRuns: 60, seed: 20261121 },
      );
    });
  }
});
