// GET /health for load balancers and orchestrators: 200 while the database answers, 503 otherwise, so a
// replica that lost its database is taken out of rotation.
import { SYSTEM_CALLS, success } from '@adplan/contracts';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database';
import { AppError, HttpStatus } from '../../lib/app-error';
import { routeCall } from '../../lib/call-route';

export interface HealthModuleDeps {
  database: AppDatabase;
}

/** The health module: registers GET /health on an app scoped to the API prefix. */
export function healthModule(api: FastifyInstance, { database }: HealthModuleDeps): void {
  routeCall(api, SYSTEM_CALLS.health, async (request) => {
    try {
      await sql`select 1`.execute(database.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(HttpStatus.unavailable, 'server.internal');
    }
    return success('ok', { database: database.dialect });
  });
}
