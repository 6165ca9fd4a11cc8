// Sponsored Products v3 routes of the fake: create (POST), update (PUT), list (POST …/list) and archive
// (POST …/delete) for the nine resources of sp-resources.ts, answering 207 Multi-Status per item (list:
// 200 with maxResults/nextToken/totalResults). Batches are applied item by item like Amazon's
// non-atomic batches, so later items see the ones created before them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SpResource } from '../ads-api';
import {
  SP_MAX_ITEMS,
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
import { calendarDayIn } from '@adplan/contracts';
import type { WireRecord } from './fake-state';
import { emptyOutcome, injectedFailure, itemError, multiStatusBody, type BatchOutcome } from './multi-status';
import { SP_RESOURCES, updateRecord, type SpResourceSpec, type SpWriteContext } from './sp-resources';

const STATE_FILTER_VALUES = ['ENABLED', 'PAUSED', 'ARCHIVED'];

/** Registers every SP v3 route on `app` (the Ads API scope). */
export function registerSpRoutes(app: FastifyInstance, context: FakeContext): void {
  for (const spec of Object.values(SP_RESOURCES)) {
    app.post(spec.path, (request, reply) => write(context, spec, request, reply, 'create'));
    app.put(spec.path, (request, reply) => write(context, spec, request, reply, 'update'));
    app.post(`${spec.path}/list`, (request, reply) => list(spec, request, reply));
    app.post(`${spec.path}/delete`, (request, reply) => archive(context, spec, request, reply));
  }
}

function writeContext(context: FakeContext, request: FastifyRequest, location: string): SpWriteContext {
  const profile = callerProfile(request);
  return {
    profile,
    location,
    today: calendarDayIn(context.store.now(), profile.profile.timezone),
    newId: () => context.store.newEntityId(),
  };
}

function write(
  context: FakeContext,
  spec: SpResourceSpec,
  request: FastifyRequest,
  reply: FastifyReply,
  mode: 'create' | 'update',
) {
  if (!acceptsMedia(request, reply, [spec.contentType])) return reply;
  const items = bodyObject(request)[spec.bodyKey];
  if (!Array.isArray(items) || items.length === 0)
    return sendInvalid(reply, `${spec.bodyKey} must be a non-empty array`);
  if (items.length > SP_MAX_ITEMS)
    return sendInvalid(reply, `${spec.bodyKey} must have at most ${SP_MAX_ITEMS} items`);
  const failing = context.faults.takeItemFailures(fakePath(request));
  const profile = callerProfile(request);
  const store = profile.sp[spec.resource];
  const outcome = emptyOutcome();
  items.forEach((raw: unknown, index) => {
    const item = (raw && typeof raw === 'object' ? raw : {}) as WireRecord;
    const location = `$.${spec.bodyKey}[${index}]`;
    if (failing.has(index)) {
      outcome.error.push({ index, errors: [injectedFailure(location)] });
      return;
    }
    const refusal = context.faults.takeRefusal(fakePath(request), item);
    if (refusal) {
      const error = itemError(refusal.errorType, refusal.reason, location, '', refusal.message);
      outcome.error.push({ index, errors: [error] });
      return;
    }
    const writeAt = writeContext(context, request, location);
    if (mode === 'create') {
      const result = spec.create(item, writeAt);
      if ('errors' in result) return outcome.error.push({ index, errors: result.errors });
      store.push(result.record);
      for (const extra of result.extra ?? []) profile.sp[extra.resource as SpResource].push(extra.record);
      return outcome.success.push({ index, id: String(result.record[spec.idField]), record: result.record });
    }
    const id = item[spec.idField];
    const position = store.findIndex((record) => record[spec.idField] === String(id));
    if (position < 0) {
      const error = itemError(
        'entityNotFoundError',
        'ENTITY_NOT_FOUND',
        `${location}.${spec.idField}`,
        id,
        'Entity not found',
      );
      return outcome.error.push({ index, errors: [error] });
    }
    const result = updateRecord(spec, item, store[position] as WireRecord, writeAt);
    if ('errors' in result) return outcome.error.push({ index, errors: result.errors });
    // Changed in place, as SB routes do: an entity keeps its identity across updates.
    Object.assign(store[position] as WireRecord, result.record);
    return outcome.success.push({ index, id: String(id), record: result.record });
  });
  context.store.changed();
  return answer207(reply, spec, outcome, wantsRepresentation(request));
}

function answer207(
  reply: FastifyReply,
  spec: SpResourceSpec,
  outcome: BatchOutcome,
  representation: boolean,
) {
  return reply
    .status(207)
    .type(spec.contentType)
    .send(multiStatusBody(spec.bodyKey, spec.successIdKey, spec.entityKey, outcome, representation));
}

/** An `{include: [...]}` filter's ids; a sentence when it is malformed or too long. */
function includeOf(filter: unknown, name: string): string[] | undefined | string {
  if (filter === undefined) return undefined;
  const include = (filter as { include?: unknown } | null)?.include;
  if (!Array.isArray(include)) return `${name}.include must be an array`;
  if (include.length > SP_MAX_ITEMS) return `${name}.include must have at most ${SP_MAX_ITEMS} items`;
  return include.map(String);
}

function list(spec: SpResourceSpec, request: FastifyRequest, reply: FastifyReply) {
  if (!acceptsMedia(request, reply, [spec.contentType])) return reply;
  const body = bodyObject(request);
  const filters: Array<[string, string]> = [
    ['campaignIdFilter', 'campaignId'],
    ['adGroupIdFilter', 'adGroupId'],
    ...spec.idFilterKeys.map((key): [string, string] => [key, spec.idField]),
    ['stateFilter', 'state'],
  ];
  let records = callerProfile(request).sp[spec.resource];
  for (const [name, field] of filters) {
    const include = includeOf(body[name], name);
    if (typeof include === 'string') return sendInvalid(reply, include);
    if (!include) continue;
    if (name === 'stateFilter' && include.some((state) => !STATE_FILTER_VALUES.includes(state))) {
      return sendInvalid(reply, `stateFilter.include values must be ${STATE_FILTER_VALUES.join(', ')}`);
    }
    records = records.filter((record) => include.includes(String(record[field])));
  }
  const maxResults = body.maxResults ?? SP_MAX_ITEMS;
  if (
    typeof maxResults !== 'number' ||
    !Number.isInteger(maxResults) ||
    maxResults < 1 ||
    maxResults > SP_MAX_ITEMS
  ) {
    return sendInvalid(reply, `maxResults must be an integer from 1 to ${SP_MAX_ITEMS}`);
  }
  const start = pageStart(body.nextToken);
  if (start === undefined) return sendInvalid(reply, 'nextToken is not valid');
  const page = records.slice(start, start + maxResults);
  const next = start + maxResults < records.length ? { nextToken: pageToken(start + maxResults) } : {};
  return reply
    .status(200)
    .type(spec.contentType)
    .send({ [spec.bodyKey]: page, totalResults: records.length, ...next });
}

function archive(context: FakeContext, spec: SpResourceSpec, request: FastifyRequest, reply: FastifyReply) {
  if (!acceptsMedia(request, reply, [spec.contentType])) return reply;
  const body = bodyObject(request);
  const filterKey = spec.idFilterKeys.find((key) => body[key] !== undefined);
  const ids = filterKey ? includeOf(body[filterKey], filterKey) : undefined;
  if (typeof ids === 'string') return sendInvalid(reply, ids);
  if (!ids || ids.length === 0) return sendInvalid(reply, `${spec.idFilterKeys[0]}.include is required`);
  const failing = context.faults.takeItemFailures(fakePath(request));
  const store = callerProfile(request).sp[spec.resource];
  const outcome = emptyOutcome();
  ids.forEach((id, index) => {
    const location = `$.${filterKey}.include[${index}]`;
    if (failing.has(index)) return outcome.error.push({ index, errors: [injectedFailure(location)] });
    const record = store.find((each) => each[spec.idField] === id);
    if (!record) {
      const error = itemError('entityNotFoundError', 'ENTITY_NOT_FOUND', location, id, 'Entity not found');
      return outcome.error.push({ index, errors: [error] });
    }
    record.state = 'ARCHIVED';
    return outcome.success.push({ index, id, record });
  });
  context.store.changed();
  return answer207(reply, spec, outcome, wantsRepresentation(request));
}
