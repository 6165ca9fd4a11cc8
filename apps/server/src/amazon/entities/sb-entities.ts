// The Sponsored Brands entities as Amazon names them: v4 campaigns, ad groups and video ads (reference
// §4.3-4.5, Amazon's SB 4.0 spec: string ids, 207 writes of at most 10 items, 10 ids per `include`,
// `maxResults` 1-100 with `nextToken`), v3 keywords, negative keywords and product targets (reference
// §4.6, SB 3.0: plain JSON with int64 ids, lowercase enums, at most 100 items per write) and the
// read-only brands (`GET /brands`, reference §4.2).
import { z } from 'zod';
import type { EntityDescription } from './entity-description';

/** Items per SB v4 write and ids per `include` of its filters. */
export const SB_V4_BATCH_LIMIT = 10;

/** Records per SB v4 list page (Amazon's maximum). */
export const SB_V4_PAGE_SIZE = 100;

/** Items per SB v3 write and records per list page (`count` / `maxResults`). */
export const SB_V3_BATCH_LIMIT = 100;

/** Ids per comma-separated `…IdFilter` query value (keeps URLs short; Amazon states no limit). */
export const SB_V3_QUERY_IDS = 100;

/** The states a complete SB v3 list asks for (Amazon's default leaves archived entities out). */
const SB_V3_ALL_STATES = ['enabled', 'paused', 'archived'] as const;

/** States of SB v4 campaigns, ad groups and ads. */
export const sbV4State = z.enum(['ENABLED', 'PAUSED', 'ARCHIVED']);
/** States of SB v3 keywords and targets (lower case, as SB v3 spells every enum). */
export const sbV3State = z.enum(['enabled', 'paused', 'archived', 'pending', 'draft']);
/** States of SB v3 negative keywords (they cannot be paused). */
export const sbNegativeState = z.enum(['enabled', 'archived', 'pending', 'draft']);
/** The placements an SB v4 campaign's `bidAdjustmentsByPlacement` adjusts. */
export const sbPlacement = z.enum(['HOME', 'DETAIL_PAGE', 'OTHER', 'TOP_OF_SEARCH']);
/** SB v4 budget types. */
export const sbBudgetType = z.enum(['DAILY', 'LIFETIME']);

/** SB v4 campaign (the fields the video flow reads; other SB fields are not kept). */
const sbCampaignSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  state: sbV4State,
  budget: z.number(),
  budgetType: sbBudgetType,
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  brandEntityId: z.string().optional(),
  portfolioId: z.string().optional(),
  bidding: z
    .object({
      bidOptimization: z.boolean(),
      bidAdjustmentsByPlacement: z
        .array(
          z.object({
            placement: sbPlacement,
            percentage: z.number(),
          }),
        )
        .optional(),
    })
    .optional(),
});

const sbAdGroupSchema = z.object({
  adGroupId: z.string(),
  campaignId: z.string(),
  name: z.string(),
  state: sbV4State,
});

/** SB v4 video ad (`POST /sb/v4/ads/video`): one ASIN, one video asset; lands on the detail page. */
const sbVideoAdSchema = z.object({
  adId: z.string(),
  adGroupId: z.string(),
  campaignId: z.string().optional(),
  name: z.string(),
  state: sbV4State,
  creative: z.object({ asins: z.array(z.string()), videoAssetIds: z.array(z.string()) }),
  servingStatus: z.string().optional(),
});

/** A brand the seller registered; `brandEntityId` is what SB campaigns name. */
const sbBrandSchema = z.object({
  brandId: z.string(),
  brandEntityId: z.string(),
  brandRegistryName: z.string(),
});

/** SB v3 keyword: numeric ids on the wire (read as exact strings, see wire-json.ts), lowercase enums. */
const sbKeywordSchema = z.object({
  keywordId: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  keywordText: z.string(),
  matchType: z.enum(['broad', 'exact', 'phrase']),
  state: sbV3State,
  bid: z.number().optional(),
});

/** SB v3 product target (`expressions` with lower-camel types, e.g. `asinSameAs`). */
const sbTargetSchema = z.object({
  targetId: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  expressions: z.array(z.object({ type: z.string(), value: z.string() })),
  state: sbV3State,
  bid: z.number().optional(),
});

const sbNegativeKeywordSchema = z.object({
  keywordId: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  keywordText: z.string(),
  matchType: z.enum(['negativeExact', 'negativePhrase']),
  state: sbNegativeState,
});

export type SbV4State = z.infer<typeof sbV4State>;
export type SbV3State = z.infer<typeof sbV3State>;
export type SbNegativeState = z.infer<typeof sbNegativeState>;
export type SbPlacementName = z.infer<typeof sbPlacement>;
export type SbBudgetType = z.infer<typeof sbBudgetType>;
export type SbCampaignRecord = z.infer<typeof sbCampaignSchema>;
export type SbAdGroupRecord = z.infer<typeof sbAdGroupSchema>;
export type SbVideoAdRecord = z.infer<typeof sbVideoAdSchema>;
export type SbBrandRecord = z.infer<typeof sbBrandSchema>;
export type SbKeywordRecord = z.infer<typeof sbKeywordSchema>;
export type SbTargetRecord = z.infer<typeof sbTargetSchema>;
export type SbNegativeKeywordRecord = z.infer<typeof sbNegativeKeywordSchema>;

/** The parents an SB v3 update names besides the entity's own id (Amazon requires them). */
interface SbV3Parents {
  adGroupId: string;
  campaignId: string;
}

/** The SB entities' record, create item and update item; brands are read-only, SB v4 ad groups and ads create-only. */
export interface SbEntityTypes {
  'sb.campaigns': {
    record: SbCampaignRecord;
    create: Omit<SbCampaignRecord, 'campaignId'>;
    update: Partial<SbCampaignRecord> & { campaignId: string };
    archive: true;
  };
  'sb.adGroups': { record: SbAdGroupRecord; create: Omit<SbAdGroupRecord, 'adGroupId'> };
  'sb.videoAds': { record: SbVideoAdRecord; create: Omit<SbVideoAdRecord, 'adId' | 'servingStatus'> };
  'sb.keywords': {
    record: SbKeywordRecord;
    create: Omit<SbKeywordRecord, 'keywordId' | 'state'>;
    update: SbV3Parents & { keywordId: string; bid?: number; state?: 'enabled' | 'paused' | 'archived' };
  };
  'sb.negativeKeywords': {
    record: SbNegativeKeywordRecord;
    create: Omit<SbNegativeKeywordRecord, 'keywordId' | 'state'>;
    /** Archiving is the only change Amazon allows. */
    update: SbV3Parents & { keywordId: string; state: 'enabled' | 'archived' };
  };
  'sb.targets': {
    record: SbTargetRecord;
    create: Omit<SbTargetRecord, 'targetId' | 'state'>;
    update: SbV3Parents & { targetId: string; bid?: number; state?: 'enabled' | 'paused' | 'archived' };
  };
  'sb.brands': { record: SbBrandRecord };
}

/** Fields of a record, or none. */
function fieldsOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A listed SB v4 ad that is a video ad, with its serving status lifted from `extendedData`. */
function videoAdOf(ad: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  const creative = fieldsOf(ad.creative);
  const isVideo =
    creative.type === 'VIDEO' || (creative.type === undefined && Array.isArray(creative.videoAssetIds));
  if (!isVideo) return undefined;
  const servingStatus = ad.servingStatus ?? fieldsOf(ad.extendedData).servingStatus;
  return { ...ad, ...(typeof servingStatus === 'string' ? { servingStatus } : {}) };
}

/** A listed brand with a brand entity id (the others name nothing a campaign can use). */
function brandOf(brand: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  const entityId = brand.brandEntityId;
  if (typeof entityId !== 'string' || entityId === '') return undefined;
  return {
    brandId: String(brand.brandId ?? ''),
    brandEntityId: entityId,
    brandRegistryName: String(brand.brandRegistryName ?? ''),
  };
}

const sbV4Filter = (key: string) => ({ key, limit: SB_V4_BATCH_LIMIT });
const KEYWORD_RESPONSE = 'application/vnd.sbkeywordresponse.v3+json';

/** Every SB entity, by name. */
export const SB_ENTITIES: {
  readonly [E in keyof SbEntityTypes]: EntityDescription<SbEntityTypes[E]['record']>;
} = {
  'sb.campaigns': {
    name: 'sb.campaigns',
    adProduct: 'SB',
    path: '/sb/v4/campaigns',
    mediaType: 'application/vnd.sbcampaignresource.v4+json',
    idField: 'campaignId',
    batchLimit: SB_V4_BATCH_LIMIT,
    list: {
      style: 'tokenPages',
      bodyKey: 'campaigns',
      pageSize: SB_V4_PAGE_SIZE,
      campaignIds: sbV4Filter('campaignIdFilter'),
      ids: sbV4Filter('campaignIdFilter'),
      states: true,
    },
    write: {
      style: 'multiStatus',
      bodyKey: 'campaigns',
      success: { idKey: 'campaignId', recordKey: 'campaign' },
      updates: true,
    },
    archive: { idFilter: 'campaignIdFilter' },
    schema: sbCampaignSchema,
    echoSchema: sbCampaignSchema.partial(),
  },
  'sb.adGroups': {
    name: 'sb.adGroups',
    adProduct: 'SB',
    path: '/sb/v4/adGroups',
    mediaType: 'application/vnd.sbadgroupresource.v4+json',
    idField: 'adGroupId',
    batchLimit: SB_V4_BATCH_LIMIT,
    list: {
      style: 'tokenPages',
      bodyKey: 'adGroups',
      pageSize: SB_V4_PAGE_SIZE,
      campaignIds: sbV4Filter('campaignIdFilter'),
      states: false,
    },
    write: {
      style: 'multiStatus',
      bodyKey: 'adGroups',
      success: { idKey: 'adGroupId', recordKey: 'adGroup' },
      updates: false,
    },
    schema: sbAdGroupSchema,
    echoSchema: sbAdGroupSchema.partial(),
  },
  'sb.videoAds': {
    name: 'sb.videoAds',
    adProduct: 'SB',
    path: '/sb/v4/ads',
    mediaType: 'application/vnd.sbadresource.v4+json',
    idField: 'adId',
    batchLimit: SB_V4_BATCH_LIMIT,
    list: {
      style: 'tokenPages',
      bodyKey: 'ads',
      pageSize: SB_V4_PAGE_SIZE,
      campaignIds: sbV4Filter('campaignIdFilter'),
      adGroupIds: sbV4Filter('adGroupIdFilter'),
      states: false,
    },
    write: {
      style: 'multiStatus',
      bodyKey: 'ads',
      success: { idKey: 'adId', recordKey: 'ad' },
      createPath: '/sb/v4/ads/video',
      createFields: ['name', 'state', 'adGroupId', 'creative'],
      updates: false,
    },
    fromWire: videoAdOf,
    schema: sbVideoAdSchema,
    echoSchema: sbVideoAdSchema.partial(),
  },
  'sb.keywords': {
    name: 'sb.keywords',
    adProduct: 'SB',
    path: '/sb/keywords',
    mediaType: 'application/json',
    idField: 'keywordId',
    batchLimit: SB_V3_BATCH_LIMIT,
    list: {
      style: 'indexPages',
      accept: 'application/vnd.sbkeyword.v3.2+json',
      pageSize: SB_V3_BATCH_LIMIT,
      queryIds: SB_V3_QUERY_IDS,
      campaignIds: 'campaignIdFilter',
      adGroupIds: 'adGroupIdFilter',
      query: { stateFilter: SB_V3_ALL_STATES.join(',') },
    },
    write: { style: 'keywordArray', accept: KEYWORD_RESPONSE },
    schema: sbKeywordSchema,
    echoSchema: sbKeywordSchema.partial(),
  },
  'sb.negativeKeywords': {
    name: 'sb.negativeKeywords',
    adProduct: 'SB',
    path: '/sb/negativeKeywords',
    mediaType: 'application/json',
    idField: 'keywordId',
    batchLimit: SB_V3_BATCH_LIMIT,
    list: {
      style: 'indexPages',
      accept: 'application/vnd.sbnegativekeyword.v3.2+json',
      pageSize: SB_V3_BATCH_LIMIT,
      queryIds: SB_V3_QUERY_IDS,
      campaignIds: 'campaignIdFilter',
      query: {},
    },
    write: { style: 'keywordArray', accept: KEYWORD_RESPONSE },
    schema: sbNegativeKeywordSchema,
    echoSchema: sbNegativeKeywordSchema.partial(),
  },
  'sb.targets': {
    name: 'sb.targets',
    adProduct: 'SB',
    path: '/sb/targets',
    mediaType: 'application/json',
    idField: 'targetId',
    batchLimit: SB_V3_BATCH_LIMIT,
    list: {
      style: 'filterTypes',
      accept: 'application/vnd.sblisttargetsresponse.v3.2+json',
      bodyKey: 'targets',
      pageSize: SB_V3_BATCH_LIMIT,
      queryIds: SB_V3_QUERY_IDS,
      states: SB_V3_ALL_STATES,
    },
    write: {
      style: 'targetResults',
      bodyKey: 'targets',
      accept: {
        create: 'application/vnd.sbcreatetargetsresponse.v3+json',
        update: 'application/vnd.sbupdatetargetsresponse.v3+json',
      },
    },
    schema: sbTargetSchema,
    echoSchema: sbTargetSchema.partial(),
  },
  'sb.brands': {
    name: 'sb.brands',
    adProduct: 'SB',
    path: '/brands',
    mediaType: 'application/vnd.brand.v3+json',
    idField: 'brandId',
    batchLimit: 0,
    list: { style: 'unpaged', accept: 'application/vnd.brand.v3+json' },
    fromWire: brandOf,
    schema: sbBrandSchema,
    echoSchema: sbBrandSchema.partial(),
  },
};
