// Per-campaign totals every rule compares against: the window's figures, the typical CPC, the conversion
// rate and the reference cost per sale (the campaign's own when it has enough orders, else the account's).
import { addMetrics, zeroMetrics, type DiagnosticData, type Metrics } from '../diagnostic-data';
import { DIAGNOSTIC_CONSTANTS as C } from './diagnostic-constants';

/** What the rules know about one campaign's whole window. */
export interface CampaignStats extends Metrics {
  /** spend / clicks, null without clicks. */
  typicalCpc: number | null;
  /** orders / clicks, null without clicks. */
  conversionRate: number | null;
  /** spend / sales, null without sales. */
  acos: number | null;
  /** spend / orders with enough orders, else the account's, else null. */
  referenceCps: number | null;
}

function costPerSale(metrics: Metrics): number | null {
  return metrics.orders >= C.referenceMinOrders ? metrics.spend / metrics.orders : null;
}

/** The stats of every campaign of `data` (from its daily rows), by campaign id. */
export function campaignStats(data: DiagnosticData): Map<string, CampaignStats> {
  const totals = new Map<string, Metrics>();
  for (const campaign of data.campaigns) totals.set(campaign.campaignId, zeroMetrics());
  for (const day of data.days) {
    const total = totals.get(day.campaignId);
    if (total) addMetrics(total, day);
  }
  const account = [...totals.values()].reduce((sum, metrics) => addMetrics(sum, metrics), zeroMetrics());
  const accountCps = costPerSale(account);
  const stats = new Map<string, CampaignStats>();
  for (const [campaignId, metrics] of totals) {
    stats.set(campaignId, {
      ...metrics,
      typicalCpc: metrics.clicks > 0 ? metrics.spend / metrics.clicks : null,
      conversionRate: metrics.clicks > 0 ? metrics.orders / metrics.clicks : null,
      acos: metrics.sales > 0 ? metrics.spend / metrics.sales : null,
      referenceCps: costPerSale(metrics) ?? accountCps,
    });
  }
  return stats;
}

/** The account's cost per sale over every campaign of the diagnosis, null below the order minimum. */
export function accountCostPerSale(data: DiagnosticData): number | null {
  const account = data.days.reduce((sum, day) => addMetrics(sum, day), zeroMetrics());
  return costPerSale(account);
}

/** Money as the figures carry it: two decimals. */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A ratio as the figures carry it: four decimals (0.1234 = 12.34 %). */
export function ratio(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
