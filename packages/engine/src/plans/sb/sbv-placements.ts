// SB placement adjustments (Home, Detail page, Other) from each placement's own metrics with Sponsored
// Products' placement rule, measured against the campaign average so that weak placements go negative
// (SB accepts negative percentages). Only when automated bidding is off: Amazon refuses them otherwise.
import type { SbCampaign, SbPlacement } from '../../model/account';
import type { SbBulkRow } from '../../model/bulk-row';
import { emptyMetrics } from '../../model/metrics';
import type { Ratio } from '../../model/units';
import {
  placementAdjustments,
  placementBidMultiplier,
  type PlacementInput,
} from '../shared/placement-adjustment';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import { SB_PLACEMENT_NAMES, sbMessages } from './sb-messages';
import { SBV_CONSTANTS } from './sbv-constants';
import type { SbvOptimisationSettings } from './sbv-optimisation';
import { sbvPlanRow, type SbvPlanRows } from './sbv-plan-row';

/** The three SB placements in the order the engine writes them. */
export const SB_PLACEMENTS: readonly SbPlacement[] = ['home', 'detailPage', 'other'];

/** Rule identifier of SB placement changes (docs/algorithms.md Part B). */
export const SBV_PLACEMENT_RULE = 'SBV-OP-PLACEMENT';

/** Placement rows of a campaign and its click-weighted bid multiplier after them (1 under automated bidding). */
export interface SbvPlacementRows extends SbvPlanRows {
  multiplier: number;
}

/**
 * Placement updates of one campaign: adjustment = smoothed placement CVR / campaign CVR - 1, step-limited,
 * within -90 %..+200 %; rows only for placements that move, Update when the export has the row, else Create.
 */
export function optimiseSbvPlacements(
  campaign: SbCampaign,
  campaignPrior: Ratio,
  s: SbvOptimisationSettings,
): SbvPlacementRows {
  if (campaign.bidOptimization !== false) {
    const hasData = campaign.placementAdjustments.some((p) => p.metrics.clicks > 0);
    const warnings = hasData ? [sbMessages.automatedBiddingPlacements(campaign.name)] : [];
    // Amazon sets the placement multipliers itself then; the base bid is not divided by them.
    return { rows: [], warnings, multiplier: 1 };
  }
  const inputs: PlacementInput<SbPlacement>[] = SB_PLACEMENTS.map((placement) => {
    const existing = campaign.placementAdjustments.find((p) => p.placement === placement);
    return { placement, percentage: existing?.percentage ?? 0, metrics: existing?.metrics ?? emptyMetrics() };
  });
  const decisions = placementAdjustments(inputs, {
    priorConversionRate: campaignPrior,
    names: SB_PLACEMENT_NAMES,
    baseline: 'average',
    minPercent: SBV_CONSTANTS.optimisationMinPlacementPercent,
    maxPercent: PLANNING_CONSTANTS.placementMaxPercent,
  });
  const rows = decisions
    .filter((d) => d.changed)
    .map((d) => {
      const exists = campaign.placementAdjustments.some((p) => p.placement === d.placement);
      const row: SbBulkRow = {
        product: 'sponsoredBrands',
        entity: 'biddingAdjustmentByPlacement',
        operation: exists ? 'update' : 'create',
        campaignId: campaign.id,
        placement: d.placement,
        percentage: d.after,
      };
      const change = {
        type: 'placementAdjustment',
        percentageBefore: d.before,
        percentageAfter: d.after,
      } as const;
      return sbvPlanRow(row, change, SBV_PLACEMENT_RULE, d.reason, d.figures, s.dataWindow);
    });
  const after = decisions.map((d, i) => ({
    percentage: d.after,
    metrics: inputs[i]?.metrics ?? emptyMetrics(),
  }));
  return { rows, warnings: [], multiplier: placementBidMultiplier(after) };
}
