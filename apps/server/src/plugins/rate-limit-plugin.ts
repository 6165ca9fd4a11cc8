// A general ceiling on API requests per client IP, so no single client can flood the server. Calls
// that need tighter limits (sign-in, SMS) set `config.rateLimit` on their route; the business limits
// (SMS per phone, login lock-out) live in the accounts module because they must hold across replicas.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError, HttpStatus } from '../lib/app-error';

/** Registers the per-IP ceiling on every route of `app`'s scope (the API scope). */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    // Thrown errors reach the one error handler, which words them in the caller's language.
    errorResponseBuilder: () => new AppError(HttpStatus.rateLimited, 'server.rateLimited'),
  });
}
