// Wasting words (issue 20): a word or two-word phrase that spends across many search terms of a product
// without the orders to pay for it. Each term alone is often too small for the per-term negation (§3), but
// rolled up by word the waste is plain: "free" across 14 terms, 41 clicks and $62 without an order. This file
// is the pure roll-up and test; wasting-word-rows.ts writes the negatives or the notes.
import type { CampaignId } from '../../model/ids';
import { addMetrics, emptyMetrics, type Metrics } from '../../model/metrics';
import type { Money, Ratio } from '../../model/units';
import { IGNORED_WORDS } from '../shared/close-variant-rules';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import { asinOfSearchTerm } from '../shared/text-rules';
import type { AggregatedTerm } from './search-term-groups';

/** The constants of the wasting-word rule (docs/algorithms.md §17.1). */
export const WASTING_WORD_CONSTANTS = {
  /** Distinct search terms (close-variant keys) the word must spend across: "many terms", not one. */
  minTerms: 3,
  /** Clicks in total: at least this many expected sales' worth at the broad prior … */
  clicksPerSaleMultiple: 2,
  /** … and never fewer than the data gate of §14.3 (15 clicks). */
  minClicks: PLANNING_CONSTANTS.dataGateMinClicks,
  /** Spend in total of at least this many target costs per sale (e^-2 ≈ 14 % chance at break-even, §2). */
  spendMultiple: 2,
  /** With orders: a cost per sale of at least this multiple of the target (the proven-loser line of §2). */
  costPerSaleMultiple: PLANNING_CONSTANTS.provenLoserCpsMultiple,
} as const;

/**
 * Words that carry no meaning of their own besides Amazon's ignored words (close-variant-rules.ts): pronouns,
 * forms of "to be", question words and comparison fillers. A negative on one of them would block half the
 * catalogue, so they never become wasting words.
 */
export const WASTING_STOPWORDS: ReadonlySet<string> = new Set([
  ...IGNORED_WORDS,
  'i',
  'me',
  'my',
  'you',
  'your',
  'we',
  'our',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'is',
  'are',
  'was',
  'be',
  'as',
  'so',
  'do',
  'doe',
  'how',
  'what',
  'which',
  'who',
  'can',
  'will',
  'not',
  'no',
  'very',
  'more',
  'most',
  'vs',
]);

/** One search term in one ad group of one campaign, as the roll-up reads it. */
export interface RolledTerm {
  campaignId: CampaignId;
  term: AggregatedTerm;
}

/** A word or two-word phrase with the terms it appears in and their totals. */
export interface WordRollUp {
  /** The words, in the close-variant key's form (singular, lower case). */
  words: string;
  terms: RolledTerm[];
  /** Distinct close-variant keys among `terms`. */
  termCount: number;
  metrics: Metrics;
}

/** The test's inputs: the seller's target, the broad prior and the words never judged (brand words). */
export interface WastingTest {
  targetCostPerSale: Money;
  /** The broad-match prior conversion rate (p₀ × 0.7, §1): search-term traffic before its own data. */
  broadPrior: Ratio;
  excludedWords: ReadonlySet<string>;
}

const totals = (terms: readonly RolledTerm[]): Metrics =>
  terms.reduce((sum, { term }) => addMetrics(sum, term.metrics), emptyMetrics());

/** A word never judged: a stopword, a brand word, one character or a number (sizes, counts). */
const judged = (word: string, excluded: ReadonlySet<string>): boolean =>
  word.length > 1 && !/^\d+$/.test(word) && !WASTING_STOPWORDS.has(word) && !excluded.has(word);

/** The words and adjacent word pairs of a close-variant key that can be judged. */
export function wordsOf(key: string, excluded: ReadonlySet<string>): string[] {
  const words = key.split(' ').filter((w) => w.length > 0);
  const grams = new Set<string>();
  words.forEach((word, i) => {
    if (!judged(word, excluded)) return;
    grams.add(word);
    const next = words[i + 1];
    if (next !== undefined && judged(next, excluded)) grams.add(`${word} ${next}`);
  });
  return [...grams];
}

/** Rolls the terms up by word and two-word phrase (ASIN terms are products, not words: left out). */
export function rollUpWords(terms: readonly RolledTerm[], excluded: ReadonlySet<string>): WordRollUp[] {
  const byWords = new Map<string, RolledTerm[]>();
  for (const rolled of terms) {
    if (asinOfSearchTerm(rolled.term.key) !== undefined) continue;
    for (const gram of wordsOf(rolled.term.key, excluded)) {
      const list = byWords.get(gram) ?? [];
      list.push(rolled);
      byWords.set(gram, list);
    }
  }
  return [...byWords.entries()]
    .map(([words, list]) => ({
      words,
      terms: list,
      termCount: new Set(list.map((t) => t.term.key)).size,
      metrics: totals(list),
    }))
    .sort((a, b) => (a.words < b.words ? -1 : a.words > b.words ? 1 : 0));
}

/** The clicks a word needs before it is judged: two expected sales at the broad prior, at least 15. */
export function wastingClickGate(broadPrior: Ratio): number {
  const perSale = broadPrior > 0 ? Math.ceil(WASTING_WORD_CONSTANTS.clicksPerSaleMultiple / broadPrior) : 0;
  return Math.max(WASTING_WORD_CONSTANTS.minClicks, perSale);
}

/**
 * True when the terms waste spend together: enough distinct terms, clicks and spend, and no order or a cost
 * per sale of at least 2 x the target.
 */
export function wastesSpend(
  termCount: number,
  metrics: Metrics,
  test: Pick<WastingTest, 'targetCostPerSale' | 'broadPrior'>,
): boolean {
  const c = WASTING_WORD_CONSTANTS;
  const target = test.targetCostPerSale;
  if (termCount < c.minTerms || metrics.clicks < wastingClickGate(test.broadPrior)) return false;
  if (metrics.spend < c.spendMultiple * target) return false;
  return metrics.orders === 0 || metrics.spend / metrics.orders >= c.costPerSaleMultiple * target;
}

/**
 * The wasting words of the terms, broadest first: single words, then two-word phrases (a pair is only written
 * when no negative phrase of one of its words already covers it, wasting-word-rows.ts).
 */
export function wastingWords(terms: readonly RolledTerm[], test: WastingTest): WordRollUp[] {
  const wasting = rollUpWords(terms, test.excludedWords).filter((w) =>
    wastesSpend(w.termCount, w.metrics, test),
  );
  return [...wasting.filter((w) => !w.words.includes(' ')), ...wasting.filter((w) => w.words.includes(' '))];
}
