// The process entry: load the configuration (fail fast), open and migrate the database, seed the demo
// account outside production, build the app and listen; close app and database on SIGINT/SIGTERM.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { createLogger } from './config/logger';
import { createDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
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

function handleShutdown(app: FastifyInstance, database: AppDatabase, logger: FastifyBaseLogger): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
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
  const logger = createLogger(config);
  const database = createDatabase(config.database);
  const applied = await migrateToLatest(database);
  logger.info({ database: database.dialect, migrations: applied }, 'database ready');
  const passwordHasher = createArgon2Hasher();
  if (config.nodeEnv !== 'production')
    await ensureDemoAccount(database.db, passwordHasher, systemClock, logger);
  const app = await buildApp(config, { database, logger, passwordHasher });
  handleShutdown(app, database, logger);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
