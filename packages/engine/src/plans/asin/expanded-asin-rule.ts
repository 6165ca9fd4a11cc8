// `asin-expanded="…"` targets (reference §1.2.5): an ASIN target that converts well below the target CPS
// with enough orders earns an expanded target on the same ASIN, which also reaches similar products.
import type { Money } from '../../model/units';
import { fitBid, targetBid } from '../shared/bid-math';
import { estimateConversionRate } from '../shared/conversion-estimate';
import { expressionKey } from '../shared/account-lookup';
import { formatMoney } from '../shared/explain';
import { structureMessages } from '../shared/flow-messages';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import { createProductTargetRow, expandedAsinExpression } from '../shared/sp-rows';
import { coldStartSpend } from '../shared/spend-estimate';
import { calibratedPrior, calibrationFactor } from '../optimisation/campaign-calibration';
import { isActive } from '../optimisation/campaign-targets';
import type { GroupKeys } from '../optimisation/group-keys';
import type { CampaignOptimisation } from '../optimisation/target-bids';
import { marketplaceInfo } from '@adplan/contracts';

/** Rule identifier of expanded ASIN targets. */
export const EXPANDED_ASIN_RULE = 'ASIN-EXPANDED';

/** True when this plan already creates the expression (in an earlier campaign of an ASIN-scoped plan). */
function createdInPlan(c: CampaignOptimisation, expression: string): boolean {
  const key = expressionKey(expression);
  return c.builder.rows.some(
    ({ row }) =>
      row.entity === 'productTargeting' &&
      row.operation === 'create' &&
      expressionKey(row.productTargetingExpression ?? '') === key,
  );
}

/**
 * Adds `asin-expanded="X"` next to each active `asin="X"` target with >= expandedAsinMinOrders orders at
 * CPS <= expandedAsinMaxCostPerSaleRatio x target, bid = CPS x CVR̂(X) x (asinExpanded / asin factor),
 * never above X's own bid, once per plan (the first campaign of an ASIN-scoped plan that earns it); returns the
 * planned daily spend of the new targets.
 */
export function addExpandedAsinTargets(c: CampaignOptimisation, keys: GroupKeys, multiplier: number): Money {
  const k = PLANNING_CONSTANTS;
  const { params, builder } = c;
  const mp = params.marketplace;
  const added: Array<{ bid: Money; prior: number }> = [];
  for (const target of c.targets.filter((t) => isActive(t) && t.kind === 'asin')) {
    const { orders, spend, clicks } = target.metrics;
    if (
      orders < k.expandedAsinMinOrders ||
      spend / orders > k.expandedAsinMaxCostPerSaleRatio * params.targetCostPerSale
    )
      continue;
    const asin = /"([^"]+)"/.exec(target.text)?.[1] ?? '';
    const expression = expandedAsinExpression(asin);
    const groupKeys = keys.of(target.group.id, target.group);
    if (!asin || groupKeys.has(`target|${expressionKey(expression)}`)) continue;
    // An ASIN-scoped plan covers several campaigns of one product: one expanded target per ASIN, not one each.
    if (createdInPlan(c, expression)) {
      builder.note(structureMessages.expandedAsinOnce(asin, c.campaign.name));
      continue;
    }
    groupKeys.add(`target|${expressionKey(expression)}`);
    const factor = calibrationFactor(c.totals, params.organicConversionRate, target);
    const prior = calibratedPrior(params.organicConversionRate, 'asin', factor);
    const cvr =
      estimateConversionRate(orders, clicks, prior) *
      (k.conversionFactor.asinExpanded / k.conversionFactor.asin);
    const ideal = targetBid({
      targetCostPerSale: params.targetCostPerSale,
      conversionRate: cvr,
      placementMultiplier: multiplier,
    });
    const bid = fitBid(mp, Math.min(ideal, target.bid ?? ideal), marketplaceInfo(mp).spBid);
    builder.add(
      createProductTargetRow({ campaignId: c.campaign.id, adGroupId: target.group.id }, expression, bid),
      { type: 'createProductTarget', bidAfter: bid },
      {
        ruleId: EXPANDED_ASIN_RULE,
        reason: structureMessages.expandedAsin(
          asin,
          orders,
          formatMoney(mp, spend / orders),
          formatMoney(mp, bid),
        ),
        figures: { orders, clicks, spend, costPerSale: spend / orders, smoothedConversionRate: cvr, bid },
      },
    );
    added.push({ bid, prior: cvr });
  }
  return coldStartSpend(added);
}
