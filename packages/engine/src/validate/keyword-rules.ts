// Keyword text rules (reference §2.2, template §1.2.8) and match types: at most 80 characters and 10 words
// (negative phrase 4), allowed symbols only, periods/hyphens/plus signs placed inside words, paired double
// quotes, and no repeated keyword text + match type in one ad group.
import type { BulkRow } from '../model/bulk-row';
import { KEYWORD_SYMBOLS, disallowedCharacters, showCharacters } from './text-characters';
import type { Violation } from './violation';
import { violationAt } from './violation';
import type { LocatedRow, ValidationContext } from './validation-context';

const KEYWORD_MAX_CHARACTERS = 80;
const KEYWORD_ENTITIES = new Set(['keyword', 'negativeKeyword', 'campaignNegativeKeyword']);
const POSITIVE_MATCH = new Set(['exact', 'phrase', 'broad']);
const NEGATIVE_MATCH = new Set(['negativeExact', 'negativePhrase']);

/** True for rows that carry keyword text. */
export const isKeywordRow = (row: BulkRow): boolean => KEYWORD_ENTITIES.has(row.entity);

/** The word limit for a keyword of this match type. */
const wordLimit = (row: BulkRow): number => (row.matchType === 'negativePhrase' ? 4 : 10);

const isWordCharacter = (char: string | undefined): boolean =>
  char !== undefined && char !== ' ' && char !== '.';

/** Where periods, hyphens and plus signs break Amazon's placement rules. */
function misplacedSymbols(text: string): string[] {
  const chars = [...text];
  const problems = new Set<string>();
  if (text.includes('..')) problems.add('..');
  chars.forEach((char, i) => {
    const before = chars[i - 1];
    const after = chars[i + 1];
    if (char === '.') {
      const inWord = isWordCharacter(before) && isWordCharacter(after);
      if (!inWord && !(before === ' ' && after === ' ')) problems.add('.');
    }
    if ((char === '-' || char === '+') && !(isWordCharacter(before) && isWordCharacter(after)))
      problems.add(char);
  });
  return [...problems];
}

/** Length, word count, characters, symbol placement and quote pairing of one keyword text. */
function keywordShape(located: LocatedRow, text: string): Violation[] {
  const found: Violation[] = [];
  const at = (rule: Violation['rule'], zh: string, en: string) =>
    found.push(violationAt(located, 'keywordText', rule, { zh, en }));
  const length = [...text].length;
  if (length > KEYWORD_MAX_CHARACTERS)
    at(
      'keyword-length',
      `关键词有 ${length} 个字符，最多 80 个。`,
      `Keyword has ${length} characters; at most 80 are allowed.`,
    );
  if (text !== text.trim())
    at(
      'surrounding-spaces',
      '关键词开头或结尾不能有空格。',
      'Keyword text may not start or end with a space.',
    );
  const words = text.trim().split(/\s+/).length;
  const limit = wordLimit(located.row);
  if (words > limit)
    at(
      'keyword-word-count',
      `关键词有 ${words} 个词，该匹配类型最多 ${limit} 个。`,
      `Keyword has ${words} words; this match type allows at most ${limit}.`,
    );
  const bad = disallowedCharacters(text, `${KEYWORD_SYMBOLS}.`);
  if (bad.length > 0)
    at(
      'keyword-characters',
      `关键词含有不允许的字符：${showCharacters(bad)}（除字母、数字、空格外只允许 ${KEYWORD_SYMBOLS} 和句点；不能有 / ^ , 和全角字符）。`,
      `Keyword contains characters Amazon does not allow: ${showCharacters(bad)} (besides letters, digits and spaces only ${KEYWORD_SYMBOLS} and periods; no / ^ , or full-width characters).`,
    );
  const misplaced = misplacedSymbols(text);
  if (misplaced.length > 0)
    at(
      'keyword-symbol-placement',
      `关键词中的 ${misplaced.join(' ')} 位置不对：句点只能在词内或两个空格之间，- 和 + 只能在词内且两侧不能有空格，不能有连续句点。`,
      `Misplaced ${misplaced.join(' ')}: a period only inside a word or between spaces, - and + only inside a word without spaces around them, no double periods.`,
    );
  if ((text.match(/"/g)?.length ?? 0) % 2 === 1)
    at(
      'keyword-quotes',
      '关键词中的双引号必须成对出现（例如 40" screen 会被拒绝）。',
      'Double quotes in a keyword must come in pairs (40" screen is rejected).',
    );
  return found;
}

/** Match type must fit the entity: positive for keywords, negative exact/phrase for negatives. */
function matchTypeRule(located: LocatedRow): Violation[] {
  const { row } = located;
  if (row.matchType === undefined) return [];
  const positive = row.entity === 'keyword';
  const allowed = positive ? POSITIVE_MATCH : NEGATIVE_MATCH;
  if (allowed.has(row.matchType)) return [];
  return [
    violationAt(located, 'matchType', 'match-type', {
      zh: positive
        ? `关键词的匹配类型只能是 Exact、Phrase 或 Broad，不能是 ${row.matchType}。`
        : `否定关键词的匹配类型只能是 Negative Exact 或 Negative Phrase，不能是 ${row.matchType}。`,
      en: positive
        ? `A keyword's match type must be Exact, Phrase or Broad, not ${row.matchType}.`
        : `A negative keyword's match type must be Negative Exact or Negative Phrase, not ${row.matchType}.`,
    }),
  ];
}

/** Per-row keyword rules; text rules apply to Create rows (text cannot change afterwards). */
export function keywordRules(located: LocatedRow): Violation[] {
  const { row } = located;
  if (!isKeywordRow(row)) return [];
  const text = row.keywordText;
  const shape = row.operation === 'create' && text ? keywordShape(located, text) : [];
  return [...shape, ...matchTypeRule(located)];
}

/** Case- and spacing-insensitive form used to detect repeats. */
export const normaliseForDuplicates = (text: string): string =>
  text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Reports every repeat of `keyOf` among Create rows after its first occurrence. */
function repeats(
  context: ValidationContext,
  keyOf: (row: BulkRow) => string | undefined,
  report: (located: LocatedRow) => Violation,
): Violation[] {
  const seen = new Set<string>();
  const found: Violation[] = [];
  for (const located of context.rows) {
    if (located.row.operation !== 'create') continue;
    const key = keyOf(located.row);
    if (key === undefined) continue;
    if (seen.has(key)) found.push(report(located));
    seen.add(key);
  }
  return found;
}

/** No keyword text + match type twice in one ad group (or twice as a campaign negative). */
export function duplicateKeywordRule(context: ValidationContext): Violation[] {
  return repeats(
    context,
    (row) =>
      isKeywordRow(row) && row.keywordText
        ? [
            row.product,
            row.campaignId,
            row.adGroupId ?? '',
            row.entity,
            row.matchType,
            normaliseForDuplicates(row.keywordText),
          ].join('|')
        : undefined,
    (located) =>
      violationAt(located, 'keywordText', 'duplicate-keyword', {
        zh: `关键词「${located.row.keywordText}」（${located.row.matchType}）在同一广告组中重复。`,
        en: `Keyword "${located.row.keywordText}" (${located.row.matchType}) is repeated in the same ad group.`,
      }),
  );
}

/** No product targeting expression twice in one ad group. */
export function duplicateTargetRule(context: ValidationContext): Violation[] {
  return repeats(
    context,
    (row) =>
      (row.entity === 'productTargeting' || row.entity === 'negativeProductTargeting') &&
      row.productTargetingExpression
        ? [
            row.product,
            row.campaignId,
            row.adGroupId ?? '',
            row.entity,
            normaliseForDuplicates(row.productTargetingExpression),
          ].join('|')
        : undefined,
    (located) =>
      violationAt(located, 'productTargetingExpression', 'duplicate-target', {
        zh: `投放表达式「${located.row.productTargetingExpression}」在同一广告组中重复。`,
        en: `Targeting expression "${located.row.productTargetingExpression}" is repeated in the same ad group.`,
      }),
  );
}
