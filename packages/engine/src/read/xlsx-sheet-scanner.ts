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

/** The cell types of the `t` attribute the scanner tells apart (anything else reads as a number). */
const CellType = { Number: 0, Shared: 1, Text: 2, InlineString: 3, Boolean: 4, Error: 5 } as const;
type CellType = (typeof CellType)[keyof typeof CellType];

/** The type named by the `t` attribute value in [from, to), without slicing it out. */
function cellTypeOf(xml: string, from: number, to: number): CellType {
  const length = to - from;
  const first = xml.charCodeAt(from);
  if (length === 1) {
    if (first === 115) return CellType.Shared; // s
    if (first === 98) return CellType.Boolean; // b
    if (first === 101) return CellType.Error; // e
    return first === 100 ? CellType.Text : CellType.Number; // d (ISO date text)
  }
  if (length === 3 && startsAt(xml, from, 'str')) return CellType.Text;
  if (length === 9 && startsAt(xml, from, 'inlineStr')) return CellType.InlineString;
  return CellType.Number;
}

/** True when `literal` appears in `xml` at `at` (a short literal; cheaper than startsWith per cell). */
function startsAt(xml: string, at: number, literal: string): boolean {
  if (at + literal.length > xml.length) return false;
  for (let i = 0; i < literal.length; i++) if (xml.charCodeAt(at + i) !== literal.charCodeAt(i)) return false;
  return true;
}

/** The non-negative integer written with only digits in [from, to); undefined for anything else. */
function digitsValue(xml: string, from: number, to: number): number | undefined {
  if (to <= from || to - from > 9) return undefined;
  let value = 0;
  for (let i = from; i < to; i++) {
    const digit = xml.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  return value;
}

/** The text in [from, to) without surrounding white space, sliced once. */
function trimmedSlice(xml: string, from: number, to: number): string {
  return xml.charCodeAt(from) > 32 && xml.charCodeAt(to - 1) > 32
    ? xml.slice(from, to)
    : xml.slice(from, to).trim();
}

/** readCellAt(): the tag at the position is not a cell tag. */
const NOT_A_CELL = -1;
/** readCellAt(): the cell does not end inside the row. */
const CELL_CUT = -2;

/** Tag names of one namespace prefix (`` or `x:`), built once per sheet. */
class Tags {
  readonly row: string;
  readonly rowClose: string;
  readonly cell: string;
  readonly cellClose: string;
  readonly value: string;
  readonly valueClose: string;
  /** `<v>` exactly, and `</v></c>`: the usual cell, read on the fast path. */
  readonly valueOpen: string;
  readonly valueCellClose: string;
  readonly inline: string;
  readonly sheetDataClose: string;

  constructor(readonly prefix: string) {
    this.row = `<${prefix}row`;
    this.rowClose = `</${prefix}row>`;
    this.cell = `<${prefix}c`;
    this.cellClose = `</${prefix}c>`;
    this.value = `<${prefix}v`;
    this.valueClose = `</${prefix}v>`;
    this.valueOpen = `<${prefix}v>`;
    this.valueCellClose = `</${prefix}v></${prefix}c>`;
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
  private cellType: CellType = CellType.Number;
  /** The last plain text read in each column (see storeText). */
  private readonly previousTexts: string[] = [];
  /** The column of a cell without an `r` attribute: the one after the previous cell. */
  private nextColumn = 0;

  constructor(
    private readonly sheet: string,
    private readonly sharedStrings: readonly string[],
    private readonly sink: RowSink,
  ) {}

  /** Where a piece of text fed to the scanner best ends: after a row, once the namespace prefix is known. */
  get boundary(): string | undefined {
    return this.tags?.rowClose;
  }

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
    // A row that starts before the text's last </row> ends inside the text: it can be read cell by
    // cell without first searching for its end.
    const lastClose = buf.lastIndexOf(tags.rowClose);
    let pos = from;
    while (!this.done) {
      const start = startsAt(buf, pos, tags.row) ? pos : buf.indexOf(tags.row, pos);
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
      if (start > lastClose) return this.keepPartial(buf, start);
      pos = this.readRow(buf, start, tagEnd);
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

  /** Reads the complete row whose start tag is [start, tagEnd]; returns the position after its </row>. */
  private readRow(buf: string, start: number, tagEnd: number): number {
    const row = this.row;
    row.reset(this.rowNumber(buf, start, tagEnd));
    this.nextColumn = 0;
    const end = this.readCellsInOrder(buf, tagEnd + 1);
    if (row.isEmpty) this.countEmpty();
    else {
      this.emptyRun = 0;
      if (this.sink(row) === false) this.done = true;
    }
    return end;
  }

  /**
   * Reads the cells that follow one another from `from` up to the row's </row> and returns the position
   * after it; anything but a cell inside the row hands the rest of the row to readCells.
   */
  private readCellsInOrder(buf: string, from: number): number {
    const tags = this.tags as Tags;
    let pos = from;
    for (;;) {
      let code = buf.charCodeAt(pos);
      while (code === CHAR.space || code === CHAR.lf || code === CHAR.cr || code === CHAR.tab)
        code = buf.charCodeAt(++pos);
      if (startsAt(buf, pos, tags.cell)) {
        const next = this.readCellAt(buf, pos, buf.length);
        if (next >= 0) {
          pos = next;
          continue;
        }
      } else if (startsAt(buf, pos, tags.rowClose)) return pos + tags.rowClose.length;
      const end = buf.indexOf(tags.rowClose, pos);
      this.readCells(buf, pos, end);
      return end + tags.rowClose.length;
    }
  }

  /** Reads every cell tag found in [from, to), skipping anything else (the general path). */
  private readCells(buf: string, from: number, to: number): void {
    const tags = this.tags as Tags;
    let pos = from;
    for (;;) {
      const start = buf.indexOf(tags.cell, pos);
      if (start < 0 || start >= to) return;
      const next = this.readCellAt(buf, start, to);
      if (next === CELL_CUT) return;
      pos = next === NOT_A_CELL ? start + tags.cell.length : next;
    }
  }

  /**
   * Reads the cell whose tag starts at `start` (ending before `to`) into the row when its column is
   * wanted; returns the position after the cell, NOT_A_CELL when the tag is no cell, CELL_CUT when the
   * cell does not end before `to`.
   */
  private readCellAt(buf: string, start: number, to: number): number {
    const tags = this.tags as Tags;
    const tagEnd = this.readCellAttributes(buf, start + tags.cell.length, to);
    if (tagEnd < 0) return NOT_A_CELL;
    const column = this.cellColumn < 0 ? this.nextColumn : this.cellColumn;
    this.nextColumn = column + 1;
    if (buf.charCodeAt(tagEnd - 1) === CHAR.slash) return tagEnd + 1;
    const filter = this.row.filter;
    const wanted = column < MAX_COLUMNS && (filter === null || filter[column] === 1);
    // Fast path for the usual `<c …><v>text</v></c>`: one search for the value's end.
    if (startsAt(buf, tagEnd + 1, tags.valueOpen)) {
      const valueStart = tagEnd + 1 + tags.valueOpen.length;
      const valueEnd = buf.indexOf('<', valueStart);
      if (valueEnd >= 0 && valueEnd < to && startsAt(buf, valueEnd, tags.valueCellClose)) {
        if (wanted && this.cellType !== CellType.InlineString)
          this.storeValue(buf, valueStart, valueEnd, column);
        return valueEnd + tags.valueCellClose.length;
      }
    }
    const end = buf.indexOf(tags.cellClose, tagEnd);
    if (end < 0 || end > to) return CELL_CUT;
    if (wanted) this.readCell(buf, tagEnd, end, column);
    return end + tags.cellClose.length;
  }

  /**
   * Reads the column (`r`) and type (`t`) of the cell tag whose attributes start at `from`, in one pass
   * over its characters; returns the position of the tag's `>`, or -1 when this is no cell tag.
   */
  private readCellAttributes(buf: string, from: number, to: number): number {
    this.cellColumn = -1;
    this.cellType = CellType.Number;
    if (from >= buf.length || !isTagBoundary(buf.charCodeAt(from))) return -1;
    let start = from;
    // Most cells start ` r="AB12"`: read the column without the general loop below.
    if (buf.charCodeAt(from) === CHAR.space && startsAt(buf, from + 1, 'r="')) {
      const valueStart = from + 4;
      let valueEnd = valueStart;
      while (valueEnd < to && buf.charCodeAt(valueEnd) !== CHAR.quote) valueEnd++;
      if (valueEnd >= to) return -1;
      this.cellColumn = columnOfReference(buf, valueStart);
      if (buf.charCodeAt(valueEnd + 1) === CHAR.gt) return valueEnd + 1;
      start = valueEnd + 1;
      // …and many go on ` t="str">` (or `s`, `b`…): read the type without the general loop too.
      if (buf.charCodeAt(start) === CHAR.space && startsAt(buf, start + 1, 't="')) {
        const typeStart = start + 4;
        let typeEnd = typeStart;
        while (typeEnd < to && buf.charCodeAt(typeEnd) !== CHAR.quote) typeEnd++;
        if (typeEnd >= to) return -1;
        this.cellType = cellTypeOf(buf, typeStart, typeEnd);
        if (buf.charCodeAt(typeEnd + 1) === CHAR.gt) return typeEnd + 1;
        start = typeEnd + 1;
      }
    }
    for (let i = start; i < to; i++) {
      const code = buf.charCodeAt(i);
      if (code === CHAR.gt) return i;
      if (code !== CHAR.space && code !== CHAR.tab && code !== CHAR.lf && code !== CHAR.cr) continue;
      const name = buf.charCodeAt(i + 1);
      if ((name !== 114 && name !== 116) || buf.charCodeAt(i + 2) !== 61) continue;
      const quote = buf.charCodeAt(i + 3);
      if (quote !== CHAR.quote && quote !== CHAR.apostrophe) continue;
      const valueStart = i + 4;
      // The values are a few characters long: a loop is cheaper here than a call to indexOf.
      let valueEnd = valueStart;
      while (valueEnd < to && buf.charCodeAt(valueEnd) !== quote) valueEnd++;
      if (valueEnd >= to) return -1;
      if (name === 114) this.cellColumn = columnOfReference(buf, valueStart);
      else this.cellType = cellTypeOf(buf, valueStart, valueEnd);
      i = valueEnd;
    }
    return -1;
  }

  private readCell(buf: string, tagEnd: number, end: number, column: number): void {
    const tags = this.tags as Tags;
    if (this.cellType === CellType.InlineString) {
      const inline = buf.indexOf(tags.inline, tagEnd);
      if (inline >= 0 && inline < end)
        this.store(column, decodeCellText(richText(buf, inline, end, tags.prefix)), CellKind.Text);
      return;
    }
    const open = buf.indexOf(tags.value, tagEnd);
    if (open < 0 || open >= end) return;
    const openEnd = buf.indexOf('>', open);
    if (openEnd < 0 || openEnd >= end || buf.charCodeAt(openEnd - 1) === CHAR.slash) return;
    const close = buf.indexOf(tags.valueClose, openEnd);
    if (close < 0 || close > end) return;
    this.storeValue(buf, openEnd + 1, close, column);
  }

  /** Stores the value text found in [from, to) as the current cell's type says. */
  private storeValue(buf: string, from: number, to: number, column: number): void {
    switch (this.cellType) {
      case CellType.Shared:
        return this.store(column, this.sharedString(buf, from, to, column), CellKind.Text, false);
      case CellType.Boolean:
        return this.store(column, buf.slice(from, to).trim() === '1' ? 'TRUE' : 'FALSE', CellKind.Boolean);
      case CellType.Error:
        return this.store(column, decodeCellText(buf.slice(from, to)), CellKind.Error);
      case CellType.Text:
        return this.storeText(buf, from, to, column);
      default:
        return this.store(column, trimmedSlice(buf, from, to), CellKind.Number);
    }
  }

  private sharedString(buf: string, from: number, to: number, column: number): string {
    const index = digitsValue(buf, from, to) ?? Number(buf.slice(from, to));
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

  /**
   * Stores a text cell. A column's text often repeats from row to row (product, entity, campaign ID and
   * name, state): when the XML holds the same characters as the column's previous plain text, that string
   * is stored again, without slicing or copying anything.
   */
  private storeText(buf: string, from: number, to: number, column: number): void {
    const previous = this.previousTexts[column];
    if (previous !== undefined && previous.length === to - from && startsAt(buf, from, previous)) {
      this.row.set(column, previous, CellKind.Text);
      return;
    }
    const raw = buf.slice(from, to);
    const text = decodeCellText(raw);
    if (text !== raw || column >= MAX_COLUMNS) return this.store(column, text, CellKind.Text);
    const kept = detach(raw);
    this.store(column, kept, CellKind.Text, false);
    this.previousTexts[column] = kept;
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
