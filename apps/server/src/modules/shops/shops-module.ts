// The shops module as app.ts sees it: builds the token cipher, the grant token sources, the ShopAccess
// port (returned, for app.ts to hand to the modules that work on shops) and the seller's shop calls.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { AmazonAdsGateway } from '../../amazon/ads-api';
import type { ModuleContext } from '../../lib/module-context';
import type { SecurityEventLog } from '../../lib/security-events';
import type { ShopAccess } from '../../ports/shop-access';
import { GrantTokens } from './grant-token-source';
import { createShopAccess } from './shop-access';
import {
  createTokenCipher,
  decodeTokenKey,
  lazyTokenCipher,
  loadTokenKey,
  type TokenCipher,
} from './shop-token-cipher';
import { shopsRoutes } from './shops-routes';
import { ShopEntitiesService } from './shop-entities-service';
import { ShopsService } from './shops-service';
import { ShopsRepository } from './shops-repository';

/** The shops module's own parts besides the common context. */
export interface ShopsModuleDeps extends ModuleContext {
  amazonAds: AmazonAdsGateway;
  events: SecurityEventLog;
  /** Replaces the cipher built from config.amazonAds (tests). */
  cipher?: TokenCipher;
  /** Sandbox mode: the in-app fake's "linked two days ago" answer for a profile (see ShopsService). */
  readyAtOnce?: (profileId: string) => boolean;
}

/** The token cipher of the configuration: keys read (or, outside production, generated) on first use. */
export function configuredTokenCipher(config: AppConfig): TokenCipher {
  const { amazonAds, dataDir } = config;
  return lazyTokenCipher(() =>
    createTokenCipher(
      loadTokenKey(amazonAds.tokenKey, dataDir),
      (amazonAds.previousTokenKeys ?? []).map(decodeTokenKey),
    ),
  );
}

/**
 * The shops port over `context`'s database. app.ts builds it once and hands it to the modules that work on
 * shops (plans, schedules, diagnostics) and to `shopsModule`.
 */
export function createShopsPort(
  context: Pick<ModuleContext, 'database' | 'clock'>,
  amazonAds: AmazonAdsGateway,
  cipher: TokenCipher,
  log: (event: string, fields: Record<string, unknown>) => void,
): ShopAccess {
  const repository = new ShopsRepository();
  const tokens = new GrantTokens({ ...context, lwa: amazonAds.lwa, cipher, repository, log });
  return createShopAccess({ ...context, gateway: amazonAds, tokens, repository });
}

/** Registers the shop calls on `api` (scoped to the API prefix). */
export async function shopsModule(api: FastifyInstance, deps: ShopsModuleDeps): Promise<void> {
  const { config, events } = deps;
  const subject = (userId: number) => `user:${userId}`;
  const service = new ShopsService({
    database: deps.database,
    clock: deps.clock,
    gateway: deps.amazonAds,
    cipher: deps.cipher ?? configuredTokenCipher(config),
    repository: new ShopsRepository(),
    readyAtOnce: deps.readyAtOnce,
    onStateRefused: (caller, reason) =>
      events.record('shop.stateRefused', { subject: subject(caller.userId), ip: caller.ip, reason }),
    onLinked: (caller, shopIds) =>
      events.record('shop.linked', {
        subject: subject(caller.userId),
        ip: caller.ip,
        shops: shopIds.join(','),
      }),
    onUnlinked: (caller, shopId, shredded) =>
      events.record('shop.unlinked', {
        subject: subject(caller.userId),
        ip: caller.ip,
        shop: shopId,
        shredded,
      }),
  });
  await api.register(shopsRoutes, {
    service,
    entities: new ShopEntitiesService(deps.shopAccess),
    authorizePerMinute: config.authRateLimitPerMinute,
  });
}
