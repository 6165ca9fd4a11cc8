// Scores forecasts against what the simulated after window showed (docs/algorithms.md Part D4): how often the
// 80 % intervals cover the observed per-day figures (rows by kind and evidence, campaigns, plans), and the
// error of the plans' expected totals.
import type { DailyFigures } from '../plans/forecast/plan-forecast';
import type { CalibrationCase } from './forecast-simulator';
import type { SourceTotals } from './forecast-simulator-days';

/** Coverage of one group of intervals: how many were scored and how many covered each figure. */
export interface Coverage {
  count: number;
  clicks: number;
  spend: number;
  orders: number;
}

/** The calibration report of a set of cases. */
export interface CalibrationReport {
  cases: number;
  accounts: number;
  coverage: Record<string, Coverage>;
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

function covers(figures: DailyFigures, observed: SourceTotals, figure: (typeof FIGURES)[number]): boolean {
  const interval = figures[figure];
  const value = observed[figure];
  const tolerance = 1e-9 + 1e-6 * Math.abs(value);
  return value >= interval.low - tolerance && value <= interval.high + tolerance;
}

function record(
  coverage: Record<string, Coverage>,
  group: string,
  figures: DailyFigures,
  observed: SourceTotals,
): void {
  const c = coverage[group] ?? { count: 0, clicks: 0, spend: 0, orders: 0 };
  c.count += 1;
  for (const figure of FIGURES) if (covers(figures, observed, figure)) c[figure] += 1;
  coverage[group] = c;
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
 * evidence (own-data weight under or over 0.5), every campaign and every plan total after the change.
 */
export function scoreCalibration(cases: readonly CalibrationCase[]): CalibrationReport {
  const coverage: Record<string, Coverage> = {};
  const errors = { clicks: [] as number[], spend: [] as number[], orders: [] as number[] };
  const sums = { clicks: { f: 0, o: 0 }, spend: { f: 0, o: 0 }, orders: { f: 0, o: 0 } };
  for (const c of cases) {
    for (const row of c.forecast.rows) {
      const observed = c.observed.rows.get(row.row);
      if (!observed || row.effect === 'pause' || row.after.clicks.high <= 0) continue;
      const harvest = row.changeType === 'harvestKeyword' || row.changeType === 'harvestProductTarget';
      const kind =
        row.effect !== 'newTarget' ? row.effect : harvest ? 'harvest' : 'new target without history';
      record(coverage, `rows:${kind}`, row.after, observed);
      if (row.ownDataWeight !== undefined)
        record(
          coverage,
          row.ownDataWeight < 0.5 ? 'rows:bid thin evidence' : 'rows:bid own evidence',
          row.after,
          observed,
        );
      record(coverage, 'rows:all', row.after, observed);
    }
    for (const campaign of c.forecast.campaigns) {
      const observed = c.observed.campaigns.get(campaign.campaignId);
      if (observed && campaign.after.clicks.high > 0) record(coverage, 'campaigns', campaign.after, observed);
    }
    if (c.forecast.totals.after.clicks.high > 0) {
      record(coverage, 'plans', c.forecast.totals.after, c.observed.plan);
      for (const figure of FIGURES) {
        const observed = c.observed.plan[figure];
        const expected = c.forecast.totals.after[figure].expected;
        sums[figure].f += expected;
        sums[figure].o += observed;
        if (observed > 0) errors[figure].push((expected - observed) / observed);
      }
    }
  }
  const errorOf = (figure: (typeof FIGURES)[number]) => ({
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
