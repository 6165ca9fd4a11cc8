// Cells judged as Amazon's uploader reads them, as typed: the reader accepts many spellings to understand a
// seller's file ("Top of search", "active", "$1.00"), but an upload with them fails. English spellings must be
// one Amazon documents (export display forms or template API forms, reference §1.2.4; case is ignored where
// the docs or Amazon's own examples mix cases); localised spellings (any non-ASCII text) are judged by the
// reader's tables. Numbers carry no currency sign, thousands separator or decimal comma; dates are YYYYMMDD;
// targeting expressions use lower-case keywords.
import type { LocatedRow } from './validation-context';
import { unparsedColumns } from './validation-context';
import type { Violation } from './violation';
import { violationAt } from './violation';

const squash = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** English spellings Amazon accepts per value column, compared after `squash`. */
const ENGLISH: Record<string, readonly string[]> = {
  product: ['sponsored products', 'sponsored brands', 'sponsored display', 'portfolios'],
  entity: [
    'campaign',
    'bidding adjustment',
    'bidding adjustment by placement',
    'ad group',
    'product ad',
    'keyword',
    'negative keyword',
    'campaign negative keyword',
    'product targeting',
    'negative product targeting',
    'product collection ad',
    'video ad',
    'brand video ad',
    'store spotlight ad',
  ],
  operation: ['create', 'update', 'archive'],
  state: ['enabled', 'paused', 'archived', 'proposed'],
  targetingType: ['auto', 'manual'],
  matchType: [
    'exact',
    'phrase',
    'broad',
    'negative exact',
    'negative phrase',
    'negativeexact',
    'negativephrase',
  ],
  biddingStrategy: [
    'dynamic bids - down only',
    'dynamic bids - up and down',
    'fixed bid',
    'legacyforsales',
    'autoforsales',
    'manual',
  ],
  placement: [
    'placement top',
    'placement product page',
    'placement rest of search',
    'placement amazon business',
    'placementtop',
    'placementproductpage',
    'placementrestofsearch',
    'placementamazonbusiness',
  ],
  /** The SB multi-ad-group tab's placements (reference §1.3.1). */
  sbPlacement: ['home', 'detail page', 'other'],
};

const ASCII = /^[\x20-\x7e]*$/;
// A minus sign is still a plain number: a negative amount is judged by the range rules, with their words.
const MONEY = /^-?\d+(\.\d+)?$/;
const PERCENT = /^-?\d+(\.\d+)?%?$/;
const DATE = /^\d{8}$/;
/** Keywords of a targeting expression (`asin=`, `category=`, `price<` …) and the auto groups. */
const EXPRESSION_KEY = /(^|\s)([A-Za-z-]+)\s*(=|<|>)/g;
const AUTO_GROUPS = ['close-match', 'loose-match', 'substitutes', 'complements'];

function valueProblem(column: string, text: string, sb: boolean): string | undefined {
  const spellings = ENGLISH[column === 'placement' && sb ? 'sbPlacement' : column];
  if (spellings) return ASCII.test(text) && !spellings.includes(squash(text)) ? 'spelling' : undefined;
  if (column === 'percentage') return PERCENT.test(text.trim()) ? undefined : 'number';
  if (column === 'bid' || column === 'adGroupDefaultBid' || column === 'dailyBudget' || column === 'budget')
    return MONEY.test(text.trim()) ? undefined : 'number';
  if (column === 'startDate' || column === 'endDate') return DATE.test(text.trim()) ? undefined : 'date';
  if (column === 'productTargetingExpression') {
    const trimmed = text.trim();
    if (AUTO_GROUPS.includes(trimmed.toLowerCase()))
      return AUTO_GROUPS.includes(trimmed) ? undefined : 'case';
    for (const match of trimmed.matchAll(EXPRESSION_KEY))
      if (match[2] !== match[2]?.toLowerCase()) return 'case';
  }
  return undefined;
}

const MESSAGES: Record<string, (text: string, header: string) => { zh: string; en: string }> = {
  spelling: (text, header) => ({
    zh: `「${text}」不是亚马逊接受的「${header}」取值（请使用下载文件或模板中的写法）。`,
    en: `"${text}" is not a value Amazon accepts in "${header}" (use the spelling of the export or the template).`,
  }),
  number: (text, header) => ({
    zh: `「${header}」必须是不带货币符号、千位分隔符或小数逗号的数字，而不是「${text}」。`,
    en: `"${header}" must be a plain number without currency sign, thousands separator or decimal comma, not "${text}".`,
  }),
  date: (text, header) => ({
    zh: `「${header}」必须写成 YYYYMMDD（例如 20271231），而不是「${text}」。`,
    en: `"${header}" must be written YYYYMMDD (for example 20271231), not "${text}".`,
  }),
  case: (text, header) => ({
    zh: `「${header}」中的关键字必须小写（例如 asin="B0…"），而不是「${text}」。`,
    en: `The keywords in "${header}" must be lower case (for example asin="B0…"), not "${text}".`,
  }),
};

/** Typed cells of a read row that Amazon's uploader would not accept as written. */
export function typedCellRules(located: LocatedRow): Violation[] {
  if (!located.typed) return [];
  const skipped = unparsedColumns(located);
  const violations: Violation[] = [];
  for (const [column, cell] of Object.entries(located.typed)) {
    if (!cell || skipped.has(column)) continue;
    const problem = valueProblem(column, cell.text, located.row.product === 'sponsoredBrands');
    const message = problem ? MESSAGES[problem] : undefined;
    if (message)
      violations.push(violationAt(located, cell.header, 'typed-value', message(cell.text, cell.header)));
  }
  return violations;
}
