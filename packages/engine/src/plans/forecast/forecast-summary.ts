// Draw series and their summaries: the mean of each figure and its 80 % interval (the 10th and 90th
// percentiles of the draws); cost per sale per draw is spend / orders, infinite in a draw without an order.
import { FORECAST_CONSTANTS } from './forecast-constants';
import type { Interval } from './pooled-estimates';

/** Clicks, spend, orders and cost per sale per day, each expected with its 80 % interval. */
export interface DailyFigures {
  clicks: Interval;
  spend: Interval;
  orders: Interval;
  /** Undefined when no draw has an order; `high` is Infinity when more than a tenth of the draws have none. */
  costPerSale?: Interval;
}

/** Clicks, spend and orders per day over a forecast's draws. */
export class DrawSeries {
  readonly clicks: Float64Array;
  readonly spend: Float64Array;
  readonly orders: Float64Array;

  constructor(draws: number) {
    this.clicks = new Float64Array(draws);
    this.spend = new Float64Array(draws);
    this.orders = new Float64Array(draws);
  }

  /** Adds one unit's figures to draw `d`. */
  add(d: number, r: { clicks: number; spend: number; orders: number }): void {
    this.clicks[d] = (this.clicks[d] as number) + r.clicks;
    this.spend[d] = (this.spend[d] as number) + r.spend;
    this.orders[d] = (this.orders[d] as number) + r.orders;
  }

  /** Adds another series draw by draw. */
  addSeries(other: DrawSeries): void {
    for (let d = 0; d < this.clicks.length; d += 1)
      this.add(d, { clicks: other.clicks[d] ?? 0, spend: other.spend[d] ?? 0, orders: other.orders[d] ?? 0 });
  }
}

function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const at = q * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const a = sorted[low] as number;
  const b = sorted[high] as number;
  return a === b || !Number.isFinite(b) ? (at === low ? a : b) : a + (b - a) * (at - low);
}

/** Mean and 80 % interval of a series of draws. */
export function intervalOf(values: ArrayLike<number>): Interval {
  const sorted = Float64Array.from(values).sort();
  const q = (1 - FORECAST_CONSTANTS.intervalCoverage) / 2;
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    expected: sorted.length > 0 ? sum / sorted.length : 0,
    low: quantile(sorted, q),
    high: quantile(sorted, 1 - q),
  };
}

/** The daily figures of a series. */
export function summarise(series: DrawSeries): DailyFigures {
  const clicks = intervalOf(series.clicks);
  const spend = intervalOf(series.spend);
  const orders = intervalOf(series.orders);
  const figures: DailyFigures = { clicks, spend, orders };
  if (orders.expected <= 0) return figures;
  const perSale = Array.from(series.spend, (s, d) => {
    const o = series.orders[d] as number;
    return o > 0 ? s / o : Number.POSITIVE_INFINITY;
  });
  const interval = intervalOf(perSale);
  figures.costPerSale = { ...interval, expected: spend.expected / orders.expected };
  return figures;
}
