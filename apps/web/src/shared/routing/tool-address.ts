// The address of a plan tool with the campaign (and, for the authorised tools, the shop) it should act on:
// pages that point at a campaign (the account overview's wasters and converters) link here, and the tool
// forms read the same parameters to preselect their fields, so the seller does not pick them again.

/** The search parameter naming the campaign a tool should act on (its id). */
export const CAMPAIGN_SEARCH_PARAM = 'campaign_id';
/** The search parameter naming the linked shop an authorised tool should act on. */
export const SHOP_SEARCH_PARAM = 'shop_id';

/** `path?campaign_id=…&shop_id=…` with the parts that are known. */
export function toolAddress(
  path: string,
  target: { campaignId?: string | null; shopId?: string | null },
): string {
  const search = new URLSearchParams();
  if (target.campaignId) search.set(CAMPAIGN_SEARCH_PARAM, target.campaignId);
  if (target.shopId) search.set(SHOP_SEARCH_PARAM, target.shopId);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
