// Which search terms the keyword optimisation harvests from the same export (docs/algorithms.md §14.6): the
// auto optimisation leaves them to it, so a seller who runs both flows on one download and uploads both plans
// never creates the same target twice (issue 19: "dog collar" harvested by both into two campaigns, and a
// competitor ASIN converting in both campaigns targeted twice).
import { isEngineError } from '../../errors/engine-error';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { advertisedAsins, findCampaign, requireAccount } from '../shared/account-lookup';
import { harvestKey } from '../optimisation/search-term-actions';
import type { PlanningData } from '../shared/planning-data';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { parseAsin, type Asin } from '../../model/ids';

/** The ASINs an auto run plans for: its ASIN, or every ASIN its campaign advertises. */
function asinsInScope(params: SpPlanParameters, data: PlanningData): Asin[] {
  if (params.asin !== undefined) return [params.asin];
  try {
    const campaign = findCampaign(requireAccount(data.account), params);
    return advertisedAsins(campaign).flatMap((text) => parseAsin(text) ?? []);
  } catch (error) {
    // The auto run itself reports a missing campaign with its own product code.
    if (isEngineError(error)) return [];
    throw error;
  }
}

/**
 * Harvest keys (see {@link harvestKey}) of the search terms the keyword optimisation of the same product (ASIN
 * scope, same parameters) harvests from this export: exact keywords and competitor-ASIN targets. A product
 * without a keyword campaign harvests nothing there.
 */
export function keywordFlowHarvests(params: SpPlanParameters, data: PlanningData): Set<string> {
  const keys = new Set<string>();
  for (const asin of asinsInScope(params, data)) {
    const { campaignId: _id, campaignName: _name, ...rest } = params;
    const keywordParams: SpPlanParameters = { ...rest, flow: 'keyword-optimisation', asin };
    try {
      for (const { row, change } of planKeywordOptimisation(keywordParams, data).rows) {
        if (change.type === 'harvestKeyword' && row.keywordText)
          keys.add(harvestKey.keyword(row.keywordText));
        if (change.type === 'harvestProductTarget' && row.productTargetingExpression)
          keys.add(harvestKey.productTarget(row.productTargetingExpression));
      }
    } catch (error) {
      // No keyword campaign serves the ASIN (10028 and kin): nothing to leave to that flow.
      if (!isEngineError(error)) throw error;
    }
  }
  return keys;
}
