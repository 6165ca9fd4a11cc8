// The accounts module's side of the SellerDirectory port: the only code outside the accounts use cases
// that reads or writes `users` on behalf of another module (see ports/seller-directory.ts).
import type { SqlDialect } from '../../db/database';
import type { SellerCompany, SellerDirectory } from '../../ports/seller-directory';
import type { DbExecutor } from '../../ports/usage-ledger';

/** SellerDirectory over the `users` table. */
export class SqlSellerDirectory implements SellerDirectory {
  constructor(private readonly dialect: SqlDialect) {}

  async userName(executor: DbExecutor, userId: number): Promise<string | undefined> {
    const row = await executor
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.user_name;
  }

  async userNames(executor: DbExecutor, userIds: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await executor
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, row.user_name]));
  }

  async findByName(executor: DbExecutor, userName: string) {
    const row = await executor
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('user_name', '=', userName)
      .executeTakeFirst();
    return row && { id: row.id, userName: row.user_name };
  }

  async lockSeller(executor: DbExecutor, userId: number): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await executor.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async recordCompany(executor: DbExecutor, userId: number, company: SellerCompany): Promise<void> {
    await executor
      .updateTable('users')
      .set({
        company_name: company.companyName,
        unified_social_credit_code: company.unifiedSocialCreditCode,
        email: company.email,
      })
      .where('id', '=', userId)
      .execute();
  }
}
