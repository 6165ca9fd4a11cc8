// The bid arithmetic every strategy shares: the CPS-based bid, the per-run step limit and the final
// fit into Amazon's range at the marketplace's precision.
import {
  clampMoney,
  marketplaceInfo,
  roundMoney,
  type Marketplace,
  type MoneyRange,
} from '@adplan/contracts';
import type { Money, Ratio } from '../../model/units';
import { PLANNING_CONSTANTS } from './planning-constants';

/** Inputs of {@link targetBid}: the seller's target cost per sale and the expected conversion rate. */
export interface TargetBidInput {
  targetCostPerSale: Money;
  conversionRate: Ratio;
  /** Average bid multiplier from placement adjustments (>= 1); the base bid is divided by it. */
  placementMultiplier?: number;
}

/**
 * The highest cost per click that still meets the target CPS: CPS x CVR / placement multiplier
 * (reference §5.1, §5.5). The CVR is capped at `maxConversionRateForBid`; the result is not rounded.
 */
export function targetBid({
  targetCostPerSale,
  conversionRate,
  placementMultiplier = 1,
}: TargetBidInput): Money {
  const cvr = Math.min(Math.max(0, conversionRate), PLANNING_CONSTANTS.maxConversionRateForBid);
  return (targetCostPerSale * cvr) / Math.max(1, placementMultiplier);
}

/** Inputs of {@link limitBidStep}; steps are shares of the current bid (0.3 = 30 %). */
export interface BidStepInput {
  current: Money;
  proposed: Money;
  maxStepUp: Ratio;
  maxStepDown: Ratio;
}

/** Moves from `current` toward `proposed` by at most +maxStepUp / -maxStepDown of the current bid. */
export function limitBidStep({ current, proposed, maxStepUp, maxStepDown }: BidStepInput): Money {
  if (!(current > 0)) return proposed;
  const highest = current * (1 + maxStepUp);
  const lowest = current * (1 - maxStepDown);
  return Math.min(highest, Math.max(lowest, proposed));
}

/** The smallest amount a bid can move in the marketplace: one cent, or one yen in JP. */
export function bidIncrement(marketplace: Marketplace): Money {
  return 10 ** -marketplaceInfo(marketplace).decimals;
}

/**
 * Clamps a bid into `range` and rounds it toward `current` (so a step limit is never exceeded by
 * rounding); when that rounding would erase a wanted move entirely, moves one increment instead.
 */
export function fitBid(marketplace: Marketplace, proposed: Money, range: MoneyRange, current?: Money): Money {
  const clamped = clampMoney(marketplace, proposed, range);
  if (current === undefined || !(current > 0)) return clamped;
  const factor = 10 ** marketplaceInfo(marketplace).decimals;
  const raw = Math.min(range.max, Math.max(range.min, proposed));
  const towardCurrent =
    raw > current ? Math.floor(raw * factor + 1e-9) / factor : Math.ceil(raw * factor - 1e-9) / factor;
  const rounded = roundMoney(marketplace, towardCurrent);
  const step = bidIncrement(marketplace);
  const moved =
    rounded === roundMoney(marketplace, current) && raw !== current
      ? rounded + Math.sign(raw - current) * step
      : rounded;
  return clampMoney(marketplace, moved, range);
}

/** A cold-start bid: CPS x prior CVR, clamped to the marketplace's SP range at its precision. */
export function coldStartBid(
  marketplace: Marketplace,
  targetCostPerSale: Money,
  priorConversionRate: Ratio,
): Money {
  return fitBid(
    marketplace,
    targetBid({ targetCostPerSale, conversionRate: priorConversionRate }),
    marketplaceInfo(marketplace).spBid,
  );
}
