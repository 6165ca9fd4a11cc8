// What a stored plan keeps so its forecast can be made again after the seller's edits (docs/algorithms.md
// D5, ADR 0041): the campaigns the forecast touches (whole, every target: their units and siblings), the
// search terms of their ad groups, the options, and the whole account's pooling fit with the sums the
// excerpt leaves out of its product and account nodes. An edit only leaves rows out or changes a row's bid
// or budget, so the edited plan touches no campaign outside the excerpt and every estimate comes out as the
// generation's, without keeping the whole account.
import type { AccountModel, SearchTermRow, SpCampaign } from '../../model/account';
import type { Plan } from '../../model/plan';
import type { TargetingReportRow } from '../../model/reports';
import type { Ratio } from '../../model/units';
import type { DataWindow } from '../shared/data-window';
import {
  forecastEstimates,
  forecastPlan,
  forecastWithEstimates,
  type PlanForecast,
  type PlanForecastOptions,
} from './plan-forecast';
import { outsideSums, type PinnedPooling } from './pooled-estimates';

/** A stored plan's forecast inputs (JSON-safe): enough to forecast any edit of the plan as at generation. */
export interface ForecastBasis {
  /** The Sponsored Products campaigns the generated plan's forecast touched, whole. */
  campaigns: SpCampaign[];
  /** The search terms of their ad groups the plan was made from. */
  searchTerms: SearchTermRow[];
  dailyTargeting?: TargetingReportRow[];
  dataWindow?: DataWindow;
  organicConversionRate?: Ratio;
  /** The generation time (ISO), the lag's report day when the window does not give it. */
  now?: string;
  horizonDays?: number;
  draws?: number;
  seed?: number;
  pooling: PinnedPooling;
}

/** An account holding only `campaigns` (and their search terms), as the forecast reads an excerpt. */
function excerptAccount(campaigns: SpCampaign[], searchTerms: SearchTermRow[]): AccountModel {
  return {
    sponsoredProducts: { campaigns },
    sponsoredBrands: { campaigns: [] },
    searchTerms: { sponsoredProducts: searchTerms, sponsoredBrands: [] },
    portfolios: [],
    brandAssets: [],
    sheets: [],
    problems: [],
  };
}

function optionsOf(basis: ForecastBasis): PlanForecastOptions {
  return {
    searchTerms: basis.searchTerms,
    pinned: basis.pooling,
    ...(basis.dailyTargeting ? { dailyTargeting: basis.dailyTargeting } : {}),
    ...(basis.dataWindow ? { dataWindow: basis.dataWindow } : {}),
    ...(basis.organicConversionRate !== undefined
      ? { organicConversionRate: basis.organicConversionRate }
      : {}),
    ...(basis.now ? { now: new Date(basis.now) } : {}),
    ...(basis.horizonDays !== undefined ? { horizonDays: basis.horizonDays } : {}),
    ...(basis.draws !== undefined ? { draws: basis.draws } : {}),
    ...(basis.seed !== undefined ? { seed: basis.seed } : {}),
  };
}

/**
 * Forecasts `plan` on `account` (as {@link forecastPlan}) and returns the basis that forecasts it, or any
 * edit of it, again without the whole account.
 */
export function forecastWithBasis(
  plan: Plan,
  account: AccountModel,
  options: PlanForecastOptions = {},
): { forecast: PlanForecast; basis: ForecastBasis } {
  const estimates = forecastEstimates(plan, account, options);
  const forecast = forecastWithEstimates(plan, account, estimates, options);
  const touched = new Set(forecast.campaigns.map((campaign) => campaign.campaignId));
  const campaigns = account.sponsoredProducts.campaigns.filter((campaign) => touched.has(campaign.id));
  const groups = new Set(
    campaigns.flatMap((campaign) => campaign.adGroups.map((group) => group.id as string)),
  );
  const names = new Set(campaigns.map((campaign) => campaign.name.trim().toLowerCase()));
  const searchTerms = (options.searchTerms ?? account.searchTerms.sponsoredProducts).filter(
    (row) => row.adGroupId !== undefined && groups.has(row.adGroupId),
  );
  const dailyTargeting = options.dailyTargeting?.filter((row) =>
    names.has(row.campaignName.trim().toLowerCase()),
  );
  // The excerpt's own tree (same lag, no fit) tells what the whole account adds to its ancestors.
  const excerpt = forecastEstimates(plan, excerptAccount(campaigns, searchTerms), {
    ...options,
    ...(dailyTargeting ? { dailyTargeting } : {}),
    pinned: { rates: estimates.rates, cpc: estimates.cpc, outside: {} },
  });
  const basis: ForecastBasis = {
    campaigns,
    searchTerms,
    ...(dailyTargeting ? { dailyTargeting } : {}),
    ...(options.dataWindow ? { dataWindow: options.dataWindow } : {}),
    ...(options.organicConversionRate !== undefined
      ? { organicConversionRate: options.organicConversionRate }
      : {}),
    ...(options.now ? { now: options.now.toISOString() } : {}),
    ...(options.horizonDays !== undefined ? { horizonDays: options.horizonDays } : {}),
    ...(options.draws !== undefined ? { draws: options.draws } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    pooling: {
      rates: estimates.rates,
      cpc: estimates.cpc,
      outside: outsideSums(estimates.tree, excerpt.tree),
    },
  };
  return { forecast, basis };
}

/** The forecast of `plan` (the generated plan, or an edit of it) from the basis kept at generation. */
export function forecastFromBasis(plan: Plan, basis: ForecastBasis): PlanForecast {
  return forecastPlan(plan, excerptAccount(basis.campaigns, basis.searchTerms), optionsOf(basis));
}
