// Keyword optimisation: bids of the campaign's keywords toward the target CPS, placements, harvesting of
// converting search terms into the exact ad group (derived name, spec §3) with negative-exact isolation
// in the source, negation of non-converters, budget advice.
import { EngineError } from '../../errors/engine-error';
import type { SpAdGroup, SpCampaign } from '../../model/account';
import type { Plan } from '../../model/plan';
import { requireKeywords } from '../../read/read-api';
import { deriveExactAdGroupName } from '../parameters/exact-ad-group-name';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { resolveSku } from '../shared/account-lookup';
import { coldStartBid } from '../shared/bid-math';
import { CAMPAIGN_KINDS } from '../shared/campaign-kinds';
import { setUpAdGroup } from '../shared/cold-start-structure';
import { flowErrors } from '../shared/flow-messages';
import type { PlanBuilder } from '../shared/plan-builder';
import { priorConversionRate } from '../shared/conversion-estimate';
import type { PlanningData } from '../shared/planning-data';
import type { HarvestDestination, TermRouting } from '../optimisation/search-term-actions';
import { planSpOptimisation, type OptimisationSpec } from '../optimisation/sp-optimisation';
import { productHarvestRouting } from '../auto/harvest-destination';
import { campaignIntentOf } from '../optimisation/campaign-intents';
import { PRODUCT_CODE } from '../../errors/product-codes';

const enabledGroups = (campaign: SpCampaign): SpAdGroup[] =>
  campaign.adGroups.filter((g) => g.state === 'enabled');

/** True when every enabled keyword of the ad group is exact (it is an exact group itself). */
function isExactGroup(group: SpAdGroup): boolean {
  const keywords = group.keywords.filter((k) => k.state !== 'archived');
  return keywords.length > 0 && keywords.every((k) => k.matchType === 'exact');
}

/** The exact ad group's name for a source group: the seller's broad name maps to the derived exact one. */
function exactNameFor(params: SpPlanParameters, source: SpAdGroup): string {
  if (params.adGroupNameBroad && source.name.trim() === params.adGroupNameBroad && params.adGroupNameExact)
    return params.adGroupNameExact;
  return deriveExactAdGroupName(source.name);
}

/** The campaign's enabled exact-only ad group with the most clicks (ties: lowest ID). */
function campaignExactGroup(campaign: SpCampaign): SpAdGroup | undefined {
  return campaign.adGroups
    .filter((g) => g.state === 'enabled' && isExactGroup(g))
    .sort((a, b) => b.metrics.clicks - a.metrics.clicks || (a.id < b.id ? -1 : 1))[0];
}

function keywordRouting(
  builder: PlanBuilder,
  params: SpPlanParameters,
  campaign: SpCampaign,
  data: PlanningData,
): TermRouting {
  const created = new Map<string, HarvestDestination>();
  const product = productHarvestRouting(builder, params, campaign, data);
  return {
    destination(kind, source) {
      // ASIN terms go where every flow sends them: the product's product-targeting harvest destination.
      if (kind === 'asin') return product.destination('asin', source);
      // A catch-all is never expanded: its converting terms go to the product's harvest destination.
      if (campaignIntentOf(campaign, params.campaignIntents) === 'catchAll')
        return product.destination('keyword', source);
      // A single-keyword campaign keeps its one keyword: an exact one's terms are its close variants (noted),
      // a broad or phrase one's converting terms go to the product's harvest destination.
      const live = campaign.adGroups.flatMap((g) => g.keywords.filter((k) => k.state !== 'archived'));
      if (live.length === 1)
        return live[0]?.matchType === 'exact' ? undefined : product.destination('keyword', source);
      if (isExactGroup(source))
        return { campaignId: campaign.id, adGroupId: source.id, name: source.name, existing: source };
      // A product-targeting ad group of the campaign found the term: its home is the campaign's exact group.
      const exact = source.keywords.length === 0 ? campaignExactGroup(campaign) : undefined;
      if (exact) return { campaignId: campaign.id, adGroupId: exact.id, name: exact.name, existing: exact };
      const name = exactNameFor(params, source);
      const known = created.get(name);
      if (known) return known;
      const bid = coldStartBid(
        params.marketplace,
        params.targetCostPerSale,
        priorConversionRate(params.organicConversionRate, 'exact'),
      );
      const target = setUpAdGroup(
        builder,
        { campaignId: campaign.id, name: campaign.name, existing: campaign },
        name,
        bid,
        resolveSku(params.sku, campaign),
      );
      created.set(name, target);
      return target;
    },
  };
}

function requireKeywordTargets(campaign: SpCampaign): void {
  const groups = enabledGroups(campaign);
  if (groups.length === 0)
    throw new EngineError(PRODUCT_CODE.noValidAds, flowErrors.noValidAds(campaign.name));
  if (!groups.some((g) => g.keywords.length > 0)) requireKeywords(groups[0] as SpAdGroup);
}

/** The keyword optimisation's part of the shared run. */
export const keywordOptimisationSpec: OptimisationSpec = {
  flow: 'keyword-optimisation',
  targetingType: 'manual',
  campaignKind: CAMPAIGN_KINDS.keyword,
  accepts: (campaign) => campaign.adGroups.some((g) => g.keywords.length > 0),
  requireTargets: (campaign) => requireKeywordTargets(campaign),
  include: (target) => target.entity === 'keyword',
  routing: (builder, params, campaign, data) => keywordRouting(builder, params, campaign, data),
  // ASIN terms of a product-targeting ad group belong to the ASIN flow; its keyword terms are harvested here.
  ownsTerm: (_campaign, group, asin) => group.keywords.length > 0 || !asin,
};

/** Plans a keyword optimisation (pure: no files, no clock). */
export function planKeywordOptimisation(params: SpPlanParameters, data: PlanningData): Plan {
  return planSpOptimisation(keywordOptimisationSpec, params, data);
}
