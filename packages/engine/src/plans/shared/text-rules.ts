// Amazon's text rules for what the strategies write (reference §2.2): keyword and name characters,
// lengths and word counts, plus the normalisation used to compare search terms with keywords.
import type { Marketplace } from '@adplan/contracts';
import type { MatchType, NegativeMatchType } from '../../model/account';
import type { SpBulkRow } from '../../model/bulk-row';
import { adGroupId, campaignId, parseAsin, type Asin } from '../../model/ids';
import type { LocalizedText } from '../../model/units';
import { validateBulkRows } from '../../validate/bulk-row-validator';
import type { ViolationRule } from '../../validate/violation';
import { disallowedCharacters, NAME_SYMBOLS } from '../../validate/text-characters';
import { termKey } from './close-variant-rules';

/** Longest seller campaign name. */
export const MAX_CAMPAIGN_NAME_LENGTH = 128;
/** Longest ad group name. */
export const MAX_AD_GROUP_NAME_LENGTH = 255;

/** NFKC (full-width to half-width), lower-case, single spaces, trimmed: the form terms are compared in. */
export function normaliseTerm(text: string): string {
  // NFKC leaves printable ASCII as it is: most search terms skip it (the forecast reads tens of thousands).
  const composed = NON_PRINTABLE_ASCII.test(text) ? text.normalize('NFKC') : text;
  return composed.toLowerCase().replace(/\s+/g, ' ').trim();
}

const NON_PRINTABLE_ASCII = /[^ -~]/;

/** True when a customer search term is an ASIN (a product-page click), e.g. `b00ipgvvz4`. */
export function asinOfSearchTerm(term: string): Asin | undefined {
  const text = term.trim();
  return /^[a-z0-9]{10}$/i.test(text) && /^b0/i.test(text) ? parseAsin(text) : undefined;
}

const KEYWORD_TEXT_RULES = new Set<ViolationRule>([
  'keyword-length',
  'keyword-word-count',
  'keyword-characters',
  'keyword-symbol-placement',
  'keyword-quotes',
  'surrounding-spaces',
]);

/**
 * Why a keyword text of this match type breaks Amazon's keyword rules (the upload validator's own
 * checks on a lone row), or undefined when it can be written.
 */
export function keywordTextProblem(
  marketplace: Marketplace,
  text: string,
  matchType: MatchType | NegativeMatchType,
): LocalizedText | undefined {
  if (text.length === 0) return { zh: '关键词为空', en: 'The keyword is empty' };
  const row: SpBulkRow = {
    product: 'sponsoredProducts',
    entity: matchType.startsWith('negative') ? 'negativeKeyword' : 'keyword',
    operation: 'create',
    campaignId: campaignId('Ccheck'),
    adGroupId: adGroupId('AGcheck'),
    state: 'enabled',
    keywordText: text,
    matchType,
  };
  const violations = validateBulkRows([row], { marketplace, today: '20000101' });
  return violations.find((v) => KEYWORD_TEXT_RULES.has(v.rule))?.message;
}

/** Why a campaign or ad group name breaks Amazon's rules, or undefined when it is fine. */
export function nameProblem(
  name: string,
  maxLength: number,
): 'empty' | 'length' | 'spaces' | 'characters' | undefined {
  if (name.length === 0) return 'empty';
  if ([...name].length > maxLength) return 'length';
  if (name !== name.trim()) return 'spaces';
  return disallowedNameCharacters(name).length === 0 ? undefined : 'characters';
}

/** The characters of a name Amazon does not accept, de-duplicated, for messages. */
export function disallowedNameCharacters(name: string): string[] {
  return disallowedCharacters(name, NAME_SYMBOLS);
}

/** The keyword form of a seller- or shopper-written term: NFKC, single spaces, trimmed (case kept). */
export function keywordForm(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** The seller's protect list: terms and ASINs the engine never negates. */
export interface ProtectList {
  /** Main search terms and other exact phrases (compared normalised, whole term). */
  terms: readonly string[];
  /** Brand words: a term containing one of them as a whole word is protected. */
  brandTerms: readonly string[];
  /** The seller's own ASINs. */
  asins: readonly string[];
}

/**
 * True when the protect list covers a search term (main term or a close variant of one, own brand word, own
 * ASIN); terms are compared by their close-variant key (close-variant-rules.ts).
 */
export function isProtectedTerm(term: string, protect: ProtectList): boolean {
  const t = termKey(term);
  if (protect.terms.some((p) => termKey(p) === t)) return true;
  const asin = asinOfSearchTerm(normaliseTerm(term));
  if (asin && protect.asins.some((a) => a.toUpperCase() === asin)) return true;
  const words = ` ${t} `;
  return protect.brandTerms.some((b) => {
    const brand = termKey(b);
    return brand.length > 0 && words.includes(` ${brand} `);
  });
}

/**
 * True when a negative keyword would block something the seller protects: a negative exact that equals a
 * protected term (see {@link isProtectedTerm}), or a negative phrase whose words appear, in order, in a main
 * term or a brand word (`mat` as a phrase would stop `yoga mat` from serving), or that contains a brand word.
 */
export function negativeBlocksProtected(
  text: string,
  matchType: NegativeMatchType,
  protect: ProtectList,
): boolean {
  if (isProtectedTerm(text, protect)) return true;
  if (matchType !== 'negativePhrase') return false;
  const phrase = ` ${termKey(text)} `;
  return [...protect.terms, ...protect.brandTerms].some((term) => {
    const words = termKey(term);
    return words.length > 0 && ` ${words} `.includes(phrase);
  });
}
