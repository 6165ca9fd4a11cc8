// Names and terms a seller's export really holds, as fast-check arbitraries: campaign and ad group names with
// punctuation, emoji, CJK, 128 characters or trailing spaces; search-term vocabularies with shared terms and
// plural/singular close variants. Used by the account generator (account-generator.ts).
import fc from 'fast-check';

/** Names as sellers type them in the console (Amazon keeps whatever its console accepted). */
const ODD_NAMES = [
  'Sale!',
  'Tom & Jerry "best"',
  "Kid's mat (new)",
  '50% off – summer',
  'Yoga 🧘 mat',
  '瑜伽垫 精准',
  'ヨガマット 手動',
  'Café été',
  'SP | exact | 2026',
  'name with trailing space ',
  ' leading space',
  'a'.repeat(128),
  'Ünïcödé—mat',
] as const;

/** Names that say what a campaign is for, as sellers write them in English and Chinese (campaign-intents.ts). */
export const INTENT_NAMES = [
  'Rank TOS exact',
  'Launch - broad',
  '冲排名 精准',
  'Brand defense',
  '品牌防守',
  'Catch-all low bid',
  '捡漏 自动',
  'Profit exact',
  '利润 广泛',
] as const;

/** A campaign or ad group name: mostly plain, often with the punctuation, scripts and lengths sellers use. */
export const entityNameArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('Manual', 'Exact', 'Broad', 'Auto', 'Competitors', 'SKAG') },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...INTENT_NAMES) },
);

/**
 * Words that waste spend across many search terms (issue 20): added to a target's text in `wasting` search
 * terms, so the same word spreads over several terms of a product.
 */
export const WASTING_MODIFIERS = ['free', 'cheap', 'used', 'diy', 'free shipping'] as const;

/** Search-term families: a singular, its plural, and modifiers that make longer tail terms. */
export const TERM_FAMILIES = [
  { singular: 'yoga mat', plural: 'yoga mats' },
  { singular: 'garlic press', plural: 'garlic presses' },
  { singular: 'dog collar', plural: 'dog collars' },
  { singular: 'water bottle', plural: 'water bottles' },
] as const;

/** Tail modifiers added after a family's term ("yoga mat for women"). */
export const TERM_MODIFIERS = ['for women', 'large', 'non slip', 'for the kitchen'] as const;

/** Terms in other scripts sellers see in JP and cross-border accounts. */
export const FOREIGN_TERMS = ['ヨガマット', '瑜伽垫', 'Yoga Mat', 'ＹＯＧＡ ＭＡＴ'] as const;

/** A keyword text: a family's singular or plural, optionally with a modifier. */
export const keywordTextArbitrary: fc.Arbitrary<string> = fc
  .record({
    family: fc.integer({ min: 0, max: TERM_FAMILIES.length - 1 }),
    plural: fc.boolean(),
    modifier: fc.option(fc.constantFrom(...TERM_MODIFIERS), { nil: undefined, freq: 3 }),
  })
  .map(({ family, plural, modifier }) => {
    const f = TERM_FAMILIES[family] ?? TERM_FAMILIES[0];
    const base = plural ? f.plural : f.singular;
    return modifier ? `${base} ${modifier}` : base;
  });

/** The plural of a term's family word if it has one, else the singular (a close variant of `text`). */
export function closeVariantOf(text: string): string {
  for (const f of TERM_FAMILIES) {
    if (text.startsWith(f.plural)) return f.singular + text.slice(f.plural.length);
    if (text.startsWith(f.singular)) return f.plural + text.slice(f.singular.length);
  }
  return text;
}
