// Amazon's column layouts of each bulk tab (shared/domain/amazon-headers.json), in English, and the
// canonical key each header fills in the builders' rows.
import { BULK_HEADER } from '../amazon/bulk-columns';
import type { SpLayout } from './bulk-workbook-spec';

/** The 11 metric columns every export and report tab ends with (the upload template has none). */
const METRIC_HEADERS = [
  'Impressions',
  'Clicks',
  'Click-through Rate',
  'Spend',
  'Sales',
  'Orders',
  'Units',
  'Conversion Rate',
  'ACOS',
  'CPC',
  'ROAS',
];

const SP_EXPORT_52 = [
  'Product',
  'Entity',
  'Operation',
  'Campaign ID',
  'Ad Group ID',
  'Portfolio ID',
  'Ad ID',
  'Keyword ID',
  'Product Targeting ID',
  'Campaign Name',
  'Ad Group Name',
  'Campaign Name (Informational only)',
  'Ad Group Name (Informational only)',
  'Portfolio Name (Informational only)',
  'Start Date',
  'End Date',
  'Targeting Type',
  'State',
  'Campaign State (Informational only)',
  'Ad Group State (Informational only)',
  'Daily Budget',
  'SKU',
  'ASIN (Informational only)',
  'Eligibility Status (Informational only)',
  'Reason for Ineligibility (Informational only)',
  'Ad Group Default Bid',
  'Ad Group Default Bid (Informational only)',
  'Bid',
  'Keyword Text',
  'Native Language Keyword',
  'Native Language Locale',
  'Match Type',
  'Bidding Strategy',
  'Placement',
  'Percentage',
  'Product Targeting Expression',
  'Resolved Product Targeting Expression (Informational only)',
  'Audience ID',
  'Shopper Cohort Percentage',
  'Shopper Cohort Type',
  'Segment Name',
  ...METRIC_HEADERS,
];

const NOT_IN_46 = new Set([
  'Native Language Keyword',
  'Native Language Locale',
  'Audience ID',
  'Shopper Cohort Percentage',
  'Shopper Cohort Type',
  'Segment Name',
]);

/**
 * The 31-column upload template: the 2026 export without its informational and metric columns, in the
 * same order (as Amazon's own template, shared/domain amazon-headers.json `template_2026`).
 */
const SP_TEMPLATE_31 = SP_EXPORT_52.filter(
  (header) => !header.endsWith('(Informational only)') && !METRIC_HEADERS.includes(header),
);

/** The English headers of the SP tab in `layout`. */
export function spHeaders(layout: SpLayout): string[] {
  if (layout === 'template31') return [...SP_TEMPLATE_31];
  if (layout === 'export46') return SP_EXPORT_52.filter((header) => !NOT_IN_46.has(header));
  return [...SP_EXPORT_52];
}

/** The 68 headers of the `SB Multi Ad Group Campaigns` export. */
export const SB_MAG_HEADERS = [
  'Product',
  'Entity',
  'Operation',
  'Campaign ID',
  'Portfolio ID',
  'Ad Group ID',
  'Ad ID',
  'Keyword ID',
  'Product Targeting ID',
  'Campaign Name',
  'Ad Group Name',
  'Ad Name',
  'Campaign Name (Informational only)',
  'Ad Group Name (Informational only)',
  'Portfolio Name (Informational only)',
  'Start Date',
  'End Date',
  'State',
  'Brand Entity ID',
  'Campaign State (Informational only)',
  'Campaign Serving Status (Informational only)',
  'Campaign Serving Status Details (Informational only)',
  'Rule Based Budget Is Processing (Informational only)',
  'Rule Based Budget Name (Informational only)',
  'Rule Based Budget Value (Informational only)',
  'Rule Based Budget ID (Informational only)',
  'Ad Group Serving Status (Informational only)',
  'Ad Group Serving Status Details (Informational only)',
  'Budget Type',
  'Budget',
  'Bid Optimization',
  'Product Location',
  'Bid',
  'Placement',
  'Percentage',
  'Keyword Text',
  'Match Type',
  'Native Language Keyword',
  'Native Language Locale',
  'Product Targeting Expression',
  'Resolved Product Targeting Expression (Informational only)',
  'Ad Serving Status (Informational only)',
  'Ad Serving Status Details (Informational only)',
  'Landing Page URL',
  'Landing Page ASINs',
  'Landing Page Type',
  'Brand Name',
  'Consent To Translate',
  'Brand Logo Asset ID',
  'Brand Logo URL (Informational only)',
  'Brand Logo Crop',
  'Custom Images',
  'Creative Headline',
  'Creative ASINs',
  'Video Asset IDs',
  'Original Video Asset IDs (Informational only)',
  'Subpages',
  ...METRIC_HEADERS,
];

/** The 51 headers of the legacy `Sponsored Brands Campaigns` export. */
export const SB_LEGACY_HEADERS = [
  'Product',
  'Entity',
  'Operation',
  'Campaign ID',
  'Draft Campaign ID',
  'Portfolio ID',
  'Ad Group ID',
  'Keyword ID',
  'Product Targeting ID',
  'Campaign Name',
  'Campaign Name (Informational only)',
  'Portfolio Name (Informational only)',
  'Start Date',
  'End Date',
  'State',
  'Campaign State (Informational only)',
  'Campaign Serving Status (Informational only)',
  'Budget Type',
  'Budget',
  'Bid Optimization',
  'Bid Multiplier',
  'Bid',
  'Keyword Text',
  'Match Type',
  'Product Targeting Expression',
  'Resolved Product Targeting Expression (Informational only)',
  'Ad Format',
  'Ad Format (Informational only)',
  'Landing Page URL',
  'Landing Page ASINs',
  'Landing Page Type (Informational only)',
  'Brand Entity ID',
  'Brand Name',
  'Brand Logo Asset ID',
  'Brand Logo URL (Informational only)',
  'Custom Image Asset ID',
  'Creative Headline',
  'Creative ASINs',
  'Video Media IDs',
  'Creative Type',
  ...METRIC_HEADERS,
];

/** The 27 headers of the `SP Search Term Report` tab. */
export const SP_SEARCH_TERM_HEADERS = [
  'Product',
  'Campaign ID',
  'Ad Group ID',
  'Keyword ID',
  'Product Targeting ID',
  'Campaign Name (Informational only)',
  'Ad Group Name (Informational only)',
  'Portfolio Name (Informational only)',
  'State',
  'Campaign State (Informational only)',
  'Bid',
  'Keyword Text',
  'Match Type',
  'Product Targeting Expression',
  'Resolved Product Targeting Expression (Informational only)',
  'Customer Search Term',
  ...METRIC_HEADERS,
];

/** The 25 headers of the `SB Search Term Report` tab. */
export const SB_SEARCH_TERM_HEADERS = SP_SEARCH_TERM_HEADERS.filter(
  (header) =>
    header !== 'Portfolio Name (Informational only)' &&
    header !== 'Resolved Product Targeting Expression (Informational only)',
);

/** The 12 headers of the `Portfolios` export. */
export const PORTFOLIO_HEADERS = [
  'Product',
  'Entity',
  'Operation',
  'Portfolio ID',
  'Portfolio Name',
  'Budget Amount',
  'Budget Currency Code',
  'Budget Policy',
  'Budget Start Date',
  'Budget End Date',
  'State (Informational only)',
  'In Budget (Informational only)',
];

/** Headers of the brand assets tab (its exact export layout is not documented; these are its fields). */
export const BRAND_ASSET_HEADERS = ['Brand Entity ID', 'Brand Name', 'Asset ID', 'Asset Type', 'Asset Name'];

const EXTRA_KEYS: Record<string, string> = {
  'Draft Campaign ID': 'draftCampaignId',
  'Bid Multiplier': 'bidMultiplier',
  'Ad Format': 'adFormat',
  'Custom Image Asset ID': 'customImageAssetId',
  'Video Media IDs': 'videoMediaIds',
  'Creative Type': 'creativeType',
  'Landing Page Type (Informational only)': 'landingPageType',
  'Portfolio Name': 'portfolioName',
  'Budget Amount': 'budgetAmount',
  'Budget Currency Code': 'budgetCurrencyCode',
  'Budget Policy': 'budgetPolicy',
  'State (Informational only)': 'stateInfo',
  'Asset ID': 'assetId',
  'Asset Type': 'assetType',
  'Asset Name': 'assetName',
};

const KEY_BY_HEADER = new Map<string, string>([
  ...Object.entries(BULK_HEADER).map(([key, header]) => [header, key] as [string, string]),
  ...Object.entries(EXTRA_KEYS),
]);

/** The canonical row key an English header is filled from (the header itself when it has none). */
export const keyOfHeader = (header: string): string => KEY_BY_HEADER.get(header) ?? header;
