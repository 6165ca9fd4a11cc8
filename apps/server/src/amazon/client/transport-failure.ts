// A call that got no answer at all: the per-attempt time limit fired or the connection failed.

/** Whether `error` is the per-attempt `AbortSignal.timeout` firing (rather than a network failure). */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** A short description of a fetch failure for logs, with undici's cause (e.g. ECONNREFUSED). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
