// Calibration of the organic prior to the campaign's own ad traffic (empirical Bayes): how the campaign's
// other targets converted relative to what their priors expected. Each target is calibrated on the rest
// of the campaign (leave-one-out), so its own clicks are not counted twice. Also the campaign's effective
// CPC / bid ratio, measured only on clicks bought at today's bids.
import type { SpCampaign } from '../../model/account';
import type { Money, Ratio } from '../../model/units';
import { estimateConversionRate, priorConversionRate } from '../shared/conversion-estimate';
import { PLANNING_CONSTANTS, type TargetKind } from '../shared/planning-constants';
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

/** A campaign's effective CPC / bid ratio, robust to bids changed during the data window. */
export interface CpcRatioMeasurement {
  /** spend / Σ(clicks × bid) over the targets whose clicks were bought at today's bid; undefined: not measurable. */
  ratio: Ratio | undefined;
  /** Targets whose CPC shows their bid changed in the window, each with the bid its clicks were bought at (estimated). */
  changedBids: Map<CampaignTarget, Money>;
}

/**
 * The highest cost per click a bid can pay in this campaign, as a multiple of the bid: its largest placement
 * adjustment, doubled under "up and down" (Amazon raises a bid by up to 100 % there).
 */
export function highestPaidRatio(campaign: {
  biddingStrategy?: SpCampaign['biddingStrategy'];
  biddingAdjustments: ReadonlyArray<{ percentage: number }>;
}): Ratio {
  const top = Math.max(0, ...campaign.biddingAdjustments.map((a) => a.percentage));
  return (1 + top / 100) * (campaign.biddingStrategy === 'upAndDown' ? 2 : 1);
}

/** Click-weighted median of the targets' CPC / bid ratios. */
function medianRatio(entries: ReadonlyArray<{ ratio: Ratio; clicks: number }>): Ratio | undefined {
  const sorted = [...entries].sort((a, b) => a.ratio - b.ratio);
  const half = sorted.reduce((sum, e) => sum + e.clicks, 0) / 2;
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.clicks;
    if (seen >= half) return entry.ratio;
  }
  return undefined;
}

/**
 * Measures the campaign's CPC / bid ratio from the targets with a bid and clicks (docs/algorithms.md §14.3).
 * A target whose CPC is above what today's bid can pay (highestPaidRatio x bidChangedCpcMargin) had a higher
 * bid in the window; one whose ratio is under the campaign's median / bidChangedRatioFactor had a much lower
 * one. Both are left out of the ratio (they would measure the old bid, not the auction) and their window bid
 * is estimated as CPC / ratio. Undefined under cpcRatioMinClicks clicks of the remaining targets.
 */
export function measureCpcRatio(
  targets: readonly CampaignTarget[],
  campaign: Pick<SpCampaign, 'biddingStrategy' | 'biddingAdjustments'>,
): CpcRatioMeasurement {
  const c = PLANNING_CONSTANTS;
  const priced = targets.flatMap((t) =>
    t.bid !== undefined && t.bid > 0 && t.metrics.clicks > 0
      ? [
          {
            target: t,
            bid: t.bid,
            clicks: t.metrics.clicks,
            ratio: t.metrics.spend / t.metrics.clicks / t.bid,
          },
        ]
      : [],
  );
  const ceiling = highestPaidRatio(campaign) * c.bidChangedCpcMargin;
  const possible = priced.filter((p) => p.ratio <= ceiling);
  const median = medianRatio(possible);
  const changed = priced.filter(
    (p) => p.ratio > ceiling || (median !== undefined && p.ratio < median / c.bidChangedRatioFactor),
  );
  const kept = priced.filter((p) => !changed.includes(p));
  const clicks = kept.reduce((sum, p) => sum + p.clicks, 0);
  const spend = kept.reduce((sum, p) => sum + p.target.metrics.spend, 0);
  const bidClicks = kept.reduce((sum, p) => sum + p.clicks * p.bid, 0);
  const ratio =
    clicks < c.cpcRatioMinClicks || bidClicks <= 0
      ? undefined
      : Math.min(c.cpcRatioBounds.max, Math.max(c.cpcRatioBounds.min, spend / bidClicks));
  const divisor = ratio ?? median ?? 1;
  const changedBids = new Map(
    changed.map((p) => [p.target, p.target.metrics.spend / p.clicks / Math.min(divisor, ceiling)] as const),
  );
  return { ratio, changedBids };
}
