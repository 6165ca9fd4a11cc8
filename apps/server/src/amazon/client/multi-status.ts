// Amazon's 207 Multi-Status bodies of SP v3 and SB v4 writes (reference §3.1, §7.4):
// `{<bodyKey>: {success: [{index, <id>, <record>}], error: [{index, errors: [{errorType, errorValue:
// {<selector>: {reason, message, cause: {location}}}}]}]}}`, read into `MultiStatusResult` with each
// index moved by the batch's offset in the caller's array. An item Amazon does not mention is reported
// as an error, so a caller never mistakes silence for success.
import type { AdsItemError, MultiStatusResult } from '../ads-api';
import type { SuccessItemShape } from '../entities/entity-description';

type Fields = Record<string, unknown>;

/** A 207 result whose echoed records are not read yet (the caller reads them by the entity's schema). */
export type RawMultiStatus = MultiStatusResult<Fields>;

/** Reads a 207 body for a batch of `batchSize` items that started at `offset` of the caller's array. */
export function readMultiStatus(
  body: unknown,
  bodyKey: string,
  shape: SuccessItemShape,
  batch: { offset: number; size: number },
): RawMultiStatus {
  const section = fieldsOf(fieldsOf(body)[bodyKey]);
  const result: RawMultiStatus = { success: [], error: [] };
  for (const item of arrayOf(section.success)) {
    const index = indexOf(item, batch.size);
    const id = [shape.idKey, ...(shape.alternateIdKeys ?? [])]
      .map((key) => item[key])
      .find((value) => typeof value === 'string');
    if (index === undefined || typeof id !== 'string') continue;
    const record = item[shape.recordKey];
    result.success.push({
      index: batch.offset + index,
      id,
      ...(isFields(record) ? { record } : {}),
    });
  }
  for (const item of arrayOf(section.error)) {
    const index = indexOf(item, batch.size);
    if (index === undefined) continue;
    const errors = arrayOf(item.errors).map(flattenItemError);
    result.error.push({ index: batch.offset + index, errors: errors.length > 0 ? errors : [unexplained()] });
  }
  return withUnmentioned(result, batch);
}

/** One per-item error with Amazon's `errorValue` selector flattened. */
export function flattenItemError(error: Fields): AdsItemError {
  const selectorEntry = Object.entries(fieldsOf(error.errorValue))[0];
  const selector = fieldsOf(selectorEntry?.[1]);
  const errorType = selectorEntry?.[0] ?? textOf(error.errorType) ?? textOf(error.code) ?? 'otherError';
  const location = textOf(fieldsOf(selector.cause).location) ?? textOf(fieldsOf(error.cause).location);
  const reason = textOf(selector.reason) ?? textOf(error.reason);
  return {
    errorType,
    ...(reason !== undefined ? { reason } : {}),
    message:
      textOf(selector.message) ??
      textOf(error.message) ??
      textOf(error.details) ??
      textOf(error.description) ??
      errorType,
    ...(location !== undefined ? { location } : {}),
  };
}

/** Items of the batch that Amazon's answer leaves out, reported as errors. */
export function withUnmentioned<T>(
  result: MultiStatusResult<T>,
  batch: { offset: number; size: number },
): MultiStatusResult<T> {
  const mentioned = new Set([...result.success, ...result.error].map((item) => item.index));
  for (let index = batch.offset; index < batch.offset + batch.size; index += 1) {
    if (!mentioned.has(index)) {
      result.error.push({
        index,
        errors: [{ errorType: 'missingResult', message: 'Amazon answered without a result for this item' }],
      });
    }
  }
  return result;
}

function unexplained(): AdsItemError {
  return { errorType: 'otherError', message: 'Amazon reported an error without details' };
}

function indexOf(item: Fields, size: number): number | undefined {
  const index = item.index;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < size
    ? index
    : undefined;
}

/** The object fields of `value`, or none. */
export function fieldsOf(value: unknown): Fields {
  return isFields(value) ? value : {};
}

/** The object items of an array `value`, or none. */
export function arrayOf(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter(isFields) : [];
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
