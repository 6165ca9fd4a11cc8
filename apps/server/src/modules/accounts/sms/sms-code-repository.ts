// Stored SMS codes (hashed) and the counts the sending limits need.
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../../../db/database';
import type { Database, NewSmsCodeRow, SmsCodeRow, SmsDelivery } from '../../../db/database-schema';

/** PostgreSQL advisory-lock key that serialises issuing codes across replicas (any fixed bigint). */
const ISSUE_LOCK_KEY = 7_301_202_501;

/** Data access for SMS codes; times are ISO text. */
export class SmsCodeRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: SqlDialect,
  ) {}

  /**
   * Runs `work` (the limit checks and the insert of a new code) in a transaction that holds the issuing
   * lock, so concurrent requests, on this replica or another, cannot all pass the checks before any of them
   * inserts. One lock for every phone and IP keeps it simple: codes are issued a few times per user a day
   * and the lock is held for a handful of indexed queries. SQLite needs no lock: Kysely runs a transaction
   * on its single connection, so nothing else interleaves.
   */
  async whileIssuing<Result>(work: (repository: SmsCodeRepository) => Promise<Result>): Promise<Result> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(${ISSUE_LOCK_KEY})`.execute(trx);
      return work(new SmsCodeRepository(trx, this.dialect));
    });
  }

  async latestCreatedAt(phoneNumber: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('sms_codes')
      .select('created_at')
      .where('phone_number', '=', phoneNumber)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  }

  async countForPhoneSince(phoneNumber: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('phone_number', '=', phoneNumber)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async countForIpSince(ip: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('ip', '=', ip)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Forgets a phone's codes created before `before`: they no longer count towards any limit. */
  async deleteOlderThan(phoneNumber: string, before: string): Promise<void> {
    await this.db
      .deleteFrom('sms_codes')
      .where('phone_number', '=', phoneNumber)
      .where('created_at', '<', before)
      .execute();
  }

  /** Deletes every code created before `before`, whatever its phone; returns how many. */
  async deleteAllCreatedBefore(before: string): Promise<number> {
    const result = await this.db.deleteFrom('sms_codes').where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Every code issued since `since`, whatever its phone, IP or delivery (the global daily budget). */
  async countAllSince(since: string): Promise<number> {
    const row = await this.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insert(code: NewSmsCodeRow): Promise<number> {
    const row = await this.db.insertInto('sms_codes').values(code).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** Records what became of the code; a failed one stays, counted by the limits but never valid. */
  async setDelivery(id: number, delivery: SmsDelivery): Promise<void> {
    await this.db.updateTable('sms_codes').set({ delivery }).where('id', '=', id).execute();
  }

  /** The newest code of this phone and purpose that has not been used (failed sends never count as codes). */
  async latestUnused(phoneNumber: string, purpose: string): Promise<SmsCodeRow | undefined> {
    return this.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone_number', '=', phoneNumber)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('delivery', '!=', 'failed')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Counts one attempt at the code if fewer than `maxAttempts` were made; returns the new count, or undefined
   * when the attempts are used up. Check and increment are one conditional UPDATE, so concurrent guesses
   * cannot all read the same count and get more comparisons than the cap allows.
   */
  async claimAttempt(id: number, maxAttempts: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('sms_codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  }

  /** Marks the code used; false when a concurrent request used it first (single use holds under races). */
  async markUsed(id: number, usedAt: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sms_codes')
      .set({ used_at: usedAt })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
