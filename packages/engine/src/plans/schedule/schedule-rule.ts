// One campaign's schedule rule: fixed periods with adjustments, neighbours with equal adjustments merged
// (3 or 4 periods, spec §9), clock times in the marketplace's ad time zone and in Beijing time.
import {
  marketplaceInfo,
  marketplaceLocalDate,
  formatClockTime,
  nextOffsetChange,
  periodInBeijing,
  type Marketplace,
} from '@adplan/contracts';
import type { HourlyCampaignRow } from '../../model/reports';
import type { SchedulePeriod, SchedulePeriodFigures, ScheduleRule } from '../../model/schedule';
import type { LocalizedText } from '../../model/units';
import { computePeriodAdjustments, type PeriodAdjustment } from './schedule-adjustments';
import { MIN_SCHEDULE_PERIODS, SCHEDULE_CONSTANTS, SCHEDULE_PERIOD_WINDOWS } from './schedule-constants';
import { gateByEvidence } from './schedule-evidence-gate';
import { scheduleMessages } from './schedule-messages';
import { selectScheduleWindow, type ScheduleWindow } from './schedule-window';

/** What a schedule rule is built from. */
export interface ScheduleRuleInput {
  campaignName: string;
  /** The campaign's hourly rows (local dates and hours of the marketplace's ad time zone). */
  rows: readonly HourlyCampaignRow[];
  marketplace: Marketplace;
  /** Generation time; decides "today" in the marketplace and, by default, the reference date. */
  now: Date;
  /** Marketplace-local date (`YYYY-MM-DD`) the Beijing times are computed for; default today there. */
  referenceDate?: string;
}

/** A schedule rule and what the seller should know about the data behind it. */
export interface ScheduleRuleResult {
  rule: ScheduleRule;
  warnings: LocalizedText[];
}

function mergeFigures(a: SchedulePeriodFigures, b: SchedulePeriodFigures): SchedulePeriodFigures {
  return {
    clicks: a.clicks + b.clicks,
    orders: a.orders + b.orders,
    spend: a.spend + b.spend,
    sales: a.sales + b.sales,
  };
}

/** Merges the first pair of neighbouring periods (the day wraps) with equal adjustments into `other`. */
function mergeOnce(periods: PeriodAdjustment[]): PeriodAdjustment[] | undefined {
  const index = periods.findIndex(
    (period, i) => period.bidAdjustment === periods[(i + 1) % periods.length]?.bidAdjustment,
  );
  const first = periods[index];
  const second = periods[(index + 1) % periods.length];
  if (index < 0 || first === undefined || second === undefined) return undefined;
  const merged: PeriodAdjustment = {
    window: { name: 'other', start: first.window.start, end: second.window.end },
    bidAdjustment: first.bidAdjustment,
    verdict:
      first.verdict === second.verdict ? first.verdict : first.bidAdjustment === 0 ? 'neutral' : 'adjusted',
    reason: scheduleMessages.merged(
      { name: first.window.name, reason: first.reason },
      { name: second.window.name, reason: second.reason },
    ),
    figures: mergeFigures(first.figures, second.figures),
  };
  const rest = periods.filter((period) => period !== first && period !== second);
  return [...rest, merged].sort((a, b) => a.window.start - b.window.start);
}

/** Merges neighbours with equal adjustments while more than 3 periods remain, so fewer uploads are needed. */
export function mergeEqualNeighbours(periods: PeriodAdjustment[]): PeriodAdjustment[] {
  let current = periods;
  while (current.length > MIN_SCHEDULE_PERIODS) {
    const merged = mergeOnce(current);
    if (!merged) break;
    current = merged;
  }
  return current;
}

function toSchedulePeriod(period: PeriodAdjustment, referenceDate: string, timeZone: string): SchedulePeriod {
  const { start, end } = period.window;
  const beijing = periodInBeijing(referenceDate, start, end, timeZone);
  return {
    name: period.window.name,
    start: formatClockTime(start),
    end: formatClockTime(end),
    bidAdjustment: period.bidAdjustment,
    startBeijing: beijing.start,
    endBeijing: beijing.end,
    verdict: period.verdict,
    reason: period.reason,
    figures: period.figures,
  };
}

/** Announces a clock change in the marketplace within the schedule's validity (Beijing has no DST). */
function offsetChangeWarning(referenceDate: string, timeZone: string): LocalizedText | undefined {
  const change = nextOffsetChange(referenceDate, SCHEDULE_CONSTANTS.validDays, timeZone);
  if (!change) return undefined;
  return scheduleMessages.offsetChange(change.date, -(change.offsetAfter - change.offsetBefore));
}

/**
 * Builds one campaign's schedule rule from its hourly rows: data window checks (10017 when nothing usable),
 * smoothed and damped period adjustments, merged neighbours and Beijing times for the reference date.
 */
export function buildScheduleRule(input: ScheduleRuleInput): ScheduleRuleResult {
  const { timeZone } = marketplaceInfo(input.marketplace);
  const today = marketplaceLocalDate(input.marketplace, input.now);
  const referenceDate = input.referenceDate ?? today;
  const window = selectScheduleWindow(input.rows, today, input.campaignName);
  const { periods, baseline } = computePeriodAdjustments(window, SCHEDULE_PERIOD_WINDOWS);
  const warnings = [...window.warnings];
  if (baseline.totals.orders > 0 && baseline.totals.orders < SCHEDULE_CONSTANTS.fewOrders) {
    warnings.push(scheduleMessages.littleData(baseline.totals.orders));
  }
  const dstWarning = offsetChangeWarning(referenceDate, timeZone);
  if (dstWarning) warnings.push(dstWarning);
  const choose = (history: ScheduleWindow) =>
    mergeEqualNeighbours(computePeriodAdjustments(history, SCHEDULE_PERIOD_WINDOWS).periods);
  const gated = gateByEvidence(mergeEqualNeighbours(periods), window, input.marketplace, choose);
  const rule: ScheduleRule = {
    campaignName: input.campaignName,
    timeZone,
    periods: gated.periods.map((period) => toSchedulePeriod(period, referenceDate, timeZone)),
    referenceDate,
    dataWindow: { from: window.from, to: window.to, days: window.days },
    baseline: {
      revenuePerClick: Math.round(baseline.revenuePerClick * 10_000) / 10_000,
      ...(baseline.clicksPerOrder === undefined
        ? {}
        : { clicksPerOrder: Math.round(baseline.clicksPerOrder * 100) / 100 }),
      pseudoClicks: baseline.pseudoClicks,
    },
    evidence: gated.evidence,
  };
  return { rule, warnings };
}
