// The usage ledger as the other modules see it (architecture: cross-module needs go through small ports
// wired in app.ts). Plans debit one use per stored plan, billing credits paid packages, operators adjust,
// accounts show the balance. Every method that writes takes the caller's transaction, so a use case that
// spans modules (store the plan AND debit the use) commits or fails as one.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

/** A query builder: the database itself or an open transaction. */
export type DbExecutor = Kysely<Database>;

/** What a seller holds: uses left and the package expiry (YYYY-MM-DD, Beijing date; null for none). */
export interface UsageAccount {
  balance: number;
  activeDateTil: string | null;
}

/** A credit of uses: a paid order, an offering's extra uses, or an operator's adjustment. */
export interface UsageCredit {
  userId: number;
  uses: number;
  kind: 'package_credit' | 'adjustment';
  /** Unique per kind: `order:<out_trade_no>`, `adjustment:<id>` … A second credit with it is ignored. */
  reference: string;
  /** Days the package stays valid; extends the expiry from max(today, current expiry). Omit to keep it. */
  validDays?: number;
  note?: string;
}

/**
 * A credit of negative uses that would take the balance below zero: thrown by the ledger after it has
 * locked the user's entries, so the balance it carries is the one the refusal was decided on.
 */
export class LedgerOverdrawError extends Error {
  constructor(readonly balance: number) {
    super(`the balance ${balance} cannot go below zero`);
    this.name = 'LedgerOverdrawError';
  }
}

/** One ledger entry as the seller's statement shows it. */
export interface UsageEntry {
  id: number;
  uses: number;
  kind: 'package_credit' | 'plan_debit' | 'adjustment';
  reference: string;
  note: string | null;
  validUntil: string | null;
  createdAt: string;
}

/** The usage ledger port. */
export interface UsageLedger {
  /** Balance and expiry of a user, derived from the ledger. */
  account(executor: DbExecutor, userId: number): Promise<UsageAccount>;
  /**
   * Throws the spec §8 "insufficient balance" (or "package expired") AppError unless the user could
   * generate a plan now; consumes nothing (the check before the engine runs).
   */
  assertCanGenerate(executor: DbExecutor, userId: number): Promise<UsageAccount>;
  /**
   * Debits one use for plan `planReference` inside `trx`, never taking the balance below zero (the
   * user's row is locked on PostgreSQL so concurrent debits queue). Throws like `assertCanGenerate`.
   */
  debitForPlan(trx: DbExecutor, userId: number, planReference: string): Promise<UsageAccount>;
  /**
   * Credits uses (idempotent by kind+reference); answers whether this call added the entry. Negative uses
   * (an operator's removal) are checked against the balance under the same lock as debits: throws
   * `LedgerOverdrawError` rather than take the balance below zero.
   */
  credit(trx: DbExecutor, credit: UsageCredit): Promise<{ credited: boolean; account: UsageAccount }>;
  /** The user's entries, newest first. */
  entries(executor: DbExecutor, userId: number, limit: number): Promise<UsageEntry[]>;
}
