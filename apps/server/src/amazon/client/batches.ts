// Splitting work to Amazon's per-call limits: write batches (1000 SP items, 10 SB v4, 100 SB v3) and id
// filters (10, 100 or 1000 ids), and putting per-item results of split batches back in the caller's order.
import type { MultiStatusResult } from '../ads-api';

/** `items` in consecutive chunks of at most `size`, each with the index of its first item. */
export function chunksOf<T>(items: readonly T[], size: number): Array<{ offset: number; items: T[] }> {
  const chunks: Array<{ offset: number; items: T[] }> = [];
  for (let offset = 0; offset < items.length; offset += size) {
    chunks.push({ offset, items: items.slice(offset, offset + size) });
  }
  return chunks;
}

/** One id filter value list split to `limit`; `[undefined]` when the filter is not used. */
export function filterChunks(ids: readonly string[] | undefined, limit: number): Array<string[] | undefined> {
  if (ids === undefined) return [undefined];
  return chunksOf([...new Set(ids)], limit).map((chunk) => chunk.items);
}

/** Every combination of one chunk per filter (filters are ANDed, so the union of combinations is the answer). */
export function combinations<T>(lists: ReadonlyArray<readonly T[]>): T[][] {
  return lists.reduce<T[][]>(
    (combined, list) => combined.flatMap((prefix) => list.map((value) => [...prefix, value])),
    [[]],
  );
}

/** An empty batch result. */
export function emptyResult<T>(): MultiStatusResult<T> {
  return { success: [], error: [] };
}

/** Results of consecutive batches joined, ordered by the caller's index. */
export function joinResults<T>(results: ReadonlyArray<MultiStatusResult<T>>): MultiStatusResult<T> {
  return {
    success: results.flatMap((result) => result.success).sort((a, b) => a.index - b.index),
    error: results.flatMap((result) => result.error).sort((a, b) => a.index - b.index),
  };
}

/** Runs `send` over each chunk in turn (Amazon throttles parallel writes of one profile) and joins them. */
export async function inBatches<I, T>(
  items: readonly I[],
  size: number,
  send: (batch: I[], offset: number) => Promise<MultiStatusResult<T>>,
): Promise<MultiStatusResult<T>> {
  const results: Array<MultiStatusResult<T>> = [];
  for (const chunk of chunksOf(items, size)) results.push(await send(chunk.items, chunk.offset));
  return joinResults(results);
}
