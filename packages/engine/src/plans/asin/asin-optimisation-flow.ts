// ASIN targeting optimisation: bids of `asin="…"` (and category / expanded) targets toward the target CPS,
// placements, converting ASIN search terms harvested as `asin="…"` targets in their own ad group,
// non-converting ASINs negated as negative product targets, expanded-ASIN targets for strong performers.
import { EngineError } from '../../errors/engine-error';
import type { SpAdGroup, SpCampaign } from '../../model/account';
import type { Plan } from '../../model/plan';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { CAMPAIGN_KINDS } from '../shared/campaign-kinds';
import { flowErrors } from '../shared/flow-messages';
import type { PlanningData } from '../shared/planning-data';
import type { CampaignTarget } from '../optimisation/campaign-targets';
import type { TermRouting } from '../optimisation/search-term-actions';
import type { PlanBuilder } from '../shared/plan-builder';
import { productHarvestRouting } from '../auto/harvest-destination';
import { campaignIntentOf } from '../optimisation/campaign-intents';
import { planSpOptimisation, type OptimisationSpec } from '../optimisation/sp-optimisation';
import { addExpandedAsinTargets } from './expanded-asin-rule';
import { PRODUCT_CODE } from '../../errors/product-codes';

const AUTO_KINDS = new Set(['close-match', 'loose-match', 'substitutes', 'complements']);

/** True for a manual product target (asin, expanded asin, category, keyword group). */
export const isManualProductTarget = (t: CampaignTarget): boolean =>
  t.entity === 'productTarget' && !AUTO_KINDS.has(t.kind);

/** A product-targeting ad group: no keywords, at least one manual product target. */
const isProductTargetingGroup = (g: SpAdGroup): boolean =>
  g.keywords.length === 0 && g.productTargets.some((t) => !AUTO_KINDS.has(t.expression.trim().toLowerCase()));

function asinRouting(
  builder: PlanBuilder,
  params: SpPlanParameters,
  campaign: SpCampaign,
  data: PlanningData,
): TermRouting {
  const product = productHarvestRouting(builder, params, campaign, data);
  return {
    destination(kind, source) {
      // ASIN terms stay in the product-targeting ad group that found them; keyword terms go where every flow
      // sends them: the product's exact harvest destination.
      if (kind === 'keyword') return product.destination('keyword', source);
      // A catch-all is never expanded: its ASIN terms go to the product's harvest destination too.
      const catchAll = campaignIntentOf(campaign, params.campaignIntents) === 'catchAll';
      if (!isProductTargetingGroup(source) || catchAll) return product.destination('asin', source);
      return { campaignId: campaign.id, adGroupId: source.id, name: source.name, existing: source };
    },
  };
}

function requireProductTargets(campaign: SpCampaign, targets: readonly CampaignTarget[]): void {
  if (!campaign.adGroups.some((g) => g.state === 'enabled'))
    throw new EngineError(PRODUCT_CODE.noValidAds, flowErrors.noValidAds(campaign.name));
  if (!targets.some(isManualProductTarget))
    throw new EngineError(
      PRODUCT_CODE.noManualProductTargetingInAdGroup,
      flowErrors.noManualProductTargets(campaign.name),
    );
}

/** The ASIN optimisation's part of the shared run. */
export const asinOptimisationSpec: OptimisationSpec = {
  flow: 'asin-optimisation',
  targetingType: 'manual',
  campaignKind: CAMPAIGN_KINDS.asin,
  accepts: (campaign) => campaign.adGroups.some(isProductTargetingGroup),
  requireTargets: requireProductTargets,
  include: isManualProductTarget,
  routing: (builder, params, campaign, data) => asinRouting(builder, params, campaign, data),
  // In a campaign with keyword ad groups the keyword flow owns every keyword term (it harvests those of its
  // product-targeting ad groups into the campaign's exact group); this flow keeps the ASIN terms of its own groups.
  ownsTerm: (campaign, group, asin) =>
    group.keywords.length === 0 && (asin || !campaign.adGroups.some((g) => g.keywords.length > 0)),
  // A catch-all gets no expanded ASIN targets (never expanded, campaign-intents.ts).
  extra: (c, multiplier, keys) => (c.intent === 'catchAll' ? 0 : addExpandedAsinTargets(c, keys, multiplier)),
};

/** Plans an ASIN targeting optimisation (pure: no files, no clock). */
export function planAsinOptimisation(params: SpPlanParameters, data: PlanningData): Plan {
  return planSpOptimisation(asinOptimisationSpec, params, data);
}
