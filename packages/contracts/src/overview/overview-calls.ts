// The account overview call (issue 23): the seller's latest figures per marketplace and source (the last
// upload read for a plan, or a linked shop's last diagnosis reports), summarised by the engine and stored.
import { z } from 'zod';
import { OVERVIEW_SOURCE_PATTERN, OVERVIEW_TOOLS } from './overview-constants';

const marketplaceSchema = z.enum(['US', 'UK', 'CA', 'JP'], { error: 'validation.marketplace.invalid' });

/** GET /account_overview: which snapshot (both optional: the newest of the seller's snapshots otherwise). */
export const accountOverviewPayloadSchema = z.object({
  marketplace: marketplaceSchema.optional(),
  source: z.string().trim().regex(OVERVIEW_SOURCE_PATTERN, 'validation.overviewSource.invalid').optional(),
});
export type AccountOverviewPayload = z.infer<typeof accountOverviewPayloadSchema>;

/** Counts and the two ratios sellers read first; money in the snapshot's currency, ACOS as a ratio. */
export const overviewFiguresSchema = z.object({
  impressions: z.number(),
  clicks: z.number(),
  spend: z.number(),
  sales: z.number(),
  orders: z.number(),
  /** spend / sales; null without sales. */
  acos: z.number().nullable(),
  /** spend / clicks; null without clicks. */
  cpc: z.number().nullable(),
});
export type OverviewFiguresData = z.infer<typeof overviewFiguresSchema>;

const adProductSchema = z.enum(['SP', 'SB']);

/** A campaign line. */
export const overviewCampaignSchema = overviewFiguresSchema.extend({
  ad_product: adProductSchema,
  campaign_id: z.string().nullable(),
  campaign_name: z.string(),
});

/** A keyword or target line with the plan tool (flow name) that acts on it. */
export const overviewTargetSchema = overviewFiguresSchema.extend({
  ad_product: adProductSchema,
  campaign_id: z.string().nullable(),
  campaign_name: z.string(),
  ad_group_name: z.string(),
  target: z.string(),
  kind: z.enum(['keyword', 'product', 'auto']),
  match_type: z.enum(['exact', 'phrase', 'broad']).nullable(),
  tool: z.enum(OVERVIEW_TOOLS),
  cost_per_sale: z.number().nullable(),
});
export type OverviewTargetData = z.infer<typeof overviewTargetSchema>;

/** A waster: why, and the spend beyond the account's cost per sale. */
export const overviewWasterSchema = overviewTargetSchema.extend({
  reason: z.enum(['no-orders', 'poor-return']),
  excess_spend: z.number(),
});
export type OverviewWasterData = z.infer<typeof overviewWasterSchema>;

/** A placement of a campaign (`top`, `productPage`, `restOfSearch`, `amazonBusiness`, SB `home` …). */
export const overviewPlacementSchema = overviewFiguresSchema.extend({
  campaign_name: z.string(),
  placement: z.string(),
});

/** A day of the trend (`YYYY-MM-DD`, marketplace time). */
export const overviewDaySchema = overviewFiguresSchema.extend({ date: z.string() });

/** One stored snapshot as the seller reads it. */
export const accountOverviewSchema = z.object({
  /** `upload`, or `shop:<shop id>`. */
  source: z.string(),
  shop_name: z.string().nullable(),
  marketplace: marketplaceSchema,
  currency: z.string(),
  /** When the data was read (ISO-8601 UTC). */
  generated_at: z.string(),
  window_start: z.string().nullable(),
  window_end: z.string().nullable(),
  totals: overviewFiguresSchema,
  reference_cost_per_sale: z.number().nullable(),
  campaigns: z.array(overviewCampaignSchema),
  targets: z.array(overviewTargetSchema),
  placements: z.array(overviewPlacementSchema),
  days: z.array(overviewDaySchema),
  wasters: z.array(overviewWasterSchema),
  converters: z.array(overviewTargetSchema),
  campaign_count: z.number().int(),
  target_count: z.number().int(),
});
export type AccountOverviewData = z.infer<typeof accountOverviewSchema>;

/** A snapshot the seller can switch to. */
export const overviewSnapshotSchema = z.object({
  source: z.string(),
  shop_name: z.string().nullable(),
  marketplace: marketplaceSchema,
  generated_at: z.string(),
});
export type OverviewSnapshotData = z.infer<typeof overviewSnapshotSchema>;

/** The answer: the snapshot asked for (null when the seller has none yet) and every snapshot there is. */
export const accountOverviewAnswerSchema = z.object({
  overview: accountOverviewSchema.nullable(),
  snapshots: z.array(overviewSnapshotSchema),
});
export type AccountOverviewAnswer = z.infer<typeof accountOverviewAnswerSchema>;
