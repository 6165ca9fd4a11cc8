// The seller's shop calls (spec §7 /api_authorize, issue 13): the consent URL, completing an
// authorisation, the shop list and unlinking, and what a linked shop holds for the tool forms' pickers
// (issue 23). The two authorisation calls have a tighter per-IP ceiling: each starts or finishes a round
// trip to Amazon.
import { SHOPS_CALLS, success, type Language } from '@adplan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import { shopsSuccessMessage, type ShopsSuccessKey } from '@adplan/contracts';
import type { ShopsCaller, ShopsService } from './shops-service';
import type { ShopEntitiesService } from './shop-entities-service';

export interface ShopsRoutesOptions {
  service: ShopsService;
  /** Reads a linked shop's campaigns, brands and video assets for the tool forms. */
  entities: ShopEntitiesService;
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

  routeCall(app, SHOPS_CALLS.shopCampaigns, async (request, _reply, payload) => {
    const session = requireSession(request);
    const campaigns = await options.entities.campaigns(session.userId, payload.shop_id, payload.ad_product);
    return ok(request.language, 'shops.ok', { campaigns });
  });

  routeCall(app, SHOPS_CALLS.shopBrands, async (request, _reply, payload) => {
    const session = requireSession(request);
    return ok(request.language, 'shops.ok', {
      brands: await options.entities.brands(session.userId, payload.shop_id),
    });
  });

  routeCall(app, SHOPS_CALLS.shopVideoAssets, async (request, _reply, payload) => {
    const session = requireSession(request);
    return ok(request.language, 'shops.ok', {
      assets: await options.entities.videoAssets(session.userId, payload.shop_id),
    });
  });

  routeCall(app, SHOPS_CALLS.unlinkShop, async (request, _reply, payload) => {
    await service.unlink(callerOf(request), payload.shop_id);
    return success(shopsSuccessMessage('shops.unlinked', request.language));
  });
}
