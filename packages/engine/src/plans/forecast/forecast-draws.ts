// The Monte Carlo of a forecast (docs/algorithms.md Part D3): each draw picks the account's market drift and
// bid elasticities, then every unit's rates (clicks, spend and orders per day) before and after the plan from
// its pooled beliefs, caps each campaign at its budget, and observes the horizon's days with their noise.
// Every unit has its own seeded random source, so a unit's draws are the same in both passes.
import { FORECAST_CONSTANTS } from './forecast-constants';
import { gammaCdf, RandomSource } from './forecast-math';
import type { CampaignWorld, NewUnit, TargetUnit, TermUnit } from './forecast-world';

/** Clicks, spend and orders per day. */
export interface Rates {
  clicks: number;
  spend: number;
  orders: number;
}

/** What every unit of one draw shares: the market's drift and the account's elasticities. */
export interface SharedDraw {
  drift: number;
  clickElasticity: number;
  cpcElasticity: number;
}

const ZERO: Rates = { clicks: 0, spend: 0, orders: 0 };

/** A reproducible seed per unit kind and index. */
export const seedOf = (base: number, kind: number, index: number): number =>
  (Math.imul(base ^ (kind * 0x9e3779b1), 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;

/** The shared draws of a forecast. */
export function sharedDraws(count: number, seed: number): SharedDraw[] {
  const c = FORECAST_CONSTANTS;
  const rng = new RandomSource(seedOf(seed, 1, 0));
  return Array.from({ length: count }, () => ({
    drift: Math.exp(c.marketDriftLogSd * rng.normal()),
    clickElasticity: c.clickElasticity + c.elasticitySharedSd * rng.normal(),
    cpcElasticity: c.cpcElasticity + c.elasticitySharedSd * rng.normal(),
  }));
}

/** Each affected search term's draws: clicks per day, conversion rate and cost per click (3 per draw). */
export function termDraws(
  terms: readonly TermUnit[],
  shared: readonly SharedDraw[],
  seed: number,
): Float64Array[] {
  return terms.map((term) => {
    const rng = new RandomSource(seedOf(seed, 2, term.index));
    const out = new Float64Array(shared.length * 3);
    shared.forEach((s, d) => {
      out[d * 3] = (rng.gamma(term.clicks + 0.5) / Math.max(1, term.days)) * s.drift;
      out[d * 3 + 1] = rng.beta(term.alpha, term.beta);
      out[d * 3 + 2] =
        term.owner.bidBefore * Math.exp(term.logRatioMean + Math.sqrt(term.logRatioVariance) * rng.normal());
    });
    return out;
  });
}

const power = (q: number, exponent: number) => (q > 0 ? Math.pow(q, exponent) : 0);

/** A target's rates of one draw, before and after the plan (its negated or moved terms taken out). */
export function targetRates(
  unit: TargetUnit,
  campaign: CampaignWorld,
  s: SharedDraw,
  d: number,
  rng: RandomSource,
  terms: readonly Float64Array[],
): { before: Rates; after: Rates } {
  const c = FORECAST_CONSTANTS;
  const e = unit.estimate;
  const clicks = (rng.gamma(e.clicks + 0.5) / Math.max(1, unit.days)) * s.drift;
  const rate = rng.beta(e.conversionRate.alpha, e.conversionRate.beta);
  const ratio = Math.exp(
    e.costPerClick.logRatioMean + Math.sqrt(e.costPerClick.logRatioVariance) * rng.normal(),
  );
  const cpc = unit.bidBefore * Math.min(ratio, campaign.maxPaidRatioBefore);
  const clickElasticity = s.clickElasticity + c.elasticityTargetSd * rng.normal();
  const cpcElasticity = s.cpcElasticity + c.elasticityTargetSd * rng.normal();
  const before = { clicks, spend: clicks * cpc, orders: clicks * rate };
  if (unit.paused) return { before, after: ZERO };
  const rest = { ...before };
  for (const term of unit.terms) {
    const draws = terms[term.index] as Float64Array;
    const taken = Math.min(rest.clicks, draws[d * 3] as number);
    rest.clicks -= taken;
    rest.orders = Math.max(0, rest.orders - taken * (draws[d * 3 + 1] as number));
    rest.spend = Math.max(0, rest.spend - taken * (draws[d * 3 + 2] as number));
  }
  const q = (unit.bidAfter / Math.max(1e-9, unit.bidBefore)) * campaign.placementFactor;
  const scale = power(q, clickElasticity);
  const afterClicks = rest.clicks * scale;
  const costPerClick = rest.clicks > 0 ? (rest.spend / rest.clicks) * power(q, cpcElasticity) : 0;
  const capped = Math.min(costPerClick, unit.bidAfter * campaign.maxPaidRatio);
  return { before, after: { clicks: afterClicks, spend: afterClicks * capped, orders: rest.orders * scale } };
}

/**
 * A new target's rates of one draw: its moved terms at the new bid, or the planning prior without any. A term
 * moved out of a campaign that ran out of budget brings its demand there (`demand` per campaign and draw),
 * not only what that budget let through.
 */
export function newTargetRates(
  unit: NewUnit,
  campaign: CampaignWorld,
  s: SharedDraw,
  d: number,
  rng: RandomSource,
  terms: readonly Float64Array[],
  demand: ReadonlyMap<string, Float64Array>,
): Rates {
  const c = FORECAST_CONSTANTS;
  const clickElasticity = s.clickElasticity + c.elasticityTargetSd * rng.normal();
  const cpcElasticity = s.cpcElasticity + c.elasticityTargetSd * rng.normal();
  const ceiling = unit.bid * campaign.maxPaidRatio;
  if (unit.sources.length > 0) {
    const out = { clicks: 0, spend: 0, orders: 0 };
    for (const term of unit.sources) {
      const draws = terms[term.index] as Float64Array;
      const q = unit.bid / Math.max(1e-9, term.owner.bidBefore);
      const unserved = demand.get(term.campaignId)?.[d] ?? 1;
      const clicks = (draws[d * 3] as number) * unserved * power(q, clickElasticity);
      out.clicks += clicks;
      out.spend += clicks * Math.min(ceiling, (draws[d * 3 + 2] as number) * power(q, cpcElasticity));
      out.orders += clicks * (draws[d * 3 + 1] as number);
    }
    return out;
  }
  const { mean, pseudoClicks, logRatioMean, logRatioVariance } = unit.prior;
  // Two references, neither proven for a target without history: the cold-start plan's one expected sale's
  // clicks in 14 days, and its siblings' typical volume at the new bid. ln clicks per day is normal halfway
  // between them with the half-distance added to its spread, so the interval spans both (one reference alone
  // without siblings).
  const coldStart = 1 / (Math.max(1e-4, mean) * c.newTargetLearningDays);
  const siblings = unit.siblings
    ? Math.max(0.5 / 60, unit.siblings.clicksPerDay) *
      power(unit.bid / Math.max(1e-9, unit.siblings.bid), clickElasticity)
    : coldStart;
  const halfDistance = Math.abs(Math.log(siblings / coldStart)) / 2;
  const sd = Math.sqrt(c.newTargetClicksLogSd ** 2 + halfDistance ** 2);
  const clicks = Math.sqrt(siblings * coldStart) * Math.exp(sd * rng.normal()) * s.drift;
  const rate = rng.beta(mean * pseudoClicks, (1 - mean) * pseudoClicks);
  const cpc = Math.min(
    ceiling,
    unit.bid * Math.exp(logRatioMean + Math.sqrt(logRatioVariance) * rng.normal()),
  );
  return { clicks, spend: clicks * cpc, orders: clicks * rate };
}

/** Rates scaled by a budget cap factor (0 – 1). */
export const scaled = (r: Rates, factor: number): Rates => ({
  clicks: r.clicks * factor,
  spend: r.spend * factor,
  orders: r.orders * factor,
});

/**
 * Per campaign and draw: the error of the window's volume, the horizon's day noise and, for a campaign that ran
 * out of budget, its demand as a multiple of what the budget let through (1 otherwise), shared by its targets.
 */
export interface CampaignNoise {
  window: Float64Array;
  horizon: Float64Array;
  demand: Float64Array;
}

/**
 * The campaign-wide factors of each draw: good and bad days hit every target of a campaign together, so the
 * window's mean volume is off by e^N(0, cv²/windowDays) for all of them, and the horizon's days add a gamma
 * factor of mean 1 and spread cv / √horizon (cv = dailyClickCv). A capped campaign's demand is e^|N(0, s²)|
 * times its window's (s = cappedDemandLogSd): the export shows only that it was at least that.
 */
export function campaignNoise(
  draws: number,
  windowDays: number,
  horizon: number,
  rng: RandomSource,
  capped = false,
): CampaignNoise {
  const c = FORECAST_CONSTANTS;
  const cv = c.dailyClickCv;
  const sd = cv / Math.sqrt(Math.max(1, windowDays));
  const shape = horizon / (cv * cv);
  const noise = {
    window: new Float64Array(draws),
    horizon: new Float64Array(draws),
    demand: new Float64Array(draws),
  };
  for (let d = 0; d < draws; d += 1) {
    noise.window[d] = Math.exp(sd * rng.normal() - (sd * sd) / 2);
    noise.horizon[d] = rng.gamma(shape) / shape;
    noise.demand[d] = capped ? Math.exp(c.cappedDemandLogSd * Math.abs(rng.normal())) : 1;
  }
  return noise;
}

/**
 * What the horizon's days show of the rates: clicks ~ Poisson(rate × days × the campaign's day factor),
 * orders ~ Binomial(clicks, rate), spend = clicks × cost per click; per day.
 */
export function observe(r: Rates, days: number, rng: RandomSource, dayFactor: number): Rates {
  if (!(r.clicks > 0)) return ZERO;
  const clicks = rng.poisson(r.clicks * days * dayFactor);
  const orders = rng.binomial(clicks, Math.min(1, r.orders / r.clicks));
  return { clicks: clicks / days, spend: (clicks * r.spend) / r.clicks / days, orders: orders / days };
}

/**
 * The share of a campaign's demand its daily budget lets through on average: each day's demand is the mean
 * `spend` times a gamma day factor f (mean 1, coefficient of variation dailyClickCv) and the budget cuts the day
 * at `budget`, so the share is E[min(spend·f, budget)] / spend = P(k + 1, kb) + b(1 − P(k, kb)) with
 * k = 1 / cv², b = budget / spend and P the regularised lower incomplete gamma. Good days run out of budget
 * before the average does: a campaign wanting its budget on average gets about 88 % of it.
 */
export function servedShare(spend: number, budget: number | undefined): number {
  if (budget === undefined || !(spend > 0)) return 1;
  if (!(budget > 0)) return 0;
  const k = 1 / FORECAST_CONSTANTS.dailyClickCv ** 2;
  const b = budget / spend;
  return Math.min(1, gammaCdf(k * b, k + 1) + b * (1 - gammaCdf(k * b, k)));
}
