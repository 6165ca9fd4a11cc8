// The sellers as other modules may see them. The accounts module owns the `users` table; a module that
// needs a seller's name, has an operator look a seller up by name, serialises a seller's writes or
// mirrors billing details onto the profile goes through this port instead of touching `users`.
import type { DbExecutor } from './usage-ledger';

/** The company details a seller gives for invoices, shown on their profile too. */
export interface SellerCompany {
  companyName: string;
  unifiedSocialCreditCode: string;
  email: string;
}

/** The sellers port, implemented by the accounts module. */
export interface SellerDirectory {
  /** The seller's user name, or undefined when no such seller exists. */
  userName(executor: DbExecutor, userId: number): Promise<string | undefined>;
  /** User names of several sellers by id (unknown ids are absent from the map). */
  userNames(executor: DbExecutor, userIds: readonly number[]): Promise<Map<number, string>>;
  /** The seller with exactly this user name. */
  findByName(executor: DbExecutor, userName: string): Promise<{ id: number; userName: string } | undefined>;
  /**
   * Locks the seller's row until the transaction ends (PostgreSQL; SQLite runs one write transaction at a
   * time, so nothing is needed there): writes of one seller judged on a sum are then serialised.
   */
  lockSeller(executor: DbExecutor, userId: number): Promise<void>;
  /** Shows the company details the seller gave for invoices on their profile (in the caller's transaction). */
  recordCompany(executor: DbExecutor, userId: number, company: SellerCompany): Promise<void>;
}
