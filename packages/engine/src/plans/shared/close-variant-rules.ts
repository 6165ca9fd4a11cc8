// Close variants are one term (ADR 0021): Amazon serves an exact keyword, and a negative exact blocks, the
// plural/singular forms of its words, other letter case and width, and the short function words it ignores.
// Every "already targeted", "own keyword", "harvest" and "negate" decision compares terms by termKey, so a
// term served by a close variant is never harvested again, nor negated against the seller's own keyword.

/**
 * Words Amazon ignores when matching search terms to keywords (articles, conjunctions and the common
 * prepositions), so "yoga mat for women" and "yoga mat women" are one term.
 */
export const IGNORED_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  '&',
  'or',
  'for',
  'of',
  'in',
  'on',
  'to',
  'with',
  'by',
  'at',
  'from',
]);

/** Plurals English does not form with -s: mapped to their singular. */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  men: 'man',
  women: 'woman',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  geese: 'goose',
  knives: 'knife',
  wives: 'wife',
  shelves: 'shelf',
  halves: 'half',
  buses: 'bus',
};

/** Words that end in -s but are not plurals (or are the same in both numbers): left as they are. */
const INVARIANT_WORDS: ReadonlySet<string> = new Set([
  'series',
  'species',
  'news',
  'means',
  'physics',
  'always',
  'perhaps',
  'yes',
  'gas',
  'plus',
  'lens',
  'canvas',
  'chaos',
  'atlas',
  'bias',
]);

/**
 * The singular of one lower-case English word: the irregular list, then -ies → -y, -sses → -ss,
 * -xes/-ches/-shes → drop -es (except -aches, a noun ending in -ache), other -s → drop -s; never for words of
 * three letters or fewer, words with a digit (ASINs, sizes), words ending in -ss, -us or -is (glass, bus,
 * analysis), nor the invariant list (series, news …).
 */
export function singularise(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || /\d/.test(word) || !/^[a-z]+$/.test(word) || INVARIANT_WORDS.has(word)) return word;
  if (!word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return word.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(x|sh|ch)es$/.test(word) && !word.endsWith('aches')) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The comparison key of a search term or keyword, one per close-variant family: NFKC, lower case, a
 * possessive 's and hyphens dropped to words, Amazon's ignored words removed (unless nothing else is left)
 * and every word singularised (see {@link singularise}); e.g. "Yoga-Mats for Women's" → "yoga mat woman".
 */
export function termKey(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const kept = words.filter((word) => !IGNORED_WORDS.has(word));
  return (kept.length > 0 ? kept : words).map(singularise).join(' ');
}

/** True when two texts are close variants of each other (one term for Amazon's matching). */
export function sameTerm(a: string, b: string): boolean {
  return termKey(a) === termKey(b);
}

/** The words of a term key, padded so that a phrase test is a plain `includes`. */
const padded = (key: string): string => ` ${key} `;

/**
 * True when a negative keyword would block a positive keyword of the same ad group (or, for a campaign-level
 * negative, of the campaign): a negative exact on a close variant of an exact keyword (a phrase or broad
 * keyword still serves its longer queries, so one negated query does not block it), or a negative phrase
 * whose words appear in the keyword in order — or, for a broad keyword, in any order (a broad keyword serves
 * its words in any order, so the phrase blocks every query it could match).
 */
export function negativeBlocksKeyword(
  negativeText: string,
  negativeMatch: 'negativeExact' | 'negativePhrase',
  keywordText: string,
  keywordMatch: 'exact' | 'phrase' | 'broad',
): boolean {
  const negative = termKey(negativeText);
  const keyword = termKey(keywordText);
  if (negativeMatch === 'negativeExact') return keywordMatch === 'exact' && negative === keyword;
  if (padded(keyword).includes(padded(negative))) return true;
  if (keywordMatch !== 'broad') return false;
  const words = new Set(keyword.split(' '));
  return negative.split(' ').every((word) => words.has(word));
}
