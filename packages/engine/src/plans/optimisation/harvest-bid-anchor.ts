// A deliberate low-bid catch-all (an auto or broad campaign the seller runs at bids far below the product's
// usual ones to pick up cheap traffic) must not anchor the bid of a term harvested from it: the new exact
// target would start at a fraction of what the term is worth and never win it. Such a source's harvest bids
// are anchored on the product's median bid instead (still capped by the ideal bid, search-term-decision.ts).
import type { SpCampaign } from '../../model/account';
import type { Money } from '../../model/units';
import { campaignTargets, isActive } from './campaign-targets';

/** A campaign whose median bid is below this share of the product's median bid is a low-bid catch-all. */
export const CATCH_ALL_BID_RATIO = 0.5;

/** The median of a list of bids, or undefined when empty. */
export function medianBid(bids: readonly Money[]): Money | undefined {
  const sorted = [...bids].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Bids of a campaign's active keywords and product targets (own bid, else the ad group default). */
export function activeBids(campaign: SpCampaign): Money[] {
  if (campaign.state !== 'enabled') return [];
  return campaignTargets(campaign).flatMap((t) => (isActive(t) && t.bid !== undefined ? [t.bid] : []));
}

/**
 * The product's median bid when the campaign is a low-bid catch-all (its median active bid below
 * CATCH_ALL_BID_RATIO x the product's), else undefined (the source's own effective bid anchors harvests).
 */
export function catchAllAnchor(
  campaign: SpCampaign,
  productCampaigns: readonly SpCampaign[],
): Money | undefined {
  const own = medianBid(activeBids(campaign));
  const product = medianBid(productCampaigns.flatMap(activeBids));
  if (own === undefined || product === undefined) return undefined;
  return own < CATCH_ALL_BID_RATIO * product ? product : undefined;
}
