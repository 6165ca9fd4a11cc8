// Required fields per entity and operation: the hidden Config sheet of Amazon's SP template (reference
// §1.2.6) and the SB multi-ad-group creation guide (§1.3.1: ad rows need an ad name; SB keywords and product
// targets need a bid). Also which states an operation may set.
import { BULK_HEADER } from '../amazon/bulk-columns';
import type { BulkColumn } from '../amazon/bulk-columns';
import type { BulkOperation, BulkRow } from '../model/bulk-row';
import { OPERATION_SPELLING, SB_ENTITY_SPELLING, SP_ENTITY_SPELLING } from '../write/amazon-spellings';
import type { Violation } from './violation';
import { violationAt } from './violation';
import type { LocatedRow } from './validation-context';
import { unparsedColumns } from './validation-context';

type Requirements = Partial<Record<BulkOperation, readonly BulkColumn[]>>;

const CAMPAIGN_AND_GROUP: readonly BulkColumn[] = ['campaignId', 'adGroupId'];
const KEYWORD_CREATE: readonly BulkColumn[] = [
  'campaignId',
  'adGroupId',
  'state',
  'keywordText',
  'matchType',
];
const TARGET_CREATE: readonly BulkColumn[] = [
  'campaignId',
  'adGroupId',
  'state',
  'productTargetingExpression',
];

/**
 * Children of an ad group: Update needs the parents and the own ID; Archive only the own ID (Amazon's update
 * guide archives a keyword with its Keyword ID alone: "You only need to include the ID of the entity").
 */
const child = (
  own: BulkColumn,
  create: readonly BulkColumn[],
  update: readonly BulkColumn[] = [],
): Requirements => ({
  create,
  update: [...CAMPAIGN_AND_GROUP, own, ...update],
  archive: [own],
});

const SP_REQUIRED: Record<string, Requirements> = {
  // Start Date may be blank on Create: Amazon's creation guide says the campaign then starts today.
  campaign: {
    create: ['campaignId', 'campaignName', 'dailyBudget', 'targetingType', 'state', 'biddingStrategy'],
    update: ['campaignId'],
    archive: ['campaignId'],
  },
  biddingAdjustment: { create: ['campaignId', 'placement'], update: ['campaignId', 'placement'] },
  adGroup: {
    create: ['campaignId', 'adGroupId', 'adGroupName', 'adGroupDefaultBid', 'state'],
    update: CAMPAIGN_AND_GROUP,
    archive: ['adGroupId'],
  },
  productAd: child('adId', ['campaignId', 'adGroupId', 'sku', 'state']),
  keyword: child('keywordId', KEYWORD_CREATE, ['state']),
  negativeKeyword: child('keywordId', KEYWORD_CREATE),
  campaignNegativeKeyword: {
    create: ['campaignId', 'state', 'keywordText', 'matchType'],
    update: ['campaignId', 'keywordId'],
    archive: ['keywordId'],
  },
  productTargeting: child('productTargetingId', TARGET_CREATE),
  negativeProductTargeting: child('productTargetingId', TARGET_CREATE),
};

const SB_AD_BASE: readonly BulkColumn[] = ['campaignId', 'adGroupId', 'adName', 'state'];
const SB_BRANDING: readonly BulkColumn[] = ['brandName', 'brandLogoAssetId', 'creativeHeadline'];

const SB_REQUIRED: Record<string, Requirements> = {
  campaign: {
    create: ['campaignId', 'campaignName', 'state', 'budgetType', 'budget', 'bidOptimization'],
    update: ['campaignId'],
    archive: ['campaignId'],
  },
  biddingAdjustmentByPlacement: {
    create: ['campaignId', 'placement', 'percentage'],
    update: ['campaignId', 'placement', 'percentage'],
  },
  adGroup: {
    create: ['campaignId', 'adGroupId', 'adGroupName', 'state'],
    update: CAMPAIGN_AND_GROUP,
    archive: ['adGroupId'],
  },
  productCollectionAd: child('adId', [...SB_AD_BASE, ...SB_BRANDING, 'creativeAsins']),
  videoAd: child('adId', [
    ...SB_AD_BASE,
    'landingPageUrl',
    'landingPageType',
    'creativeAsins',
    'videoAssetIds',
  ]),
  brandVideoAd: child('adId', [
    ...SB_AD_BASE,
    'landingPageUrl',
    'landingPageType',
    ...SB_BRANDING,
    'creativeAsins',
    'videoAssetIds',
  ]),
  storeSpotlightAd: child('adId', [...SB_AD_BASE, 'landingPageUrl', ...SB_BRANDING]),
  keyword: child('keywordId', [...KEYWORD_CREATE, 'bid'], ['state']),
  negativeKeyword: child('keywordId', KEYWORD_CREATE),
  productTargeting: child('productTargetingId', [...TARGET_CREATE, 'bid']),
  negativeProductTargeting: child('productTargetingId', TARGET_CREATE),
};

/** True when the row has no usable value for `column` (absent, empty text or empty list). */
function isMissing(row: BulkRow, column: BulkColumn): boolean {
  const value = (row as unknown as Record<string, unknown>)[column];
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The fields the row's entity and operation require. */
export function requiredColumns(row: BulkRow): readonly BulkColumn[] {
  const table = row.product === 'sponsoredProducts' ? SP_REQUIRED : SB_REQUIRED;
  return table[row.entity]?.[row.operation] ?? [];
}

/** Missing required fields (a cell the reader could not understand is reported once, as invalid). */
export function requiredFieldRules(located: LocatedRow): Violation[] {
  const { row } = located;
  const entity =
    row.product === 'sponsoredProducts' ? SP_ENTITY_SPELLING[row.entity] : SB_ENTITY_SPELLING[row.entity];
  const operation = OPERATION_SPELLING[row.operation];
  const unreadable = unparsedColumns(located);
  // A shopper-cohort Bidding Adjustment (2025-2026 exports: Audience ID, Shopper Cohort Type) is no
  // placement row: it has no Placement to require.
  const cohort =
    row.entity === 'biddingAdjustment' &&
    (located.typed?.['audienceId'] !== undefined || located.typed?.['shopperCohortType'] !== undefined);
  return requiredColumns(row)
    .filter((column) => !(cohort && column === 'placement'))
    .filter((column) => isMissing(row, column) && !unreadable.has(column))
    .map((column) =>
      violationAt(located, column, 'required-field', {
        zh: `「${entity}」的「${operation}」行必须填写「${BULK_HEADER[column]}」。`,
        en: `"${BULK_HEADER[column]}" is required on a ${operation} row of entity ${entity}.`,
      }),
    );
}

/** Create rows may set enabled or paused only; a campaign negative keyword can only be archived. */
export function stateRules(located: LocatedRow): Violation[] {
  const { row } = located;
  if (row.operation === 'create' && row.state === 'archived') {
    return [
      violationAt(located, 'state', 'state-for-operation', {
        zh: '新建行的状态只能是 enabled 或 paused，不能是 archived。',
        en: 'A Create row may set State enabled or paused, not archived.',
      }),
    ];
  }
  if (
    row.entity === 'campaignNegativeKeyword' &&
    row.operation === 'update' &&
    row.state &&
    row.state !== 'archived'
  ) {
    return [
      violationAt(located, 'state', 'state-for-operation', {
        zh: '广告活动否定关键词只能更新为 archived（存档）。',
        en: 'A campaign negative keyword can only be updated to State archived.',
      }),
    ];
  }
  return [];
}
