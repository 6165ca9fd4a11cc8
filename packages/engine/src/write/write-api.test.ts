import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BULK_HEADER, SB_TEMPLATE_COLUMNS, SHEET, SP_TEMPLATE_COLUMNS } from '../amazon/bulk-columns';
import { spHeaders } from '../testing/bulk-layouts';
import type { Plan } from '../model/plan';
import { fixturePlan, fixturePlanRow, spManualRows } from '../testing/plan-fixtures';
import { writeExplanationWorkbook, writePlanWorkbook } from './write-api';
import { SUMMARY_WORDS } from './explanation-words';

/** Loads written bytes back with exceljs. */
async function load(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Cell values of a sheet as arrays (1-based columns dropped to 0-based). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return rows;
}

/** A row of the sheet as header -> cell. */
function cellsByHeader(sheet: ExcelJS.Worksheet, rowNumber: number): Record<string, ExcelJS.Cell> {
  const header = sheet.getRow(1);
  const out: Record<string, ExcelJS.Cell> = {};
  header.eachCell((cell, column) => {
    out[String(cell.value)] = sheet.getRow(rowNumber).getCell(column);
  });
  return out;
}

describe('writePlanWorkbook', () => {
  it('writes only the SP and SB upload tabs, template headers exactly and in order', async () => {
    const workbook = await load(await writePlanWorkbook(fixturePlan()));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      SHEET.sponsoredProducts,
      SHEET.sbMultiAdGroup,
    ]);
    const sp = workbook.getWorksheet(SHEET.sponsoredProducts)!;
    const sb = workbook.getWorksheet(SHEET.sbMultiAdGroup)!;
    expect(rowsOf(sp)[0]).toEqual(SP_TEMPLATE_COLUMNS.map((column) => BULK_HEADER[column]));
    expect(rowsOf(sb)[0]).toEqual(SB_TEMPLATE_COLUMNS.map((column) => BULK_HEADER[column]));
    // Also against the test builders' own copy of Amazon's layouts, independent of the column dictionary.
    expect(rowsOf(sp)[0]).toEqual(spHeaders('template31'));
    expect(rowsOf(sp)[0]).toHaveLength(31);
    expect(rowsOf(sb)[0]).toHaveLength(40);
    expect(rowsOf(sp)[0]?.slice(0, 5)).toEqual([
      'Product',
      'Entity',
      'Operation',
      'Campaign ID',
      'Ad Group ID',
    ]);
  });

  it('puts parents before children and keeps Amazon spellings', async () => {
    const workbook = await load(await writePlanWorkbook(fixturePlan()));
    const sp = workbook.getWorksheet(SHEET.sponsoredProducts)!;
    const entities = rowsOf(sp)
      .slice(1)
      .map((row) => `${String(row[1])}/${String(row[2])}`);
    expect(entities).toEqual([
      'Campaign/Create',
      'Bidding Adjustment/Create',
      'Ad Group/Create',
      'Product Ad/Create',
      'Keyword/Create',
      'Product Targeting/Create',
      'Negative Keyword/Create',
      'Negative Product Targeting/Create',
      'Campaign Negative Keyword/Create',
      'Keyword/Update',
    ]);
    const campaign = cellsByHeader(sp, 2);
    expect(campaign['Product']?.value).toBe('Sponsored Products');
    expect(campaign['Targeting Type']?.value).toBe('Manual');
    expect(campaign['State']?.value).toBe('enabled');
    expect(campaign['Bidding Strategy']?.value).toBe('Dynamic bids - down only');
    expect(cellsByHeader(sp, 3)['Placement']?.value).toBe('Placement Top');
    expect(cellsByHeader(sp, 6)['Match Type']?.value).toBe('Exact');
    expect(cellsByHeader(sp, 8)['Match Type']?.value).toBe('Negative Exact');
    expect(cellsByHeader(sp, 10)['Match Type']?.value).toBe('Negative Phrase');

    const sb = workbook.getWorksheet(SHEET.sbMultiAdGroup)!;
    const sbEntities = rowsOf(sb)
      .slice(1)
      .map((row) => String(row[1]));
    expect(sbEntities).toEqual([
      'Campaign',
      'Bidding adjustment by placement',
      'Ad group',
      'Video ad',
      'Keyword',
    ]);
    const sbCampaign = cellsByHeader(sb, 2);
    expect(sbCampaign['Product']?.value).toBe('Sponsored Brands');
    expect(sbCampaign['Budget Type']?.value).toBe('Daily');
    expect(sbCampaign['Bid Optimization']?.value).toBe('FALSE');
    const placement = cellsByHeader(sb, 3);
    expect(placement['Placement']?.value).toBe('Home');
    expect(placement['Percentage']?.value).toBe(-20);
    const video = cellsByHeader(sb, 5);
    expect(video['Landing Page Type']?.value).toBe('Detail Page');
    expect(video['Creative ASINs']?.value).toBe('B0ABCDEFGH');
    expect(cellsByHeader(sb, 6)['Match Type']?.value).toBe('Broad');
  });

  it('writes IDs and dates as text cells and money as rounded numbers', async () => {
    const plan = fixturePlan();
    plan.rows = plan.rows.map((planRow) =>
      planRow.row.entity === 'keyword' &&
      planRow.row.operation === 'create' &&
      planRow.row.product === 'sponsoredProducts'
        ? { ...planRow, row: { ...planRow.row, bid: 0.756 } }
        : planRow,
    );
    const workbook = await load(await writePlanWorkbook(plan));
    const sp = workbook.getWorksheet(SHEET.sponsoredProducts)!;
    const update = cellsByHeader(sp, 11);
    expect(update['Keyword ID']?.type).toBe(ExcelJS.ValueType.String);
    expect(update['Keyword ID']?.value).toBe('347066231335202');
    expect(update['Campaign ID']?.value).toBe('123456789012345');
    expect(update['Campaign ID']?.numFmt).toBe('@');
    const campaign = cellsByHeader(sp, 2);
    expect(campaign['Start Date']?.type).toBe(ExcelJS.ValueType.String);
    expect(campaign['Start Date']?.value).toBe('20260301');
    expect(campaign['Daily Budget']?.type).toBe(ExcelJS.ValueType.Number);
    expect(cellsByHeader(sp, 6)['Bid']?.value).toBe(0.76);
    expect(cellsByHeader(sp, 3)['Percentage']?.value).toBe(35);
  });

  it('rounds JPY bids and budgets to whole yen', async () => {
    const rows = spManualRows().map((row) =>
      row.entity === 'keyword'
        ? { ...row, bid: 123.6 }
        : row.entity === 'campaign'
          ? { ...row, dailyBudget: 1500.4 }
          : row,
    );
    const plan: Plan = {
      ...fixturePlan('JP'),
      rows: rows.map((row) => fixturePlanRow(row, 'createKeyword')),
    };
    const workbook = await load(await writePlanWorkbook(plan));
    const sp = workbook.getWorksheet(SHEET.sponsoredProducts)!;
    expect(cellsByHeader(sp, 2)['Daily Budget']?.value).toBe(1500);
    expect(cellsByHeader(sp, 6)['Bid']?.value).toBe(124);
    expect(workbook.getWorksheet(SHEET.sbMultiAdGroup)).toBeUndefined();
    expect(workbook.worksheets).toHaveLength(1);
  });

  it('explains every row in a separate workbook: names, sheet and row, arithmetic in words', async () => {
    const plan = fixturePlan();
    const document = { plan, uploads: [{ suffix: '', plan }] };
    const workbook = await load(await writeExplanationWorkbook(document, { language: 'zh' }));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['方案概览', '逐行说明', '术语表']);
    const rows = rowsOf(workbook.getWorksheet('逐行说明')!);
    expect(String(rows[0]?.[0])).toContain('请勿上传');
    expect(rows[1]?.slice(0, 5)).toEqual(['文件', '所在表', '行号', '操作', '实体层级']);
    expect(rows).toHaveLength(2 + plan.rows.length);
    const update = rows.find((row) => row[4] === '关键词' && row[3] === '更新')!;
    expect(update[1]).toBe(SHEET.sponsoredProducts);
    expect(update[2]).toBe(11);
    expect(update.slice(12, 15)).toEqual([1, 1.2, '提高竞价']);
    expect(update[15]).toBe('测试原因');
    expect(update[16]).toBe('点击次数 = 25；订单数 = 2');
    expect(update[17]).toBe('TEST-RULE');
    expect(update[18]).toBe('2026-01-01 – 2026-02-28');
    // No camelCase figure name anywhere in the Chinese workbook.
    for (const row of rows.slice(2)) expect(String(row[16] ?? '')).not.toMatch(/[a-z][A-Z]/);
    const english = await load(await writeExplanationWorkbook(document, { language: 'en' }));
    const notice = rowsOf(english.getWorksheet('Row by row')!)[0]?.[0];
    expect(String(notice)).toBe(SUMMARY_WORDS.notice.en);
  });

  it('never writes formulas: formula-like text stays text, neutralised on the explanation sheet', async () => {
    const [campaign] = spManualRows().filter((row) => row.entity === 'campaign');
    const plan = fixturePlan();
    plan.rows = [
      {
        ...fixturePlanRow({ ...campaign!, campaignName: '=HYPERLINK("http://x")' }, 'createCampaign'),
        explanation: { ruleId: 'R', reason: { zh: '+1', en: '@SUM(A1)' }, figures: {} },
      },
    ];
    const bytes = await writePlanWorkbook(plan);
    const workbook = await load(bytes);
    const cell = cellsByHeader(workbook.getWorksheet(SHEET.sponsoredProducts)!, 2)['Campaign Name']!;
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x")');
    // The Text format keeps the cell text even when a seller edits it in Excel.
    expect(cell.numFmt).toBe('@');
    const document = { plan, uploads: [{ suffix: '', plan }] };
    const explained = await load(await writeExplanationWorkbook(document, { language: 'en' }));
    const explanation = rowsOf(explained.getWorksheet('Row by row')!)[2]!;
    expect(explanation[5]).toBe('\'=HYPERLINK("http://x")');
    expect(explanation[15]).toBe("'@SUM(A1)");
    const parts = unzipSync(bytes);
    const sheets = Object.keys(parts).filter((name) => name.startsWith('xl/worksheets/sheet'));
    expect(sheets.length).toBeGreaterThan(0);
    for (const name of sheets) expect(strFromU8(parts[name]!)).not.toContain('<f>');
  });
});
