// The answers of Sponsored Brands v3 writes (reference §4.6, Amazon's SB 3.0 spec), which are not 207
// multi-status bodies: keyword writes answer an array in request order `[{code: "SUCCESS" | <error code>,
// keywordId, description}]`; target writes answer `{create|updateTargetSuccessResults: [{targetRequestIndex,
// targetId}], …ErrorResults: [...]}`. Both are read into `MultiStatusResult` by the caller's index.
import type { AdsItemError, MultiStatusResult } from '../ads-api';
import { arrayOf, fieldsOf, withUnmentioned } from './multi-status';

type Fields = Record<string, unknown>;

/** A 207 keyword array, item i answering request item i; the new id under `idField`. */
export function readKeywordResults<T>(
  body: unknown,
  idField: string,
  batch: { offset: number; size: number },
): MultiStatusResult<T> {
  const result: MultiStatusResult<T> = { success: [], error: [] };
  arrayOf(body)
    .slice(0, batch.size)
    .forEach((item, position) => {
      const index = batch.offset + position;
      const id = item[idField];
      if (item.code === 'SUCCESS' && typeof id === 'string') {
        result.success.push({ index, id });
      } else {
        result.error.push({ index, errors: [sbV3ErrorOf(item)] });
      }
    });
  return withUnmentioned(result, batch);
}

/** `{<kind>TargetSuccessResults, <kind>TargetErrorResults}` by `targetRequestIndex`. */
export function readTargetResults<T>(
  body: unknown,
  kind: 'create' | 'update',
  idField: string,
  batch: { offset: number; size: number },
): MultiStatusResult<T> {
  const fields = fieldsOf(body);
  const result: MultiStatusResult<T> = { success: [], error: [] };
  for (const item of arrayOf(fields[`${kind}TargetSuccessResults`])) {
    const position = requestIndexOf(item, batch.size);
    const id = item[idField];
    if (position !== undefined && typeof id === 'string') {
      result.success.push({ index: batch.offset + position, id });
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
