import { describe, expect, it } from 'vitest';
import { diagnosticFileName, parseDiagnosticFileName } from './diagnostics-constants';

describe('diagnostic file name (spec §3, §5)', () => {
  it('reads {anything}_{country}_{YYYY-MM-DD}_广告诊断.csv with US or CA and a real date', () => {
    expect(parseDiagnosticFileName('My_Shop_US_2026-02-28_广告诊断.csv')).toEqual({
      prefix: 'My_Shop',
      country: 'US',
      date: '2026-02-28',
    });
    expect(parseDiagnosticFileName('x_CA_2024-02-29_广告诊断.csv')?.country).toBe('CA');
  });

  it('refuses other countries, impossible dates, other suffixes and a missing prefix', () => {
    for (const name of [
      'shop_UK_2026-01-01_广告诊断.csv',
      'shop_US_2026-02-30_广告诊断.csv',
      'shop_US_2025-02-29_广告诊断.csv',
      'shop_US_2026-1-01_广告诊断.csv',
      'shop_US_2026-01-01_广告诊断.xlsx',
      'shop_US_2026-01-01.csv',
      '_US_2026-01-01_广告诊断.csv',
      'shop_us_2026-01-01_广告诊断.csv',
    ]) {
      expect(parseDiagnosticFileName(name), name).toBeUndefined();
    }
  });

  it('names a file the parser accepts, with unsafe characters of the shop name replaced', () => {
    const name = diagnosticFileName('Acme / Home: "Best"*', 'US', '2026-03-01');
    expect(name).toBe('Acme_Home_Best_US_2026-03-01_广告诊断.csv');
    expect(parseDiagnosticFileName(name)?.prefix).toBe('Acme_Home_Best');
    expect(diagnosticFileName('***', 'CA', '2026-03-01')).toBe('shop_CA_2026-03-01_广告诊断.csv');
  });
});
