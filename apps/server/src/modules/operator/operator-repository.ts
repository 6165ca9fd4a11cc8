// The operator role and the audit log on the database. The role is server-side only (staff, not sellers)
// and is granted or revoked by the operator CLI, which writes the audit line in the same transaction.
import { toStoredTime, type Clock } from '../../lib/clock';
import type { AuditEntry, OperatorAudit } from '../../ports/operator-audit';
import type { OperatorAccess } from '../../ports/operator-access';
import type { DbExecutor } from '../../ports/usage-ledger';

/** One audit line as stored (`detail`: the JSON of its facts, or a sentence in lines written before them). */
export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  subject: string;
  detail: string | null;
  created_at: string;
}

/** Operator role and audit log: implements the `OperatorAccess` and `OperatorAudit` ports. */
export class OperatorRepository implements OperatorAccess, OperatorAudit {
  constructor(private readonly clock: Clock) {}

  async isOperator(executor: DbExecutor, userId: number): Promise<boolean> {
    const row = await executor
      .selectFrom('operators')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives `userId` the role; answers false when it already held it. */
  async grant(executor: DbExecutor, userId: number, grantedBy: string): Promise<boolean> {
    const result = await executor
      .insertInto('operators')
      .values({ user_id: userId, granted_at: toStoredTime(this.clock.now()), granted_by: grantedBy })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Takes the role away; answers false when the user did not hold it. */
  async revoke(executor: DbExecutor, userId: number): Promise<boolean> {
    const result = await executor.deleteFrom('operators').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async record(executor: DbExecutor, entry: AuditEntry): Promise<void> {
    await executor
      .insertInto('operator_audit_log')
      .values({
        actor: entry.actor,
        action: entry.action,
        subject: entry.subject,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
        created_at: toStoredTime(this.clock.now()),
      })
      .execute();
  }

  /** The latest audit lines, newest first. */
  async latest(executor: DbExecutor, limit: number): Promise<AuditRow[]> {
    return executor.selectFrom('operator_audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }
}
