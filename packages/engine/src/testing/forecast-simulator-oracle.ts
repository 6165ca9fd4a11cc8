// The oracle forecast of the calibration (docs/algorithms.md Part D4): the after window simulated again and
// again from the world's TRUE parameters (rates, elasticities, CPC ratios, budgets, the world's own day noise
// and drift), so its draws are the best predictive distribution any model could give. Scored with the same
// rule as the model, it shows what "calibrated" reads on this simulator: a scoring rule that gives the oracle
// more than 80 % is biased, and the model's figures are read against the oracle's.
import type { AfterDraws } from '../plans/forecast/plan-forecast';
import { DrawSeries } from '../plans/forecast/forecast-summary';
import type { RandomSource } from '../plans/forecast/forecast-math';
import {
  simulatePeriod,
  type Period,
  type SourceTotals,
  type TrafficSource,
} from './forecast-simulator-days';

/** The traffic sources each scored figure sums: per forecast row, per campaign, and the plan's. */
export interface ScoredKeys {
  rows: Map<number, string[]>;
  campaigns: Map<string, string[]>;
  plan: string[];
}

/** The per-day figures of `keys` in one simulated period. */
export function sumOfKeys(
  keys: readonly string[],
  totals: Map<string, SourceTotals>,
  days: number,
): SourceTotals {
  const out = { clicks: 0, spend: 0, orders: 0 };
  for (const key of keys) {
    const t = totals.get(key);
    if (!t) continue;
    out.clicks += t.clicks;
    out.spend += t.spend;
    out.orders += t.orders;
  }
  return { clicks: out.clicks / days, spend: out.spend / days, orders: out.orders / days };
}

/**
 * Simulates the after period `replicates` times from the true world (only the plan's campaigns: budgets and day
 * noise are per campaign, so the others change nothing) and returns every scored figure's draws.
 */
export function oracleDraws(
  sources: readonly TrafficSource[],
  budgets: ReadonlyMap<string, number>,
  period: Period,
  dayCv: number,
  keys: ScoredKeys,
  replicates: number,
  rng: RandomSource,
): AfterDraws {
  const scope = new Set(keys.campaigns.keys());
  const inScope = sources.filter((s) => scope.has(s.campaignId));
  const draws: AfterDraws = {
    rows: new Map([...keys.rows.keys()].map((row) => [row, new DrawSeries(replicates)])),
    campaigns: new Map([...scope].map((id) => [id, new DrawSeries(replicates)])),
    plan: new DrawSeries(replicates),
  };
  for (let d = 0; d < replicates; d += 1) {
    const totals = simulatePeriod(inScope, budgets, period, dayCv, rng);
    for (const [row, rowKeys] of keys.rows)
      draws.rows.get(row)?.add(d, sumOfKeys(rowKeys, totals, period.days));
    for (const [id, campaignKeys] of keys.campaigns)
      draws.campaigns.get(id)?.add(d, sumOfKeys(campaignKeys, totals, period.days));
    draws.plan.add(d, sumOfKeys(keys.plan, totals, period.days));
  }
  return draws;
}
