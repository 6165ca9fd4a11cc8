// The nine Sponsored Products v3 entities as Amazon names them (reference §3.1, Amazon's SP 3.0 spec):
// versioned media type (Content-Type = Accept), the array key of bodies, the id field of records, the
// list/delete id filter, where a 207 success item keeps the id and the echoed record, which parent filters
// the list call takes with their `include` limits, and the schema of one record.
import { z } from 'zod';
import type { EntityDescription, ListFilterKey, SuccessItemShape } from './entity-description';

/** Items per create/update call and ids per `…IdFilter` of the listed resource itself. */
export const SP_BATCH_LIMIT = 1000;

/**
 * Records per list page. Amazon's SP 3.0 spec leaves the largest `maxResults` unstated ("defaults to max
 * page size"); 100 is the page size its other list APIs (SB v4) cap at and known to be accepted.
 */
export const SP_LIST_PAGE_SIZE = 100;

/** Parent filters of most SP lists take at most 100 ids (Amazon's "reduced" include limit). */
const REDUCED = 100;

/** Read-side states of SP v3 entities; create/update accept ENABLED | PAUSED only. */
export const spState = z.enum([
  'ENABLED',
  'PAUSED',
  'ARCHIVED',
  'ENABLING',
  'USER_DELETED',
  'OTHER',
  'PROPOSED',
]);
/** The placements an SP campaign's `placementBidding` adjusts. */
export const spPlacement = z.enum([
  'PLACEMENT_TOP',
  'PLACEMENT_REST_OF_SEARCH',
  'PLACEMENT_PRODUCT_PAGE',
  'SITE_AMAZON_BUSINESS',
]);
/** SP bidding strategies (`dynamicBidding.strategy`). */
export const spBiddingStrategy = z.enum(['LEGACY_FOR_SALES', 'AUTO_FOR_SALES', 'MANUAL', 'RULE_BASED']);
/** One predicate of a targeting expression, e.g. `{type: 'ASIN_SAME_AS', value: 'B07FKDZPZW'}`. */
const targetPredicate = z.object({ type: z.string(), value: z.string().optional() });

/** An SP campaign's targeting type. */
export const spTargetingType = z.enum(['AUTO', 'MANUAL']);
/** Match types of SP keywords. */
export const spMatchType = z.enum(['EXACT', 'PHRASE', 'BROAD']);
/** Match types of SP negative keywords (ad-group and campaign level). */
export const spNegativeMatchType = z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE']);

const spCampaignSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  targetingType: spTargetingType,
  state: spState,
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  portfolioId: z.string().optional(),
  budget: z.object({ budgetType: z.literal('DAILY'), budget: z.number() }),
  dynamicBidding: z
    .object({
      strategy: spBiddingStrategy,
      placementBidding: z.array(z.object({ placement: spPlacement, percentage: z.number() })).optional(),
    })
    .optional(),
});

const spAdGroupSchema = z.object({
  adGroupId: z.string(),
  campaignId: z.string(),
  name: z.string(),
  state: spState,
  defaultBid: z.number(),
});

const spProductAdSchema = z.object({
  adId: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  state: spState,
  sku: z.string().optional(),
  asin: z.string().optional(),
});

const spKeywordSchema = z.object({
  keywordId: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  keywordText: z.string(),
  matchType: spMatchType,
  state: spState,
  bid: z.number().optional(),
});

const spNegativeKeywordSchema = z.object({
  keywordId: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  keywordText: z.string(),
  matchType: spNegativeMatchType,
  state: spState,
});

const spCampaignNegativeKeywordSchema = z.object({
  keywordId: z.string(),
  campaignId: z.string(),
  keywordText: z.string(),
  matchType: spNegativeMatchType,
  state: spState,
});

const spTargetSchema = z.object({
  targetId: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  expressionType: z.enum(['AUTO', 'MANUAL']),
  expression: z.array(targetPredicate),
  resolvedExpression: z.array(targetPredicate).optional(),
  state: spState,
  bid: z.number().optional(),
});

const spNegativeTargetSchema = z.object({
  targetId: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  expression: z.array(targetPredicate),
  state: spState,
});

const spCampaignNegativeTargetSchema = z.object({
  targetId: z.string(),
  campaignId: z.string(),
  expression: z.array(targetPredicate),
  state: spState,
});

export type SpState = z.infer<typeof spState>;
export type SpWritableState = 'ENABLED' | 'PAUSED';
export type SpPlacementName = z.infer<typeof spPlacement>;
export type SpBiddingStrategy = z.infer<typeof spBiddingStrategy>;
export type TargetPredicate = z.infer<typeof targetPredicate>;
export type SpTargetingType = z.infer<typeof spTargetingType>;
export type SpMatchType = z.infer<typeof spMatchType>;
export type SpNegativeMatchType = z.infer<typeof spNegativeMatchType>;
export type SpCampaignRecord = z.infer<typeof spCampaignSchema>;
export type SpAdGroupRecord = z.infer<typeof spAdGroupSchema>;
export type SpProductAdRecord = z.infer<typeof spProductAdSchema>;
export type SpKeywordRecord = z.infer<typeof spKeywordSchema>;
export type SpNegativeKeywordRecord = z.infer<typeof spNegativeKeywordSchema>;
export type SpCampaignNegativeKeywordRecord = z.infer<typeof spCampaignNegativeKeywordSchema>;
export type SpTargetRecord = z.infer<typeof spTargetSchema>;
export type SpNegativeTargetRecord = z.infer<typeof spNegativeTargetSchema>;
export type SpCampaignNegativeTargetRecord = z.infer<typeof spCampaignNegativeTargetSchema>;

/** A create item: the record without its id, with a writable state. */
type SpCreateOf<T, Id extends keyof T> = Omit<T, Id | 'state'> & { state: SpWritableState };

/**
 * The SP v3 entities' record, create item (no id, writable state) and update item (id plus the fields
 * Amazon lets change).
 */
export interface SpEntityTypes {
  'sp.campaigns': {
    record: SpCampaignRecord;
    create: SpCreateOf<SpCampaignRecord, 'campaignId'>;
    update: { campaignId: string } & Partial<
      Pick<SpCampaignRecord, 'name' | 'budget' | 'dynamicBidding' | 'endDate' | 'portfolioId'>
    > & { state?: SpWritableState };
    archive: true;
  };
  'sp.adGroups': {
    record: SpAdGroupRecord;
    create: SpCreateOf<SpAdGroupRecord, 'adGroupId'>;
    update: { adGroupId: string; name?: string; defaultBid?: number; state?: SpWritableState };
    archive: true;
  };
  'sp.productAds': {
    record: SpProductAdRecord;
    create: SpCreateOf<SpProductAdRecord, 'adId'>;
    update: { adId: string; state: SpWritableState };
    archive: true;
  };
  'sp.keywords': {
    record: SpKeywordRecord;
    create: SpCreateOf<SpKeywordRecord, 'keywordId'>;
    update: { keywordId: string; bid?: number; state?: SpWritableState };
    archive: true;
  };
  'sp.negativeKeywords': {
    record: SpNegativeKeywordRecord;
    create: SpCreateOf<SpNegativeKeywordRecord, 'keywordId'>;
    update: { keywordId: string; state: SpWritableState };
    archive: true;
  };
  'sp.campaignNegativeKeywords': {
    record: SpCampaignNegativeKeywordRecord;
    create: SpCreateOf<SpCampaignNegativeKeywordRecord, 'keywordId'>;
    update: { keywordId: string; state: SpWritableState };
    archive: true;
  };
  'sp.targets': {
    record: SpTargetRecord;
    create: Omit<SpTargetRecord, 'targetId' | 'state' | 'resolvedExpression' | 'expressionType'> & {
      expressionType: 'MANUAL';
      state: SpWritableState;
    };
    update: { targetId: string; bid?: number; state?: SpWritableState };
    archive: true;
  };
  'sp.negativeTargets': {
    record: SpNegativeTargetRecord;
    create: SpCreateOf<SpNegativeTargetRecord, 'targetId'>;
    update: { targetId: string; state: SpWritableState };
    archive: true;
  };
  'sp.campaignNegativeTargets': {
    record: SpCampaignNegativeTargetRecord;
    create: SpCreateOf<SpCampaignNegativeTargetRecord, 'targetId'>;
    update: { targetId: string; state: SpWritableState };
    archive: true;
  };
}

/** What differs between SP entities; the rest (`/sp/` path, batch limit, 207 writes) is shared. */
interface SpWireFacts {
  resource: string;
  mediaType: string;
  bodyKey: string;
  idField: string;
  idFilter: string;
  success: SuccessItemShape;
  campaignFilterLimit: number;
  adGroupFilterLimit?: number;
}

function spEntity<T>(
  facts: SpWireFacts,
  schema: z.ZodType<T>,
  echoSchema: z.ZodType<Partial<T>>,
): EntityDescription<T> {
  const own: ListFilterKey = { key: facts.idFilter, limit: SP_BATCH_LIMIT };
  return {
    name: `sp.${facts.resource}`,
    adProduct: 'SP',
    path: `/sp/${facts.resource}`,
    mediaType: facts.mediaType,
    idField: facts.idField,
    batchLimit: SP_BATCH_LIMIT,
    list: {
      style: 'tokenPages',
      bodyKey: facts.bodyKey,
      pageSize: SP_LIST_PAGE_SIZE,
      // A campaign's own filter is its campaign filter (one key, Amazon's full limit).
      campaignIds: { key: 'campaignIdFilter', limit: facts.campaignFilterLimit },
      ...(facts.adGroupFilterLimit !== undefined
        ? { adGroupIds: { key: 'adGroupIdFilter', limit: facts.adGroupFilterLimit } }
        : {}),
      ids: own,
      states: true,
    },
    write: { style: 'multiStatus', bodyKey: facts.bodyKey, success: facts.success, updates: true },
    archive: { idFilter: facts.idFilter },
    schema,
    echoSchema,
  };
}

/** Every SP v3 entity, by name. */
export const SP_ENTITIES: {
  readonly [E in keyof SpEntityTypes]: EntityDescription<SpEntityTypes[E]['record']>;
} = {
  'sp.campaigns': spEntity(
    {
      resource: 'campaigns',
      mediaType: 'application/vnd.spCampaign.v3+json',
      bodyKey: 'campaigns',
      idField: 'campaignId',
      idFilter: 'campaignIdFilter',
      success: { idKey: 'campaignId', recordKey: 'campaign' },
      campaignFilterLimit: SP_BATCH_LIMIT,
    },
    spCampaignSchema,
    spCampaignSchema.partial(),
  ),
  'sp.adGroups': spEntity(
    {
      resource: 'adGroups',
      mediaType: 'application/vnd.spAdGroup.v3+json',
      bodyKey: 'adGroups',
      idField: 'adGroupId',
      idFilter: 'adGroupIdFilter',
      success: { idKey: 'adGroupId', recordKey: 'adGroup' },
      campaignFilterLimit: REDUCED,
      adGroupFilterLimit: SP_BATCH_LIMIT,
    },
    spAdGroupSchema,
    spAdGroupSchema.partial(),
  ),
  'sp.productAds': spEntity(
    {
      resource: 'productAds',
      mediaType: 'application/vnd.spProductAd.v3+json',
      bodyKey: 'productAds',
      idField: 'adId',
      idFilter: 'adIdFilter',
      success: { idKey: 'adId', recordKey: 'productAd' },
      campaignFilterLimit: REDUCED,
      adGroupFilterLimit: REDUCED,
    },
    spProductAdSchema,
    spProductAdSchema.partial(),
  ),
  'sp.keywords': spEntity(
    {
      resource: 'keywords',
      mediaType: 'application/vnd.spKeyword.v3+json',
      bodyKey: 'keywords',
      idField: 'keywordId',
      idFilter: 'keywordIdFilter',
      success: { idKey: 'keywordId', recordKey: 'keyword' },
      campaignFilterLimit: REDUCED,
      adGroupFilterLimit: REDUCED,
    },
    spKeywordSchema,
    spKeywordSchema.partial(),
  ),
  'sp.negativeKeywords': spEntity(
    {
      resource: 'negativeKeywords',
      mediaType: 'application/vnd.spNegativeKeyword.v3+json',
      bodyKey: 'negativeKeywords',
      idField: 'keywordId',
      idFilter: 'negativeKeywordIdFilter',
      success: { idKey: 'negativeKeywordId', recordKey: 'negativeKeyword' },
      campaignFilterLimit: REDUCED,
      adGroupFilterLimit: REDUCED,
    },
    spNegativeKeywordSchema,
    spNegativeKeywordSchema.partial(),
  ),
  'sp.campaignNegativeKeywords': spEntity(
    {
      resource: 'campaignNegativeKeywords',
      mediaType: 'application/vnd.spCampaignNegativeKeyword.v3+json',
      bodyKey: 'campaignNegativeKeywords',
      idField: 'keywordId',
      idFilter: 'campaignNegativeKeywordIdFilter',
      success: { idKey: 'campaignNegativeKeywordId', recordKey: 'campaignNegativeKeyword' },
      campaignFilterLimit: REDUCED,
    },
    spCampaignNegativeKeywordSchema,
    spCampaignNegativeKeywordSchema.partial(),
  ),
  'sp.targets': spEntity(
    {
      resource: 'targets',
      mediaType: 'application/vnd.spTargetingClause.v3+json',
      bodyKey: 'targetingClauses',
      idField: 'targetId',
      idFilter: 'targetIdFilter',
      success: { idKey: 'targetId', recordKey: 'targetingClause' },
      campaignFilterLimit: REDUCED,
      adGroupFilterLimit: REDUCED,
    },
    spTargetSchema,
    spTargetSchema.partial(),
  ),
  'sp.negativeTargets': spEntity(
    {
      resource: 'negativeTargets',
      mediaType: 'application/vnd.spNegativeTargetingClause.v3+json',
      bodyKey: 'negativeTargetingClauses',
      idField: 'targetId',
      idFilter: 'negativeTargetIdFilter',
      success: {
        idKey: 'targetId',
        recordKey: 'negativeTargetingClause',
        alternateIdKeys: ['negativeTargetId'],
      },
      campaignFilterLimit: REDUCED,
      adGroupFilterLimit: REDUCED,
    },
    spNegativeTargetSchema,
    spNegativeTargetSchema.partial(),
  ),
  'sp.campaignNegativeTargets': spEntity(
    {
      resource: 'campaignNegativeTargets',
      mediaType: 'application/vnd.spCampaignNegativeTargetingClause.v3+json',
      bodyKey: 'campaignNegativeTargetingClauses',
      idField: 'targetId',
      idFilter: 'campaignNegativeTargetIdFilter',
      success: {
        idKey: 'targetId',
        recordKey: 'campaignNegativeTargetingClause',
        alternateIdKeys: ['campaignNegativeTargetId', 'campaignNegativeTargetingClauseId'],
      },
      campaignFilterLimit: REDUCED,
    },
    spCampaignNegativeTargetSchema,
    spCampaignNegativeTargetSchema.partial(),
  ),
};
