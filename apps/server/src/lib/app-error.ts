// Errors the server means to show: an HTTP status, the `code` of the answer body and a message key
// that the error handler turns into a sentence in the caller's language.
import type { ErrorKey, MessageParams } from '@adplan/contracts';

/** An expected failure with a status and a translatable message; never carries internals. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: ErrorKey,
    readonly params: MessageParams = {},
    readonly code: number = status,
    /** Extra answer data the client acts on (e.g. `retry_after_seconds` of a 429); never internals. */
    readonly data?: Record<string, unknown>,
  ) {
    super(String(messageKey));
    this.name = 'AppError';
  }
}

/**
 * Bad input: `fields` maps a payload field to its message keys (validation keys, or error-catalogue keys for
 * problems the schemas have no words for), translated by the error handler.
 */
export class ValidationError extends AppError {
  constructor(readonly fields: Record<string, string[]>) {
    super(400, 'server.validationFailed');
    this.name = 'ValidationError';
  }
}

/** HTTP statuses of the API contract (docs/architecture.md §4, spec §6 and §8). */
export const HttpStatus = {
  ok: 200,
  badRequest: 400,
  invalidSession: 401,
  forbidden: 403,
  notFound: 404,
  noPermission: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  adPlanTimeout: 421,
  requestTimeout: 408,
  rateLimited: 429,
  internalError: 500,
  unavailable: 503,
} as const;
