import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import { buildBulkWorkbook, buildConsoleReport, sampleAccount, type BulkWorkbookSpec } from '../../testing';
import { uploadedFilesSource } from '../account-data-source';
import { loadPlanningData } from './planning-data-loader';
import type { Marketplace } from '@adplan/contracts';

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

  it('refuses a dollar export planned as JP: its bids have cents', async () => {
    const bulk = await buildBulkWorkbook(sampleAccount({ portfolios: [] }));
    const result = await failure(load('JP', bulk));
    expect(result.code).toBe(20001);
    expect(result.en).toContain('cents');
  });
});

/** The sample account with every bid replaced by `bid(original)`. */
function withBids(bid: (original: number) => number): BulkWorkbookSpec {
  const spec = sampleAccount({ portfolios: [] });
  for (const campaign of spec.sponsoredProducts ?? [])
    for (const group of campaign.adGroups ?? []) {
      // The workbook builder writes 0.75 for a group without a default bid.
      group.defaultBid = bid(group.defaultBid ?? 0.75);
      for (const k of group.keywords ?? []) if (k.bid !== undefined) k.bid = bid(k.bid);
      for (const t of group.productTargets ?? []) if (t.bid !== undefined) t.bid = bid(t.bid);
    }
  for (const campaign of spec.sponsoredBrands ?? [])
    for (const group of campaign.adGroups ?? [])
      for (const k of group.keywords ?? []) if (k.bid !== undefined) k.bid = bid(k.bid);
  return spec;
}

describe('the bids prove the marketplace when nothing names the currency (issue 19)', () => {
  it('refuses as JP whole-number bids whose median is under about 10 yen, in zh and en', async () => {
    const bulk = await buildBulkWorkbook(withBids((b) => Math.round(b * 4)));
    const result = await failure(load('JP', bulk));
    expect(result).toMatchObject({ code: 20001 });
    expect(result.en).toContain('below about 10 yen');
    const zh = await load('JP', bulk).catch((e: unknown) => (isEngineError(e) ? e.localized.zh : ''));
    expect(zh).toContain('日元竞价不会这么低');
  });

  it('refuses as JP a yen export with one bid with cents', async () => {
    const bulk = await buildBulkWorkbook(withBids((b) => (b === 1.25 ? 75.5 : Math.round(b * 60))));
    expect(await failure(load('JP', bulk))).toMatchObject({
      code: 20001,
      en: expect.stringContaining('75.5'),
    });
  });

  it('plans a yen export as JP, and refuses it as US, UK or CA (whole bids, median 20 or more)', async () => {
    const bulk = await buildBulkWorkbook(withBids((b) => Math.round(b * 60)));
    expect((await load('JP', bulk)).account).toBeDefined();
    for (const marketplace of ['US', 'UK', 'CA'] as const) {
      const result = await failure(load(marketplace, bulk));
      expect(result.code, marketplace).toBe(20001);
      expect(result.en, marketplace).toContain('yen magnitude');
    }
  });

  it('only warns about high dollar bids with cents (no proof of yen)', async () => {
    const bulk = await buildBulkWorkbook(withBids((b) => b * 40 + 0.25));
    const loaded = await load('US', bulk);
    expect(loaded.warnings.some((w) => w.en.includes('unusually high'))).toBe(true);
  });
});
