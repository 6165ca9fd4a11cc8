// Account overview snapshots on the database: one row per seller, marketplace and source, replaced by each
// new read. Every read is scoped to the owner and skips expired rows before the retention job deletes them.
import type { Selectable } from 'kysely';
import type { AccountOverviewsTable } from '../../db/database-schema';
import type { DbExecutor } from '../../ports/usage-ledger';

/** A stored snapshot. */
export type StoredOverview = Selectable<AccountOverviewsTable>;

/** A snapshot's identity and date, without its figures (the list the page switches between). */
export type OverviewListRow = Pick<StoredOverview, 'source' | 'marketplace' | 'shop_name' | 'created_at'>;

/** Snapshot storage. */
export class OverviewRepository {
  constructor(private readonly db: DbExecutor) {}

  /** Inserts or replaces the seller's snapshot of the row's marketplace and source. */
  async upsert(row: StoredOverview): Promise<void> {
    await this.db
      .insertInto('account_overviews')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'marketplace', 'source']).doUpdateSet({
          shop_name: row.shop_name,
          overview_json: row.overview_json,
          created_at: row.created_at,
          expires_at: row.expires_at,
        }),
      )
      .execute();
  }

  /** The seller's live snapshots, newest first. */
  async list(userId: number, now: string): Promise<OverviewListRow[]> {
    return this.db
      .selectFrom('account_overviews')
      .select(['source', 'marketplace', 'shop_name', 'created_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('source')
      .orderBy('marketplace')
      .execute();
  }

  /** One of the seller's live snapshots, or undefined. */
  async find(
    userId: number,
    marketplace: string,
    source: string,
    now: string,
  ): Promise<StoredOverview | undefined> {
    return this.db
      .selectFrom('account_overviews')
      .selectAll()
      .where('user_id', '=', userId)
      .where('marketplace', '=', marketplace)
      .where('source', '=', source)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Deletes snapshots past their retention; answers how many. */
  async deleteExpired(now: string): Promise<number> {
    const result = await this.db
      .deleteFrom('account_overviews')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
