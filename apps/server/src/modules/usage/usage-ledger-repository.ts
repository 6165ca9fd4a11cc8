// The usage ledger on the database: balance = sum of the user's entries, expiry = the latest
// `valid_until` a credit set. Nothing is ever updated or deleted, so the statement a seller sees is the
// history that produced the balance.
// Packages are sold to sellers in China: a package date is a Beijing calendar date (beijingDate).
import { addDays, beijingDate } from '@adplan/contracts';
import { sql } from 'kysely';
import type { UsageLedgerTable } from '../../db/database-schema';
import { AppError, HttpStatus } from '../../lib/app-error';
import { toStoredTime, type Clock } from '../../lib/clock';
import type { SellerDirectory } from '../../ports/seller-directory';
import {
  LedgerOverdrawError,
  type DbExecutor,
  type UsageAccount,
  type UsageCredit,
  type UsageEntry,
  type UsageLedger,
} from '../../ports/usage-ledger';

/**
 * The expiry after buying `validDays` more: counted from the current expiry while it still runs (a seller
 * who renews early never loses the days already paid for), from today otherwise.
 */
export function extendedExpiry(current: string | null, today: string, validDays: number): string {
  const from = current !== null && current >= today ? current : today;
  return addDays(from, validDays);
}

/** The ledger over the app database. */
export class SqlUsageLedger implements UsageLedger {
  constructor(
    private readonly sellers: SellerDirectory,
    private readonly clock: Clock,
  ) {}

  async account(executor: DbExecutor, userId: number): Promise<UsageAccount> {
    const row = await executor
      .selectFrom('usage_ledger')
      .select([
        sql<number | string | null>`coalesce(sum(uses), 0)`.as('balance'),
        sql<string | null>`max(valid_until)`.as('valid_until'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { balance: Number(row?.balance ?? 0), activeDateTil: row?.valid_until ?? null };
  }

  async assertCanGenerate(executor: DbExecutor, userId: number): Promise<UsageAccount> {
    const account = await this.account(executor, userId);
    if (account.balance < 1) {
      throw new AppError(HttpStatus.badRequest, 'billing.insufficientBalance');
    }
    if (account.activeDateTil === null || account.activeDateTil < beijingDate(this.clock.now())) {
      throw new AppError(HttpStatus.badRequest, 'billing.packageExpired', {
        date: account.activeDateTil ?? '-',
      });
    }
    return account;
  }

  async debitForPlan(trx: DbExecutor, userId: number, planReference: string): Promise<UsageAccount> {
    await this.lockUser(trx, userId);
    const before = await this.assertCanGenerate(trx, userId);
    await this.insert(trx, {
      user_id: userId,
      uses: -1,
      kind: 'plan_debit',
      reference: planReference,
      note: null,
      valid_until: null,
    });
    return { ...before, balance: before.balance - 1 };
  }

  async credit(trx: DbExecutor, credit: UsageCredit): Promise<{ credited: boolean; account: UsageAccount }> {
    await this.lockUser(trx, credit.userId);
    const existing = await trx
      .selectFrom('usage_ledger')
      .select('id')
      .where('kind', '=', credit.kind)
      .where('reference', '=', credit.reference)
      .executeTakeFirst();
    const before = await this.account(trx, credit.userId);
    if (existing) return { credited: false, account: before };
    // Decided after the lock: a balance read before it could be spent by another replica meanwhile.
    if (before.balance + credit.uses < 0) throw new LedgerOverdrawError(before.balance);
    const validUntil =
      credit.validDays === undefined
        ? null
        : extendedExpiry(before.activeDateTil, beijingDate(this.clock.now()), credit.validDays);
    await this.insert(trx, {
      user_id: credit.userId,
      uses: credit.uses,
      kind: credit.kind,
      reference: credit.reference,
      note: credit.note ?? null,
      valid_until: validUntil,
    });
    return { credited: true, account: await this.account(trx, credit.userId) };
  }

  async entries(executor: DbExecutor, userId: number, limit: number): Promise<UsageEntry[]> {
    const rows = await executor
      .selectFrom('usage_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      uses: row.uses,
      kind: row.kind,
      reference: row.reference,
      note: row.note,
      validUntil: row.valid_until,
      createdAt: row.created_at,
    }));
  }

  /**
   * Serialises every ledger write of one user: on PostgreSQL concurrent transactions would each see the
   * old sum, so the user's row is locked until commit. SQLite runs one write transaction at a time.
   */
  private async lockUser(trx: DbExecutor, userId: number): Promise<void> {
    await this.sellers.lockSeller(trx, userId);
  }

  private async insert(trx: DbExecutor, entry: Omit<UsageLedgerTable, 'id' | 'created_at'>): Promise<void> {
    await trx
      .insertInto('usage_ledger')
      .values({ ...entry, created_at: toStoredTime(this.clock.now()) })
      .execute();
  }
}
