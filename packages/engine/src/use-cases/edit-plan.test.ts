import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { SP_ACCOUNT, SP_BULK_FILE_NAME, SP_NOW, SP_PARAMS } from '../testing/sp-flow-fixtures';
import { validateWorkbook } from '../validate/validate-api';
import { editableFieldsOf } from '../plans/plan-edits';
import { editPlan } from './edit-plan';
import { generatePlan, type GeneratedWorkbook } from './generate-plan';

async function generated() {
  return generatePlan(
    'keyword-optimisation',
    {
      parameters: SP_PARAMS['keyword-optimisation'],
      bulk: { name: SP_BULK_FILE_NAME, bytes: await buildBulkWorkbook(SP_ACCOUNT) },
      reports: [],
      hourly: [],
      now: SP_NOW,
    },
    { language: 'en' },
  );
}

async function cellTexts(workbook: GeneratedWorkbook | undefined): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(workbook!.bytes) as unknown as ExcelJS.Buffer);
  const texts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) => texts.push((row.values as unknown[]).map((v) => String(v ?? '')).join('|'))),
  );
  return texts.join('\n');
}

describe('editPlan', () => {
  it('writes the plan, rollback and explanation from the edited rows, each still uploadable', async () => {
    const { plan, account } = await generated();
    expect(account).toBeDefined();
    const bidRows = plan.rows
      .map((row, index) => ({ row, index }))
      .filter(
        ({ row }) =>
          row.row.operation === 'update' &&
          editableFieldsOf(row.row).bid &&
          row.change.bidAfter !== undefined,
      );
    expect(bidRows.length).toBeGreaterThanOrEqual(2);
    const [left, changed] = [bidRows[0]!, bidRows[1]!];
    const result = await editPlan(
      { plan, ...(account ? { account } : {}) },
      { removed: [left.index], bids: { [changed.index]: 1.37 }, budgets: {} },
      { now: SP_NOW, language: 'en' },
    );
    expect(result.problems).toEqual([]);
    if (result.plan === undefined) throw new Error('the edits were refused');
    expect(result.removed).toEqual([left.index]);
    // The bid list keeps the flow's labels (names, not ids) and shows the typed bid.
    const labels = new Set(plan.summary.bidChanges.map((change) => change.label));
    expect(result.plan.summary.bidChanges.length).toBeGreaterThan(0);
    expect(result.plan.summary.bidChanges.every((change) => labels.has(change.label))).toBe(true);
    expect(result.plan.summary.bidChanges.some((change) => change.after === 1.37)).toBe(true);
    expect(result.plan.rows).toHaveLength(plan.rows.length - 1);
    const uploads = result.workbooks.filter((w) => w.role !== 'explanation');
    for (const workbook of uploads)
      expect(await validateWorkbook(workbook.bytes, { marketplace: 'US', now: SP_NOW })).toEqual([]);
    const planText = await cellTexts(result.workbooks.find((w) => w.role === 'plan'));
    expect(planText).toContain('1.37');
    expect(planText).not.toContain(String(left.row.row.keywordId ?? left.row.row.productTargetingId));
    // The rollback restores only what the edited plan still changes.
    const rollbackText = await cellTexts(result.workbooks.find((w) => w.role === 'rollback'));
    expect(rollbackText).not.toContain(String(left.row.row.keywordId ?? left.row.row.productTargetingId));
    expect(rollbackText).toContain(String(changed.row.row.keywordId ?? changed.row.row.productTargetingId));
    const explanation = await cellTexts(result.workbooks.find((w) => w.role === 'explanation'));
    expect(explanation).toContain('[Changed by you] bid');
  });

  it('forecasts the edited plan again from the basis it kept: a doubled bid moves its row’s expected clicks', async () => {
    const { plan, account, forecast, forecastBasis } = await generated();
    if (!forecast || !forecastBasis) throw new Error('the optimisation has no forecast');
    const row = forecast.rows.find(
      (r) => r.effect === 'bid' && plan.rows[r.row]?.change.bidAfter !== undefined,
    );
    if (!row) throw new Error('no bid row was forecast');
    const bid = (plan.rows[row.row]?.change.bidAfter ?? 0) * 2;
    // As the server keeps it: through JSON.
    const stored = JSON.parse(JSON.stringify({ plan, account, forecastBasis })) as Parameters<
      typeof editPlan
    >[0];
    const result = await editPlan(
      stored,
      { removed: [], bids: { [row.row]: Math.round(bid * 100) / 100 }, budgets: {} },
      { now: SP_NOW, language: 'en' },
    );
    const after = result.plan ? result.forecast?.rows.find((r) => r.row === row.row) : undefined;
    // "Before" is the same account (Monte Carlo noise of the draws aside: the draws follow each other).
    expect(Math.abs((after?.before.clicks.expected ?? 0) / row.before.clicks.expected - 1)).toBeLessThan(
      0.05,
    );
    expect(after?.after.clicks.expected).toBeGreaterThan(row.after.clicks.expected * 1.2);
    // Unedited, the forecast is the generation's.
    const reset = await editPlan(
      stored,
      { removed: [], bids: {}, budgets: {} },
      { now: SP_NOW, language: 'en' },
    );
    expect(reset.plan ? reset.forecast?.totals.after.clicks.expected : undefined).toBeCloseTo(
      forecast.totals.after.clicks.expected,
      6,
    );
  });

  it('returns the problems and no workbook when an edited bid is below the marketplace minimum', async () => {
    const { plan } = await generated();
    const index = plan.rows.findIndex((row) => row.row.entity === 'keyword' && row.row.bid !== undefined);
    const result = await editPlan(
      { plan },
      { removed: [], bids: { [index]: 0.01 }, budgets: {} },
      { now: SP_NOW, language: 'zh' },
    );
    expect(result.plan).toBeUndefined();
    expect(result.problems).toMatchObject([{ row: index, field: 'bid' }]);
  });
});
