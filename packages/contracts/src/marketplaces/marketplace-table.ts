// Every fact about a marketplace, written once (issue 22): its currency as sellers read it, the
// advertising profile's time zone, Amazon's bid and budget limits per ad product (domain reference §2.1,
// [DOCS limits.md]), money precision, the storefront's languages, and where its Ads API lives. The
// engine plans with it, the server checks and schedules with it, the web formats with it.

/** An inclusive range of money in the marketplace currency. */
export interface MoneyRange {
  readonly min: number;
  readonly max: number;
}

/** The Ads API regions (Ads API reference §1.1): each has its own consent, token and API hosts. */
export type AdsRegion = 'NA' | 'EU' | 'FE';

/** Ads API host of each region (Ads API reference §1.1); the NA one is the server's configured default. */
export const ADS_API_HOSTS: Readonly<Record<AdsRegion, string>> = {
  NA: 'https://advertising-api.amazon.com',
  EU: 'https://advertising-api-eu.amazon.com',
  FE: 'https://advertising-api-fe.amazon.com',
};

/** Everything AdPlan knows about one marketplace. */
export interface MarketplaceInfo {
  readonly code: string;
  readonly currency: 'USD' | 'GBP' | 'CAD' | 'JPY';
  /** Symbol shown to sellers beside amounts (spec §3). */
  readonly currencySymbol: string;
  /** Decimal places bids and budgets take: 2, or 0 for whole yen. */
  readonly decimals: 0 | 2;
  /** IANA time zone of the advertiser profile; decides "today", report days and schedule hours. */
  readonly timeZone: string;
  /** Languages shoppers of the storefront read (BCP 47), in order of use. */
  readonly languages: readonly string[];
  /** Amazon store host, for landing page URLs (`https://<host>/dp/<ASIN>`). */
  readonly storeHost: string;
  /** Amazon's id of the marketplace (`accountInfo.marketplaceStringId` of a profile). */
  readonly marketplaceStringId: string;
  /** The Ads API region serving the marketplace's profiles. */
  readonly adsRegion: AdsRegion;
  /** Whether a shop of this marketplace can be linked (authorised tools, diagnostics, schedules; spec §1). */
  readonly shopLinkable: boolean;
  readonly spBid: MoneyRange;
  readonly sbBid: MoneyRange;
  readonly sbVideoBid: MoneyRange;
  readonly spDailyBudget: MoneyRange;
  readonly sbDailyBudget: MoneyRange;
  readonly sbLifetimeBudget: MoneyRange;
  /** Whether SB video campaigns can be created through bulk upload in this marketplace. */
  readonly sbVideoBulkCreate: boolean;
}

/** The marketplace table, in display order. */
export const MARKETPLACE_TABLE = {
  US: {
    code: 'US',
    currency: 'USD',
    currencySymbol: '$',
    decimals: 2,
    timeZone: 'America/Los_Angeles',
    languages: ['en-US', 'es-US'],
    storeHost: 'www.amazon.com',
    marketplaceStringId: 'ATVPDKIKX0DER',
    adsRegion: 'NA',
    shopLinkable: true,
    spBid: { min: 0.02, max: 1000 },
    sbBid: { min: 0.1, max: 49 },
    sbVideoBid: { min: 0.25, max: 49 },
    spDailyBudget: { min: 1, max: 1_000_000 },
    sbDailyBudget: { min: 1, max: 1_000_000 },
    sbLifetimeBudget: { min: 100, max: 20_000_000 },
    sbVideoBulkCreate: true,
  },
  UK: {
    code: 'UK',
    currency: 'GBP',
    currencySymbol: '£',
    decimals: 2,
    timeZone: 'Europe/London',
    languages: ['en-GB'],
    storeHost: 'www.amazon.co.uk',
    marketplaceStringId: 'A1F83G8C2ARO7P',
    adsRegion: 'EU',
    shopLinkable: false,
    spBid: { min: 0.02, max: 1000 },
    sbBid: { min: 0.1, max: 31 },
    sbVideoBid: { min: 0.15, max: 31 },
    spDailyBudget: { min: 1, max: 1_000_000 },
    sbDailyBudget: { min: 1, max: 1_000_000 },
    sbLifetimeBudget: { min: 100, max: 20_000_000 },
    sbVideoBulkCreate: true,
  },
  CA: {
    code: 'CA',
    currency: 'CAD',
    currencySymbol: 'C$',
    decimals: 2,
    // Canadian profiles keep Los Angeles time, not Toronto's (Ads API reference §1.7).
    timeZone: 'America/Los_Angeles',
    languages: ['en-CA', 'fr-CA'],
    storeHost: 'www.amazon.ca',
    marketplaceStringId: 'A2EUQ1WTGCTBG2',
    adsRegion: 'NA',
    shopLinkable: true,
    spBid: { min: 0.02, max: 1000 },
    sbBid: { min: 0.1, max: 49 },
    sbVideoBid: { min: 0.15, max: 49 },
    spDailyBudget: { min: 1, max: 1_000_000 },
    sbDailyBudget: { min: 1, max: 1_000_000 },
    sbLifetimeBudget: { min: 100, max: 20_000_000 },
    sbVideoBulkCreate: true,
  },
  JP: {
    code: 'JP',
    currency: 'JPY',
    currencySymbol: '￥',
    decimals: 0,
    timeZone: 'Asia/Tokyo',
    languages: ['ja-JP'],
    storeHost: 'www.amazon.co.jp',
    marketplaceStringId: 'A1VC38T7YXB528',
    adsRegion: 'FE',
    shopLinkable: false,
    spBid: { min: 2, max: 100_000 },
    sbBid: { min: 10, max: 7_760 },
    sbVideoBid: { min: 15, max: 7_760 },
    spDailyBudget: { min: 100, max: 21_000_000 },
    sbDailyBudget: { min: 100, max: 21_000_000 },
    sbLifetimeBudget: { min: 10_000, max: 21_000_000 },
    sbVideoBulkCreate: true,
  },
} as const satisfies Record<string, MarketplaceInfo>;

/** A marketplace AdPlan serves. */
export type Marketplace = keyof typeof MARKETPLACE_TABLE;

/** A marketplace whose shops can be linked (its table row says `shopLinkable: true`). */
export type ShopMarketplace = {
  [Code in Marketplace]: (typeof MARKETPLACE_TABLE)[Code]['shopLinkable'] extends true ? Code : never;
}[Marketplace];

/** A list that has a first item (zod enums need one); the table is never empty. */
function nonEmpty<Item>(items: readonly Item[]): readonly [Item, ...Item[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('The marketplace table lists no marketplace.');
  return [first, ...rest];
}

/** Every marketplace the upload-based tools serve, in display order. */
export const MARKETPLACES = nonEmpty(Object.keys(MARKETPLACE_TABLE).filter(isMarketplace));

/** True when `value` names a marketplace AdPlan serves. */
export function isMarketplace(value: unknown): value is Marketplace {
  return typeof value === 'string' && Object.hasOwn(MARKETPLACE_TABLE, value);
}

/** True when `marketplace`'s shops can be linked. */
export function isShopMarketplace(marketplace: unknown): marketplace is ShopMarketplace {
  return isMarketplace(marketplace) && MARKETPLACE_TABLE[marketplace].shopLinkable;
}

/** Marketplaces whose shops can be linked, in display order (a tuple, so it can make a zod enum). */
export const SHOP_MARKETPLACES = nonEmpty(MARKETPLACES.filter(isShopMarketplace));

/** Marketplaces where a shop can be authorised (authorised tools, diagnostics). */
export const AUTHORISABLE_MARKETPLACES: readonly Marketplace[] = SHOP_MARKETPLACES;

/** The facts of one marketplace. */
export function marketplaceInfo(marketplace: Marketplace): MarketplaceInfo {
  return MARKETPLACE_TABLE[marketplace];
}

/** The currency symbol sellers read beside an amount of `marketplace` (`$`, `£`, `C$`, `￥`). */
export function currencySymbolOf(marketplace: Marketplace): string {
  return MARKETPLACE_TABLE[marketplace].currencySymbol;
}

/** Currency symbol shown beside amounts of each marketplace. */
export const CURRENCY_SYMBOLS: Readonly<Record<Marketplace, string>> = Object.fromEntries(
  MARKETPLACES.map((code) => [code, currencySymbolOf(code)]),
) as Record<Marketplace, string>;
