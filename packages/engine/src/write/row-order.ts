// Parents before children (reference §1.2.7): Amazon resolves a temporary Campaign ID or Ad Group ID only
// from a parent row, so every campaign is written as one block: campaign, bidding adjustments, then each
// ad group with its ads, targets and negatives, then campaign-level negatives. Order is otherwise stable.
import type { BulkRow } from '../model/bulk-row';

type Level = 'campaign' | 'adGroup' | 'campaignTail';

/** Sort rank of an entity inside its block; the level says which block it belongs to. */
const ENTITY_RANK: Record<string, { level: Level; rank: number }> = {
  campaign: { level: 'campaign', rank: 0 },
  biddingAdjustment: { level: 'campaign', rank: 1 },
  biddingAdjustmentByPlacement: { level: 'campaign', rank: 1 },
  adGroup: { level: 'adGroup', rank: 0 },
  productAd: { level: 'adGroup', rank: 1 },
  productCollectionAd: { level: 'adGroup', rank: 1 },
  videoAd: { level: 'adGroup', rank: 1 },
  brandVideoAd: { level: 'adGroup', rank: 1 },
  storeSpotlightAd: { level: 'adGroup', rank: 1 },
  keyword: { level: 'adGroup', rank: 2 },
  productTargeting: { level: 'adGroup', rank: 2 },
  negativeKeyword: { level: 'adGroup', rank: 3 },
  negativeProductTargeting: { level: 'adGroup', rank: 3 },
  campaignNegativeKeyword: { level: 'campaignTail', rank: 0 },
};

interface CampaignBlock<T> {
  head: T[];
  adGroups: Map<string, T[]>;
  tail: T[];
}

const byRank =
  <T>(rowOf: (item: T) => BulkRow) =>
  (a: T, b: T): number =>
    (ENTITY_RANK[rowOf(a).entity]?.rank ?? 9) - (ENTITY_RANK[rowOf(b).entity]?.rank ?? 9);

/** Puts one item into its campaign block (creating the block and ad group list on first sight). */
function place<T>(blocks: Map<string, CampaignBlock<T>>, item: T, row: BulkRow): void {
  const key = `${row.product}\u0000${row.campaignId}`;
  let block = blocks.get(key);
  if (!block) {
    block = { head: [], adGroups: new Map(), tail: [] };
    blocks.set(key, block);
  }
  const level = ENTITY_RANK[row.entity]?.level ?? 'adGroup';
  if (level === 'campaign') block.head.push(item);
  else if (level === 'campaignTail' || row.adGroupId === undefined) block.tail.push(item);
  else {
    const list = block.adGroups.get(row.adGroupId) ?? [];
    list.push(item);
    block.adGroups.set(row.adGroupId, list);
  }
}

/**
 * Orders items (bulk rows or plan rows) the way the writer prints them: grouped by product and campaign
 * in order of first appearance, parents before children; items of the same rank keep their order.
 */
export function orderBulkRows<T>(items: readonly T[], rowOf: (item: T) => BulkRow): T[] {
  const blocks = new Map<string, CampaignBlock<T>>();
  for (const item of items) place(blocks, item, rowOf(item));
  const compare = byRank(rowOf);
  const ordered: T[] = [];
  for (const block of blocks.values()) {
    ordered.push(...block.head.sort(compare));
    for (const group of block.adGroups.values()) ordered.push(...group.sort(compare));
    ordered.push(...block.tail.sort(compare));
  }
  return ordered;
}
