// The schedule executor (docs/architecture.md, "Schedule executor"): a recurring tick finds period starts
// that are due and queues one execution job per (rule, period instant); an execution reads the live bids,
// keeps the base-bid ledger (a bid the seller changed by hand becomes the new base), writes
// base x (1 + adjustment) clamped to Amazon's limits, and records every bid before and after. Exactly once:
// the execution row is unique per (rule, kind, instant) and is claimed with a conditional UPDATE, on top of
// the job queue's own claim.
import {
  isMarketplace,
  marketplaceInfo,
  SCHEDULE_EXECUTION_MAX_ATTEMPTS,
  SHOP_SCHEDULE_RETENTION_DAYS,
  type Marketplace,
  type MoneyRange,
  type ScheduleBidChange,
} from '@adplan/contracts';
import { scheduledBid } from '@adplan/engine';
import { amazonFailureOf } from '../../amazon/account-reader/shop-read-error';
import { profileAccountReader } from '../../amazon/account-reader/profile-account-reader';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { DAY_MS, MINUTE_MS, toStoredTime, type Clock } from '../../lib/clock';
import type { ShopAccess } from '../../ports/shop-access';
import { bidKey, readLiveBids, writeBids, type BidWrite, type LiveBid } from './schedule-bid-targets';
import { currentSegment, daySegments, segmentStartsBetween, type RulePeriod } from './schedule-period-math';
import type { ExecutionRow, LedgerRow, SchedulesRepository, ScheduleRuleRow } from './schedules-repository';

/** The recurring job that finds due periods. */
export const SCHEDULE_TICK_JOB = 'schedule-tick';
/** The one-off job that executes one (rule, period instant). */
export const SCHEDULE_EXECUTE_JOB = 'schedule-execute';
/** How often the tick looks for due periods: a period starts at most this late. */
export const SCHEDULE_TICK_MS = 30_000;
/** A period applied more than this after its start is logged as late (downtime catch-up). */
export const LATE_AFTER_MS = 2 * MINUTE_MS;
/** A running execution not heard from for this long was cut off by a crash and may be claimed again. */
export const STALE_RUNNING_MS = 10 * MINUTE_MS;
/** First wait before retrying a throttled or unavailable Amazon; doubles each attempt (30 s, 1, 2, 4 min). */
export const RETRY_BASE_DELAY_MS = 30_000;
/** Bids closer than this are the same bid (Amazon keeps cents). */
const BID_EPSILON = 0.0001;

/** The payload of an execution job. */
export interface ExecutePayload {
  executionId: number;
}

/** What one execution run came to. */
export type ExecutionOutcome = 'done' | 'partial' | 'failed' | 'skipped' | 'retry' | 'notClaimed';

/** What the executor needs. */
export interface ScheduleExecutorDeps {
  repository: SchedulesRepository;
  shops: ShopAccess;
  jobs: JobQueue;
  clock: Clock;
  logError: (error: unknown, message: string) => void;
}

const sameBid = (a: number | null | undefined, b: number): boolean =>
  a !== null && a !== undefined && Math.abs(a - b) < BID_EPSILON;

/** The rule's marketplace; a stored rule always names one of the table (its shop's). */
export function ruleMarketplace(rule: Pick<ScheduleRuleRow, 'id' | 'marketplace'>): Marketplace {
  if (!isMarketplace(rule.marketplace))
    throw new Error(`Schedule rule ${rule.id} names the unknown marketplace ${rule.marketplace}.`);
  return rule.marketplace;
}

/** Amazon's bid limits for the rule's ad product and marketplace (the tool's SB campaigns are video). */
export function bidLimitsOf(rule: Pick<ScheduleRuleRow, 'id' | 'ad_product' | 'marketplace'>): MoneyRange {
  const info = marketplaceInfo(ruleMarketplace(rule));
  return rule.ad_product === 'SB' ? info.sbVideoBid : info.spBid;
}

/** The rule's stored periods. */
export function periodsOf(rule: Pick<ScheduleRuleRow, 'periods_json'>): RulePeriod[] {
  return JSON.parse(rule.periods_json) as RulePeriod[];
}

/** Whether a failure is worth another attempt: throttling, Amazon unavailable or timing out. */
function isRetryable(error: unknown): boolean {
  const kind = amazonFailureOf(error)?.kind;
  return kind === 'throttled' || kind === 'unavailable' || kind === 'timeout';
}

/** The reason a failure is recorded with: Amazon's classification and words, never a stack. */
function reasonOf(error: unknown): string {
  const amazon = amazonFailureOf(error);
  if (amazon) return `${amazon.kind}: ${amazon.message}`.slice(0, 500);
  if (error instanceof AppError) return `shop: ${String(error.messageKey)}`;
  return 'unexpected error';
}

/** One planned bid: what Amazon has, the base the ledger keeps, and what to write. */
interface PlannedBid {
  live: LiveBid;
  base: number;
  target: number;
  manual: boolean;
  entry?: LedgerRow;
}

/** Ticks and executions of schedule rules. */
export class ScheduleExecutor {
  constructor(private readonly deps: ScheduleExecutorDeps) {}

  private now(): number {
    return this.deps.clock.now();
  }

  // ---- tick ----

  /** Finds due periods of every running rule, queues their executions, and stops expired rules. */
  async tick(): Promise<Record<string, number>> {
    const counts = { queued: 0, skipped: 0, expired: 0, requeued: 0 };
    const now = this.now();
    for (const rule of await this.deps.repository.rulesInState(['active'])) {
      try {
        if (now >= Date.parse(rule.expires_at)) {
          if (await this.beginStop(rule, 'expired')) counts.expired += 1;
          continue;
        }
        const result = await this.tickRule(rule, now);
        counts.queued += result.queued;
        counts.skipped += result.skipped;
      } catch (error) {
        this.deps.logError(error, `schedule tick failed for rule ${rule.id}`);
      }
    }
    counts.requeued = await this.requeueStranded(now);
    return counts;
  }

  /**
   * The rule's current period, queued unless handled already; every period that started and ended while
   * the server was down is logged as skipped (applying a finished period late would be wrong).
   */
  private async tickRule(rule: ScheduleRuleRow, now: number): Promise<{ queued: number; skipped: number }> {
    const segments = daySegments(periodsOf(rule));
    const current = currentSegment(segments, rule.time_zone, now);
    const handled = rule.handled_through ? Date.parse(rule.handled_through) : undefined;
    if (handled !== undefined && current.at <= handled) return { queued: 0, skipped: 0 };
    let skipped = 0;
    if (handled !== undefined) {
      const since = Math.max(handled, now - SHOP_SCHEDULE_RETENTION_DAYS * DAY_MS);
      for (const missed of segmentStartsBetween(segments, rule.time_zone, since, current.at - 1)) {
        const id = await this.deps.repository.insertExecution({
          ruleId: rule.id,
          kind: 'period',
          periodName: missed.segment.name,
          periodStart: toStoredTime(missed.at),
          adjustment: missed.segment.adjustment,
          state: 'skipped',
          late: true,
          now: toStoredTime(now),
        });
        if (id !== undefined) skipped += 1;
      }
    }
    const queued = await this.queueExecution(
      rule,
      'period',
      current.segment,
      current.at,
      now - current.at > LATE_AFTER_MS,
    );
    await this.deps.repository.markHandled(rule.id, toStoredTime(current.at));
    return { queued: queued ? 1 : 0, skipped };
  }

  /** Inserts the execution and, when this replica inserted it, sends its job; false when it existed. */
  async queueExecution(
    rule: Pick<ScheduleRuleRow, 'id'>,
    kind: 'period' | 'resume' | 'restore',
    segment: { name: string; adjustment: number },
    at: number,
    late: boolean,
  ): Promise<boolean> {
    const id = await this.deps.repository.insertExecution({
      ruleId: rule.id,
      kind,
      periodName: segment.name,
      periodStart: toStoredTime(at),
      adjustment: segment.adjustment,
      state: 'pending',
      late,
      now: toStoredTime(this.now()),
    });
    if (id === undefined) return false;
    await this.sendExecution(id, 1);
    return true;
  }

  private async sendExecution(executionId: number, attempt: number, startAfter?: Date): Promise<void> {
    const payload: ExecutePayload = { executionId };
    await this.deps.jobs.send(SCHEDULE_EXECUTE_JOB, payload, {
      singletonKey: `execution:${executionId}:${attempt}`,
      ...(startAfter ? { startAfter } : {}),
    });
  }

  /** Pending executions whose job was lost (a crash between insert and send) are sent again. */
  private async requeueStranded(now: number): Promise<number> {
    const stale = toStoredTime(now - STALE_RUNNING_MS);
    const rows = await this.deps.repository.strandedExecutions(stale);
    for (const row of rows) await this.sendExecution(row.id, row.attempts + 1);
    return rows.length;
  }

  /** Moves a running or paused rule to stopping and queues the restore of its base bids. */
  async beginStop(rule: ScheduleRuleRow, _why: 'seller' | 'expired'): Promise<boolean> {
    const moved = await this.deps.repository.moveRule(
      rule.id,
      ['active', 'paused'],
      'stopping',
      toStoredTime(this.now()),
    );
    if (!moved) return false;
    await this.queueExecution(rule, 'restore', { name: 'base', adjustment: 0 }, this.now(), false);
    return true;
  }

  // ---- execution ----

  /** Runs one execution job; safe to call twice for the same execution (the second does nothing). */
  async execute(executionId: number): Promise<ExecutionOutcome> {
    const now = this.now();
    const execution = await this.deps.repository.claimExecution(
      executionId,
      toStoredTime(now),
      toStoredTime(now - STALE_RUNNING_MS),
    );
    if (!execution) return 'notClaimed';
    const rule = await this.deps.repository.findRule(execution.rule_id);
    const runs = rule && (execution.kind === 'restore' ? rule.state === 'stopping' : rule.state === 'active');
    if (!rule || !runs) {
      await this.finish(execution, 'skipped', null, 'rule is not running', [], rule);
      return 'skipped';
    }
    try {
      const changes = await this.apply(rule, execution);
      const failed = changes.some((change) => change.result === 'failed');
      const state = failed ? 'partial' : 'done';
      await this.finish(execution, state, null, null, changes, rule);
      return state;
    } catch (error) {
      return this.afterFailure(rule, execution, error);
    }
  }

  private async afterFailure(
    rule: ScheduleRuleRow,
    execution: ExecutionRow,
    error: unknown,
  ): Promise<ExecutionOutcome> {
    const reason = reasonOf(error);
    if (isRetryable(error) && execution.attempts < SCHEDULE_EXECUTION_MAX_ATTEMPTS) {
      const delay = RETRY_BASE_DELAY_MS * 2 ** (execution.attempts - 1);
      await this.deps.repository.releaseExecution(execution.id, reason, toStoredTime(this.now()));
      await this.sendExecution(execution.id, execution.attempts + 1, new Date(this.now() + delay));
      return 'retry';
    }
    this.deps.logError(error, `schedule execution ${execution.id} gave up`);
    await this.finish(execution, 'failed', 50014, reason, [], rule);
    return 'failed';
  }

  private async finish(
    execution: ExecutionRow,
    state: 'done' | 'partial' | 'failed' | 'skipped',
    errorCode: number | null,
    reason: string | null,
    changes: ScheduleBidChange[],
    rule: ScheduleRuleRow | undefined,
  ): Promise<void> {
    const count = (result: ScheduleBidChange['result']) => changes.filter((c) => c.result === result).length;
    await this.deps.repository.finishExecution(execution.id, {
      state,
      errorCode,
      errorReason: reason,
      counts: {
        updated: count('updated'),
        unchanged: count('unchanged'),
        manual: count('manual'),
        failed: count('failed'),
      },
      changes,
      now: toStoredTime(this.now()),
    });
    // A restore ends the rule whatever its result: the history shows what could not be restored.
    if (execution.kind === 'restore' && rule)
      await this.deps.repository.moveRule(rule.id, ['stopping'], 'stopped', toStoredTime(this.now()));
  }

  /** Reads, plans, writes and records the bids of one execution. */
  private async apply(rule: ScheduleRuleRow, execution: ExecutionRow): Promise<ScheduleBidChange[]> {
    const shop = await this.deps.shops.shopById(rule.shop_id);
    if (!shop || shop.status === 'unlinked') throw new AppError(404, 50015);
    const api = this.deps.shops.adsApi(shop);
    const live = await readLiveBids(
      profileAccountReader(api),
      rule.ad_product === 'SB' ? 'SB' : 'SP',
      rule.campaign_id,
    );
    const ledger = new Map(
      (await this.deps.repository.ledgerOf(rule.id)).map((row) => [
        bidKey(row.target_kind, row.target_id),
        row,
      ]),
    );
    const planned = live.map((bid) => this.plan(bid, ledger.get(bidKey(bid.kind, bid.id)), rule, execution));
    const writes: BidWrite[] = planned
      .filter((p) => !sameBid(p.live.bid, p.target))
      .map((p) => ({ ...p.live, bid: p.target }));
    const stamp = toStoredTime(this.now());
    // The intended bids are stored before the write: after a crash mid-write, a bid found at its
    // intended value is ours, not the seller's.
    await this.deps.repository.saveLedger(
      planned.map((p) => this.ledgerRow(rule.id, p, p.entry?.last_written ?? null, p.target, stamp)),
    );
    const failures = await writeBids(api, rule.campaign_id, writes);
    const confirmed = planned.map((p) => {
      const failed = failures.has(bidKey(p.live.kind, p.live.id));
      return this.ledgerRow(rule.id, p, failed ? (p.entry?.last_written ?? null) : p.target, null, stamp);
    });
    await this.deps.repository.saveLedger(confirmed);
    return planned.map((p) => this.changeOf(p, failures.get(bidKey(p.live.kind, p.live.id))));
  }

  /**
   * The ledger rule: a bid we never saw takes its live value as base; a live bid that is neither the one we
   * last wrote nor the one we were writing was changed by the seller and becomes the new base. A restore
   * writes the base back, except where the seller's own change is already the base.
   */
  private plan(
    live: LiveBid,
    entry: LedgerRow | undefined,
    rule: ScheduleRuleRow,
    execution: ExecutionRow,
  ): PlannedBid {
    const manual =
      entry !== undefined && !sameBid(entry.last_written, live.bid) && !sameBid(entry.pending_bid, live.bid);
    const base = entry === undefined || manual ? live.bid : entry.base_bid;
    const target =
      execution.kind === 'restore'
        ? base
        : scheduledBid(ruleMarketplace(rule), base, execution.bid_adjustment, bidLimitsOf(rule));
    return { live, base, target, manual, ...(entry ? { entry } : {}) };
  }

  private ledgerRow(
    ruleId: string,
    p: PlannedBid,
    lastWritten: number | null,
    pending: number | null,
    stamp: string,
  ): LedgerRow {
    return {
      rule_id: ruleId,
      target_kind: p.live.kind,
      target_id: p.live.id,
      ad_group_id: p.live.adGroupId,
      base_bid: p.base,
      last_written: lastWritten,
      pending_bid: pending,
      updated_at: stamp,
    };
  }

  private changeOf(p: PlannedBid, failure: string | undefined): ScheduleBidChange {
    const unchanged = sameBid(p.live.bid, p.target);
    const result: ScheduleBidChange['result'] = failure
      ? 'failed'
      : p.manual
        ? 'manual'
        : unchanged
          ? 'unchanged'
          : 'updated';
    return {
      kind: p.live.kind,
      target_id: p.live.id,
      before: p.live.bid,
      after: failure ? p.live.bid : p.target,
      base: p.base,
      result,
      ...(failure ? { reason: failure.slice(0, 300) } : {}),
    };
  }
}
