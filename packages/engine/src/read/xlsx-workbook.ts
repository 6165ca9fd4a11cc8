// An xlsx workbook opened from bytes: zip directory checked first (zip-guard), then the package parts
// that name the sheets, then each sheet streamed through the scanner on demand.
import { isAscii } from 'node:buffer';
import {
  MAX_SHARED_STRINGS,
  MAX_ROW_XML_CHARS,
  MAX_SHARED_STRINGS_BYTES,
  MAX_SHEETS,
  MAX_SMALL_PART_BYTES,
  MAX_TOTAL_UNCOMPRESSED_BYTES,
} from './read-limits';
import { unreadable } from './read-errors';
import type { RowSink } from './sheet-row';
import type { SheetInfo, WorkbookSource } from './workbook-source';
import { decodeCellText, attribute, tagsNamed } from './xml-text';
import { detach, richText, XlsxSheetScanner } from './xlsx-sheet-scanner';
import {
  newInflateBudget,
  readEntry,
  readZipDirectory,
  type InflateBudget,
  type ZipEntry,
} from './zip-guard';

/** Bytes of XML decoded at a time, so that a sheet never becomes one huge string. */
const SLICE_BYTES = 1024 * 1024;

const notSpreadsheet = () =>
  unreadable('这不是 Excel 表格（xlsx）文件', 'it is not an Excel workbook (xlsx), whatever its name says');

/** Resolves a relationship target against the folder of the part that holds it. */
function resolvePart(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

function relationshipsPath(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** What streamPart() feeds: text pieces, and where a piece may best end (ASCII), once known. */
interface PartScanner {
  feed(text: string): boolean;
  readonly boundary?: string | undefined;
}

class XlsxWorkbook implements WorkbookSource {
  readonly kind = 'xlsx' as const;
  readonly sheets: SheetInfo[] = [];
  private readonly entries = new Map<string, ZipEntry>();
  private readonly sheetParts = new Map<string, string>();
  private readonly budget: InflateBudget = newInflateBudget();
  private sharedStrings: string[] | null = null;
  private sharedStringsPart: string | undefined;

  constructor(private readonly bytes: Uint8Array) {
    for (const entry of readZipDirectory(bytes)) this.entries.set(entry.name.replace(/^\/+/, ''), entry);
    this.checkContentTypes();
    this.readWorkbookPart();
  }

  private text(part: string, maxBytes = MAX_SMALL_PART_BYTES): string | undefined {
    const entry = this.entries.get(part) ?? this.findIgnoringCase(part);
    if (!entry) return undefined;
    return new TextDecoder().decode(readEntry(this.bytes, entry, this.budget, maxBytes));
  }

  private findIgnoringCase(part: string): ZipEntry | undefined {
    const lower = part.toLowerCase();
    for (const [name, entry] of this.entries) if (name.toLowerCase() === lower) return entry;
    return undefined;
  }

  private checkContentTypes(): void {
    const types = this.text('[Content_Types].xml');
    if (!types || !/spreadsheetml|ms-excel/i.test(types)) throw notSpreadsheet();
  }

  private readWorkbookPart(): void {
    const rootRels = this.text('_rels/.rels') ?? '';
    const office = tagsNamed(rootRels, 'Relationship').find((tag) =>
      /\/officeDocument$/.test(attribute(tag, 'Type') ?? ''),
    );
    const workbookPart = office ? resolvePart('', attribute(office, 'Target') ?? '') : 'xl/workbook.xml';
    const workbook = this.text(workbookPart);
    if (!workbook) throw notSpreadsheet();
    const targets = this.relationshipTargets(workbookPart);
    const sheetTags = tagsNamed(workbook, 'sheet');
    if (sheetTags.length > MAX_SHEETS)
      throw unreadable('工作表过多', `it holds more than ${MAX_SHEETS} sheets`);
    for (const tag of sheetTags) {
      const name = attribute(tag, 'name');
      const id = /\s([\w]+:)?id\s*=\s*["']([^"']*)["']/.exec(tag)?.[2];
      const part = id ? targets.get(id) : undefined;
      if (name === undefined || !part) continue;
      this.sheets.push({ name, hidden: (attribute(tag, 'state') ?? 'visible') !== 'visible' });
      this.sheetParts.set(name, part);
    }
  }

  private relationshipTargets(part: string): Map<string, string> {
    const rels = this.text(relationshipsPath(part)) ?? '';
    const targets = new Map<string, string>();
    for (const tag of tagsNamed(rels, 'Relationship')) {
      const id = attribute(tag, 'Id');
      const target = attribute(tag, 'Target');
      const type = attribute(tag, 'Type') ?? '';
      if (!id || !target || attribute(tag, 'TargetMode') === 'External') continue;
      targets.set(id, resolvePart(part, target));
      if (type.endsWith('/sharedStrings')) this.sharedStringsPart = resolvePart(part, target);
    }
    return targets;
  }

  private loadSharedStrings(): string[] {
    if (this.sharedStrings) return this.sharedStrings;
    const strings: string[] = [];
    const part = this.sharedStringsPart ?? 'xl/sharedStrings.xml';
    const entry = this.entries.get(part) ?? this.findIgnoringCase(part);
    if (entry) this.streamPart(entry, MAX_SHARED_STRINGS_BYTES, new SharedStringsScanner(strings));
    this.sharedStrings = strings;
    return strings;
  }

  /**
   * Inflates a part and feeds it to a scanner in slices of about 1 MB of text, stopping when the scanner is
   * done. A slice ends just after the scanner's `boundary` (the sheet's `</row>`) when it names one, so the
   * scanner rarely has to join a partial row to the next slice (a copy of the whole slice).
   */
  private streamPart(entry: ZipEntry, maxBytes: number, scanner: PartScanner): void {
    const inflated = readEntry(this.bytes, entry, this.budget, maxBytes);
    const bytes = Buffer.from(inflated.buffer, inflated.byteOffset, inflated.byteLength);
    const decoder = new TextDecoder('utf-8');
    // True while the decoder holds no partial character: the last slice ended on an ASCII byte.
    let decoderIdle = true;
    for (let at = 0; at < bytes.length;) {
      let end = Math.min(bytes.length, at + SLICE_BYTES);
      const boundary = scanner.boundary;
      if (end < bytes.length && boundary) {
        const found = bytes.lastIndexOf(boundary, end - boundary.length, 'latin1');
        if (found > at) end = found + boundary.length;
      }
      const slice = bytes.subarray(at, end);
      // Most of a sheet's XML is ASCII, which reads as Latin-1 several times faster than through UTF-8.
      const text =
        decoderIdle && isAscii(slice)
          ? bytes.toString('latin1', at, end)
          : decoder.decode(slice, { stream: end < bytes.length });
      decoderIdle = bytes[end - 1]! < 0x80;
      if (!scanner.feed(text)) return;
      at = end;
    }
  }

  readSheet(name: string, sink: RowSink): void {
    const part = this.sheetParts.get(name);
    const entry = part ? (this.entries.get(part) ?? this.findIgnoringCase(part)) : undefined;
    if (!entry)
      throw unreadable(`找不到工作表「${name}」的数据`, `the data of sheet “${name}” is missing`, {
        sheet: name,
      });
    const scanner = new XlsxSheetScanner(name, this.loadSharedStrings(), sink);
    this.streamPart(entry, MAX_TOTAL_UNCOMPRESSED_BYTES, scanner);
  }
}

/** Parses the shared-strings part piece by piece into `strings`, within the count cap. */
class SharedStringsScanner {
  private carry = '';
  private prefix: string | null = null;

  constructor(private readonly strings: string[]) {}

  /** Pieces best end after a string item, once the namespace prefix is known. */
  get boundary(): string | undefined {
    return this.prefix === null ? undefined : `</${this.prefix}si>`;
  }

  feed(text: string): boolean {
    let buf = this.carry + text;
    if (this.prefix === null) {
      const root = /<([\w.-]+:)?sst[\s>/]/.exec(buf);
      if (!root) {
        this.carry = buf.slice(-64);
        return true;
      }
      this.prefix = root[1] ?? '';
      buf = buf.slice(root.index);
    }
    const open = `<${this.prefix}si`;
    const close = `</${this.prefix}si>`;
    let pos = 0;
    for (;;) {
      const start = buf.indexOf(open, pos);
      if (start < 0) {
        this.carry = buf.slice(Math.max(pos, buf.length - 64));
        return true;
      }
      const tagEnd = buf.indexOf('>', start);
      const end = tagEnd < 0 ? -1 : buf.indexOf(close, tagEnd);
      if (tagEnd >= 0 && buf.charCodeAt(tagEnd - 1) === 47) {
        this.push('');
        pos = tagEnd + 1;
        continue;
      }
      if (end < 0) return this.keepPartial(buf, start);
      this.push(detach(decodeCellText(richText(buf, tagEnd, end, this.prefix))));
      pos = end + close.length;
    }
  }

  private keepPartial(buf: string, start: number): boolean {
    if (buf.length - start > MAX_ROW_XML_CHARS)
      throw unreadable('共享字符串过大', 'a shared string is larger than 8 MB');
    this.carry = buf.slice(start);
    return true;
  }

  private push(text: string): void {
    if (this.strings.length >= MAX_SHARED_STRINGS) {
      throw unreadable('共享字符串过多', `it holds more than ${MAX_SHARED_STRINGS} shared strings`);
    }
    this.strings.push(text);
  }
}

/** Opens an xlsx workbook from bytes (10001 when it is not one, or is encrypted, corrupt or a bomb). */
export function openXlsxWorkbook(bytes: Uint8Array): WorkbookSource {
  return new XlsxWorkbook(bytes);
}
