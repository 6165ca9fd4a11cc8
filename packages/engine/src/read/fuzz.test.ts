import fc from 'fast-check';
import { unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import { buildBulkWorkbook, buildCsv, buildHourlyReport, sampleAccount } from '../testing';
import {
  readBulkRows,
  readBulkWorkbook,
  readConsoleReport,
  readHourlyReports,
  sniffFileKind,
} from './read-api';

/** Resolves to 'ok' or 'engine-error'; anything else (a crash) fails the property. */
async function outcome(step: () => Promise<unknown>): Promise<'ok' | 'engine-error'> {
  try {
    await step();
    return 'ok';
  } catch (error) {
    // guarded() turns an unexpected exception into this generic 10001: here it counts as a crash.
    if (isEngineError(error) && !error.localized.en.endsWith('its content is corrupt')) return 'engine-error';
    throw error;
  }
}

const RUNS = { numRuns: 200, seed: 20260109, endOnFailure: true };

describe('fuzzed malformed files end in a model or an EngineError, never a crash or a hang', () => {
  let workbook: Uint8Array;
  let stored: Uint8Array;
  let hourly: Uint8Array;
  beforeAll(async () => {
    workbook = await buildBulkWorkbook(sampleAccount({ operation: 'update' }));
    // Stored (uncompressed) entries: flips land in the XML itself and reach the sheet scanner.
    stored = zipSync(unzipSync(await buildBulkWorkbook(sampleAccount({ strings: 'shared' }))), { level: 0 });
    hourly = await buildHourlyReport({
      rows: [{ campaignName: 'C', date: '2025-09-17', hour: 13, metrics: { clicks: 3, spend: 1.5 } }],
    });
  });

  it('random byte flips in a workbook', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        async (flips) => {
          const bytes = workbook.slice();
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          expect(['ok', 'engine-error']).toContain(await outcome(() => readBulkWorkbook(bytes)));
          expect(['ok', 'engine-error']).toContain(await outcome(() => readBulkRows(bytes)));
          sniffFileKind(bytes);
        },
      ),
      RUNS,
    );
  }, 60_000);

  it('random byte flips in the XML of a workbook with stored entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.nat(), fc.constantFrom(0x3c, 0x3e, 0x22, 0x2f, 0x26, 0x20, 0x41, 0x30, 0xe4, 0x00)),
          { minLength: 1, maxLength: 12 },
        ),
        async (flips) => {
          const bytes = stored.slice();
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          expect(['ok', 'engine-error']).toContain(await outcome(() => readBulkWorkbook(bytes)));
        },
      ),
      RUNS,
    );
  }, 60_000);

  it('random truncations of a workbook', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), async (cut) => {
        const bytes = workbook.subarray(0, cut % workbook.length);
        expect(['ok', 'engine-error']).toContain(await outcome(() => readBulkWorkbook(bytes)));
      }),
      RUNS,
    );
  }, 60_000);

  it('random bytes as CSV reports', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (bytes) => {
        expect(['ok', 'engine-error']).toContain(await outcome(() => readConsoleReport(bytes)));
        expect(await outcome(() => readHourlyReports([{ name: 'r.csv', bytes }]))).toBe('engine-error');
      }),
      RUNS,
    );
  }, 60_000);

  it('random text cells under real report headers', async () => {
    const header = [
      'Start Date',
      'Start Time',
      'Campaign Name',
      'Impressions',
      'Clicks',
      'Spend',
      '7 Day Total Orders (#)',
      '7 Day Total Sales ',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.string({ maxLength: 12 }), { minLength: 8, maxLength: 8 }), { maxLength: 20 }),
        async (rows) => {
          const bytes = buildCsv([header, ...rows]);
          expect(['ok', 'engine-error']).toContain(
            await outcome(() => readHourlyReports([{ name: 'h.csv', bytes }])),
          );
          expect(['ok', 'engine-error']).toContain(await outcome(() => readConsoleReport(bytes)));
        },
      ),
      RUNS,
    );
  }, 60_000);

  it('random byte flips in an hourly report', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
        async (flips) => {
          const bytes = hourly.slice();
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          expect(['ok', 'engine-error']).toContain(
            await outcome(() => readHourlyReports([{ name: 'h.csv', bytes }])),
          );
        },
      ),
      RUNS,
    );
  }, 60_000);
});
