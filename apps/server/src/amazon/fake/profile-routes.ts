// `GET /v2/profiles` of the fake: the grant's profiles (no Scope header), optionally filtered by
// `profileTypeFilter`, and `GET /v2/profiles/{profileId}`.
import type { FastifyInstance } from 'fastify';
import { callerGrant, sendError, type FakeContext } from './ads-http';

export function registerProfileRoutes(app: FastifyInstance, context: FakeContext): void {
  app.get('/v2/profiles', (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const types = query.profileTypeFilter?.split(',').map((type) => type.trim().toLowerCase());
    const profiles = context.store
      .profilesOf(callerGrant(request).grantId)
      .map((each) => each.profile)
      .filter((profile) => !types || types.includes(profile.accountInfo.type));
    return reply.type('application/json').send(profiles);
  });
  app.get('/v2/profiles/:profileId', (request, reply) => {
    const { profileId } = request.params as { profileId: string };
    if (!callerGrant(request).profileIds.includes(profileId)) {
      return sendError(reply, 401, 'UNAUTHORIZED', 'Not authorized to access scope');
    }
    return reply.type('application/json').send(context.store.profile(profileId)?.profile);
  });
}
