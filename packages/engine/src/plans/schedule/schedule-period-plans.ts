// One bulk plan per schedule period, for sellers without a linked shop (bulk sheets have no schedule
// entity, reference §1.8, §5.6): at each period start the seller uploads a workbook that sets every
// enabled keyword and target of the campaign to base bid x (1 + the period's adjustment). Bids are
// absolute, not relative, so uploading a file twice or skipping one never compounds.
import {
  clampMoney,
  marketplaceInfo,
  parseClockTime,
  type Marketplace,
  type MoneyRange,
} from '@adplan/contracts';
import { EngineError } from '../../errors/engine-error';
import type { AccountModel, EntityState, SbCampaign, SpCampaign } from '../../model/account';
import type { BulkRow } from '../../model/bulk-row';
import type { AdGroupId, CampaignId, KeywordId, TargetId } from '../../model/ids';
import type { Plan, PlanRow } from '../../model/plan';
import type { SchedulePeriod, SchedulePeriodName, ScheduleRule } from '../../model/schedule';
import type { LocalizedText, Money, Percent } from '../../model/units';
import { assertPlanValid } from '../../validate/bulk-row-validator';
import { keywordWords, localizedItem, targetExpressionWords } from '../../write/explanation-labels';
import { explain } from '../shared/explain';
import { summarisePlan } from '../shared/plan-summary';
import { scheduleMessages } from './schedule-messages';
import { PRODUCT_CODE } from '../../errors/product-codes';

/** Rule identifier of the per-period bid rows (docs/algorithms.md Part B). */
export const SCHEDULE_PERIOD_BID_RULE = 'SCHEDULE-PERIOD-BID';

/** Rule identifier of the rows that put the period workbooks' bids back to the base bids. */
export const SCHEDULE_BASE_RESTORE_RULE = 'SCHEDULE-BASE-RESTORE';

/** The period workbooks of a schedule, and a note for each upload moment left out because it changes no bid. */
export interface PeriodPlanSet {
  periods: PeriodPlan[];
  leftOut: LocalizedText[];
}

/** The bulk plan to upload at the start of one period. */
export interface PeriodPlan {
  period: SchedulePeriodName;
  /** Upload time in the marketplace's ad time zone and in Beijing time (`HH:mm`). */
  start: string;
  startBeijing: string;
  plan: Plan;
}

/** A keyword or product target whose bid the schedule moves. */
export interface ScheduledTarget {
  product: BulkRow['product'];
  entity: 'keyword' | 'productTargeting';
  campaignId: CampaignId;
  adGroupId: AdGroupId;
  keywordId?: KeywordId;
  productTargetingId?: TargetId;
  state: EntityState;
  /** The keyword with its match type, or the target expression, in both languages (for messages). */
  label: LocalizedText;
  /** The keyword text or the target expression, language-neutral (for the explanation's figures). */
  figureText: string;
  campaignName: string;
  adGroupName: string;
  baseBid: Money;
  range: MoneyRange;
}

interface Biddable {
  id: KeywordId | TargetId;
  state: EntityState;
  bid?: Money;
  label: LocalizedText;
  figureText: string;
  entity: 'keyword' | 'productTargeting';
}

function biddables(group: {
  keywords: SpCampaign['adGroups'][number]['keywords'];
  productTargets: SpCampaign['adGroups'][number]['productTargets'];
}): Biddable[] {
  return [
    ...group.keywords.map((k): Biddable => ({
      id: k.id,
      state: k.state,
      bid: k.bid,
      label: localizedItem((language) => keywordWords(k.text, k.matchType, language)),
      figureText: k.text,
      entity: 'keyword',
    })),
    ...group.productTargets.map((t): Biddable => ({
      id: t.id,
      state: t.state,
      bid: t.bid,
      label: localizedItem((language) => targetExpressionWords(t.expression, language)),
      figureText: t.expression,
      entity: 'productTargeting',
    })),
  ].filter((b) => b.state === 'enabled');
}

function toTarget(
  campaign: SpCampaign | SbCampaign,
  group: { id: AdGroupId; name: string },
  item: Biddable,
  baseBid: Money,
  product: BulkRow['product'],
  range: MoneyRange,
): ScheduledTarget {
  const ids =
    item.entity === 'keyword'
      ? { keywordId: item.id as KeywordId }
      : { productTargetingId: item.id as TargetId };
  return {
    product,
    entity: item.entity,
    campaignId: campaign.id,
    adGroupId: group.id,
    ...ids,
    state: item.state,
    label: item.label,
    figureText: item.figureText,
    campaignName: campaign.name,
    adGroupName: group.name,
    baseBid,
    range,
  };
}

/** The enabled targets of a campaign with their base bids (own bid, else the ad group default); those without any are reported. */
function campaignTargets(
  model: AccountModel,
  name: string,
  marketplace: Marketplace,
  warnings: LocalizedText[],
): ScheduledTarget[] | undefined {
  const info = marketplaceInfo(marketplace);
  const wanted = name.trim();
  const sp = model.sponsoredProducts.campaigns.find(
    (c) => c.name.trim() === wanted && c.state !== 'archived',
  );
  if (sp) {
    return sp.adGroups
      .filter((g) => g.state === 'enabled')
      .flatMap((g) =>
        biddables(g).flatMap((item) => {
          const base = item.bid ?? g.defaultBid;
          if (base === undefined) warnings.push(scheduleMessages.missingBaseBid(item.label));
          return base === undefined ? [] : [toTarget(sp, g, item, base, 'sponsoredProducts', info.spBid)];
        }),
      );
  }
  const sb = model.sponsoredBrands.campaigns.find(
    (c) => c.name.trim() === wanted && c.state !== 'archived' && c.tab === 'multiAdGroup',
  );
  if (!sb) return undefined;
  return sb.adGroups
    .filter((g) => g.state === 'enabled')
    .flatMap((g) => {
      const video = g.ads.some((ad) => ad.format === 'video' || ad.format === 'brandVideo');
      return biddables(g).flatMap((item) => {
        if (item.bid === undefined) warnings.push(scheduleMessages.missingBaseBid(item.label));
        return item.bid === undefined
          ? []
          : [toTarget(sb, g, item, item.bid, 'sponsoredBrands', video ? info.sbVideoBid : info.sbBid)];
      });
    });
}

/**
 * Base bid x (1 + adjustment), within the product's bid range at the marketplace precision (whole yen in
 * JP): the one schedule bid rule of the period workbooks and the linked-shop executor.
 */
export function scheduledBid(
  marketplace: Marketplace,
  baseBid: Money,
  adjustment: Percent,
  range: MoneyRange,
): Money {
  // The product is rounded as its decimal value: 0.75 x 0.7 is 0.52499999… in binary and must give 0.53
  // like 0.525; toFixed(9) drops the binary error, far below a cent or a yen, before the half is judged.
  const product = Number((baseBid * (1 + adjustment / 100)).toFixed(9));
  return clampMoney(marketplace, product, range);
}

/** The period of a rule in force at a local minute of the day (periods may wrap past midnight). */
export function periodAt(rule: ScheduleRule, minute: number): SchedulePeriod | undefined {
  return rule.periods.find((period) => {
    const start = parseClockTime(period.start) ?? 0;
    const end = parseClockTime(period.end) ?? 0;
    return start < end ? minute >= start && minute < end : minute >= start || minute < end;
  });
}

/** The upload moments: every period start of every rule, in day order, with the period name of the first rule starting there. */
function uploadMoments(rules: readonly ScheduleRule[]): SchedulePeriod[] {
  const byStart = new Map<string, SchedulePeriod>();
  for (const rule of rules)
    for (const period of rule.periods) if (!byStart.has(period.start)) byStart.set(period.start, period);
  return [...byStart.values()].sort(
    (a, b) => (parseClockTime(a.start) ?? 0) - (parseClockTime(b.start) ?? 0),
  );
}

/** The Update row that sets one target's bid. */
export function bidRow(target: ScheduledTarget, bid: Money): BulkRow {
  const ids =
    target.entity === 'keyword'
      ? { keywordId: target.keywordId }
      : { productTargetingId: target.productTargetingId };
  const common = {
    entity: target.entity,
    operation: 'update',
    campaignId: target.campaignId,
    adGroupId: target.adGroupId,
    ...ids,
    state: target.state,
    bid,
  } as const;
  return target.product === 'sponsoredProducts'
    ? { product: 'sponsoredProducts', ...common }
    : { product: 'sponsoredBrands', ...common };
}

function periodRow(
  target: ScheduledTarget,
  rule: ScheduleRule,
  minute: number,
  marketplace: Marketplace,
  moment: SchedulePeriod,
): PlanRow | undefined {
  const period = periodAt(rule, minute);
  const previous = periodAt(rule, (minute + 1439) % 1440);
  if (!period || !previous) return undefined;
  const bid = scheduledBid(marketplace, target.baseBid, period.bidAdjustment, target.range);
  const before = scheduledBid(marketplace, target.baseBid, previous.bidAdjustment, target.range);
  // The bid in force since the previous period start is already this one (equal adjustments, or both
  // clamped to the same limit): a row would change nothing.
  if (bid === before) return undefined;
  const figures = {
    campaign: target.campaignName,
    adGroup: target.adGroupName,
    target: target.figureText,
    baseBid: target.baseBid,
    bidAdjustmentPercent: period.bidAdjustment,
    uploadAt: moment.start,
    uploadAtBeijing: moment.startBeijing,
  };
  return {
    row: bidRow(target, bid),
    change: { type: bid < before ? 'bidDecrease' : 'bidIncrease', bidBefore: before, bidAfter: bid },
    explanation: explain(
      SCHEDULE_PERIOD_BID_RULE,
      scheduleMessages.bidRow(period.name, period.bidAdjustment),
      figures,
    ),
  };
}

/** Options of {@link buildPeriodPlans}. */
export interface PeriodPlanOptions {
  /** Generation time: the validator's "today" (every period plan is checked against Amazon's upload rules). */
  now: Date;
  /** Campaigns the seller named must be in the bulk sheet (20006); unnamed ones missing from it are reported and skipped. */
  requireCampaigns: boolean;
}

/** The targets of each rule's campaign; 20006 for a campaign missing from the bulk sheet (named, or all of them), 10011 when none has targets. */
export function targetsOfRules(
  rules: readonly ScheduleRule[],
  model: AccountModel,
  marketplace: Marketplace,
  options: PeriodPlanOptions,
  warnings: LocalizedText[],
): Map<ScheduleRule, ScheduledTarget[]> {
  const targets = new Map<ScheduleRule, ScheduledTarget[]>();
  const names = rules.map((r) => r.campaignName).join(', ');
  for (const rule of rules) {
    const found = campaignTargets(model, rule.campaignName, marketplace, warnings);
    if (found === undefined && options.requireCampaigns) {
      throw new EngineError(
        PRODUCT_CODE.campaignNameIncorrect,
        scheduleMessages.campaignNotInBulk(rule.campaignName),
      );
    }
    if (found === undefined) warnings.push(scheduleMessages.campaignNotInBulk(rule.campaignName));
    else targets.set(rule, found);
  }
  if (targets.size === 0)
    throw new EngineError(PRODUCT_CODE.campaignNameIncorrect, scheduleMessages.campaignNotInBulk(names));
  if ([...targets.values()].every((list) => list.length === 0)) {
    throw new EngineError(PRODUCT_CODE.adGroupWithoutKeywords, scheduleMessages.noBiddableTargets(names));
  }
  return targets;
}

/** When to upload the moment's workbook, with the adjustment when the plan schedules one campaign. */
function momentNote(moment: SchedulePeriod, campaigns: number): LocalizedText {
  return campaigns === 1
    ? scheduleMessages.uploadAt(moment.name, moment.start, moment.startBeijing, moment.bidAdjustment)
    : scheduleMessages.uploadAtMany(moment.start, moment.startBeijing);
}

function periodPlan(
  schedulePlan: Plan,
  rows: PlanRow[],
  note: LocalizedText,
  warnings: LocalizedText[],
): Plan {
  const marketplace = schedulePlan.marketplace;
  return {
    flow: 'schedule',
    marketplace,
    rows,
    summary: summarisePlan(rows, { marketplace, notes: [note] }),
    warnings,
    schedules: schedulePlan.schedules ?? [],
  };
}

/**
 * One plan per upload moment of the schedule plan's rules (3 or 4 for one campaign), each setting the
 * bids the period starting then moves to base x (1 + adjustment). Only rows that change a bid are written,
 * and a moment that would change none gets no workbook but a note in `leftOut`. None when every adjustment
 * is 0. Throws 20006 for a named campaign missing from the bulk sheet and 10011 when the campaigns have
 * nothing to bid on.
 */
export function buildPeriodPlans(
  schedulePlan: Plan,
  model: AccountModel,
  options: PeriodPlanOptions,
): PeriodPlanSet {
  const rules = (schedulePlan.schedules ?? []).filter((rule) =>
    rule.periods.some((p) => p.bidAdjustment !== 0),
  );
  if (rules.length === 0) return { periods: [], leftOut: [] };
  const warnings: LocalizedText[] = [scheduleMessages.baseBidWarning()];
  const targets = targetsOfRules(rules, model, schedulePlan.marketplace, options, warnings);
  const set: PeriodPlanSet = { periods: [], leftOut: [] };
  for (const moment of uploadMoments(rules)) {
    const minute = parseClockTime(moment.start) ?? 0;
    const rows = [...targets].flatMap(([rule, list]) =>
      list.flatMap((t) => periodRow(t, rule, minute, schedulePlan.marketplace, moment) ?? []),
    );
    if (rows.length === 0) {
      set.leftOut.push(scheduleMessages.periodChangesNothing(moment.name, moment.start, moment.startBeijing));
      continue;
    }
    const plan = periodPlan(schedulePlan, rows, momentNote(moment, rules.length), warnings);
    assertPlanValid(plan, { now: options.now });
    set.periods.push({ period: moment.name, start: moment.start, startBeijing: moment.startBeijing, plan });
  }
  return set;
}

/**
 * The rollback of the period workbooks: every keyword and target they move set back to its base bid (the
 * bid of the bulk sheet the schedule was made from), whichever period's workbook was uploaded last.
 * Undefined when no period changes a bid.
 */
export function buildBaseRestorePlan(
  schedulePlan: Plan,
  model: AccountModel,
  options: PeriodPlanOptions,
): Plan | undefined {
  const rules = (schedulePlan.schedules ?? []).filter((rule) =>
    rule.periods.some((p) => p.bidAdjustment !== 0),
  );
  if (rules.length === 0) return undefined;
  const marketplace = schedulePlan.marketplace;
  const targets = targetsOfRules(rules, model, marketplace, options, []);
  const rows: PlanRow[] = [...targets].flatMap(([rule, list]) => {
    const lowest = Math.min(...rule.periods.map((p) => p.bidAdjustment));
    return list.map((target) => ({
      row: bidRow(target, target.baseBid),
      // From whichever period is in force; the lowest period's bid is the usual one (night, 04:00 Beijing).
      change: {
        type: lowest < 0 ? ('bidIncrease' as const) : ('bidDecrease' as const),
        bidAfter: target.baseBid,
      },
      explanation: explain(SCHEDULE_BASE_RESTORE_RULE, scheduleMessages.baseRestore(), {
        campaign: target.campaignName,
        adGroup: target.adGroupName,
        target: target.figureText,
        baseBid: target.baseBid,
      }),
    }));
  });
  return {
    flow: 'schedule',
    marketplace,
    rows,
    summary: summarisePlan(rows, { marketplace, notes: [] }),
    warnings: [],
  };
}
