// Login with Amazon sends the seller's browser back to `<public base>/authorize-result?code=&state=` (or
// `?error=&error_description=`), a real path; the console is a hash-router app, so the server forwards the
// same query to `/#/authorize-result`, where the result page completes the authorisation.
import { AUTHORIZE_RESULT_PATH } from '@adplan/contracts';
import type { FastifyInstance } from 'fastify';

/** Query parameters LwA may send back; anything else is dropped rather than reflected. */
const FORWARDED = ['code', 'state', 'scope', 'error', 'error_description'] as const;
/** Longest value forwarded (codes and states are far shorter). */
const MAX_VALUE_LENGTH = 1024;

/** The console URL the redirect lands on. */
export function authorizeResultTarget(query: Record<string, unknown>): string {
  const forwarded = new URLSearchParams();
  for (const name of FORWARDED) {
    const value = query[name];
    if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) forwarded.set(name, value);
  }
  const search = forwarded.toString();
  return `/#${AUTHORIZE_RESULT_PATH}${search === '' ? '' : `?${search}`}`;
}

/** Registers GET /authorize-result at the root (outside the API prefix). */
export function registerAuthorizeResultRedirect(app: FastifyInstance): void {
  app.get(AUTHORIZE_RESULT_PATH, async (request, reply) => {
    // The code is single-use and short-lived, but no cache or referrer should keep it anyway.
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return reply.redirect(authorizeResultTarget(request.query as Record<string, unknown>), 302);
  });
}
