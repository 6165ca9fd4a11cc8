import * as XLSX from '@e965/xlsx';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import {
  buildBulkWorkbook,
  buildOle2,
  buildRawXlsx,
  inlineRow,
  patchZipEntry,
  sampleAccount,
  worksheetXml,
} from '../testing';
import { readBulkWorkbook, readConsoleReport, readHourlyReports, sniffFileKind } from './read-api';

const SP_HEADER = ['Product', 'Entity', 'Operation', 'Campaign ID', 'Campaign Name', 'State', 'Spend'];
const campaignRow = (n: number) =>
  inlineRow(n, ['Sponsored Products', 'Campaign', null, `C${n}`, `Campaign ${n}`, 'enabled', 1.5]);

async function failure(
  step: () => Promise<unknown>,
): Promise<{ code: number; en: string; location?: unknown }> {
  try {
    await step();
  } catch (error) {
    if (!isEngineError(error)) throw error;
    return { code: error.code, en: error.localized.en, location: error.location };
  }
  throw new Error('expected an EngineError');
}

const timed = async <T>(step: () => Promise<T>): Promise<[T | Error, number]> => {
  const start = performance.now();
  try {
    return [await step(), performance.now() - start];
  } catch (error) {
    return [error as Error, performance.now() - start];
  }
};

describe('hostile and odd input ends in a clear error at bounded cost', () => {
  it('tells file kinds by content, never by name', async () => {
    expect(sniffFileKind(await buildBulkWorkbook({}))).toBe('xlsx');
    expect(sniffFileKind(buildOle2(['Workbook']))).toBe('xls');
    expect(sniffFileKind(buildOle2(['EncryptionInfo', 'EncryptedPackage']))).toBe('encrypted');
    expect(sniffFileKind(buildOle2(['WordDocument']))).toBe('unknown');
    expect(sniffFileKind(new TextEncoder().encode('Date,Campaign Name\n1,2\n'))).toBe('csv');
    expect(
      sniffFileKind(
        zipSync({
          '[Content_Types].xml': strToU8(
            '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
          ),
        }),
      ),
    ).toBe('unknown');
    expect(sniffFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBe('unknown');
  });

  it('refuses encrypted workbooks (OLE2 EncryptionInfo, or encrypted zip entries)', async () => {
    expect(
      await failure(() => readBulkWorkbook(buildOle2(['EncryptionInfo', 'EncryptedPackage']))),
    ).toMatchObject({ code: 10001, en: expect.stringMatching(/password/) });
    const flagged = patchZipEntry(await buildBulkWorkbook({}), 'xl/worksheets/sheet1.xml', { flags: 1 });
    expect(await failure(() => readBulkWorkbook(flagged))).toMatchObject({
      code: 10001,
      en: expect.stringMatching(/password/),
    });
  });

  it('refuses corrupt and truncated zips', async () => {
    const good = await buildBulkWorkbook(sampleAccount());
    for (const bytes of [
      good.slice(0, good.length - 100),
      good.slice(0, good.length / 2),
      (() => {
        const b = good.slice();
        b.fill(7, 200, 2000);
        return b;
      })(),
    ]) {
      expect((await failure(() => readBulkWorkbook(bytes))).code).toBe(10001);
    }
    expect((await failure(() => readBulkWorkbook(buildOle2(['Workbook'])))).code).toBe(10001);
  });

  it('refuses a zip bomb declared in the central directory (1 GB of zeros) without inflating it', async () => {
    const bomb = patchZipEntry(
      buildRawXlsx([{ name: 'Sponsored Products Campaigns', rows: inlineRow(1, SP_HEADER) }]),
      'xl/worksheets/sheet1.xml',
      { uncompressedSize: 1024 * 1024 * 1024 },
    );
    const [result, ms] = await timed(() => readBulkWorkbook(bomb));
    expect(isEngineError(result) && result.code).toBe(10001);
    expect((result as Error).message).toMatch(/200 MB|zip bomb/);
    expect(ms).toBeLessThan(1000);
  });

  it('stops inflating a bomb that lies about its size', async () => {
    const filler = `<!--${' '.repeat(24 * 1024 * 1024)}-->`;
    const xml = worksheetXml(inlineRow(1, SP_HEADER)) + filler;
    const lying = patchZipEntry(
      buildRawXlsx([{ name: 'Sponsored Products Campaigns', xml }], { level: 1 }),
      'xl/worksheets/sheet1.xml',
      { uncompressedSize: 4096 },
    );
    const [result, ms] = await timed(() => readBulkWorkbook(lying));
    expect(isEngineError(result) && result.code).toBe(10001);
    expect((result as Error).message).toMatch(/larger than declared/);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses an entry whose compression ratio no real sheet reaches', async () => {
    const zeros = '<!--' + ' '.repeat(16 * 1024 * 1024) + '-->';
    const bytes = buildRawXlsx(
      [{ name: 'Sponsored Products Campaigns', xml: worksheetXml(inlineRow(1, SP_HEADER)) + zeros }],
      { level: 9 },
    );
    expect(await failure(() => readBulkWorkbook(bytes))).toMatchObject({
      code: 10001,
      en: expect.stringMatching(/zip bomb/),
    });
  });

  it('refuses zips with too many entries or duplicate names', async () => {
    const entries = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`xl/media/${i}.txt`, 'x']));
    expect(
      (
        await failure(() =>
          readBulkWorkbook(
            buildRawXlsx([{ name: 'Sponsored Products Campaigns', rows: '' }], { extraEntries: entries }),
          ),
        )
      ).en,
    ).toMatch(/2000 entries/);
  });

  it('ignores a sheet dimension of A1:XFD1048576', async () => {
    const xml = worksheetXml(inlineRow(1, SP_HEADER) + campaignRow(2), '<dimension ref="A1:XFD1048576"/>');
    const [model, ms] = await timed(() =>
      readBulkWorkbook(buildRawXlsx([{ name: 'Sponsored Products Campaigns', xml }])),
    );
    expect(
      (model as { sponsoredProducts: { campaigns: unknown[] } }).sponsoredProducts.campaigns,
    ).toHaveLength(1);
    expect(ms).toBeLessThan(500);
  });

  it('finishes fast on a sheet of 1,000,000 empty rows', async () => {
    const empty = Array.from({ length: 1_000_000 }, (_, i) => `<row r="${i + 3}"/>`).join('');
    const bytes = buildRawXlsx(
      [
        {
          name: 'Sponsored Products Campaigns',
          rows: inlineRow(1, SP_HEADER) + campaignRow(2) + empty + campaignRow(1_000_010),
        },
      ],
      { level: 1 },
    );
    const [model, ms] = await timed(() => readBulkWorkbook(bytes));
    expect(
      (model as { sponsoredProducts: { campaigns: unknown[] } }).sponsoredProducts.campaigns,
    ).toHaveLength(1);
    expect(ms).toBeLessThan(2000);
  });

  it('skips row numbers that jump far ahead at no cost, and refuses rows beyond Excel limits', async () => {
    const jump = buildRawXlsx([
      {
        name: 'Sponsored Products Campaigns',
        rows: inlineRow(1, SP_HEADER) + campaignRow(2) + campaignRow(1_048_576),
      },
    ]);
    expect((await readBulkWorkbook(jump)).sponsoredProducts.campaigns).toHaveLength(2);
    const beyond = buildRawXlsx([
      { name: 'Sponsored Products Campaigns', rows: inlineRow(1, SP_HEADER) + campaignRow(1_048_577) },
    ]);
    expect(await failure(() => readBulkWorkbook(beyond))).toMatchObject({
      code: 10001,
      en: expect.stringMatching(/row number/),
    });
  });

  it('refuses a 100,000-character cell, saying where it is', async () => {
    const bytes = await buildBulkWorkbook({
      tabs: ['sponsoredProducts'],
      extraRows: {
        sponsoredProducts: [
          {
            product: 'Sponsored Products',
            entity: 'Campaign',
            campaignId: 'C1',
            campaignName: 'x'.repeat(100_000),
          },
        ],
      },
    });
    const error = await failure(() => readBulkWorkbook(bytes));
    expect(error).toMatchObject({ code: 10001, location: { sheet: 'Sponsored Products Campaigns', row: 2 } });
  });

  it('reads inline strings, namespace prefixes, shared strings with phonetic runs and XML escapes', async () => {
    const prefixed = `<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>${inlineRow(1, SP_HEADER).replace(/<(\/?)(row|c|is|t|v)\b/g, '<$1x:$2')}<x:row r="2"><x:c r="B2" t="s"><x:v>0</x:v></x:c><x:c r="A2" t="s"><x:v>1</x:v></x:c><x:c r="D2" t="s"><x:v>2</x:v></x:c><x:c r="E2" t="inlineStr"><x:is><x:r><x:t>A &amp; B</x:t></x:r><x:r><x:t xml:space="preserve"> _x0031_</x:t></x:r></x:is></x:c><x:c r="G2"><x:f>SUM(1,2)</x:f><x:v>3</x:v></x:c></x:row></x:sheetData></x:worksheet>`;
    const bytes = buildRawXlsx([{ name: 'Sponsored Products Campaigns', xml: prefixed }], {
      sharedStrings: ['Campaign', 'Sponsored Products', '347066231335202'],
      extraEntries: {},
    });
    const campaign = (await readBulkWorkbook(bytes)).sponsoredProducts.campaigns[0];
    expect(campaign).toMatchObject({
      id: '347066231335202',
      name: 'A & B 1',
      metrics: expect.objectContaining({ spend: 3 }),
    });
    const phonetic = buildRawXlsx([
      {
        name: 'スポンサープロダクト広告キャンペーン',
        rows:
          inlineRow(1, ['エンティティ', 'キャンペーンID', 'キャンペーン名']) +
          '<row r="2"><c r="A2" t="inlineStr"><is><t>キャンペーン</t></is></c><c r="B2" t="inlineStr"><is><t>C1</t></is></c><c r="C2" t="inlineStr"><is><r><t>犬</t></r><rPh sb="0" eb="1"><t>イヌ</t></rPh><r><t>のベッド</t></r></is></c></row>',
      },
    ]);
    expect((await readBulkWorkbook(phonetic)).sponsoredProducts.campaigns[0]?.name).toBe('犬のベッド');
  });

  it('reads a legacy .xls workbook through the same model', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        [
          'Product',
          'Entity',
          'Operation',
          'Campaign ID',
          'Ad Group ID',
          'Keyword ID',
          'Campaign Name',
          'Ad Group Name',
          'State',
          'Keyword Text',
          'Match Type',
          'Bid',
          'Spend',
        ],
        [
          'Sponsored Products',
          'Campaign',
          '',
          347066231335202,
          '',
          '',
          'Xls campaign',
          '',
          'enabled',
          '',
          '',
          '',
          12.5,
        ],
        [
          'Sponsored Products',
          'Ad Group',
          '',
          '347066231335202',
          '12',
          '',
          '',
          'Group',
          'enabled',
          '',
          '',
          '',
          0,
        ],
        [
          'Sponsored Products',
          'Keyword',
          '',
          '347066231335202',
          '12',
          '13',
          '',
          '',
          'paused',
          'dog bed',
          'Exact',
          0.5,
          3,
        ],
      ]),
      'Sponsored Products Campaigns',
    );
    const bytes = new Uint8Array(XLSX.write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);
    expect(sniffFileKind(bytes)).toBe('xls');
    const campaign = (await readBulkWorkbook(bytes)).sponsoredProducts.campaigns[0];
    expect(campaign).toMatchObject({
      id: '347066231335202',
      name: 'Xls campaign',
      metrics: expect.objectContaining({ spend: 12.5 }),
    });
    expect(campaign?.adGroups[0]?.keywords[0]).toMatchObject({
      id: '13',
      text: 'dog bed',
      state: 'paused',
      bid: 0.5,
    });
  });

  it('refuses CSV with binary garbage, and mixed encodings never crash', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 37 + 11) % 251 || 1);
    expect((await failure(() => readConsoleReport(garbage))).code).toBe(10001);
    expect((await failure(() => readHourlyReports([{ name: 'g.csv', bytes: garbage }]))).code).toBe(10019);
    const utf8 = new TextEncoder().encode(
      'Start Date,Start Time,Campaign Name,Spend\r\nSep 17, 2025,13:00,犬のベッド,1.00\r\n',
    );
    const mixed = new Uint8Array([...utf8, 0xb9, 0xe3, 0xb8, 0xe6, 0x0d, 0x0a]);
    const rows = await readHourlyReports([{ name: 'm.csv', bytes: mixed }]).catch((error: unknown) => error);
    expect(Array.isArray(rows) || (isEngineError(rows) && rows.code === 10019)).toBe(true);
  });
});
