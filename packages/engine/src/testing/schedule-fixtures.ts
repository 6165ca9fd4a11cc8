// Hourly rows for schedule tests: a campaign's day shaped by a per-hour conversion rate, reproducible
// from a seed so that "noise" scenarios are the same on every run.
import type { HourlyCampaignRow } from '../model/reports';
import { addDays } from '@adplan/contracts';

/** A deterministic pseudo-random generator (mulberry32) returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How a synthetic campaign behaves in each local hour. */
export interface HourlyShape {
  campaignName: string;
  /** First local date `YYYY-MM-DD` and number of consecutive days. */
  from: string;
  days: number;
  clicksPerHour: (hour: number) => number;
  /** Conversion rate of a click in that hour (0-1). */
  conversionRate: (hour: number) => number;
  costPerClick: number;
  averageOrderValue: number;
  /** With a seed, orders are drawn click by click; without, they are the expected value (fractional). */
  seed?: number;
}

/** Hourly rows of one campaign following `shape`. */
export function hourlyRows(shape: HourlyShape): HourlyCampaignRow[] {
  const random = shape.seed === undefined ? undefined : seededRandom(shape.seed);
  const rows: HourlyCampaignRow[] = [];
  for (let day = 0; day < shape.days; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const clicks = shape.clicksPerHour(hour);
      const rate = shape.conversionRate(hour);
      let orders = clicks * rate;
      if (random) {
        orders = 0;
        for (let click = 0; click < clicks; click += 1) if (random() < rate) orders += 1;
      }
      rows.push({
        campaignName: shape.campaignName,
        date: addDays(shape.from, day),
        hour,
        metrics: {
          impressions: clicks * 40,
          clicks,
          spend: clicks * shape.costPerClick,
          sales: orders * shape.averageOrderValue,
          orders,
          units: orders,
        },
        source: { sheet: 'hourly.csv', row: rows.length + 2 },
      });
    }
  }
  return rows;
}

/**
 * The rows with each order's value drawn log-normal (spread `sigma`, mean `averageOrderValue`): real order
 * values spread, which the Poisson test of the schedule rules ignores and the evidence bootstrap does not.
 */
export function withSpreadOrderValues(
  rows: readonly HourlyCampaignRow[],
  options: { sigma: number; averageOrderValue: number; seed: number },
): HourlyCampaignRow[] {
  const random = seededRandom(options.seed);
  const { sigma, averageOrderValue } = options;
  return rows.map((row) => {
    let sales = 0;
    for (let order = 0; order < row.metrics.orders; order += 1) {
      const u = Math.max(random(), 1e-9);
      const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
      sales += averageOrderValue * Math.exp(sigma * normal - (sigma * sigma) / 2);
    }
    return { ...row, metrics: { ...row.metrics, sales } };
  });
}
