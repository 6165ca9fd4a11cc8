import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import { buildBulkWorkbook, sampleAccount } from '../testing';
import { readBulkRows } from './bulk-rows-reader';
import { readBulkWorkbook } from './bulk-workbook-reader';

const summary = async (bytes: Uint8Array) => {
  const model = await readBulkWorkbook(bytes);
  return {
    sp: model.sponsoredProducts.campaigns.map((c) => [c.id, c.adGroups.length]),
    sb: model.sponsoredBrands.campaigns.map((c) => c.id),
    terms: model.searchTerms.sponsoredProducts.length,
    portfolios: model.portfolios.length,
  };
};

describe('bulk tabs recognised by their header signature', () => {
  it('reads a renamed Sponsored Products tab ("Sheet1") into the same model', async () => {
    const original = await summary(await buildBulkWorkbook(sampleAccount()));
    const renamed = await summary(
      await buildBulkWorkbook(
        sampleAccount({
          sheetNames: {
            sponsoredProducts: 'Sheet1',
            spSearchTerms: 'Sheet2',
            portfolios: 'Sheet3',
            sbMultiAdGroup: 'Sheet4',
          },
        }),
      ),
    );
    expect(renamed).toEqual(original);
    expect(original.sp.length).toBeGreaterThan(0);
    expect(original.terms).toBeGreaterThan(0);
  });

  it('reads a file holding only the Sponsored Products tab under another name', async () => {
    const spec = sampleAccount({
      tabs: ['sponsoredProducts'],
      sheetNames: { sponsoredProducts: 'SP export' },
    });
    const model = await readBulkWorkbook(await buildBulkWorkbook(spec));
    expect(model.sponsoredProducts.campaigns.map((c) => c.id)).toEqual(
      (spec.sponsoredProducts ?? []).map((c) => c.id),
    );
  });

  it('finds the upload rows of a renamed tab for the validator', async () => {
    const bytes = await buildBulkWorkbook(
      sampleAccount({
        operation: 'update',
        tabs: ['sponsoredProducts'],
        sheetNames: { sponsoredProducts: 'Sheet1' },
      }),
    );
    const { rows } = await readBulkRows(bytes);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source.sheet === 'Sheet1')).toBe(true);
  });

  it('still refuses a workbook whose sheets are no bulk tab at all (10003)', async () => {
    const bytes = await buildBulkWorkbook({
      tabs: [],
      extraSheets: [
        {
          name: 'Sheet1',
          rows: [
            ['Date', 'Note'],
            ['2026-01-01', 'hello'],
          ],
        },
      ],
    });
    const error = await readBulkWorkbook(bytes).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe(10003);
  });
});
