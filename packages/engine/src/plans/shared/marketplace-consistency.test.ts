import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import { buildBulkWorkbook, buildConsoleReport, sampleAccount } from '../../testing';
import { uploadedFilesSource } from '../account-data-source';
import { loadPlanningData } from './planning-data-loader';
import type { Marketplace } from '../../amazon/marketplaces';

const NOW = new Date('2026-03-10T12:00:00Z');
const BULK = 'bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx';

const load = (marketplace: Marketplace, bulk?: Uint8Array, report?: Uint8Array) =>
  loadPlanningData(
    uploadedFilesSource({
      parameters: {},
      ...(bulk ? { bulk: { name: BULK, bytes: bulk } } : {}),
      reports: report ? [{ name: 'st.csv', bytes: report }] : [],
      hourly: [],
      now: NOW,
    }),
    marketplace,
    NOW,
  );

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return isEngineError(error) ? { code: error.code, en: error.localized.en } : { code: 0, en: '' };
};

const report = (currency: string) =>
  buildConsoleReport({
    kind: 'spSearchTerm',
    currency,
    rows: [
      { campaignName: 'Dog bed - manual', searchTerm: 'dog bed', targeting: 'dog bed', matchType: 'EXACT' },
    ],
  });

describe('marketplace and currency consistency, before any plan is made', () => {
  it('refuses a US export (portfolio budget in USD) planned as UK', async () => {
    const bulk = await buildBulkWorkbook(
      sampleAccount({ portfolios: [{ id: '90000000000001', name: 'Dog beds', currency: 'USD' }] }),
    );
    expect((await failure(load('UK', bulk))).code).toBe(20001);
    expect((await load('US', bulk)).account).toBeDefined();
  });

  it("refuses a report whose Currency column is not the marketplace's", async () => {
    const result = await failure(load('JP', undefined, await report('USD')));
    expect(result.code).toBe(20001);
    expect(result.en).toContain('USD');
  });

  it('refuses a report in a currency of no supported marketplace (10012)', async () => {
    const result = await failure(load('US', undefined, await report('EUR')));
    expect(result.code).toBe(10012);
    expect(result.en).toContain('EUR');
  });

  it('refuses a dollar export planned as JP by the magnitude of its bids', async () => {
    const bulk = await buildBulkWorkbook(sampleAccount({ portfolios: [] }));
    const result = await failure(load('JP', bulk));
    expect(result.code).toBe(20001);
    expect(result.en).toContain('2 yen');
  });
});
