// The nine Sponsored Products v3 resources as Amazon names them (reference §3.1, Amazon's SP 3.0 spec):
// path, versioned media type (Content-Type = Accept), the array key of bodies, the id field of records,
// the list/delete id filter, where a 207 success item keeps the id and the echoed record, and which
// parent filters the list call takes with their `include` limits.
import type { SpResource } from '../ads-api';
import type { SuccessItemShape } from './multi-status';

/** Items per create/update call and ids per `…IdFilter` of the listed resource itself. */
export const SP_BATCH_LIMIT = 1000;

/** A parent filter of a list call (`campaignIdFilter`, `adGroupIdFilter`) and its `include` limit. */
export interface SpParentFilter {
  key: string;
  limit: number;
}

/** How one SP v3 resource is called. */
export interface SpResourceSpec {
  path: string;
  mediaType: string;
  /** Array key of create/update bodies and list answers, object key of 207 answers. */
  bodyKey: string;
  /** Id field of a record and of an update item. */
  idField: string;
  /** `…IdFilter` of list and delete calls for the resource's own ids (at most 1000). */
  idFilter: string;
  success: SuccessItemShape;
  /** Parent filters; a campaign's own filter is its id filter. */
  campaignFilter?: SpParentFilter;
  adGroupFilter?: SpParentFilter;
}

const REDUCED = 100;

/** Every SP v3 resource of `SpResources`. */
export const SP_RESOURCES: Readonly<Record<SpResource, SpResourceSpec>> = {
  campaigns: {
    path: '/sp/campaigns',
    mediaType: 'application/vnd.spCampaign.v3+json',
    bodyKey: 'campaigns',
    idField: 'campaignId',
    idFilter: 'campaignIdFilter',
    success: { idKey: 'campaignId', recordKey: 'campaign' },
    campaignFilter: { key: 'campaignIdFilter', limit: SP_BATCH_LIMIT },
  },
  adGroups: {
    path: '/sp/adGroups',
    mediaType: 'application/vnd.spAdGroup.v3+json',
    bodyKey: 'adGroups',
    idField: 'adGroupId',
    idFilter: 'adGroupIdFilter',
    success: { idKey: 'adGroupId', recordKey: 'adGroup' },
    campaignFilter: { key: 'campaignIdFilter', limit: REDUCED },
    adGroupFilter: { key: 'adGroupIdFilter', limit: SP_BATCH_LIMIT },
  },
  productAds: {
    path: '/sp/productAds',
    mediaType: 'application/vnd.spProductAd.v3+json',
    bodyKey: 'productAds',
    idField: 'adId',
    idFilter: 'adIdFilter',
    success: { idKey: 'adId', recordKey: 'productAd' },
    campaignFilter: { key: 'campaignIdFilter', limit: REDUCED },
    adGroupFilter: { key: 'adGroupIdFilter', limit: REDUCED },
  },
  keywords: {
    path: '/sp/keywords',
    mediaType: 'application/vnd.spKeyword.v3+json',
    bodyKey: 'keywords',
    idField: 'keywordId',
    idFilter: 'keywordIdFilter',
    success: { idKey: 'keywordId', recordKey: 'keyword' },
    campaignFilter: { key: 'campaignIdFilter', limit: REDUCED },
    adGroupFilter: { key: 'adGroupIdFilter', limit: REDUCED },
  },
  negativeKeywords: {
    path: '/sp/negativeKeywords',
    mediaType: 'application/vnd.spNegativeKeyword.v3+json',
    bodyKey: 'negativeKeywords',
    idField: 'keywordId',
    idFilter: 'negativeKeywordIdFilter',
    success: { idKey: 'negativeKeywordId', recordKey: 'negativeKeyword' },
    campaignFilter: { key: 'campaignIdFilter', limit: REDUCED },
    adGroupFilter: { key: 'adGroupIdFilter', limit: REDUCED },
  },
  campaignNegativeKeywords: {
    path: '/sp/campaignNegativeKeywords',
    mediaType: 'application/vnd.spCampaignNegativeKeyword.v3+json',
    bodyKey: 'campaignNegativeKeywords',
    idField: 'keywordId',
    idFilter: 'campaignNegativeKeywordIdFilter',
    success: { idKey: 'campaignNegativeKeywordId', recordKey: 'campaignNegativeKeyword' },
    campaignFilter: { key: 'campaignIdFilter', limit: REDUCED },
  },
  targets: {
    path: '/sp/targets',
    mediaType: 'application/vnd.spTargetingClause.v3+json',
    bodyKey: 'targetingClauses',
    idField: 'targetId',
    idFilter: 'targetIdFilter',
    success: { idKey: 'targetId', recordKey: 'targetingClause' },
    campaignFilter: { key: 'campaignIdFilter', limit: REDUCED },
    adGroupFilter: { key: 'adGroupIdFilter', limit: REDUCED },
  },
  negativeTargets: {
    path: '/sp/negativeTargets',
    mediaType: 'application/vnd.spNegativeTargetingClause.v3+json',
    bodyKey: 'negativeTargetingClauses',
    idField: 'targetId',
    idFilter: 'negativeTargetIdFilter',
    success: {
      idKey: 'targetId',
      recordKey: 'negativeTargetingClause',
      alternateIdKeys: ['negativeTargetId'],
    },
    campaignFilter: { key: 'campaignIdFilter', limit: REDUCED },
    adGroupFilter: { key: 'adGroupIdFilter', limit: REDUCED },
  },
  campaignNegativeTargets: {
    path: '/sp/campaignNegativeTargets',
    mediaType: 'application/vnd.spCampaignNegativeTargetingClause.v3+json',
    bodyKey: 'campaignNegativeTargetingClauses',
    idField: 'targetId',
    idFilter: 'campaignNegativeTargetIdFilter',
    success: {
      idKey: 'targetId',
      recordKey: 'campaignNegativeTargetingClause',
      alternateIdKeys: ['campaignNegativeTargetId', 'campaignNegativeTargetingClauseId'],
    },
    campaignFilter: { key: 'campaignIdFilter', limit: REDUCED },
  },
};
