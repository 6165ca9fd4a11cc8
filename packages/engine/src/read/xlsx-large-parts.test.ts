// Parts larger than the 1 MB pieces the xlsx reader decodes at a time: rows, shared strings and multi-byte
// characters that straddle a piece boundary are read whole, with and without a namespace prefix.
import { describe, expect, it } from 'vitest';
import { buildRawXlsx, worksheetXml } from '../testing/raw-xlsx-builder';
import { openXlsxWorkbook } from './xlsx-workbook';

const ROWS = 24_000;
const STRINGS = 30_000;

/** A text of varying length with Chinese characters (three bytes each in UTF-8). */
const textOf = (n: number) => `关键词 ${n} ${'长'.repeat(n % 17)} keyword ${n}`;

function sheetRows(prefix: string): string {
  const rows: string[] = [];
  for (let r = 1; r <= ROWS; r++) {
    rows.push(
      `<${prefix}row r="${r}"><${prefix}c r="A${r}" t="str"><${prefix}v>${textOf(r)}</${prefix}v></${prefix}c>` +
        `<${prefix}c r="B${r}"><${prefix}v>${r * 3}</${prefix}v></${prefix}c>` +
        `<${prefix}c r="C${r}" t="s"><${prefix}v>${r % STRINGS}</${prefix}v></${prefix}c></${prefix}row>`,
    );
  }
  return rows.join('');
}

function readAll(bytes: Uint8Array, sheet: string): string[][] {
  const workbook = openXlsxWorkbook(bytes);
  const rows: string[][] = [];
  workbook.readSheet(sheet, (row) => void rows.push([row.text(0), row.text(1), row.text(2)]));
  return rows;
}

describe('xlsx parts larger than one decoded piece', () => {
  const strings = Array.from({ length: STRINGS }, (_, i) => `共享 ${textOf(i)}`);
  const expected = Array.from({ length: ROWS }, (_, i) => {
    const r = i + 1;
    return [textOf(r), String(r * 3), strings[r % STRINGS] ?? ''];
  });

  it('reads every row whole from a sheet of several MB', () => {
    const xml = worksheetXml(sheetRows(''));
    expect(xml.length).toBeGreaterThan(3 * 1024 * 1024);
    const bytes = buildRawXlsx([{ name: 'Big', xml }], { sharedStrings: strings, level: 1 });
    expect(readAll(bytes, 'Big')).toEqual(expected);
  });

  it('reads the same rows when every tag carries a namespace prefix', () => {
    const xml = worksheetXml(sheetRows('x:'))
      .replace('<worksheet xmlns=', '<x:worksheet xmlns:x=')
      .replace('<sheetData>', '<x:sheetData>')
      .replace('</sheetData></worksheet>', '</x:sheetData></x:worksheet>');
    const bytes = buildRawXlsx([{ name: 'Prefixed', xml }], { sharedStrings: strings, level: 1 });
    expect(readAll(bytes, 'Prefixed')).toEqual(expected);
  });
});
