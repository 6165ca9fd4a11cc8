// Creating, updating and archiving any Amazon entity from its description (entities/): items go in
// batches of the entity's limit, in turn (Amazon throttles parallel writes of one profile); the write
// style picks the body and the reading of the answer (207 multi-status, SB v3 keyword arrays, SB v3
// target results); per-item results are re-numbered to the caller's array. A create that gets no answer
// is not sent again (it may have been applied, see ads-http.ts); updates and archives are repeated, as
// they are idempotent in their final state.
import type { MultiStatusResult } from '../ads-api';
import { AdsApiError } from '../ads-api-errors';
import type { EntityDescription, MultiStatusWrite } from '../entities/entity-description';
import type { AdsHttp } from './ads-http';
import { inBatches } from './batches';
import { readMultiStatus, type RawMultiStatus } from './multi-status';
import { readKeywordResults, readTargetResults } from './sb-v3-results';
import { toWireJsonWithNumericIds } from './wire-json';

/** A create, or a partial update of existing entities. */
export type WriteKind = 'create' | 'update';

/** Archives by id (Amazon's `POST <path>/delete`); results by the index in `ids`. */
export function archiveRecords<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  ids: readonly string[],
): Promise<MultiStatusResult<T>> {
  const write = description.write;
  const archive = description.archive;
  if (write?.style !== 'multiStatus' || archive === undefined) throw notOffered(description, 'archive');
  return inBatches(ids, description.batchLimit, async (batch, offset) => {
    const answer = await http.send({
      operation: `${description.name}.archive`,
      method: 'POST',
      path: `${description.path}/delete`,
      body: JSON.stringify({ [archive.idFilter]: { include: batch } }),
      contentType: description.mediaType,
      preferRepresentation: true,
      safety: 'repeatable',
    });
    const raw = readMultiStatus(answer.body, write.bodyKey, write.success, { offset, size: batch.length });
    return withEchoes(description, raw);
  });
}

/** Creates or updates `items` of `description`; per-item results by the caller's index. */
export function writeRecords<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  kind: WriteKind,
  items: readonly unknown[],
): Promise<MultiStatusResult<T>> {
  const write = description.write;
  if (write === undefined) throw notOffered(description, kind);
  return inBatches(items, description.batchLimit, async (batch, offset) => {
    const position = { offset, size: batch.length };
    switch (write.style) {
      case 'multiStatus':
        return sendMultiStatus(http, description, write, kind, batch, position);
      case 'keywordArray': {
        const answer = await sendSbV3(http, description, kind, batch, write.accept);
        return readKeywordResults<T>(answer, description.idField, position);
      }
      case 'targetResults': {
        const answer = await sendSbV3(
          http,
          description,
          kind,
          { [write.bodyKey]: batch },
          write.accept[kind],
        );
        return readTargetResults<T>(answer, kind, description.idField, position);
      }
    }
  });
}

async function sendMultiStatus<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  write: MultiStatusWrite,
  kind: WriteKind,
  batch: readonly unknown[],
  position: { offset: number; size: number },
): Promise<MultiStatusResult<T>> {
  if (kind === 'update' && !write.updates) throw notOffered(description, kind);
  const fields = kind === 'create' ? write.createFields : undefined;
  const wireItems = fields ? batch.map((item) => pick(item, fields)) : batch;
  const answer = await http.send({
    operation: `${description.name}.${kind}`,
    method: kind === 'update' ? 'PUT' : 'POST',
    path: kind === 'create' ? (write.createPath ?? description.path) : description.path,
    body: JSON.stringify({ [write.bodyKey]: wireItems }),
    contentType: description.mediaType,
    preferRepresentation: true,
    safety: kind === 'create' ? 'create' : 'repeatable',
  });
  return withEchoes(description, readMultiStatus(answer.body, write.bodyKey, write.success, position));
}

/** One SB v3 write: plain JSON with int64 ids as numbers, asking for the answer's media type. */
async function sendSbV3<T>(
  http: AdsHttp,
  description: EntityDescription<T>,
  kind: WriteKind,
  body: unknown,
  accept: string,
): Promise<unknown> {
  const answer = await http.send({
    operation: `${description.name}.${kind}`,
    method: kind === 'create' ? 'POST' : 'PUT',
    path: description.path,
    body: toWireJsonWithNumericIds(body),
    contentType: description.mediaType,
    accept,
    safety: kind === 'create' ? 'create' : 'repeatable',
  });
  return answer.body;
}

/**
 * The 207 result with each echoed record read by the entity's echo schema. An echo that does not match
 * is left out rather than failing the call: the id is what proves the write, and a throw here would hide
 * entities Amazon did create.
 */
function withEchoes<T>(description: EntityDescription<T>, raw: RawMultiStatus): MultiStatusResult<T> {
  return {
    error: raw.error,
    success: raw.success.map(({ record, ...item }) => {
      const echo = record === undefined ? undefined : description.echoSchema.safeParse(record);
      return echo?.success ? { ...item, record: echo.data } : item;
    }),
  };
}

function pick(item: unknown, fields: readonly string[]): Record<string, unknown> {
  const entries = typeof item === 'object' && item !== null ? Object.entries(item) : [];
  return Object.fromEntries(fields.flatMap((field) => entries.filter(([key]) => key === field)));
}

function notOffered<T>(description: EntityDescription<T>, kind: string): AdsApiError {
  return new AdsApiError('badRequest', `${description.name} has no ${kind} call`, { path: description.path });
}
