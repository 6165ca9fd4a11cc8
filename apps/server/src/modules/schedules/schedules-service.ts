// The schedule use cases behind the calls: preview hourly reports through the engine's schedule flow,
// create rules for a shop's campaigns (applying the current period at once), list and read them, pause,
// resume and stop (restoring the base bids). Every call checks the shop and the rule belong to the caller
// and answers 404 otherwise.
import { randomUUID } from 'node:crypto';
import {
  HTTP_STATUS,
  SHOP_SCHEDULE_RETENTION_DAYS,
  type Language,
  type ScheduleCreatePayload,
  type ScheduleDetailData,
  type SchedulePreviewData,
  type ScheduleRuleItem,
} from '@adplan/contracts';
import { isEngineError, runFlow, type InputFile } from '@adplan/engine';
import { profileAccountReader } from '../../amazon/account-reader/profile-account-reader';
import { AppError, LocalizedError } from '../../lib/app-error';
import { DAY_MS, toStoredTime, type Clock } from '../../lib/clock';
import type { LinkedShop, ShopAccess } from '../../ports/shop-access';
import { currentSegment, daySegments, type RulePeriod } from './schedule-period-math';
import { periodsOf, type ScheduleExecutor } from './schedule-executor';
import { presentDetail, presentPeriods, presentRule } from './schedules-presenter';
import type { ScheduleRuleRow, SchedulesRepository } from './schedules-repository';

/** Most executions a rule's detail shows (30 days of a 5-period day fit). */
const HISTORY_LIMIT = 200;

/** What the service needs. */
export interface SchedulesServiceDeps {
  repository: SchedulesRepository;
  executor: ScheduleExecutor;
  shops: ShopAccess;
  clock: Clock;
}

/** A campaign of the shop that bids can be scheduled on. */
interface ShopCampaign {
  campaignId: string;
  name: string;
  adProduct: 'SP' | 'SB';
}

const notFound = (key: 'schedule.ruleNotFound' | 50015) =>
  new AppError(HTTP_STATUS.notFound, key, {}, typeof key === 'number' ? key : HTTP_STATUS.notFound);

/** The schedule use cases. */
export class SchedulesService {
  constructor(private readonly deps: SchedulesServiceDeps) {}

  private now(): number {
    return this.deps.clock.now();
  }

  /** The caller's shop, usable now; 404 (50015) for anyone else's. */
  private async shopOf(userId: number, shopId: string): Promise<LinkedShop> {
    const shop = await this.deps.shops.findShop(userId, shopId);
    if (!shop) throw notFound(50015);
    return shop;
  }

  /** The caller's rule; 404 for anyone else's or a purged one. */
  private async ruleOf(userId: number, ruleId: string): Promise<ScheduleRuleRow> {
    const rule = await this.deps.repository.findRule(ruleId);
    if (!rule || rule.user_id !== userId) throw notFound('schedule.ruleNotFound');
    return rule;
  }

  /** The enabled or paused SP and SB campaigns of the shop (50018 when Amazon cannot be reached). */
  private async shopCampaigns(shop: LinkedShop): Promise<ShopCampaign[]> {
    const reader = profileAccountReader(this.deps.shops.adsApi(shop));
    const [sp, sb] = await Promise.all([
      reader.readSp({ live: true }, ['campaigns']),
      reader.readSb({ live: true }, ['campaigns']),
    ]);
    return [
      ...sp.campaigns.map((c) => ({ campaignId: c.campaignId, name: c.name, adProduct: 'SP' as const })),
      ...sb.campaigns.map((c) => ({ campaignId: c.campaignId, name: c.name, adProduct: 'SB' as const })),
    ];
  }

  /** Runs the engine's schedule flow on hourly reports and matches its campaigns to the shop's. */
  async preview(
    userId: number,
    shopId: string,
    hourly: InputFile[],
    language: Language,
  ): Promise<SchedulePreviewData> {
    const shop = await this.shopOf(userId, shopId);
    this.deps.shops.assertUsable(shop, new Date(this.now()));
    let plan;
    try {
      plan = await runFlow('schedule', {
        parameters: { marketplace: shop.marketplace, schedule_mode: 'periods' },
        reports: [],
        hourly,
        now: new Date(this.now()),
      });
    } catch (error) {
      if (isEngineError(error))
        throw new LocalizedError(HTTP_STATUS.badRequest, error.code, error.localized, {
          fields: { hourly_files: [error.localized[language]] },
        });
      throw error;
    }
    const names = new Set((await this.shopCampaigns(shop)).map((c) => c.name));
    return {
      campaigns: (plan.schedules ?? []).map((rule) => ({
        campaign_name: rule.campaignName,
        in_shop: names.has(rule.campaignName),
        periods: presentPeriods(
          rule.periods.map((p) => ({
            name: p.name,
            start: p.start,
            end: p.end,
            bid_adjustment: p.bidAdjustment,
          })),
          shop.timezone,
          this.now(),
        ).map((view, index) => {
          const reason = rule.periods[index]?.reason?.[language];
          return reason ? { ...view, reason } : view;
        }),
      })),
    };
  }

  /** Creates one rule per named campaign and applies each one's current period at once. */
  async create(userId: number, payload: ScheduleCreatePayload): Promise<ScheduleRuleItem[]> {
    const shop = await this.shopOf(userId, payload.shop_id);
    this.deps.shops.assertUsable(shop, new Date(this.now()));
    const campaigns = await this.shopCampaigns(shop);
    const chosen = payload.campaigns.map((entry) => {
      const campaign = campaigns.find((c) => c.name === entry.campaign_name);
      if (!campaign)
        throw new AppError(
          HTTP_STATUS.notFound,
          'schedule.campaignNotFound',
          { campaign: entry.campaign_name },
          50016,
        );
      return { campaign, periods: entry.periods };
    });
    for (const { campaign } of chosen)
      if (await this.deps.repository.liveRuleOfCampaign(shop.shopId, campaign.campaignId))
        throw new AppError(HTTP_STATUS.badRequest, 'schedule.ruleExists', { campaign: campaign.name });
    const rows: ScheduleRuleRow[] = [];
    for (const { campaign, periods } of chosen)
      rows.push(await this.insertRule(userId, shop, payload, campaign, periods));
    return rows.map((row) => presentRule(row, this.now(), 'pending'));
  }

  private async insertRule(
    userId: number,
    shop: LinkedShop,
    payload: ScheduleCreatePayload,
    campaign: ShopCampaign,
    periods: RulePeriod[],
  ): Promise<ScheduleRuleRow> {
    const now = this.now();
    const stamp = toStoredTime(now);
    const current = currentSegment(daySegments(periods), shop.timezone, now);
    const row: ScheduleRuleRow = {
      id: randomUUID(),
      user_id: userId,
      shop_id: shop.shopId,
      marketplace: shop.marketplace,
      time_zone: shop.timezone,
      campaign_id: campaign.campaignId,
      campaign_name: campaign.name,
      ad_product: campaign.adProduct,
      source: payload.source,
      order_num: payload.source === 'plan' ? (payload.order_num ?? null) : null,
      periods_json: JSON.stringify(periods),
      state: 'active',
      handled_through: toStoredTime(current.at),
      created_at: stamp,
      updated_at: stamp,
      stopped_at: null,
      expires_at: toStoredTime(now + SHOP_SCHEDULE_RETENTION_DAYS * DAY_MS),
    };
    await this.deps.repository.insertRule(row);
    // The period running now is applied at once, not at the next period start.
    await this.deps.executor.queueExecution(row, 'period', current.segment, current.at, false);
    return row;
  }

  /** The caller's rules of a shop, newest first. */
  async list(userId: number, shopId: string): Promise<ScheduleRuleItem[]> {
    await this.shopOf(userId, shopId);
    const rules = await this.deps.repository.rulesOfShop(userId, shopId);
    const latest = await this.deps.repository.latestStates(rules.map((rule) => rule.id));
    return rules.map((rule) => presentRule(rule, this.now(), latest.get(rule.id)));
  }

  /** A rule with its next instants and history. */
  async detail(userId: number, ruleId: string): Promise<ScheduleDetailData> {
    const rule = await this.ruleOf(userId, ruleId);
    const history = await this.deps.repository.executionsOfRule(rule.id, HISTORY_LIMIT);
    return presentDetail(rule, history, this.now());
  }

  /** Pause keeps the bids as they are and stops executing. */
  async pause(userId: number, ruleId: string): Promise<ScheduleRuleItem> {
    const rule = await this.ruleOf(userId, ruleId);
    if (!(await this.deps.repository.moveRule(rule.id, ['active'], 'paused', toStoredTime(this.now()))))
      throw new AppError(HTTP_STATUS.badRequest, 'schedule.notActive');
    return this.reload(rule.id);
  }

  /** Resume applies the current period at once; periods that passed while paused are not replayed. */
  async resume(userId: number, ruleId: string): Promise<ScheduleRuleItem> {
    const rule = await this.ruleOf(userId, ruleId);
    const now = this.now();
    if (!(await this.deps.repository.moveRule(rule.id, ['paused'], 'active', toStoredTime(now))))
      throw new AppError(HTTP_STATUS.badRequest, 'schedule.notPaused');
    const current = currentSegment(daySegments(periodsOf(rule)), rule.time_zone, now);
    await this.deps.repository.markHandled(rule.id, toStoredTime(current.at));
    await this.deps.executor.queueExecution(rule, 'resume', current.segment, now, false);
    return this.reload(rule.id);
  }

  /** Stop restores the base bids (a job) and ends the rule. */
  async stop(userId: number, ruleId: string): Promise<ScheduleRuleItem> {
    const rule = await this.ruleOf(userId, ruleId);
    if (!(await this.deps.executor.beginStop(rule, 'seller')))
      throw new AppError(HTTP_STATUS.badRequest, 'schedule.alreadyStopped');
    return this.reload(rule.id);
  }

  private async reload(ruleId: string): Promise<ScheduleRuleItem> {
    const rule = await this.deps.repository.findRule(ruleId);
    if (!rule) throw notFound('schedule.ruleNotFound');
    const latest = await this.deps.repository.latestStates([rule.id]);
    return presentRule(rule, this.now(), latest.get(rule.id));
  }
}
