import { describe, expect, it } from 'vitest';
import { fixturePlan } from '../testing/plan-fixtures';
import { assertPlanValid } from '../validate/bulk-row-validator';
import { applyPlanEdits, editableFieldsOf } from './plan-edits';

const NOW = new Date('2026-03-01T12:00:00Z');
// fixturePlan rows: 0 keyword (bid 0.75), 5 product ad, 6 new ad group, 8 new campaign (budget 25),
// 9 update of an existing keyword's bid.
const NO_EDITS = { removed: [], bids: {}, budgets: {} };

describe('plan edits', () => {
  it('leaves unticked rows out and sets edited bids and budgets, marked in the explanation, still uploadable', () => {
    const plan = fixturePlan();
    const result = applyPlanEdits(plan, { removed: [9], bids: { 0: 0.9 }, budgets: { 8: 30 } }, NOW);
    expect(result.problems).toEqual([]);
    const edited = result.plan!;
    expect(edited.rows).toHaveLength(plan.rows.length - 1);
    expect(edited.rows.some((row) => row.row.entity === 'keyword' && row.row.operation === 'update')).toBe(
      false,
    );
    const keyword = edited.rows[0]!;
    expect(keyword.row).toMatchObject({ entity: 'keyword', bid: 0.9 });
    expect(keyword.change.bidAfter).toBe(0.9);
    expect(keyword.explanation.reason.zh).toMatch(/^【卖家修改】竞价/);
    expect(keyword.explanation.reason.en).toMatch(/^\[Changed by you\] bid .* set to 0\.9/);
    const campaign = edited.rows.find(
      (row) => row.row.entity === 'campaign' && row.row.product === 'sponsoredProducts',
    )!;
    expect(campaign.row).toMatchObject({ dailyBudget: 30 });
    expect(() => assertPlanValid(edited, { now: NOW })).not.toThrow();
    // The stored plan is not changed.
    expect(plan.rows).toHaveLength(edited.rows.length + 1);
    expect(applyPlanEdits(plan, NO_EDITS, NOW).plan?.rows).toEqual(plan.rows);
  });

  it('refuses an edit that breaks an upload rule, per row and field in zh and en, and changes nothing', () => {
    const result = applyPlanEdits(
      fixturePlan(),
      { removed: [], bids: { 0: 0.01, 5: 1 }, budgets: { 0: 10 } },
      NOW,
    );
    expect(result.plan).toBeUndefined();
    expect(result.problems.map((problem) => [problem.row, problem.field])).toEqual([
      [0, 'bid'],
      [5, 'bid'],
    ]);
    expect(result.problems[0]!.message.zh).not.toBe('');
    expect(result.problems[0]!.message.en).toContain('0.02–1000');
    expect(result.problems[1]!.message.en).toBe('This row has no bid to change.');
  });

  it('takes the rows inside a removed new ad group along', () => {
    const plan = fixturePlan();
    const result = applyPlanEdits(plan, { removed: [6], bids: {}, budgets: {} }, NOW);
    const spRows = result.plan!.rows.filter((row) => row.row.product === 'sponsoredProducts');
    expect(spRows.map((row) => row.row.entity)).toEqual([
      'campaignNegativeKeyword',
      'biddingAdjustment',
      'campaign',
      'keyword',
    ]);
  });
});

describe('editable fields', () => {
  it('offers a bid only where the row writes one, a budget only on a campaign that writes one', () => {
    const plan = fixturePlan();
    expect(editableFieldsOf(plan.rows[0]!.row)).toEqual({ bid: true, budget: false });
    expect(editableFieldsOf(plan.rows[5]!.row)).toEqual({ bid: false, budget: false });
    expect(editableFieldsOf(plan.rows[8]!.row)).toEqual({ bid: false, budget: true });
    const pause = { ...plan.rows[9]!.row, bid: undefined };
    expect(editableFieldsOf(pause)).toEqual({ bid: false, budget: false });
    const edited = applyPlanEdits(
      { ...plan, rows: plan.rows.map((row, index) => (index === 9 ? { ...row, row: pause } : row)) },
      { removed: [], bids: { 9: 1 }, budgets: {} },
      NOW,
    );
    expect(edited.problems.map((problem) => problem.message.en)).toEqual(['This row has no bid to change.']);
  });

  it('counts the edited plan again: a left-out row leaves the summary', () => {
    const plan = fixturePlan();
    const edited = applyPlanEdits(plan, { removed: [9], bids: {}, budgets: {} }, NOW).plan!;
    const type = plan.rows[9]!.change.type;
    const before = plan.rows.filter((row) => row.change.type === type).length;
    expect(before).toBeGreaterThan(0);
    expect(edited.summary.changeCounts[type] ?? 0).toBe(before - 1);
  });
});
