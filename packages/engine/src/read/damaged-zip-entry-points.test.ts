// A truncated zip or a zip bomb says so at every reader entry point (bulk model, upload rows, the
// validator, console reports, a bulk export uploaded as a report, hourly reports), never "wrong file type".
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import { uploadedFilesSource } from '../plans/account-data-source';
import {
  buildBulkWorkbook,
  buildConsoleReport,
  buildRawXlsx,
  inlineRow,
  patchZipEntry,
  sampleAccount,
} from '../testing';
import { validateWorkbook } from '../validate/validate-api';
import { readBulkRows, readBulkWorkbook, readConsoleReport, readHourlyReports } from './read-api';

async function failure(step: () => Promise<unknown>): Promise<{ code: number; en: string }> {
  try {
    await step();
  } catch (error) {
    if (!isEngineError(error)) throw error;
    return { code: error.code, en: error.localized.en };
  }
  throw new Error('expected an EngineError');
}

/** Every entry point that reads a seller's file, with the product code it answers with. */
const ENTRY_POINTS: Array<[string, number, (bytes: Uint8Array) => Promise<unknown>]> = [
  ['bulk model', 10001, (bytes) => readBulkWorkbook(bytes)],
  ['upload rows', 10001, (bytes) => readBulkRows(bytes)],
  ['validator', 10001, (bytes) => validateWorkbook(bytes, { marketplace: 'US' })],
  ['console report', 10001, (bytes) => readConsoleReport(bytes, { fileName: 'report.xlsx' })],
  [
    'report upload (console or bulk export)',
    10001,
    (bytes) =>
      uploadedFilesSource({
        parameters: {},
        reports: [{ name: 'report.xlsx', bytes }],
        hourly: [],
        now: new Date(),
      }).consoleReports(),
  ],
  ['hourly report', 10019, (bytes) => readHourlyReports([{ name: 'hourly.xlsx', bytes }])],
];

const SP_HEADER = ['Product', 'Entity', 'Operation', 'Campaign ID', 'Campaign Name', 'State', 'Spend'];

describe('damaged zips at every reader entry point', () => {
  it('a truncated workbook says it is cut short, never "wrong file type"', async () => {
    const bulk = await buildBulkWorkbook(sampleAccount());
    const report = await buildConsoleReport({
      kind: 'spSearchTerm',
      format: 'xlsx',
      rows: [{ campaignName: 'A', searchTerm: 'dog bed', targeting: 'dog bed', matchType: 'EXACT' }],
    });
    for (const whole of [bulk, report])
      for (const cut of [whole.slice(0, whole.length - 100), whole.slice(0, whole.length / 2)])
        for (const [name, code, read] of ENTRY_POINTS) {
          const result = await failure(() => read(cut));
          expect(result.code, name).toBe(code);
          expect(result.en, name).toMatch(/cut short/);
          expect(result.en, name).not.toMatch(/wrong file type/);
        }
  });

  it('a zip bomb says so at every entry point, without inflating it', async () => {
    const bomb = patchZipEntry(
      buildRawXlsx([{ name: 'Sponsored Products Campaigns', rows: inlineRow(1, SP_HEADER) }]),
      'xl/worksheets/sheet1.xml',
      { uncompressedSize: 1024 * 1024 * 1024 },
    );
    for (const [name, code, read] of ENTRY_POINTS) {
      const started = performance.now();
      const result = await failure(() => read(bomb));
      expect(result.code, name).toBe(code);
      expect(result.en, name).toMatch(/zip bomb/);
      expect(performance.now() - started, name).toBeLessThan(1000);
    }
  });

  it('a zip that is no spreadsheet is still refused as one', async () => {
    const other = zipSync({ 'notes.txt': strToU8('hello') });
    for (const [name, code, read] of ENTRY_POINTS)
      expect((await failure(() => read(other))).code, name).toBe(code);
  });
});
