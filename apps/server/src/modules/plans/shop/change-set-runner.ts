// Applies and undoes a stored change-set on Amazon item by item (docs/decisions/0013): every item's state
// is saved before and after each batch, so a retried or interrupted run resumes where it stopped, never
// creates an entity twice (an item whose outcome is unknown is first looked up by Amazon's uniqueness key
// and adopted), skips the dependents of a failed parent, and reads the result back to compare.
import { isRealId } from '@adplan/engine';
import type { AdsItemError, AdsProfileApi } from '../../../amazon/ads-api';
import { amazonFailureDetailKey } from '../../../amazon/account-reader/shop-read-error';
import { isAdsApiError } from '../../../amazon/ads-api-errors';
import type { DbExecutor } from '../../../ports/usage-ledger';
import type { ChangeValue, ChangeValues } from './change-set-builder';
import { isAutoExpression } from '../../../amazon/entities/bulk-vocabulary';
import { ENTITY_DRIVERS, type BatchResult, type ResolvedItem } from './shop-entity-drivers';
import { itemErrorDetail, itemErrorKey } from './shop-plan-words';
import type { ShopPlansRepository, StoredItem, StoredItemError } from './shop-plans-repository';

/** How a run ended: finished, or stopped by a whole-request Amazon failure (kept as a key and detail). */
export type RunOutcome = { stopped: false } | { stopped: true; reasonKey: string; detail: string };

/** Campaign-level entities: an update merges into the campaign's live values (strategy, placements). */
const CAMPAIGN_LEVEL = new Set(['campaign', 'placement', 'sbCampaign', 'sbPlacement']);
const PLACEMENT = new Set(['placement', 'sbPlacement']);

const equal = (a: ChangeValue | undefined, b: ChangeValue | undefined): boolean => {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 0.005;
  if (typeof a === 'string' && typeof b === 'string')
    return a.trim().toLowerCase() === b.trim().toLowerCase();
  return (a ?? null) === (b ?? null);
};

/** The live values of an item in its own keys (a placement item sees its one placement). */
export function projectValues(
  item: Pick<StoredItem, 'entity' | 'after'>,
  live: ChangeValues | undefined,
): ChangeValues | undefined {
  if (!live) return undefined;
  if (PLACEMENT.has(item.entity)) {
    const placement = String(item.after['placement']);
    return { placement, percentage: live[`placement.${placement}`] ?? 0 };
  }
  return Object.fromEntries(Object.keys(item.after).map((key) => [key, live[key] ?? null]));
}

/** What an archive item asks for is the archived state, in either API's spelling. */
const wanted = (item: StoredItem): ChangeValues =>
  item.operation === 'archive'
    ? { state: item.entity.startsWith('sb') && item.entity !== 'sbCampaign' ? 'archived' : 'ARCHIVED' }
    : item.after;

/** Why a run stopped, from Amazon's whole-request failure. */
function stopOf(error: unknown): RunOutcome {
  return {
    stopped: true,
    reasonKey: String(amazonFailureDetailKey(isAdsApiError(error) ? error.kind : 'unavailable')),
    detail: error instanceof Error ? error.message.slice(0, 500) : String(error),
  };
}

const itemError = (errors: AdsItemError[]): StoredItemError => ({
  key: String(itemErrorKey(errors)),
  detail: itemErrorDetail(errors),
});

/** One apply or undo run of one plan's change-set against one profile. */
export class ChangeSetRunner {
  private items: StoredItem[] = [];

  constructor(
    private readonly db: DbExecutor,
    private readonly repository: ShopPlansRepository,
    private readonly api: AdsProfileApi,
    private readonly planId: string,
    private readonly now: () => string,
    /** The shop's marketplace day (YYYY-MM-DD, as the Ads API writes dates) at the moment of the call. */
    private readonly marketplaceToday: () => string,
  ) {}

  private async patch(items: StoredItem[], patch: Parameters<ShopPlansRepository['patchItems']>[3]) {
    for (const item of items) Object.assign(item, patch);
    await this.repository.patchItems(
      this.db,
      this.planId,
      items.map((item) => item.itemId),
      patch,
      this.now(),
    );
  }

  /** A reference's real id: itself when real, else the id Amazon gave the item that created it. */
  private resolve(ref: string | undefined): string | undefined {
    if (ref === undefined) return undefined;
    if (isRealId(ref)) return ref;
    return this.items.find((item) => item.ownRef === ref && item.state === 'applied')?.amazonId ?? undefined;
  }

  private resolved(item: StoredItem, after: ChangeValues = item.after): ResolvedItem {
    const campaignId =
      this.resolve(item.campaignRef) ?? (CAMPAIGN_LEVEL.has(item.entity) ? item.targetId : undefined);
    const adGroupId = this.resolve(item.adGroupRef);
    const id = item.amazonId ?? item.targetId;
    return {
      after,
      ...(campaignId ? { campaignId } : {}),
      ...(adGroupId ? { adGroupId } : {}),
      ...(id ? { id } : {}),
    };
  }

  /** The item creating a parent that is not applied, or undefined when every parent exists. */
  private missingParent(item: StoredItem): StoredItem | undefined {
    for (const ref of [item.campaignRef, item.adGroupRef]) {
      if (ref === undefined || isRealId(ref)) continue;
      const parent = this.items.find((candidate) => candidate.ownRef === ref);
      if (!parent || parent.state !== 'applied') return parent ?? item;
    }
    return undefined;
  }

  /** Applies every item not applied yet, layer by layer, then reads the result back. */
  async apply(): Promise<RunOutcome> {
    this.items = await this.repository.items(this.db, this.planId);
    // A retry sends the failed and skipped items again; applied ones are never sent twice.
    await this.patch(
      this.items.filter((item) => item.state === 'failed' || item.state === 'skipped'),
      { state: 'pending', error: null },
    );
    try {
      await this.recordBefore();
      const layers = [...new Set(this.items.map((item) => item.layer))].sort((a, b) => a - b);
      for (const layer of layers) await this.applyLayer(this.items.filter((item) => item.layer === layer));
    } catch (error) {
      // Amazon unreachable mid-run: what is done stays saved and the next run resumes. Anything else is a fault.
      if (isAdsApiError(error)) return stopOf(error);
      throw error;
    }
    await this.readBack();
    return { stopped: false };
  }

  /** Keeps the live values of what updates and archives change, read right before the first send. */
  private async recordBefore() {
    const needing = this.items.filter(
      (item) => item.operation !== 'create' && item.before === null && item.state !== 'applied',
    );
    for (const [entity, group] of this.byEntity(needing)) {
      const live = await ENTITY_DRIVERS[entity].read(
        this.api,
        group.map((item) => this.resolved(item)),
      );
      for (const item of group) {
        const before = projectValues(item, live.get(item.targetId ?? ''));
        if (before) await this.patch([item], { before });
      }
    }
  }

  private byEntity(items: StoredItem[]): Map<StoredItem['entity'], StoredItem[]> {
    const groups = new Map<StoredItem['entity'], StoredItem[]>();
    for (const item of items) groups.set(item.entity, [...(groups.get(item.entity) ?? []), item]);
    return groups;
  }

  private async applyLayer(layerItems: StoredItem[]) {
    const open = layerItems.filter((item) => item.state === 'pending' || item.state === 'sending');
    const ready: StoredItem[] = [];
    for (const item of open) {
      const parent = this.missingParent(item);
      if (parent) {
        await this.patch([item], {
          state: 'skipped',
          error: { key: 'shopPlan.item.parentFailed', params: { parent: parent.name } },
        });
      } else ready.push(item);
    }
    // An item sent before without a known outcome is looked up first and adopted when Amazon has it.
    for (const item of ready.filter(
      (candidate) => candidate.state === 'sending' && candidate.operation === 'create',
    )) {
      const found = await ENTITY_DRIVERS[item.entity].find?.(this.api, this.resolved(item));
      if (found) await this.patch([item], { state: 'applied', amazonId: found, error: null });
    }
    const toSend = ready.filter((item) => item.state !== 'applied');
    for (const [entity, group] of this.byEntity(toSend)) {
      for (const operation of ['create', 'update', 'archive'] as const) {
        const batch = group.filter((item) => item.operation === operation);
        if (batch.length === 0) continue;
        if (operation === 'create') await this.sendCreates(entity, batch);
        else await this.sendChanges(entity, batch, operation);
      }
    }
  }

  private async sendCreates(entity: StoredItem['entity'], batch: StoredItem[]) {
    const driver = ENTITY_DRIVERS[entity];
    // Amazon makes an auto campaign's four targeting groups itself: adopt each and set its bid.
    const auto =
      entity === 'productTarget' ? batch.filter((item) => isAutoExpression(item.after['expression'])) : [];
    for (const item of auto) {
      const found = await driver.find?.(this.api, this.resolved(item));
      if (!found) {
        await this.patch([item], { state: 'failed', error: { key: 'shopPlan.item.notFound' } });
        continue;
      }
      await this.patch([item], { amazonId: found });
      const { expression: _expression, ...values } = item.after;
      await this.sendChanges(entity, [item], 'update', values);
    }
    const manual = batch.filter((item) => !auto.includes(item));
    if (manual.length === 0 || !driver.create) return;
    await this.startNoEarlierThanToday(manual);
    await this.patch(manual, { state: 'sending' });
    const result = await driver.create(
      this.api,
      manual.map((item) => this.resolved(item)),
    );
    await this.settle(manual, result, async (item, errors) => {
      // A duplicate of what this item asks for is the item itself (an earlier send that did arrive).
      if (errors[0]?.errorType !== 'duplicateValueError') return undefined;
      return driver.find?.(this.api, this.resolved(item));
    });
  }

  /**
   * A plan keeps the day it was generated as each new campaign's start date, and it may be applied on any day
   * of its apply window; Amazon refuses a start date before the marketplace's today
   * (START_DATE_EARLIER_THAN_TODAY, Ads API reference §3.9), so such a campaign starts today. The item keeps
   * the date it was sent with, so the read-back compares with what Amazon was asked.
   */
  private async startNoEarlierThanToday(creates: StoredItem[]) {
    const today = this.marketplaceToday();
    for (const item of creates) {
      const startDate = item.after['startDate'];
      if (CAMPAIGN_LEVEL.has(item.entity) && typeof startDate === 'string' && startDate < today)
        await this.patch([item], { after: { ...item.after, startDate: today } });
    }
  }

  /** Sends updates or archives; updates of one entity id are merged into one item of the request. */
  private async sendChanges(
    entity: StoredItem['entity'],
    batch: StoredItem[],
    operation: 'update' | 'archive',
    values?: ChangeValues,
  ) {
    const driver = ENTITY_DRIVERS[entity];
    const send = operation === 'update' ? driver.update : driver.archive;
    if (!send) {
      await this.patch(batch, { state: 'failed', error: { key: 'shopPlan.item.other' } });
      return;
    }
    const groups = new Map<string, StoredItem[]>();
    for (const item of batch) {
      const id = item.amazonId ?? item.targetId ?? '';
      groups.set(id, [...(groups.get(id) ?? []), item]);
    }
    const merged = [...groups.values()].map((items) => {
      const after: ChangeValues = {};
      for (const item of items)
        Object.assign(
          after,
          PLACEMENT.has(entity)
            ? { [`placement.${String(item.after['placement'])}`]: item.after['percentage'] ?? 0 }
            : (values ?? item.after),
        );
      return this.resolved(items[0]!, after);
    });
    await this.patch(batch, { state: 'sending' });
    const live = CAMPAIGN_LEVEL.has(entity)
      ? await driver.read(this.api, merged)
      : new Map<string, ChangeValues>();
    const result = await send(this.api, merged, live);
    const owners = [...groups.values()];
    await this.settleGroups(owners, result);
  }

  private async settle(
    items: StoredItem[],
    result: BatchResult,
    adopt: (item: StoredItem, errors: AdsItemError[]) => Promise<string | undefined>,
  ) {
    for (const success of result.success) {
      const item = items[success.index];
      if (item) await this.patch([item], { state: 'applied', amazonId: success.id, error: null });
    }
    for (const failure of result.error) {
      const item = items[failure.index];
      if (!item) continue;
      const found = await adopt(item, failure.errors);
      if (found) await this.patch([item], { state: 'applied', amazonId: found, error: null });
      else await this.patch([item], { state: 'failed', error: itemError(failure.errors) });
    }
  }

  private async settleGroups(groups: StoredItem[][], result: BatchResult) {
    for (const success of result.success) {
      const items = groups[success.index] ?? [];
      await this.patch(items, { state: 'applied', error: null });
      for (const item of items)
        if (!item.amazonId && item.operation !== 'create')
          await this.patch([item], { amazonId: item.targetId ?? success.id });
    }
    for (const failure of result.error)
      await this.patch(groups[failure.index] ?? [], { state: 'failed', error: itemError(failure.errors) });
  }

  /** Reads every applied item back and records whether Amazon holds what was asked. */
  private async readBack() {
    const applied = this.items.filter((item) => item.state === 'applied');
    for (const [entity, group] of this.byEntity(applied)) {
      const live = await ENTITY_DRIVERS[entity].read(
        this.api,
        group.map((item) => this.resolved(item)),
      );
      for (const item of group) {
        const asked = wanted(item);
        const values = projectValues(
          { entity: item.entity, after: asked },
          live.get(item.amazonId ?? item.targetId ?? ''),
        );
        if (!values) {
          await this.patch([item], { readBack: 'missing', readBackValues: null });
          continue;
        }
        const differing = Object.fromEntries(
          Object.entries(asked)
            .filter(([key, value]) => !equal(values[key], value))
            .map(([key]) => [key, values[key] ?? null]),
        );
        const match = Object.keys(differing).length === 0;
        await this.patch([item], {
          readBack: match ? 'match' : 'mismatch',
          readBackValues: match ? null : differing,
        });
      }
    }
  }

  /** Undoes every applied item: restores before values, archives what was created (its top-most entity). */
  async undo(): Promise<RunOutcome> {
    this.items = await this.repository.items(this.db, this.planId);
    const open = this.items.filter((item) => item.state === 'applied' && item.undoState !== 'undone');
    try {
      const restores = open.filter((item) => item.operation === 'update');
      for (const [entity, group] of this.byEntity(restores)) await this.restore(entity, group);
      for (const item of open.filter((candidate) => candidate.operation === 'archive'))
        // Amazon cannot bring an archived entity back (reference §3.1).
        await this.patch([item], { undoState: 'failed', undoError: { key: 'shopPlan.item.state' } });
      const created = open.filter((item) => item.operation === 'create');
      const roots = created.filter((item) => !this.coveringParent(item));
      const reversed = [...this.byEntity(roots)].sort(([, a], [, b]) => b[0]!.layer - a[0]!.layer);
      for (const [entity, group] of reversed) await this.archiveCreated(entity, group);
      for (const item of created.filter((candidate) => this.coveringParent(candidate))) {
        const parent = this.coveringParent(item)!;
        await this.patch(
          [item],
          parent.undoState === 'undone'
            ? { undoState: 'undone', undoError: null }
            : {
                undoState: 'failed',
                undoError: { key: 'shopPlan.item.parentFailed', params: { parent: parent.name } },
              },
        );
      }
    } catch (error) {
      // Amazon unreachable mid-run: what is done stays saved and the next run resumes. Anything else is a fault.
      if (isAdsApiError(error)) return stopOf(error);
      throw error;
    }
    return { stopped: false };
  }

  /** The created parent whose archive also retires this created item (archiving a campaign or ad group). */
  private coveringParent(item: StoredItem): StoredItem | undefined {
    for (const ref of [item.campaignRef, item.adGroupRef]) {
      if (ref === undefined || isRealId(ref)) continue;
      const parent = this.items.find(
        (candidate) => candidate.ownRef === ref && candidate.state === 'applied',
      );
      if (parent && ENTITY_DRIVERS[parent.entity].archive) return parent;
    }
    return undefined;
  }

  private async restore(entity: StoredItem['entity'], group: StoredItem[]) {
    const driver = ENTITY_DRIVERS[entity];
    const withBefore = group.filter((item) => item.before);
    await this.patch(
      group.filter((item) => !item.before),
      { undoState: 'failed', undoError: { key: 'shopPlan.item.notFound' } },
    );
    if (withBefore.length === 0 || !driver.update) return;
    const byId = new Map<string, StoredItem[]>();
    for (const item of withBefore)
      byId.set(item.amazonId ?? item.targetId ?? '', [
        ...(byId.get(item.amazonId ?? item.targetId ?? '') ?? []),
        item,
      ]);
    const groups = [...byId.values()];
    const request = groups.map((items) => {
      const after: ChangeValues = {};
      for (const item of items) {
        const before = item.before ?? {};
        if (PLACEMENT.has(entity))
          after[`placement.${String(before['placement'])}`] = before['percentage'] ?? 0;
        else
          Object.assign(
            after,
            Object.fromEntries(Object.entries(before).filter(([, value]) => value !== null)),
          );
      }
      return this.resolved(items[0]!, after);
    });
    await this.patch(withBefore, { undoState: 'sending' });
    const live = CAMPAIGN_LEVEL.has(entity)
      ? await driver.read(this.api, request)
      : new Map<string, ChangeValues>();
    const result = await driver.update(this.api, request, live);
    for (const success of result.success)
      await this.patch(groups[success.index] ?? [], { undoState: 'undone', undoError: null });
    for (const failure of result.error)
      await this.patch(groups[failure.index] ?? [], {
        undoState: 'failed',
        undoError: itemError(failure.errors),
      });
  }

  private async archiveCreated(entity: StoredItem['entity'], group: StoredItem[]) {
    const driver = ENTITY_DRIVERS[entity];
    if (!driver.archive) {
      await this.patch(group, { undoState: 'failed', undoError: { key: 'shopPlan.item.other' } });
      return;
    }
    await this.patch(group, { undoState: 'sending' });
    const result = await driver.archive(
      this.api,
      group.map((item) => this.resolved(item)),
    );
    for (const success of result.success) {
      const item = group[success.index];
      if (item) await this.patch([item], { undoState: 'undone', undoError: null });
    }
    for (const failure of result.error) {
      const item = group[failure.index];
      if (!item) continue;
      // Archiving twice (a resumed undo) is refused by Amazon; the entity is archived all the same.
      const live = (await driver.read(this.api, [this.resolved(item)])).get(item.amazonId ?? '');
      const archived = typeof live?.['state'] === 'string' && live['state'].toUpperCase() === 'ARCHIVED';
      await this.patch(
        [item],
        archived
          ? { undoState: 'undone', undoError: null }
          : { undoState: 'failed', undoError: itemError(failure.errors) },
      );
    }
  }
}
