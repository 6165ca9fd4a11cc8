// The Ads API gate of the fake, in Amazon's order: the bearer token must be a live access token of a
// grant (expired → 401 so the client refreshes), the ClientId header must be the app's, and every call but
// `GET /v2/profiles` needs a Scope header naming one of the grant's profiles. Then the injected faults:
// latency, forced or random 429s, forced 500s or 403s.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fakePath, sendError, setCaller, type FakeContext } from './ads-http';

const NO_SCOPE_PATHS = ['/ads/v2/profiles'];

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The preHandler of every Ads API route. */
export function adsGate(context: FakeContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { store, faults } = context;
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    const bearer = /^Bearer (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const grant = store.grantOfAccessToken(bearer);
    if (grant === 'expired') return sendError(reply, 401, 'UNAUTHORIZED', 'The access token has expired');
    if (!grant) return sendError(reply, 401, 'UNAUTHORIZED', 'Authentication failed');
    if (request.headers['amazon-advertising-api-clientid'] !== store.security.clientId) {
      return sendError(reply, 401, 'UNAUTHORIZED', 'Amazon-Advertising-API-ClientId is missing or invalid');
    }
    const path = fakePath(request);
    const needsScope = !NO_SCOPE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const scope = request.headers['amazon-advertising-api-scope'];
    let profile;
    if (needsScope) {
      if (typeof scope !== 'string' || scope === '')
        return sendError(reply, 401, 'UNAUTHORIZED', 'Scope header is missing');
      if (!grant.profileIds.includes(scope))
        return sendError(reply, 401, 'UNAUTHORIZED', 'Not authorized to access scope');
      profile = store.profile(scope);
    }
    setCaller(request, grant, profile);
    const throttle = faults.takeThrottle(path);
    if (throttle) {
      if (throttle.retryAfterSeconds !== null)
        reply.header('Retry-After', String(throttle.retryAfterSeconds));
      return sendError(reply, 429, 'THROTTLED', 'Too Many Requests');
    }
    const failure = faults.takeFailure(path);
    if (failure === 403)
      return sendError(reply, 403, 'ACCESS_DENIED', 'The user lacks permission for this operation');
    if (failure === 500) return sendError(reply, 500, 'INTERNAL_ERROR', 'Service Error');
    return undefined;
  };
}
