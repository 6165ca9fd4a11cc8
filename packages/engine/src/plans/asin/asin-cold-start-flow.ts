// ASIN (product) targeting cold start: a manual campaign (new or existing) with an ad group holding the
// SKU's product ad and one `asin="…"` product target per competitor ASIN at CPS x organic CVR x the
// `asin` factor. The seller's own ASIN is never targeted.
import { EngineError } from '../../errors/engine-error';
import type { Plan } from '../../model/plan';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { advertisedAsins, expressionKey, resolveSku, targetKeys } from '../shared/account-lookup';
import { coldStartBid } from '../shared/bid-math';
import { adviseBudget } from '../shared/budget-advice';
import {
  dropEmptyNewAdGroups,
  setUpAdGroup,
  setUpCampaign,
  type AdGroupTarget,
  type CampaignTarget,
} from '../shared/cold-start-structure';
import { priorConversionRate } from '../shared/conversion-estimate';
import { coldStartExplanation } from '../shared/cold-start-explanation';
import { flowErrors, flowNotes } from '../shared/flow-messages';
import { PlanBuilder } from '../shared/plan-builder';
import type { PlanningData } from '../shared/planning-data';
import { asinExpression, createProductTargetRow } from '../shared/sp-rows';
import { coldStartSpend } from '../shared/spend-estimate';
import { PRODUCT_CODE } from '../../errors/product-codes';

/** Rule identifiers of the ASIN cold start. */
export const ASIN_COLD_START_RULES = { target: 'ASIN-COLD-START-BID' } as const;

/** The ad group name of an ASIN or auto cold start: the parameter, else the campaign's name. */
export function coldStartAdGroupName(params: SpPlanParameters, campaign: CampaignTarget): string {
  return params.adGroupName ?? campaign.name;
}

function competitorTargets(
  builder: PlanBuilder,
  params: SpPlanParameters,
  campaign: CampaignTarget,
): string[] {
  const own = new Set(
    [
      ...(params.asin ? [params.asin] : []),
      ...(campaign.existing ? advertisedAsins(campaign.existing) : []),
    ].map((a) => a.toUpperCase()),
  );
  const asins = params.competitorAsins.filter((asin) => {
    if (own.has(asin)) builder.note(flowNotes.ownAsinSkipped(asin));
    return !own.has(asin);
  });
  if (asins.length === 0)
    throw new EngineError(
      PRODUCT_CODE.noProductTargetingForColdStart,
      flowErrors.noProductTargetsForColdStart,
    );
  return asins;
}

/** Plans an ASIN targeting cold start (pure: no files, no clock). */
export function planAsinColdStart(params: SpPlanParameters, data: PlanningData): Plan {
  const mp = params.marketplace;
  const builder = new PlanBuilder('asin-cold-start', mp, data.dataWindow?.label);
  const campaign = setUpCampaign(builder, params, data, 'manual');
  const sku = resolveSku(params.sku, campaign.existing);
  const asins = competitorTargets(builder, params, campaign);
  const prior = priorConversionRate(params.organicConversionRate, 'asin');
  const bid = coldStartBid(mp, params.targetCostPerSale, prior);
  const group = setUpAdGroup(
    builder,
    campaign,
    coldStartAdGroupName(params, campaign),
    bid,
    sku,
    params.sku !== undefined,
  );
  if (group.existing && group.existing.keywords.length > 0)
    throw new EngineError(
      PRODUCT_CODE.noManualProductTargetingInAdGroup,
      flowErrors.noManualProductTargets(campaign.name),
    );
  const taken = targetKeys(group.existing);
  const inOtherGroup = targetsOfOtherGroups(campaign, group);
  const added: Array<{ bid: number; prior: number }> = [];
  for (const asin of asins) {
    const expression = asinExpression(asin);
    if (taken.has(`target|${expressionKey(expression)}`)) {
      builder.note(flowNotes.keywordExists(expression, group.name));
      continue;
    }
    // The same target in two ad groups of one campaign competes with itself: the existing one is kept.
    const other = inOtherGroup.get(expressionKey(expression));
    if (other !== undefined) {
      builder.note(flowNotes.targetInOtherAdGroup(expression, other));
      continue;
    }
    builder.add(
      createProductTargetRow(group, expression, bid),
      { type: 'createProductTarget', bidAfter: bid },
      coldStartExplanation(ASIN_COLD_START_RULES.target, params, { kind: 'target', expression }, prior, bid),
    );
    added.push({ bid, prior });
  }
  dropEmptyNewAdGroups(builder);
  const spend = coldStartSpend(added);
  adviseBudget(builder, params, campaign.name, campaign.dailyBudget, spend);
  return builder.build(spend);
}

/** Product targets (not archived) of the campaign's other non-archived ad groups: expression key -> group name. */
function targetsOfOtherGroups(campaign: CampaignTarget, group: AdGroupTarget): Map<string, string> {
  const found = new Map<string, string>();
  for (const other of campaign.existing?.adGroups ?? []) {
    if (other.id === group.adGroupId || other.state === 'archived') continue;
    for (const target of other.productTargets)
      if (target.state !== 'archived') found.set(expressionKey(target.expression), other.name);
  }
  return found;
}
