// Failure counters and locks for sign-in, kept in the database so every replica sees the same counts.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-schema';

/** Data access for login failures and lock-outs; times are stored ISO text. */
export class LockoutRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async lockedUntil(subject: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('login_lockouts')
      .select('locked_until')
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row?.locked_until;
  }

  /**
   * Records a failure (or an attempt still being checked) and returns its row id and how many failures
   * the subject has at or after `windowStart`, this one included.
   */
  async addFailure(
    subject: string,
    failedAt: string,
    windowStart: string,
  ): Promise<{ id: number; failures: number }> {
    await this.db
      .deleteFrom('login_failures')
      .where('subject', '=', subject)
      .where('failed_at', '<', windowStart)
      .execute();
    const inserted = await this.db
      .insertInto('login_failures')
      .values({ subject, failed_at: failedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(inserted.id), failures: await this.countFailures(subject, windowStart) };
  }

  /** How many failures the subject has at or after `windowStart`. */
  async countFailures(subject: string, windowStart: string): Promise<number> {
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('subject', '=', subject)
      .where('failed_at', '>=', windowStart)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Forgets the given failure rows (an attempt that turned out to succeed, or was refused unchecked). */
  async deleteFailures(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('login_failures').where('id', 'in', ids).execute();
  }

  async lock(subject: string, lockedUntil: string): Promise<void> {
    await this.db
      .insertInto('login_lockouts')
      .values({ subject, locked_until: lockedUntil })
      .onConflict((conflict) => conflict.column('subject').doUpdateSet({ locked_until: lockedUntil }))
      .execute();
    await this.clearFailures(subject);
  }

  /** Deletes the locks and failures of `account` alone and of `account` from every IP (`account|ip:…`). */
  async unlockAccount(account: string): Promise<void> {
    const prefix = `${account}|`;
    for (const table of ['login_lockouts', 'login_failures'] as const) {
      await this.db
        .deleteFrom(table)
        .where((eb) =>
          eb.or([
            eb('subject', '=', account),
            eb(eb.fn('substr', ['subject', eb.val(1), eb.val(prefix.length)]), '=', prefix),
          ]),
        )
        .execute();
    }
  }

  async clearFailures(subject: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('subject', '=', subject).execute();
  }

  /** Deletes locks that ended at or before `now` and failures older than `windowStart`; returns how many. */
  async deleteLapsed(now: string, windowStart: string): Promise<{ lockouts: number; failures: number }> {
    const lockouts = await this.db
      .deleteFrom('login_lockouts')
      .where('locked_until', '<=', now)
      .executeTakeFirst();
    const failures = await this.db
      .deleteFrom('login_failures')
      .where('failed_at', '<', windowStart)
      .executeTakeFirst();
    return { lockouts: Number(lockouts.numDeletedRows), failures: Number(failures.numDeletedRows) };
  }
}
