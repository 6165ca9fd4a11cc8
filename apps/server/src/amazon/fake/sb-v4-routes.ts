// Sponsored Brands v4 routes of the fake: campaigns, ad groups and video ads (create ≤10 per call,
// update, list with maxResults 1..100 and nextToken, delete → ARCHIVED) and `GET /brands`. Sellers must
// name their brandEntityId; new video ads wait in moderation (AD_POLICING_PENDING_REVIEW).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptsMedia,
  bodyObject,
  callerProfile,
  fakePath,
  pageStart,
  pageToken,
  sendInvalid,
  wantsRepresentation,
  type FakeContext,
} from './ads-http';
import { calendarDayIn, isCalendarDay } from '@adplan/contracts';
import { multiStatusWireFacts } from '../entities/multi-status-wire';
import { SB_ENTITIES, SB_V4_BATCH_LIMIT, SB_V4_PAGE_SIZE } from '../entities/sb-entities';
import type { FakeProfile, SbStore, WireRecord } from './fake-state';
import { emptyOutcome, injectedFailure, multiStatusBody, type WireItemError } from './multi-status';

/** Amazon's SB v4 limits, as the entity descriptions state them. */
export const SB_V4_MAX_ITEMS = SB_V4_BATCH_LIMIT;
const SB_LIST_MAX = SB_V4_PAGE_SIZE;
const BRANDS = SB_ENTITIES['sb.brands'];

/** An SB v4 item error (`errorType` INVALID_ARGUMENT with a selector, as Amazon's SB samples show). */
export function sbItemError(
  selector: string,
  reason: string,
  location: string,
  message: string,
): WireItemError {
  return {
    errorType: 'INVALID_ARGUMENT',
    errorValue: { [selector]: { reason, cause: { location }, message } },
  };
}

/** The wire facts of an SB v4 entity, from its description (entities/sb-entities.ts). */
function sbV4Wire(entity: 'sb.campaigns' | 'sb.adGroups' | 'sb.videoAds') {
  const wire = multiStatusWireFacts(SB_ENTITIES[entity]);
  return {
    basePath: wire.path,
    createPath: wire.createPath,
    contentType: wire.mediaType,
    bodyKey: wire.bodyKey,
    idField: wire.idField,
    entityKey: wire.recordKey,
  };
}

interface SbV4Spec {
  store: SbStore;
  basePath: string;
  createPath: string;
  contentType: string;
  bodyKey: string;
  idField: string;
  entityKey: string;
  updatable: string[];
  validate(item: WireRecord, profile: FakeProfile, location: string, today: string): WireItemError[];
  build(item: WireRecord, profile: FakeProfile, id: string, today: string): WireRecord;
}

const live = (record: WireRecord) => record.state !== 'ARCHIVED';
const problems = (...errors: Array<WireItemError | undefined | false>) =>
  errors.filter((error): error is WireItemError => Boolean(error));

function required(item: WireRecord, field: string, location: string): WireItemError | undefined {
  const value = item[field];
  return value === undefined || value === null || value === ''
    ? sbItemError('missingValueError', 'MISSING_VALUE', `${location}.${field}`, `${field} is required`)
    : undefined;
}

function stateError(item: WireRecord, location: string) {
  return ['ENABLED', 'PAUSED'].includes(item.state as string)
    ? undefined
    : sbItemError('rangeError', 'INVALID_ENUM_VALUE', `${location}.state`, 'state must be ENABLED or PAUSED');
}

function budgetErrors(item: WireRecord, location: string): WireItemError[] {
  const lifetime = item.budgetType === 'LIFETIME';
  const [min, max] = lifetime ? [100, 20_000_000] : [1, 1_000_000];
  const budget = item.budget;
  return problems(
    !['DAILY', 'LIFETIME'].includes(item.budgetType as string) &&
      sbItemError(
        'rangeError',
        'INVALID_ENUM_VALUE',
        `${location}.budgetType`,
        'budgetType must be DAILY or LIFETIME',
      ),
    (typeof budget !== 'number' || budget < min || budget > max) &&
      sbItemError(
        'budgetError',
        typeof budget === 'number' && budget < min ? 'BUDGET_TOO_LOW' : 'BUDGET_TOO_HIGH',
        `${location}.budget`,
        `budget must be from ${min} to ${max}`,
      ),
    lifetime &&
      (!isCalendarDay(item.startDate) || !isCalendarDay(item.endDate)) &&
      sbItemError(
        'dateError',
        'MISSING_DATES',
        `${location}.endDate`,
        'LIFETIME budgets need startDate and endDate',
      ),
  );
}

const CAMPAIGNS: SbV4Spec = {
  store: 'campaigns',
  ...sbV4Wire('sb.campaigns'),
  updatable: ['name', 'state', 'budget', 'endDate', 'bidding', 'portfolioId', 'startDate'],
  validate(item, profile, location, today) {
    const seller = profile.profile.accountInfo.type === 'seller';
    const placements = ((item.bidding as WireRecord | undefined)?.bidAdjustmentsByPlacement ??
      []) as WireRecord[];
    return problems(
      required(item, 'name', location),
      typeof item.name === 'string' &&
        item.name.length > 128 &&
        sbItemError('malformedValueError', 'TOO_LONG', `${location}.name`, 'name is longer than 128'),
      stateError(item, location),
      ...budgetErrors(item, location),
      seller && required(item, 'brandEntityId', location),
      (item.goal === undefined) !== (item.costType === undefined) &&
        sbItemError(
          'otherError',
          'CAMPAIGN_GOAL_TYPE_INVALID',
          `${location}.goal`,
          'goal and costType must be sent together',
        ),
      item.startDate !== undefined &&
        (!isCalendarDay(item.startDate) || item.startDate < today) &&
        sbItemError(
          'dateError',
          'START_DATE_EARLIER_THAN_TODAY',
          `${location}.startDate`,
          'startDate must be today or later',
        ),
      placements.length > 3 &&
        sbItemError(
          'rangeError',
          'TOO_HIGH',
          `${location}.bidding.bidAdjustmentsByPlacement`,
          'At most 3 placement adjustments',
        ),
      ...placements.map((placement, index) =>
        typeof placement.percentage === 'number' && placement.percentage >= -99 && placement.percentage <= 900
          ? undefined
          : sbItemError(
              'rangeError',
              'TOO_HIGH',
              `${location}.bidding.bidAdjustmentsByPlacement[${index}].percentage`,
              'percentage must be from -99 to 900',
            ),
      ),
      seller &&
        profile.sb.campaigns.some((each) => live(each) && each.name === item.name) &&
        sbItemError(
          'duplicateValueError',
          'NAME_NOT_UNIQUE',
          `${location}.name`,
          'Campaign name already exists',
        ),
    );
  },
  build(item, profile, id, today) {
    const seller = profile.profile.accountInfo.type === 'seller';
    return {
      campaignId: id,
      name: item.name,
      state: item.state,
      budget: item.budget,
      budgetType: item.budgetType,
      startDate: item.startDate ?? today,
      ...(item.endDate ? { endDate: item.endDate } : {}),
      ...(seller ? { brandEntityId: item.brandEntityId } : {}),
      ...(item.portfolioId ? { portfolioId: String(item.portfolioId) } : {}),
      productLocation: item.productLocation ?? 'SOLD_ON_AMAZON',
      goal: item.goal ?? 'PAGE_VISIT',
      costType: item.costType ?? 'CPC',
      isMultiAdGroupsEnabled: true,
      bidding: item.bidding ?? { bidOptimization: true },
    };
  },
};

const AD_GROUPS: SbV4Spec = {
  store: 'adGroups',
  ...sbV4Wire('sb.adGroups'),
  updatable: ['name', 'state'],
  validate(item, profile, location) {
    const campaign = profile.sb.campaigns.find((each) => each.campaignId === String(item.campaignId));
    return problems(
      required(item, 'name', location),
      stateError(item, location),
      !campaign &&
        sbItemError(
          'entityNotFoundError',
          'ENTITY_NOT_FOUND',
          `${location}.campaignId`,
          'Campaign not found',
        ),
      campaign &&
        !live(campaign) &&
        sbItemError(
          'parentEntityError',
          'PARENT_ENTITY_ARCHIVED',
          `${location}.campaignId`,
          'Campaign is archived',
        ),
    );
  },
  build: (item, _profile, id) => ({
    adGroupId: id,
    campaignId: String(item.campaignId),
    name: item.name,
    state: item.state,
  }),
};

const VIDEO_ADS: SbV4Spec = {
  store: 'ads',
  ...sbV4Wire('sb.videoAds'),
  updatable: ['name', 'state'],
  validate(item, profile, location) {
    const adGroup = profile.sb.adGroups.find((each) => each.adGroupId === String(item.adGroupId));
    const creative = (item.creative ?? {}) as WireRecord;
    const one = (value: unknown) => Array.isArray(value) && value.length === 1;
    return problems(
      required(item, 'name', location),
      stateError(item, location),
      !adGroup &&
        sbItemError('entityNotFoundError', 'ENTITY_NOT_FOUND', `${location}.adGroupId`, 'Ad group not found'),
      adGroup &&
        !live(adGroup) &&
        sbItemError(
          'parentEntityError',
          'PARENT_ENTITY_ARCHIVED',
          `${location}.adGroupId`,
          'Ad group is archived',
        ),
      !one(creative.asins) &&
        sbItemError(
          'rangeError',
          'INVALID_SIZE',
          `${location}.creative.asins`,
          'creative.asins must hold exactly 1 ASIN',
        ),
      !one(creative.videoAssetIds) &&
        sbItemError(
          'rangeError',
          'INVALID_SIZE',
          `${location}.creative.videoAssetIds`,
          'creative.videoAssetIds must hold exactly 1 asset id',
        ),
    );
  },
  build(item, profile, id) {
    const adGroup = profile.sb.adGroups.find((each) => each.adGroupId === String(item.adGroupId));
    const creative = item.creative as { asins: string[]; videoAssetIds: string[] };
    return {
      adId: id,
      adGroupId: String(item.adGroupId),
      campaignId: adGroup?.campaignId,
      name: item.name,
      state: item.state,
      creative: { asins: creative.asins, videoAssetIds: creative.videoAssetIds },
      landingPage: { pageType: 'DETAIL_PAGE', url: `https://www.amazon.com/dp/${creative.asins[0]}` },
      // Sponsored Brands ads are moderated before they serve.
      servingStatus: 'AD_POLICING_PENDING_REVIEW',
    };
  },
};

/** Registers the SB v4 routes and `GET /brands`. */
export function registerSbV4Routes(app: FastifyInstance, context: FakeContext): void {
  for (const spec of [CAMPAIGNS, AD_GROUPS, VIDEO_ADS]) {
    app.post(spec.createPath, (request, reply) => write(context, spec, request, reply, 'create'));
    app.put(spec.basePath, (request, reply) => write(context, spec, request, reply, 'update'));
    app.post(`${spec.basePath}/list`, (request, reply) => list(spec, request, reply));
    app.post(`${spec.basePath}/delete`, (request, reply) => archive(context, spec, request, reply));
  }
  app.get(BRANDS.path, (request, reply) => {
    if (!acceptsMedia(request, reply, [BRANDS.mediaType, 'application/json'])) return reply;
    const brand = callerProfile(request).brand;
    return reply.type(BRANDS.mediaType).send(brand ? [brand] : []);
  });
}

function write(
  context: FakeContext,
  spec: SbV4Spec,
  request: FastifyRequest,
  reply: FastifyReply,
  mode: 'create' | 'update',
) {
  if (!acceptsMedia(request, reply, [spec.contentType])) return reply;
  const items = bodyObject(request)[spec.bodyKey];
  if (!Array.isArray(items) || items.length === 0 || items.length > SB_V4_MAX_ITEMS) {
    return sendInvalid(reply, `${spec.bodyKey} must hold 1 to ${SB_V4_MAX_ITEMS} items`);
  }
  const profile = callerProfile(request);
  const today = calendarDayIn(context.store.now(), profile.profile.timezone);
  const failing = context.faults.takeItemFailures(fakePath(request));
  const store = profile.sb[spec.store];
  const outcome = emptyOutcome();
  items.forEach((raw: unknown, index) => {
    const item = (raw && typeof raw === 'object' ? raw : {}) as WireRecord;
    const location = `$.${spec.bodyKey}[${index}]`;
    if (failing.has(index)) return outcome.error.push({ index, errors: [injectedFailure(location)] });
    if (mode === 'create') {
      const errors = spec.validate(item, profile, location, today);
      if (errors.length > 0) return outcome.error.push({ index, errors });
      const record = spec.build(item, profile, context.store.newEntityId(), today);
      store.push(record);
      return outcome.success.push({ index, id: String(record[spec.idField]), record });
    }
    const existing = store.find((each) => each[spec.idField] === String(item[spec.idField]));
    const errors = problems(
      !existing &&
        sbItemError(
          'entityNotFoundError',
          'ENTITY_NOT_FOUND',
          `${location}.${spec.idField}`,
          'Entity not found',
        ),
      existing &&
        !live(existing) &&
        sbItemError(
          'entityStateError',
          'ENTITY_ARCHIVED',
          `${location}.${spec.idField}`,
          'Archived entities cannot be modified',
        ),
      ...Object.keys(item)
        .filter((field) => field !== spec.idField && !spec.updatable.includes(field))
        .map((field) =>
          sbItemError(
            'otherError',
            'FIELD_NOT_UPDATABLE',
            `${location}.${field}`,
            `${field} cannot be updated`,
          ),
        ),
      item.state !== undefined && stateError(item, location),
      spec === CAMPAIGNS && item.budget !== undefined && budgetErrors({ ...existing, ...item }, location)[0],
    );
    if (errors.length > 0 || !existing) return outcome.error.push({ index, errors });
    Object.assign(existing, item);
    return outcome.success.push({ index, id: String(existing[spec.idField]), record: existing });
  });
  context.store.changed();
  return reply
    .status(207)
    .type(spec.contentType)
    .send(multiStatusBody(spec.bodyKey, spec.idField, spec.entityKey, outcome, wantsRepresentation(request)));
}

function list(spec: SbV4Spec, request: FastifyRequest, reply: FastifyReply) {
  if (!acceptsMedia(request, reply, [spec.contentType])) return reply;
  const body = bodyObject(request);
  let records = callerProfile(request).sb[spec.store];
  const filters: Array<[string, string]> = [
    ['campaignIdFilter', 'campaignId'],
    ['adGroupIdFilter', 'adGroupId'],
    ['adIdFilter', 'adId'],
    ['stateFilter', 'state'],
  ];
  for (const [name, field] of filters) {
    const include = (body[name] as { include?: unknown } | undefined)?.include;
    if (body[name] === undefined) continue;
    if (!Array.isArray(include) || include.length > SB_LIST_MAX)
      return sendInvalid(reply, `${name}.include must be an array of at most ${SB_LIST_MAX}`);
    records = records.filter((record) => include.map(String).includes(String(record[field])));
  }
  const maxResults = body.maxResults ?? SB_LIST_MAX;
  if (
    typeof maxResults !== 'number' ||
    !Number.isInteger(maxResults) ||
    maxResults < 1 ||
    maxResults > SB_LIST_MAX
  ) {
    return sendInvalid(reply, `maxResults must be an integer from 1 to ${SB_LIST_MAX}`);
  }
  const start = pageStart(body.nextToken);
  if (start === undefined) return sendInvalid(reply, 'nextToken is not valid');
  const next = start + maxResults < records.length ? { nextToken: pageToken(start + maxResults) } : {};
  return reply
    .type(spec.contentType)
    .send({ [spec.bodyKey]: records.slice(start, start + maxResults), totalCount: records.length, ...next });
}

function archive(context: FakeContext, spec: SbV4Spec, request: FastifyRequest, reply: FastifyReply) {
  if (!acceptsMedia(request, reply, [spec.contentType])) return reply;
  const filterKey = `${spec.idField}Filter`;
  const include = (bodyObject(request)[filterKey] as { include?: unknown } | undefined)?.include;
  if (!Array.isArray(include) || include.length === 0 || include.length > SB_V4_MAX_ITEMS) {
    return sendInvalid(reply, `${filterKey}.include must hold 1 to ${SB_V4_MAX_ITEMS} ids`);
  }
  const store = callerProfile(request).sb[spec.store];
  const outcome = emptyOutcome();
  include.map(String).forEach((id, index) => {
    const record = store.find((each) => each[spec.idField] === id);
    if (!record) {
      const error = sbItemError(
        'entityNotFoundError',
        'ENTITY_NOT_FOUND',
        `$.${filterKey}.include[${index}]`,
        'Entity not found',
      );
      return outcome.error.push({ index, errors: [error] });
    }
    record.state = 'ARCHIVED';
    return outcome.success.push({ index, id, record });
  });
  context.store.changed();
  return reply
    .status(207)
    .type(spec.contentType)
    .send(multiStatusBody(spec.bodyKey, spec.idField, spec.entityKey, outcome, wantsRepresentation(request)));
}
