// What app.ts hands every server module's registration function: configuration, the database, the
// clock, the shared ports and the job queue. A module adds its own parts (providers, hashers) beside it.
import type { AppConfig } from '../config/config';
import type { AppDatabase } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { AppPorts } from '../ports/app-ports';
import type { ShopAccess } from '../ports/shop-access';
import type { Clock } from './clock';

/** The common dependencies of a module. */
export interface ModuleContext {
  config: AppConfig;
  database: AppDatabase;
  clock: Clock;
  ports: AppPorts;
  /** Register handlers here while the app is built; server.ts starts the queue. */
  jobs: JobQueue;
  /** The linked shops (built by the shops module over the Amazon gateway; see ports/shop-access.ts). */
  shopAccess: ShopAccess;
}
