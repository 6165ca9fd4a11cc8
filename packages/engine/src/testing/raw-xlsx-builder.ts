// Builds xlsx files from hand-written XML parts and tampers with zip headers, for tests of odd and
// hostile files (namespace prefixes, inline strings, huge dimensions, lying sizes, encryption flags).
import { strToU8, zipSync, type Zippable } from 'fflate';
import { columnLetters } from '../read/sheet-row';

/** A sheet given as its worksheet XML (or just the rows inside <sheetData>). */
export interface RawSheet {
  name: string;
  /** Full worksheet XML; when absent, `rows` is wrapped in a standard worksheet. */
  xml?: string;
  rows?: string;
  state?: 'visible' | 'hidden' | 'veryHidden';
}

/** Options of buildRawXlsx(). */
export interface RawXlsxOptions {
  sharedStrings?: string[];
  /** Further zip entries (name -> content). */
  extraEntries?: Record<string, string | Uint8Array>;
  /** Replaces `[Content_Types].xml`. */
  contentTypes?: string;
  /** Deflate level 0-9 (0 stores). */
  level?: 0 | 1 | 6 | 9;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A worksheet XML around the given `<row>` elements. */
export function worksheetXml(rows: string, before = ''): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${before}<sheetData>${rows}</sheetData></worksheet>`;
}

/** One row of inline-string cells (`<row r="n"><c r="A1" t="inlineStr"><is><t>…</t></is></c>…</row>`). */
export function inlineRow(rowNumber: number, cells: ReadonlyArray<string | number | null>): string {
  const xml = cells
    .map((cell, i) => {
      const ref = `${columnLetters(i)}${rowNumber}`;
      if (cell === null) return '';
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      return `<c r="${ref}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`;
    })
    .join('');
  return `<row r="${rowNumber}">${xml}</row>`;
}

/** Writes an xlsx from raw sheet XML. */
export function buildRawXlsx(sheets: RawSheet[], options: RawXlsxOptions = {}): Uint8Array {
  const files: Zippable = {};
  const level = options.level ?? 6;
  files['[Content_Types].xml'] = strToU8(
    options.contentTypes ??
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
  );
  files['_rels/.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  const sheetTags = sheets
    .map(
      (s, i) =>
        `<sheet name="${escape(s.name)}" sheetId="${i + 1}" state="${s.state ?? 'visible'}" r:id="rId${i + 1}"/>`,
    )
    .join('');
  files['xl/workbook.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheetTags}</sheets></workbook>`,
  );
  const rels = sheets.map(
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  if (options.sharedStrings) {
    rels.push(
      `<Relationship Id="rIdSst" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>`,
    );
    const items = options.sharedStrings
      .map((text) => `<si><t xml:space="preserve">${escape(text)}</t></si>`)
      .join('');
    files['xl/sharedStrings.xml'] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${options.sharedStrings.length}">${items}</sst>`,
    );
  }
  files['xl/_rels/workbook.xml.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheet.xml ?? worksheetXml(sheet.rows ?? ''));
  });
  for (const [name, content] of Object.entries(options.extraEntries ?? {}))
    files[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(files, { level });
}

interface HeaderPatch {
  /** New general-purpose flags (bit 0 = encrypted). */
  flags?: number;
  /** New declared uncompressed size. */
  uncompressedSize?: number;
}

/** Rewrites the central-directory and local headers of one entry (the zip is copied). */
export function patchZipEntry(zip: Uint8Array, entryName: string, patch: HeaderPatch): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const decoder = new TextDecoder();
  for (let at = 0; at + 46 < out.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (decoder.decode(out.subarray(at + 46, at + 46 + nameLength)) !== entryName) continue;
    const local = view.getUint32(at + 42, true);
    if (patch.flags !== undefined) {
      view.setUint16(at + 8, patch.flags, true);
      view.setUint16(local + 6, patch.flags, true);
    }
    if (patch.uncompressedSize !== undefined) {
      view.setUint32(at + 24, patch.uncompressedSize, true);
      view.setUint32(local + 22, patch.uncompressedSize, true);
    }
    return out;
  }
  throw new Error(`No zip entry ${entryName}`);
}

/** A minimal OLE2 compound file whose directory names `streams` (enough for content sniffing). */
export function buildOle2(streams: string[]): Uint8Array {
  const out = new Uint8Array(512 + 128 * Math.max(4, streams.length + 1));
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  ['Root Entry', ...streams].forEach((name, i) => {
    const at = 512 + i * 128;
    for (let c = 0; c < name.length; c++) out[at + c * 2] = name.charCodeAt(c);
    out[at + 64] = (name.length + 1) * 2;
  });
  return out;
}
