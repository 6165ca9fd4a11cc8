// The nine Sponsored Products v3 resources of the fake. Their paths, media types, body keys and id fields
// come from the entity descriptions (entities/sp-entities.ts, reference §3.1); here are their rules for
// creating and updating one item: required fields, enums, Amazon's US/CA limits (bid 0.02..1000, budget 1..1,000,000), uniqueness keys (seller campaign names,
// ad group names within a campaign, keyword = campaign + ad group + text + match type), parents that must
// exist and not be archived, and the fields each update may change.
import type { SpResource } from '../ads-api';
import { autoTargetsFor } from './account-generator';
import { isCalendarDay } from '@adplan/contracts';
import { multiStatusWireFacts } from '../entities/multi-status-wire';
import { SP_ENTITIES, spBiddingStrategy, spPlacement } from '../entities/sp-entities';
import type { FakeProfile, WireRecord } from './fake-state';
import { enumCheck, itemError, missingValue, rangeCheck, type WireItemError } from './multi-status';

export interface SpResourceSpec {
  resource: SpResource;
  path: string;
  contentType: string;
  bodyKey: string;
  idField: string;
  /** Id key of success items (e.g. `negativeKeywordId` although the record says `keywordId`). */
  successIdKey: string;
  entityKey: string;
  /** Filter keys of this resource's own ids (list and delete). */
  idFilterKeys: string[];
  updatable: string[];
  create(item: WireRecord, context: SpWriteContext): SpWriteResult;
}

/** What a create or update sees. */
export interface SpWriteContext {
  profile: FakeProfile;
  /** JSON path of the item, e.g. `$.keywords[3]`. */
  location: string;
  today: string;
  newId(): string;
}

export type SpWriteResult =
  | { errors: WireItemError[] }
  | { record: WireRecord; extra?: Array<{ resource: SpResource; record: WireRecord }> };

export const SP_BID = { min: 0.02, max: 1000 };
export const SP_BUDGET = { min: 1, max: 1_000_000 };
const WRITABLE_STATES = ['ENABLED', 'PAUSED', 'PROPOSED'] as const;
// The values Amazon accepts are the entity schemas' (one description of each entity, ADR 0037).
const PLACEMENTS = spPlacement.options;
const STRATEGIES = spBiddingStrategy.options;
const TARGET_TYPES = [
  'ASIN_SAME_AS',
  'ASIN_EXPANDED_FROM',
  'ASIN_CATEGORY_SAME_AS',
  'ASIN_BRAND_SAME_AS',
  'ASIN_PRICE_LESS_THAN',
  'ASIN_PRICE_BETWEEN',
  'ASIN_PRICE_GREATER_THAN',
  'ASIN_REVIEW_RATING_LESS_THAN',
  'ASIN_REVIEW_RATING_BETWEEN',
  'ASIN_REVIEW_RATING_GREATER_THAN',
  'ASIN_IS_PRIME_SHIPPING_ELIGIBLE',
  'ASIN_AGE_RANGE_SAME_AS',
  'ASIN_GENRE_SAME_AS',
  'KEYWORD_GROUP_SAME_AS',
];
const NEGATIVE_TARGET_TYPES = ['ASIN_SAME_AS', 'ASIN_BRAND_SAME_AS'];

const live = (record: WireRecord) => record.state !== 'ARCHIVED';
const same = (left: unknown, right: unknown) => String(left).toLowerCase() === String(right).toLowerCase();

function text(item: WireRecord, field: string, location: string, max: number): WireItemError | undefined {
  const value = item[field];
  if (value === undefined || value === null || value === '')
    return missingValue(`${location}.${field}`, field);
  if (typeof value !== 'string' || value.trim() === '') {
    return itemError(
      'malformedValueError',
      'BLANK',
      `${location}.${field}`,
      value,
      `${field} must not be blank`,
    );
  }
  if (value.length > max) {
    return itemError(
      'malformedValueError',
      'TOO_LONG',
      `${location}.${field}`,
      value,
      `${field} is longer than ${max}`,
    );
  }
  return undefined;
}

function state(item: WireRecord, location: string): WireItemError | undefined {
  if (item.state === undefined) return missingValue(`${location}.state`, 'state');
  return enumCheck(item.state, WRITABLE_STATES, `${location}.state`, 'state');
}

/** A parent lookup: the error, or the campaign (and ad group) found. */
interface Parent {
  error?: WireItemError;
  campaign?: WireRecord;
  adGroup?: WireRecord;
}

/** The campaign an item names: missing → entityNotFoundError, archived → parentEntityError. */
function parentCampaign(item: WireRecord, context: SpWriteContext): Parent {
  const location = `${context.location}.campaignId`;
  if (item.campaignId === undefined) return { error: missingValue(location, 'campaignId') };
  const campaign = context.profile.sp.campaigns.find((each) => each.campaignId === String(item.campaignId));
  if (!campaign) {
    return {
      error: itemError(
        'entityNotFoundError',
        'ENTITY_NOT_FOUND',
        location,
        item.campaignId,
        'Campaign not found',
      ),
    };
  }
  if (!live(campaign)) {
    return {
      error: itemError(
        'parentEntityError',
        'PARENT_ENTITY_ARCHIVED',
        location,
        item.campaignId,
        'Campaign is archived',
      ),
    };
  }
  return { campaign };
}

/** The ad group an item names, which must belong to the item's campaign. */
function parentAdGroup(item: WireRecord, context: SpWriteContext): Parent {
  const parent = parentCampaign(item, context);
  if (parent.error) return parent;
  const location = `${context.location}.adGroupId`;
  if (item.adGroupId === undefined) return { error: missingValue(location, 'adGroupId') };
  const adGroup = context.profile.sp.adGroups.find(
    (each) => each.adGroupId === String(item.adGroupId) && each.campaignId === String(item.campaignId),
  );
  if (!adGroup) {
    return {
      error: itemError(
        'entityNotFoundError',
        'ENTITY_NOT_FOUND',
        location,
        item.adGroupId,
        'Ad group not found in this campaign',
      ),
    };
  }
  if (!live(adGroup)) {
    return {
      error: itemError(
        'parentEntityError',
        'PARENT_ENTITY_ARCHIVED',
        location,
        item.adGroupId,
        'Ad group is archived',
      ),
    };
  }
  return { campaign: parent.campaign, adGroup };
}

function done(errors: Array<WireItemError | undefined>, build: () => SpWriteResult): SpWriteResult {
  const found = errors.filter((error): error is WireItemError => error !== undefined);
  return found.length > 0 ? { errors: found } : build();
}

function duplicate(location: string, trigger: unknown, reason = 'DUPLICATE_VALUE'): WireItemError {
  return itemError(
    'duplicateValueError',
    reason,
    location,
    trigger,
    'An entity with the same values already exists',
  );
}

/** Checks of a campaign's budget, dates and bidding, shared by create and update. */
export function campaignFieldErrors(
  item: WireRecord,
  location: string,
  today: string,
): Array<WireItemError | undefined> {
  const errors: Array<WireItemError | undefined> = [];
  if (item.budget !== undefined) {
    const budget = (item.budget ?? {}) as WireRecord;
    errors.push(enumCheck(budget.budgetType, ['DAILY'], `${location}.budget.budgetType`, 'budgetType'));
    errors.push(
      rangeCheck(budget.budget, SP_BUDGET.min, SP_BUDGET.max, `${location}.budget.budget`, 'budget'),
    );
  }
  if (item.startDate !== undefined && (!isCalendarDay(item.startDate) || item.startDate < today)) {
    errors.push(
      itemError(
        'dateError',
        'START_DATE_EARLIER_THAN_TODAY',
        `${location}.startDate`,
        item.startDate,
        'startDate must be today or later',
      ),
    );
  }
  if (item.endDate !== undefined && item.endDate !== null) {
    const start = (item.startDate as string | undefined) ?? today;
    if (!isCalendarDay(item.endDate) || item.endDate < start) {
      errors.push(
        itemError(
          'dateError',
          'START_DATE_AFTER_END_DATE',
          `${location}.endDate`,
          item.endDate,
          'endDate must be after startDate',
        ),
      );
    }
  }
  const bidding = item.dynamicBidding as WireRecord | undefined;
  if (bidding !== undefined) {
    if (bidding.strategy !== undefined)
      errors.push(enumCheck(bidding.strategy, STRATEGIES, `${location}.dynamicBidding.strategy`, 'strategy'));
    const placements = Array.isArray(bidding.placementBidding)
      ? (bidding.placementBidding as WireRecord[])
      : [];
    placements.forEach((placement, index) => {
      const at = `${location}.dynamicBidding.placementBidding[${index}]`;
      errors.push(enumCheck(placement.placement, PLACEMENTS, `${at}.placement`, 'placement'));
      errors.push(rangeCheck(placement.percentage, 0, 900, `${at}.percentage`, 'percentage'));
    });
  }
  return errors;
}

function nameTaken(profile: FakeProfile, name: unknown, exceptId?: string): boolean {
  if (profile.profile.accountInfo.type !== 'seller') return false;
  return profile.sp.campaigns.some(
    (each) => live(each) && each.campaignId !== exceptId && same(each.name, name),
  );
}

function createCampaign(item: WireRecord, context: SpWriteContext): SpWriteResult {
  const { location, profile, today } = context;
  return done(
    [
      text(item, 'name', location, 128),
      enumCheck(item.targetingType, ['AUTO', 'MANUAL'], `${location}.targetingType`, 'targetingType'),
      state(item, location),
      item.budget === undefined ? missingValue(`${location}.budget`, 'budget') : undefined,
      ...campaignFieldErrors(item, location, today),
      nameTaken(profile, item.name) ? duplicate(`${location}.name`, item.name, 'NAME_NOT_UNIQUE') : undefined,
    ],
    () => ({
      record: {
        campaignId: context.newId(),
        name: item.name,
        targetingType: item.targetingType,
        state: item.state,
        startDate: item.startDate ?? today,
        ...(item.endDate ? { endDate: item.endDate } : {}),
        ...(item.portfolioId ? { portfolioId: String(item.portfolioId) } : {}),
        budget: { budgetType: 'DAILY', budget: (item.budget as WireRecord).budget },
        dynamicBidding: item.dynamicBidding ?? { strategy: 'LEGACY_FOR_SALES', placementBidding: [] },
        premiumBidAdjustment: false,
      },
    }),
  );
}

function createAdGroup(item: WireRecord, context: SpWriteContext): SpWriteResult {
  const { location, profile } = context;
  const parent = parentCampaign(item, context);
  const nameUsed = profile.sp.adGroups.some(
    (each) => live(each) && each.campaignId === String(item.campaignId) && same(each.name, item.name),
  );
  return done(
    [
      parent.error,
      text(item, 'name', location, 255),
      state(item, location),
      item.defaultBid === undefined
        ? missingValue(`${location}.defaultBid`, 'defaultBid')
        : rangeCheck(item.defaultBid, SP_BID.min, SP_BID.max, `${location}.defaultBid`, 'defaultBid'),
      nameUsed ? duplicate(`${location}.name`, item.name, 'NAME_NOT_UNIQUE') : undefined,
    ],
    () => {
      const record = {
        adGroupId: context.newId(),
        campaignId: String(item.campaignId),
        name: item.name,
        state: item.state,
        defaultBid: item.defaultBid,
      };
      // Amazon creates the four auto clauses itself in every ad group of an AUTO campaign.
      const extra =
        parent.campaign?.targetingType === 'AUTO'
          ? autoTargetsFor(record, context.newId).map((target) => ({
              resource: 'targets' as const,
              record: target,
            }))
          : [];
      return { record, extra };
    },
  );
}

function createProductAd(item: WireRecord, context: SpWriteContext): SpWriteResult {
  const { location, profile } = context;
  const parent = parentAdGroup(item, context);
  const seller = profile.profile.accountInfo.type === 'seller';
  const key = seller ? 'sku' : 'asin';
  const exists = profile.sp.productAds.some(
    (each) => live(each) && each.adGroupId === String(item.adGroupId) && same(each[key], item[key]),
  );
  return done(
    [
      parent.error,
      state(item, location),
      text(item, key, location, 64),
      exists ? duplicate(`${location}.${key}`, item[key]) : undefined,
    ],
    () => ({
      record: {
        adId: context.newId(),
        campaignId: String(item.campaignId),
        adGroupId: String(item.adGroupId),
        state: item.state,
        ...(seller ? { sku: item.sku } : {}),
        asin: seller ? asinOfSku(profile, String(item.sku)) : item.asin,
      },
    }),
  );
}

/** The ASIN behind a seller SKU; a SKU the generated catalogue does not know joins it with a new ASIN. */
function asinOfSku(profile: FakeProfile, sku: string): string {
  const known = profile.products.find((product) => product.sku === sku);
  if (known) return known.asin;
  let hash = 0;
  for (const char of sku) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const asin = `B0${hash.toString(36).toUpperCase().padStart(8, '0').slice(-8)}`;
  profile.products.push({ sku, asin, title: sku, price: 25 });
  return asin;
}

function words(value: unknown): number {
  return String(value ?? '')
    .trim()
    .split(/\s+/).length;
}

function createKeyword(item: WireRecord, context: SpWriteContext): SpWriteResult {
  const { location, profile } = context;
  const parent = parentAdGroup(item, context);
  const auto = parent.campaign?.targetingType === 'AUTO';
  const exists = profile.sp.keywords.some(
    (each) =>
      live(each) &&
      each.adGroupId === String(item.adGroupId) &&
      same(each.keywordText, item.keywordText) &&
      each.matchType === item.matchType,
  );
  return done(
    [
      parent.error,
      auto
        ? itemError(
            'parentEntityError',
            'INVALID_PARENT_TARGETING_TYPE',
            `${location}.campaignId`,
            item.campaignId,
            'Keywords need a MANUAL campaign',
          )
        : undefined,
      text(item, 'keywordText', location, 80),
      words(item.keywordText) > 10
        ? itemError(
            'malformedValueError',
            'TOO_LONG',
            `${location}.keywordText`,
            item.keywordText,
            'At most 10 words',
          )
        : undefined,
      enumCheck(item.matchType, ['EXACT', 'PHRASE', 'BROAD'], `${location}.matchType`, 'matchType'),
      state(item, location),
      item.bid === undefined
        ? undefined
        : rangeCheck(item.bid, SP_BID.min, SP_BID.max, `${location}.bid`, 'bid'),
      exists ? duplicate(`${location}.keywordText`, item.keywordText) : undefined,
    ],
    () => ({
      record: {
        keywordId: context.newId(),
        campaignId: String(item.campaignId),
        adGroupId: String(item.adGroupId),
        keywordText: item.keywordText,
        matchType: item.matchType,
        state: item.state,
        ...(item.bid !== undefined ? { bid: item.bid } : {}),
        ...(item.nativeLanguageKeyword ? { nativeLanguageKeyword: item.nativeLanguageKeyword } : {}),
        ...(item.nativeLanguageLocale ? { nativeLanguageLocale: item.nativeLanguageLocale } : {}),
      },
    }),
  );
}

function createNegativeKeyword(campaignLevel: boolean) {
  return (item: WireRecord, context: SpWriteContext): SpWriteResult => {
    const { location, profile } = context;
    const parent = campaignLevel ? parentCampaign(item, context) : parentAdGroup(item, context);
    const store = campaignLevel ? profile.sp.campaignNegativeKeywords : profile.sp.negativeKeywords;
    const exists = store.some(
      (each) =>
        live(each) &&
        each.campaignId === String(item.campaignId) &&
        (campaignLevel || each.adGroupId === String(item.adGroupId)) &&
        same(each.keywordText, item.keywordText) &&
        each.matchType === item.matchType,
    );
    const maxWords = item.matchType === 'NEGATIVE_EXACT' ? 10 : 4;
    return done(
      [
        parent.error,
        text(item, 'keywordText', location, 80),
        words(item.keywordText) > maxWords
          ? itemError(
              'malformedValueError',
              'TOO_LONG',
              `${location}.keywordText`,
              item.keywordText,
              `At most ${maxWords} words`,
            )
          : undefined,
        enumCheck(
          item.matchType,
          ['NEGATIVE_EXACT', 'NEGATIVE_PHRASE'],
          `${location}.matchType`,
          'matchType',
        ),
        state(item, location),
        exists ? duplicate(`${location}.keywordText`, item.keywordText) : undefined,
      ],
      () => ({
        record: {
          keywordId: context.newId(),
          campaignId: String(item.campaignId),
          ...(campaignLevel ? {} : { adGroupId: String(item.adGroupId) }),
          keywordText: item.keywordText,
          matchType: item.matchType,
          state: item.state,
        },
      }),
    );
  };
}

function expressionErrors(
  expression: unknown,
  location: string,
  allowed: string[],
): Array<WireItemError | undefined> {
  if (!Array.isArray(expression) || expression.length === 0)
    return [missingValue(`${location}.expression`, 'expression')];
  return (expression as WireRecord[]).map((predicate, index) =>
    enumCheck(predicate.type, allowed, `${location}.expression[${index}].type`, 'expression type'),
  );
}

const sameExpression = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

function createTarget(item: WireRecord, context: SpWriteContext): SpWriteResult {
  const { location, profile } = context;
  const parent = parentAdGroup(item, context);
  const exists = profile.sp.targets.some(
    (each) =>
      live(each) &&
      each.adGroupId === String(item.adGroupId) &&
      sameExpression(each.expression, item.expression),
  );
  return done(
    [
      parent.error,
      item.expressionType === 'MANUAL'
        ? undefined
        : itemError(
            'expressionTypeError',
            'INVALID_EXPRESSION_TYPE',
            `${location}.expressionType`,
            item.expressionType,
            'Only MANUAL targets can be created',
          ),
      ...expressionErrors(item.expression, location, TARGET_TYPES),
      state(item, location),
      item.bid === undefined
        ? undefined
        : rangeCheck(item.bid, SP_BID.min, SP_BID.max, `${location}.bid`, 'bid'),
      exists ? duplicate(`${location}.expression`, JSON.stringify(item.expression)) : undefined,
    ],
    () => ({
      record: {
        targetId: context.newId(),
        campaignId: String(item.campaignId),
        adGroupId: String(item.adGroupId),
        expressionType: 'MANUAL',
        expression: item.expression,
        resolvedExpression: item.expression,
        state: item.state,
        ...(item.bid !== undefined ? { bid: item.bid } : {}),
      },
    }),
  );
}

function createNegativeTarget(campaignLevel: boolean) {
  return (item: WireRecord, context: SpWriteContext): SpWriteResult => {
    const { location, profile } = context;
    const parent = campaignLevel ? parentCampaign(item, context) : parentAdGroup(item, context);
    const store = campaignLevel ? profile.sp.campaignNegativeTargets : profile.sp.negativeTargets;
    const exists = store.some(
      (each) =>
        live(each) &&
        each.campaignId === String(item.campaignId) &&
        (campaignLevel || each.adGroupId === String(item.adGroupId)) &&
        sameExpression(each.expression, item.expression),
    );
    return done(
      [
        parent.error,
        ...expressionErrors(item.expression, location, NEGATIVE_TARGET_TYPES),
        state(item, location),
        exists ? duplicate(`${location}.expression`, JSON.stringify(item.expression)) : undefined,
      ],
      () => ({
        record: {
          targetId: context.newId(),
          campaignId: String(item.campaignId),
          ...(campaignLevel ? {} : { adGroupId: String(item.adGroupId) }),
          expression: item.expression,
          resolvedExpression: item.expression,
          state: item.state,
        },
      }),
    );
  };
}

function spec(resource: SpResource, updatable: string[], create: SpResourceSpec['create']): SpResourceSpec {
  const wire = multiStatusWireFacts(SP_ENTITIES[`sp.${resource}`]);
  return {
    resource,
    path: wire.path,
    contentType: wire.mediaType,
    bodyKey: wire.bodyKey,
    idField: wire.idField,
    successIdKey: wire.successIdKey,
    entityKey: wire.recordKey,
    idFilterKeys: wire.idFilterKeys,
    updatable,
    create,
  };
}

/** The SP v3 resources by name: wire facts from the entity descriptions, rules for one item from here. */
export const SP_RESOURCES: Record<SpResource, SpResourceSpec> = {
  campaigns: spec(
    'campaigns',
    ['name', 'state', 'budget', 'dynamicBidding', 'startDate', 'endDate', 'portfolioId', 'tags'],
    createCampaign,
  ),
  adGroups: spec('adGroups', ['name', 'state', 'defaultBid'], createAdGroup),
  productAds: spec('productAds', ['state'], createProductAd),
  keywords: spec('keywords', ['bid', 'state'], createKeyword),
  negativeKeywords: spec('negativeKeywords', ['state'], createNegativeKeyword(false)),
  campaignNegativeKeywords: spec('campaignNegativeKeywords', ['state'], createNegativeKeyword(true)),
  targets: spec('targets', ['bid', 'state'], createTarget),
  negativeTargets: spec('negativeTargets', ['state'], createNegativeTarget(false)),
  campaignNegativeTargets: spec('campaignNegativeTargets', ['state'], createNegativeTarget(true)),
};

/** Applies an update item to `existing` (a copy); errors when a field may not change or is out of range. */
export function updateRecord(
  spec: SpResourceSpec,
  item: WireRecord,
  existing: WireRecord,
  context: SpWriteContext,
): SpWriteResult {
  const { location, profile, today } = context;
  if (!live(existing)) {
    return {
      errors: [
        itemError(
          'entityStateError',
          'ENTITY_ARCHIVED',
          `${location}.${spec.idField}`,
          item[spec.idField],
          'Archived entities cannot be modified',
        ),
      ],
    };
  }
  const fields = Object.keys(item).filter((field) => field !== spec.idField);
  const forbidden = fields.filter((field) => !spec.updatable.includes(field));
  const errors: Array<WireItemError | undefined> = forbidden.map((field) =>
    itemError(
      'otherError',
      'FIELD_NOT_UPDATABLE',
      `${location}.${field}`,
      item[field],
      `${field} cannot be updated`,
    ),
  );
  if (item.state !== undefined)
    errors.push(enumCheck(item.state, WRITABLE_STATES, `${location}.state`, 'state'));
  if (item.bid !== undefined)
    errors.push(rangeCheck(item.bid, SP_BID.min, SP_BID.max, `${location}.bid`, 'bid'));
  if (item.defaultBid !== undefined)
    errors.push(rangeCheck(item.defaultBid, SP_BID.min, SP_BID.max, `${location}.defaultBid`, 'defaultBid'));
  if (item.name !== undefined)
    errors.push(text(item, 'name', location, spec.resource === 'campaigns' ? 128 : 255));
  if (spec.resource === 'campaigns') {
    const startChanged = item.startDate !== undefined && item.startDate !== existing.startDate;
    errors.push(
      ...campaignFieldErrors({ ...item, ...(startChanged ? {} : { startDate: undefined }) }, location, today),
    );
    if (item.name !== undefined && nameTaken(profile, item.name, String(existing.campaignId))) {
      errors.push(duplicate(`${location}.name`, item.name, 'NAME_NOT_UNIQUE'));
    }
  }
  if (spec.resource === 'adGroups' && item.name !== undefined) {
    const used = profile.sp.adGroups.some(
      (each) =>
        live(each) &&
        each.campaignId === existing.campaignId &&
        each.adGroupId !== existing.adGroupId &&
        same(each.name, item.name),
    );
    if (used) errors.push(duplicate(`${location}.name`, item.name, 'NAME_NOT_UNIQUE'));
  }
  return done(errors, () => {
    const record = { ...existing, ...Object.fromEntries(fields.map((field) => [field, item[field]])) };
    if (spec.resource === 'campaigns' && item.budget !== undefined) {
      record.budget = { budgetType: 'DAILY', budget: (item.budget as WireRecord).budget };
    }
    return { record };
  });
}
