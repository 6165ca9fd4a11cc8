// Reads one file part of a multipart upload without holding more than its own limit.

/**
 * The bytes of an uploaded file of at most `maxBytes`, or undefined for a larger one: past the bound the
 * rest is drained without being kept, so a file is never held beyond its own limit (busboy cuts the stream
 * off at the form's limit and marks it truncated).
 */
export async function readFileWithin(
  file: AsyncIterable<Buffer> & { truncated?: boolean },
  maxBytes: number,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file) {
    total += chunk.length;
    if (total <= maxBytes) chunks.push(chunk);
    else chunks.length = 0;
  }
  if (total > maxBytes || file.truncated) return undefined;
  return Buffer.concat(chunks, total);
}
