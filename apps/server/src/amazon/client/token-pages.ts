// The list calls of SP v3 and SB v4: a POST with `…IdFilter: {include}` filters, `maxResults` and
// `nextToken`. Id filters longer than Amazon's `include` limit are split, every combination of chunks is
// listed (filters are ANDed, so the union of the combinations is the whole answer), each combination is
// followed until Amazon leaves `nextToken` out, and records are kept once by id (pages are independent
// reads; a record can move between pages while the list runs, reference §3.1).
import type { AdsHttp } from './ads-http';
import { combinations, filterChunks } from './batches';
import { arrayOf, fieldsOf } from './multi-status';

/** One `…IdFilter` of a list call with its `include` limit. */
export interface IdFilter {
  key: string;
  limit: number;
  ids: string[];
}

/** How to list one resource. */
export interface TokenListCall {
  operation: string;
  /** The list path, e.g. `/sp/keywords/list`. */
  path: string;
  mediaType: string;
  /** Array key of the answer. */
  bodyKey: string;
  /** Id field of a record, to keep each record once. */
  idField: string;
  pageSize: number;
  /** Further body fields, e.g. `stateFilter`. */
  extra?: Record<string, unknown>;
}

/** Every record matching `filters` (an empty `ids` list matches nothing and costs no call). */
export async function listByTokenPages(
  http: AdsHttp,
  call: TokenListCall,
  filters: IdFilter[],
): Promise<Array<Record<string, unknown>>> {
  if (filters.some((filter) => filter.ids.length === 0)) return [];
  const records = new Map<string, Record<string, unknown>>();
  for (const chunkSet of combinations(filters.map((filter) => filterChunks(filter.ids, filter.limit)))) {
    const body: Record<string, unknown> = { ...call.extra };
    filters.forEach((filter, position) => {
      body[filter.key] = { include: chunkSet[position] };
    });
    for (const record of await allPages(http, call, body)) {
      const id = record[call.idField];
      records.set(typeof id === 'string' ? id : `#${records.size}`, record);
    }
  }
  return [...records.values()];
}

async function allPages(
  http: AdsHttp,
  call: TokenListCall,
  filters: Record<string, unknown>,
): Promise<Array<Record<string, unknown>>> {
  const records: Array<Record<string, unknown>> = [];
  let nextToken: string | undefined;
  do {
    const answer = await http.send({
      operation: call.operation,
      method: 'POST',
      path: call.path,
      body: JSON.stringify({ ...filters, maxResults: call.pageSize, ...(nextToken ? { nextToken } : {}) }),
      contentType: call.mediaType,
      safety: 'repeatable',
    });
    const page = fieldsOf(answer.body);
    records.push(...arrayOf(page[call.bodyKey]));
    nextToken = typeof page.nextToken === 'string' && page.nextToken !== '' ? page.nextToken : undefined;
  } while (nextToken !== undefined);
  return records;
}
