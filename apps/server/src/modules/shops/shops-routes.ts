// The seller's shop calls (spec §7 /api_authorize, issue 13): the consent URL, completing an
// authorisation, the shop list and unlinking. The two authorisation calls have a tighter per-IP ceiling:
// each starts or finishes a round trip to Amazon.
import { SHOPS_CALLS, success, type Language } from '@adplan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import { shopsSuccessMessage, type ShopsSuccessKey } from '@adplan/contracts';
import type { ShopsCaller, ShopsService } from './shops-service';

export interface ShopsRoutesOptions {
  service: ShopsService;
  /** Requests per client IP per minute on /shop_authorize_url and /api_authorize. */
  authorizePerMinute: number;
}

function ok<Data>(language: Language, key: ShopsSuccessKey, data: Data, params?: Record<string, number>) {
  return success(shopsSuccessMessage(key, language, params), data);
}

function callerOf(request: FastifyRequest): ShopsCaller {
  const session = requireSession(request);
  return {
    userId: session.userId,
    sessionId: session.id,
    ip: request.ip,
    origin: `${request.protocol}://${request.host}`,
  };
}

/** Registers the shop routes on an app scoped to the API prefix. */
export async function shopsRoutes(app: FastifyInstance, options: ShopsRoutesOptions) {
  const { service } = options;
  const limited = { config: { rateLimit: { max: options.authorizePerMinute, timeWindow: 60_000 } } };

  routeCall(
    app,
    SHOPS_CALLS.shopAuthorizeUrl,
    async (request, _reply, payload) =>
      ok(request.language, 'shops.ok', await service.authorizeUrl(callerOf(request), payload.marketplace)),
    limited,
  );

  routeCall(
    app,
    SHOPS_CALLS.apiAuthorize,
    async (request, _reply, payload) => {
      const answer = await service.authorize(callerOf(request), payload);
      return ok(request.language, 'shops.linked', answer, { count: answer.linked.length });
    },
    limited,
  );

  routeCall(app, SHOPS_CALLS.authShopList, async (request) => {
    const session = requireSession(request);
    return ok(request.language, 'shops.ok', { shops: await service.list(session.userId) });
  });

  routeCall(app, SHOPS_CALLS.unlinkShop, async (request, _reply, payload) => {
    await service.unlink(callerOf(request), payload.shop_id);
    return success(shopsSuccessMessage('shops.unlinked', request.language));
  });
}
