// Sponsored Products v3 list/create/update/archive over the resource table (sp-resources.ts). Lists follow
// `nextToken` until Amazon leaves it out and split id filters to their `include` limits; writes go in
// batches of 1000 with per-item results re-numbered to the caller's array.
import type { MultiStatusResult, SpCreate, SpListFilter, SpRecord, SpResource, SpUpdate } from '../ads-api';
import { AdsApiError } from '../ads-api-errors';
import type { AdsHttp } from './ads-http';
import { inBatches } from './batches';
import { readMultiStatus } from './multi-status';
import { SP_BATCH_LIMIT, SP_RESOURCES, type SpParentFilter, type SpResourceSpec } from './sp-resources';
import { listByTokenPages, type IdFilter } from './token-pages';

/**
 * Records per list page. Amazon's SP 3.0 spec leaves the largest `maxResults` unstated ("defaults to max
 * page size"); 100 is the page size its other list APIs (SB v4) cap at and known to be accepted.
 */
export const SP_LIST_PAGE_SIZE = 100;

/** Every record of `resource` matching `filter`, across id-filter chunks and pages, each once. */
export async function spList<R extends SpResource>(
  http: AdsHttp,
  resource: R,
  filter: SpListFilter = {},
): Promise<Array<SpRecord<R>>> {
  const spec = SP_RESOURCES[resource];
  const records = await listByTokenPages(
    http,
    {
      operation: `sp.${resource}.list`,
      path: `${spec.path}/list`,
      mediaType: spec.mediaType,
      bodyKey: spec.bodyKey,
      idField: spec.idField,
      pageSize: SP_LIST_PAGE_SIZE,
      extra: filter.states !== undefined ? { stateFilter: { include: filter.states } } : {},
    },
    idFiltersOf(resource, spec, filter),
  );
  return records as unknown as Array<SpRecord<R>>;
}

/** Creates `items` in batches of 1000; a batch that gets no answer is not sent again (see ads-http.ts). */
export function spCreate<R extends SpResource>(
  http: AdsHttp,
  resource: R,
  items: Array<SpCreate<R>>,
): Promise<MultiStatusResult<SpRecord<R>>> {
  const spec = SP_RESOURCES[resource];
  return inBatches(items, SP_BATCH_LIMIT, (batch, offset) =>
    write<SpRecord<R>>(
      http,
      spec,
      `sp.${resource}.create`,
      'POST',
      spec.path,
      { [spec.bodyKey]: batch },
      {
        offset,
        size: batch.length,
      },
    ),
  );
}

/** Partial updates in batches of 1000; repeated after a lost answer, as an update is idempotent in its final state. */
export function spUpdate<R extends SpResource>(
  http: AdsHttp,
  resource: R,
  items: Array<SpUpdate<R>>,
): Promise<MultiStatusResult<SpRecord<R>>> {
  const spec = SP_RESOURCES[resource];
  return inBatches(items, SP_BATCH_LIMIT, (batch, offset) =>
    write<SpRecord<R>>(
      http,
      spec,
      `sp.${resource}.update`,
      'PUT',
      spec.path,
      { [spec.bodyKey]: batch },
      {
        offset,
        size: batch.length,
      },
    ),
  );
}

/** Archives by id (Amazon's `/delete`), 1000 ids per call; results by the index in `ids`. */
export function spArchive<R extends SpResource>(
  http: AdsHttp,
  resource: R,
  ids: string[],
): Promise<MultiStatusResult<SpRecord<R>>> {
  const spec = SP_RESOURCES[resource];
  return inBatches(ids, SP_BATCH_LIMIT, (batch, offset) =>
    write<SpRecord<R>>(
      http,
      spec,
      `sp.${resource}.archive`,
      'POST',
      `${spec.path}/delete`,
      { [spec.idFilter]: { include: batch } },
      { offset, size: batch.length },
    ),
  );
}

async function write<T>(
  http: AdsHttp,
  spec: SpResourceSpec,
  operation: string,
  method: 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown>,
  batch: { offset: number; size: number },
): Promise<MultiStatusResult<T>> {
  const answer = await http.send({
    operation,
    method,
    path,
    body: JSON.stringify(body),
    contentType: spec.mediaType,
    preferRepresentation: true,
    safety: operation.endsWith('.create') ? 'create' : 'repeatable',
  });
  return readMultiStatus<T>(answer.body, spec.bodyKey, spec.success, batch);
}

/** The id filters `filter` asks for, merged per key (a campaign's `campaignIds` and `ids` are one filter). */
function idFiltersOf(resource: SpResource, spec: SpResourceSpec, filter: SpListFilter): IdFilter[] {
  const merged = new Map<string, IdFilter>();
  const add = (target: SpParentFilter | undefined, ids: string[] | undefined, name: string): void => {
    if (ids === undefined) return;
    if (target === undefined) {
      throw new AdsApiError('badRequest', `SP ${resource} cannot be listed by ${name}`, { path: spec.path });
    }
    const existing = merged.get(target.key);
    merged.set(target.key, {
      ...target,
      ids: existing ? existing.ids.filter((id) => ids.includes(id)) : [...ids],
    });
  };
  add(spec.campaignFilter, filter.campaignIds, 'campaignIds');
  add(spec.adGroupFilter, filter.adGroupIds, 'adGroupIds');
  add({ key: spec.idFilter, limit: SP_BATCH_LIMIT }, filter.ids, 'ids');
  return [...merged.values()];
}
