// Makes the open database reachable as `app.database` for plugins and future modules that need it.
import type { AppDatabase } from '../db/database';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (its owner, server.ts or a test, closes it). */
    database: AppDatabase;
  }
}

export interface DatabasePluginOptions extends Record<string, unknown> {
  database: AppDatabase;
}

/** Decorates `app.database`. */
export const databasePlugin = globalPlugin<DatabasePluginOptions>('database', async (app, options) => {
  app.decorate('database', options.database);
});
