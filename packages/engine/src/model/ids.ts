// Branded identifiers: Amazon IDs are text (15+ digits, or temporary IDs on Create rows) and must
// never become numbers or be mixed up with each other.

declare const brand: unique symbol;
type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/** A campaign ID as text: Amazon's numeric ID, or a temporary ID (starts with a letter) on Create rows. */
export type CampaignId = Brand<string, 'CampaignId'>;
/** An ad group ID as text (real or temporary). */
export type AdGroupId = Brand<string, 'AdGroupId'>;
/** A product ad or SB ad ID as text. */
export type AdId = Brand<string, 'AdId'>;
/** A keyword or negative keyword ID as text. */
export type KeywordId = Brand<string, 'KeywordId'>;
/** A product targeting (or negative product targeting) ID as text. */
export type TargetId = Brand<string, 'TargetId'>;
/** A portfolio ID as text. */
export type PortfolioId = Brand<string, 'PortfolioId'>;
/** A 10-character ASIN, always upper-case (B0... or an ISBN-10). */
export type Asin = Brand<string, 'Asin'>;
/** A seller SKU (merchant SKU), at most 40 characters, case kept as written. */
export type Sku = Brand<string, 'Sku'>;

/** Brands a text as a campaign ID (no check: IDs are opaque). */
export const campaignId = (text: string): CampaignId => text as CampaignId;
/** Brands a text as an ad group ID. */
export const adGroupId = (text: string): AdGroupId => text as AdGroupId;
/** Brands a text as an ad ID. */
export const adId = (text: string): AdId => text as AdId;
/** Brands a text as a keyword ID. */
export const keywordId = (text: string): KeywordId => text as KeywordId;
/** Brands a text as a target ID. */
export const targetId = (text: string): TargetId => text as TargetId;
/** Brands a text as a portfolio ID. */
export const portfolioId = (text: string): PortfolioId => text as PortfolioId;
/** Brands a text as a SKU (trimmed, case kept). */
export const sku = (text: string): Sku => text.trim() as Sku;

const ASIN_PATTERN = /^(B0[0-9A-Z]{8}|[0-9]{9}[0-9X])$/;

/** Normalises an ASIN to upper-case and returns it, or undefined when it is not a valid ASIN. */
export function parseAsin(text: string): Asin | undefined {
  const upper = text.trim().toUpperCase();
  return ASIN_PATTERN.test(upper) ? (upper as Asin) : undefined;
}
