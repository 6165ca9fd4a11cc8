// The cutting-board seller the SP flow and CLI tests plan for: its auto campaign, whose close-match group
// converts and whose loose-match group spends without an order.
import type { ProductAdSpec, ProductTargetSpec, SpCampaignSpec } from './bulk-workbook-spec';

/** The seller's auto campaign `Board auto` advertising `productAd`, with `moreTargets` after its two groups. */
export function boardAutoCampaign(
  productAd: ProductAdSpec,
  moreTargets: ProductTargetSpec[] = [],
): SpCampaignSpec {
  return {
    id: '100000000000020',
    name: 'Board auto',
    targetingType: 'auto',
    dailyBudget: 40,
    adGroups: [
      {
        id: '200000000000020',
        name: 'auto group',
        defaultBid: 0.75,
        productAds: [productAd],
        productTargets: [
          {
            id: '400000000000021',
            expression: 'close-match',
            bid: 0.8,
            metrics: { clicks: 300, orders: 30, spend: 210, sales: 900 },
          },
          {
            id: '400000000000022',
            expression: 'loose-match',
            bid: 0.6,
            metrics: { clicks: 90, orders: 0, spend: 45 },
          },
          ...moreTargets,
        ],
      },
    ],
  };
}
