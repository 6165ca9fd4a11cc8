import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../model/bulk-row';
import type { PlanInputs } from '../model/flow';
import { uploadedFilesSource, type AccountDataSource } from '../plans/account-data-source';
import { readBulkRows } from '../read/read-api';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { SP_ACCOUNT, SP_BULK_FILE_NAME, SP_NOW, SP_PARAMS } from '../testing/sp-flow-fixtures';
import { validateWorkbook } from '../validate/validate-api';
import { FIGURE_LABELS } from '../write/figure-labels';
import { generatePlan, UPLOAD_WORKBOOK_ROLES, type GeneratedWorkbook } from './generate-plan';

type SpFlow = keyof typeof SP_PARAMS;
const SP_FLOWS = Object.keys(SP_PARAMS) as SpFlow[];

async function spInputs(flow: SpFlow): Promise<PlanInputs> {
  return {
    parameters: SP_PARAMS[flow],
    bulk: { name: SP_BULK_FILE_NAME, bytes: await buildBulkWorkbook(SP_ACCOUNT) },
    reports: [],
    hourly: [],
    now: SP_NOW,
  };
}

async function sheetRows(bytes: Uint8Array, sheet: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const worksheet = workbook.getWorksheet(sheet);
  if (!worksheet) throw new Error(`no sheet ${sheet}`);
  const rows: unknown[][] = [];
  worksheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const uploadsOf = (workbooks: GeneratedWorkbook[]) =>
  workbooks.filter((workbook) => UPLOAD_WORKBOOK_ROLES.includes(workbook.role));

describe('generatePlan', () => {
  it.each(SP_FLOWS)(
    '%s: reports its stages in order and every upload workbook passes the validator',
    async (flow) => {
      const stages: string[] = [];
      const { plan, workbooks } = await generatePlan(flow, await spInputs(flow), {
        language: 'zh',
        onStage: (stage) => stages.push(stage),
      });
      expect(stages).toEqual(['reading', 'planning', 'validating', 'writing']);
      expect(plan.rows.length).toBeGreaterThan(0);
      expect(workbooks.filter((w) => w.role === 'explanation')).toHaveLength(1);
      expect(workbooks.find((w) => w.role === 'plan')?.suffix).toBe('');
      for (const workbook of uploadsOf(workbooks))
        expect(await validateWorkbook(workbook.bytes, { marketplace: 'US', now: SP_NOW })).toEqual([]);
      // Every figure behind a decision has words in both languages (never a camelCase name in the file).
      const unnamed = plan.rows
        .flatMap((r) => Object.keys(r.explanation.figures))
        .filter((k) => !(k in FIGURE_LABELS));
      expect(unnamed).toEqual([]);
    },
  );

  it('sbv-cold-start: the SB video upload workbook passes the validator, explained separately', async () => {
    const now = new Date('2026-10-20T19:00:00Z');
    const inputs: PlanInputs = {
      parameters: {
        marketplace: 'US',
        campaign_name: 'SBV Dog Collar',
        daily_budget: 50,
        organic_conversion_rate: 12,
        target_cps: 12,
        asin: 'B08CK9FVB9',
        main_search_terms: ['dog collar', 'dog collars for large dogs'],
        brand_entity_id: 'ENTITY1ABC2DEF3GH',
        asset_id: 'amzn1.assetlibrary.asset1.735ec75f93ae1d0704411a3fc2aeff83:version_v1',
      },
      reports: [],
      hourly: [],
      now,
    };
    const { workbooks } = await generatePlan('sbv-cold-start', inputs, { language: 'en' });
    expect(workbooks.map((w) => w.role)).toEqual(['plan', 'explanation']);
    for (const workbook of uploadsOf(workbooks))
      expect(await validateWorkbook(workbook.bytes, { marketplace: 'US', now })).toEqual([]);
  });

  it('reads nothing and reports no stage when the parameters are refused', async () => {
    const stages: string[] = [];
    const inputs = { ...(await spInputs('keyword-optimisation')), parameters: { marketplace: 'US' } };
    await expect(
      generatePlan('keyword-optimisation', inputs, { language: 'en', onStage: (s) => stages.push(s) }),
    ).rejects.toMatchObject({ code: 20007 });
    expect(stages).toEqual([]);
  });

  it('adds a rollback that restores every changed bid, state and placement, and passes the validator', async () => {
    const { plan, workbooks } = await generatePlan(
      'keyword-optimisation',
      await spInputs('keyword-optimisation'),
      {
        language: 'en',
      },
    );
    const rollback = workbooks.find((w) => w.role === 'rollback');
    expect(rollback?.suffix).toBe('-rollback');
    expect(await validateWorkbook(rollback!.bytes, { marketplace: 'US', now: SP_NOW })).toEqual([]);
    const restored = (await readBulkRows(rollback!.bytes)).rows.map((r) => r.row as SpBulkRow);
    const updates = plan.rows.filter((r) => r.row.operation === 'update');
    expect(updates.length).toBeGreaterThan(0);
    for (const { row, change } of updates) {
      const back = restored.find(
        (r) =>
          r.entity === row.entity &&
          r.keywordId === row.keywordId &&
          r.productTargetingId === row.productTargetingId &&
          r.placement === (row as SpBulkRow).placement,
      );
      expect(back?.operation).toBe('update');
      if (row.bid !== undefined) expect(back?.bid).toBe(change.bidBefore);
      if (change.type === 'pause') expect(back?.state).toBe('enabled');
      if (change.percentageBefore !== undefined) expect(back?.percentage).toBe(change.percentageBefore);
    }
  });

  it('forecasts plans that change the existing account, and not a cold start into a new campaign', async () => {
    const optimised = await generatePlan('keyword-optimisation', await spInputs('keyword-optimisation'), {
      language: 'en',
    });
    const forecast = optimised.forecast;
    expect(forecast?.rows.length).toBeGreaterThan(0);
    // Every forecast row points at a changed row of the plan, in its campaign.
    for (const row of forecast!.rows) {
      expect(optimised.plan.rows[row.row]?.row.campaignId).toBe(row.campaignId);
      expect(row.before.clicks.low).toBeLessThanOrEqual(row.before.clicks.high);
    }
    expect(forecast!.campaigns.map((c) => c.name)).toContain('Board manual');
    const intoExisting = await generatePlan('asin-cold-start', await spInputs('asin-cold-start'), {
      language: 'en',
    });
    expect(intoExisting.forecast?.campaigns.length).toBeGreaterThan(0);
    const fresh = await generatePlan('keyword-cold-start', await spInputs('keyword-cold-start'), {
      language: 'en',
    });
    expect(fresh.forecast).toBeUndefined();
  });

  it('has no rollback for a cold start into a new campaign (nothing existing changes)', async () => {
    const { workbooks } = await generatePlan('auto-cold-start', await spInputs('auto-cold-start'), {
      language: 'en',
    });
    expect(workbooks.map((w) => w.role)).toEqual(['plan', 'explanation']);
  });

  it('explains each row with names and current figures, the arithmetic in words, a summary and a glossary', async () => {
    const { workbooks } = await generatePlan('keyword-optimisation', await spInputs('keyword-optimisation'), {
      language: 'zh',
    });
    const explanation = workbooks.find((w) => w.role === 'explanation')!;
    const rows = await sheetRows(explanation.bytes, '逐行说明');
    const header = rows[1] as string[];
    const col = (name: string) => header.indexOf(name);
    const bidRows = rows
      .slice(2)
      .filter((row) => row[col('操作')] === '更新' && row[col('实体层级')] === '关键词');
    // The plan pauses a keyword that spends without orders (and moves other bids): Updates of existing keywords.
    expect(bidRows.map((row) => row[col('调整类型')])).toContain('暂停');
    for (const row of bidRows) {
      // An existing keyword's row names its campaign and ad group (not their IDs) and its current figures.
      expect(row[col('广告活动')]).toBe('Board manual');
      expect(String(row[col('广告组')])).not.toMatch(/^\d+$/);
      expect(row[col('关键词 / 投放对象')]).toBeTruthy();
      expect(typeof row[col('当前点击')]).toBe('number');
      expect(String(row[col('当前花费')])).toMatch(/^\$/);
    }
    for (const row of rows.slice(2)) expect(String(row[col('计算依据')] ?? '')).not.toMatch(/[a-z][A-Z]/);
    const summary = (await sheetRows(explanation.bytes, '方案概览')).map((row) => String(row[0]));
    expect(summary[0]).toContain('请勿上传');
    expect(summary).toContain('每日花费');
    expect(summary).toContain('CPS（花费 ÷ 订单）');
    const glossary = await sheetRows(explanation.bytes, '术语表');
    expect(glossary.map((row) => String(row[0]))).toContain('平滑转化率');
  });

  it('carries the forecast in the explanation: figures per changed row and a sheet of totals per campaign', async () => {
    const { workbooks, forecast } = await generatePlan(
      'keyword-optimisation',
      await spInputs('keyword-optimisation'),
      { language: 'en' },
    );
    const explanation = workbooks.find((w) => w.role === 'explanation')!;
    const rows = await sheetRows(explanation.bytes, 'Row by row');
    const header = rows[1] as string[];
    const clicks = header.indexOf('Forecast clicks/day (before → after)');
    const fresh = header.indexOf('Data too fresh');
    expect(clicks).toBeGreaterThan(0);
    const forecastCells = rows.slice(2).map((row) => String(row[clicks] ?? ''));
    // One filled cell per forecast row, each "expected (low–high) → expected (low–high)".
    expect(forecastCells.filter((cell) => cell.includes('→'))).toHaveLength(forecast!.rows.length);
    for (const cell of forecastCells.filter(Boolean))
      expect(cell).toMatch(/^[\d.]+ \([\d.]+–[\d.]+\) → [\d.]+ \([\d.]+–[\d.]+\)$/);
    expect(rows.slice(2).some((row) => ['No', 'Yes'].some((w) => String(row[fresh]).startsWith(w)))).toBe(
      true,
    );
    const sheet = (await sheetRows(explanation.bytes, 'Forecast')).map((row) => row.map(String));
    expect(sheet[0]?.[0]).toContain('80 % interval');
    const total = sheet.find((row) => row[0] === 'Whole plan' && row.length > 1);
    expect(total?.[3]).toMatch(/^\$\d+\.\d\d \(\$/);
    expect(sheet.some((row) => row[0] === 'Board manual')).toBe(true);
  });

  it('loads account data through the data source seam, so another source can replace the files', async () => {
    const inputs = await spInputs('keyword-optimisation');
    const files = uploadedFilesSource(inputs);
    let accountReads = 0;
    const source: AccountDataSource = {
      ...files,
      account: async () => {
        accountReads += 1;
        return files.account();
      },
    };
    // No bulk file in the inputs: the plan can only come from the source.
    const { bulk: _bulk, ...withoutFiles } = inputs;
    const { plan } = await generatePlan('keyword-optimisation', withoutFiles, { language: 'en', source });
    expect(accountReads).toBeGreaterThan(0);
    expect(plan.rows.length).toBeGreaterThan(0);
  });
});
