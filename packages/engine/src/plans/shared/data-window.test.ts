import { describe, expect, it } from 'vitest';
import { parseBulkFileName } from './data-window';

// 1773144000000 ms = 2026-03-10 12:00 UTC (04:00 in Los Angeles, 21:00 in Tokyo).
describe('parseBulkFileName', () => {
  it('reads the window of an Amazon bulk export name', () => {
    expect(parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US')).toEqual({
      start: '2026-01-01',
      end: '2026-03-01',
      days: 60,
      incompleteDays: 0,
      label: '2026-01-01 – 2026-03-01',
    });
  });

  it('counts the last days still inside the attribution lag, in the marketplace time zone', () => {
    expect(parseBulkFileName('bulk-x1-20260201-20260309-1773144000000.xlsx', 'US')?.incompleteDays).toBe(3);
    expect(parseBulkFileName('bulk-x1-20260201-20260310-1773144000000.xlsx', 'US')?.incompleteDays).toBe(4);
    expect(parseBulkFileName('bulk-x1-20260201-20260306-1773144000000.xlsx', 'JP')?.incompleteDays).toBe(0);
  });

  it('accepts the suffix browsers add to repeated downloads', () => {
    expect(parseBulkFileName('bulk-x1-20260101-20260301-1773144000000 (1).xlsx', 'UK')?.days).toBe(60);
  });

  it('returns undefined for other names', () => {
    expect(parseBulkFileName('my-export.xlsx', 'US')).toBeUndefined();
    expect(parseBulkFileName('bulk-x1-20260301-20260101-1773144000000.xlsx', 'US')).toBeUndefined();
  });
});
