// The change-set review as data: items grouped by campaign in apply order, each with its before -> after
// pairs, its result on Amazon and its read-back; and which actions the plan's status allows.
import type { ChangeItem, ShopPlanData } from '@adplan/contracts';
import { beforeOf } from './change-set-impact';

type Value = string | number | boolean | null;

/** One changed field: its name (translated by the view), the value before (if known) and after. */
export interface FieldChange {
  field: string;
  before?: Value;
  after: Value;
  /** What Amazon holds after apply, where it differs from `after`. */
  actual?: Value;
}

/** One row of the review. */
export interface ChangeSetRow {
  key: number;
  item: ChangeItem;
  changes: FieldChange[];
}

/** The rows of one campaign. */
export interface ChangeSetGroup {
  campaign: string;
  rows: ChangeSetRow[];
  failed: number;
}

/**
 * The before -> after pairs of an item, keeping only fields that change (all of them for a creation).
 * "Before" is the live value read at apply, else what the shop held when the plan was made.
 */
export function fieldChanges(item: ChangeItem): FieldChange[] {
  const before = beforeOf(item);
  return Object.entries(item.after)
    .filter(([field, after]) => item.operation === 'create' || !before || before[field] !== after)
    .map(([field, after]) => ({
      field,
      after,
      ...(before && field in before ? { before: before[field] ?? null } : {}),
      ...(item.read_back_values && field in item.read_back_values
        ? { actual: item.read_back_values[field] ?? null }
        : {}),
    }));
}

/** The items grouped by campaign, campaigns in the order their first item is applied. */
export function changeSetGroups(items: readonly ChangeItem[]): ChangeSetGroup[] {
  const groups = new Map<string, ChangeSetGroup>();
  for (const item of items) {
    const group = groups.get(item.campaign_name) ?? { campaign: item.campaign_name, rows: [], failed: 0 };
    group.rows.push({ key: item.item_id, item, changes: fieldChanges(item) });
    if (item.state === 'failed' || item.state === 'skipped') group.failed += 1;
    groups.set(item.campaign_name, group);
  }
  return [...groups.values()];
}

/** What the seller may do with the plan now. */
export interface ChangeSetActions {
  /** Send the change-set (first time, or resume an interrupted run). */
  apply: boolean;
  /** Send the failed and skipped items again. */
  retryFailed: boolean;
  /** Undo what was applied. */
  undo: boolean;
  /** A run is under way (poll for progress). */
  running: boolean;
}

/** The actions a plan's status allows. */
export function changeSetActions(plan: ShopPlanData): ChangeSetActions {
  const running = plan.status === 'applying' || (plan.status === 'undoing' && plan.status_reason === null);
  const undone = plan.status === 'undone' || plan.status === 'undoing';
  return {
    apply: !undone && !running && (plan.status === 'generated' || plan.status === 'interrupted'),
    retryFailed:
      !undone && !running && plan.status === 'partial' && plan.counts.failed + plan.counts.skipped > 0,
    undo: !running && plan.counts.applied > 0 && plan.status !== 'undone',
    running,
  };
}

/** Share of the change-set Amazon has answered (applied, failed or skipped), 0-100. */
export function applyPercent(plan: ShopPlanData): number {
  if (plan.counts.total === 0) return 100;
  const answered = plan.counts.applied + plan.counts.failed + plan.counts.skipped;
  return Math.round((answered / plan.counts.total) * 100);
}

/** The tag colour of a plan's status in the usage records: waiting, done, stopped or over. */
export function shopStatusColor(status: string): string {
  if (status === 'generated') return 'processing';
  if (status === 'applied') return 'success';
  if (status === 'partial' || status === 'interrupted') return 'warning';
  if (status === 'applying' || status === 'undoing') return 'blue';
  return 'default';
}
