// Shop rows as the port and the seller see them: the stored state plus the two-day readiness (spec §1)
// computed against the clock, so `pending` turns `active` without any job.
import type { LinkedShopItem, Marketplace, ShopMarketplace, ShopStatus } from '@adplan/contracts';
import type { ShopRow } from '../../db/database-schema';
import { fromStoredTime } from '../../lib/clock';
import type { LinkedShop, LinkedShopStatus } from '../../ports/shop-access';

/** The status of a shop at `now`: stored `reauthorize`/`unlinked`, else pending until usable. */
export function shopStatusAt(row: ShopRow, now: number): LinkedShopStatus {
  if (row.status === 'reauthorize' || row.status === 'unlinked') return row.status;
  return fromStoredTime(row.usable_from) > now ? 'pending' : 'active';
}

/** A shop row as the ShopAccess port hands it to other modules. */
export function toLinkedShop(row: ShopRow, now: number): LinkedShop {
  return {
    shopId: row.id,
    userId: row.user_id,
    shopName: row.shop_name,
    marketplace: row.marketplace as Marketplace,
    profileId: row.profile_id,
    currencyCode: row.currency_code,
    timezone: row.timezone,
    authorizedAt: new Date(fromStoredTime(row.authorized_at)),
    usableFrom: new Date(fromStoredTime(row.usable_from)),
    status: shopStatusAt(row, now),
  };
}

/** A shop row in the answer of /auth_shop_list and /api_authorize (never an unlinked one). */
export function presentShop(row: ShopRow, now: number): LinkedShopItem {
  const status = shopStatusAt(row, now);
  return {
    shop_id: row.id,
    shop_name: row.shop_name,
    marketplace: row.marketplace as ShopMarketplace,
    account_type: 'seller',
    authorized_at: row.authorized_at,
    usable_from: row.usable_from,
    status: (status === 'unlinked' ? 'reauthorize' : status) satisfies ShopStatus,
  };
}
