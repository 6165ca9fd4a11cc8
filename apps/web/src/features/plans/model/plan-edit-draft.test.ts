import { describe, expect, it } from 'vitest';
import { draftCounts, draftOf, editsPayload, isDirty, withRowIncluded, withValue } from './plan-edit-draft';

describe('plan edit draft', () => {
  it('starts from the saved edits and turns typed cells into the /plan_edits payload', () => {
    const saved = { edits: { removed: [4], bids: { '2': 0.9 }, budgets: {} } };
    const draft = draftOf(saved);
    expect(draft).toEqual({ removed: [4], bids: { '2': '0.9' }, budgets: {} });
    expect(isDirty(draft, saved)).toBe(false);
    const next = withValue(withRowIncluded(withRowIncluded(draft, 4, true), 1, false), 'budgets', 7, ' 30 ');
    expect(next).toEqual({ removed: [1], bids: { '2': '0.9' }, budgets: { '7': '30' } });
    expect(isDirty(next, saved)).toBe(true);
    expect(editsPayload(next)).toEqual({
      edits: { removed: [1], bids: { '2': 0.9 }, budgets: { '7': 30 } },
      invalid: [],
    });
    expect(draftCounts(next)).toEqual({ removed: 1, changed: 2 });
  });

  it('names the cells that are not amounts and drops an emptied cell', () => {
    const draft = withValue(withValue(draftOf({}), 'bids', 3, '0.755'), 'budgets', 8, 'abc');
    expect(editsPayload(draft)).toEqual({ invalid: ['bids.3', 'budgets.8'] });
    expect(isDirty(draft, {})).toBe(true);
    expect(withValue(draft, 'bids', 3, '').bids).toEqual({});
    expect(isDirty(draftOf({}), {})).toBe(false);
  });
});
