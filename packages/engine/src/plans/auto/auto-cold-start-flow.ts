// Automatic targeting cold start: an auto campaign (new or existing) whose ad group holds the SKU's
// product ad and the four targeting groups, each with its own bid (CPS x organic CVR x group factor) and
// state. In an existing ad group only the enabled groups without clicks take the cold-start bid; the others
// are left to the auto optimisation.
import { EngineError } from '../../errors/engine-error';
import type { AutoTargetingGroup, SpAdGroup } from '../../model/account';
import type { Plan } from '../../model/plan';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { expressionKey, resolveSku } from '../shared/account-lookup';
import { coldStartBid } from '../shared/bid-math';
import { adviseBudget } from '../shared/budget-advice';
import {
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
import { createProductTargetRow, updateProductTargetRow } from '../shared/sp-rows';
import { coldStartSpend } from '../shared/spend-estimate';
import { PRODUCT_CODE } from '../../errors/product-codes';

/** The four auto targeting groups in the order they are written. */
export const AUTO_GROUPS: readonly AutoTargetingGroup[] = [
  'close-match',
  'loose-match',
  'substitutes',
  'complements',
];

/** Rule identifiers of the auto cold start. */
export const AUTO_COLD_START_RULES = { group: 'AUTO-COLD-START-BID' } as const;

/** The ad group an auto cold start writes into: the named one, else (existing campaign) its busiest ad group, else the campaign's name. */
function adGroupName(params: SpPlanParameters, campaign: CampaignTarget): string {
  if (params.adGroupName) return params.adGroupName;
  const busiest = campaign.existing?.adGroups
    .filter((g) => g.state !== 'archived')
    .sort((a, b) => b.metrics.clicks - a.metrics.clicks || (a.id < b.id ? -1 : 1))[0];
  return busiest?.name ?? campaign.name;
}

function writeGroup(
  builder: PlanBuilder,
  params: SpPlanParameters,
  group: AdGroupTarget,
  existing: SpAdGroup | undefined,
  autoGroup: AutoTargetingGroup,
) {
  const mp = params.marketplace;
  const prior = priorConversionRate(params.organicConversionRate, autoGroup);
  const bid = coldStartBid(mp, params.targetCostPerSale, prior);
  const why = coldStartExplanation(
    AUTO_COLD_START_RULES.group,
    params,
    { kind: 'target', expression: autoGroup },
    prior,
    bid,
  );
  const current = existing?.productTargets.find((t) => expressionKey(t.expression) === autoGroup);
  if (!current) {
    builder.add(
      createProductTargetRow(group, autoGroup, bid),
      { type: 'createProductTarget', bidAfter: bid },
      why,
    );
    return { bid, prior };
  }
  const before = current.bid ?? existing?.defaultBid;
  // A group with its own clicks, or one the seller (or a stop-loss) paused, is not the cold start's to
  // reset: a prior-based bid would override what the data says, without the optimisation's step limits
  // and over-target guards.
  if (current.state !== 'enabled' || current.metrics.clicks > 0) {
    builder.note(flowNotes.existingAutoGroupKept(autoGroup, current.metrics.clicks, current.state));
    return { bid: before ?? bid, prior };
  }
  if (before === bid) return { bid, prior };
  builder.rememberName(current.id, autoGroup);
  const type = before !== undefined && bid < before ? 'bidDecrease' : 'bidIncrease';
  builder.add(
    updateProductTargetRow(group, current.id, { bid, state: 'enabled' }),
    before === undefined ? { type, bidAfter: bid } : { type, bidBefore: before, bidAfter: bid },
    why,
  );
  return { bid, prior };
}

/** Plans an automatic targeting cold start (pure: no files, no clock). */
export function planAutoColdStart(params: SpPlanParameters, data: PlanningData): Plan {
  const mp = params.marketplace;
  const builder = new PlanBuilder('auto-cold-start', mp, data.dataWindow?.label);
  const campaign = setUpCampaign(builder, params, data, 'auto');
  const sku = resolveSku(params.sku, campaign.existing);
  const defaultBid = coldStartBid(
    mp,
    params.targetCostPerSale,
    priorConversionRate(params.organicConversionRate, 'close-match'),
  );
  const group = setUpAdGroup(
    builder,
    campaign,
    adGroupName(params, campaign),
    defaultBid,
    sku,
    params.sku !== undefined,
  );
  if (group.existing && group.existing.keywords.length > 0)
    throw new EngineError(PRODUCT_CODE.noValidAds, flowErrors.noValidAds(campaign.name));
  const written = AUTO_GROUPS.map((g) => writeGroup(builder, params, group, group.existing, g));
  const spend = coldStartSpend(written);
  adviseBudget(builder, params, campaign.name, campaign.dailyBudget, spend);
  return builder.build(spend);
}
