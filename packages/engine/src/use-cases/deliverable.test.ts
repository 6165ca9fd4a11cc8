// The deliverable of every flow as a Chinese seller reviews it (issue 10, "A deliverable a seller can
// review"): the explanation workbook is separate from the upload workbooks, names every campaign, ad group
// and keyword or target with its current figures, writes the arithmetic in words and never shows a
// camelCase identifier, a figure key or a rule id outside its own column; every plan that changes existing
// entities has a rollback that passes the upload validator and restores the before values.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { BulkRow } from '../model/bulk-row';
import type { PlanFlow } from '../model/plan';
import type { PlanInputs } from '../model/flow';
import { SHEET } from '../amazon/bulk-columns';
import { readBulkRows, readBulkWorkbook } from '../read/read-api';
import {
  buildBulkWorkbook,
  buildHourlyReport,
  existingSbvCampaignSpec,
  SBV_VIDEO_ASSET_ID,
  type BulkWorkbookSpec,
} from '../testing';
import { hourlyRows } from '../testing/schedule-fixtures';
import { SP_ACCOUNT, SP_BULK_FILE_NAME, SP_NOW, SP_PARAMS } from '../testing/sp-flow-fixtures';
import { validateWorkbook } from '../validate/validate-api';
import { PLANNING_CONSTANTS } from '../plans/shared/planning-constants';
import { FIGURE_LABELS } from '../write/figure-labels';
import { generatePlan, UPLOAD_WORKBOOK_ROLES, type GeneratedPlan } from './generate-plan';

// ---- the flows' inputs ----

const SB_NOW = new Date('2026-10-20T19:00:00Z');
const SB_BULK_NAME = 'bulk-a3snsjclchkfi8-20260820-20261017-1792900000000.xlsx';
const VIDEO = SBV_VIDEO_ASSET_ID;

const SB_CAMPAIGN = existingSbvCampaignSpec();

const sbTerm = (term: string, clicks: number, orders: number, spend: number) => ({
  campaignId: SB_CAMPAIGN.id,
  adGroupId: '362003785216748',
  campaignName: SB_CAMPAIGN.name,
  adGroupName: 'Video group',
  keywordId: '483071962064135',
  keywordText: 'collar',
  matchType: 'broad' as const,
  searchTerm: term,
  metrics: { clicks, orders, spend, sales: orders * 40 },
});

const SCHEDULE_CAMPAIGN = 'Board manual';

async function spBulk() {
  return { name: SP_BULK_FILE_NAME, bytes: await buildBulkWorkbook(SP_ACCOUNT) };
}

async function scheduleInputs(mode: 'periods' | 'console-rules'): Promise<PlanInputs> {
  const rows = hourlyRows({
    campaignName: SCHEDULE_CAMPAIGN,
    from: '2026-10-04',
    days: 14,
    clicksPerHour: () => 10,
    conversionRate: (hour) => (hour >= 18 ? 0.2 : hour < 7 ? 0 : 0.08),
    costPerClick: 0.8,
    averageOrderValue: 25,
  });
  const spec: BulkWorkbookSpec = { sponsoredProducts: SP_ACCOUNT.sponsoredProducts ?? [] };
  return {
    parameters: { marketplace: 'US', campaign_name: SCHEDULE_CAMPAIGN, schedule_mode: mode },
    bulk: { name: SB_BULK_NAME, bytes: await buildBulkWorkbook(spec) },
    reports: [],
    hourly: [{ name: 'hourly.csv', bytes: await buildHourlyReport({ rows }) }],
    now: SB_NOW,
  };
}

interface Case {
  name: string;
  flow: PlanFlow;
  inputs: () => Promise<PlanInputs>;
  /** Whether the plan changes existing entities (so it must have a rollback). */
  changesExisting: boolean;
  now: Date;
}

const sp =
  (flow: keyof typeof SP_PARAMS, extra: Record<string, unknown> = {}) =>
  async () => ({
    parameters: { ...SP_PARAMS[flow], ...extra },
    bulk: await spBulk(),
    reports: [],
    hourly: [],
    now: SP_NOW,
  });

const CASES: Case[] = [
  {
    name: 'keyword cold start (new campaign, funnel)',
    flow: 'keyword-cold-start',
    inputs: sp('keyword-cold-start', {
      competitor_asins: ['B0COMPET01'],
      relevant_search_terms: ['wood chopping board'],
    }),
    changesExisting: false,
    now: SP_NOW,
  },
  {
    name: 'keyword cold start (existing campaign, budget changed)',
    flow: 'keyword-cold-start',
    inputs: sp('keyword-cold-start', {
      campaign_mode: 'existing',
      campaign_name: 'Board manual',
      ad_group_name_broad: 'board broad',
      daily_budget: 45,
    }),
    changesExisting: true,
    now: SP_NOW,
  },
  {
    name: 'keyword optimisation',
    flow: 'keyword-optimisation',
    inputs: sp('keyword-optimisation'),
    changesExisting: true,
    now: SP_NOW,
  },
  {
    name: 'ASIN cold start',
    flow: 'asin-cold-start',
    inputs: sp('asin-cold-start'),
    changesExisting: false,
    now: SP_NOW,
  },
  {
    name: 'ASIN optimisation',
    flow: 'asin-optimisation',
    inputs: sp('asin-optimisation'),
    changesExisting: true,
    now: SP_NOW,
  },
  {
    name: 'auto cold start',
    flow: 'auto-cold-start',
    inputs: sp('auto-cold-start'),
    changesExisting: false,
    now: SP_NOW,
  },
  {
    name: 'auto optimisation',
    flow: 'auto-optimisation',
    inputs: sp('auto-optimisation'),
    changesExisting: true,
    now: SP_NOW,
  },
  {
    name: 'SBV cold start',
    flow: 'sbv-cold-start',
    inputs: async () => ({
      parameters: {
        marketplace: 'US',
        campaign_name: 'SBV Dog Collar',
        daily_budget: 50,
        organic_conversion_rate: 12,
        target_cps: 12,
        asin: 'B08CK9FVB9',
        main_search_terms: ['dog collar', 'dog collars for large dogs'],
        negative_keywords: ['cat collar'],
        brand_entity_id: 'ENTITY1ABC2DEF3GH',
        asset_id: VIDEO,
      },
      reports: [],
      hourly: [],
      now: SB_NOW,
    }),
    changesExisting: false,
    now: SB_NOW,
  },
  {
    name: 'SBV optimisation',
    flow: 'sbv-optimisation',
    inputs: async () => ({
      parameters: {
        marketplace: 'US',
        campaign_name: 'SBV Existing',
        organic_conversion_rate: 10,
        target_cps: 12,
        main_search_terms: 'dog collar',
      },
      bulk: {
        name: SB_BULK_NAME,
        bytes: await buildBulkWorkbook({
          sponsoredBrands: [SB_CAMPAIGN],
          sbSearchTerms: [sbTerm('leather dog collar', 40, 6, 36), sbTerm('cat collar bell', 30, 0, 27)],
        }),
      },
      reports: [],
      hourly: [],
      now: SB_NOW,
    }),
    changesExisting: true,
    now: SB_NOW,
  },
  {
    name: 'schedule, a workbook per period',
    flow: 'schedule',
    inputs: () => scheduleInputs('periods'),
    changesExisting: true,
    now: SB_NOW,
  },
  {
    name: 'schedule, one-time console set-up',
    flow: 'schedule',
    inputs: () => scheduleInputs('console-rules'),
    changesExisting: true,
    now: SB_NOW,
  },
];

// ---- reading the workbooks ----

type Sheets = Map<string, unknown[][]>;

async function sheetsOf(bytes: Uint8Array): Promise<Sheets> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheets: Sheets = new Map();
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

const generated = new Map<string, Promise<GeneratedPlan & { inputs: PlanInputs }>>();
function generate(c: Case, language: 'zh' | 'en' = 'zh') {
  const key = `${c.name}|${language}`;
  if (!generated.has(key))
    generated.set(
      key,
      c.inputs().then(async (inputs) => ({ ...(await generatePlan(c.flow, inputs, { language })), inputs })),
    );
  return generated.get(key)!;
}

type AnyRow = BulkRow & Record<string, unknown>;
/** What Amazon finds an entity by. */
const identity = (r: AnyRow) =>
  [r.entity, r.campaignId, r.adGroupId, r.keywordId, r.productTargetingId, r.placement].map(String).join('|');

const CJK = /[\u4e00-\u9fff]/;
const FIGURE_KEYS = Object.keys(FIGURE_LABELS);

describe.each(CASES)('the deliverable: $name', (c) => {
  it('has the upload workbooks with only Amazon tabs, each passing the validator, and a separate explanation', async () => {
    const { workbooks } = await generate(c);
    const explanations = workbooks.filter((w) => w.role === 'explanation');
    expect(explanations).toHaveLength(1);
    expect(explanations[0]?.suffix).toBe('-explanation');
    const uploads = workbooks.filter((w) => UPLOAD_WORKBOOK_ROLES.includes(w.role));
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) {
      expect(await validateWorkbook(upload.bytes, { marketplace: 'US', now: c.now })).toEqual([]);
      const tabs = [...(await sheetsOf(upload.bytes)).keys()];
      for (const tab of tabs) expect([SHEET.sponsoredProducts, SHEET.sbMultiAdGroup]).toContain(tab);
    }
  });

  it('has a rollback exactly when it changes existing entities, restoring the before values', async () => {
    const { plan, workbooks, inputs } = await generate(c);
    const rollback = workbooks.find((w) => w.role === 'rollback');
    expect(rollback !== undefined).toBe(c.changesExisting);
    if (!rollback) return;
    expect(rollback.suffix).toBe('-rollback');
    const restored = (await readBulkRows(rollback.bytes)).rows.map((r) => r.row as AnyRow);
    expect(restored.length).toBeGreaterThan(0);
    expect(restored.every((r) => r.operation === 'update')).toBe(true);
    // The values the seller's bulk sheet had before any upload of this plan.
    const account = await readBulkWorkbook(inputs.bulk!.bytes);
    const before = (row: AnyRow): Record<string, unknown> | undefined => {
      const campaigns = [...account.sponsoredProducts.campaigns, ...account.sponsoredBrands.campaigns];
      const campaign = campaigns.find((x) => x.id === row.campaignId);
      if (!campaign) return undefined;
      if (row.entity === 'campaign')
        return {
          state: campaign.state,
          dailyBudget: 'dailyBudget' in campaign ? campaign.dailyBudget : undefined,
        };
      if (row.placement !== undefined) {
        const list =
          'biddingAdjustments' in campaign ? campaign.biddingAdjustments : campaign.placementAdjustments;
        return { percentage: list.find((p) => p.placement === row.placement)?.percentage ?? 0 };
      }
      const group = campaign.adGroups.find((g) => g.id === row.adGroupId);
      const defaultBid = group && 'defaultBid' in group ? group.defaultBid : undefined;
      const k = group?.keywords.find((x) => x.id === row.keywordId);
      if (k) return { state: k.state, bid: k.bid ?? defaultBid };
      const t = group?.productTargets.find((x) => x.id === row.productTargetingId);
      if (t) return { state: t.state, bid: t.bid ?? defaultBid };
      return group ? { state: group.state } : undefined;
    };
    const uploads = workbooks.filter((w) => w.role === 'plan' || w.role === 'schedule-period');
    let checked = 0;
    for (const upload of uploads) {
      const rows = (await readBulkRows(upload.bytes)).rows.map((r) => r.row as AnyRow);
      for (const row of rows.filter((r) => r.operation === 'update')) {
        const back = restored.find((r) => identity(r) === identity(row));
        const was = before(row);
        expect(back, identity(row)).toBeDefined();
        expect(was, identity(row)).toBeDefined();
        for (const field of ['bid', 'percentage', 'dailyBudget', 'state'])
          if (row[field] !== undefined && back?.[field] !== undefined)
            expect(back[field], `${identity(row)} ${field}`).toBe(was?.[field]);
        if (row.bid !== undefined) expect(back?.bid, identity(row)).toBeDefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(plan.flow).toBe(c.flow);
  });

  it('explains in Chinese without a camelCase identifier, a figure key or a rule id outside its column', async () => {
    const { workbooks } = await generate(c);
    const sheets = await sheetsOf(workbooks.find((w) => w.role === 'explanation')!.bytes);
    expect([...sheets.keys()]).toEqual(expect.arrayContaining(['方案概览', '逐行说明', '术语表']));
    const explanation = sheets.get('逐行说明')!;
    const ruleColumn = (explanation[1] as string[]).indexOf('规则编号');
    const arithmeticColumn = (explanation[1] as string[]).indexOf('计算依据');
    expect(ruleColumn).toBeGreaterThan(0);
    const ruleIds = new Set([
      'ROLLBACK-RESTORE',
      ...explanation.slice(2).map((row) => String(row[ruleColumn])),
    ]);
    const problems: string[] = [];
    for (const [name, rows] of sheets)
      rows.forEach((row, r) =>
        row.forEach((cell, column) => {
          if (typeof cell !== 'string') return;
          const where = `${name}!${r + 1}:${column + 1} «${cell}»`;
          if (/[a-z][A-Z]/.test(cell)) problems.push(`camelCase ${where}`);
          if (/\[(exact|phrase|broad|negative ?exact|negative ?phrase)\]/i.test(cell))
            problems.push(`English match type ${where}`);
          if (/^(enabled|paused|archived)$/.test(cell)) problems.push(`English state ${where}`);
          if (!(name === '逐行说明' && column === ruleColumn) && [...ruleIds].some((id) => cell.includes(id)))
            problems.push(`rule id ${where}`);
          for (const key of FIGURE_KEYS)
            if (new RegExp(`(^|[；;\\s])${key} =`).test(cell)) problems.push(`figure key ${where}`);
          if (name === '逐行说明' && column === arithmeticColumn && r > 1)
            for (const part of cell.split('；')) {
              const label = part.split(' = ')[0] ?? '';
              if (!CJK.test(label) && label !== 'SKU') problems.push(`untranslated figure ${where}`);
            }
        }),
      );
    expect(problems).toEqual([]);
    expect(sheets.get('术语表')!.length).toBeGreaterThan(5);
  });

  it('names the campaign, ad group and keyword or target of every row, with current figures for existing ones', async () => {
    const { workbooks } = await generate(c);
    const explanation = (await sheetsOf(workbooks.find((w) => w.role === 'explanation')!.bytes)).get(
      '逐行说明',
    )!;
    const header = explanation[1] as string[];
    const col = (name: string) => header.indexOf(name);
    const rows = explanation.slice(2);
    const uploadRows = workbooks.filter((w) => w.role === 'plan' || w.role === 'schedule-period').length;
    expect(uploadRows === 0 || rows.length > 0).toBe(true);
    for (const row of rows) {
      const entity = String(row[col('实体层级')]);
      const line = row.map(String).join(' | ');
      // Names, never IDs.
      expect(String(row[col('广告活动')]), line).not.toMatch(/^\d+$|^$|undefined/);
      if (!['广告活动', '竞价调整', '按广告位调整竞价', '广告活动否定关键词'].includes(entity))
        expect(String(row[col('广告组')] ?? ''), line).not.toMatch(/^\d*$/);
      if (['关键词', '否定关键词', '商品投放', '否定商品投放', '广告活动否定关键词'].includes(entity))
        expect(String(row[col('关键词 / 投放对象')] ?? ''), line).not.toBe('');
      expect(String(row[col('原因')] ?? ''), line).toMatch(CJK);
      // An existing keyword or target that the plan updates shows its clicks, spend and orders today.
      if (row[col('操作')] === '更新' && ['关键词', '商品投放'].includes(entity)) {
        expect(typeof row[col('当前点击')], line).toBe('number');
        expect(String(row[col('当前花费')]), line).toMatch(/^\$\d/);
        expect(typeof row[col('当前订单')], line).toBe('number');
        if (Number(row[col('当前订单')]) > 0) expect(String(row[col('当前 CPS')]), line).toMatch(/^\$\d/);
        expect(row[col('调整后')], line).toBeDefined();
      }
    }
  });

  it('summarises warnings, expected spend and CPS or budget advice, and schedules in both clocks', async () => {
    const { plan, workbooks } = await generate(c);
    const summary = (await sheetsOf(workbooks.find((w) => w.role === 'explanation')!.bytes)).get('方案概览')!;
    const first = summary.map((row) => String(row[0] ?? ''));
    expect(first[0]).toContain('请勿上传');
    if (plan.warnings.length > 0) {
      expect(first).toContain('警告');
      for (const warning of plan.warnings) expect(first).toContain(warning.zh);
    }
    const updatesMeasured = plan.rows.some(
      (r) => r.row.operation === 'update' && (r.change.bidBefore ?? 0) > 0,
    );
    if (c.flow.endsWith('optimisation') && updatesMeasured) {
      expect(first).toContain('每日花费');
      expect(first).toContain('CPS（花费 ÷ 订单）');
    }
    if (plan.summary.expectedDailySpend !== undefined) expect(first).toContain('建议每日预算');
    if (c.flow === 'schedule') {
      const header = summary.find((row) => row[0] === '时段');
      expect(header?.slice(0, 3)).toEqual(['时段', '站点时间（洛杉矶）', '北京时间']);
      const sleep = summary.find((row) => row[0] === '睡眠时段');
      expect(sleep?.slice(1, 3)).toEqual(['00:00 – 07:00', '15:00 – 22:00']);
    }
  });
});

describe('the deliverable in English', () => {
  it.each(CASES)('$name: the English explanation has no Chinese and no camelCase', async (c) => {
    const { workbooks } = await generate(c, 'en');
    const sheets = await sheetsOf(workbooks.find((w) => w.role === 'explanation')!.bytes);
    expect([...sheets.keys()]).toEqual(expect.arrayContaining(['Summary', 'Row by row', 'Glossary']));
    for (const [name, rows] of sheets)
      for (const row of rows)
        for (const cell of row)
          if (typeof cell === 'string') {
            expect(cell, name).not.toMatch(CJK);
            expect(cell, name).not.toMatch(/[a-z][A-Z]/);
          }
  });
});

describe('the cold start as a full funnel', () => {
  const funnel = CASES[0]!;

  it('has exact, phrase, broad, auto and product-targeting groups with the isolation cascade', async () => {
    const { plan } = await generate(funnel);
    const rows = plan.rows.map((r) => r.row as AnyRow);
    const groupName = new Map(
      rows.filter((r) => r.entity === 'adGroup').map((r) => [r.adGroupId, r.adGroupName]),
    );
    const campaignName = new Map(
      rows.filter((r) => r.entity === 'campaign').map((r) => [r.campaignId, r.campaignName]),
    );
    expect([...campaignName.values()]).toEqual(['Board launch', 'Board launch auto', 'Board launch ASIN']);
    expect([...groupName.values()]).toEqual([
      'launch exact',
      'launch phrase',
      'launch broad',
      'Board launch auto',
      'Board launch ASIN',
    ]);
    const of = (entity: string) =>
      rows
        .filter((r) => r.entity === entity)
        .map((r) =>
          `${String(groupName.get(r.adGroupId))}: ${String(r.keywordText ?? r.productTargetingExpression)} ${String(r.matchType ?? '')}`.trim(),
        );
    expect(of('keyword').sort()).toEqual(
      [
        'launch exact: bamboo cutting board exact',
        'launch exact: wood chopping board exact',
        'launch phrase: bamboo cutting board phrase',
        'launch broad: bamboo cutting board broad',
        'launch broad: wood chopping board broad',
      ].sort(),
    );
    // Phrase negates its own (main) terms exact; broad negates every term exact (a negative phrase would block
    // its own broad keywords); auto negates every exact term exact.
    expect(of('negativeKeyword').sort()).toEqual(
      [
        'launch phrase: bamboo cutting board negativeExact',
        'launch broad: bamboo cutting board negativeExact',
        'launch broad: wood chopping board negativeExact',
        'Board launch auto: bamboo cutting board negativeExact',
        'Board launch auto: wood chopping board negativeExact',
      ].sort(),
    );
    expect(of('productTargeting')).toEqual([
      'Board launch auto: close-match',
      'Board launch auto: loose-match',
      'Board launch auto: substitutes',
      'Board launch auto: complements',
      'Board launch ASIN: asin="B0COMPET01"',
    ]);
  });

  it('splits the daily budget over the campaigns by their expected spend (bid / prior / learning days)', async () => {
    const { plan } = await generate(funnel);
    const days = PLANNING_CONSTANTS.coldStartLearningDays;
    const spend = new Map<string, number>();
    for (const { row, explanation } of plan.rows) {
      const { bid, priorConversionRate } = explanation.figures;
      if (row.operation !== 'create' || typeof bid !== 'number' || typeof priorConversionRate !== 'number')
        continue;
      if (row.entity !== 'keyword' && row.entity !== 'productTargeting') continue;
      spend.set(row.campaignId, (spend.get(row.campaignId) ?? 0) + bid / priorConversionRate / days);
    }
    const budgets = plan.rows
      .map((r) => r.row as AnyRow)
      .filter((r) => r.entity === 'campaign')
      .map((r) => [r.campaignId, Number(r.dailyBudget)] as const);
    expect(budgets).toHaveLength(3);
    const total = budgets.reduce((sum, [, budget]) => sum + budget, 0);
    expect(total).toBeCloseTo(60, 1);
    const spendTotal = [...spend.values()].reduce((a, b) => a + b, 0);
    for (const [id, budget] of budgets)
      expect(budget / total).toBeCloseTo((spend.get(id) ?? 0) / spendTotal, 2);
    expect(plan.summary.notes.some((n) => n.zh.includes('按预计花费分配'))).toBe(true);
  });
});
