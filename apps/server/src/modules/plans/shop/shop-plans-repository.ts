// Linked-shop plans and their change-set items on the database. Reads are scoped to the owner (another
// user's plan answers nothing, hence 404). The apply/undo lock is one conditional update, which is atomic
// on SQLite and PostgreSQL alike.
import type { DbExecutor } from '../../../ports/usage-ledger';
import type { ChangeSetItem, ChangeValues } from './change-set-builder';
import { presentedStatus } from './shop-plans-presenter';

/** A stored linked-shop plan. */
export interface StoredShopPlan {
  planId: string;
  userId: number;
  shopId: string;
  shopName: string;
  marketplace: string;
  flow: string;
  status: string;
  statusKey: string | null;
  statusDetail: string | null;
  appliedAt: string | null;
  undoneAt: string | null;
  createdAt: string;
}

/** An item's stored error: a `shopPlan.*` key, its params, and Amazon's detail. */
export interface StoredItemError {
  key: string;
  params?: Record<string, string>;
  detail?: string;
}

/** A stored change-set item with its state. */
export interface StoredItem extends ChangeSetItem {
  before: ChangeValues | null;
  amazonId: string | null;
  state: 'pending' | 'sending' | 'applied' | 'failed' | 'skipped';
  error: StoredItemError | null;
  readBack: 'match' | 'mismatch' | 'missing' | null;
  readBackValues: ChangeValues | null;
  undoState: 'none' | 'pending' | 'sending' | 'undone' | 'failed';
  undoError: StoredItemError | null;
}

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

/** What a stored item's row changes to. */
export type ItemPatch = Partial<
  Pick<
    StoredItem,
    | 'before'
    | 'after'
    | 'amazonId'
    | 'state'
    | 'error'
    | 'readBack'
    | 'readBackValues'
    | 'undoState'
    | 'undoError'
  >
>;

/** Linked-shop plan storage. */
export class ShopPlansRepository {
  /** Stores the shop side of a plan and its change-set, inside the caller's transaction. */
  async insert(
    trx: DbExecutor,
    plan: Omit<StoredShopPlan, 'flow' | 'statusKey' | 'statusDetail' | 'appliedAt' | 'undoneAt' | 'status'>,
    items: ChangeSetItem[],
  ): Promise<void> {
    await trx
      .insertInto('shop_plans')
      .values({
        plan_id: plan.planId,
        user_id: plan.userId,
        shop_id: plan.shopId,
        shop_name: plan.shopName,
        marketplace: plan.marketplace,
        status: 'generated',
        created_at: plan.createdAt,
      })
      .execute();
    await this.insertItems(trx, plan.planId, items, plan.createdAt);
  }

  /**
   * Replaces the change-set of a plan nothing of which was sent yet (status `generated`, no run holding
   * its lock), inside the caller's transaction; false (and nothing changed) once an apply has begun.
   */
  async replaceUnsentItems(
    trx: DbExecutor,
    planId: string,
    items: ChangeSetItem[],
    now: string,
  ): Promise<boolean> {
    // A no-op update that matches only an untouched plan: it also takes the row's lock on PostgreSQL, so
    // an apply starting meanwhile waits for this transaction and then sends the new items.
    const untouched = await trx
      .updateTable('shop_plans')
      .set({ status: 'generated' })
      .where('plan_id', '=', planId)
      .where('status', '=', 'generated')
      .where((eb) => eb.or([eb('lock_until', 'is', null), eb('lock_until', '<', now)]))
      .executeTakeFirst();
    if (Number(untouched.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('shop_plan_items').where('plan_id', '=', planId).execute();
    await this.insertItems(trx, planId, items, now);
    return true;
  }

  private async insertItems(
    trx: DbExecutor,
    planId: string,
    items: ChangeSetItem[],
    now: string,
  ): Promise<void> {
    for (const item of items) {
      await trx
        .insertInto('shop_plan_items')
        .values({
          plan_id: planId,
          item_id: item.itemId,
          layer: item.layer,
          entity: item.entity,
          operation: item.operation,
          campaign_name: item.campaignName,
          name: item.name,
          own_ref: item.ownRef ?? null,
          campaign_ref: item.campaignRef ?? null,
          ad_group_ref: item.adGroupRef ?? null,
          target_id: item.targetId ?? null,
          after_json: JSON.stringify(item.after),
          ad_group_name: item.adGroupName ?? null,
          match_type: item.matchType ?? null,
          planned_before_json: item.plannedBefore ? JSON.stringify(item.plannedBefore) : null,
          state: 'pending',
          undo_state: 'none',
          updated_at: now,
        })
        .execute();
    }
  }

  /** The user's linked-shop plan `planId` (kept plans only). */
  async find(
    db: DbExecutor,
    userId: number,
    planId: string,
    now: string,
  ): Promise<StoredShopPlan | undefined> {
    const row = await db
      .selectFrom('shop_plans')
      .innerJoin('plans', 'plans.id', 'shop_plans.plan_id')
      .selectAll('shop_plans')
      .select('plans.flow')
      .where('shop_plans.plan_id', '=', planId)
      .where('shop_plans.user_id', '=', userId)
      .where('plans.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      planId: row.plan_id,
      userId: row.user_id,
      shopId: row.shop_id,
      shopName: row.shop_name,
      marketplace: row.marketplace,
      flow: row.flow,
      status: row.status,
      statusKey: row.status_key,
      statusDetail: row.status_detail,
      appliedAt: row.applied_at,
      undoneAt: row.undone_at,
      createdAt: row.created_at,
    };
  }

  /** The shop names and statuses (as the seller sees them at `now`) of some plans (for the usage records). */
  async shopsOf(
    db: DbExecutor,
    planIds: string[],
    now: string,
  ): Promise<Map<string, { shopName: string; status: string; applied: number }>> {
    if (planIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('shop_plans')
      .select(['plan_id', 'shop_name', 'status', 'created_at'])
      .where('plan_id', 'in', planIds)
      .execute();
    const applied = await db
      .selectFrom('shop_plan_items')
      .select(['plan_id', (eb) => eb.fn.countAll<number | string>().as('applied')])
      .where('plan_id', 'in', planIds)
      .where('state', '=', 'applied')
      .groupBy('plan_id')
      .execute();
    const counts = new Map(applied.map((row) => [row.plan_id, Number(row.applied)]));
    return new Map(
      rows.map((row) => [
        row.plan_id,
        {
          shopName: row.shop_name,
          status: presentedStatus(row.status, row.created_at, now),
          applied: counts.get(row.plan_id) ?? 0,
        },
      ]),
    );
  }

  /** The items of a plan in apply order. */
  async items(db: DbExecutor, planId: string): Promise<StoredItem[]> {
    const rows = await db
      .selectFrom('shop_plan_items')
      .selectAll()
      .where('plan_id', '=', planId)
      .orderBy('layer')
      .orderBy('item_id')
      .execute();
    return rows.map((row) => ({
      itemId: row.item_id,
      layer: row.layer,
      entity: row.entity as StoredItem['entity'],
      operation: row.operation as StoredItem['operation'],
      campaignName: row.campaign_name,
      name: row.name,
      ...(row.own_ref ? { ownRef: row.own_ref } : {}),
      ...(row.campaign_ref ? { campaignRef: row.campaign_ref } : {}),
      ...(row.ad_group_ref ? { adGroupRef: row.ad_group_ref } : {}),
      ...(row.target_id ? { targetId: row.target_id } : {}),
      after: JSON.parse(row.after_json) as ChangeValues,
      ...(row.ad_group_name ? { adGroupName: row.ad_group_name } : {}),
      ...(row.match_type ? { matchType: row.match_type } : {}),
      ...(row.planned_before_json
        ? { plannedBefore: JSON.parse(row.planned_before_json) as ChangeValues }
        : {}),
      before: json<ChangeValues>(row.before_json),
      amazonId: row.amazon_id,
      state: row.state as StoredItem['state'],
      error: json<StoredItemError>(row.error_json),
      readBack: row.read_back as StoredItem['readBack'],
      readBackValues: json<ChangeValues>(row.read_back_json),
      undoState: row.undo_state as StoredItem['undoState'],
      undoError: json<StoredItemError>(row.undo_error_json),
    }));
  }

  /** Saves what changed of some items (one statement each, so a crash keeps every earlier outcome). */
  async patchItems(
    db: DbExecutor,
    planId: string,
    itemIds: number[],
    patch: ItemPatch,
    now: string,
  ): Promise<void> {
    if (itemIds.length === 0) return;
    const set: Record<string, string | null> = { updated_at: now };
    if (patch.before !== undefined)
      set['before_json'] = patch.before === null ? null : JSON.stringify(patch.before);
    if (patch.after !== undefined) set['after_json'] = JSON.stringify(patch.after);
    if (patch.amazonId !== undefined) set['amazon_id'] = patch.amazonId;
    if (patch.state !== undefined) set['state'] = patch.state;
    if (patch.error !== undefined)
      set['error_json'] = patch.error === null ? null : JSON.stringify(patch.error);
    if (patch.readBack !== undefined) set['read_back'] = patch.readBack;
    if (patch.readBackValues !== undefined)
      set['read_back_json'] = patch.readBackValues === null ? null : JSON.stringify(patch.readBackValues);
    if (patch.undoState !== undefined) set['undo_state'] = patch.undoState;
    if (patch.undoError !== undefined)
      set['undo_error_json'] = patch.undoError === null ? null : JSON.stringify(patch.undoError);
    await db
      .updateTable('shop_plan_items')
      .set(set)
      .where('plan_id', '=', planId)
      .where('item_id', 'in', itemIds)
      .execute();
  }

  /**
   * Takes the plan's apply/undo lock until `until` unless another run holds it (a lock held with the same
   * token is taken over: the same job running again); true when taken.
   */
  async lock(db: DbExecutor, planId: string, token: string, now: string, until: string): Promise<boolean> {
    const result = await db
      .updateTable('shop_plans')
      .set({ lock_token: token, lock_until: until })
      .where('plan_id', '=', planId)
      .where((eb) =>
        eb.or([eb('lock_until', 'is', null), eb('lock_until', '<', now), eb('lock_token', '=', token)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Releases the lock held with `token`. */
  async unlock(db: DbExecutor, planId: string, token: string): Promise<void> {
    await db
      .updateTable('shop_plans')
      .set({ lock_token: null, lock_until: null })
      .where('plan_id', '=', planId)
      .where('lock_token', '=', token)
      .execute();
  }

  /** Sets the plan's status (and when it was applied or undone, and why a run stopped). */
  async setStatus(
    db: DbExecutor,
    planId: string,
    status: string,
    extra: {
      statusKey?: string | null;
      statusDetail?: string | null;
      appliedAt?: string;
      undoneAt?: string;
    } = {},
  ): Promise<void> {
    await db
      .updateTable('shop_plans')
      .set({
        status,
        ...(extra.statusKey !== undefined ? { status_key: extra.statusKey } : {}),
        ...(extra.statusDetail !== undefined ? { status_detail: extra.statusDetail } : {}),
        ...(extra.appliedAt ? { applied_at: extra.appliedAt } : {}),
        ...(extra.undoneAt ? { undone_at: extra.undoneAt } : {}),
      })
      .where('plan_id', '=', planId)
      .execute();
  }

  /** The applied campaign items of a shop's plans that are not undone, newest first (tool campaigns). */
  async toolCampaignItems(db: DbExecutor, shopId: string) {
    return db
      .selectFrom('shop_plan_items')
      .innerJoin('shop_plans', 'shop_plans.plan_id', 'shop_plan_items.plan_id')
      .innerJoin('plans', 'plans.id', 'shop_plans.plan_id')
      .select([
        'shop_plan_items.plan_id',
        'shop_plan_items.entity',
        'shop_plan_items.operation',
        'shop_plan_items.campaign_name',
        'shop_plan_items.campaign_ref',
        'shop_plan_items.target_id',
        'shop_plan_items.amazon_id',
        'shop_plan_items.updated_at',
        'shop_plans.applied_at',
      ])
      .where('shop_plans.shop_id', '=', shopId)
      .where('shop_plans.status', 'in', ['applied', 'partial', 'interrupted'])
      .where('shop_plan_items.state', '=', 'applied')
      .orderBy('shop_plans.applied_at', 'desc')
      .execute();
  }
}
