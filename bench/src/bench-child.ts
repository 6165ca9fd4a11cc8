// One measurement in its own process, so peak RSS belongs to one task only. Prints one JSON line:
// `{ task, ms, maxRssMb, ... }`. Usage: node --import tsx bench/src/bench-child.ts <task> <argument>.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { forecastPlan, generatePlan, readBulkWorkbook, runFlow } from '@adplan/engine';
import { marketplaceToday } from '@adplan/contracts';
import {
  parseBulkFileName,
  planWorkbookSheets,
  validateBulkRows,
  writePlanWorkbook,
} from '@adplan/engine/testing';
import { largePlan } from './large-plan';

/** Peak resident set size of this process so far, in MB (resourceUsage reports kilobytes). */
const maxRssMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);

type Task = (argument: string) => Promise<Record<string, number>>;

/** The engine reader: bytes of the file into the account model. */
const readEngine: Task = async (file) => {
  const start = performance.now();
  const model = await readBulkWorkbook(await readFile(file));
  const campaigns = model.sponsoredProducts.campaigns.length + model.sponsoredBrands.campaigns.length;
  return { ms: performance.now() - start, campaigns };
};

/**
 * The unzip floor: list the zip's central directory and inflate every entry natively, no XML at all. No
 * reader of the sheet can be faster than this.
 */
const unzipFloor: Task = async (file) => {
  const bytes = await readFile(file);
  const start = performance.now();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = bytes.byteLength - 22;
  while (eocd > 0 && view.getUint32(eocd, true) !== 0x06054b50) eocd -= 1;
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  let inflated = 0;
  for (let i = 0; i < count; i += 1) {
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const local = view.getUint32(at + 42, true);
    const nameLength = view.getUint16(at + 28, true);
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(dataStart, dataStart + compressed);
    inflated += method === 8 ? inflateRawSync(data).byteLength : data.byteLength;
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { ms: performance.now() - start, entries: count, inflatedMb: Math.round(inflated / 1024 / 1024) };
};

/** The keyword optimisation inputs of the sheet's largest manual campaign (found by an untimed read). */
async function optimisationInputs(file: string) {
  const bytes = await readFile(file);
  const model = await readBulkWorkbook(bytes);
  const manual = model.sponsoredProducts.campaigns
    .filter((c) => c.targetingType === 'manual')
    .sort((a, b) => b.adGroups.length - a.adGroups.length)[0];
  if (!manual) throw new Error('the generated sheet holds no manual campaign');
  return {
    parameters: {
      marketplace: 'US',
      campaign_id: manual.id,
      organic_conversion_rate: 10,
      target_cps: 15,
    },
    bulk: { name: 'bulk-a1b2c3d4e5f6g7-20260101-20260301-1772668800000.xlsx', bytes },
    reports: [],
    hourly: [],
    now: new Date('2026-03-05T12:00:00Z'),
  };
}

/**
 * A whole plan from the sheet: generatePlan (read, plan, validate, write) of the keyword optimisation of the
 * account's largest manual campaign. The campaign is chosen by an untimed read beforehand.
 */
const planEngine: Task = async (file) => {
  const inputs = await optimisationInputs(file);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await generatePlan('keyword-optimisation', inputs, { language: 'en' });
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
    rows: result.plan.rows.length,
    forecastRows: result.forecast?.rows.length ?? 0,
  };
};

/**
 * The forecast alone (issue 20): forecastPlan of the same plan on the account read beforehand (untimed), as
 * generatePlan now runs it inside the whole plan.
 */
const forecastEngine: Task = async (file) => {
  const inputs = await optimisationInputs(file);
  const plan = await runFlow('keyword-optimisation', inputs);
  const model = await readBulkWorkbook(inputs.bulk.bytes);
  const dataWindow = parseBulkFileName(inputs.bulk.name, 'US');
  const start = performance.now();
  const cpu = process.cpuUsage();
  const forecast = forecastPlan(plan, model, {
    ...(dataWindow ? { dataWindow } : {}),
    organicConversionRate: 0.1,
    now: inputs.now,
  });
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
    rows: forecast.rows.length,
    campaigns: forecast.campaigns.length,
  };
};

/** What a parameter check runs on the files (read, plan, Amazon's rules; no workbook written). */
const checkEngine: Task = async (file) => {
  const inputs = await optimisationInputs(file);
  const start = performance.now();
  const plan = await runFlow('keyword-optimisation', inputs);
  return { ms: performance.now() - start, rows: plan.rows.length };
};

/** Bare exceljs streaming: iterate every row of every sheet, touching each row's values. */
const readBare: Task = async (file) => {
  const start = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'emit',
  });
  let rows = 0;
  let cells = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      rows += 1;
      cells += (row.values as unknown[]).length;
    }
  }
  return { ms: performance.now() - start, rows, cells };
};

/** The engine: validate the plan's rows, then write the plan workbook. */
const writeEngine: Task = async (rowCount) => {
  const plan = largePlan(Number(rowCount), marketplaceToday('US'));
  const start = performance.now();
  const violations = validateBulkRows(
    plan.rows.map((planRow) => planRow.row),
    { marketplace: 'US', today: marketplaceToday('US') },
  );
  const validated = performance.now();
  const bytes = await writePlanWorkbook(plan);
  const end = performance.now();
  return {
    ms: end - start,
    validateMs: validated - start,
    writeMs: end - validated,
    rows: plan.rows.length,
    violations: violations.length,
    bytes: bytes.byteLength,
  };
};

/** Bare exceljs: stream the same cells (computed beforehand, untimed) with no styles, as the engine streams. */
const writeBare: Task = async (rowCount) => {
  const plan = largePlan(Number(rowCount), marketplaceToday('US'));
  const sheets = planWorkbookSheets(plan);
  const start = performance.now();
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const line of sheet.lines) worksheet.addRow(line).commit();
    worksheet.commit();
  }
  await workbook.commit();
  const bytes = Buffer.concat(chunks).byteLength;
  return { ms: performance.now() - start, rows: plan.rows.length, bytes };
};

/** Nothing: the memory of a process that only loaded the modules. */
const baseline: Task = async () => ({ ms: 0 });

const TASKS: Record<string, Task> = {
  'read-engine': readEngine,
  'unzip-floor': unzipFloor,
  'plan-engine': planEngine,
  'check-engine': checkEngine,
  'forecast-engine': forecastEngine,
  'read-bare': readBare,
  'write-engine': writeEngine,
  'write-bare': writeBare,
  baseline,
};

const [name = '', argument = ''] = process.argv.slice(2);
const task = TASKS[name];
if (!task) {
  process.stderr.write(`unknown task "${name}"; tasks: ${Object.keys(TASKS).join(', ')}\n`);
  process.exit(2);
}
const result = await task(argument);
process.stdout.write(`${JSON.stringify({ task: name, ...result, maxRssMb: maxRssMb() })}\n`);
