// Test support for the Amazon client: one valid wire record of each entity (what Amazon would answer a
// list with), so scripted answers pass the entities' schemas, plus a create and an update item of each
// SP entity for calls that must be typed per entity.
import type { EntityCreate, EntityUpdate, SpResource } from '../ads-api';

type Fields = Record<string, unknown>;

const PARENTS = { campaignId: 'c1', adGroupId: 'g1' };
const EXPRESSION = [{ type: 'ASIN_SAME_AS', value: 'B07FKDZPZW' }];

/** A valid SP v3 record of `resource` with `id` in its id field. */
export function spRecord(resource: SpResource, id: string): Fields {
  const records: Record<SpResource, Fields> = {
    campaigns: {
      campaignId: id,
      name: `Campaign ${id}`,
      targetingType: 'MANUAL',
      state: 'ENABLED',
      budget: { budgetType: 'DAILY', budget: 10 },
    },
    adGroups: { adGroupId: id, campaignId: 'c1', name: `Group ${id}`, state: 'ENABLED', defaultBid: 0.5 },
    productAds: { adId: id, ...PARENTS, state: 'ENABLED', sku: 'SKU-1' },
    keywords: { keywordId: id, ...PARENTS, keywordText: `kw ${id}`, matchType: 'EXACT', state: 'ENABLED' },
    negativeKeywords: {
      keywordId: id,
      ...PARENTS,
      keywordText: `neg ${id}`,
      matchType: 'NEGATIVE_EXACT',
      state: 'ENABLED',
    },
    campaignNegativeKeywords: {
      keywordId: id,
      campaignId: 'c1',
      keywordText: `neg ${id}`,
      matchType: 'NEGATIVE_PHRASE',
      state: 'ENABLED',
    },
    targets: { targetId: id, ...PARENTS, expressionType: 'MANUAL', expression: EXPRESSION, state: 'ENABLED' },
    negativeTargets: { targetId: id, ...PARENTS, expression: EXPRESSION, state: 'ENABLED' },
    campaignNegativeTargets: { targetId: id, campaignId: 'c1', expression: EXPRESSION, state: 'ENABLED' },
  };
  return records[resource];
}

/** A create and an update item of every SP entity, typed by the entity. */
export const SP_WRITE_ITEMS: {
  [R in SpResource]: { create: EntityCreate<`sp.${R}`>; update: EntityUpdate<`sp.${R}`> };
} = {
  campaigns: {
    create: {
      name: 'Campaign',
      targetingType: 'MANUAL',
      state: 'ENABLED',
      budget: { budgetType: 'DAILY', budget: 10 },
    },
    update: { campaignId: 'x1', state: 'PAUSED' },
  },
  adGroups: {
    create: { campaignId: 'c1', name: 'Group', state: 'ENABLED', defaultBid: 0.5 },
    update: { adGroupId: 'x1', defaultBid: 0.6 },
  },
  productAds: {
    create: { ...PARENTS, sku: 'SKU-1', state: 'ENABLED' },
    update: { adId: 'x1', state: 'PAUSED' },
  },
  keywords: {
    create: { ...PARENTS, keywordText: 'kw', matchType: 'EXACT', state: 'ENABLED' },
    update: { keywordId: 'x1', bid: 0.7 },
  },
  negativeKeywords: {
    create: { ...PARENTS, keywordText: 'neg', matchType: 'NEGATIVE_EXACT', state: 'ENABLED' },
    update: { keywordId: 'x1', state: 'PAUSED' },
  },
  campaignNegativeKeywords: {
    create: { campaignId: 'c1', keywordText: 'neg', matchType: 'NEGATIVE_EXACT', state: 'ENABLED' },
    update: { keywordId: 'x1', state: 'PAUSED' },
  },
  targets: {
    create: { ...PARENTS, expressionType: 'MANUAL', expression: EXPRESSION, state: 'ENABLED' },
    update: { targetId: 'x1', bid: 0.7 },
  },
  negativeTargets: {
    create: { ...PARENTS, expression: EXPRESSION, state: 'ENABLED' },
    update: { targetId: 'x1', state: 'PAUSED' },
  },
  campaignNegativeTargets: {
    create: { campaignId: 'c1', expression: EXPRESSION, state: 'ENABLED' },
    update: { targetId: 'x1', state: 'PAUSED' },
  },
};

/** A valid SB v4 campaign record. */
export function sbCampaignRecord(id: string): Fields {
  return { campaignId: id, name: `SB ${id}`, state: 'ENABLED', budget: 10, budgetType: 'DAILY' };
}

/** A valid SB v3 keyword record as wire JSON text (int64 ids as bare numbers). */
export function sbKeywordJson(id: bigint | number): string {
  return `{"keywordId":${id},"campaignId":1,"adGroupId":2,"keywordText":"kw","matchType":"broad","state":"enabled"}`;
}
