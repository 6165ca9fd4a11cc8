// A report in a currency of no supported marketplace (AED, INR, EUR …) is refused in every flow that reads
// reports (issue 19): the console reader's refusal (10012, naming the currency) stands, and no fallback reader
// (the bulk reader that also recognises a search-term tab by its header) reads the same file instead.
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import { buildBulkWorkbook, buildConsoleReport } from '../testing';
import { SP_ACCOUNT, SP_BULK_FILE_NAME, SP_NOW, SP_PARAMS } from '../testing/sp-flow-fixtures';
import { inspectFile } from '../use-cases/inspect-file';
import { runFlow } from './flow-registry';

const termRows = [
  {
    campaignName: 'Board manual',
    adGroupName: 'manual group',
    targeting: 'cutting board',
    matchType: 'EXACT',
    searchTerm: 'cutting board large',
    metrics: { clicks: 20, orders: 2, spend: 10, sales: 60 },
  },
];

async function refusal(run: Promise<unknown>): Promise<{ code: number; en: string } | undefined> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  return isEngineError(error) ? { code: error.code, en: error.localized.en } : undefined;
}

describe('a report in an unsupported currency', () => {
  for (const format of ['csv', 'xlsx'] as const)
    for (const currency of ['AED', 'INR', 'EUR'])
      it(`is refused with its currency in every SP flow (${format}, ${currency})`, async () => {
        const report = await buildConsoleReport({ kind: 'spSearchTerm', format, currency, rows: termRows });
        const bulk = { name: SP_BULK_FILE_NAME, bytes: await buildBulkWorkbook(SP_ACCOUNT) };
        for (const [flow, parameters] of Object.entries(SP_PARAMS)) {
          const inputs = {
            parameters,
            bulk,
            reports: [{ name: `report.${format}`, bytes: report }],
            hourly: [],
            now: SP_NOW,
          };
          const found = await refusal(runFlow(flow as keyof typeof SP_PARAMS, inputs));
          expect(found, `${flow}`).toMatchObject({ code: 10012 });
          expect(found?.en, flow).toContain(currency);
        }
      });
});

describe('inspect names a console search-term report as such', () => {
  it('reads an xlsx console search-term report as a report, not a bulk operations workbook', async () => {
    const bytes = await buildConsoleReport({ kind: 'spSearchTerm', format: 'xlsx', rows: termRows });
    const summary = await inspectFile('Sponsored Products Search term report.xlsx', bytes, 'en');
    expect(summary).toMatchObject({ kind: 'report', report: { kind: 'spSearchTerm', rows: 1 } });
  });
});
