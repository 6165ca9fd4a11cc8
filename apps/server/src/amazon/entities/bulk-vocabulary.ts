// The one translation between Amazon's API enums and the words of the bulk sheet, which the engine's model
// uses (states, match types, placements, bidding strategies, targeting expressions, budget and targeting
// types, dates). Each mapping is written here once, in both directions, beside the entity descriptions
// whose zod enums it covers: a table is a Record over the enum's values, so an enum value Amazon adds (or
// a model word the engine adds) without its translation is a type error. Reading an account
// (plans/shop/shop-account-mapper.ts, diagnostics/entity-facts.ts) and writing one (the change-set
// builder and drivers) both translate through here. The sandbox fake (amazon/fake/) keeps its own tables.
import type {
  AutoTargetingGroup,
  BiddingStrategy,
  EntityState,
  MatchType,
  NegativeMatchType,
  SbPlacement,
  SpPlacement,
  TargetingType,
} from '@adplan/engine';
import type {
  SbBudgetType,
  SbKeywordRecord,
  SbNegativeKeywordRecord,
  SbNegativeState,
  SbPlacementName,
  SbV3State,
  SbV4State,
} from './sb-entities';
import type {
  SpBiddingStrategy,
  SpMatchType,
  SpNegativeMatchType,
  SpPlacementName,
  SpState,
  SpTargetingType,
  TargetPredicate,
} from './sp-entities';

/** The table entry of `key`, if `table` has one of its own (never an inherited property). */
function entryOf<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

// ---- States ---------------------------------------------------------------------------------------

/** Every state any SP v3, SB v4 or SB v3 record can carry. */
export type ApiState = SpState | SbV4State | SbV3State | SbNegativeState;

/** The states SP v3 and SB v4 writes take (upper case); SB v3 writes take the model's own words. */
export type UpperState = 'ENABLED' | 'PAUSED' | 'ARCHIVED';

/** A state in the model's words: anything that is not serving and not gone (enabling, pending …) is paused. */
export const STATE_WORD: Readonly<Record<ApiState, EntityState>> = {
  ENABLED: 'enabled',
  PAUSED: 'paused',
  ARCHIVED: 'archived',
  ENABLING: 'paused',
  USER_DELETED: 'archived',
  OTHER: 'paused',
  PROPOSED: 'paused',
  enabled: 'enabled',
  paused: 'paused',
  archived: 'archived',
  pending: 'paused',
  draft: 'paused',
};

/** A model state as SP v3 and SB v4 spell it. */
export const STATE_API: Readonly<Record<EntityState, UpperState>> = {
  enabled: 'ENABLED',
  paused: 'PAUSED',
  archived: 'ARCHIVED',
};

/** The model's word of an API state. */
export function stateWord(state: ApiState): EntityState {
  return STATE_WORD[state];
}

// ---- Match types -----------------------------------------------------------------------------------

/** SP keyword match types in the model's words. */
export const SP_MATCH_TYPE_WORD: Readonly<Record<SpMatchType, MatchType>> = {
  EXACT: 'exact',
  PHRASE: 'phrase',
  BROAD: 'broad',
};

/** Model match types as SP spells them. */
export const SP_MATCH_TYPE_API: Readonly<Record<MatchType, SpMatchType>> = {
  exact: 'EXACT',
  phrase: 'PHRASE',
  broad: 'BROAD',
};

/** SP negative match types in the model's words. */
export const SP_NEGATIVE_MATCH_TYPE_WORD: Readonly<Record<SpNegativeMatchType, NegativeMatchType>> = {
  NEGATIVE_EXACT: 'negativeExact',
  NEGATIVE_PHRASE: 'negativePhrase',
};

/** Model negative match types as SP spells them. */
export const SP_NEGATIVE_MATCH_TYPE_API: Readonly<Record<NegativeMatchType, SpNegativeMatchType>> = {
  negativeExact: 'NEGATIVE_EXACT',
  negativePhrase: 'NEGATIVE_PHRASE',
};

/** Any model match type (a keyword's or a negative keyword's) as SP spells it. */
export const SP_ANY_MATCH_TYPE_API: Readonly<
  Record<MatchType | NegativeMatchType, SpMatchType | SpNegativeMatchType>
> = { ...SP_MATCH_TYPE_API, ...SP_NEGATIVE_MATCH_TYPE_API };

/** A report's `matchType` (SP `EXACT`, SB `exact`, `TARGETING_EXPRESSION` …) as a keyword match type, if it is one. */
export function reportMatchType(text: unknown): MatchType | undefined {
  const upper = String(text ?? '').toUpperCase();
  return entryOf(SP_MATCH_TYPE_WORD, upper);
}

/** True when two types hold the same values. */
type SameValues<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * SB v3 spells keyword and negative match types exactly as the model does (`exact`, `negativeExact`), so
 * they need no table; this fails to compile the day either side changes.
 */
export const SB_MATCH_TYPES_ARE_MODEL_WORDS: SameValues<SbKeywordRecord['matchType'], MatchType> &
  SameValues<SbNegativeKeywordRecord['matchType'], NegativeMatchType> = true;

// ---- Placements ------------------------------------------------------------------------------------

/** SP placements (`placementBidding`) in the model's words. */
export const SP_PLACEMENT_WORD: Readonly<Record<SpPlacementName, SpPlacement>> = {
  PLACEMENT_TOP: 'top',
  PLACEMENT_PRODUCT_PAGE: 'productPage',
  PLACEMENT_REST_OF_SEARCH: 'restOfSearch',
  SITE_AMAZON_BUSINESS: 'amazonBusiness',
};

/** Model SP placements as the API names them. */
export const SP_PLACEMENT_API: Readonly<Record<SpPlacement, SpPlacementName>> = {
  top: 'PLACEMENT_TOP',
  productPage: 'PLACEMENT_PRODUCT_PAGE',
  restOfSearch: 'PLACEMENT_REST_OF_SEARCH',
  amazonBusiness: 'SITE_AMAZON_BUSINESS',
};

/** The three SP placements every campaign has (Amazon Business only when the seller adjusted it). */
export const SP_BASE_PLACEMENTS: readonly SpPlacement[] = ['top', 'productPage', 'restOfSearch'];

/**
 * SB placements (`bidAdjustmentsByPlacement`) in the model's words; top of search has no row in the SB
 * bulk sheet, so it has no word and is left out of the model.
 */
export const SB_PLACEMENT_WORD: Readonly<Record<SbPlacementName, SbPlacement | undefined>> = {
  HOME: 'home',
  DETAIL_PAGE: 'detailPage',
  OTHER: 'other',
  TOP_OF_SEARCH: undefined,
};

/** Model SB placements as the API names them. */
export const SB_PLACEMENT_API: Readonly<Record<SbPlacement, SbPlacementName>> = {
  home: 'HOME',
  detailPage: 'DETAIL_PAGE',
  other: 'OTHER',
};

/** Reporting v3's `placementClassification` of SP campaign reports in the model's words. */
export const REPORT_PLACEMENT_WORD: Readonly<Record<string, SpPlacement>> = {
  'Top of Search on-Amazon': 'top',
  'Detail Page on-Amazon': 'productPage',
  'Other on-Amazon': 'restOfSearch',
};

// ---- Bidding strategy, targeting type, budget type -------------------------------------------------

/** SP bidding strategies in the model's words; rule-based bidding has no bulk spelling. */
export const BIDDING_STRATEGY_WORD: Readonly<Record<SpBiddingStrategy, BiddingStrategy | undefined>> = {
  LEGACY_FOR_SALES: 'downOnly',
  AUTO_FOR_SALES: 'upAndDown',
  MANUAL: 'fixed',
  RULE_BASED: undefined,
};

/** Model bidding strategies as SP spells them. */
export const BIDDING_STRATEGY_API: Readonly<Record<BiddingStrategy, SpBiddingStrategy>> = {
  downOnly: 'LEGACY_FOR_SALES',
  upAndDown: 'AUTO_FOR_SALES',
  fixed: 'MANUAL',
};

/** The strategy Amazon gives an SP campaign created without one ("Dynamic bids - down only"). */
export const DEFAULT_SP_BIDDING_STRATEGY: SpBiddingStrategy = BIDDING_STRATEGY_API.downOnly;

/** SP targeting types in the model's words. */
export const TARGETING_TYPE_WORD: Readonly<Record<SpTargetingType, TargetingType>> = {
  AUTO: 'auto',
  MANUAL: 'manual',
};

/** Model targeting types as SP spells them. */
export const TARGETING_TYPE_API: Readonly<Record<TargetingType, SpTargetingType>> = {
  auto: 'AUTO',
  manual: 'MANUAL',
};

/** SB v4 budget types in the model's words. */
export const SB_BUDGET_TYPE_WORD: Readonly<Record<SbBudgetType, 'daily' | 'lifetime'>> = {
  DAILY: 'daily',
  LIFETIME: 'lifetime',
};

/** Model SB budget types as SB v4 spells them. */
export const SB_BUDGET_TYPE_API: Readonly<Record<'daily' | 'lifetime', SbBudgetType>> = {
  daily: 'DAILY',
  lifetime: 'LIFETIME',
};

// ---- Targeting expressions -------------------------------------------------------------------------

/** The predicate types of an SP auto campaign's four targeting groups. */
export type AutoGroupType =
  'QUERY_HIGH_REL_MATCHES' | 'QUERY_BROAD_REL_MATCHES' | 'ASIN_ACCESSORY_RELATED' | 'ASIN_SUBSTITUTE_RELATED';

/** The words of a product targeting predicate in the bulk sheet (`asin="B0…"`, `category="…"`). */
export type PredicateWord = 'asin' | 'asin-expanded' | 'category' | 'brand' | 'keyword-group';

/** SP v3 product targeting predicate types (upper snake case). */
export type SpPredicateType =
  | 'ASIN_SAME_AS'
  | 'ASIN_EXPANDED_FROM'
  | 'ASIN_CATEGORY_SAME_AS'
  | 'ASIN_BRAND_SAME_AS'
  | 'KEYWORD_GROUP_SAME_AS';

/** SB v3 product targeting predicate types (lower camel case). */
export type SbPredicateType = 'asinSameAs' | 'asinExpandedFrom' | 'asinCategorySameAs' | 'asinBrandSameAs';

/** SB v3 has no keyword groups. */
type SbPredicateWord = Exclude<PredicateWord, 'keyword-group'>;

/** The auto groups in the bulk sheet's words. */
export const AUTO_GROUP_WORD: Readonly<Record<AutoGroupType, AutoTargetingGroup>> = {
  QUERY_HIGH_REL_MATCHES: 'close-match',
  QUERY_BROAD_REL_MATCHES: 'loose-match',
  ASIN_ACCESSORY_RELATED: 'complements',
  ASIN_SUBSTITUTE_RELATED: 'substitutes',
};

/** The auto groups as SP names them. */
export const AUTO_GROUP_API: Readonly<Record<AutoTargetingGroup, AutoGroupType>> = {
  'close-match': 'QUERY_HIGH_REL_MATCHES',
  'loose-match': 'QUERY_BROAD_REL_MATCHES',
  complements: 'ASIN_ACCESSORY_RELATED',
  substitutes: 'ASIN_SUBSTITUTE_RELATED',
};

/** SP predicate types in the bulk sheet's words. */
export const SP_PREDICATE_WORD: Readonly<Record<SpPredicateType, PredicateWord>> = {
  ASIN_SAME_AS: 'asin',
  ASIN_EXPANDED_FROM: 'asin-expanded',
  ASIN_CATEGORY_SAME_AS: 'category',
  ASIN_BRAND_SAME_AS: 'brand',
  KEYWORD_GROUP_SAME_AS: 'keyword-group',
};

/** Bulk predicate words as SP names them. */
export const SP_PREDICATE_API: Readonly<Record<PredicateWord, SpPredicateType>> = {
  asin: 'ASIN_SAME_AS',
  'asin-expanded': 'ASIN_EXPANDED_FROM',
  category: 'ASIN_CATEGORY_SAME_AS',
  brand: 'ASIN_BRAND_SAME_AS',
  'keyword-group': 'KEYWORD_GROUP_SAME_AS',
};

/** SB predicate types in the bulk sheet's words. */
export const SB_PREDICATE_WORD: Readonly<Record<SbPredicateType, SbPredicateWord>> = {
  asinSameAs: 'asin',
  asinExpandedFrom: 'asin-expanded',
  asinCategorySameAs: 'category',
  asinBrandSameAs: 'brand',
};

/** Bulk predicate words as SB names them (keyword groups are SP only). */
export const SB_PREDICATE_API: Readonly<Record<SbPredicateWord, SbPredicateType>> = {
  asin: 'asinSameAs',
  'asin-expanded': 'asinExpandedFrom',
  category: 'asinCategorySameAs',
  brand: 'asinBrandSameAs',
};

/** One predicate in the bulk sheet's words; a type the tables do not know is spelled in lower kebab case. */
function predicateText(predicate: TargetPredicate): string {
  const auto = entryOf(AUTO_GROUP_WORD, predicate.type);
  if (auto) return auto;
  const word =
    entryOf(SP_PREDICATE_WORD, predicate.type) ??
    entryOf(SB_PREDICATE_WORD, predicate.type) ??
    predicate.type.toLowerCase().replace(/_/g, '-');
  const value = predicate.value ?? '';
  return `${word}="${word.startsWith('asin') ? value.toUpperCase() : value}"`;
}

/**
 * A targeting expression (SP `expression` or SB `expressions`) as the bulk sheet writes it:
 * `asin="B0…"`, `close-match`, `category="…" brand="…"`.
 */
export function expressionText(predicates: ReadonlyArray<TargetPredicate>): string {
  return predicates.map(predicateText).join(' ');
}

/** A bulk expression (`asin="B0…" brand="…"`) as SP or SB predicates; words the product lacks are left out. */
export function predicatesOf(text: string, adProduct: 'SP' | 'SB'): TargetPredicate[] {
  const table: Readonly<Record<string, string>> = adProduct === 'SP' ? SP_PREDICATE_API : SB_PREDICATE_API;
  const predicates: TargetPredicate[] = [];
  for (const match of text.matchAll(/([a-z-]+)="([^"]*)"/gi)) {
    const type = entryOf(table, (match[1] ?? '').toLowerCase());
    if (type) predicates.push({ type, value: match[2] ?? '' });
  }
  return predicates;
}

/** True for the four automatic groups, which Amazon creates itself in an auto campaign's ad groups. */
export function isAutoExpression(text: unknown): boolean {
  return typeof text === 'string' && entryOf(AUTO_GROUP_API, text) !== undefined;
}

// ---- Dates -----------------------------------------------------------------------------------------

/** The API's `YYYY-MM-DD` as the bulk sheet's `YYYYMMDD`. */
export function bulkDate(iso: string | undefined): string | undefined {
  return iso?.replace(/-/g, '');
}

/** The bulk sheet's `YYYYMMDD` as the API's `YYYY-MM-DD`. */
export function apiDate(bulk: string | undefined): string | undefined {
  return bulk ? `${bulk.slice(0, 4)}-${bulk.slice(4, 6)}-${bulk.slice(6, 8)}` : undefined;
}
