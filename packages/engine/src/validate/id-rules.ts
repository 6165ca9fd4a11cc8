// Temporary vs real IDs (reference §1.2.7): a Create campaign/ad group carries a temporary, non-numeric ID
// starting with a letter; Update/Archive rows carry Amazon's numeric ID; new ads, keywords and targets
// leave their own ID blank; a child's Campaign ID / Ad Group ID is a real ID or a parent created in the file.
import type { BulkColumn } from '../amazon/bulk-columns';
import type { BulkRow } from '../model/bulk-row';
import { isRealId, isTemporaryId } from '../write/temporary-ids';
import type { Violation } from './violation';
import { violationAt } from './violation';
import type { LocatedRow, ValidationContext } from './validation-context';
import { adGroupKey, campaignKey } from './validation-context';

/** The column holding an entity's own ID (bidding adjustments have none: they hang on the campaign). */
const OWN_ID: Record<string, BulkColumn | undefined> = {
  campaign: 'campaignId',
  adGroup: 'adGroupId',
  productAd: 'adId',
  productCollectionAd: 'adId',
  videoAd: 'adId',
  brandVideoAd: 'adId',
  storeSpotlightAd: 'adId',
  keyword: 'keywordId',
  negativeKeyword: 'keywordId',
  campaignNegativeKeyword: 'keywordId',
  productTargeting: 'productTargetingId',
  negativeProductTargeting: 'productTargetingId',
};

/** Entities that hang directly on the campaign, without an ad group. */
const CAMPAIGN_CHILDREN = new Set([
  'biddingAdjustment',
  'biddingAdjustmentByPlacement',
  'campaignNegativeKeyword',
]);

const textOf = (row: BulkRow, column: BulkColumn): string | undefined => {
  const value = (row as unknown as Record<string, unknown>)[column];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The own-ID rule for the row's operation. */
function ownIdRule(located: LocatedRow): Violation[] {
  const { row } = located;
  const column = OWN_ID[row.entity];
  if (row.operation === 'create') {
    if (column === undefined) return [];
    const id = textOf(row, column);
    if (id === undefined) return [];
    if (row.entity === 'campaign' || row.entity === 'adGroup') {
      if (isTemporaryId(id)) return [];
      return [
        violationAt(located, column, 'temporary-id', {
          zh: `新建行需要临时编号：「${id}」必须以字母开头且不能是纯数字（纯数字会被当作已有的亚马逊编号）。`,
          en: `A Create row needs a temporary ID: "${id}" must start with a letter and not be numeric (numbers are looked up as existing Amazon IDs).`,
        }),
      ];
    }
    return [
      violationAt(located, column, 'id-on-create', {
        zh: `新建行的该编号须留空，由亚马逊分配（当前为「${id}」）。`,
        en: `Leave this ID blank on a Create row; Amazon assigns it (found "${id}").`,
      }),
    ];
  }
  const idColumn = column ?? 'campaignId';
  const id = textOf(row, idColumn);
  if (id === undefined || isRealId(id)) return [];
  return [
    violationAt(located, idColumn, 'real-id', {
      zh: `更新或存档需要亚马逊的真实数字编号，「${id}」不是。`,
      en: `Update and Archive need Amazon's actual numeric ID; "${id}" is not one.`,
    }),
  ];
}

/** Parent references of a child row must resolve. */
function parentRule(located: LocatedRow, context: ValidationContext): Violation[] {
  const { row } = located;
  if (row.entity === 'campaign') return [];
  const found: Violation[] = [];
  const campaignId = textOf(row, 'campaignId');
  if (campaignId && !isRealId(campaignId) && !context.index.newCampaigns.has(campaignKey(row))) {
    found.push(
      violationAt(located, 'campaignId', 'parent-not-found', {
        zh: `广告活动编号「${campaignId}」在文件的任何父级（新建广告活动）行中都找不到。`,
        en: `Campaign ID "${campaignId}" can't be found in any parent entity row (a Create campaign row) of this file.`,
      }),
    );
  }
  if (row.entity === 'adGroup' || CAMPAIGN_CHILDREN.has(row.entity)) return found;
  const adGroupId = textOf(row, 'adGroupId');
  if (adGroupId && !isRealId(adGroupId) && !context.index.newAdGroups.has(adGroupKey(row))) {
    found.push(
      violationAt(located, 'adGroupId', 'parent-not-found', {
        zh: `广告组编号「${adGroupId}」在该广告活动的任何父级（新建广告组）行中都找不到。`,
        en: `Ad Group ID "${adGroupId}" can't be found in any parent entity row (a Create ad group row of the same campaign) of this file.`,
      }),
    );
  }
  return found;
}

/** Own-ID and parent-reference rules of one row. */
export function idRules(located: LocatedRow, context: ValidationContext): Violation[] {
  return [...ownIdRule(located), ...parentRule(located, context)];
}
