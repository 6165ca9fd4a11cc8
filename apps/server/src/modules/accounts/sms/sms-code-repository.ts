// Stored SMS codes (hashed) and the counts the sending limits need.
import { sql, type Kysely } from 'kysely';
import type { Database, SmsCodeRow } from '../../../db/database-schema';

/** Data access for SMS codes; times are ISO text. */
export class SmsCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

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

  async insert(code: Omit<SmsCodeRow, 'id' | 'used_at' | 'attempts'>): Promise<number> {
    const row = await this.db.insertInto('sms_codes').values(code).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sms_codes').where('id', '=', id).execute();
  }

  /** The newest code of this phone and purpose that has not been used. */
  async latestUnused(phoneNumber: string, purpose: string): Promise<SmsCodeRow | undefined> {
    return this.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone_number', '=', phoneNumber)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Counts a wrong attempt atomically; returns the new count. */
  async addAttempt(id: number): Promise<number> {
    await this.db
      .updateTable('sms_codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .execute();
    const row = await this.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
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
