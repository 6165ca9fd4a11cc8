// Day-by-day traffic of the simulated world (docs/algorithms.md Part D4): each traffic source (a target's
// traffic outside its listed terms, or one search term) draws its clicks from a gamma day factor shared by its
// campaign, the campaign's budget truncates the day, orders follow the true rate, and in the "before" export
// the orders of the last days are reported only in part (the attribution lag).
import type { RandomSource } from '../plans/forecast/forecast-math';
import { daysBetween } from '@adplan/contracts';
import { attributionCompleteness } from '../plans/forecast/attribution-lag';

/** One stream of clicks with its true rates. */
export interface TrafficSource {
  key: string;
  campaignId: string;
  clicksPerDay: number;
  conversionRate: number;
  costPerClick: number;
}

/** What a source showed over a period. */
export interface SourceTotals {
  clicks: number;
  spend: number;
  orders: number;
}

/** A period to simulate: its first day, length, and (for an export) the day its orders were read. */
export interface Period {
  start: string;
  days: number;
  reportDay?: string;
}

const DAY_MS = 86_400_000;
const dayOf = (start: string, i: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10);

/** Simulates a period; returns each source's totals. Budgets are per campaign per day. */
export function simulatePeriod(
  sources: readonly TrafficSource[],
  budgets: ReadonlyMap<string, number>,
  period: Period,
  dayCv: number,
  rng: RandomSource,
): Map<string, SourceTotals> {
  const totals = new Map(sources.map((s) => [s.key, { clicks: 0, spend: 0, orders: 0 }]));
  const campaigns = [...new Set(sources.map((s) => s.campaignId))];
  const shape = 1 / (dayCv * dayCv);
  for (let i = 0; i < period.days; i += 1) {
    const day = dayOf(period.start, i);
    const factor = new Map(campaigns.map((c) => [c, rng.gamma(shape) / shape]));
    const expected = new Map<string, number>();
    for (const s of sources)
      expected.set(
        s.campaignId,
        (expected.get(s.campaignId) ?? 0) + s.clicksPerDay * (factor.get(s.campaignId) ?? 1) * s.costPerClick,
      );
    const completeness = period.reportDay ? attributionCompleteness(daysBetween(day, period.reportDay)) : 1;
    for (const s of sources) {
      const budget = budgets.get(s.campaignId) ?? Number.POSITIVE_INFINITY;
      const wanted = expected.get(s.campaignId) ?? 0;
      const thin = wanted > budget ? budget / wanted : 1;
      const clicks = rng.poisson(s.clicksPerDay * (factor.get(s.campaignId) ?? 1) * thin);
      const orders = rng.binomial(rng.binomial(clicks, s.conversionRate), completeness);
      const sum = totals.get(s.key) as SourceTotals;
      sum.clicks += clicks;
      sum.orders += orders;
      sum.spend += clicks * s.costPerClick;
    }
  }
  return totals;
}
