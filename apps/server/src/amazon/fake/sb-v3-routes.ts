// Sponsored Brands v3 targeting routes of the fake: keywords, negative keywords and product targets.
// Unlike SP v3 and SB v4 these are plain JSON arrays with int64 ids and lowercase enums; keyword writes
// answer 207 arrays in request order (`[{code: "SUCCESS", keywordId}]`), target writes
// `{createTargetSuccessResults, createTargetErrorResults}`.
import { MARKETPLACE_TABLE } from '@adplan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptsMedia,
  bodyObject,
  callerProfile,
  fakePath,
  pageStart,
  pageToken,
  type FakeContext,
} from './ads-http';
import { SB_ENTITIES, SB_V3_BATCH_LIMIT } from '../entities/sb-entities';
import type { FakeProfile, WireRecord } from './fake-state';

const SB_V3_MAX_ITEMS = SB_V3_BATCH_LIMIT;
const SB_V3_MEDIA = ['application/json', /^application\/vnd\.sb[a-z]+\.v3(\.\d+)?\+json$/];

type Kind = 'keywords' | 'negativeKeywords';

/** A stored SB v3 record as Amazon sends it: ids as numbers. */
function wire(record: WireRecord): WireRecord {
  const out: WireRecord = { ...record };
  for (const key of ['keywordId', 'targetId', 'adGroupId', 'campaignId']) {
    if (out[key] !== undefined) out[key] = Number(out[key]);
  }
  return out;
}

function bidProblem(profile: FakeProfile, bid: unknown): string | undefined {
  if (bid === undefined) return undefined;
  // SB video CPC limits (reference §3.8); the fake's SB campaigns are video campaigns.
  const limits = MARKETPLACE_TABLE[profile.profile.countryCode].sbVideoBid;
  return typeof bid === 'number' && bid >= limits.min && bid <= limits.max
    ? undefined
    : `bid must be from ${limits.min} to ${limits.max}`;
}

function adGroupProblem(profile: FakeProfile, item: WireRecord): string | undefined {
  const adGroup = profile.sb.adGroups.find(
    (each) => each.adGroupId === String(item.adGroupId) && each.campaignId === String(item.campaignId),
  );
  if (!adGroup) return 'NOT_FOUND:Ad group not found in this campaign';
  return adGroup.state === 'ARCHIVED' ? 'INVALID_ARGUMENT:Ad group is archived' : undefined;
}

function arrayBody(request: FastifyRequest, reply: FastifyReply): WireRecord[] | undefined {
  const body = request.body;
  if (!Array.isArray(body) || body.length === 0 || body.length > SB_V3_MAX_ITEMS) {
    void reply
      .status(400)
      .send({ code: 'INVALID_ARGUMENT', details: `Body must be an array of 1 to ${SB_V3_MAX_ITEMS} items` });
    return undefined;
  }
  return body.map((item) => (item && typeof item === 'object' ? item : {}) as WireRecord);
}

function failure(code: string, description: string, keywordId?: unknown) {
  return { code, description, ...(keywordId !== undefined ? { keywordId: Number(keywordId) } : {}) };
}

function createKeyword(kind: Kind, profile: FakeProfile, item: WireRecord, id: string) {
  const negative = kind === 'negativeKeywords';
  const types = negative ? ['negativeExact', 'negativePhrase'] : ['broad', 'exact', 'phrase'];
  const parent = adGroupProblem(profile, item);
  if (parent) return failure(parent.split(':')[0] as string, parent.split(':')[1] as string);
  if (typeof item.keywordText !== 'string' || item.keywordText.trim() === '')
    return failure('INVALID_ARGUMENT', 'keywordText is required');
  if (!types.includes(item.matchType as string))
    return failure('INVALID_ARGUMENT', `matchType must be one of ${types.join(', ')}`);
  const bid = negative ? undefined : bidProblem(profile, item.bid);
  if (bid) return failure('INVALID_ARGUMENT', bid);
  const duplicate = profile.sb[kind].some(
    (each) =>
      each.state !== 'archived' &&
      each.adGroupId === String(item.adGroupId) &&
      String(each.keywordText).toLowerCase() === String(item.keywordText).toLowerCase() &&
      each.matchType === item.matchType,
  );
  if (duplicate) return failure('DUPLICATE_VALUE', 'The keyword already exists in this ad group');
  profile.sb[kind].push({
    keywordId: id,
    adGroupId: String(item.adGroupId),
    campaignId: String(item.campaignId),
    keywordText: item.keywordText,
    matchType: item.matchType,
    state: 'enabled',
    ...(!negative && item.bid !== undefined ? { bid: item.bid } : {}),
  });
  return { code: 'SUCCESS', keywordId: Number(id) };
}

function updateKeyword(kind: Kind, profile: FakeProfile, item: WireRecord) {
  const existing = profile.sb[kind].find((each) => each.keywordId === String(item.keywordId));
  if (!existing) return failure('NOT_FOUND', 'Keyword not found', item.keywordId);
  if (existing.state === 'archived')
    return failure('INVALID_ARGUMENT', 'Archived keywords cannot be modified', item.keywordId);
  const states = kind === 'keywords' ? ['enabled', 'paused', 'archived'] : ['enabled', 'archived'];
  if (item.state !== undefined && !states.includes(item.state as string)) {
    return failure('INVALID_ARGUMENT', `state must be one of ${states.join(', ')}`, item.keywordId);
  }
  const bid = kind === 'keywords' ? bidProblem(profile, item.bid) : undefined;
  if (bid) return failure('INVALID_ARGUMENT', bid, item.keywordId);
  if (item.state !== undefined) existing.state = item.state;
  if (kind === 'keywords' && item.bid !== undefined) existing.bid = item.bid;
  return { code: 'SUCCESS', keywordId: Number(existing.keywordId) };
}

function queryList(query: unknown, name: string): string[] | undefined {
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value.split(',') : undefined;
}

function registerKeywordRoutes(app: FastifyInstance, context: FakeContext, kind: Kind): void {
  const path = SB_ENTITIES[`sb.${kind}`].path;
  const batch = (mode: 'create' | 'update') => (request: FastifyRequest, reply: FastifyReply) => {
    if (!acceptsMedia(request, reply, SB_V3_MEDIA)) return reply;
    const items = arrayBody(request, reply);
    if (!items) return reply;
    const profile = callerProfile(request);
    const failing = context.faults.takeItemFailures(fakePath(request));
    const results = items.map((item, index) => {
      if (failing.has(index))
        return failure('INTERNAL_ERROR', 'Internal error, try again later', item.keywordId);
      return mode === 'create'
        ? createKeyword(kind, profile, item, context.store.newEntityId())
        : updateKeyword(kind, profile, item);
    });
    context.store.changed();
    return reply.status(207).type('application/json').send(results);
  };
  app.post(path, batch('create'));
  app.put(path, batch('update'));
  app.get(path, (request, reply) => {
    if (!acceptsMedia(request, reply, SB_V3_MEDIA)) return reply;
    const query = request.query as Record<string, string | undefined>;
    const startIndex = Number(query.startIndex ?? 0);
    const count = Number(query.count ?? 5000);
    let records = callerProfile(request).sb[kind];
    const filters: Array<[string, string]> = [
      ['campaignIdFilter', 'campaignId'],
      ['adGroupIdFilter', 'adGroupId'],
      ['keywordIdFilter', 'keywordId'],
      ['stateFilter', 'state'],
    ];
    for (const [name, field] of filters) {
      const include = queryList(query, name);
      if (include) records = records.filter((record) => include.includes(String(record[field])));
    }
    return reply.type('application/json').send(records.slice(startIndex, startIndex + count).map(wire));
  });
  app.get(`${path}/:keywordId`, (request, reply) => {
    const { keywordId } = request.params as { keywordId: string };
    const record = callerProfile(request).sb[kind].find((each) => each.keywordId === keywordId);
    if (!record) return reply.status(404).send({ code: 'NOT_FOUND', details: 'Keyword not found' });
    return reply.type('application/json').send(wire(record));
  });
  app.delete(`${path}/:keywordId`, (request, reply) => {
    const { keywordId } = request.params as { keywordId: string };
    const record = callerProfile(request).sb[kind].find((each) => each.keywordId === keywordId);
    if (!record) return reply.status(404).send({ code: 'NOT_FOUND', details: 'Keyword not found' });
    record.state = 'archived';
    context.store.changed();
    return reply.send({ keywordId: Number(keywordId), code: 'SUCCESS' });
  });
}

function targetsOf(request: FastifyRequest, reply: FastifyReply): WireRecord[] | undefined {
  const targets = bodyObject(request).targets;
  if (!Array.isArray(targets) || targets.length === 0 || targets.length > SB_V3_MAX_ITEMS) {
    void reply
      .status(400)
      .send({ code: 'INVALID_ARGUMENT', details: `targets must hold 1 to ${SB_V3_MAX_ITEMS} items` });
    return undefined;
  }
  return targets as WireRecord[];
}

function createTarget(profile: FakeProfile, item: WireRecord, id: string): string | undefined {
  const parent = adGroupProblem(profile, item);
  if (parent) return parent.split(':')[1];
  const expressions = item.expressions;
  if (!Array.isArray(expressions) || expressions.length === 0) return 'expressions is required';
  if (expressions.some((expression: WireRecord) => !/^asin[A-Za-z]+$/.test(String(expression.type)))) {
    return 'expression types must be asinSameAs, asinCategorySameAs, asinBrandSameAs …';
  }
  const bid = bidProblem(profile, item.bid);
  if (bid) return bid;
  profile.sb.targets.push({
    targetId: id,
    adGroupId: String(item.adGroupId),
    campaignId: String(item.campaignId),
    expressions,
    resolvedExpressions: expressions,
    state: 'enabled',
    ...(item.bid !== undefined ? { bid: item.bid } : {}),
  });
  return undefined;
}

function updateTarget(profile: FakeProfile, item: WireRecord): string | undefined {
  const existing = profile.sb.targets.find((each) => each.targetId === String(item.targetId));
  if (!existing) return 'Target not found';
  if (existing.state === 'archived') return 'Archived targets cannot be modified';
  if (item.state !== undefined && !['enabled', 'paused', 'archived'].includes(item.state as string)) {
    return 'state must be enabled, paused or archived';
  }
  const bid = bidProblem(profile, item.bid);
  if (bid) return bid;
  if (item.state !== undefined) existing.state = item.state;
  if (item.bid !== undefined) existing.bid = item.bid;
  return undefined;
}

function registerTargetRoutes(app: FastifyInstance, context: FakeContext): void {
  const batch = (mode: 'create' | 'update') => (request: FastifyRequest, reply: FastifyReply) => {
    if (!acceptsMedia(request, reply, SB_V3_MEDIA)) return reply;
    const targets = targetsOf(request, reply);
    if (!targets) return reply;
    const profile = callerProfile(request);
    const failing = context.faults.takeItemFailures(fakePath(request));
    const success: WireRecord[] = [];
    const errors: WireRecord[] = [];
    targets.forEach((raw, index) => {
      const item = (raw && typeof raw === 'object' ? raw : {}) as WireRecord;
      const id = mode === 'create' ? context.store.newEntityId() : String(item.targetId);
      const problem = failing.has(index)
        ? 'Internal error, try again later'
        : mode === 'create'
          ? createTarget(profile, item, id)
          : updateTarget(profile, item);
      if (problem)
        errors.push({
          targetRequestIndex: index,
          code: failing.has(index) ? 'INTERNAL_ERROR' : 'INVALID_ARGUMENT',
          details: problem,
        });
      else success.push({ targetRequestIndex: index, targetId: Number(id) });
    });
    context.store.changed();
    const prefix = mode === 'create' ? 'createTarget' : 'updateTarget';
    return reply
      .type('application/json')
      .send({ [`${prefix}SuccessResults`]: success, [`${prefix}ErrorResults`]: errors });
  };
  const path = SB_ENTITIES['sb.targets'].path;
  app.post(path, batch('create'));
  app.put(path, batch('update'));
  app.post(`${path}/list`, (request, reply) => {
    if (!acceptsMedia(request, reply, SB_V3_MEDIA)) return reply;
    const body = bodyObject(request);
    let records = callerProfile(request).sb.targets;
    const fields: Record<string, string> = {
      CAMPAIGN_ID: 'campaignId',
      AD_GROUP_ID: 'adGroupId',
      TARGETING_STATE: 'state',
    };
    for (const filter of (Array.isArray(body.filters) ? body.filters : []) as Array<{
      filterType?: string;
      values?: unknown[];
    }>) {
      const field = fields[filter.filterType ?? ''];
      const values = (filter.values ?? []).map(String);
      if (field) records = records.filter((record) => values.includes(String(record[field])));
    }
    const maxResults =
      typeof body.maxResults === 'number' ? Math.min(Math.max(body.maxResults, 1), 5000) : 5000;
    const start = pageStart(body.nextToken) ?? 0;
    const next = start + maxResults < records.length ? { nextToken: pageToken(start + maxResults) } : {};
    return reply
      .type('application/json')
      .send({ targets: records.slice(start, start + maxResults).map(wire), ...next });
  });
}

/** Registers the SB v3 keyword, negative keyword and target routes. */
export function registerSbV3Routes(app: FastifyInstance, context: FakeContext): void {
  registerKeywordRoutes(app, context, 'keywords');
  registerKeywordRoutes(app, context, 'negativeKeywords');
  registerTargetRoutes(app, context);
}
