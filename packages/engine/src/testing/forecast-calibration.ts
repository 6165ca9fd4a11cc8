// Scores forecasts against what the simulated after window showed (docs/algorithms.md Part D4, ADR 0042): how
// often the 80 % intervals cover the observed per-day figures (rows by kind and evidence, campaigns, plans), by
// the shown interval and by the randomised PIT of count data, for the model and for the oracle forecast of the
// true world; and the error of the plans' expected totals.
import { FORECAST_CONSTANTS } from '../plans/forecast/forecast-constants';
import { summarise, type DrawSeries } from '../plans/forecast/forecast-summary';
import type { Interval } from '../plans/forecast/pooled-estimates';
import type { DailyFigures } from '../plans/forecast/plan-forecast';
import type { CalibrationCase } from './forecast-simulator';
import type { SourceTotals } from './forecast-simulator-days';

/** Coverage of one group of intervals: how many were scored and how many covered each figure (may be fractional). */
export interface Coverage {
  count: number;
  clicks: number;
  spend: number;
  orders: number;
}

/**
 * The ways a forecast is scored against the after window: `interval`, the observed figure inside the shown
 * 80 % interval, bounds included (what a seller reads); `pit`, the randomised PIT of count data (Czado, Gneiting
 * & Held 2009) within [0.1, 0.9], counted by its probability, which is 80 % for a perfect forecast of a discrete
 * figure where the inclusive interval reads more; each also for the oracle (the true world's own distribution).
 */
export type CoverageRule = 'interval' | 'pit' | 'oracleInterval' | 'oraclePit';

/** The calibration report of a set of cases. */
export interface CalibrationReport {
  cases: number;
  accounts: number;
  /** Per group, each rule's coverage (the oracle's only where the cases carry its draws). */
  coverage: Record<string, Partial<Record<CoverageRule, Coverage>>>;
  /**
   * Plan totals after, per figure: median absolute and median signed relative error of the expected value, and
   * Σ expected / Σ observed over all plans (the bias of the totals, which small plans cannot dominate).
   */
  planError: Record<
    'clicks' | 'spend' | 'orders',
    { medianAbsolute: number; medianSigned: number; aggregateRatio: number; count: number }
  >;
}

const FIGURES = ['clicks', 'spend', 'orders'] as const;
type Figure = (typeof FIGURES)[number];

const toleranceOf = (value: number) => 1e-9 + 1e-6 * Math.abs(value);

function intervalCovers(interval: Interval, value: number): number {
  const tolerance = toleranceOf(value);
  return value >= interval.low - tolerance && value <= interval.high + tolerance ? 1 : 0;
}

/**
 * The probability that the randomised PIT u ~ U(F(y−), F(y)) of the observed y falls within the central 80 %,
 * F being the draws' distribution: a figure with atoms (counts, no spend without a click) is covered in
 * proportion to the part of its step inside [0.1, 0.9] (the non-randomised PIT of Czado et al. 2009, §2.1).
 */
export function pitCoverage(draws: ArrayLike<number>, value: number): number {
  if (draws.length === 0) return 0;
  const tolerance = toleranceOf(value);
  let below = 0;
  let atOrBelow = 0;
  for (let i = 0; i < draws.length; i += 1) {
    const x = draws[i] as number;
    if (x < value - tolerance) below += 1;
    if (x <= value + tolerance) atOrBelow += 1;
  }
  const q = (1 - FORECAST_CONSTANTS.intervalCoverage) / 2;
  const low = below / draws.length;
  const high = atOrBelow / draws.length;
  if (high <= low) return low >= q && low <= 1 - q ? 1 : 0;
  return Math.max(0, Math.min(high, 1 - q) - Math.max(low, q)) / (high - low);
}

function add(
  coverage: CalibrationReport['coverage'],
  group: string,
  rule: CoverageRule,
  covered: (figure: Figure) => number,
): void {
  const rules = coverage[group] ?? {};
  const c = rules[rule] ?? { count: 0, clicks: 0, spend: 0, orders: 0 };
  c.count += 1;
  for (const figure of FIGURES) c[figure] += covered(figure);
  rules[rule] = c;
  coverage[group] = rules;
}

/** One scored figure set: the forecast's interval and draws, the oracle's draws, and what was observed. */
interface Scored {
  interval: DailyFigures;
  draws: DrawSeries | undefined;
  oracle: DrawSeries | undefined;
  observed: SourceTotals;
}

function record(coverage: CalibrationReport['coverage'], group: string, s: Scored): void {
  add(coverage, group, 'interval', (f) => intervalCovers(s.interval[f], s.observed[f]));
  const { draws, oracle } = s;
  if (draws) add(coverage, group, 'pit', (f) => pitCoverage(draws[f], s.observed[f]));
  if (oracle) {
    const summary = summarise(oracle);
    add(coverage, group, 'oracleInterval', (f) => intervalCovers(summary[f], s.observed[f]));
    add(coverage, group, 'oraclePit', (f) => pitCoverage(oracle[f], s.observed[f]));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? 0
    : sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * Scores cases: rows whose after interval is not trivially [0, 0] (pauses are certain) by kind and by
 * evidence (own-data weight under or over 0.5), every campaign and every plan total after the change, under
 * each {@link CoverageRule}.
 */
export function scoreCalibration(cases: readonly CalibrationCase[]): CalibrationReport {
  const coverage: CalibrationReport['coverage'] = {};
  const errors = { clicks: [] as number[], spend: [] as number[], orders: [] as number[] };
  const sums = { clicks: { f: 0, o: 0 }, spend: { f: 0, o: 0 }, orders: { f: 0, o: 0 } };
  for (const c of cases) {
    for (const row of c.forecast.rows) {
      const observed = c.observed.rows.get(row.row);
      if (!observed || row.effect === 'pause' || row.after.clicks.high <= 0) continue;
      const harvest = row.changeType === 'harvestKeyword' || row.changeType === 'harvestProductTarget';
      const kind =
        row.effect !== 'newTarget' ? row.effect : harvest ? 'harvest' : 'new target without history';
      const scored: Scored = {
        interval: row.after,
        draws: c.forecastDraws.rows.get(row.row),
        oracle: c.oracleDraws?.rows.get(row.row),
        observed,
      };
      record(coverage, `rows:${kind}`, scored);
      if (row.ownDataWeight !== undefined)
        record(
          coverage,
          row.ownDataWeight < 0.5 ? 'rows:bid thin evidence' : 'rows:bid own evidence',
          scored,
        );
      record(coverage, 'rows:all', scored);
    }
    for (const campaign of c.forecast.campaigns) {
      const observed = c.observed.campaigns.get(campaign.campaignId);
      if (observed && campaign.after.clicks.high > 0)
        record(coverage, 'campaigns', {
          interval: campaign.after,
          draws: c.forecastDraws.campaigns.get(campaign.campaignId),
          oracle: c.oracleDraws?.campaigns.get(campaign.campaignId),
          observed,
        });
    }
    if (c.forecast.totals.after.clicks.high > 0) {
      record(coverage, 'plans', {
        interval: c.forecast.totals.after,
        draws: c.forecastDraws.plan,
        oracle: c.oracleDraws?.plan,
        observed: c.observed.plan,
      });
      for (const figure of FIGURES) {
        const observed = c.observed.plan[figure];
        const expected = c.forecast.totals.after[figure].expected;
        sums[figure].f += expected;
        sums[figure].o += observed;
        if (observed > 0) errors[figure].push((expected - observed) / observed);
      }
    }
  }
  const errorOf = (figure: Figure) => ({
    medianAbsolute: median(errors[figure].map(Math.abs)),
    medianSigned: median(errors[figure]),
    aggregateRatio: sums[figure].o > 0 ? sums[figure].f / sums[figure].o : 0,
    count: errors[figure].length,
  });
  return {
    cases: cases.length,
    accounts: new Set(cases.map((c) => c.account)).size,
    coverage,
    planError: {
      clicks: errorOf('clicks'),
      spend: errorOf('spend'),
      orders: errorOf('orders'),
    },
  };
}
