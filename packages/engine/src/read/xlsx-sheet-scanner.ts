// A streaming scanner of worksheet XML: fed decoded text piece by piece, it finds each <row>, reads
// only the wanted cells with indexOf (no DOM, no object per cell) and hands rows to a sink. Formulas
// give their cached value only; a sheet ends at </sheetData>, after too many empty rows, or on request.
import type { FileLocation } from '../errors/engine-error';
import {
  MAX_CELL_TEXT_LENGTH,
  MAX_COLUMNS,
  MAX_CONSECUTIVE_EMPTY_ROWS,
  MAX_ROW_XML_CHARS,
  MAX_ROWS_PER_SHEET,
} from './read-limits';
import { unreadable } from './read-errors';
import { CellKind, columnLetters, SheetRow, type RowSink } from './sheet-row';
import { decodeCellText } from './xml-text';

const CHAR = { space: 32, tab: 9, lf: 10, cr: 13, gt: 62, slash: 47, quote: 34, apostrophe: 39 };

function isTagBoundary(code: number): boolean {
  return (
    code === CHAR.space ||
    code === CHAR.gt ||
    code === CHAR.slash ||
    code === CHAR.tab ||
    code === CHAR.lf ||
    code === CHAR.cr
  );
}

/** Reads a 0-based column index from a cell reference (`AB12`) starting at `at`; -1 when absent. */
function columnOfReference(xml: string, at: number): number {
  let column = 0;
  let letters = 0;
  for (let i = at; ; i++) {
    const code = xml.charCodeAt(i) | 0x20;
    if (code < 97 || code > 122) break;
    column = column * 26 + (code - 96);
    if (++letters > 3) return MAX_COLUMNS;
  }
  return letters === 0 ? -1 : column - 1;
}

/** Position of the value of attribute ` name=` inside [from, to), just after the opening quote; -1 if absent. */
function attributeStart(xml: string, from: number, to: number, needle: string): number {
  const at = xml.indexOf(needle, from);
  if (at < 0 || at >= to) return -1;
  const quote = xml.charCodeAt(at + needle.length);
  return quote === CHAR.quote || quote === CHAR.apostrophe ? at + needle.length + 1 : -1;
}

/** Collects the text of every <t> inside [from, to), skipping phonetic runs (<rPh>) of Japanese files. */
export function richText(xml: string, from: number, to: number, prefix: string): string {
  // Searching a copy of the element keeps every indexOf inside it.
  const part = xml.slice(from, to);
  const open = `<${prefix}t`;
  const close = `</${prefix}t>`;
  const phoneticEnd = `</${prefix}rPh>`;
  let phonetic = part.indexOf(`<${prefix}rPh`);
  let text = '';
  let at = 0;
  for (;;) {
    const start = part.indexOf(open, at);
    if (start < 0) break;
    if (phonetic >= 0 && phonetic < start) {
      const end = part.indexOf(phoneticEnd, phonetic);
      at = end < 0 ? part.length : end + phoneticEnd.length;
      phonetic = part.indexOf(`<${prefix}rPh`, at);
      continue;
    }
    const tagEnd = part.indexOf('>', start);
    if (!isTagBoundary(part.charCodeAt(start + open.length)) || tagEnd < 0) {
      at = start + open.length;
      continue;
    }
    if (part.charCodeAt(tagEnd - 1) === CHAR.slash) {
      at = tagEnd + 1;
      continue;
    }
    const end = part.indexOf(close, tagEnd);
    if (end < 0) break;
    text += part.slice(tagEnd + 1, end);
    at = end + close.length;
  }
  return text;
}

/** Tag names of one namespace prefix (`` or `x:`), built once per sheet. */
class Tags {
  readonly row: string;
  readonly rowClose: string;
  readonly cell: string;
  readonly cellClose: string;
  readonly value: string;
  readonly valueClose: string;
  readonly inline: string;
  readonly sheetDataClose: string;

  constructor(readonly prefix: string) {
    this.row = `<${prefix}row`;
    this.rowClose = `</${prefix}row>`;
    this.cell = `<${prefix}c`;
    this.cellClose = `</${prefix}c>`;
    this.value = `<${prefix}v`;
    this.valueClose = `</${prefix}v>`;
    this.inline = `<${prefix}is`;
    this.sheetDataClose = `</${prefix}sheetData>`;
  }
}

/** Scans one worksheet part; feed() it decoded text and it calls the sink with every non-empty row. */
export class XlsxSheetScanner {
  private carry = '';
  private tags: Tags | null = null;
  private done = false;
  private readonly row = new SheetRow();
  private previousRow = 0;
  private emptyRun = 0;
  /** Attributes of the cell being read (set by readCellAttributes). */
  private cellColumn = -1;
  private cellType = 'n';

  constructor(
    private readonly sheet: string,
    private readonly sharedStrings: readonly string[],
    private readonly sink: RowSink,
  ) {}

  /** True once the sheet ended or the sink asked to stop. */
  get finished(): boolean {
    return this.done;
  }

  /** Scans the next piece of the part's text; returns false when no more text is needed. */
  feed(text: string): boolean {
    if (this.done) return false;
    const buf = this.carry.length > 0 ? this.carry + text : text;
    this.carry = '';
    const start = this.tags ? 0 : this.openSheetData(buf);
    if (start < 0 || this.done) return !this.done;
    this.scanRows(buf, start);
    return !this.done;
  }

  private openSheetData(buf: string): number {
    const at = buf.indexOf('sheetData');
    if (at < 0) {
      this.carry = buf.slice(-64);
      return -1;
    }
    const lt = buf.lastIndexOf('<', at);
    const end = buf.indexOf('>', at);
    if (lt < 0 || end < 0) {
      this.carry = buf.slice(Math.max(0, lt));
      return -1;
    }
    this.tags = new Tags(buf.slice(lt + 1, at));
    if (buf.charCodeAt(end - 1) === CHAR.slash) this.done = true;
    return end + 1;
  }

  private scanRows(buf: string, from: number): void {
    const tags = this.tags as Tags;
    let pos = from;
    while (!this.done) {
      const start = buf.indexOf(tags.row, pos);
      if (start >= 0 && start + tags.row.length >= buf.length) return this.keepPartial(buf, start);
      if (start < 0 || !isTagBoundaryAt(buf, start + tags.row.length)) {
        this.keepTail(buf, pos, start);
        return;
      }
      const tagEnd = buf.indexOf('>', start);
      if (tagEnd < 0) return this.keepPartial(buf, start);
      if (buf.charCodeAt(tagEnd - 1) === CHAR.slash) {
        this.emptyRow(buf, start, tagEnd);
        pos = tagEnd + 1;
        continue;
      }
      const end = buf.indexOf(tags.rowClose, tagEnd);
      if (end < 0) return this.keepPartial(buf, start);
      this.readRow(buf, start, tagEnd, end);
      pos = end + tags.rowClose.length;
    }
  }

  private keepTail(buf: string, pos: number, rowStart: number): void {
    const tags = this.tags as Tags;
    const close = buf.indexOf(tags.sheetDataClose, pos);
    // `<rowBreaks>` and anything else after </sheetData> end the sheet.
    if (close >= 0 || rowStart >= 0) {
      this.done = true;
      return;
    }
    this.carry = buf.slice(Math.max(pos, buf.length - 64));
  }

  private keepPartial(buf: string, start: number): void {
    if (buf.length - start > MAX_ROW_XML_CHARS) {
      throw unreadable('工作表中有一行数据过大', 'a row of the sheet is larger than 8 MB', {
        sheet: this.sheet,
        row: this.previousRow + 1,
      });
    }
    this.carry = buf.slice(start);
  }

  private rowNumber(buf: string, start: number, tagEnd: number): number {
    const at = attributeStart(buf, start, tagEnd, ' r=');
    const number = at < 0 ? this.previousRow + 1 : Number.parseInt(buf.slice(at, at + 8), 10);
    if (!(number >= 1 && number <= MAX_ROWS_PER_SHEET)) {
      throw unreadable(
        '行号超出 Excel 的上限',
        `a row number is beyond Excel's limit of ${MAX_ROWS_PER_SHEET}`,
        { sheet: this.sheet, row: this.previousRow + 1 },
      );
    }
    this.previousRow = number;
    return number;
  }

  private emptyRow(buf: string, start: number, tagEnd: number): void {
    this.rowNumber(buf, start, tagEnd);
    this.countEmpty();
  }

  private countEmpty(): void {
    if (++this.emptyRun >= MAX_CONSECUTIVE_EMPTY_ROWS) this.done = true;
  }

  private readRow(buf: string, start: number, tagEnd: number, end: number): void {
    const row = this.row;
    row.reset(this.rowNumber(buf, start, tagEnd));
    this.readCells(buf, tagEnd + 1, end);
    if (row.isEmpty) return this.countEmpty();
    this.emptyRun = 0;
    if (this.sink(row) === false) this.done = true;
  }

  private readCells(buf: string, from: number, to: number): void {
    const tags = this.tags as Tags;
    const filter = this.row.filter;
    let pos = from;
    let nextColumn = 0;
    for (;;) {
      const start = buf.indexOf(tags.cell, pos);
      if (start < 0 || start >= to) return;
      const tagEnd = buf.indexOf('>', start);
      if (!isTagBoundaryAt(buf, start + tags.cell.length) || tagEnd < 0 || tagEnd > to) {
        pos = start + tags.cell.length;
        continue;
      }
      this.readCellAttributes(buf, start + tags.cell.length, tagEnd);
      const column = this.cellColumn < 0 ? nextColumn : this.cellColumn;
      nextColumn = column + 1;
      const selfClosing = buf.charCodeAt(tagEnd - 1) === CHAR.slash;
      const end = selfClosing ? tagEnd : buf.indexOf(tags.cellClose, tagEnd);
      if (end < 0 || end > to) return;
      pos = selfClosing ? tagEnd + 1 : end + tags.cellClose.length;
      if (selfClosing || column >= MAX_COLUMNS || (filter !== null && filter[column] !== 1)) continue;
      this.readCell(buf, tagEnd, end, column);
    }
  }

  /** Reads the column (`r`) and type (`t`) of the cell tag between `from` and `to` in one pass over its characters. */
  private readCellAttributes(buf: string, from: number, to: number): void {
    this.cellColumn = -1;
    this.cellType = 'n';
    for (let i = from; i < to; i++) {
      const code = buf.charCodeAt(i);
      if (code !== CHAR.space && code !== CHAR.tab && code !== CHAR.lf && code !== CHAR.cr) continue;
      const name = buf.charCodeAt(i + 1);
      if ((name !== 114 && name !== 116) || buf.charCodeAt(i + 2) !== 61) continue;
      const quote = buf.charCodeAt(i + 3);
      if (quote !== CHAR.quote && quote !== CHAR.apostrophe) continue;
      const valueStart = i + 4;
      const valueEnd = buf.indexOf(quote === CHAR.quote ? '"' : "'", valueStart);
      if (valueEnd < 0 || valueEnd > to) return;
      if (name === 114) this.cellColumn = columnOfReference(buf, valueStart);
      else this.cellType = buf.slice(valueStart, valueEnd);
      i = valueEnd;
    }
  }

  private readCell(buf: string, tagEnd: number, end: number, column: number): void {
    const tags = this.tags as Tags;
    const type = this.cellType;
    if (type === 'inlineStr') {
      const inline = buf.indexOf(tags.inline, tagEnd);
      if (inline >= 0 && inline < end)
        this.store(column, decodeCellText(richText(buf, inline, end, tags.prefix)), CellKind.Text);
      return;
    }
    const raw = this.valueText(buf, tagEnd, end);
    if (raw === undefined) return;
    switch (type) {
      case 's':
        return this.store(column, this.sharedString(raw, column), CellKind.Text, false);
      case 'b':
        return this.store(column, raw.trim() === '1' ? 'TRUE' : 'FALSE', CellKind.Boolean);
      case 'e':
        return this.store(column, decodeCellText(raw), CellKind.Error);
      case 'str':
      case 'd':
        return this.store(column, decodeCellText(raw), CellKind.Text);
      default:
        return this.store(column, raw.trim(), CellKind.Number);
    }
  }

  private valueText(buf: string, from: number, to: number): string | undefined {
    const tags = this.tags as Tags;
    const open = buf.indexOf(tags.value, from);
    if (open < 0 || open >= to) return undefined;
    const openEnd = buf.indexOf('>', open);
    if (openEnd < 0 || openEnd >= to || buf.charCodeAt(openEnd - 1) === CHAR.slash) return undefined;
    const close = buf.indexOf(tags.valueClose, openEnd);
    if (close < 0 || close > to) return undefined;
    return buf.slice(openEnd + 1, close);
  }

  private sharedString(raw: string, column: number): string {
    const index = Number(raw);
    const text = Number.isInteger(index) ? this.sharedStrings[index] : undefined;
    if (text === undefined) {
      throw unreadable(
        '单元格引用了不存在的共享字符串',
        'a cell refers to a shared string that does not exist',
        this.where(column),
      );
    }
    return text;
  }

  /** Stores a cell; `copy` detaches text sliced from the sheet's XML (shared strings already are). */
  private store(column: number, text: string, kind: CellKind, copy = true): void {
    if (text.length > MAX_CELL_TEXT_LENGTH) {
      throw unreadable(
        `单元格内容超过 ${MAX_CELL_TEXT_LENGTH} 个字符（Excel 的上限）`,
        `a cell holds more than ${MAX_CELL_TEXT_LENGTH} characters, Excel's own limit`,
        this.where(column),
      );
    }
    this.row.set(column, copy && kind === CellKind.Text ? detach(text) : text, kind);
  }

  private where(column: number): FileLocation {
    return { sheet: this.sheet, row: this.row.number, column: columnLetters(column) };
  }
}

/**
 * A copy of `text` that does not keep the 1 MB chunk it was sliced from alive: V8 shares the parent of
 * substrings of 13+ characters, so a kept ID or name would otherwise pin the whole sheet's XML.
 */
export function detach(text: string): string {
  return text.length < 13 ? text : `${text} `.slice(0, -1);
}

function isTagBoundaryAt(buf: string, at: number): boolean {
  return at < buf.length && isTagBoundary(buf.charCodeAt(at));
}
