// The change-set in the seller's words: which values of a change item are Amazon API enums (states,
// placements, strategies, match types, targeting and budget types) and the locale key of each, and the
// label key of a field (a new campaign's `placement.PLACEMENT_TOP` is the top-of-search placement).
import type { ChangeItem } from '@adplan/contracts';

type Value = string | number | boolean | null;

/** The enum values the server can send per field, in the spelling of the locale keys (upper case). */
export const CHANGE_VALUE_WORDS = {
  state: ['ENABLED', 'PAUSED', 'ARCHIVED'],
  placement: [
    'PLACEMENT_TOP',
    'PLACEMENT_PRODUCT_PAGE',
    'PLACEMENT_REST_OF_SEARCH',
    'SITE_AMAZON_BUSINESS',
    'HOME',
    'DETAIL_PAGE',
    'OTHER',
  ],
  strategy: ['LEGACY_FOR_SALES', 'AUTO_FOR_SALES', 'MANUAL'],
  matchType: [
    'EXACT',
    'PHRASE',
    'BROAD',
    'NEGATIVEEXACT',
    'NEGATIVEPHRASE',
    'NEGATIVE_EXACT',
    'NEGATIVE_PHRASE',
  ],
  targetingType: ['MANUAL', 'AUTO'],
  budgetType: ['DAILY', 'LIFETIME'],
  bidOptimization: ['TRUE', 'FALSE'],
} as const;

type WordField = keyof typeof CHANGE_VALUE_WORDS;

const isWordField = (field: string): field is WordField => field in CHANGE_VALUE_WORDS;

/** The locale key (under `changeSet.values`) of an enum value, or undefined for free values. */
export function valueWordKey(field: string, value: Value | undefined): string | undefined {
  if (value === undefined || value === null || !isWordField(field)) return undefined;
  const spelled = String(value).toUpperCase();
  return (CHANGE_VALUE_WORDS[field] as readonly string[]).includes(spelled)
    ? `changeSet.values.${field}.${spelled}`
    : undefined;
}

/** The label of a field: its locale key under `changeSet.fields`, and a placement's word for `placement.X`. */
export function fieldLabelKeys(field: string): { field: string; placement?: string } {
  const [head, placement] = field.split('.');
  return placement
    ? { field: `changeSet.fields.${head}`, placement: `changeSet.values.placement.${placement}` }
    : { field: `changeSet.fields.${field}` };
}

/** The locale key of an item's name when the name itself is an API enum (a placement adjustment's). */
export function itemNameKey(item: Pick<ChangeItem, 'entity' | 'name'>): string | undefined {
  return item.entity === 'placement' || item.entity === 'sbPlacement'
    ? valueWordKey('placement', item.name)
    : undefined;
}

/** The locale key of a keyword's match type (bulk spelling: exact, negativeExact ...). */
export function matchTypeKey(matchType: string | null): string | undefined {
  return matchType ? valueWordKey('matchType', matchType) : undefined;
}
