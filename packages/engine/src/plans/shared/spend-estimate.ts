// Planned daily spend, the base of the budget advice (spec §9: recommended budget = 3 x planned spend).
import type { Money, Ratio } from '../../model/units';
import { PLANNING_CONSTANTS } from './planning-constants';

/**
 * Cold start: each new target should collect one expected sale's clicks (1 / prior) within
 * `coldStartLearningDays`, so it spends bid / prior / days per day; the plan's spend is the sum.
 */
export function coldStartSpend(targets: ReadonlyArray<{ bid: Money; prior: Ratio }>): Money {
  const days = PLANNING_CONSTANTS.coldStartLearningDays;
  return targets.reduce((sum, t) => (t.prior > 0 ? sum + t.bid / t.prior / days : sum), 0);
}

/** Optimisation: a target's spend per day in the window, scaled by its bid change (paused: 0). */
export function optimisedSpend(
  spend: Money,
  days: number,
  bidBefore: Money,
  bidAfter: Money | 'paused',
): Money {
  if (bidAfter === 'paused' || days <= 0) return 0;
  const perDay = spend / days;
  return bidBefore > 0 ? (perDay * bidAfter) / bidBefore : perDay;
}
