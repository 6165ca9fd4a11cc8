// GET /health for load balancers and orchestrators: 200 while the database answers, 503 otherwise, so a
// replica that lost its database is taken out of rotation.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database';
import { AppError, HttpStatus } from '../../lib/app-error';

export interface HealthRoutesOptions {
  database: AppDatabase;
}

/** Registers GET /health on an app scoped to the API prefix. */
export async function healthRoutes(app: FastifyInstance, { database }: HealthRoutesOptions) {
  app.get('/health', async (request) => {
    try {
      await sql`select 1`.execute(database.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'server.internal');
    }
    return { code: HttpStatus.ok, msg: 'ok', data: { database: database.dialect } };
  });
}
