// Listing any Amazon entity from its description (entities/): the list wire style picks the call (token
// pages, index pages, filter-type pages or one unpaged GET), id filters are split to Amazon's limits, and
// every record is read by the entity's schema. A record that does not match is an unexpected answer: an
// `AdsApiError` (kind `unavailable`, code `unexpectedAnswer`), never a cast.
import type { AdsListFilter } from '../ads-api';
import { AdsApiError } from '../ads-api-errors';
import type {
  EntityDescription,
  FilterTypesList,
  IndexPagesList,
  ListFilterKey,
  TokenPagesList,
} from '../entities/entity-description';
import type { AdsHttp } from './ads-http';
import { chunksOf } from './batches';
import { arrayOf, fieldsOf } from './multi-status';
import { listByTokenPages, type IdFilter } from './token-pages';

type Fields = Record<string, unknown>;

/** Every record of `description` matching `filter`, across id-filter chunks and pages, each once. */
export async function listRecords<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  filter: AdsListFilter = {},
): Promise<T[]> {
  const wire = await listWire(http, description, filter);
  return wire.flatMap((raw) => {
    const record = description.fromWire ? description.fromWire(raw) : raw;
    return record === undefined ? [] : [recordOf(description, record)];
  });
}

/** `record` read by the entity's schema, or an unexpected-answer error naming the first mismatch. */
function recordOf<T>(description: EntityDescription<T>, record: Fields): T {
  const parsed = description.schema.safeParse(record);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new AdsApiError(
    'unavailable',
    `Amazon Ads ${description.name} answered a record that is not a ${description.name} record${where}: ${issue?.message ?? 'unreadable'}`,
    { code: 'unexpectedAnswer', path: description.path },
  );
}

function listWire<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  filter: AdsListFilter,
): Promise<Fields[]> {
  const list = description.list;
  switch (list.style) {
    case 'tokenPages':
      return listTokenPages(http, description, list, filter);
    case 'indexPages':
      return listIndexPages(http, description, list, filter);
    case 'filterTypes':
      return listFilterTypes(http, description, list, filter);
    case 'unpaged':
      refuseUnsupported(description, filter, []);
      return listUnpaged(http, description, list.accept);
  }
}

/** A filter the entity's list does not take is the caller's mistake, said before any call. */
function refuseUnsupported<T>(
  description: EntityDescription<T>,
  filter: AdsListFilter,
  supported: ReadonlyArray<keyof AdsListFilter>,
): void {
  for (const name of ['campaignIds', 'adGroupIds', 'ids', 'states'] as const) {
    if (filter[name] !== undefined && !supported.includes(name)) {
      throw new AdsApiError('badRequest', `${description.name} cannot be listed by ${name}`, {
        path: description.path,
      });
    }
  }
}

function listTokenPages<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  list: TokenPagesList,
  filter: AdsListFilter,
): Promise<Fields[]> {
  const supported: Array<keyof AdsListFilter> = [];
  if (list.campaignIds) supported.push('campaignIds');
  if (list.adGroupIds) supported.push('adGroupIds');
  if (list.ids) supported.push('ids');
  if (list.states) supported.push('states');
  refuseUnsupported(description, filter, supported);
  return listByTokenPages(
    http,
    {
      operation: `${description.name}.list`,
      path: `${description.path}/list`,
      mediaType: description.mediaType,
      bodyKey: list.bodyKey,
      idField: description.idField,
      pageSize: list.pageSize,
      extra: filter.states !== undefined ? { stateFilter: { include: filter.states } } : {},
    },
    idFiltersOf(list, filter),
  );
}

/** The id filters `filter` asks for, merged per key (a campaign's `campaignIds` and `ids` are one filter). */
function idFiltersOf(list: TokenPagesList, filter: AdsListFilter): IdFilter[] {
  const merged = new Map<string, IdFilter>();
  const add = (target: ListFilterKey | undefined, ids: readonly string[] | undefined): void => {
    if (ids === undefined || target === undefined) return;
    const existing = merged.get(target.key);
    merged.set(target.key, {
      ...target,
      ids: existing ? existing.ids.filter((id) => ids.includes(id)) : [...ids],
    });
  };
  add(list.campaignIds, filter.campaignIds);
  add(list.adGroupIds, filter.adGroupIds);
  add(list.ids, filter.ids);
  return [...merged.values()];
}

/** GET lists paged by `startIndex`/`count` until an empty page; id filters as comma-separated chunks. */
async function listIndexPages<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  list: IndexPagesList,
  filter: AdsListFilter,
): Promise<Fields[]> {
  const keys: Array<[string, readonly string[] | undefined]> = [];
  const supported: Array<keyof AdsListFilter> = [];
  if (list.campaignIds) {
    supported.push('campaignIds');
    keys.push([list.campaignIds, filter.campaignIds]);
  }
  if (list.adGroupIds) {
    supported.push('adGroupIds');
    keys.push([list.adGroupIds, filter.adGroupIds]);
  }
  refuseUnsupported(description, filter, supported);
  const used = keys.filter((entry): entry is [string, readonly string[]] => entry[1] !== undefined);
  if (used.some(([, ids]) => ids.length === 0)) return [];
  const records = new Map<string, Fields>();
  const chunkSets = used.reduce<Array<Record<string, string>>>(
    (sets, [key, ids]) =>
      sets.flatMap((set) =>
        chunksOf([...new Set(ids)], list.queryIds).map((chunk) => ({ ...set, [key]: chunk.items.join(',') })),
      ),
    [{}],
  );
  for (const idQuery of chunkSets) {
    for (let startIndex = 0; ;) {
      const answer = await http.send({
        operation: `${description.name}.list`,
        method: 'GET',
        path: description.path,
        query: { ...list.query, ...idQuery, startIndex: String(startIndex), count: String(list.pageSize) },
        accept: list.accept,
        safety: 'repeatable',
      });
      const page = arrayOf(answer.body);
      const before = records.size;
      for (const record of page) records.set(String(record[description.idField]), record);
      // An empty page ends the list; so does a page of nothing new (a server ignoring startIndex).
      if (page.length === 0 || records.size === before) break;
      startIndex += page.length;
    }
  }
  return [...records.values()];
}

/** `POST <path>/list` with `filters: [{filterType, values}]`, following `nextToken`. */
async function listFilterTypes<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  list: FilterTypesList,
  filter: AdsListFilter,
): Promise<Fields[]> {
  refuseUnsupported(description, filter, ['campaignIds']);
  if (filter.campaignIds?.length === 0) return [];
  const campaignChunks = filter.campaignIds
    ? chunksOf([...new Set(filter.campaignIds)], list.queryIds).map((chunk) => chunk.items)
    : [undefined];
  const records = new Map<string, Fields>();
  for (const campaignIds of campaignChunks) {
    const filters: Fields[] = [{ filterType: 'TARGETING_STATE', values: [...list.states] }];
    if (campaignIds) filters.push({ filterType: 'CAMPAIGN_ID', values: campaignIds });
    let nextToken: string | undefined;
    do {
      const answer = await http.send({
        operation: `${description.name}.list`,
        method: 'POST',
        path: `${description.path}/list`,
        body: JSON.stringify({ filters, maxResults: list.pageSize, ...(nextToken ? { nextToken } : {}) }),
        contentType: description.mediaType,
        accept: list.accept,
        safety: 'repeatable',
      });
      const page = fieldsOf(answer.body);
      for (const record of arrayOf(page[list.bodyKey])) {
        records.set(String(record[description.idField]), record);
      }
      nextToken = typeof page.nextToken === 'string' && page.nextToken !== '' ? page.nextToken : undefined;
    } while (nextToken !== undefined);
  }
  return [...records.values()];
}

async function listUnpaged<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  accept: string,
): Promise<Fields[]> {
  const answer = await http.send({
    operation: `${description.name}.list`,
    method: 'GET',
    path: description.path,
    accept,
    safety: 'repeatable',
  });
  return arrayOf(answer.body);
}
