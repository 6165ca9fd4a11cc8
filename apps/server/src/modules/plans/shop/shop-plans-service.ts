// The linked-shop plan use cases: generate (the shop's data loaded from Amazon, the same engine flows, the
// plan + workbooks + change-set stored and one use debited in one transaction), show a plan, apply its
// change-set to Amazon and undo it. Another user's shop or plan answers 404.
import {
  PLAN_REQUEST_ID_PATTERN,
  SHOP_PLAN_APPLY_WITHIN_DAYS,
  SHOP_PLAN_FLOW_BY_PATH,
  SHOP_PLAN_TARGET_TYPE,
  marketplaceLocalDate,
  type Language,
  type ShopGeneratedPlanData,
  type ShopPlanData,
  type ShopPlanPath,
  type ShopPlanPayload,
} from '@adplan/contracts';
import type { AppDatabase } from '../../../db/database';
import { AppError, HttpStatus, ValidationError } from '../../../lib/app-error';
import { MINUTE_MS, toStoredTime, type Clock } from '../../../lib/clock';
import { randomToken } from '../../../lib/secure-random';
import { profileAccountReader } from '../../../amazon/account-reader/profile-account-reader';
import type { LinkedShop, ShopAccess } from '../../../ports/shop-access';
import type { DbExecutor } from '../../../ports/usage-ledger';
import type { CatalogueProvider } from '../catalogue-provider';
import type { PlansService } from '../plans-service';
import { buildChangeSet, type ChangeSetItem } from './change-set-builder';
import { ChangeSetRunner, type RunOutcome } from './change-set-runner';
import { loadShopAccount, type LoadedShopAccount } from './shop-account-loader';
import { presentedStatus, presentShopPlan } from './shop-plans-presenter';
import { ShopPlansRepository, type StoredShopPlan } from './shop-plans-repository';

/** An apply or undo holds the plan's lock this long at most (a crashed run's lock then expires). */
export const SHOP_PLAN_LOCK_MS = 10 * MINUTE_MS;

/** What the service needs. */
export interface ShopPlansServiceDeps {
  database: AppDatabase;
  plans: PlansService;
  shops: ShopAccess;
  catalogue: CatalogueProvider;
  clock: Clock;
  /** Time limit of the report runs while loading a shop's data. */
  reportTimeoutMs: number;
}

const shopNotFound = () => new AppError(HttpStatus.notFound, 50015, {}, 50015);
const planNotFound = () => new AppError(HttpStatus.notFound, 'shopPlan.notFound');

/** The linked-shop plan use cases. */
export class ShopPlansService {
  private readonly repository = new ShopPlansRepository();

  constructor(private readonly deps: ShopPlansServiceDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  private now(): string {
    return toStoredTime(this.deps.clock.now());
  }

  /** The user's usable shop, or 404 / the shop's own refusal (10031, 50018). */
  private async usableShop(userId: number, shopId: string): Promise<LinkedShop> {
    const shop = await this.deps.shops.findShop(userId, shopId);
    if (!shop) throw shopNotFound();
    this.deps.shops.assertUsable(shop, new Date(this.deps.clock.now()));
    return shop;
  }

  /**
   * Generates the plan of `path` for the user's shop; consumes one use only when it was stored. As a job
   * (`asJob`), the plan takes the job's id and the job is marked done in the storing transaction.
   */
  async generate(
    userId: number,
    path: ShopPlanPath,
    payload: ShopPlanPayload,
    language: Language,
    asJob:
      { planId: string; finishIn: (trx: DbExecutor, data: unknown) => Promise<void> } | undefined = undefined,
  ): Promise<ShopGeneratedPlanData> {
    const flow = SHOP_PLAN_FLOW_BY_PATH[path];
    const { shop_id: shopId, request_id: requestId, ...rest } = payload;
    if (requestId !== undefined && requestId !== '' && !PLAN_REQUEST_ID_PATTERN.test(requestId))
      throw new ValidationError({ request_id: ['validation.requestId.invalid'] });
    const shop = await this.usableShop(userId, shopId);
    const targetType = SHOP_PLAN_TARGET_TYPE[path];
    // The marketplace follows the shop; the SBV calls fix the targeting of the video campaign.
    const params: Record<string, unknown> = {
      ...rest,
      marketplace: shop.marketplace,
      ...(targetType ? { target_type: targetType } : {}),
    };
    let loaded: LoadedShopAccount | undefined;
    let changeSet: ChangeSetItem[] = [];
    const { data, planId } = await this.deps.plans.generateFrom(userId, flow, {
      params,
      requestId: requestId || undefined,
      language,
      ...(asJob ? { planId: asJob.planId, finishIn: asJob.finishIn } : {}),
      inputs: async (nowMs) => {
        loaded = await loadShopAccount({
          reader: profileAccountReader(this.deps.shops.adsApi(shop)),
          shop,
          flow,
          parameters: params,
          now: nowMs,
          reportTimeoutMs: this.deps.reportTimeoutMs,
          catalogue: this.deps.catalogue,
        });
        return {
          parameters: loaded.parameters,
          reports: [],
          hourly: [],
          nowMs,
          shopAccount: { model: loaded.model, window: loaded.window },
        };
      },
      storeAlso: async (trx, id, generated, createdAt) => {
        changeSet = buildChangeSet(
          generated.plan.rows.map((row) => row.row),
          loaded?.model,
        );
        await this.repository.insert(
          trx,
          {
            planId: id,
            userId,
            shopId: shop.shopId,
            shopName: shop.shopName,
            marketplace: shop.marketplace,
            createdAt,
          },
          changeSet,
        );
      },
    });
    return { plan: data, shop_plan: await this.show(userId, planId, language) };
  }

  private async ownPlan(userId: number, planId: string): Promise<StoredShopPlan> {
    const plan = await this.repository.find(this.db, userId, planId, this.now());
    if (!plan) throw planNotFound();
    return plan;
  }

  /**
   * The user's linked-shop plan with its change-set and, when the plan has one, its forecast (as last saved:
   * the seller's edits make it again) with the preview rows it describes; 404 for anyone else's.
   */
  async show(userId: number, planId: string, language: Language): Promise<ShopPlanData> {
    const plan = await this.ownPlan(userId, planId);
    const shown = presentShopPlan(plan, await this.repository.items(this.db, planId), language, this.now());
    const { forecast, preview } = await this.deps.plans.show(userId, planId, language);
    if (!forecast) return shown;
    const described = new Set(forecast.rows.map((row) => row.row));
    return {
      ...shown,
      forecast,
      forecast_rows: preview.rows.filter((row) => row.index !== undefined && described.has(row.index)),
    };
  }

  /**
   * Runs `work` holding the plan's lock; a concurrent apply or undo of the same plan is refused. A job
   * passes its own id as the token, so its second run (after a crash) takes over the lock its first held.
   */
  private async locked<T>(planId: string, work: () => Promise<T>, token = randomToken(12)): Promise<T> {
    const taken = await this.repository.lock(
      this.db,
      planId,
      token,
      this.now(),
      toStoredTime(this.deps.clock.now() + SHOP_PLAN_LOCK_MS),
    );
    if (!taken) throw new AppError(HttpStatus.badRequest, 'shopPlan.busy');
    try {
      return await work();
    } finally {
      await this.repository.unlock(this.db, planId, token);
    }
  }

  private runner(plan: StoredShopPlan, shop: LinkedShop): ChangeSetRunner {
    return new ChangeSetRunner(
      this.db,
      this.repository,
      this.deps.shops.adsApi(shop),
      plan.planId,
      () => this.now(),
      () => marketplaceLocalDate(shop.marketplace, this.deps.clock.now()),
    );
  }

  private async finish(
    planId: string,
    outcome: RunOutcome,
    done: string,
    interrupted: string,
    at: 'appliedAt' | 'undoneAt',
  ) {
    if (outcome.stopped) {
      await this.repository.setStatus(this.db, planId, interrupted, {
        statusKey: outcome.reasonKey,
        statusDetail: outcome.detail,
      });
      return;
    }
    await this.repository.setStatus(this.db, planId, done, {
      statusKey: null,
      statusDetail: null,
      [at]: this.now(),
    });
  }

  /** Applies the plan's change-set (resumable; applied items are never sent twice). */
  async apply(userId: number, planId: string, language: Language, lockToken?: string): Promise<ShopPlanData> {
    const plan = await this.ownPlan(userId, planId);
    if (plan.status === 'undone' || plan.status === 'undoing')
      throw new AppError(HttpStatus.badRequest, 'shopPlan.undone');
    if (presentedStatus(plan.status, plan.createdAt, this.now()) === 'expired')
      throw new AppError(HttpStatus.badRequest, 'shopPlan.expired', {
        days: String(SHOP_PLAN_APPLY_WITHIN_DAYS),
      });
    const shop = await this.usableShop(userId, plan.shopId);
    await this.locked(
      planId,
      async () => {
        await this.repository.setStatus(this.db, planId, 'applying');
        const outcome = await this.runner(plan, shop).apply();
        const items = await this.repository.items(this.db, planId);
        const complete = items.every((item) => item.state === 'applied');
        await this.finish(planId, outcome, complete ? 'applied' : 'partial', 'interrupted', 'appliedAt');
      },
      lockToken,
    );
    return this.show(userId, planId, language);
  }

  /** Undoes what the plan applied; a second undo changes nothing. */
  async undo(userId: number, planId: string, language: Language, lockToken?: string): Promise<ShopPlanData> {
    const plan = await this.ownPlan(userId, planId);
    if (plan.status === 'undone') return this.show(userId, planId, language);
    if (plan.status === 'generated') throw new AppError(HttpStatus.badRequest, 'shopPlan.notApplied');
    const shop = await this.usableShop(userId, plan.shopId);
    await this.locked(
      planId,
      async () => {
        await this.repository.setStatus(this.db, planId, 'undoing');
        const outcome = await this.runner(plan, shop).undo();
        await this.finish(planId, outcome, 'undone', 'undoing', 'undoneAt');
      },
      lockToken,
    );
    return this.show(userId, planId, language);
  }
}
