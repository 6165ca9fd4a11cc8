// Parser of Product Targeting Expression cells (reference §1.2.5): an auto group (`close-match` …), a single
// `asin="B0…"` / `asin-expanded="B0…"`, `keyword-group="category|peerbrand"`, a lone `brand="…"` (negative
// targets), or `category="<id>"` with refinements brand, price, rating, prime-shipping-eligible, age-range,
// genre separated by spaces. Price bounds are exclusive; ratings run 0-5.
import type { LocalizedText } from '../model/units';

/** The four automatic-targeting groups of an SP auto campaign. */
export const AUTO_GROUPS: readonly string[] = ['close-match', 'loose-match', 'substitutes', 'complements'];

/** What an expression targets. */
export type ExpressionKind = 'auto' | 'asin' | 'asinExpanded' | 'keywordGroup' | 'category' | 'brand';

/** A parsed expression, or the reason it is not one. */
export type ParsedExpression = { ok: true; kind: ExpressionKind } | { ok: false; reason: LocalizedText };

interface Token {
  name: string;
  operator: string;
  value: string;
}

const TOKEN = /([a-z][a-z-]*)(=|<|>)("[^"]*"|[^\s"]+)(?:\s+|$)/y;
const ASIN = /^(B0[0-9A-Z]{8}|[0-9]{9}[0-9X])$/;
const REFINEMENTS = new Set(['brand', 'price', 'rating', 'prime-shipping-eligible', 'age-range', 'genre']);
const STANDALONE = new Set(['asin', 'asin-expanded', 'keyword-group']);

const fail = (zh: string, en: string): ParsedExpression => ({ ok: false, reason: { zh, en } });

/** Splits `name=value` tokens; undefined when some text is not a token. */
function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) return undefined;
    tokens.push({ name: match[1] ?? '', operator: match[2] ?? '', value: match[3] ?? '' });
  }
  return tokens;
}

const unquote = (value: string): string | undefined =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : undefined;

/** Checks a numeric bound `<x`, `>x` or `=a-b` of price (≥ 0) or rating (0-5). */
function rangeProblem(token: Token): string | undefined {
  const raw = unquote(token.value) ?? token.value;
  const max = token.name === 'rating' ? 5 : Number.POSITIVE_INFINITY;
  const inRange = (n: number) => Number.isFinite(n) && n >= 0 && n <= max;
  if (token.operator === '=') {
    const parts = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(raw);
    const low = Number(parts?.[1]);
    const high = Number(parts?.[2]);
    return parts && inRange(low) && inRange(high) && low < high ? undefined : `${token.name}=${raw}`;
  }
  return /^\d+(\.\d+)?$/.test(raw) && inRange(Number(raw))
    ? undefined
    : `${token.name}${token.operator}${raw}`;
}

/** The problem of one token's operator and value, if any. */
function tokenProblem(token: Token): string | undefined {
  if (token.name === 'price' || token.name === 'rating') return rangeProblem(token);
  const inner = unquote(token.value);
  if (token.operator !== '=' || inner === undefined || inner === '')
    return `${token.name}${token.operator}${token.value}`;
  if (token.name === 'asin' || token.name === 'asin-expanded')
    return ASIN.test(inner) ? undefined : `${token.name}="${inner}"`;
  if (token.name === 'category') return /^\d+$/.test(inner) ? undefined : `category="${inner}"`;
  if (token.name === 'keyword-group')
    return ['category', 'peerbrand'].includes(inner) ? undefined : token.value;
  if (token.name === 'prime-shipping-eligible')
    return ['true', 'false'].includes(inner) ? undefined : token.value;
  return REFINEMENTS.has(token.name) ? undefined : token.name;
}

/** Kind of a well-formed token list, or why the combination is not allowed. */
function combine(tokens: Token[]): ParsedExpression {
  const names = tokens.map((token) => token.name);
  if (new Set(names).size !== names.length)
    return fail('表达式中同一条件只能出现一次。', 'Each condition may appear only once in an expression.');
  const first = names[0] ?? '';
  if (STANDALONE.has(first) || names.some((name) => STANDALONE.has(name))) {
    if (names.length > 1)
      return fail(
        'asin、asin-expanded 和 keyword-group 不能与其他条件组合（ASIN 与类目不能同时使用）。',
        'asin, asin-expanded and keyword-group stand alone (an expression uses an ASIN or a category, never both).',
      );
    return {
      ok: true,
      kind: first === 'asin' ? 'asin' : first === 'asin-expanded' ? 'asinExpanded' : 'keywordGroup',
    };
  }
  if (names.includes('category')) return { ok: true, kind: 'category' };
  if (names.length === 1 && first === 'brand') return { ok: true, kind: 'brand' };
  return fail(
    '品牌、价格、评分等细化条件必须配合 category="…" 使用。',
    'Brand, price, rating and other refinements need a category="…" in the same expression.',
  );
}

/** Parses one expression cell. */
export function parseTargetingExpression(text: string): ParsedExpression {
  const trimmed = text.trim();
  if (AUTO_GROUPS.includes(trimmed)) return { ok: true, kind: 'auto' };
  const tokens = tokenize(trimmed);
  if (!tokens || tokens.length === 0)
    return fail(`无法识别的投放表达式「${text}」。`, `"${text}" is not a product targeting expression.`);
  const unknown = tokens.find(
    (token) => !STANDALONE.has(token.name) && token.name !== 'category' && !REFINEMENTS.has(token.name),
  );
  if (unknown)
    return fail(
      `未知的投放条件「${unknown.name}」（条件名必须小写）。`,
      `Unknown condition "${unknown.name}" (names are lower-case).`,
    );
  const bad = tokens.map(tokenProblem).find((problem) => problem !== undefined);
  if (bad)
    return fail(
      `投放条件「${bad}」的写法不对：ASIN 须为 10 位大写（如 asin="B0ABCDEFGH"），类目为数字编号，价格/评分区间如 price=10-20、rating<4（评分 0-5）。`,
      `Condition "${bad}" is malformed: ASINs are 10 upper-case characters (asin="B0ABCDEFGH"), categories are numeric IDs, ranges look like price=10-20 or rating<4 (ratings 0-5).`,
    );
  return combine(tokens);
}
