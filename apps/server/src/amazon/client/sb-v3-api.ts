// Sponsored Brands v3 brands (`GET /brands`, reference §4.2), keywords, negative keywords and product
// targets (reference §4.6, Amazon's SB 3.0 spec): plain JSON bodies, int64 ids on the wire (written as numbers, read as exact strings; see
// wire-json.ts), lowercase enums, at most 100 items per write. Keyword writes answer a 207 array in request
// order `[{code: "SUCCESS" | <error code>, keywordId, description}]`; target writes answer
// `{create|updateTargetSuccessResults: [{targetRequestIndex, targetId}], …ErrorResults: [...]}`.
import type {
  AdsItemError,
  MultiStatusResult,
  SbBrandRecord,
  SbKeywordRecord,
  SbNegativeKeywordRecord,
  SbTargetRecord,
} from '../ads-api';
import type { AdsHttp } from './ads-http';
import { chunksOf, inBatches } from './batches';
import { arrayOf, fieldsOf, withUnmentioned } from './multi-status';
import { toWireJsonWithNumericIds } from './wire-json';

/** Items per SB v3 write and records per list page (`count` / `maxResults`). */
export const SB_V3_BATCH_LIMIT = 100;

/** Ids per comma-separated `…IdFilter` query value (keeps URLs short; Amazon states no limit). */
export const SB_V3_QUERY_IDS = 100;

/** The states a complete list asks for (Amazon's default leaves archived entities out). */
const ALL_STATES = 'enabled,paused,archived';

const KEYWORD_RESPONSE = 'application/vnd.sbkeywordresponse.v3+json';

type Fields = Record<string, unknown>;

/** The profile's brands (`GET /brands`, one unpaged list); entries without a brand entity id are left out. */
export async function sbListBrands(http: AdsHttp): Promise<SbBrandRecord[]> {
  const answer = await http.send({
    operation: 'sb.brands.list',
    method: 'GET',
    path: '/brands',
    accept: 'application/vnd.brand.v3+json',
    safety: 'repeatable',
  });
  return arrayOf(answer.body).flatMap((brand) => {
    const entityId = brand['brandEntityId'];
    if (typeof entityId !== 'string' || entityId === '') return [];
    return [
      {
        brandId: String(brand['brandId'] ?? ''),
        brandEntityId: entityId,
        brandRegistryName: String(brand['brandRegistryName'] ?? ''),
      },
    ];
  });
}

/** SB v3 keywords of the given campaigns/ad groups in every state. */
export async function sbListKeywords(
  http: AdsHttp,
  filter: { campaignIds?: string[]; adGroupIds?: string[] } = {},
): Promise<SbKeywordRecord[]> {
  const records = await listByIndexPages(http, 'sb.keywords.list', '/sb/keywords', {
    accept: 'application/vnd.sbkeyword.v3.2+json',
    idFilters: { campaignIdFilter: filter.campaignIds, adGroupIdFilter: filter.adGroupIds },
    query: { stateFilter: ALL_STATES },
    idField: 'keywordId',
  });
  return records as unknown as SbKeywordRecord[];
}

/** Creates SB v3 keywords (state is not settable on create), 100 per call. */
export function sbCreateKeywords(
  http: AdsHttp,
  items: Array<Omit<SbKeywordRecord, 'keywordId' | 'state'>>,
): Promise<MultiStatusResult<SbKeywordRecord>> {
  return writeKeywords(http, 'sb.keywords.create', 'POST', '/sb/keywords', items);
}

/** Updates SB v3 keyword bids/states, 100 per call. */
export function sbUpdateKeywords(
  http: AdsHttp,
  items: Array<{ keywordId: string; adGroupId: string; campaignId: string; bid?: number; state?: string }>,
): Promise<MultiStatusResult<SbKeywordRecord>> {
  return writeKeywords(http, 'sb.keywords.update', 'PUT', '/sb/keywords', items);
}

/** SB v3 negative keywords of the given campaigns. */
export async function sbListNegativeKeywords(
  http: AdsHttp,
  filter: { campaignIds?: string[] } = {},
): Promise<SbNegativeKeywordRecord[]> {
  const records = await listByIndexPages(http, 'sb.negativeKeywords.list', '/sb/negativeKeywords', {
    accept: 'application/vnd.sbnegativekeyword.v3.2+json',
    idFilters: { campaignIdFilter: filter.campaignIds },
    query: {},
    idField: 'keywordId',
  });
  return records as unknown as SbNegativeKeywordRecord[];
}

/** Creates SB v3 negative keywords, 100 per call. */
export function sbCreateNegativeKeywords(
  http: AdsHttp,
  items: Array<Omit<SbNegativeKeywordRecord, 'keywordId' | 'state'>>,
): Promise<MultiStatusResult<SbNegativeKeywordRecord>> {
  return writeKeywords(http, 'sb.negativeKeywords.create', 'POST', '/sb/negativeKeywords', items);
}

/** Updates SB v3 negative keyword states (archiving is the only change Amazon allows), 100 per call. */
export function sbUpdateNegativeKeywords(
  http: AdsHttp,
  items: Array<{ keywordId: string; adGroupId: string; campaignId: string; state: string }>,
): Promise<MultiStatusResult<SbNegativeKeywordRecord>> {
  return writeKeywords(http, 'sb.negativeKeywords.update', 'PUT', '/sb/negativeKeywords', items);
}

/** SB v3 product targets of the given campaigns in every state (`POST /sb/targets/list`, `nextToken` pages). */
export async function sbListTargets(
  http: AdsHttp,
  filter: { campaignIds?: string[] } = {},
): Promise<SbTargetRecord[]> {
  if (filter.campaignIds?.length === 0) return [];
  const campaignChunks = filter.campaignIds
    ? chunksOf([...new Set(filter.campaignIds)], SB_V3_QUERY_IDS).map((chunk) => chunk.items)
    : [undefined];
  const records = new Map<string, SbTargetRecord>();
  for (const campaignIds of campaignChunks) {
    const filters: Fields[] = [{ filterType: 'TARGETING_STATE', values: ALL_STATES.split(',') }];
    if (campaignIds) filters.push({ filterType: 'CAMPAIGN_ID', values: campaignIds });
    let nextToken: string | undefined;
    do {
      const answer = await http.send({
        operation: 'sb.targets.list',
        method: 'POST',
        path: '/sb/targets/list',
        body: JSON.stringify({ filters, maxResults: SB_V3_BATCH_LIMIT, ...(nextToken ? { nextToken } : {}) }),
        contentType: 'application/json',
        accept: 'application/vnd.sblisttargetsresponse.v3.2+json',
        safety: 'repeatable',
      });
      const page = fieldsOf(answer.body);
      for (const target of arrayOf(page.targets)) {
        records.set(String(target.targetId), target as unknown as SbTargetRecord);
      }
      nextToken = typeof page.nextToken === 'string' && page.nextToken !== '' ? page.nextToken : undefined;
    } while (nextToken !== undefined);
  }
  return [...records.values()];
}

/** Creates SB v3 product targets, 100 per call. */
export function sbCreateTargets(
  http: AdsHttp,
  items: Array<Omit<SbTargetRecord, 'targetId' | 'state'>>,
): Promise<MultiStatusResult<SbTargetRecord>> {
  return writeTargets(http, 'create', items);
}

/** Updates SB v3 product target bids/states, 100 per call. */
export function sbUpdateTargets(
  http: AdsHttp,
  items: Array<{ targetId: string; adGroupId: string; campaignId: string; bid?: number; state?: string }>,
): Promise<MultiStatusResult<SbTargetRecord>> {
  return writeTargets(http, 'update', items);
}

function writeKeywords<I, T>(
  http: AdsHttp,
  operation: string,
  method: 'POST' | 'PUT',
  path: string,
  items: I[],
): Promise<MultiStatusResult<T>> {
  return inBatches(items, SB_V3_BATCH_LIMIT, async (batch, offset) => {
    const answer = await http.send({
      operation,
      method,
      path,
      body: toWireJsonWithNumericIds(batch),
      contentType: 'application/json',
      accept: KEYWORD_RESPONSE,
      safety: method === 'POST' ? 'create' : 'repeatable',
    });
    return readKeywordResults<T>(answer.body, { offset, size: batch.length });
  });
}

/** A 207 keyword array, item i answering request item i. */
function readKeywordResults<T>(body: unknown, batch: { offset: number; size: number }): MultiStatusResult<T> {
  const result: MultiStatusResult<T> = { success: [], error: [] };
  arrayOf(body)
    .slice(0, batch.size)
    .forEach((item, position) => {
      const index = batch.offset + position;
      if (item.code === 'SUCCESS' && typeof item.keywordId === 'string') {
        result.success.push({ index, id: item.keywordId });
      } else {
        result.error.push({ index, errors: [sbV3ErrorOf(item)] });
      }
    });
  return withUnmentioned(result, batch);
}

function writeTargets<I, T>(
  http: AdsHttp,
  kind: 'create' | 'update',
  items: I[],
): Promise<MultiStatusResult<T>> {
  return inBatches(items, SB_V3_BATCH_LIMIT, async (batch, offset) => {
    const answer = await http.send({
      operation: `sb.targets.${kind}`,
      method: kind === 'create' ? 'POST' : 'PUT',
      path: '/sb/targets',
      body: toWireJsonWithNumericIds({ targets: batch }),
      contentType: 'application/json',
      accept:
        kind === 'create'
          ? 'application/vnd.sbcreatetargetsresponse.v3+json'
          : 'application/vnd.sbupdatetargetsresponse.v3+json',
      safety: kind === 'create' ? 'create' : 'repeatable',
    });
    return readTargetResults<T>(answer.body, kind, { offset, size: batch.length });
  });
}

/** `{<kind>TargetSuccessResults, <kind>TargetErrorResults}` by `targetRequestIndex`. */
function readTargetResults<T>(
  body: unknown,
  kind: 'create' | 'update',
  batch: { offset: number; size: number },
): MultiStatusResult<T> {
  const fields = fieldsOf(body);
  const result: MultiStatusResult<T> = { success: [], error: [] };
  for (const item of arrayOf(fields[`${kind}TargetSuccessResults`])) {
    const position = requestIndexOf(item, batch.size);
    if (position !== undefined && typeof item.targetId === 'string') {
      result.success.push({ index: batch.offset + position, id: item.targetId });
    }
  }
  for (const item of arrayOf(fields[`${kind}TargetErrorResults`])) {
    const position = requestIndexOf(item, batch.size);
    if (position !== undefined)
      result.error.push({ index: batch.offset + position, errors: [sbV3ErrorOf(item)] });
  }
  return withUnmentioned(result, batch);
}

function requestIndexOf(item: Fields, size: number): number | undefined {
  const index = item.targetRequestIndex;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < size
    ? index
    : undefined;
}

/** An SB v3 item error: `code` plus `description`/`details`. */
function sbV3ErrorOf(item: Fields): AdsItemError {
  const code = typeof item.code === 'string' && item.code !== '' ? item.code : 'otherError';
  const text = [item.description, item.details, item.message].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return { errorType: code, message: text ?? code };
}

/** GET lists paged by `startIndex`/`count` until an empty page; id filters as comma-separated chunks. */
async function listByIndexPages(
  http: AdsHttp,
  operation: string,
  path: string,
  options: {
    accept: string;
    idFilters: Record<string, string[] | undefined>;
    query: Record<string, string>;
    idField: string;
  },
): Promise<Fields[]> {
  const used = Object.entries(options.idFilters).filter(
    (entry): entry is [string, string[]] => entry[1] !== undefined,
  );
  if (used.some(([, ids]) => ids.length === 0)) return [];
  const records = new Map<string, Fields>();
  const chunkSets = used.reduce<Array<Record<string, string>>>(
    (sets, [key, ids]) =>
      sets.flatMap((set) =>
        chunksOf([...new Set(ids)], SB_V3_QUERY_IDS).map((chunk) => ({
          ...set,
          [key]: chunk.items.join(','),
        })),
      ),
    [{}],
  );
  for (const idQuery of chunkSets) {
    for (let startIndex = 0; ;) {
      const answer = await http.send({
        operation,
        method: 'GET',
        path,
        query: {
          ...options.query,
          ...idQuery,
          startIndex: String(startIndex),
          count: String(SB_V3_BATCH_LIMIT),
        },
        accept: options.accept,
        safety: 'repeatable',
      });
      const page = arrayOf(answer.body);
      const before = records.size;
      for (const record of page) records.set(String(record[options.idField]), record);
      // An empty page ends the list; so does a page of nothing new (a server ignoring startIndex).
      if (page.length === 0 || records.size === before) break;
      startIndex += page.length;
    }
  }
  return [...records.values()];
}
