import type { ChangeItem, ShopPlanData } from '@adplan/contracts';
import { describe, expect, it } from 'vitest';
import { applyPercent, changeSetActions, changeSetGroups, fieldChanges } from './change-set-view';

const item = (over: Partial<ChangeItem>): ChangeItem => ({
  item_id: 1,
  campaign_name: 'Board launch',
  operation: 'create',
  entity: 'keyword',
  name: 'bamboo board',
  ad_group_name: 'launch exact',
  match_type: 'exact',
  planned_before: null,
  before: null,
  after: { keywordText: 'bamboo board', bid: 0.8 },
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

const plan = (over: Partial<ShopPlanData>): ShopPlanData => ({
  plan_id: 'p1',
  shop_id: 's1',
  shop_name: 'Shop',
  marketplace: 'US',
  flow: 'keyword-cold-start',
  status: 'generated',
  status_reason: null,
  created_at: '2026-03-10T12:00:00.000Z',
  apply_until: '2026-03-17T12:00:00.000Z',
  applied_at: null,
  undone_at: null,
  counts: { total: 4, pending: 4, applied: 0, failed: 0, skipped: 0, matched: 0, mismatched: 0, undone: 0 },
  items: [],
  ...over,
});

describe('change-set view', () => {
  it('groups items by campaign in apply order and counts failures per campaign', () => {
    const groups = changeSetGroups([
      item({ item_id: 1, campaign_name: 'A' }),
      item({ item_id: 2, campaign_name: 'B', state: 'failed' }),
      item({ item_id: 3, campaign_name: 'A', state: 'skipped' }),
    ]);
    expect(groups.map((group) => [group.campaign, group.rows.map((row) => row.key), group.failed])).toEqual([
      ['A', [1, 3], 1],
      ['B', [2], 1],
    ]);
  });

  it('shows only changed fields of an update with before, after and what Amazon holds', () => {
    const changes = fieldChanges(
      item({
        operation: 'update',
        before: { bid: 1.2, state: 'ENABLED' },
        after: { bid: 0.9, state: 'ENABLED' },
        read_back_values: { bid: 1.0 },
      }),
    );
    expect(changes).toEqual([{ field: 'bid', before: 1.2, after: 0.9, actual: 1.0 }]);
    expect(fieldChanges(item({})).map((change) => change.field)).toEqual(['keywordText', 'bid']);
  });

  it('allows apply, retry and undo by status', () => {
    expect(changeSetActions(plan({}))).toEqual({
      apply: true,
      retryFailed: false,
      undo: false,
      running: false,
    });
    const partial = plan({
      status: 'partial',
      counts: {
        total: 4,
        pending: 0,
        applied: 3,
        failed: 1,
        skipped: 0,
        matched: 3,
        mismatched: 0,
        undone: 0,
      },
    });
    expect(changeSetActions(partial)).toEqual({
      apply: false,
      retryFailed: true,
      undo: true,
      running: false,
    });
    expect(changeSetActions(plan({ status: 'applying' })).running).toBe(true);
    const undone = plan({ status: 'undone', counts: { ...partial.counts, undone: 3 } });
    expect(changeSetActions(undone)).toEqual({
      apply: false,
      retryFailed: false,
      undo: false,
      running: false,
    });
    expect(changeSetActions(plan({ status: 'interrupted', status_reason: 'x' })).apply).toBe(true);
    // A plan past its apply window cannot be applied any more.
    expect(changeSetActions(plan({ status: 'expired' })).apply).toBe(false);
  });

  it('measures progress as answered items', () => {
    expect(
      applyPercent(
        plan({
          counts: {
            total: 4,
            pending: 1,
            applied: 2,
            failed: 1,
            skipped: 0,
            matched: 0,
            mismatched: 0,
            undone: 0,
          },
        }),
      ),
    ).toBe(75);
  });
});
