import { CHANGE_ENTITIES, SHOP_PLAN_STATUSES, type ChangeItem } from '@adplan/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US/plans';
import zh from '../../../locales/zh-CN/plans';
import { applyImpact } from './change-set-impact';
import {
  CHANGE_VALUE_WORDS,
  fieldLabelKeys,
  itemNameKey,
  matchTypeKey,
  valueWordKey,
} from './change-set-words';

const item = (over: Partial<ChangeItem>): ChangeItem => ({
  item_id: 1,
  campaign_name: 'Board manual',
  operation: 'update',
  entity: 'keyword',
  name: 'bamboo board',
  ad_group_name: 'manual group',
  match_type: 'exact',
  planned_before: null,
  before: null,
  after: {},
  state: 'pending',
  amazon_id: null,
  reason: null,
  detail: null,
  read_back: null,
  read_back_values: null,
  undo_state: 'none',
  undo_reason: null,
  ...over,
});

/** The text at a dotted key of a locale object, or undefined. */
function textAt(locale: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale);
}

describe('change-set words', () => {
  it('has a word in zh and en for every enum value, field and entity the server sends', () => {
    for (const [field, values] of Object.entries(CHANGE_VALUE_WORDS)) {
      for (const value of values) {
        const key = valueWordKey(field, value);
        expect(key).toBeDefined();
        for (const locale of [zh, en]) expect(typeof textAt(locale, key!), key).toBe('string');
      }
      expect(typeof textAt(zh, fieldLabelKeys(field).field), field).toBe('string');
      expect(typeof textAt(en, fieldLabelKeys(field).field), field).toBe('string');
    }
    for (const status of SHOP_PLAN_STATUSES)
      for (const locale of [zh, en])
        expect(typeof textAt(locale, `changeSet.statuses.${status}`)).toBe('string');
    for (const entity of CHANGE_ENTITIES)
      for (const locale of [zh, en])
        expect(typeof textAt(locale, `changeSet.entities.${entity}`)).toBe('string');
  });

  it('translates enums, never free values, and names placements and match types', () => {
    expect(valueWordKey('state', 'PAUSED')).toBe('changeSet.values.state.PAUSED');
    // SB v4 spells states in lower case.
    expect(valueWordKey('state', 'paused')).toBe('changeSet.values.state.PAUSED');
    expect(valueWordKey('strategy', 'LEGACY_FOR_SALES')).toBe('changeSet.values.strategy.LEGACY_FOR_SALES');
    expect(valueWordKey('bid', 0.8)).toBeUndefined();
    expect(valueWordKey('name', 'PAUSED')).toBeUndefined();
    expect(textAt(zh, valueWordKey('state', 'PAUSED')!)).toBe('已暂停');
    expect(textAt(en, valueWordKey('placement', 'PLACEMENT_TOP')!)).toBe('Top of search (first page)');
    expect(itemNameKey({ entity: 'placement', name: 'PLACEMENT_TOP' })).toBe(
      'changeSet.values.placement.PLACEMENT_TOP',
    );
    expect(itemNameKey({ entity: 'keyword', name: 'PLACEMENT_TOP' })).toBeUndefined();
    expect(textAt(zh, matchTypeKey('negativeExact')!)).toBe('否定精准');
    expect(fieldLabelKeys('placement.PLACEMENT_TOP')).toEqual({
      field: 'changeSet.fields.placement',
      placement: 'changeSet.values.placement.PLACEMENT_TOP',
    });
  });
});

describe('apply impact', () => {
  it('counts the items still to send per kind and the money they move', () => {
    const impact = applyImpact({
      items: [
        item({ item_id: 1, entity: 'campaign', operation: 'create', after: { budget: 60 } }),
        item({ item_id: 2, entity: 'keyword', operation: 'create', after: { bid: 0.8 } }),
        item({ item_id: 3, entity: 'keyword', operation: 'create', after: { bid: 0.9 } }),
        item({
          item_id: 4,
          entity: 'campaign',
          after: { budget: 30, state: 'ENABLED' },
          planned_before: { budget: 40, state: 'ENABLED' },
        }),
        item({ item_id: 5, after: { bid: 0.91 }, planned_before: { bid: 0.7 } }),
        // The live value read at apply wins over what the plan expected.
        item({ item_id: 6, after: { bid: 1.0 }, planned_before: { bid: 0.5 }, before: { bid: 1.25 } }),
        item({ item_id: 7, after: { state: 'PAUSED' }, planned_before: { state: 'ENABLED' } }),
        // Already applied: not sent again, not counted.
        item({ item_id: 8, after: { bid: 3 }, planned_before: { bid: 1 }, state: 'applied' }),
      ],
    });
    expect(impact.total).toBe(7);
    expect(impact.kinds).toEqual([
      { entity: 'campaign', operation: 'create', count: 1 },
      { entity: 'keyword', operation: 'create', count: 2 },
      { entity: 'campaign', operation: 'update', count: 1 },
      { entity: 'keyword', operation: 'update', count: 3 },
    ]);
    expect(impact.newDailyBudgets).toBe(60);
    expect(impact.budgetChangePerDay).toBe(-10);
    expect([impact.bidsUp, impact.bidUpTotal, impact.bidsDown, impact.bidDownTotal]).toEqual([
      1, 0.21, 1, 0.25,
    ]);
    expect([impact.paused, impact.enabled, impact.archived]).toEqual([1, 0, 0]);
  });
});
