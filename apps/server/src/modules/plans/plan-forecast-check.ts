// An earlier plan's forecast against what happened (issue 20, ADR 0031): the seller's newest upload of the
// plan's marketplace (the account overview keeps its per-campaign figures) is compared per campaign with the
// forecast's "after" interval. The comparison says when the newer window still holds days before the plan
// (overlap) or too few days after it to mean much; it never pretends a window it does not know.
import {
  FORECAST_CHECK_MIN_DAYS,
  type ActualFigures,
  type ForecastCheckCampaign,
  type ForecastCheckData,
  type ForecastInterval,
  type ForecastVerdict,
  type PlanForecastView,
} from '@adplan/contracts';
import type { AccountOverview, OverviewCampaign } from '@adplan/engine';
import type { AppDatabase } from '../../db/database';
import type { AccountOverviews } from '../../ports/account-overviews';
import { AppError, HttpStatus } from '../../lib/app-error';
import { DAY_MS, toStoredTime, type Clock } from '../../lib/clock';
import { PlansRepository, type StoredPlan } from './plans-repository';

/** The overview source of uploaded files (shops have `shop:<id>`). */
const UPLOAD_SOURCE = 'upload';

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** Where a figure falls against an interval; an interval without an upper bound is never exceeded. */
export function verdictOf(value: number, interval: ForecastInterval): ForecastVerdict {
  if (value < interval.low) return 'below';
  if (interval.high !== null && value > interval.high) return 'above';
  return 'within';
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** One campaign's comparison; `found` is its line in the newer upload, if the upload has it. */
function campaignCheck(
  forecast: PlanForecastView['campaigns'][number],
  found: OverviewCampaign | undefined,
  days: number,
): ForecastCheckCampaign {
  const check: ForecastCheckCampaign = {
    campaign_id: forecast.campaign_id,
    name: forecast.name,
    forecast: { before: forecast.before, after: forecast.after },
  };
  if (!found) return check;
  const actual: ActualFigures = {
    clicks: found.clicks / days,
    spend: found.spend / days,
    orders: found.orders / days,
    ...(found.orders > 0 ? { cost_per_sale: found.spend / found.orders } : {}),
  };
  const after = forecast.after;
  const costPerSale =
    actual.cost_per_sale !== undefined && after.cost_per_sale
      ? verdictOf(actual.cost_per_sale, after.cost_per_sale)
      : undefined;
  return {
    ...check,
    actual,
    verdicts: {
      clicks: verdictOf(actual.clicks, after.clicks),
      spend: verdictOf(actual.spend, after.spend),
      orders: verdictOf(actual.orders, after.orders),
      ...(costPerSale ? { cost_per_sale: costPerSale } : {}),
    },
  };
}

/** The newer upload's line of a campaign: by Amazon's ID, else by name. */
function findCampaign(overview: AccountOverview, id: string, name: string): OverviewCampaign | undefined {
  const sp = overview.campaigns.filter((c) => c.adProduct === 'SP');
  return sp.find((c) => c.campaignId === id) ?? sp.find((c) => nameKey(c.name) === nameKey(name));
}

/**
 * Compares a stored plan's forecast with a newer upload's overview (`uploadedAt` the time it was read). The
 * upload is newer only when its window ends after the plan's day; its days up to that day are overlap.
 */
export function compareForecast(
  plan: Pick<StoredPlan, 'id' | 'planName' | 'marketplace' | 'createdAt'>,
  forecast: PlanForecastView | undefined,
  newer: { overview: AccountOverview; uploadedAt: string } | undefined,
): ForecastCheckData {
  const base: ForecastCheckData = {
    plan_id: plan.id,
    plan_name: plan.planName,
    marketplace: plan.marketplace,
    plan_created_at: plan.createdAt,
    status: 'no_forecast',
    overlap_days: 0,
    days_after_plan: 0,
    too_short: false,
    campaigns: [],
  };
  if (!forecast) return base;
  const withForecast = { ...base, forecast };
  if (!newer || newer.uploadedAt <= plan.createdAt) return { ...withForecast, status: 'no_newer_upload' };
  const window = newer.overview.window;
  const uploaded = { uploaded_at: newer.uploadedAt };
  if (!window) return { ...withForecast, status: 'no_window', newer_upload: uploaded };
  const planDay = dayNumber(plan.createdAt);
  const start = dayNumber(window.start);
  const end = dayNumber(window.end);
  // The plan's own upload (or an older export read later) holds no day after the plan.
  if (end <= planDay) return { ...withForecast, status: 'no_newer_upload' };
  const days = end - start + 1;
  const overlap = Math.max(0, Math.min(end, planDay) - start + 1);
  return {
    ...withForecast,
    status: 'compared',
    newer_upload: { ...uploaded, window: { start: window.start, end: window.end, days } },
    overlap_days: overlap,
    days_after_plan: days - overlap,
    too_short: days - overlap < FORECAST_CHECK_MIN_DAYS,
    campaigns: forecast.campaigns.map((c) =>
      campaignCheck(c, findCampaign(newer.overview, c.campaign_id, c.name), days),
    ),
  };
}

/** The `/plan_forecast_check` use case: the seller's own plan only (404 otherwise). */
export class PlanForecastCheck {
  private readonly plans = new PlansRepository();

  constructor(
    private readonly deps: {
      database: AppDatabase;
      clock: Clock;
      overviews: Pick<AccountOverviews, 'latest'>;
    },
  ) {}

  /** The comparison of the user's plan `planId` with their newest upload of its marketplace. */
  async check(userId: number, planId: string): Promise<ForecastCheckData> {
    const now = toStoredTime(this.deps.clock.now());
    const plan = await this.plans.find(this.deps.database.db, userId, planId, now);
    if (!plan) throw new AppError(HttpStatus.notFound, 'plan.notFound');
    const forecast = plan.forecastJson ? (JSON.parse(plan.forecastJson) as PlanForecastView) : undefined;
    const latest = await this.deps.overviews.latest(userId, plan.marketplace, UPLOAD_SOURCE);
    return compareForecast(
      plan,
      forecast,
      latest && { overview: latest.overview, uploadedAt: latest.recordedAt },
    );
  }
}
