// Every API enum value has its bulk word and every bulk word its API value, and each pair of tables reads
// back what it was given, in both directions.
import { describe, expect, it } from 'vitest';
import {
  AUTO_GROUP_API,
  AUTO_GROUP_WORD,
  BIDDING_STRATEGY_API,
  BIDDING_STRATEGY_WORD,
  REPORT_PLACEMENT_WORD,
  SB_BUDGET_TYPE_API,
  SB_BUDGET_TYPE_WORD,
  SB_PLACEMENT_API,
  SB_PLACEMENT_WORD,
  SB_PREDICATE_API,
  SB_PREDICATE_WORD,
  SP_MATCH_TYPE_API,
  SP_MATCH_TYPE_WORD,
  SP_NEGATIVE_MATCH_TYPE_API,
  SP_NEGATIVE_MATCH_TYPE_WORD,
  SP_PLACEMENT_API,
  SP_PLACEMENT_WORD,
  SP_PREDICATE_API,
  SP_PREDICATE_WORD,
  STATE_API,
  STATE_WORD,
  TARGETING_TYPE_API,
  TARGETING_TYPE_WORD,
  apiDate,
  bulkDate,
  expressionText,
  isAutoExpression,
  predicatesOf,
} from './bulk-vocabulary';
import { sbBudgetType, sbNegativeState, sbPlacement, sbV3State, sbV4State } from './sb-entities';
import {
  spBiddingStrategy,
  spMatchType,
  spNegativeMatchType,
  spPlacement,
  spState,
  spTargetingType,
} from './sp-entities';

/** Asserts that `toWord` covers `apiValues` and that `toApi` maps every word back to the value it came from. */
function roundTrips(
  apiValues: readonly string[],
  toWord: Readonly<Record<string, string | undefined>>,
  toApi: Readonly<Record<string, string>>,
): void {
  expect(Object.keys(toWord).sort()).toEqual([...apiValues].sort());
  for (const value of apiValues) {
    const word = toWord[value];
    if (word !== undefined) expect(toApi[word], `${value} -> ${word} -> back`).toBe(value);
  }
  for (const [word, value] of Object.entries(toApi)) {
    expect(apiValues, `${word} -> ${value} is an API value`).toContain(value);
    expect(toWord[value], `${word} -> ${value} -> back`).toBe(word);
  }
}

describe('the API <-> bulk vocabulary', () => {
  it('round-trips match types, placements, strategies, targeting and budget types', () => {
    roundTrips(spMatchType.options, SP_MATCH_TYPE_WORD, SP_MATCH_TYPE_API);
    roundTrips(spNegativeMatchType.options, SP_NEGATIVE_MATCH_TYPE_WORD, SP_NEGATIVE_MATCH_TYPE_API);
    roundTrips(spPlacement.options, SP_PLACEMENT_WORD, SP_PLACEMENT_API);
    roundTrips(sbPlacement.options, SB_PLACEMENT_WORD, SB_PLACEMENT_API);
    roundTrips(spBiddingStrategy.options, BIDDING_STRATEGY_WORD, BIDDING_STRATEGY_API);
    roundTrips(spTargetingType.options, TARGETING_TYPE_WORD, TARGETING_TYPE_API);
    roundTrips(sbBudgetType.options, SB_BUDGET_TYPE_WORD, SB_BUDGET_TYPE_API);
    roundTrips(Object.keys(AUTO_GROUP_WORD), AUTO_GROUP_WORD, AUTO_GROUP_API);
    roundTrips(Object.keys(SP_PREDICATE_WORD), SP_PREDICATE_WORD, SP_PREDICATE_API);
    roundTrips(Object.keys(SB_PREDICATE_WORD), SB_PREDICATE_WORD, SB_PREDICATE_API);
  });

  it('reads every state of every ad product and writes each model state back as one Amazon accepts', () => {
    const states = [
      ...new Set([
        ...spState.options,
        ...sbV4State.options,
        ...sbV3State.options,
        ...sbNegativeState.options,
      ]),
    ];
    expect(Object.keys(STATE_WORD).sort()).toEqual(states.sort());
    for (const [word, api] of Object.entries(STATE_API)) {
      expect(STATE_WORD[api]).toBe(word);
      // SB v3 spells the model's own words.
      expect(sbV3State.options).toContain(word);
    }
    expect(STATE_WORD.USER_DELETED).toBe('archived');
    expect(STATE_WORD.ENABLING).toBe('paused');
    expect(STATE_WORD.pending).toBe('paused');
  });

  it('reads the SP placement report words the loader sums', () => {
    expect(Object.values(REPORT_PLACEMENT_WORD).sort()).toEqual(['productPage', 'restOfSearch', 'top']);
  });

  it('writes expressions as the bulk sheet and reads them back as SP or SB predicates', () => {
    const sp = [
      { type: 'ASIN_SAME_AS', value: 'b07fkdzpzw' },
      { type: 'ASIN_CATEGORY_SAME_AS', value: '12345' },
      { type: 'ASIN_BRAND_SAME_AS', value: '678' },
    ];
    const text = expressionText(sp);
    expect(text).toBe('asin="B07FKDZPZW" category="12345" brand="678"');
    expect(predicatesOf(text, 'SP')).toEqual([
      { type: 'ASIN_SAME_AS', value: 'B07FKDZPZW' },
      { type: 'ASIN_CATEGORY_SAME_AS', value: '12345' },
      { type: 'ASIN_BRAND_SAME_AS', value: '678' },
    ]);
    expect(predicatesOf(text, 'SB')).toEqual([
      { type: 'asinSameAs', value: 'B07FKDZPZW' },
      { type: 'asinCategorySameAs', value: '12345' },
      { type: 'asinBrandSameAs', value: '678' },
    ]);
    expect(expressionText(predicatesOf(text, 'SB'))).toBe(text);
    expect(expressionText([{ type: 'QUERY_HIGH_REL_MATCHES' }])).toBe('close-match');
    expect(expressionText([{ type: 'ASIN_PRICE_BETWEEN', value: '10-20' }])).toBe(
      'asin-price-between="10-20"',
    );
    expect(predicatesOf('keyword-group="x"', 'SB')).toEqual([]);
    expect(isAutoExpression('substitutes')).toBe(true);
    expect(isAutoExpression('asin="B0"')).toBe(false);
    expect(isAutoExpression('toString')).toBe(false);
  });

  it('converts dates both ways', () => {
    expect(bulkDate('2026-11-27')).toBe('20261127');
    expect(apiDate('20261127')).toBe('2026-11-27');
    expect(apiDate(bulkDate('2026-01-02'))).toBe('2026-01-02');
    expect(bulkDate(undefined)).toBeUndefined();
    expect(apiDate(undefined)).toBeUndefined();
  });
});
