// Automatic targeting optimisation: the four targeting groups' bids (and stop-loss pauses) toward the
// target CPS, placements, converting search terms harvested into a manual exact / ASIN ad group with
// isolation negatives in the auto ad group, non-converters negated in the auto ad group.
import { EngineError } from '../../errors/engine-error';
import type { SpCampaign } from '../../model/account';
import type { Plan } from '../../model/plan';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { CAMPAIGN_KINDS } from '../shared/campaign-kinds';
import { flowErrors } from '../shared/flow-messages';
import type { PlanningData } from '../shared/planning-data';
import type { CampaignTarget } from '../optimisation/campaign-targets';
import { planSpOptimisation, type OptimisationSpec } from '../optimisation/sp-optimisation';
import { AUTO_GROUPS } from './auto-cold-start-flow';
import { autoHarvestRouting } from './harvest-destination';
import { keywordFlowHarvests } from './keyword-harvest-precedence';
import { PRODUCT_CODE } from '../../errors/product-codes';

const isAutoGroup = (t: CampaignTarget): boolean =>
  t.entity === 'productTarget' && (AUTO_GROUPS as readonly string[]).includes(t.kind);

function requireAutoTargets(campaign: SpCampaign, targets: readonly CampaignTarget[]): void {
  const enabled = campaign.adGroups.some((g) => g.state === 'enabled');
  if (!enabled || !targets.some(isAutoGroup))
    throw new EngineError(PRODUCT_CODE.noValidAds, flowErrors.noValidAds(campaign.name));
}

/** The auto optimisation's part of the shared run. */
export const autoOptimisationSpec: OptimisationSpec = {
  flow: 'auto-optimisation',
  targetingType: 'auto',
  campaignKind: CAMPAIGN_KINDS.auto,
  accepts: () => true,
  requireTargets: requireAutoTargets,
  include: isAutoGroup,
  routing: autoHarvestRouting,
  harvestedElsewhere: keywordFlowHarvests,
};

/** Plans an automatic targeting optimisation (pure: no files, no clock). */
export function planAutoOptimisation(params: SpPlanParameters, data: PlanningData): Plan {
  return planSpOptimisation(autoOptimisationSpec, params, data);
}
