// Parsers of single cell texts: numbers with currency symbols, thousands separators or `%`, IDs that
// must stay exact text, bulk dates (`YYYYMMDD`), and targeting expressions with upper-case ASINs.
import { foldWidth } from './alias-keys';
import { MAX_EXACT_INTEGER } from './read-limits';
import { CellKind } from './sheet-row';

const BLANK_MARKERS = new Set(['-', '--', '—', '–', 'n/a', 'na', 'null', 'none']);
const CURRENCY_PREFIX = /^(?:US\$|CA\$|C\$|A\$|JP¥|RMB|CNY|USD|CAD|GBP|JPY|EUR|[$£€¥₹円元])\s*/i;
const CURRENCY_SUFFIX = /\s*(?:US\$|CA\$|C\$|USD|CAD|GBP|JPY|EUR|RMB|CNY|[$£€¥₹円元])$/i;
const GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d{1,2}$/;
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A parsed number and whether it was written with a `%` sign. */
export interface ParsedNumber {
  value: number;
  percent: boolean;
}

/** True for `12`, `-3.50`: digits with an optional sign and decimals (a loop: it runs for most cells). */
function isSimpleNumber(text: string): boolean {
  let at = text.charCodeAt(0) === 45 ? 1 : 0;
  const digitsFrom = at;
  while (at < text.length && isDigit(text.charCodeAt(at))) at++;
  if (at === digitsFrom) return false;
  if (at === text.length) return true;
  if (text.charCodeAt(at) !== 46) return false;
  const decimalsFrom = ++at;
  while (at < text.length && isDigit(text.charCodeAt(at))) at++;
  return at === text.length && at > decimalsFrom;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function stripCurrency(text: string): string {
  let s = text;
  for (let i = 0; i < 3; i++) {
    const next = s.replace(CURRENCY_PREFIX, '').replace(CURRENCY_SUFFIX, '').trim();
    const signMoved = next.replace(/^([+-])\s*(?:US\$|CA\$|C\$|[$£€¥₹])\s*/, '$1');
    if (signMoved === s) break;
    s = signMoved;
  }
  return s;
}

/** The value of a plain number (`12`, `-3.50`); undefined for anything parseNumber() must look at. */
export function plainNumber(text: string): number | undefined {
  return isSimpleNumber(text) ? Number(text) : undefined;
}

/**
 * Parses a number as sellers' files write it (`1,234.56`, `$12.30`, `￥1,200`, `(3.10)`, `1.84%`); null when
 * the cell is blank or a dash, undefined when it is not a number.
 */
export function parseNumber(text: string): ParsedNumber | null | undefined {
  // Most cells are plain numbers: skip the normalising below for them.
  if (isSimpleNumber(text)) return { value: Number(text), percent: false };
  let s = foldWidth(text).trim();
  if (s === '' || BLANK_MARKERS.has(s.toLowerCase())) return null;
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  s = stripCurrency(s);
  const percent = s.endsWith('%');
  if (percent) s = s.slice(0, -1).trim();
  s = s.replace(/[\s\u00a0\u202f']/g, '');
  if (GROUPED.test(s)) s = s.replace(/,/g, '');
  else if (DECIMAL_COMMA.test(s)) s = s.replace(',', '.');
  if (!PLAIN_NUMBER.test(s)) return undefined;
  const value = Number(s);
  if (!Number.isFinite(value)) return undefined;
  return { value: negative ? -value : value, percent };
}

/** Expands a decimal text in exponent form (`3.47066231335202E+14`) to plain digits, exactly. */
export function expandExponent(text: string): string {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?e([+-]?\d+)$/i.exec(text.trim());
  if (!match) return text.trim();
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (exponent < 0 || exponent > 400) return text.trim();
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const integer =
    point >= digits.length ? digits + '0'.repeat(point - digits.length) : digits.slice(0, point);
  const rest = point >= digits.length ? '' : digits.slice(point).replace(/0+$/, '');
  const cleaned = integer.replace(/^0+(?=\d)/, '');
  return `${sign}${cleaned}${rest ? `.${rest}` : ''}`;
}

/** An ID read from a cell: exact text, and whether a numeric cell may have lost digits. */
export interface ParsedId {
  id: string;
  untrusted: boolean;
}

/** Reads an ID as text; numeric cells become their exact digits, flagged when beyond 2^53. */
export function parseId(text: string, kind: CellKind): ParsedId {
  const trimmed = text.trim();
  if (kind !== CellKind.Number) return { id: trimmed, untrusted: false };
  const expanded = expandExponent(trimmed).replace(/\.0*$/, '');
  const value = Number(expanded);
  return { id: expanded, untrusted: !Number.isFinite(value) || Math.abs(value) > MAX_EXACT_INTEGER };
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as `[year, month, day]` from an Excel serial day number (1900 system). */
export function serialToDate(serial: number): [number, number, number] | undefined {
  if (!(serial >= 1 && serial < 2_958_466)) return undefined;
  const date = new Date(EXCEL_EPOCH_MS + Math.floor(serial) * 86_400_000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** Reads a bulk date (`20260109`, `2026-01-09`, `2026/1/9`, an Excel serial) as `YYYYMMDD`; undefined otherwise. */
export function parseBulkDate(text: string, kind: CellKind): string | undefined {
  const s = foldWidth(text).trim();
  let parts: [number, number, number] | undefined;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  const separated = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T].*)?$/.exec(s);
  if (compact) parts = [Number(compact[1]), Number(compact[2]), Number(compact[3])];
  else if (separated) parts = [Number(separated[1]), Number(separated[2]), Number(separated[3])];
  else if (kind === CellKind.Number && /^\d{1,7}(\.\d+)?$/.test(s)) parts = serialToDate(Number(s));
  if (!parts || !validDate(...parts)) return undefined;
  return `${pad(parts[0], 4)}${pad(parts[1], 2)}${pad(parts[2], 2)}`;
}

/** A targeting expression as written, trimmed, with ASINs upper-cased (`asin="b0x…"` -> `asin="B0X…"`). */
export function normalizeExpression(text: string): string {
  const trimmed = text.trim();
  if (!/asin/i.test(trimmed)) return trimmed;
  return trimmed.replace(
    /(asin(?:-expanded)?)\s*=\s*"([^"]*)"/gi,
    (_m, key: string, asin: string) => `${key.toLowerCase()}="${asin.trim().toUpperCase()}"`,
  );
}

/** Splits a list cell (`B0…, B0…` or JSON-ish) into trimmed non-empty items. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n|]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
