// Linked shops as the other modules see them (authorised plans, the schedule executor, diagnostics): find a
// seller's shop, get the Ads API of its profile with tokens kept fresh, and list which campaigns the tool
// made or changed there. The shops module implements ShopAccess, the shop-plans module ToolCampaigns;
// app.ts wires them, so no module imports another.
import type { Marketplace } from '@adplan/contracts';
import type { AdsProfileApi } from '../amazon/ads-api';

/** A shop's life: usable two days after linking (spec §1), re-authorise when Amazon revoked the grant. */
export type LinkedShopStatus = 'pending' | 'active' | 'reauthorize' | 'unlinked';

/** A linked shop (one advertising profile of one seller's grant). */
export interface LinkedShop {
  shopId: string;
  userId: number;
  shopName: string;
  /** The shop's marketplace: linking admits SHOP_MARKETPLACES only; the table holds its limits and zone. */
  marketplace: Marketplace;
  /** Amazon's advertising profile id (the Scope header). */
  profileId: string;
  /** Currency of the profile (USD, CAD). */
  currencyCode: string;
  /** IANA time zone of the profile (America/Los_Angeles for US and CA). */
  timezone: string;
  authorizedAt: Date;
  /** Plans may use the shop from this instant (authorisation + 2 days). */
  usableFrom: Date;
  status: LinkedShopStatus;
}

/** The shops port. */
export interface ShopAccess {
  /**
   * The user's shop, or undefined when it does not exist, is unlinked or belongs to someone else (callers
   * answer 404 and never say which).
   */
  findShop(userId: number, shopId: string): Promise<LinkedShop | undefined>;
  /**
   * Throws the spec §8 AppError a plan call answers when the shop cannot be used now: 10031 re-authorise,
   * 50018 not usable until `usableFrom` (the message names the date).
   */
  assertUsable(shop: LinkedShop, now: Date): void;
  /**
   * The Ads API of the shop's profile. Access tokens are refreshed before expiry and after a 401; a revoked
   * grant marks the shop `reauthorize` and throws AppError 10031.
   */
  adsApi(shop: LinkedShop): AdsProfileApi;
  /** Every shop whose status is active or pending (background jobs). */
  listLinkedShops(): Promise<LinkedShop[]>;
  /** A shop by id whatever its owner (background jobs only; never behind a seller's request). */
  shopById(shopId: string): Promise<LinkedShop | undefined>;
}

/** A campaign the tool created or changed in a linked shop (diagnostics cover only these, spec §1). */
export interface ToolCampaign {
  shopId: string;
  campaignId: string;
  adProduct: 'SPONSORED_PRODUCTS' | 'SPONSORED_BRANDS';
  /** `created` by a cold start, or `optimised` by an applied optimisation. */
  origin: 'created' | 'optimised';
  /** The stored plan whose applied change-set touched it last. */
  planId: string;
  campaignName: string;
  appliedAt: Date;
}

/** The tool-made campaigns port (recorded when a change-set is applied, forgotten when it is undone). */
export interface ToolCampaigns {
  /** The tool's campaigns in one shop, most recently applied first. */
  forShop(shopId: string): Promise<ToolCampaign[]>;
}
