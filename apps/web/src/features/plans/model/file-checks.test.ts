import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, checkFiles, extensionOf, formatBytes } from './file-checks';

const MB = 1024 * 1024;

describe('file checks (spec §5)', () => {
  it('takes one xls or xlsx bulk sheet of at most 10 MB', () => {
    expect(checkFiles([{ name: 'bulk.XLSX', size: 10 * MB }], FILE_LIMITS.bulk)).toEqual([]);
    expect(checkFiles([{ name: 'bulk.xls', size: 1 }], FILE_LIMITS.bulk)).toEqual([]);
    expect(checkFiles([{ name: 'bulk.xlsx', size: 10 * MB + 1 }], FILE_LIMITS.bulk)).toEqual([
      { kind: 'size', name: 'bulk.xlsx', maxBytes: 10 * MB },
    ]);
    expect(checkFiles([{ name: 'bulk.csv', size: 1 }], FILE_LIMITS.bulk)).toEqual([
      { kind: 'format', name: 'bulk.csv', extensions: ['xls', 'xlsx'] },
    ]);
    expect(
      checkFiles(
        [
          { name: 'a.xlsx', size: 1 },
          { name: 'b.xlsx', size: 1 },
        ],
        FILE_LIMITS.bulk,
      ),
    ).toEqual([{ kind: 'count', max: 1 }]);
  });

  it('takes up to 10 CSV or xlsx reports', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `r${i}.csv`, size: 10 }));
    expect(checkFiles(ten, FILE_LIMITS.hourly)).toEqual([]);
    expect(checkFiles([...ten, { name: 'r10.csv', size: 10 }], FILE_LIMITS.reports)).toEqual([
      { kind: 'count', max: 10 },
    ]);
    expect(checkFiles([{ name: 'report.pdf', size: 1 }], FILE_LIMITS.reports)[0]?.kind).toBe('format');
  });

  it('reads extensions and sizes as sellers see them', () => {
    expect(extensionOf('a.b.XLSX')).toBe('xlsx');
    expect(extensionOf('noext')).toBe('');
    expect(formatBytes(10 * MB)).toBe('10 MB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});
