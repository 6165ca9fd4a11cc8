// Translates a plan's bulk rows into the ordered Ads API operations of its change-set (reference §3.10):
// campaigns -> ad groups -> ads -> keywords/targets -> negatives, then updates (bids, states, budgets,
// placements, strategy) and archives. New entities keep the plan's temporary ids as references that the
// applier resolves to the ids Amazon returns; placement rows of a new campaign fold into its creation.
import type { ChangeEntity, ChangeOperation } from '@adplan/contracts';
import {
  isRealId,
  type AccountModel,
  type BulkRow,
  type EntityState,
  type SbBulkRow,
  type SpBulkRow,
} from '@adplan/engine';
import {
  BIDDING_STRATEGY_API,
  SB_BUDGET_TYPE_API,
  SB_PLACEMENT_API,
  SP_ANY_MATCH_TYPE_API,
  SP_PLACEMENT_API,
  STATE_API,
  TARGETING_TYPE_API,
  apiDate,
} from '../../../amazon/entities/bulk-vocabulary';
import { ChangeSetAccountIndex } from './change-set-account-index';

/** A value an item sets or had. */
export type ChangeValue = string | number | boolean | null;
export type ChangeValues = Record<string, ChangeValue>;

/** One operation of a change-set before it is stored. */
export interface ChangeSetItem {
  itemId: number;
  /** Amazon's creation order; items of a lower layer are applied first. */
  layer: number;
  entity: ChangeEntity;
  operation: ChangeOperation;
  campaignName: string;
  name: string;
  /** The temporary id this item creates (new campaigns and ad groups). */
  ownRef?: string;
  /** Parents: a real Amazon id, or the temporary id of the item creating the parent. */
  campaignRef?: string;
  adGroupRef?: string;
  /** The existing entity an update or archive changes. */
  targetId?: string;
  after: ChangeValues;
  /** The item's ad group by name (items inside an ad group). */
  adGroupName?: string;
  /** A keyword's match type in the bulk spelling (exact, phrase, broad, negativeExact, negativePhrase). */
  matchType?: string;
  /** What the account held of `after`'s fields when the plan was generated (updates and archives). */
  plannedBefore?: ChangeValues;
}

const LAYER = { campaign: 0, adGroup: 1, ad: 2, targeting: 3, negative: 4, update: 5, archive: 6 } as const;

/** `YYYYMMDD` -> `YYYY-MM-DD`. */
const isoDate = (bulk: string | undefined): ChangeValue => apiDate(bulk) ?? null;
/** A state as SP v3 and SB v4 write it. */
const stateApi = (state: EntityState | undefined): ChangeValue => (state ? STATE_API[state] : null);
const defined = (values: Record<string, ChangeValue | undefined>): ChangeValues =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
  ) as ChangeValues;

/** Campaign and ad group names by id (real ones from the account, new ones from the plan's rows). */
function nameBook(rows: readonly BulkRow[], account: AccountModel | undefined) {
  const campaigns = new Map<string, string>();
  const adGroups = new Map<string, string>();
  for (const campaign of [
    ...(account?.sponsoredProducts.campaigns ?? []),
    ...(account?.sponsoredBrands.campaigns ?? []),
  ]) {
    campaigns.set(campaign.id, campaign.name);
    for (const group of campaign.adGroups) adGroups.set(group.id, group.name);
  }
  for (const row of rows) {
    if (row.entity === 'campaign' && row.campaignName) campaigns.set(row.campaignId, row.campaignName);
    if (row.entity === 'adGroup' && row.adGroupId && row.adGroupName)
      adGroups.set(row.adGroupId, row.adGroupName);
  }
  return { campaigns, adGroups };
}

type Draft = Omit<ChangeSetItem, 'itemId' | 'campaignName' | 'adGroupName' | 'matchType' | 'plannedBefore'>;

function spDraft(
  row: SpBulkRow,
  placements: Map<string, ChangeValues>,
  adGroupName: string,
): Draft | undefined {
  const parents = { campaignRef: row.campaignId, ...(row.adGroupId ? { adGroupRef: row.adGroupId } : {}) };
  const create = row.operation === 'create';
  const archive = row.operation === 'archive';
  const layerOf = (createLayer: number) => (create ? createLayer : archive ? LAYER.archive : LAYER.update);
  switch (row.entity) {
    case 'campaign':
      if (create) {
        return {
          layer: LAYER.campaign,
          entity: 'campaign',
          operation: 'create',
          name: row.campaignName ?? row.campaignId,
          ownRef: row.campaignId,
          after: defined({
            name: row.campaignName,
            targetingType: row.targetingType ? TARGETING_TYPE_API[row.targetingType] : undefined,
            state: stateApi(row.state ?? 'enabled'),
            budget: row.dailyBudget,
            startDate: isoDate(row.startDate),
            strategy: row.biddingStrategy ? BIDDING_STRATEGY_API[row.biddingStrategy] : undefined,
            ...placements.get(row.campaignId),
          }),
        };
      }
      return {
        layer: layerOf(LAYER.campaign),
        entity: 'campaign',
        operation: row.operation,
        name: '',
        targetId: row.campaignId,
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({
              state: stateApi(row.state),
              budget: row.dailyBudget,
              strategy: row.biddingStrategy ? BIDDING_STRATEGY_API[row.biddingStrategy] : undefined,
            }),
      };
    case 'biddingAdjustment':
      if (!row.placement) return undefined;
      return {
        layer: LAYER.update,
        entity: 'placement',
        operation: 'update',
        name: SP_PLACEMENT_API[row.placement],
        targetId: row.campaignId,
        after: { placement: SP_PLACEMENT_API[row.placement], percentage: row.percentage ?? 0 },
      };
    case 'adGroup':
      return {
        layer: layerOf(LAYER.adGroup),
        entity: 'adGroup',
        operation: row.operation,
        name: row.adGroupName ?? adGroupName,
        ...(create
          ? { ownRef: row.adGroupId, campaignRef: row.campaignId }
          : { targetId: row.adGroupId, campaignRef: row.campaignId }),
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({
              name: create ? row.adGroupName : undefined,
              defaultBid: row.adGroupDefaultBid,
              state: stateApi(row.state),
            }),
      };
    case 'productAd':
      return {
        layer: layerOf(LAYER.ad),
        entity: 'productAd',
        operation: row.operation,
        name: row.sku ?? '',
        ...parents,
        ...(create ? {} : { targetId: row.adId }),
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({ sku: create ? row.sku : undefined, state: stateApi(row.state) }),
      };
    case 'keyword':
      return {
        layer: layerOf(LAYER.targeting),
        entity: 'keyword',
        operation: row.operation,
        name: row.keywordText ?? '',
        ...parents,
        ...(create ? {} : { targetId: row.keywordId }),
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({
              keywordText: create ? row.keywordText : undefined,
              matchType: create && row.matchType ? SP_ANY_MATCH_TYPE_API[row.matchType] : undefined,
              bid: row.bid,
              state: stateApi(row.state),
            }),
      };
    case 'negativeKeyword':
    case 'campaignNegativeKeyword': {
      const entity = row.entity;
      return {
        layer: layerOf(LAYER.negative),
        entity,
        operation: row.operation,
        name: row.keywordText ?? '',
        ...(entity === 'negativeKeyword' ? parents : { campaignRef: row.campaignId }),
        ...(create ? {} : { targetId: row.keywordId }),
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({
              keywordText: row.keywordText,
              matchType: row.matchType ? SP_ANY_MATCH_TYPE_API[row.matchType] : undefined,
              state: stateApi(row.state ?? 'enabled'),
            }),
      };
    }
    case 'productTargeting':
      return {
        layer: layerOf(LAYER.targeting),
        entity: 'productTarget',
        operation: row.operation,
        name: row.productTargetingExpression ?? '',
        ...parents,
        ...(create ? {} : { targetId: row.productTargetingId }),
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({
              expression: create ? row.productTargetingExpression : undefined,
              bid: row.bid,
              state: stateApi(row.state),
            }),
      };
    case 'negativeProductTargeting':
      return {
        layer: layerOf(LAYER.negative),
        entity: 'negativeProductTarget',
        operation: row.operation,
        name: row.productTargetingExpression ?? '',
        ...parents,
        ...(create ? {} : { targetId: row.productTargetingId }),
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({ expression: row.productTargetingExpression, state: stateApi(row.state ?? 'enabled') }),
      };
  }
}

function sbDraft(row: SbBulkRow, adGroupName: string): Draft | undefined {
  const parents = { campaignRef: row.campaignId, ...(row.adGroupId ? { adGroupRef: row.adGroupId } : {}) };
  const create = row.operation === 'create';
  const archive = row.operation === 'archive';
  const layerOf = (createLayer: number) => (create ? createLayer : archive ? LAYER.archive : LAYER.update);
  switch (row.entity) {
    case 'campaign':
      return {
        layer: layerOf(LAYER.campaign),
        entity: 'sbCampaign',
        operation: row.operation,
        name: row.campaignName ?? '',
        ...(create ? { ownRef: row.campaignId } : { targetId: row.campaignId }),
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({
              name: create ? row.campaignName : undefined,
              budget: row.budget,
              budgetType: row.budgetType ? SB_BUDGET_TYPE_API[row.budgetType] : undefined,
              state: stateApi(row.state),
              brandEntityId: create ? row.brandEntityId : undefined,
              startDate: isoDate(row.startDate),
              bidOptimization: row.bidOptimization,
            }),
      };
    case 'biddingAdjustmentByPlacement':
      if (!row.placement) return undefined;
      return {
        layer: LAYER.update,
        entity: 'sbPlacement',
        operation: 'update',
        name: SB_PLACEMENT_API[row.placement],
        targetId: row.campaignId,
        campaignRef: row.campaignId,
        after: { placement: SB_PLACEMENT_API[row.placement], percentage: row.percentage ?? 0 },
      };
    case 'adGroup':
      return {
        layer: layerOf(LAYER.adGroup),
        entity: 'sbAdGroup',
        operation: row.operation,
        name: row.adGroupName ?? adGroupName,
        ...(create ? { ownRef: row.adGroupId, campaignRef: row.campaignId } : { targetId: row.adGroupId }),
        after: archive
          ? { state: 'ARCHIVED' }
          : defined({ name: row.adGroupName, state: stateApi(row.state ?? 'enabled') }),
      };
    case 'videoAd':
      return {
        layer: layerOf(LAYER.ad),
        entity: 'sbVideoAd',
        operation: row.operation,
        name: row.adName ?? row.creativeAsins?.[0] ?? '',
        ...parents,
        ...(create ? {} : { targetId: row.adId }),
        after: defined({
          name: row.adName ?? row.creativeAsins?.[0],
          asin: row.creativeAsins?.[0],
          videoAssetId: row.videoAssetIds?.[0],
          state: stateApi(row.state ?? 'enabled'),
        }),
      };
    case 'keyword':
      return {
        layer: layerOf(LAYER.targeting),
        entity: 'sbKeyword',
        operation: row.operation,
        name: row.keywordText ?? '',
        ...parents,
        ...(create ? {} : { targetId: row.keywordId }),
        after: archive
          ? { state: 'archived' }
          : defined({
              keywordText: create ? row.keywordText : undefined,
              matchType: create ? row.matchType : undefined,
              bid: row.bid,
              state: row.state ?? undefined,
            }),
      };
    case 'productTargeting':
      return {
        layer: layerOf(LAYER.targeting),
        entity: 'sbTarget',
        operation: row.operation,
        name: row.productTargetingExpression ?? '',
        ...parents,
        ...(create ? {} : { targetId: row.productTargetingId }),
        after: archive
          ? { state: 'archived' }
          : defined({
              expression: create ? row.productTargetingExpression : undefined,
              bid: row.bid,
              state: row.state ?? undefined,
            }),
      };
    case 'negativeKeyword':
      return {
        layer: layerOf(LAYER.negative),
        entity: 'sbNegativeKeyword',
        operation: row.operation,
        name: row.keywordText ?? '',
        ...parents,
        after: defined({ keywordText: row.keywordText, matchType: row.matchType }),
      };
    default:
      // Other SB formats (product collection, store spotlight, brand video) are not made by the SBV flows.
      return undefined;
  }
}

/**
 * The change-set of a plan's rows, in apply order (by layer, then the plan's row order). Placement rows of a
 * new SP campaign become part of its creation; every other row is one item.
 */
export function buildChangeSet(rows: readonly BulkRow[], account: AccountModel | undefined): ChangeSetItem[] {
  const names = nameBook(rows, account);
  const index = new ChangeSetAccountIndex(account);
  const newCampaignPlacements = new Map<string, ChangeValues>();
  for (const row of rows) {
    if (
      row.product === 'sponsoredProducts' &&
      row.entity === 'biddingAdjustment' &&
      row.placement &&
      !isRealId(row.campaignId)
    ) {
      const values = newCampaignPlacements.get(row.campaignId) ?? {};
      values[`placement.${SP_PLACEMENT_API[row.placement]}`] = row.percentage ?? 0;
      newCampaignPlacements.set(row.campaignId, values);
    }
  }
  const drafts: Array<Draft & { order: number; row: BulkRow }> = [];
  rows.forEach((row, order) => {
    if (
      row.product === 'sponsoredProducts' &&
      row.entity === 'biddingAdjustment' &&
      !isRealId(row.campaignId)
    )
      return;
    const adGroupName = row.adGroupId ? (names.adGroups.get(row.adGroupId) ?? '') : '';
    const draft =
      row.product === 'sponsoredProducts'
        ? spDraft(row, newCampaignPlacements, adGroupName)
        : sbDraft(row, adGroupName);
    if (draft) drafts.push({ ...draft, order, row });
  });
  drafts.sort((a, b) => a.layer - b.layer || a.order - b.order);
  return drafts.map(({ order: _order, row, ...draft }, position) => {
    const campaignName = names.campaigns.get(row.campaignId) ?? row.campaignId;
    const words = wordsOf(draft, row, index, names.adGroups);
    return { ...draft, ...words, itemId: position + 1, campaignName, name: words.name || campaignName };
  });
}

const CAMPAIGN_ENTITIES: readonly ChangeEntity[] = ['campaign', 'sbCampaign'];
const AD_GROUP_ENTITIES: readonly ChangeEntity[] = ['adGroup', 'sbAdGroup'];
const PLACEMENT_ENTITIES: readonly ChangeEntity[] = ['placement', 'sbPlacement'];

/**
 * The seller's words of an item: an existing keyword or target named by its text (the bulk row of an
 * update carries only its id), its ad group by name, its match type, and what the account held before.
 */
function wordsOf(
  draft: Draft,
  row: BulkRow,
  index: ChangeSetAccountIndex,
  adGroups: Map<string, string>,
): Pick<ChangeSetItem, 'name' | 'adGroupName' | 'matchType' | 'plannedBefore'> {
  const known = draft.operation === 'create' ? undefined : index.target(draft.targetId);
  const adGroupName = (row.adGroupId ? adGroups.get(row.adGroupId) : undefined) ?? known?.adGroupName;
  const matchType = row.matchType ?? known?.matchType;
  const kind = CAMPAIGN_ENTITIES.includes(draft.entity)
    ? 'campaign'
    : AD_GROUP_ENTITIES.includes(draft.entity)
      ? 'adGroup'
      : PLACEMENT_ENTITIES.includes(draft.entity)
        ? 'placement'
        : 'target';
  const plannedBefore =
    draft.operation === 'create' ? undefined : index.plannedBefore(kind, draft.targetId, draft.after);
  const name =
    draft.name ||
    (kind === 'campaign' ? index.campaignName(draft.targetId ?? '') : undefined) ||
    known?.name ||
    draft.targetId ||
    '';
  return {
    name,
    ...(adGroupName && !CAMPAIGN_ENTITIES.includes(draft.entity) && !PLACEMENT_ENTITIES.includes(draft.entity)
      ? { adGroupName }
      : {}),
    ...(matchType ? { matchType } : {}),
    ...(plannedBefore ? { plannedBefore } : {}),
  };
}
