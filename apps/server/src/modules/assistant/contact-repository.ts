// Contact messages in the database: sellers add them, operators list them newest first.
import type { SellerDirectory } from '../../ports/seller-directory';
import type { Language } from '@adplan/contracts';
import { sql } from 'kysely';
import type { DbExecutor } from '../../ports/usage-ledger';

/** A stored message with the name of the user who left it. */
export interface ContactMessageRecord {
  id: number;
  userName: string;
  body: string;
  contact: string | null;
  language: string;
  withinServiceHours: boolean;
  createdAt: string;
}

/** What a seller leaves. */
export interface NewContactMessage {
  userId: number;
  body: string;
  contact: string | null;
  language: Language;
  withinServiceHours: boolean;
  createdAt: string;
}

/** Reads and writes `contact_messages`. */
export class ContactRepository {
  /** Sellers' names come from the accounts module, which owns `users`. */
  constructor(private readonly sellers: Pick<SellerDirectory, 'userNames'>) {}

  /** Stores a message and answers it as listed. */
  async add(db: DbExecutor, message: NewContactMessage): Promise<ContactMessageRecord> {
    const row = await db
      .insertInto('contact_messages')
      .values({
        user_id: message.userId,
        body: message.body,
        contact: message.contact,
        language: message.language,
        within_service_hours: message.withinServiceHours ? 1 : 0,
        created_at: message.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = await this.page(db, { offset: 0, limit: 1, id: row.id });
    const [record] = stored;
    if (!record) throw new Error('the contact message just stored cannot be read back');
    return record;
  }

  /** How many messages `userId` left since `since` (ISO time). */
  async countSince(db: DbExecutor, userId: number, since: string): Promise<number> {
    const row = await db
      .selectFrom('contact_messages')
      .select(sql<number>`count(*)`.as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Number of messages. */
  async total(db: DbExecutor): Promise<number> {
    const row = await db
      .selectFrom('contact_messages')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A page of messages, newest first (or the one message `id`). */
  async page(
    db: DbExecutor,
    options: { offset: number; limit: number; id?: number },
  ): Promise<ContactMessageRecord[]> {
    let query = db
      .selectFrom('contact_messages')
      .select([
        'contact_messages.id',
        'contact_messages.user_id',
        'contact_messages.body',
        'contact_messages.contact',
        'contact_messages.language',
        'contact_messages.within_service_hours',
        'contact_messages.created_at',
      ]);
    if (options.id !== undefined) query = query.where('contact_messages.id', '=', options.id);
    const rows = await query
      .orderBy('contact_messages.created_at', 'desc')
      .orderBy('contact_messages.id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute();
    const names = await this.sellers.userNames(
      db,
      rows.map((row) => row.user_id),
    );
    return rows.map((row) => ({
      id: row.id,
      userName: names.get(row.user_id) ?? '',
      body: row.body,
      contact: row.contact,
      language: row.language,
      withinServiceHours: Number(row.within_service_hours) === 1,
      createdAt: row.created_at,
    }));
  }
}
