// The process entry: load the configuration (fail fast), open and migrate the database, seed the demo
// account outside production, build the app with the job queue of the database (pg-boss on PostgreSQL),
// start the queue and listen; on SIGINT/SIGTERM stop the jobs, then close app and database. Jobs start
// here, not in buildApp, so tests stay deterministic.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, createPorts } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { DataDirectoryError, prepareDataDirectory, usesDataDirectory } from './config/data-directory';
import { createLogger } from './config/logger';
import { MissingDataDirectoryError, createDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { createJobQueue } from './jobs/create-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { systemClock } from './lib/clock';
import { ensureDemoAccount } from './modules/accounts/demo-account';
import { createArgon2Hasher } from './modules/accounts/password-hasher';

/** Longest a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function handleShutdown(
  app: FastifyInstance,
  jobs: JobQueue,
  database: AppDatabase,
  logger: FastifyBaseLogger,
): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // A job run in progress finishes before the database it writes to is closed.
      await jobs.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const config = readConfig();
  // Checked before anything opens a file in it: a path the start cannot create or write ends the start here.
  if (usesDataDirectory(config)) {
    prepareDataDirectory(config.dataDir, { create: config.nodeEnv !== 'production' });
  }
  const logger = createLogger(config);
  const database = createDatabase(config.database, {
    requireExistingDirectory: config.nodeEnv === 'production',
  });
  const applied = await migrateToLatest(database);
  logger.info({ database: database.dialect, migrations: applied }, 'database ready');
  const passwordHasher = createArgon2Hasher();
  await ensureDemoAccount(
    database.db,
    passwordHasher,
    systemClock,
    logger,
    config.nodeEnv,
    createPorts(database, systemClock).usageLedger,
  );
  const jobs = createJobQueue(config.database, database, systemClock, logger);
  const app = await buildApp(config, { database, logger, passwordHasher, jobs });
  handleShutdown(app, jobs, database, logger);
  // The roles (ADR 0016): a web process only queues jobs (its queue is never started, so it runs none), a
  // worker runs them and answers no HTTP, the embedded `all` does both. The queue starts before the app
  // listens, so a request can queue a job from its first second.
  if (config.role !== 'web') await jobs.start();
  if (config.role !== 'worker') await app.listen({ port: config.port, host: config.host });
  logger.info({ role: config.role }, 'server started');
  // Fastify prints the bound address (127.0.0.1); sellers should open the public one, where payment and
  // shop-linking redirects return (in sandbox without one, linking follows whichever host is used).
  if (config.role !== 'worker') {
    logger.info(
      { url: config.payment.publicBaseUrl, shopLinkFollowsHost: config.amazonAds.followRequestHost },
      `open the console at ${config.payment.publicBaseUrl}`,
    );
  }
}

main().catch((error: unknown) => {
  // A known refusal is one sentence; anything else keeps its stack for whoever debugs the start.
  console.error(
    'The server could not start:',
    error instanceof MissingDataDirectoryError || error instanceof DataDirectoryError ? error.message : error,
  );
  process.exit(1);
});
