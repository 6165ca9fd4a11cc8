// How each change-set entity talks to the Ads API: the create body from an item's values and its resolved
// parents, the update and archive calls, reading live values back in the items' own vocabulary (for the
// before values, the read-back and undo), and finding an entity by Amazon's uniqueness key (reference §7.5)
// so an item whose outcome is unknown is adopted instead of created twice.
import type { ChangeEntity } from '@adplan/contracts';
import type {
  AdsEntityName,
  AdsListFilter,
  AdsProfileApi,
  MultiStatusResult,
  SbCampaignRecord,
  SpCampaignRecord,
  EntityRecord,
  SbPlacementName,
  SpBiddingStrategy,
  SpNegativeMatchType,
  SpPlacementName,
} from '../../../amazon/ads-api';
import { entityDescription } from '../../../amazon/entities/ads-entities';
import {
  DEFAULT_SP_BIDDING_STRATEGY,
  SP_BASE_PLACEMENTS,
  SP_NEGATIVE_MATCH_TYPE_API,
  SP_PLACEMENT_API,
  expressionText,
  predicatesOf,
} from '../../../amazon/entities/bulk-vocabulary';
import type { ChangeValue, ChangeValues } from './change-set-builder';

/** An item ready to send: its values and its parents' real ids. */
export interface ResolvedItem {
  after: ChangeValues;
  campaignId?: string;
  adGroupId?: string;
  /** The entity's own id (updates, archives, reads). */
  id?: string;
}

/** Per-item outcome of a batch, by the caller's index. */
export type BatchResult = MultiStatusResult<unknown>;

/** What one entity supports. */
export interface EntityDriver {
  create?(api: AdsProfileApi, items: ResolvedItem[]): Promise<BatchResult>;
  update?(api: AdsProfileApi, items: ResolvedItem[], live: Map<string, ChangeValues>): Promise<BatchResult>;
  archive?(api: AdsProfileApi, items: ResolvedItem[]): Promise<BatchResult>;
  /** Live values by entity id (in the items' vocabulary). */
  read(api: AdsProfileApi, items: ResolvedItem[]): Promise<Map<string, ChangeValues>>;
  /** The id of the entity matching the item's uniqueness key, if Amazon has one. */
  find?(api: AdsProfileApi, item: ResolvedItem): Promise<string | undefined>;
}

const text = (value: ChangeValue | undefined): string =>
  value === null || value === undefined ? '' : String(value);
const num = (value: ChangeValue | undefined): number | undefined =>
  typeof value === 'number' ? value : undefined;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const writable = (value: ChangeValue | undefined): 'ENABLED' | 'PAUSED' =>
  value === 'PAUSED' ? 'PAUSED' : 'ENABLED';
const idsOf = (items: ResolvedItem[]) => items.flatMap((item) => (item.id ? [item.id] : []));

/** SB v3 keywords, targets and negatives are addressed by their own id together with their parents. */
const sbParents = ({ campaignId = '', adGroupId = '' }: ResolvedItem) => ({ campaignId, adGroupId });

/** The bid and state an SB v3 keyword or target update sets (SB v3 spells states in lower case). */
const sbBidAndState = ({ after }: ResolvedItem) => ({
  ...(num(after['bid']) !== undefined ? { bid: num(after['bid']) } : {}),
  ...(after['state'] ? { state: text(after['state']).toLowerCase() as 'enabled' } : {}),
});
const unique = (values: Array<string | undefined>) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];
const byId = <T>(records: T[], key: (record: T) => string, values: (record: T) => ChangeValues) =>
  new Map(records.map((record) => [key(record), values(record)]));

/** A negative keyword's values in the items' vocabulary (SP and SB alike). */
const negativeKeywordValues = (k: {
  keywordText: string;
  matchType: string;
  state: string;
}): ChangeValues => ({
  keywordText: k.keywordText,
  matchType: k.matchType,
  state: k.state,
});

/** A keyword's values: a keyword without a bid of its own reads `null` (SP and SB alike). */
const keywordValues = (k: { keywordText: string; matchType: string; state: string; bid?: number }) => ({
  keywordText: k.keywordText,
  matchType: k.matchType,
  bid: k.bid ?? null,
  state: k.state,
});

/** The states a lookup by uniqueness key considers (an archived entity does not hold its key). */
const LIVE_STATES = ['ENABLED', 'PAUSED'];

/** The id of a record, under its entity's id field (entities/). */
function recordIdOf<E extends AdsEntityName>(entity: E, record: EntityRecord<E>): string {
  const idField = entityDescription(entity).idField;
  return String(Object.entries(record).find(([key]) => key === idField)?.[1] ?? '');
}

/** Live values by id of the records `filter` lists; an empty id list reads nothing and calls nothing. */
async function readRecords<E extends AdsEntityName>(
  api: AdsProfileApi,
  entity: E,
  filter: AdsListFilter,
  values: (record: EntityRecord<E>) => ChangeValues,
): Promise<Map<string, ChangeValues>> {
  if ([filter.ids, filter.campaignIds, filter.adGroupIds].some((ids) => ids?.length === 0)) return new Map();
  return byId(await api.list(entity, filter), (record) => recordIdOf(entity, record), values);
}

/** The id of the record `matches` picks among those `filter` lists; none without a filter (no parent yet). */
async function findRecord<E extends AdsEntityName>(
  api: AdsProfileApi,
  entity: E,
  filter: AdsListFilter | undefined,
  matches: (record: EntityRecord<E>) => boolean,
): Promise<string | undefined> {
  if (filter === undefined) return undefined;
  const found = (await api.list(entity, filter)).find(matches);
  return found === undefined ? undefined : recordIdOf(entity, found);
}

/** The live entities of an item's ad group (SP lists filter by state; SB v3 lists read every state). */
const inAdGroup = ({ adGroupId }: ResolvedItem, states?: string[]): AdsListFilter | undefined =>
  adGroupId ? { adGroupIds: [adGroupId], ...(states ? { states } : {}) } : undefined;
const inCampaign = ({ campaignId }: ResolvedItem, states?: string[]): AdsListFilter | undefined =>
  campaignId ? { campaignIds: [campaignId], ...(states ? { states } : {}) } : undefined;

// ---- Sponsored Products ----

function campaignValues(campaign: SpCampaignRecord): ChangeValues {
  const values: ChangeValues = {
    name: campaign.name,
    targetingType: campaign.targetingType,
    state: campaign.state,
    budget: campaign.budget.budget,
    strategy: campaign.dynamicBidding?.strategy ?? DEFAULT_SP_BIDDING_STRATEGY,
  };
  if (campaign.startDate) values['startDate'] = campaign.startDate;
  for (const placement of SP_BASE_PLACEMENTS) values[`placement.${SP_PLACEMENT_API[placement]}`] = 0;
  for (const bid of campaign.dynamicBidding?.placementBidding ?? [])
    values[`placement.${bid.placement}`] = bid.percentage;
  return values;
}

/** The placement bids of campaign values (`placement.X` keys) as the API wants them. */
function placementBidding(values: ChangeValues) {
  return Object.entries(values)
    .filter(([key]) => key.startsWith('placement.'))
    .map(([key, percentage]) => ({
      placement: key.slice('placement.'.length) as SpPlacementName,
      percentage: Number(percentage) || 0,
    }));
}

const readCampaigns = (api: AdsProfileApi, ids: string[]) =>
  readRecords(api, 'sp.campaigns', { ids }, campaignValues);

const spCampaign: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sp.campaigns',
      items.map(({ after }) => {
        const placements = placementBidding(after);
        return {
          name: text(after['name']),
          targetingType: after['targetingType'] === 'AUTO' ? 'AUTO' : 'MANUAL',
          state: writable(after['state']),
          budget: { budgetType: 'DAILY', budget: num(after['budget']) ?? 1 },
          ...(after['startDate'] ? { startDate: text(after['startDate']) } : {}),
          dynamicBidding: {
            strategy: (text(after['strategy']) || DEFAULT_SP_BIDDING_STRATEGY) as SpBiddingStrategy,
            ...(placements.length > 0 ? { placementBidding: placements } : {}),
          },
        };
      }),
    ),
  update: (api, items, live) =>
    api.update(
      'sp.campaigns',
      items.map(({ id = '', after }) => {
        const current = live.get(id) ?? {};
        const merged = { ...current, ...after };
        const changesBidding = Object.keys(after).some(
          (key) => key === 'strategy' || key.startsWith('placement.'),
        );
        return {
          campaignId: id,
          ...(after['state'] ? { state: writable(after['state']) } : {}),
          ...(num(after['budget']) !== undefined
            ? { budget: { budgetType: 'DAILY' as const, budget: num(after['budget']) ?? 1 } }
            : {}),
          ...(changesBidding
            ? {
                dynamicBidding: {
                  strategy: (text(merged['strategy']) || DEFAULT_SP_BIDDING_STRATEGY) as SpBiddingStrategy,
                  placementBidding: placementBidding(merged),
                },
              }
            : {}),
        };
      }),
    ),
  archive: (api, items) => api.archive('sp.campaigns', idsOf(items)),
  read: (api, items) => readCampaigns(api, idsOf(items)),
  find: (api, item) =>
    findRecord(api, 'sp.campaigns', { states: LIVE_STATES }, (c) => c.name === text(item.after['name'])),
};

const spAdGroup: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sp.adGroups',
      items.map(({ after, campaignId = '' }) => ({
        campaignId,
        name: text(after['name']),
        defaultBid: num(after['defaultBid']) ?? 0.02,
        state: writable(after['state']),
      })),
    ),
  update: (api, items) =>
    api.update(
      'sp.adGroups',
      items.map(({ id = '', after }) => ({
        adGroupId: id,
        ...(num(after['defaultBid']) !== undefined ? { defaultBid: num(after['defaultBid']) } : {}),
        ...(after['state'] ? { state: writable(after['state']) } : {}),
      })),
    ),
  archive: (api, items) => api.archive('sp.adGroups', idsOf(items)),
  read: (api, items) =>
    readRecords(api, 'sp.adGroups', { ids: idsOf(items) }, (g) => ({
      name: g.name,
      defaultBid: g.defaultBid,
      state: g.state,
    })),
  find: (api, item) =>
    findRecord(api, 'sp.adGroups', inCampaign(item, LIVE_STATES), (g) => g.name === text(item.after['name'])),
};

/** The state an update of an ad or a negative sets (their only changeable field). */
const stateOf = ({ after }: ResolvedItem) => ({ state: writable(after['state']) });

/**
 * Keywords and targets without a bid of their own bid their ad group's default. Amazon has no way to write
 * "no bid" back, so the value read (and kept for undo) is that effective bid: restoring it explicitly
 * serves the same auctions as before.
 */
async function readWithEffectiveBids<E extends 'sp.keywords' | 'sp.targets'>(
  api: AdsProfileApi,
  entity: E,
  items: ResolvedItem[],
  values: (record: EntityRecord<E>) => ChangeValues,
) {
  const ids = idsOf(items);
  if (ids.length === 0) return new Map<string, ChangeValues>();
  const records = await api.list(entity, { ids });
  const inheriting = unique(records.filter((record) => record.bid === undefined).map((r) => r.adGroupId));
  const defaults = new Map<string, number>();
  if (inheriting.length > 0) {
    for (const adGroup of await api.list('sp.adGroups', { ids: inheriting }))
      defaults.set(adGroup.adGroupId, adGroup.defaultBid);
  }
  return byId(
    records,
    (record) => recordIdOf(entity, record),
    (record) => {
      const read = values(record);
      return read['bid'] === null ? { ...read, bid: defaults.get(record.adGroupId) ?? null } : read;
    },
  );
}

const spProductAd: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sp.productAds',
      items.map(({ after, campaignId = '', adGroupId = '' }) => ({
        campaignId,
        adGroupId,
        sku: text(after['sku']),
        state: writable(after['state']),
      })),
    ),
  update: (api, items) =>
    api.update(
      'sp.productAds',
      items.map((item) => ({ adId: item.id ?? '', ...stateOf(item) })),
    ),
  archive: (api, items) => api.archive('sp.productAds', idsOf(items)),
  read: (api, items) =>
    readRecords(api, 'sp.productAds', { ids: idsOf(items) }, (ad) => ({
      sku: ad.sku ?? null,
      state: ad.state,
    })),
  find: (api, item) =>
    findRecord(
      api,
      'sp.productAds',
      inAdGroup(item, LIVE_STATES),
      (ad) => ad.sku === text(item.after['sku']),
    ),
};

const spKeyword: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sp.keywords',
      items.map(({ after, campaignId = '', adGroupId = '' }) => ({
        campaignId,
        adGroupId,
        keywordText: text(after['keywordText']),
        matchType: (text(after['matchType']) || 'EXACT') as 'EXACT',
        state: writable(after['state']),
        ...(num(after['bid']) !== undefined ? { bid: num(after['bid']) } : {}),
      })),
    ),
  update: (api, items) =>
    api.update(
      'sp.keywords',
      items.map(({ id = '', after }) => ({
        keywordId: id,
        ...(num(after['bid']) !== undefined ? { bid: num(after['bid']) } : {}),
        ...(after['state'] ? { state: writable(after['state']) } : {}),
      })),
    ),
  archive: (api, items) => api.archive('sp.keywords', idsOf(items)),
  read: (api, items) => readWithEffectiveBids(api, 'sp.keywords', items, keywordValues),
  find: (api, item) =>
    findRecord(
      api,
      'sp.keywords',
      inAdGroup(item, LIVE_STATES),
      (k) =>
        same(k.keywordText, text(item.after['keywordText'])) && k.matchType === text(item.after['matchType']),
    ),
};

/**
 * Negative keywords of an ad group or of a whole campaign: the same fields and rules, told apart by their
 * resource and by which parent a lookup filters on.
 */
function negativeKeywordDriver(scope: 'adGroup' | 'campaign'): EntityDriver {
  const entity = scope === 'adGroup' ? 'sp.negativeKeywords' : 'sp.campaignNegativeKeywords';
  return {
    create: (api, items) =>
      api.create(
        entity,
        items.map(({ after, campaignId = '', adGroupId = '' }) => ({
          campaignId,
          ...(scope === 'adGroup' ? { adGroupId } : {}),
          keywordText: text(after['keywordText']),
          matchType: (text(after['matchType']) ||
            SP_NEGATIVE_MATCH_TYPE_API.negativeExact) as SpNegativeMatchType,
          state: 'ENABLED' as const,
        })),
      ),
    update: (api, items) =>
      api.update(
        entity,
        items.map((item) => ({ keywordId: item.id ?? '', ...stateOf(item) })),
      ),
    archive: (api, items) => api.archive(entity, idsOf(items)),
    read: (api, items) => readRecords(api, entity, { ids: idsOf(items) }, negativeKeywordValues),
    find: (api, item) =>
      findRecord(
        api,
        entity,
        scope === 'adGroup' ? inAdGroup(item, LIVE_STATES) : inCampaign(item, LIVE_STATES),
        (k) =>
          same(k.keywordText, text(item.after['keywordText'])) &&
          k.matchType === text(item.after['matchType']),
      ),
  };
}

const spNegativeKeyword = negativeKeywordDriver('adGroup');
const spCampaignNegativeKeyword = negativeKeywordDriver('campaign');

const spTarget: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sp.targets',
      items.map(({ after, campaignId = '', adGroupId = '' }) => ({
        campaignId,
        adGroupId,
        expressionType: 'MANUAL' as const,
        expression: predicatesOf(text(after['expression']), 'SP'),
        state: writable(after['state']),
        ...(num(after['bid']) !== undefined ? { bid: num(after['bid']) } : {}),
      })),
    ),
  update: (api, items) =>
    api.update(
      'sp.targets',
      items.map(({ id = '', after }) => ({
        targetId: id,
        ...(num(after['bid']) !== undefined ? { bid: num(after['bid']) } : {}),
        ...(after['state'] ? { state: writable(after['state']) } : {}),
      })),
    ),
  archive: (api, items) => api.archive('sp.targets', idsOf(items)),
  read: (api, items) =>
    readWithEffectiveBids(api, 'sp.targets', items, (t) => ({
      expression: expressionText(t.expression),
      bid: t.bid ?? null,
      state: t.state,
    })),
  find: (api, item) =>
    findRecord(api, 'sp.targets', inAdGroup(item, LIVE_STATES), (t) =>
      same(expressionText(t.expression), text(item.after['expression'])),
    ),
};

const spNegativeTarget: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sp.negativeTargets',
      items.map(({ after, campaignId = '', adGroupId = '' }) => ({
        campaignId,
        adGroupId,
        expression: predicatesOf(text(after['expression']), 'SP'),
        state: 'ENABLED' as const,
      })),
    ),
  update: (api, items) =>
    api.update(
      'sp.negativeTargets',
      items.map((item) => ({ targetId: item.id ?? '', ...stateOf(item) })),
    ),
  archive: (api, items) => api.archive('sp.negativeTargets', idsOf(items)),
  read: (api, items) =>
    readRecords(api, 'sp.negativeTargets', { ids: idsOf(items) }, (t) => ({
      expression: expressionText(t.expression),
      state: t.state,
    })),
  find: (api, item) =>
    findRecord(api, 'sp.negativeTargets', inAdGroup(item, LIVE_STATES), (t) =>
      same(expressionText(t.expression), text(item.after['expression'])),
    ),
};

/**
 * A placement item changes one placement of its campaign; read and write go through the campaign (the
 * runner merges a campaign's placement items into `placement.X` values of one campaign update).
 */
const spPlacement: EntityDriver = {
  update: (api, items, live) => spCampaign.update!(api, items, live),
  async read(api, items) {
    const campaigns = await readCampaigns(api, unique(items.map((item) => item.id)));
    return campaigns;
  },
};

// ---- Sponsored Brands ----

function sbCampaignValues(campaign: SbCampaignRecord): ChangeValues {
  const values: ChangeValues = {
    name: campaign.name,
    budget: campaign.budget,
    budgetType: campaign.budgetType,
    state: campaign.state,
    bidOptimization: campaign.bidding?.bidOptimization ?? true,
  };
  if (campaign.startDate) values['startDate'] = campaign.startDate;
  if (campaign.brandEntityId) values['brandEntityId'] = campaign.brandEntityId;
  for (const adjustment of campaign.bidding?.bidAdjustmentsByPlacement ?? [])
    values[`placement.${adjustment.placement}`] = adjustment.percentage;
  return values;
}

const readSbCampaigns = (api: AdsProfileApi, ids: string[]) =>
  readRecords(api, 'sb.campaigns', { campaignIds: ids }, sbCampaignValues);

function sbBidding(values: ChangeValues) {
  const adjustments = Object.entries(values)
    .filter(([key]) => key.startsWith('placement.'))
    .map(([key, percentage]) => ({
      placement: key.slice('placement.'.length) as SbPlacementName,
      percentage: Number(percentage) || 0,
    }));
  return {
    bidOptimization: values['bidOptimization'] === true && adjustments.length === 0,
    bidAdjustmentsByPlacement: adjustments,
  };
}

const sbCampaign: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sb.campaigns',
      items.map(({ after }) => ({
        name: text(after['name']),
        state: writable(after['state']),
        budget: num(after['budget']) ?? 1,
        budgetType: after['budgetType'] === 'LIFETIME' ? 'LIFETIME' : 'DAILY',
        ...(after['startDate'] ? { startDate: text(after['startDate']) } : {}),
        ...(after['brandEntityId'] ? { brandEntityId: text(after['brandEntityId']) } : {}),
        bidding: { bidOptimization: after['bidOptimization'] !== false },
      })),
    ),
  update: (api, items, live) =>
    api.update(
      'sb.campaigns',
      items.map(({ id = '', after }) => {
        const merged = { ...(live.get(id) ?? {}), ...after };
        const changesBidding = Object.keys(after).some((key) => key.startsWith('placement.'));
        return {
          campaignId: id,
          ...(num(after['budget']) !== undefined ? { budget: num(after['budget']) } : {}),
          ...(after['state']
            ? { state: after['state'] === 'ARCHIVED' ? 'ARCHIVED' : writable(after['state']) }
            : {}),
          ...(changesBidding ? { bidding: sbBidding(merged) } : {}),
        };
      }),
    ),
  archive: (api, items) => api.archive('sb.campaigns', idsOf(items)),
  read: (api, items) => readSbCampaigns(api, idsOf(items)),
  find: (api, item) =>
    findRecord(api, 'sb.campaigns', { states: LIVE_STATES }, (c) => c.name === text(item.after['name'])),
};

/** An SB placement item, merged into its campaign's bidding like the SP one. */
const sbPlacement: EntityDriver = {
  update: (api, items, live) => sbCampaign.update!(api, items, live),
  read: (api, items) => readSbCampaigns(api, unique(items.map((item) => item.id))),
};

const sbAdGroup: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sb.adGroups',
      items.map(({ after, campaignId = '' }) => ({
        campaignId,
        name: text(after['name']),
        state: 'ENABLED' as const,
      })),
    ),
  read: (api, items) =>
    readRecords(api, 'sb.adGroups', { campaignIds: unique(items.map((item) => item.campaignId)) }, (g) => ({
      name: g.name,
      state: g.state,
    })),
  find: (api, item) =>
    findRecord(
      api,
      'sb.adGroups',
      inCampaign(item),
      (g) => g.name === text(item.after['name']) && g.state !== 'ARCHIVED',
    ),
};

const sbVideoAd: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sb.videoAds',
      items.map(({ after, campaignId, adGroupId = '' }) => ({
        adGroupId,
        ...(campaignId ? { campaignId } : {}),
        name: text(after['name']),
        state: 'ENABLED' as const,
        creative: { asins: [text(after['asin'])], videoAssetIds: [text(after['videoAssetId'])] },
      })),
    ),
  read: (api, items) =>
    readRecords(api, 'sb.videoAds', { adGroupIds: unique(items.map((item) => item.adGroupId)) }, (ad) => ({
      name: ad.name,
      asin: ad.creative.asins[0] ?? null,
      videoAssetId: ad.creative.videoAssetIds[0] ?? null,
      state: ad.state,
    })),
  find: (api, item) =>
    findRecord(
      api,
      'sb.videoAds',
      inAdGroup(item),
      (ad) => ad.name === text(item.after['name']) && ad.state !== 'ARCHIVED',
    ),
};

const sbKeyword: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sb.keywords',
      items.map(({ after, campaignId = '', adGroupId = '' }) => ({
        campaignId,
        adGroupId,
        keywordText: text(after['keywordText']),
        matchType: (text(after['matchType']) || 'exact') as 'exact',
        ...(num(after['bid']) !== undefined ? { bid: num(after['bid']) } : {}),
      })),
    ),
  update: (api, items) =>
    api.update(
      'sb.keywords',
      items.map((item) => ({ keywordId: item.id ?? '', ...sbParents(item), ...sbBidAndState(item) })),
    ),
  archive: (api, items) =>
    api.update(
      'sb.keywords',
      items.map((item) => ({ keywordId: item.id ?? '', ...sbParents(item), state: 'archived' as const })),
    ),
  read: (api, items) =>
    readRecords(
      api,
      'sb.keywords',
      { adGroupIds: unique(items.map((item) => item.adGroupId)) },
      keywordValues,
    ),
  find: (api, item) =>
    findRecord(
      api,
      'sb.keywords',
      inAdGroup(item),
      (k) =>
        same(k.keywordText, text(item.after['keywordText'])) &&
        k.matchType === text(item.after['matchType']) &&
        k.state !== 'archived',
    ),
};

const sbTarget: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sb.targets',
      items.map(({ after, campaignId = '', adGroupId = '' }) => ({
        campaignId,
        adGroupId,
        expressions: predicatesOf(text(after['expression']), 'SB').map((p) => ({
          type: p.type,
          value: p.value ?? '',
        })),
        ...(num(after['bid']) !== undefined ? { bid: num(after['bid']) } : {}),
      })),
    ),
  update: (api, items) =>
    api.update(
      'sb.targets',
      items.map((item) => ({ targetId: item.id ?? '', ...sbParents(item), ...sbBidAndState(item) })),
    ),
  archive: (api, items) =>
    api.update(
      'sb.targets',
      items.map((item) => ({ targetId: item.id ?? '', ...sbParents(item), state: 'archived' as const })),
    ),
  read: (api, items) =>
    readRecords(api, 'sb.targets', { campaignIds: unique(items.map((item) => item.campaignId)) }, (t) => ({
      expression: expressionText(t.expressions),
      bid: t.bid ?? null,
      state: t.state,
    })),
  find: (api, item) =>
    findRecord(
      api,
      'sb.targets',
      inCampaign(item),
      (t) =>
        t.adGroupId === item.adGroupId &&
        same(expressionText(t.expressions), text(item.after['expression'])) &&
        t.state !== 'archived',
    ),
};

const sbNegativeKeyword: EntityDriver = {
  create: (api, items) =>
    api.create(
      'sb.negativeKeywords',
      items.map(({ after, campaignId = '', adGroupId = '' }) => ({
        campaignId,
        adGroupId,
        keywordText: text(after['keywordText']),
        matchType: (text(after['matchType']) || 'negativeExact') as 'negativeExact',
      })),
    ),
  archive: (api, items) =>
    api.update(
      'sb.negativeKeywords',
      items.map((item) => ({ keywordId: item.id ?? '', ...sbParents(item), state: 'archived' as const })),
    ),
  read: (api, items) =>
    readRecords(
      api,
      'sb.negativeKeywords',
      { campaignIds: unique(items.map((item) => item.campaignId)) },
      negativeKeywordValues,
    ),
  find: (api, item) =>
    findRecord(
      api,
      'sb.negativeKeywords',
      inCampaign(item),
      (k) =>
        k.adGroupId === item.adGroupId &&
        same(k.keywordText, text(item.after['keywordText'])) &&
        k.matchType === text(item.after['matchType']),
    ),
};

/** The driver of every change-set entity. */
export const ENTITY_DRIVERS: Record<ChangeEntity, EntityDriver> = {
  campaign: spCampaign,
  adGroup: spAdGroup,
  productAd: spProductAd,
  keyword: spKeyword,
  negativeKeyword: spNegativeKeyword,
  campaignNegativeKeyword: spCampaignNegativeKeyword,
  productTarget: spTarget,
  negativeProductTarget: spNegativeTarget,
  placement: spPlacement,
  sbCampaign,
  sbAdGroup,
  sbVideoAd,
  sbKeyword,
  sbTarget,
  sbNegativeKeyword,
  sbPlacement,
};
