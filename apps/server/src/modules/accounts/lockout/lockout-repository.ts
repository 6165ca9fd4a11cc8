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

  /** Records a failure and returns how many failures the subject has at or after `windowStart`. */
  async addFailure(subject: string, failedAt: string, windowStart: string): Promise<number> {
    await this.db
      .deleteFrom('login_failures')
      .where('subject', '=', subject)
      .where('failed_at', '<', windowStart)
      .execute();
    await this.db.insertInto('login_failures').values({ subject, failed_at: failedAt }).execute();
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('subject', '=', subject)
      .where('failed_at', '>=', windowStart)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async lock(subject: string, lockedUntil: string): Promise<void> {
    await this.db
      .insertInto('login_lockouts')
      .values({ subject, locked_until: lockedUntil })
      .onConflict((conflict) => conflict.column('subject').doUpdateSet({ locked_until: lockedUntil }))
      .execute();
    await this.clearFailures(subject);
  }

  async unlock(subject: string): Promise<void> {
    await this.db.deleteFrom('login_lockouts').where('subject', '=', subject).execute();
    await this.clearFailures(subject);
  }

  async clearFailures(subject: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('subject', '=', subject).execute();
  }
}
