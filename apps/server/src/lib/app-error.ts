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

/**
 * An expected failure whose words come ready in both languages from elsewhere (the engine's product errors
 * name the sheet, row and column), with optional answer data such as `fields`.
 */
export class LocalizedError extends AppError {
  constructor(
    status: number,
    code: number,
    readonly localized: { zh: string; en: string },
    readonly data?: { fields?: Record<string, string[]>; [key: string]: unknown },
  ) {
    super(status, 'server.validationFailed', {}, code);
    this.name = 'LocalizedError';
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
  adPlanTimeout: 421,
  rateLimited: 429,
  internalError: 500,
} as const;
