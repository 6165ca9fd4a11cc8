// The answer shape of a linked-shop plan: its status, counts and every change-set item with the reason of
// a failure in the caller's language and Amazon's own words as the detail.
import {
  errorMessage,
  isErrorKey,
  SHOP_PLAN_APPLY_WITHIN_DAYS,
  type ChangeItem,
  type Language,
  type ShopPlanData,
} from '@adplan/contracts';
import type { StoredItem, StoredItemError, StoredShopPlan } from './shop-plans-repository';

function words(error: StoredItemError | null, language: Language): string | null {
  if (!error) return null;
  return isErrorKey(error.key)
    ? errorMessage(error.key, language, error.params)
    : errorMessage('shopPlan.item.other', language);
}

/** One stored item as the seller reads it (`sending` shows as pending: its outcome is checked on the next run). */
export function presentItem(item: StoredItem, language: Language): ChangeItem {
  const unknown = item.state === 'sending';
  return {
    item_id: item.itemId,
    campaign_name: item.campaignName,
    operation: item.operation,
    entity: item.entity,
    name: item.name,
    ad_group_name: item.adGroupName ?? null,
    match_type: item.matchType ?? null,
    planned_before: item.plannedBefore ?? null,
    before: item.before,
    after: item.after,
    state: item.state === 'sending' ? 'pending' : item.state,
    amazon_id: item.amazonId,
    reason: unknown ? errorMessage('shopPlan.item.unknownOutcome', language) : words(item.error, language),
    detail: item.error?.detail ?? null,
    read_back: item.readBack,
    read_back_values: item.readBackValues,
    undo_state: item.undoState === 'sending' ? 'pending' : item.undoState,
    undo_reason: words(item.undoError, language),
  };
}

const DAY_MS = 86_400_000;

/** Until when a generated plan may be applied (stored time, like `createdAt`). */
export function applyUntil(createdAt: string): string {
  return new Date(Date.parse(createdAt) + SHOP_PLAN_APPLY_WITHIN_DAYS * DAY_MS).toISOString();
}

/** The status a seller sees: a generated plan past its apply window reads `expired`. */
export function presentedStatus(status: string, createdAt: string, now: string): ShopPlanData['status'] {
  if (status === 'generated' && Date.parse(applyUntil(createdAt)) <= Date.parse(now)) return 'expired';
  return status as ShopPlanData['status'];
}

/** A linked-shop plan with its change-set, as the seller sees it at `now`. */
export function presentShopPlan(
  plan: StoredShopPlan,
  items: StoredItem[],
  language: Language,
  now: string,
): ShopPlanData {
  const count = (test: (item: StoredItem) => boolean) => items.filter(test).length;
  const reason =
    plan.statusKey && isErrorKey(plan.statusKey)
      ? errorMessage('shopPlan.amazonUnavailable', language, {
          detail: errorMessage(plan.statusKey, language),
        })
      : null;
  return {
    plan_id: plan.planId,
    shop_id: plan.shopId,
    shop_name: plan.shopName,
    marketplace: plan.marketplace === 'CA' ? 'CA' : 'US',
    flow: plan.flow,
    status: presentedStatus(plan.status, plan.createdAt, now),
    status_reason: reason,
    created_at: plan.createdAt,
    apply_until: plan.appliedAt ? null : applyUntil(plan.createdAt),
    applied_at: plan.appliedAt,
    undone_at: plan.undoneAt,
    counts: {
      total: items.length,
      pending: count((item) => item.state === 'pending' || item.state === 'sending'),
      applied: count((item) => item.state === 'applied'),
      failed: count((item) => item.state === 'failed'),
      skipped: count((item) => item.state === 'skipped'),
      matched: count((item) => item.readBack === 'match'),
      mismatched: count((item) => item.readBack === 'mismatch' || item.readBack === 'missing'),
      undone: count((item) => item.undoState === 'undone'),
    },
    items: items.map((item) => presentItem(item, language)),
  };
}
