// Every number the forecast decides with, in one place. docs/algorithms.md (Part D) gives each its formula
// and its source; a change here must change that page in the same commit.
import type { Ratio } from '../../model/units';
import { BUDGET_MOVE_CONSTANTS } from '../optimisation/budget-moves';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';

/** The hierarchy levels a target's conversion rate and cost per click are pooled through, top first. */
export type PoolingLevel = 'product' | 'campaign' | 'adGroup' | 'target';

/** The constants of the forecast (docs/algorithms.md Part D names each by its key). */
export const FORECAST_CONSTANTS = {
  /**
   * Share of a click day's 7-day-attributed orders already reported N whole days after it (index N = 0 … 7).
   * Anchors: reporting within ~12 h (BidX), "largely stable after 72 hours" (BidX), 90 % of 7-day
   * conversions within four days (Teikametrics, a year of SP data), none after day 7 (reference §2.3).
   */
  attributionLagCurve: [0.6, 0.75, 0.83, 0.88, 0.9, 0.94, 0.97, 1] as readonly Ratio[],
  /** A click day whose orders are less complete than this is "fresh" (the 3-day rule of spec §9 ends at 0.88). */
  freshDayCompleteness: 0.9,
  /** A target with more than this share of its clicks on fresh days is flagged too fresh to judge. */
  tooFreshClickShare: 0.5,
  /** Account conversion rate assumed without any account clicks and without an organic rate (Part A §2: typical 10 %). */
  fallbackConversionRate: 0.1,
  /**
   * Default intra-class correlation ρ = 1 / (κ + 1) of a level's conversion rates around their parent's,
   * used where the account has too few units to measure it. Target 0.05 ↔ κ ≈ 19 pseudo-clicks (LEoLeung's
   * k = 20, reference §5.2); higher levels average many targets, so they spread less around their parent.
   */
  defaultDispersion: { product: 0.01, campaign: 0.02, adGroup: 0.03, target: 0.05 } satisfies Record<
    PoolingLevel,
    Ratio
  >,
  /** The measured ρ of a level counts as this many units beside the default (ρ = (u·ρ̂ + u₀·ρ₀)/(u + u₀)). */
  dispersionPriorUnits: 5,
  /** The fitted ρ is kept inside these bounds (κ from 1 to 499 pseudo-clicks). */
  dispersionBounds: { min: 0.002, max: 0.5 },
  /** Per-click spread of ln(CPC / bid) within one target (second-price CPCs move with each auction). */
  cpcPerClickLogSd: 0.6,
  /** Default spread of a node's ln(CPC / bid) around its parent's, per level (measured where units allow). */
  cpcDefaultLogSd: { product: 0.1, campaign: 0.2, adGroup: 0.15, target: 0.2 } satisfies Record<
    PoolingLevel,
    number
  >,
  /** ln(CPC / bid) of the account before any click (the spec's reading: clicks cost about 0.7 x the bid). */
  fallbackCpcToBidRatio: 0.7,
  /**
   * Bid response: clicks ∝ bid^ε and CPC ∝ bid^η. ε + η = 1 keeps Part A §5's planned spend (spend ∝ bid)
   * on average; the split is an assumption (the bid buys more auctions and better places, and pays more
   * per click), carried with wide uncertainty below.
   */
  clickElasticity: 0.6,
  cpcElasticity: 0.4,
  /** Uncertainty of the account's elasticities (one draw per forecast, shared by every target). */
  elasticitySharedSd: 0.25,
  /** Uncertainty of each target's own elasticity around the account's. */
  elasticityTargetSd: 0.25,
  /** Period-to-period change of the market's click volume (ln scale, shared by the account): seasonality. */
  marketDriftLogSd: 0.1,
  /** Day-to-day spread of a target's clicks beyond Poisson (gamma-Poisson coefficient of variation). */
  dailyClickCv: 0.3,
  /**
   * A campaign whose average daily spend is at least this share of its budget ran out of budget on most days
   * (the budget moves' rule, docs/algorithms.md §17.3): its window shows what the budget let through, not what
   * its targets would have bought.
   */
  cappedSpendRatio: BUDGET_MOVE_CONSTANTS.cappedSpendRatio,
  /**
   * Such a campaign's demand / what it served is e^|N(0, s²)|: known only to be at least 1, and within the budget
   * rule's 3 x the spend (recommendedBudgetSpendMultiple, §5: the budget the engine advises so that the good days
   * do not run out) in nine cases of ten, so s = ln 3 / 1.645 (the half-normal's 90th percentile).
   */
  cappedDemandLogSd: Math.log(PLANNING_CONSTANTS.recommendedBudgetSpendMultiple) / 1.645,
  /** A new target without history: ln-scale spread of its clicks per day around the planning assumption. */
  newTargetClicksLogSd: 1,
  /** Days a new cold-start target is planned to take for one expected sale's clicks (Part A §5). */
  newTargetLearningDays: 14,
  /** Monte Carlo draws per forecast (80 % bounds are the 10th and 90th percentiles of the draws). */
  monteCarloDraws: 400,
  /** Seed of the draws: the same plan and account give the same forecast. */
  monteCarloSeed: 20261127,
  /** Coverage of every interval. */
  intervalCoverage: 0.8,
  /** Window assumed when the export does not say (Part A §6: 60 days). */
  defaultWindowDays: 60,
  /** Forecast horizon in days when the caller gives none: the observed average over the next two weeks. */
  defaultHorizonDays: 14,
} as const;
