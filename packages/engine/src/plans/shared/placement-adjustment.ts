// Placement bid adjustments from each placement's own metrics (reference §5.5, AdLabs/Kapoq): the
// adjustment equals the ratio of the placement's smoothed CVR to the baseline's, so that every placement
// pays at most the target CPS once the base bid is set for the baseline.
import type { SpPlacement } from '../../model/account';
import type { Metrics } from '../../model/metrics';
import type { LocalizedText, Percent, Ratio } from '../../model/units';
import { pseudoClicksFor, smoothedConversionRate } from './conversion-estimate';
import { placementMessages, SP_PLACEMENT_NAMES, type PlacementMessageFigures } from './decision-messages';
import type { Figures } from './explain';
import { PLANNING_CONSTANTS } from './planning-constants';

/** One placement of a campaign: its current adjustment and its own metrics. */
export interface PlacementInput<P extends string> {
  placement: P;
  percentage: Percent;
  metrics: Metrics;
}

/** Options of {@link placementAdjustments}. */
export interface PlacementOptions<P extends string> {
  /** Prior CVR the campaign-level estimate shrinks toward (organic CVR x kind factor). */
  priorConversionRate: Ratio;
  /** Display names of the placements for the reasons. */
  names: Record<P, LocalizedText>;
  /** `worst`: the worst placement gets 0 and others rise (SP); `average`: the campaign CVR is 0 (SB, may go negative). */
  baseline?: 'worst' | 'average';
  minPercent?: Percent;
  maxPercent?: Percent;
}

/** The decision for one placement. */
export interface PlacementDecision<P extends string> {
  placement: P;
  before: Percent;
  after: Percent;
  changed: boolean;
  ruleId: string;
  reason: LocalizedText;
  figures: Figures;
}

/** The four SP placements in the order the engine writes them. */
export const SP_PLACEMENTS: readonly SpPlacement[] = ['top', 'productPage', 'restOfSearch', 'amazonBusiness'];

/** Rule identifiers of placement decisions (docs/algorithms.md §Placements). */
export const PLACEMENT_RULES = {
  ratio: 'PLACEMENT-CVR-RATIO',
  keepLowData: 'PLACEMENT-KEEP-LOW-DATA',
  coldStart: 'PLACEMENT-COLD-START',
} as const;

/**
 * The Amazon Business placement's traffic also shows on top of search, rest of search and product pages:
 * its rows overlap the other three and are never added to them in campaign totals.
 */
const overlapping = (p: { placement?: string }): boolean => p.placement === 'amazonBusiness';

/**
 * Click-weighted average bid multiplier (1 + pct/100) of placements (Amazon Business left out: it overlaps
 * the others); 1 when there are no clicks.
 */
export function placementBidMultiplier(
  placements: ReadonlyArray<{ placement?: string; percentage: Percent; metrics: Metrics }>,
): number {
  const counted = placements.filter((p) => !overlapping(p));
  const clicks = counted.reduce((sum, p) => sum + p.metrics.clicks, 0);
  if (clicks === 0) return 1;
  const weighted = counted.reduce((sum, p) => sum + p.metrics.clicks * (1 + p.percentage / 100), 0);
  return Math.max(1, weighted / clicks);
}

function campaignRate(placements: ReadonlyArray<PlacementInput<string>>, prior: Ratio): Ratio {
  const counted = placements.filter((p) => !overlapping(p));
  const orders = counted.reduce((s, p) => s + p.metrics.orders, 0);
  const clicks = counted.reduce((s, p) => s + p.metrics.clicks, 0);
  return smoothedConversionRate({ orders, clicks, priorRate: prior, pseudoClicks: pseudoClicksFor(prior) });
}

/**
 * Steps from `before` toward `desired` by at most placementMaxStepPoints, within [min, max]. A seller's value
 * outside those bounds (500 % when the engine writes at most 200 %) is never raised further, and is brought
 * back in steps like any other change rather than in one jump.
 */
function stepTo(before: Percent, desired: Percent, min: Percent, max: Percent): Percent {
  const step = PLANNING_CONSTANTS.placementMaxStepPoints;
  const limited = Math.min(before + step, Math.max(before - step, desired));
  const upper = Math.max(max, before);
  const lower = Math.min(min, before);
  return Math.round(Math.min(upper, Math.max(lower, limited)));
}

/** What every placement of one campaign is judged against. */
interface PlacementScale<P extends string> {
  options: PlacementOptions<P>;
  campaignCvr: Ratio;
  baselineCvr: Ratio;
  minClicks: number;
  /** At least two placements have enough clicks to compare. */
  enough: boolean;
}

function decideOne<P extends string>(
  p: PlacementInput<P>,
  rate: Ratio,
  scale: PlacementScale<P>,
): PlacementDecision<P> {
  const { options, baselineCvr, minClicks } = scale;
  const judged = scale.enough && p.metrics.clicks >= minClicks;
  const desired = (rate / baselineCvr - 1) * 100;
  const max = options.maxPercent ?? PLANNING_CONSTANTS.placementMaxPercent;
  const stepped = judged ? stepTo(p.percentage, desired, options.minPercent ?? 0, max) : p.percentage;
  const changed = Math.abs(stepped - p.percentage) >= PLANNING_CONSTANTS.placementMinChangePoints;
  const after = changed ? stepped : p.percentage;
  const { clicks, orders, spend } = p.metrics;
  const f: PlacementMessageFigures = {
    placementName: options.names[p.placement],
    clicks,
    orders,
    smoothedCvr: rate,
    baselineCvr,
    before: p.percentage,
    after,
    minClicks,
  };
  const figures: Figures = {
    clicks,
    orders,
    spend,
    smoothedConversionRate: rate,
    baselineConversionRate: baselineCvr,
    campaignConversionRate: scale.campaignCvr,
    minClicks,
    desiredPercent: Math.round(desired),
  };
  return {
    placement: p.placement,
    before: p.percentage,
    after,
    changed,
    ruleId: judged ? PLACEMENT_RULES.ratio : PLACEMENT_RULES.keepLowData,
    reason: judged ? placementMessages.change(f) : placementMessages.keepLowData(f),
    figures,
  };
}

/**
 * Proposes each placement's adjustment: smoothed CVR per placement (toward the campaign's smoothed
 * CVR), adjustment = CVR / baseline CVR - 1, step-limited, rounded to whole percent, within
 * [minPercent, maxPercent]; placements with too few clicks, or campaigns with fewer than two judged
 * placements, keep their current value.
 */
export function placementAdjustments<P extends string>(
  placements: ReadonlyArray<PlacementInput<P>>,
  options: PlacementOptions<P>,
): PlacementDecision<P>[] {
  const campaignCvr = campaignRate(placements, options.priorConversionRate);
  const k = pseudoClicksFor(campaignCvr);
  const minClicks = Math.ceil(PLANNING_CONSTANTS.placementMinClicksPerSaleMultiple / campaignCvr);
  const rates = placements.map((p) =>
    smoothedConversionRate({
      orders: p.metrics.orders,
      clicks: p.metrics.clicks,
      priorRate: campaignCvr,
      pseudoClicks: k,
    }),
  );
  const judgedRates = rates.filter((_, i) => (placements[i]?.metrics.clicks ?? 0) >= minClicks);
  const enough = judgedRates.length >= 2;
  const baselineCvr = options.baseline === 'average' || !enough ? campaignCvr : Math.min(...judgedRates);
  const scale: PlacementScale<P> = { options, campaignCvr, baselineCvr, minClicks, enough };
  return placements.map((p, i) => decideOne(p, rates[i] ?? campaignCvr, scale));
}

/** A cold-start placement adjustment with its reason. */
export interface ColdStartPlacement {
  placement: SpPlacement;
  percentage: Percent;
  ruleId: string;
  reason: LocalizedText;
}

/** The cold-start adjustments of a new SP campaign of a kind (`coldStartPlacementPercent`), all four placements. */
export function coldStartPlacements(kind: 'keyword' | 'auto' | 'asin'): ColdStartPlacement[] {
  const percents = PLANNING_CONSTANTS.coldStartPlacementPercent[kind];
  return SP_PLACEMENTS.map((placement) => ({
    placement,
    percentage: percents[placement],
    ruleId: PLACEMENT_RULES.coldStart,
    reason: placementMessages.coldStart(SP_PLACEMENT_NAMES[placement], percents[placement]),
  }));
}
