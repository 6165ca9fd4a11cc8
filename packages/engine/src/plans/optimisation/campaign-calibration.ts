// Calibration of the organic prior to the campaign's own ad traffic (empirical Bayes): how the campaign's
// other targets converted relative to what their priors expected. Each target is calibrated on the rest
// of the campaign (leave-one-out), so its own clicks are not counted twice.
import type { Ratio } from '../../model/units';
import { estimateConversionRate, priorConversionRate } from '../shared/conversion-estimate';
import type { TargetKind } from '../shared/planning-constants';
import type { CampaignTarget } from './campaign-targets';

/** Sums over a campaign's targets: clicks, orders and clicks x prior (the expected orders / CVR). */
export interface CalibrationTotals {
  clicks: number;
  orders: number;
  expectedRateClicks: number;
}

/** Totals of the targets for calibration. */
export function calibrationTotals(
  targets: readonly CampaignTarget[],
  organicConversionRate: Ratio,
): CalibrationTotals {
  return targets.reduce(
    (sum, t) => ({
      clicks: sum.clicks + t.metrics.clicks,
      orders: sum.orders + t.metrics.orders,
      expectedRateClicks:
        sum.expectedRateClicks + t.metrics.clicks * priorConversionRate(organicConversionRate, t.kind),
    }),
    { clicks: 0, orders: 0, expectedRateClicks: 0 },
  );
}

/**
 * Calibration factor r = smoothed CVR of the (other) targets / their click-weighted prior; 1 without
 * clicks. The smoothing shrinks r toward 1 while the campaign has little data.
 */
export function calibrationFactor(
  totals: CalibrationTotals,
  organicConversionRate: Ratio,
  exclude?: CampaignTarget,
): Ratio {
  const own = exclude?.metrics;
  const clicks = totals.clicks - (own?.clicks ?? 0);
  const orders = totals.orders - (own?.orders ?? 0);
  const ownExpected =
    exclude && own ? own.clicks * priorConversionRate(organicConversionRate, exclude.kind) : 0;
  const expected = totals.expectedRateClicks - ownExpected;
  if (clicks <= 0 || expected <= 0) return 1;
  const prior = expected / clicks;
  return estimateConversionRate(orders, clicks, prior) / prior;
}

/** The calibrated prior of a target kind: organic CVR x kind factor x r. */
export function calibratedPrior(organicConversionRate: Ratio, kind: TargetKind, factor: Ratio): Ratio {
  return priorConversionRate(organicConversionRate, kind) * factor;
}
