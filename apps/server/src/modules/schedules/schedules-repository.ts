// SQL of schedule bidding: rules, the base-bid ledger and executions. Conditional UPDATEs and the unique
// execution key make each step safe when two replicas do it at once (docs/architecture.md, "Schedule
// executor").
import type { Kysely, Transaction } from 'kysely';
import type {
  Database,
  ScheduleBidLedgerTable,
  ScheduleExecutionsTable,
  ScheduleRulesTable,
} from '../../db/database-schema';
import type { Selectable } from 'kysely';

export type ScheduleRuleRow = Selectable<ScheduleRulesTable>;
export type LedgerRow = Selectable<ScheduleBidLedgerTable>;
export type ExecutionRow = Selectable<ScheduleExecutionsTable>;

type Db = Kysely<Database> | Transaction<Database>;

/** A new execution row. */
export interface NewExecution {
  ruleId: string;
  kind: 'period' | 'resume' | 'restore';
  periodName: string;
  periodStart: string;
  adjustment: number;
  state: 'pending' | 'skipped';
  late: boolean;
  now: string;
}

/** The rows of schedule bidding. */
export class SchedulesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertRule(row: ScheduleRuleRow, trx: Db = this.db): Promise<void> {
    await trx.insertInto('schedule_rules').values(row).execute();
  }

  async findRule(ruleId: string): Promise<ScheduleRuleRow | undefined> {
    return this.db.selectFrom('schedule_rules').selectAll().where('id', '=', ruleId).executeTakeFirst();
  }

  async rulesOfShop(userId: number, shopId: string): Promise<ScheduleRuleRow[]> {
    return this.db
      .selectFrom('schedule_rules')
      .selectAll()
      .where('user_id', '=', userId)
      .where('shop_id', '=', shopId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** A running or paused rule of the campaign, if any. */
  async liveRuleOfCampaign(shopId: string, campaignId: string, trx: Db = this.db) {
    return trx
      .selectFrom('schedule_rules')
      .select(['id'])
      .where('shop_id', '=', shopId)
      .where('campaign_id', '=', campaignId)
      .where('state', 'in', ['active', 'paused', 'stopping'])
      .executeTakeFirst();
  }

  async rulesInState(states: string[]): Promise<ScheduleRuleRow[]> {
    return this.db.selectFrom('schedule_rules').selectAll().where('state', 'in', states).execute();
  }

  /** Moves a rule from one of `from` to `to`; false when another request moved it first. */
  async moveRule(ruleId: string, from: string[], to: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('schedule_rules')
      .set({ state: to, updated_at: now, ...(to === 'stopped' ? { stopped_at: now } : {}) })
      .where('id', '=', ruleId)
      .where('state', 'in', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Records that the tick handled the rule's periods through `through` (never moves backwards). */
  async markHandled(ruleId: string, through: string): Promise<void> {
    await this.db
      .updateTable('schedule_rules')
      .set({ handled_through: through })
      .where('id', '=', ruleId)
      .where((eb) => eb.or([eb('handled_through', 'is', null), eb('handled_through', '<', through)]))
      .execute();
  }

  /** Inserts an execution unless one of this rule, kind and instant exists; answers its id when inserted. */
  async insertExecution(execution: NewExecution): Promise<number | undefined> {
    const row = await this.db
      .insertInto('schedule_executions')
      .values({
        rule_id: execution.ruleId,
        kind: execution.kind,
        period_name: execution.periodName,
        period_start: execution.periodStart,
        bid_adjustment: execution.adjustment,
        state: execution.state,
        late: execution.late ? 1 : 0,
        attempts: 0,
        error_code: null,
        error_reason: null,
        counts_json: null,
        changes_json: null,
        created_at: execution.now,
        updated_at: execution.now,
        finished_at: execution.state === 'skipped' ? execution.now : null,
      })
      .onConflict((conflict) => conflict.columns(['rule_id', 'kind', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async findExecution(id: number): Promise<ExecutionRow | undefined> {
    return this.db.selectFrom('schedule_executions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Claims a pending execution (or a running one abandoned before `staleBefore` by a crashed replica) and
   * counts the attempt; undefined when another worker holds it or it is finished.
   */
  async claimExecution(id: number, now: string, staleBefore: string): Promise<ExecutionRow | undefined> {
    const current = await this.findExecution(id);
    if (!current) return undefined;
    const claimable =
      current.state === 'pending' || (current.state === 'running' && current.updated_at < staleBefore);
    if (!claimable) return undefined;
    const result = await this.db
      .updateTable('schedule_executions')
      .set({ state: 'running', attempts: current.attempts + 1, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', current.state)
      .where('updated_at', '=', current.updated_at)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return undefined;
    return { ...current, state: 'running', attempts: current.attempts + 1, updated_at: now };
  }

  /** Puts a running execution back to pending for a retry, keeping the reason of the failed attempt. */
  async releaseExecution(id: number, reason: string, now: string): Promise<void> {
    await this.db
      .updateTable('schedule_executions')
      .set({ state: 'pending', error_reason: reason, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .execute();
  }

  async finishExecution(
    id: number,
    outcome: {
      state: 'done' | 'partial' | 'failed' | 'skipped';
      errorCode: number | null;
      errorReason: string | null;
      counts: Record<string, number>;
      changes: unknown[];
      now: string;
    },
  ): Promise<void> {
    await this.db
      .updateTable('schedule_executions')
      .set({
        state: outcome.state,
        error_code: outcome.errorCode,
        error_reason: outcome.errorReason,
        counts_json: JSON.stringify(outcome.counts),
        changes_json: JSON.stringify(outcome.changes),
        updated_at: outcome.now,
        finished_at: outcome.now,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Pending executions last touched before `staleBefore` (their job may have been lost). */
  async strandedExecutions(staleBefore: string): Promise<Array<{ id: number; attempts: number }>> {
    return this.db
      .selectFrom('schedule_executions')
      .select(['id', 'attempts'])
      .where('state', '=', 'pending')
      .where('updated_at', '<', staleBefore)
      .limit(500)
      .execute();
  }

  async executionsOfRule(ruleId: string, limit: number): Promise<ExecutionRow[]> {
    return this.db
      .selectFrom('schedule_executions')
      .selectAll()
      .where('rule_id', '=', ruleId)
      .orderBy('period_start', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The latest execution result of each rule. */
  async latestStates(ruleIds: string[]): Promise<Map<string, string>> {
    if (ruleIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('schedule_executions')
      .select(['rule_id', 'state', 'period_start', 'id'])
      .where('rule_id', 'in', ruleIds)
      .orderBy('period_start', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return new Map(rows.map((row) => [row.rule_id, row.state]));
  }

  async ledgerOf(ruleId: string): Promise<LedgerRow[]> {
    return this.db.selectFrom('schedule_bid_ledger').selectAll().where('rule_id', '=', ruleId).execute();
  }

  /** Writes ledger rows (insert or replace by rule, kind and target). */
  async saveLedger(rows: LedgerRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx
          .insertInto('schedule_bid_ledger')
          .values(row)
          .onConflict((conflict) =>
            conflict.columns(['rule_id', 'target_kind', 'target_id']).doUpdateSet({
              base_bid: row.base_bid,
              last_written: row.last_written,
              pending_bid: row.pending_bid,
              ad_group_id: row.ad_group_id,
              updated_at: row.updated_at,
            }),
          )
          .execute();
      }
    });
  }

  async deleteLedgerRows(ruleId: string, keys: Array<{ kind: string; id: string }>): Promise<void> {
    for (const key of keys) {
      await this.db
        .deleteFrom('schedule_bid_ledger')
        .where('rule_id', '=', ruleId)
        .where('target_kind', '=', key.kind)
        .where('target_id', '=', key.id)
        .execute();
    }
  }

  /** Deletes executions created before `cutoff` and stopped rules (with their ledger) stopped before it. */
  async purge(cutoff: string): Promise<number> {
    const executions = await this.db
      .deleteFrom('schedule_executions')
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    const old = await this.db
      .selectFrom('schedule_rules')
      .select('id')
      .where('state', '=', 'stopped')
      .where('stopped_at', '<', cutoff)
      .execute();
    const ids = old.map((row) => row.id);
    if (ids.length > 0) {
      await this.db.deleteFrom('schedule_executions').where('rule_id', 'in', ids).execute();
      await this.db.deleteFrom('schedule_bid_ledger').where('rule_id', 'in', ids).execute();
      await this.db.deleteFrom('schedule_rules').where('id', 'in', ids).execute();
    }
    return Number(executions.numDeletedRows) + ids.length;
  }
}
