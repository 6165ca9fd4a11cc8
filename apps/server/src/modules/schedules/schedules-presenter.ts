// Rules and executions as the schedule calls answer them: periods with their Beijing times, next instants
// and history in ISO-8601.
import {
  isMarketplace,
  SCHEDULE_NEXT_INSTANTS,
  type Marketplace,
  type ScheduleBidChange,
  type ScheduleDetailData,
  type ScheduleExecution,
  type ScheduleRuleItem,
  type SchedulePeriodView,
} from '@adplan/contracts';
import { nextSegmentStarts, daySegments, segmentInBeijing, type RulePeriod } from './schedule-period-math';
import type { ExecutionRow, ScheduleRuleRow } from './schedules-repository';
import { periodsOf } from './schedule-executor';

/** Periods with their Beijing times on the local day containing `at`. */
export function presentPeriods(
  periods: readonly RulePeriod[],
  timeZone: string,
  at: number,
): SchedulePeriodView[] {
  return periods.map((period) => {
    const startMinute = Number(period.start.slice(0, 2)) * 60 + Number(period.start.slice(3, 5));
    const endMinute = (Number(period.end.slice(0, 2)) * 60 + Number(period.end.slice(3, 5))) % 1440;
    const beijing = segmentInBeijing({ startMinute: startMinute % 1440, endMinute }, timeZone, at);
    return {
      name: period.name as SchedulePeriodView['name'],
      start: period.start,
      end: period.end,
      start_beijing: beijing.start,
      end_beijing: beijing.end,
      bid_adjustment: period.bid_adjustment,
    };
  });
}

const LAST_RESULTS = new Set(['done', 'partial', 'failed', 'skipped', 'pending']);

/**
 * The rule's marketplace as stored (the old fallback showed every rule but CA's as US, a JP rule included). A
 * code the marketplace table does not know is a damaged row: it fails loudly instead of being relabelled.
 */
function marketplaceOf(rule: ScheduleRuleRow): Marketplace {
  if (isMarketplace(rule.marketplace)) return rule.marketplace;
  throw new Error(`schedule rule ${rule.id} has marketplace ${rule.marketplace}, which no marketplace has`);
}

/** One rule in a list. */
export function presentRule(
  rule: ScheduleRuleRow,
  now: number,
  lastState: string | undefined,
): ScheduleRuleItem {
  const periods = periodsOf(rule);
  const next =
    rule.state === 'active' ? nextSegmentStarts(daySegments(periods), rule.time_zone, now, 1)[0] : undefined;
  const last = lastState === 'running' ? 'pending' : lastState;
  return {
    rule_id: rule.id,
    shop_id: rule.shop_id,
    marketplace: marketplaceOf(rule),
    campaign_id: rule.campaign_id,
    campaign_name: rule.campaign_name,
    ad_product: rule.ad_product === 'SB' ? 'SB' : 'SP',
    source: rule.source === 'plan' ? 'plan' : 'hourly',
    order_num: rule.order_num,
    time_zone: rule.time_zone,
    state: rule.state as ScheduleRuleItem['state'],
    periods: presentPeriods(periods, rule.time_zone, now),
    next_run_at: next ? new Date(next.at).toISOString() : null,
    last_result: last && LAST_RESULTS.has(last) ? (last as ScheduleRuleItem['last_result']) : null,
    created_at: rule.created_at,
    expires_at: rule.expires_at,
  };
}

const ZERO_COUNTS = { updated: 0, unchanged: 0, manual: 0, failed: 0 };

/** One execution of the history. */
export function presentExecution(row: ExecutionRow): ScheduleExecution {
  return {
    execution_id: row.id,
    kind: row.kind as ScheduleExecution['kind'],
    period_name: row.period_name,
    period_start: row.period_start,
    bid_adjustment: row.bid_adjustment,
    state: row.state as ScheduleExecution['state'],
    late: row.late === 1,
    attempts: row.attempts,
    finished_at: row.finished_at,
    error_code: row.error_code,
    error_reason: row.error_reason,
    counts: row.counts_json ? { ...ZERO_COUNTS, ...(JSON.parse(row.counts_json) as object) } : ZERO_COUNTS,
    changes: row.changes_json ? (JSON.parse(row.changes_json) as ScheduleBidChange[]) : [],
  };
}

/** A rule with its next instants and history. */
export function presentDetail(
  rule: ScheduleRuleRow,
  history: ExecutionRow[],
  now: number,
): ScheduleDetailData {
  const next =
    rule.state === 'active'
      ? nextSegmentStarts(daySegments(periodsOf(rule)), rule.time_zone, now, SCHEDULE_NEXT_INSTANTS)
      : [];
  return {
    rule: presentRule(rule, now, history[0]?.state),
    next_runs: next.map((start) => ({
      at: new Date(start.at).toISOString(),
      period_name: start.segment.name,
      bid_adjustment: start.segment.adjustment,
    })),
    history: history.map(presentExecution),
  };
}
