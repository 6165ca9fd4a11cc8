import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import { buildBulkWorkbook, buildHourlyReport } from '../testing';
import { validateWorkbook } from '../validate/validate-api';
import { readHourlyReports } from './read-api';

const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return isEngineError(error) ? { code: error.code, en: error.localized.en } : { code: 0, en: '' };
};

describe('files the readers recognise nothing in', () => {
  it('an hourly report without any hourly row is 10019, never an empty report', async () => {
    const bytes = await buildHourlyReport({ rows: [] });
    const result = await codeOf(readHourlyReports([{ name: 'hourly.csv', bytes }]));
    expect(result.code).toBe(10019);
    expect(result.en).toContain('no hourly rows');
  });

  it('validate fails clearly when no upload sheet was found (never a vacuous pass)', async () => {
    const bytes = await buildBulkWorkbook({
      tabs: [],
      extraSheets: [{ name: 'Notes', rows: [['Hello'], ['world']] }],
    });
    const result = await codeOf(validateWorkbook(bytes, { marketplace: 'US' }));
    expect(result.code).toBe(10003);
    expect(result.en).toMatch(/no upload sheet/i);
  });

  it('validate fails clearly when the upload sheet holds no row with an Operation', async () => {
    const bytes = await buildBulkWorkbook({
      sponsoredProducts: [{ id: '111', name: 'Existing', adGroups: [] }],
    });
    const result = await codeOf(validateWorkbook(bytes, { marketplace: 'US' }));
    expect(result.code).toBe(10003);
    expect(result.en).toMatch(/Operation/);
  });
});
