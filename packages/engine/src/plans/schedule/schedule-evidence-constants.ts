// The constants of a schedule's evidence (issue 20), each with its source; docs/algorithms.md B4.9 explains them.
import { FORECAST_CONSTANTS } from '../forecast/forecast-constants';

/** Constants of the evidence a schedule must show before it is produced. */
export const SCHEDULE_EVIDENCE_CONSTANTS = {
  /**
   * An hour cell (one hour of the day over the history) is measured with at least this many clicks: about one
   * order at the typical 10 % conversion rate (Part A §2); with fewer, its sales per click is 0 or one order.
   */
  minHourCellClicks: 10,
  /** …on at least this many different days, so that one day's burst cannot make a cell on its own. */
  minHourCellDays: 3,
  /** An adjusted period needs at least this share of its hours measured, or the schedule is refused. */
  minMeasuredHourShare: 0.5,
  /** Bootstrap draws over the history's days (80 % bounds of 400 draws move by about ±2 points of coverage). */
  draws: 400,
  /** Seed of the draws: the same history gives the same evidence. */
  seed: 20261127,
  /** Coverage of every interval: the 10th to the 90th percentile of the draws. */
  intervalCoverage: 0.8,
  /** The bid response of the forecast (algorithms D3): clicks ∝ bid^ε, cost per click ∝ bid^η. */
  clickElasticity: FORECAST_CONSTANTS.clickElasticity,
  cpcElasticity: FORECAST_CONSTANTS.cpcElasticity,
  /** Uncertainty of the account's elasticities, drawn once per bootstrap draw (algorithms D3). */
  elasticitySd: FORECAST_CONSTANTS.elasticitySharedSd,
  /** Drawn elasticities are kept inside these bounds (a bid never lowers clicks; ε + η stays positive). */
  elasticityBounds: { min: 0.05, max: 1.5 },
} as const;
