// The plan forecast as the console receives it (issue 20, docs/algorithms.md Part D5, ADR 0031): per changed
// row, per campaign and for the plan, the expected clicks, spend, orders and cost per sale per day before and
// after the plan with 80 % intervals; and the check of an earlier plan's forecast against a newer upload of
// the same account. Numbers are rounded for display and an unbounded interval end (draws without an order)
// travels as null, because JSON has no Infinity.
import { z } from 'zod';

/** An expected value with its 80 % interval; `high` null when the interval has no upper bound. */
export const forecastIntervalSchema = z.object({
  expected: z.number(),
  low: z.number(),
  high: z.number().nullable(),
});
export type ForecastInterval = z.infer<typeof forecastIntervalSchema>;

/** Clicks, spend, orders and cost per sale per day; no cost per sale when no simulated day has an order. */
export const forecastFiguresSchema = z.object({
  clicks: forecastIntervalSchema,
  spend: forecastIntervalSchema,
  orders: forecastIntervalSchema,
  cost_per_sale: forecastIntervalSchema.optional(),
});
export type ForecastFigures = z.infer<typeof forecastFiguresSchema>;

/** What a row's forecast models: a bid move, a pause, a negative, a new target, a budget, a placement. */
export const FORECAST_EFFECTS = [
  'bid',
  'pause',
  'pauseScope',
  'negative',
  'newTarget',
  'budget',
  'placement',
] as const;
export const forecastEffectSchema = z.enum(FORECAST_EFFECTS);
export type ForecastEffect = z.infer<typeof forecastEffectSchema>;

/** The forecast of one plan row (`row` is its index, the preview row's `index`). */
export const forecastRowSchema = z.object({
  row: z.number().int().nonnegative(),
  campaign_id: z.string(),
  effect: forecastEffectSchema,
  before: forecastFiguresSchema,
  after: forecastFiguresSchema,
  /** The target's cost per sale today (pooled estimate) with its 80 % interval. */
  cost_per_sale_now: forecastIntervalSchema.optional(),
  /** Weight of the target's own clicks in its estimate, 0 – 1 (low: mostly borrowed from its group). */
  own_data_weight: z.number().min(0).max(1).optional(),
  /** Most of the target's clicks still lack their orders (attribution lag): too early to judge. */
  too_fresh: z.boolean(),
});
export type ForecastRow = z.infer<typeof forecastRowSchema>;

/** The forecast of one campaign the plan touches. */
export const forecastCampaignSchema = z.object({
  campaign_id: z.string(),
  name: z.string(),
  before: forecastFiguresSchema,
  after: forecastFiguresSchema,
});
export type ForecastCampaign = z.infer<typeof forecastCampaignSchema>;

/** The forecast of a plan. */
export const planForecastViewSchema = z.object({
  /** Days the intervals forecast the average of. */
  horizon_days: z.number().int().positive(),
  draws: z.number().int().positive(),
  /** The window of the export the plan was made from, when its file name says. */
  data_window: z.object({ start: z.string(), end: z.string() }).optional(),
  rows: z.array(forecastRowSchema),
  campaigns: z.array(forecastCampaignSchema),
  totals: z.object({ before: forecastFiguresSchema, after: forecastFiguresSchema }),
  /** Rows without a forecast of their own (new structure, changes the model does not cover). */
  rows_without_forecast: z.number().int().nonnegative(),
});
export type PlanForecastView = z.infer<typeof planForecastViewSchema>;

// ---- From the engine's forecast ----

/** An interval as the engine gives it (numbers, Infinity allowed). */
interface IntervalSource {
  expected: number;
  low: number;
  high: number;
}

interface FiguresSource {
  clicks: IntervalSource;
  spend: IntervalSource;
  orders: IntervalSource;
  costPerSale?: IntervalSource;
}

/** The engine's PlanForecast as far as the view reads it (contracts never import the engine). */
export interface PlanForecastSource {
  horizonDays: number;
  draws: number;
  rows: ReadonlyArray<{
    row: number;
    campaignId: string;
    effect: string;
    before: FiguresSource;
    after: FiguresSource;
    costPerSale?: IntervalSource;
    ownDataWeight?: number;
    tooFresh: boolean;
  }>;
  campaigns: ReadonlyArray<{ campaignId: string; name: string; before: FiguresSource; after: FiguresSource }>;
  totals: { before: FiguresSource; after: FiguresSource };
  rowsWithoutForecast: number;
  dataWindow?: { start: string; end: string };
}

/** Rounds to `digits` decimals; a non-finite number becomes null. */
const rounded = (value: number, digits: number): number | null =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : null;

/** Counts per day keep two decimals (0.04 orders a day is a real figure), money two (cents). */
function intervalView(interval: IntervalSource, digits = 2): ForecastInterval {
  return {
    expected: rounded(interval.expected, digits) ?? 0,
    low: rounded(interval.low, digits) ?? 0,
    high: rounded(interval.high, digits),
  };
}

function figuresView(figures: FiguresSource): ForecastFigures {
  return {
    clicks: intervalView(figures.clicks),
    spend: intervalView(figures.spend),
    orders: intervalView(figures.orders),
    ...(figures.costPerSale ? { cost_per_sale: intervalView(figures.costPerSale) } : {}),
  };
}

const isEffect = (effect: string): effect is ForecastEffect =>
  (FORECAST_EFFECTS as readonly string[]).includes(effect);

/** The serialisable view of an engine forecast (rounded; Infinity → null; unknown effects left out). */
export function forecastViewOf(forecast: PlanForecastSource): PlanForecastView {
  const rows: ForecastRow[] = [];
  for (const row of forecast.rows) {
    if (!isEffect(row.effect)) continue;
    rows.push({
      row: row.row,
      campaign_id: row.campaignId,
      effect: row.effect,
      before: figuresView(row.before),
      after: figuresView(row.after),
      ...(row.costPerSale ? { cost_per_sale_now: intervalView(row.costPerSale) } : {}),
      ...(row.ownDataWeight !== undefined
        ? { own_data_weight: Math.min(1, Math.max(0, rounded(row.ownDataWeight, 3) ?? 0)) }
        : {}),
      too_fresh: row.tooFresh,
    });
  }
  return {
    horizon_days: forecast.horizonDays,
    draws: forecast.draws,
    ...(forecast.dataWindow ? { data_window: { ...forecast.dataWindow } } : {}),
    rows,
    campaigns: forecast.campaigns.map((c) => ({
      campaign_id: c.campaignId,
      name: c.name,
      before: figuresView(c.before),
      after: figuresView(c.after),
    })),
    totals: { before: figuresView(forecast.totals.before), after: figuresView(forecast.totals.after) },
    rows_without_forecast: forecast.rowsWithoutForecast,
  };
}

// ---- The check of an earlier forecast against a newer upload ----

/** Fewer days than this after the plan in the newer upload make the comparison too short to mean much. */
export const FORECAST_CHECK_MIN_DAYS = 7;

/** GET /plan_forecast_check query: one of the seller's plans. */
export const forecastCheckPayloadSchema = z.object({ plan_id: z.string().min(1).max(64) });
export type ForecastCheckPayload = z.infer<typeof forecastCheckPayloadSchema>;

/** Where what happened falls against the forecast's 80 % interval. */
export const forecastVerdictSchema = z.enum(['below', 'within', 'above']);
export type ForecastVerdict = z.infer<typeof forecastVerdictSchema>;

/** What happened per day in the newer upload: spend and orders over its days, cost per sale when any order. */
export const actualFiguresSchema = z.object({
  clicks: z.number(),
  spend: z.number(),
  orders: z.number(),
  cost_per_sale: z.number().optional(),
});
export type ActualFigures = z.infer<typeof actualFiguresSchema>;

/** One campaign: the earlier forecast, what happened (absent: not in the newer upload) and the verdicts. */
export const forecastCheckCampaignSchema = z.object({
  campaign_id: z.string(),
  name: z.string(),
  forecast: z.object({ before: forecastFiguresSchema, after: forecastFiguresSchema }),
  actual: actualFiguresSchema.optional(),
  verdicts: z
    .object({
      clicks: forecastVerdictSchema,
      spend: forecastVerdictSchema,
      orders: forecastVerdictSchema,
      cost_per_sale: forecastVerdictSchema.optional(),
    })
    .optional(),
});
export type ForecastCheckCampaign = z.infer<typeof forecastCheckCampaignSchema>;

/**
 * Why a comparison can or cannot be made: `compared`; `no_forecast` (the plan has none); `no_newer_upload`
 * (no upload of the marketplace after the plan); `no_window` (the newer upload's dates are unknown, so
 * there is no per-day figure).
 */
export const FORECAST_CHECK_STATUSES = ['compared', 'no_forecast', 'no_newer_upload', 'no_window'] as const;
export const forecastCheckStatusSchema = z.enum(FORECAST_CHECK_STATUSES);
export type ForecastCheckStatus = z.infer<typeof forecastCheckStatusSchema>;

/** Answer data of `/plan_forecast_check`. */
export const forecastCheckDataSchema = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  marketplace: z.string(),
  plan_created_at: z.string(),
  status: forecastCheckStatusSchema,
  /** The earlier plan's forecast (absent for `no_forecast`). */
  forecast: planForecastViewSchema.optional(),
  /** The newer upload: when it was read and the days it covers. */
  newer_upload: z
    .object({
      uploaded_at: z.string(),
      window: z.object({ start: z.string(), end: z.string(), days: z.number().int().positive() }).optional(),
    })
    .optional(),
  /** Days of the newer window on or before the plan's day (they show the account before the plan). */
  overlap_days: z.number().int().nonnegative(),
  /** Days of the newer window after the plan's day. */
  days_after_plan: z.number().int().nonnegative(),
  /** Fewer than FORECAST_CHECK_MIN_DAYS days after the plan. */
  too_short: z.boolean(),
  campaigns: z.array(forecastCheckCampaignSchema),
});
export type ForecastCheckData = z.infer<typeof forecastCheckDataSchema>;
