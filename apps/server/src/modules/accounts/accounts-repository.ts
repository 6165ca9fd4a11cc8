// Reads and writes users. Only this file knows the users table's columns.
import { sql, type Kysely } from 'kysely';
import type { Database, NewUserRow, UserRow } from '../../db/database-schema';

/** Data access for users. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user whose name equals `userName` ignoring case (names are unique that way, see migration 0007). */
  async findByUserName(userName: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(user_name)`, '=', userName.toLowerCase())
      .executeTakeFirst();
  }

  async findByPhone(phoneNumber: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();
  }

  async create(user: NewUserRow): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async updatePassword(userId: number, passwordHash: string, changedAt: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: changedAt })
      .where('id', '=', userId)
      .execute();
  }

  async countUsers(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
    return Number(row.count);
  }
}
