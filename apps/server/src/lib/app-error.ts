// Errors the server means to show: an HTTP status, the `code` of the answer body and a message key
// that the error handler turns into a sentence in the caller's language.
import { HTTP_STATUS, type ErrorKey, type MessageParams } from '@adplan/contracts';

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
  /** `code` is the answer's code: 400, or the product code of spec §8 when every problem is one (10001). */
  constructor(
    readonly fields: Record<string, string[]>,
    code: number = HTTP_STATUS.badRequest,
  ) {
    super(HTTP_STATUS.badRequest, 'server.validationFailed', {}, code);
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
    data?: { fields?: Record<string, string[]>; [key: string]: unknown },
  ) {
    super(status, 'server.validationFailed', {}, code, data);
    this.name = 'LocalizedError';
  }
}

/** HTTP statuses of the API contract: the contracts' `HTTP_STATUS` under the server's usual name. */
export const HttpStatus = HTTP_STATUS;
