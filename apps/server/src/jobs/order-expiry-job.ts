// The order-expiry job for the runner: marks unpaid online orders expired once their 5 minutes are over.
import type { AppDatabase } from '../db/database';
import type { Clock } from '../lib/clock';
import { orderExpiry } from '../modules/billing/order-expiry';
import type { PeriodicJob } from './job-runner';

/** Runs every `intervalMs`; idempotent (a conditional UPDATE), safe on several replicas. */
export function orderExpiryJob(database: AppDatabase, clock: Clock, intervalMs: number): PeriodicJob {
  const expire = orderExpiry(database);
  return {
    name: 'order-expiry',
    intervalMs,
    run: async () => ({ expiredOrders: await expire(clock.now()) }),
  };
}
