// The ShopAccess port (ports/shop-access.ts) over the shops tables: how the authorised plans, the schedule
// executor and diagnostics find a seller's shop, check that it can be used now and reach its Ads API.
import { beijingDateTime } from '@adplan/contracts';
import type { AmazonAdsGateway } from '../../amazon/ads-api';
import type { AppDatabase } from '../../db/database';
import { AppError, HttpStatus } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { LinkedShop, ShopAccess } from '../../ports/shop-access';
import type { GrantTokens } from './grant-token-source';
import { toLinkedShop } from './shops-presenter';
import type { ShopsRepository } from './shops-repository';

export interface ShopAccessDeps {
  database: AppDatabase;
  clock: Clock;
  gateway: AmazonAdsGateway;
  tokens: GrantTokens;
  repository: ShopsRepository;
}

/** Builds the ShopAccess port. */
export function createShopAccess(deps: ShopAccessDeps): ShopAccess {
  const { database, clock, gateway, tokens, repository } = deps;
  return {
    async findShop(userId, shopId) {
      const row = await repository.shop(database.db, shopId);
      // Someone else's shop reads exactly like a missing one: callers answer 404 without saying which.
      if (!row || row.user_id !== userId || row.status === 'unlinked') return undefined;
      return toLinkedShop(row, clock.now());
    },
    assertUsable(shop: LinkedShop, now: Date) {
      if (shop.status === 'unlinked') throw new AppError(HttpStatus.badRequest, 10032, {}, 10032);
      if (shop.status === 'reauthorize') {
        throw new AppError(HttpStatus.badRequest, 'shops.reauthorize', { shop: shop.shopName }, 10031);
      }
      if (shop.usableFrom.getTime() > now.getTime()) {
        throw new AppError(
          HttpStatus.badRequest,
          'shops.notUsableYet',
          { shop: shop.shopName, date: beijingDateTime(shop.usableFrom) },
          50018,
        );
      }
    },
    adsApi(shop) {
      return gateway.connect(tokens.forShop(shop.shopId)).forProfile(shop.profileId);
    },
    async listLinkedShops() {
      const rows = await repository.shopsWithStatus(database.db, ['linked']);
      return rows.map((row) => toLinkedShop(row, clock.now()));
    },
    async shopById(shopId) {
      const row = await repository.shop(database.db, shopId);
      return row ? toLinkedShop(row, clock.now()) : undefined;
    },
  };
}
