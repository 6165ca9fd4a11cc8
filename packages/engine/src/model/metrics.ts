import type { Money, Ratio } from './units';

/** Raw performance counts of one entity over the report's window. Ratios are always derived. */
export interface Metrics {
  impressions: number;
  clicks: number;
  spend: Money;
  sales: Money;
  orders: number;
  units: number;
}

/** Metrics with every count zero. */
export const emptyMetrics = (): Metrics => ({
  impressions: 0,
  clicks: 0,
  spend: 0,
  sales: 0,
  orders: 0,
  units: 0,
});

/** Sums metrics (for roll-ups such as campaign totals from keywords). */
export function addMetrics(a: Metrics, b: Metrics): Metrics {
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    spend: a.spend + b.spend,
    sales: a.sales + b.sales,
    orders: a.orders + b.orders,
    units: a.units + b.units,
  };
}

/** Conversion rate orders/clicks, or undefined without clicks (never the export's 0 for "no data"). */
export const conversionRate = (m: Metrics): Ratio | undefined =>
  m.clicks > 0 ? m.orders / m.clicks : undefined;
/** ACOS spend/sales, or undefined without sales (the export writes 0 there, which would read as perfect). */
export const acos = (m: Metrics): Ratio | undefined => (m.sales > 0 ? m.spend / m.sales : undefined);
/** Cost per click, or undefined without clicks. */
export const costPerClick = (m: Metrics): Money | undefined =>
  m.clicks > 0 ? m.spend / m.clicks : undefined;
/** Cost per sale (order) spend/orders, or undefined without orders. */
export const costPerSale = (m: Metrics): Money | undefined => (m.orders > 0 ? m.spend / m.orders : undefined);
/** Revenue per click sales/clicks, or undefined without clicks. */
export const revenuePerClick = (m: Metrics): Money | undefined =>
  m.clicks > 0 ? m.sales / m.clicks : undefined;
/** Average order value sales/orders, or undefined without orders. */
export const averageOrderValue = (m: Metrics): Money | undefined =>
  m.orders > 0 ? m.sales / m.orders : undefined;
