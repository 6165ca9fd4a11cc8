// Marketplace facts from Amazon's limits (shared/domain reference §2.1, [DOCS limits.md]) and the
// advertiser-profile time zones (§3.4). These are hard API limits: a bid or budget outside them is
// rejected on upload, so every generated value is clamped and rounded here.
import type { Marketplace } from '../model/marketplace';
import type { Money } from '../model/units';

// The type lives in the model (a plan names its marketplace); the facts about it live here.
export type { Marketplace };

/** All marketplaces in display order. */
export const MARKETPLACES: readonly Marketplace[] = ['US', 'UK', 'CA', 'JP'];

/** An inclusive range of money in the marketplace currency. */
export interface MoneyRange {
  min: Money;
  max: Money;
}

/** Everything the engine needs to know about one marketplace. */
export interface MarketplaceInfo {
  code: Marketplace;
  currency: 'USD' | 'GBP' | 'CAD' | 'JPY';
  /** Symbol shown to sellers (spec §3). */
  currencySymbol: string;
  /** Decimal places bids and budgets take: 2, or 0 for whole yen. */
  decimals: 0 | 2;
  /** IANA time zone of the advertiser profile; decides "today" for start dates and hourly reports. */
  timeZone: string;
  /** Amazon store host, for landing page URLs (`https://<host>/dp/<ASIN>`). */
  storeHost: string;
  spBid: MoneyRange;
  sbBid: MoneyRange;
  sbVideoBid: MoneyRange;
  spDailyBudget: MoneyRange;
  sbDailyBudget: MoneyRange;
  sbLifetimeBudget: MoneyRange;
  /** Whether SB video campaigns can be created through bulk upload in this marketplace. */
  sbVideoBulkCreate: boolean;
}

const MARKETPLACE_INFO: Record<Marketplace, MarketplaceInfo> = {
  US: {
    code: 'US',
    currency: 'USD',
    currencySymbol: '$',
    decimals: 2,
    timeZone: 'America/Los_Angeles',
    storeHost: 'www.amazon.com',
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
    storeHost: 'www.amazon.co.uk',
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
    timeZone: 'America/Los_Angeles',
    storeHost: 'www.amazon.ca',
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
    storeHost: 'www.amazon.co.jp',
    spBid: { min: 2, max: 100_000 },
    sbBid: { min: 10, max: 7_760 },
    sbVideoBid: { min: 15, max: 7_760 },
    spDailyBudget: { min: 100, max: 21_000_000 },
    sbDailyBudget: { min: 100, max: 21_000_000 },
    sbLifetimeBudget: { min: 10_000, max: 21_000_000 },
    sbVideoBulkCreate: true,
  },
};

/** The facts of one marketplace. */
export function marketplaceInfo(marketplace: Marketplace): MarketplaceInfo {
  return MARKETPLACE_INFO[marketplace];
}

/** True when `value` names a marketplace AdPlan serves. */
export function isMarketplace(value: unknown): value is Marketplace {
  return typeof value === 'string' && (MARKETPLACES as readonly string[]).includes(value);
}

/** Rounds money to the marketplace's precision (whole yen for JP, cents elsewhere), half away from zero. */
export function roundMoney(marketplace: Marketplace, amount: Money): Money {
  const factor = 10 ** MARKETPLACE_INFO[marketplace].decimals;
  return (Math.sign(amount) * Math.round(Math.abs(amount) * factor + Number.EPSILON)) / factor;
}

/**
 * Clamps to `range` and rounds to the marketplace precision. Rounding happens after clamping and is kept
 * inside the range (a minimum of 0.02 never rounds to 0.01).
 */
export function clampMoney(marketplace: Marketplace, amount: Money, range: MoneyRange): Money {
  const clamped = Math.min(range.max, Math.max(range.min, amount));
  const rounded = roundMoney(marketplace, clamped);
  return Math.min(range.max, Math.max(range.min, rounded));
}

/** Today's date in the marketplace's ad time zone as `YYYYMMDD` (start dates may not be earlier). */
export function marketplaceToday(marketplace: Marketplace, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKETPLACE_INFO[marketplace].timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}
