// What the forecast reads of the structure a plan creates (docs/algorithms.md Part D3): the products its new ad
// groups advertise (where a harvest's traffic comes from) and the most a click may cost in its new campaigns
// (their bidding strategy and placement adjustments, as for an existing campaign).
import type { BiddingStrategy } from '../../model/account';
import type { Plan } from '../../model/plan';
import { highestPaidRatio } from '../optimisation/campaign-calibration';

/** The product keys of a product ad (ASIN and SKU, upper-case): a group matches another on either. */
export const productKeysOfAd = (ad: { sku?: string; asin?: string }): string[] =>
  [ad.asin, ad.sku].flatMap((key) => (key ? [key.toUpperCase()] : []));

/** The products each ad group created by the plan advertises, from its product-ad rows. */
export function productsOfNewGroups(plan: Plan): Map<string, Set<string>> {
  const products = new Map<string, Set<string>>();
  for (const { row } of plan.rows) {
    if (row.product !== 'sponsoredProducts' || row.entity !== 'productAd' || row.operation !== 'create')
      continue;
    if (!row.adGroupId) continue;
    const keys = products.get(row.adGroupId) ?? new Set<string>();
    for (const key of productKeysOfAd(row)) keys.add(key);
    products.set(row.adGroupId, keys);
  }
  return products;
}

/**
 * The most a click may cost, as a multiple of the bid, in each campaign the plan creates: its largest placement
 * adjustment, doubled under "up and down" (highestPaidRatio), from its campaign and placement rows.
 */
export function paidRatiosOfNewCampaigns(plan: Plan): Map<string, number> {
  const settings = new Map<string, { biddingStrategy?: BiddingStrategy; adjustments: number[] }>();
  const of = (id: string) => {
    const found = settings.get(id) ?? { adjustments: [] };
    settings.set(id, found);
    return found;
  };
  for (const { row } of plan.rows) {
    if (row.product !== 'sponsoredProducts' || row.operation !== 'create') continue;
    if (row.entity === 'campaign') {
      const campaign = of(row.campaignId);
      if (row.biddingStrategy) campaign.biddingStrategy = row.biddingStrategy;
    } else if (row.entity === 'biddingAdjustment' && row.percentage !== undefined)
      of(row.campaignId).adjustments.push(row.percentage);
  }
  return new Map(
    [...settings].map(([id, s]) => [
      id,
      highestPaidRatio({
        ...(s.biddingStrategy ? { biddingStrategy: s.biddingStrategy } : {}),
        biddingAdjustments: s.adjustments.map((percentage) => ({ percentage })),
      }),
    ]),
  );
}
