// The forecast of a plan (docs/algorithms.md Part D3, ADR 0026): for each changed row, and for each campaign
// and the whole plan, the expected clicks, spend, orders and cost per sale per day before and after the plan,
// each with its 80 % interval, from the pooled estimates of the account the plan was made from.
import type { AccountModel, SearchTermRow } from '../../model/account';
import type { ChangeType, Plan } from '../../model/plan';
import type { TargetingReportRow } from '../../model/reports';
import type { Ratio } from '../../model/units';
import type { DataWindow } from '../shared/data-window';
import { FORECAST_CONSTANTS } from './forecast-constants';
import {
  campaignNoise,
  type CampaignNoise,
  newTargetRates,
  observe,
  scaled,
  seedOf,
  servedShare,
  sharedDraws,
  targetRates,
  termDraws,
  type Rates,
  type SharedDraw,
} from './forecast-draws';
import { RandomSource } from './forecast-math';
import { buildForecastWorld, type CampaignWorld, type ForecastWorld } from './forecast-world';
import { paidRatiosOfNewCampaigns, productsOfNewGroups } from './plan-structure';
import {
  estimatePooledTargets,
  type Interval,
  type PinnedPooling,
  type PooledEstimates,
} from './pooled-estimates';
import { rowEffect, type RowEffect } from './row-effects';
import { DrawSeries, summarise, type DailyFigures } from './forecast-summary';

export type { DailyFigures } from './forecast-summary';

/** The forecast of one plan row. */
export interface RowForecast {
  /** Index of the row in `plan.rows`. */
  row: number;
  changeType: ChangeType;
  campaignId: string;
  effect: RowEffect['kind'];
  before: DailyFigures;
  after: DailyFigures;
  /** The target's pooled conversion rate and cost per sale today (bid, pause rows), with its intervals. */
  conversionRate?: Interval;
  costPerSale?: Interval;
  /** Weight of the target's own clicks in its rate (0 – 1): low means the estimate is mostly its group's. */
  ownDataWeight?: Ratio;
  /** The target's data is mostly too fresh to judge (attribution lag, Part D2). */
  tooFresh: boolean;
}

/** The forecast of one campaign the plan touches. */
export interface CampaignForecast {
  campaignId: string;
  name: string;
  before: DailyFigures;
  after: DailyFigures;
}

/** The forecast of a whole plan. */
export interface PlanForecast {
  /** Days the intervals forecast the observed average of (the figures are per day). */
  horizonDays: number;
  draws: number;
  rows: RowForecast[];
  campaigns: CampaignForecast[];
  totals: { before: DailyFigures; after: DailyFigures };
  /** Rows with no traffic of their own (new campaign, ad group, product ad) or a change not modelled. */
  rowsWithoutForecast: number;
  /** The fitted pooling: each level's conversion-rate concentration κ (pseudo-clicks) and measured units. */
  pooling: PooledEstimates['rates'];
}

/** Options of {@link forecastPlan}. */
export interface PlanForecastOptions {
  /** The export's window (bulk file name): days per window and the lag of its last days. */
  dataWindow?: DataWindow;
  /** The search terms the plan was made from (default: the account's bulk search-term tab). */
  searchTerms?: readonly SearchTermRow[];
  /** Daily targeting-report rows, for the day-by-day lag correction. */
  dailyTargeting?: readonly TargetingReportRow[];
  /** The seller's organic conversion rate (ratio), the account prior's anchor. */
  organicConversionRate?: Ratio;
  /** The plan's generation time (the lag's report day when the window does not give it). */
  now?: Date;
  /** Days the intervals cover (default FORECAST_CONSTANTS.defaultHorizonDays). */
  horizonDays?: number;
  /** Monte Carlo draws (default FORECAST_CONSTANTS.monteCarloDraws) and seed. */
  draws?: number;
  seed?: number;
  /** The whole account's fit when `account` is an excerpt of it (forecast-basis.ts). */
  pinned?: PinnedPooling;
}

/** Per campaign and draw: the share of its demand the budget lets through before and after (pass 1). */
interface BudgetShares {
  before: Float64Array;
  after: Float64Array;
}

/** Each campaign's demand multiple per draw (above 1 only where the budget cut its window). */
const demandByCampaign = (noise: Map<string, CampaignNoise>) =>
  new Map([...noise].map(([id, n]) => [id, n.demand]));

/** Pass 1: each campaign's demand (spend per day) per draw, and the share of it the budget lets through. */
function budgetSharePass(
  world: ForecastWorld,
  shared: readonly SharedDraw[],
  terms: readonly Float64Array[],
  seed: number,
  noise: Map<string, CampaignNoise>,
) {
  const shares = new Map<string, BudgetShares>();
  const demandOf = demandByCampaign(noise);
  for (const campaign of world.campaigns.values()) {
    const { window: windowError, demand } = noise.get(campaign.id) as CampaignNoise;
    const sums = { before: new Float64Array(shared.length), after: new Float64Array(shared.length) };
    for (const unit of campaign.units) {
      const rng = new RandomSource(seedOf(seed, 3, unit.index));
      shared.forEach((s, d) => {
        const r = targetRates(unit, campaign, s, d, rng, terms);
        const error = (windowError[d] as number) * (demand[d] as number);
        sums.before[d] = (sums.before[d] as number) + r.before.spend * error;
        sums.after[d] = (sums.after[d] as number) + r.after.spend * error;
      });
    }
    for (const unit of campaign.newUnits) {
      const rng = new RandomSource(seedOf(seed, 4, unit.index));
      shared.forEach((s, d) => {
        sums.after[d] =
          (sums.after[d] as number) +
          newTargetRates(unit, campaign, s, d, rng, terms, demandOf).spend * (windowError[d] as number);
      });
    }
    for (let d = 0; d < shared.length; d += 1) {
      sums.before[d] = servedShare(sums.before[d] as number, campaign.budgetBefore);
      sums.after[d] = servedShare(sums.after[d] as number, campaign.budgetAfter);
    }
    shares.set(campaign.id, sums);
  }
  return shares;
}

/** The series of every row, campaign and the plan, filled by the observation pass. */
interface Series {
  rows: Map<number, { before: DrawSeries; after: DrawSeries }>;
  campaigns: Map<string, { before: DrawSeries; after: DrawSeries }>;
}

function observationPass(
  world: ForecastWorld,
  shared: readonly SharedDraw[],
  terms: readonly Float64Array[],
  shares: Map<string, BudgetShares>,
  rowOfUnit: Map<number, number>,
  options: { seed: number; horizon: number; noise: Map<string, CampaignNoise> },
): Series {
  const draws = shared.length;
  const series: Series = { rows: new Map(), campaigns: new Map() };
  const rowSeries = (row: number | undefined) => {
    if (row === undefined) return undefined;
    const found = series.rows.get(row) ?? { before: new DrawSeries(draws), after: new DrawSeries(draws) };
    series.rows.set(row, found);
    return found;
  };
  const newRowOf = new Map([...world.newUnitsByRow].map(([row, unit]) => [unit, row]));
  const demandOf = demandByCampaign(options.noise);
  for (const campaign of world.campaigns.values()) {
    const totals = { before: new DrawSeries(draws), after: new DrawSeries(draws) };
    series.campaigns.set(campaign.id, totals);
    const share = shares.get(campaign.id) as BudgetShares;
    const {
      window: windowError,
      horizon: dayFactor,
      demand,
    } = options.noise.get(campaign.id) as CampaignNoise;
    for (const unit of campaign.units) {
      const rng = new RandomSource(seedOf(options.seed, 3, unit.index));
      const noise = new RandomSource(seedOf(options.seed, 5, unit.index));
      const own = rowSeries(rowOfUnit.get(unit.index));
      shared.forEach((s, d) => {
        const r = targetRates(unit, campaign, s, d, rng, terms);
        const error = (windowError[d] as number) * (demand[d] as number);
        const day = dayFactor[d] as number;
        const before = observe(
          scaled(r.before, (share.before[d] as number) * error),
          options.horizon,
          noise,
          day,
        );
        const after = observe(
          scaled(r.after, (share.after[d] as number) * error),
          options.horizon,
          noise,
          day,
        );
        totals.before.add(d, before);
        totals.after.add(d, after);
        own?.before.add(d, before);
        own?.after.add(d, after);
      });
    }
    for (const unit of campaign.newUnits) {
      const rng = new RandomSource(seedOf(options.seed, 4, unit.index));
      const noise = new RandomSource(seedOf(options.seed, 6, unit.index));
      const own = rowSeries(newRowOf.get(unit));
      shared.forEach((s, d) => {
        const after = observe(
          scaled(
            newTargetRates(unit, campaign, s, d, rng, terms, demandOf),
            (share.after[d] as number) * (windowError[d] as number),
          ),
          options.horizon,
          noise,
          dayFactor[d] as number,
        );
        totals.after.add(d, after);
        own?.after.add(d, after);
      });
    }
  }
  negativeRows(world, shared, terms, shares, options, rowSeries);
  return series;
}

/** A negative row: before, what its terms bring in its scope; after, nothing there (moved terms show on their new target). */
function negativeRows(
  world: ForecastWorld,
  shared: readonly SharedDraw[],
  terms: readonly Float64Array[],
  shares: Map<string, BudgetShares>,
  options: { seed: number; horizon: number; noise: Map<string, CampaignNoise> },
  rowSeries: (row: number) => { before: DrawSeries; after: DrawSeries } | undefined,
): void {
  for (const [row, units] of world.termsByRow) {
    const own = rowSeries(row);
    const noise = new RandomSource(seedOf(options.seed, 7, row));
    for (const term of units) {
      const draws = terms[term.index] as Float64Array;
      const campaign = world.campaigns.get(term.campaignId) as CampaignWorld;
      const share = shares.get(campaign.id) as BudgetShares;
      const {
        window: windowError,
        horizon: dayFactor,
        demand,
      } = options.noise.get(campaign.id) as CampaignNoise;
      shared.forEach((_, d) => {
        const clicks = draws[d * 3] as number;
        const rates: Rates = {
          clicks,
          orders: clicks * (draws[d * 3 + 1] as number),
          spend: clicks * (draws[d * 3 + 2] as number),
        };
        own?.before.add(
          d,
          observe(
            scaled(rates, (share.before[d] as number) * (windowError[d] as number) * (demand[d] as number)),
            options.horizon,
            noise,
            dayFactor[d] as number,
          ),
        );
      });
    }
  }
}

/** The pooled estimates a forecast of `plan` on `account` reads (Part D1, D2), with the options of {@link forecastPlan}. */
export function forecastEstimates(
  plan: Plan,
  account: AccountModel,
  options: PlanForecastOptions = {},
): PooledEstimates {
  return estimatePooledTargets(account, {
    marketplace: plan.marketplace,
    ...(options.dataWindow ? { dataWindow: options.dataWindow } : {}),
    ...(options.dailyTargeting ? { dailyTargeting: options.dailyTargeting } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.organicConversionRate !== undefined
      ? { organicConversionRate: options.organicConversionRate }
      : {}),
    ...(options.pinned ? { pinned: options.pinned } : {}),
  });
}

/**
 * Forecasts a plan made from `account` (docs/algorithms.md Part D3): each changed row, each campaign the plan
 * touches and the plan's totals, before and after, per day with 80 % intervals over the horizon. Pure and
 * reproducible (seeded); rows of other ad products and structure rows are counted in `rowsWithoutForecast`.
 */
export function forecastPlan(
  plan: Plan,
  account: AccountModel,
  options: PlanForecastOptions = {},
): PlanForecast {
  return forecastWithEstimates(plan, account, forecastEstimates(plan, account, options), options);
}

/** {@link forecastPlan} on estimates already made (of `account`, or of the whole account it is an excerpt of). */
export function forecastWithEstimates(
  plan: Plan,
  account: AccountModel,
  estimates: PooledEstimates,
  options: PlanForecastOptions = {},
): PlanForecast {
  return forecastWithSeries(plan, account, estimates, options).forecast;
}

/**
 * The draws of the observed "after" figures behind a forecast's intervals, per row, per campaign and for the
 * plan: the forecast's whole predictive distribution, which the calibration scores (Part D4).
 */
export interface AfterDraws {
  rows: Map<number, DrawSeries>;
  campaigns: Map<string, DrawSeries>;
  plan: DrawSeries;
}

/** {@link forecastPlan} with the draws of its "after" figures (for scoring the whole distribution, Part D4). */
export function forecastPlanWithDraws(
  plan: Plan,
  account: AccountModel,
  options: PlanForecastOptions = {},
): { forecast: PlanForecast; after: AfterDraws } {
  const { forecast, series } = forecastWithSeries(
    plan,
    account,
    forecastEstimates(plan, account, options),
    options,
  );
  const planAfter = new DrawSeries(forecast.draws);
  for (const s of series.campaigns.values()) planAfter.addSeries(s.after);
  return {
    forecast,
    after: {
      rows: new Map([...series.rows].map(([row, s]) => [row, s.after])),
      campaigns: new Map([...series.campaigns].map(([id, s]) => [id, s.after])),
      plan: planAfter,
    },
  };
}

function forecastWithSeries(
  plan: Plan,
  account: AccountModel,
  estimates: PooledEstimates,
  options: PlanForecastOptions,
): { forecast: PlanForecast; series: Series } {
  const c = FORECAST_CONSTANTS;
  const horizon = Math.max(1, Math.round(options.horizonDays ?? c.defaultHorizonDays));
  const seed = options.seed ?? c.monteCarloSeed;
  const effects = plan.rows.map(rowEffect);
  const searchTerms = options.searchTerms ?? account.searchTerms.sponsoredProducts;
  const world = buildForecastWorld(account, estimates, effects, searchTerms, options.dataWindow, {
    groupProducts: productsOfNewGroups(plan),
    campaignPaidRatios: paidRatiosOfNewCampaigns(plan),
  });
  const shared = sharedDraws(Math.max(20, Math.round(options.draws ?? c.monteCarloDraws)), seed);
  const terms = termDraws(world.terms, shared, seed);
  const windowDays = options.dataWindow?.days ?? c.defaultWindowDays;
  const noise = new Map(
    [...world.campaigns.values()].map((campaign, i) => [
      campaign.id,
      campaignNoise(
        shared.length,
        windowDays,
        horizon,
        new RandomSource(seedOf(seed, 8, i)),
        campaign.capped,
      ),
    ]),
  );
  const shares = budgetSharePass(world, shared, terms, seed, noise);
  const rowOfUnit = new Map<number, number>();
  effects.forEach((effect, row) => {
    if (effect.kind !== 'bid' && effect.kind !== 'pause') return;
    const unit = world.units.get(effect.targetId);
    if (unit) rowOfUnit.set(unit.index, row);
  });
  const series = observationPass(world, shared, terms, shares, rowOfUnit, { seed, horizon, noise });
  return { forecast: assemble(plan, effects, world, estimates, series, horizon, shared.length), series };
}

function assemble(
  plan: Plan,
  effects: readonly RowEffect[],
  world: ForecastWorld,
  estimates: PooledEstimates,
  series: Series,
  horizonDays: number,
  draws: number,
): PlanForecast {
  const rows: RowForecast[] = [];
  let rowsWithoutForecast = 0;
  effects.forEach((effect, index) => {
    const planRow = plan.rows[index];
    const campaignId = effectCampaign(effect, estimates);
    const own =
      series.rows.get(index) ?? (campaignLevel(effect) ? series.campaigns.get(campaignId) : undefined);
    if (!planRow || !own || effect.kind === 'structure' || effect.kind === 'strategy') {
      rowsWithoutForecast += 1;
      return;
    }
    const estimate =
      effect.kind === 'bid' || effect.kind === 'pause' ? estimates.targets.get(effect.targetId) : undefined;
    rows.push({
      row: index,
      changeType: planRow.change.type,
      campaignId,
      effect: effect.kind,
      before: summarise(own.before),
      after: summarise(own.after),
      ...(estimate
        ? {
            conversionRate: pick(estimate.conversionRate),
            costPerSale: estimate.costPerSale,
            ownDataWeight: estimate.ownDataWeight,
          }
        : {}),
      tooFresh: estimate?.tooFresh ?? false,
    });
  });
  const campaigns = [...world.campaigns.values()].map((campaign) => {
    const s = series.campaigns.get(campaign.id) as { before: DrawSeries; after: DrawSeries };
    return {
      campaignId: campaign.id,
      name: campaign.name,
      before: summarise(s.before),
      after: summarise(s.after),
    };
  });
  const planBefore = new DrawSeries(draws);
  const planAfter = new DrawSeries(draws);
  for (const s of series.campaigns.values()) {
    planBefore.addSeries(s.before);
    planAfter.addSeries(s.after);
  }
  return {
    horizonDays,
    draws,
    rows,
    campaigns,
    totals: { before: summarise(planBefore), after: summarise(planAfter) },
    rowsWithoutForecast,
    pooling: estimates.rates,
  };
}

const pick = (i: Interval): Interval => ({ expected: i.expected, low: i.low, high: i.high });

const campaignLevel = (effect: RowEffect) =>
  effect.kind === 'budget' || effect.kind === 'placement' || effect.kind === 'pauseScope';

function effectCampaign(effect: RowEffect, estimates: PooledEstimates): string {
  if ('campaignId' in effect) return effect.campaignId;
  if (effect.kind === 'bid' || effect.kind === 'pause')
    return estimates.targets.get(effect.targetId)?.campaignId ?? '';
  return '';
}
