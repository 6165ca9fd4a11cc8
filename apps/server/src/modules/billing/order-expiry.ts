// The unpaid-order expiry as a plain function of the time, so any job runner can call it. Correctness
// never depends on it running: reads and notifications expire an order lazily as well.
import type { AppDatabase } from '../../db/database';
import { toStoredTime } from '../../lib/clock';
import { BillingRepository } from './billing-repository';

/** Expires every pending online order whose 5 minutes ran out by `now` (epoch ms); answers how many. */
export function orderExpiry(database: AppDatabase): (now: number) => Promise<number> {
  const repository = new BillingRepository();
  return (now) => repository.expirePending(database.db, toStoredTime(now));
}
