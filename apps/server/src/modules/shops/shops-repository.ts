// Shop rows on the database: authorisation attempts, grants (sealed tokens) and shops. State changes that
// must happen once are conditional updates (`... where used_at is null`), so of two concurrent requests
// with one state only the first proceeds.
import type { Insertable } from 'kysely';
import type {
  ShopAuthorizeAttemptsTable,
  ShopGrantRow,
  ShopGrantsTable,
  ShopRow,
  ShopsTable,
} from '../../db/database-schema';
import type { DbExecutor } from '../../ports/usage-ledger';

/** Stored shop states (pending/active are derived from `usable_from`). */
export type StoredShopStatus = 'linked' | 'reauthorize' | 'unlinked';

/** The sealed tokens of a grant, as written together. */
export interface SealedTokens {
  key_id: string;
  refresh_token_enc: string;
  access_token_enc: string;
  access_expires_at: string;
  refreshed_at: string;
}

/** Shop rows. */
export class ShopsRepository {
  async insertAttempt(executor: DbExecutor, row: Insertable<ShopAuthorizeAttemptsTable>): Promise<void> {
    await executor.insertInto('shop_authorize_attempts').values(row).execute();
  }

  /** Forgets attempts that ended before `before` (an abandoned consent page leaves its row behind). */
  async deleteAttemptsBefore(executor: DbExecutor, before: string): Promise<void> {
    await executor.deleteFrom('shop_authorize_attempts').where('expires_at', '<', before).execute();
  }

  async attempt(executor: DbExecutor, stateHash: string) {
    return executor
      .selectFrom('shop_authorize_attempts')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
  }

  /** Marks the attempt used; false when another request used it first. */
  async useAttempt(executor: DbExecutor, stateHash: string, now: string): Promise<boolean> {
    const result = await executor
      .updateTable('shop_authorize_attempts')
      .set({ used_at: now })
      .where('state_hash', '=', stateHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertGrant(executor: DbExecutor, row: Insertable<ShopGrantsTable>): Promise<number> {
    const inserted = await executor
      .insertInto('shop_grants')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async grant(executor: DbExecutor, grantId: number): Promise<ShopGrantRow | undefined> {
    return executor.selectFrom('shop_grants').selectAll().where('id', '=', grantId).executeTakeFirst();
  }

  async updateGrantTokens(executor: DbExecutor, grantId: number, tokens: SealedTokens): Promise<void> {
    await executor.updateTable('shop_grants').set(tokens).where('id', '=', grantId).execute();
  }

  /** Deletes the grant (its sealed tokens) when no shop uses it any more; true when it was deleted. */
  async deleteGrantIfUnused(executor: DbExecutor, grantId: number): Promise<boolean> {
    const result = await executor
      .deleteFrom('shop_grants')
      .where('id', '=', grantId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('shops').select('shops.id').where('shops.grant_id', '=', grantId))),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async shop(executor: DbExecutor, shopId: string): Promise<ShopRow | undefined> {
    return executor.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirst();
  }

  async shopByProfile(executor: DbExecutor, userId: number, profileId: string): Promise<ShopRow | undefined> {
    return executor
      .selectFrom('shops')
      .selectAll()
      .where('user_id', '=', userId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  }

  async insertShop(executor: DbExecutor, row: Insertable<ShopsTable>): Promise<void> {
    await executor.insertInto('shops').values(row).execute();
  }

  async updateShop(executor: DbExecutor, shopId: string, changes: Partial<ShopsTable>): Promise<void> {
    await executor.updateTable('shops').set(changes).where('id', '=', shopId).execute();
  }

  /** A user's shops that are not unlinked, oldest link first. */
  async shopsOf(executor: DbExecutor, userId: number): Promise<ShopRow[]> {
    return executor
      .selectFrom('shops')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '!=', 'unlinked')
      .orderBy('authorized_at')
      .orderBy('id')
      .execute();
  }

  /** Every shop in one of `statuses` (background jobs). */
  async shopsWithStatus(executor: DbExecutor, statuses: StoredShopStatus[]): Promise<ShopRow[]> {
    return executor.selectFrom('shops').selectAll().where('status', 'in', statuses).orderBy('id').execute();
  }

  /** Marks every linked shop of a grant `reauthorize` (Amazon revoked the grant). */
  async markGrantReauthorize(executor: DbExecutor, grantId: number): Promise<void> {
    await executor
      .updateTable('shops')
      .set({ status: 'reauthorize' })
      .where('grant_id', '=', grantId)
      .where('status', '=', 'linked')
      .execute();
  }
}
