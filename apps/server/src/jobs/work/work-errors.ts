// A job's failure crosses processes: the worker stores the product error it met as JSON, and the web
// process that waits for the job throws the same error again, so the seller reads the same code, words
// and field problems as when the work ran inside the request.
import { isErrorKey, type ErrorKey, type MessageParams } from '@adplan/contracts';
import { AppError, HttpStatus, LocalizedError, ValidationError } from '../../lib/app-error';

/** The stored form of a failed job's error. */
export type StoredWorkError =
  | { type: 'validation'; fields: Record<string, string[]> }
  | {
      type: 'localized';
      status: number;
      code: number;
      localized: { zh: string; en: string };
      data?: Record<string, unknown>;
    }
  | {
      type: 'app';
      status: number;
      key: string | number;
      params: MessageParams;
      code: number;
      data?: Record<string, unknown>;
    };

/** The error a job failed with, as JSON; anything unexpected is stored as the server's internal error. */
export function storeWorkError(error: unknown): StoredWorkError {
  if (error instanceof ValidationError) return { type: 'validation', fields: error.fields };
  if (error instanceof LocalizedError) {
    return {
      type: 'localized',
      status: error.status,
      code: error.code,
      localized: error.localized,
      ...(error.data ? { data: error.data } : {}),
    };
  }
  if (error instanceof AppError) {
    return {
      type: 'app',
      status: error.status,
      key: error.messageKey,
      params: error.params,
      code: error.code,
      ...(error.data ? { data: error.data } : {}),
    };
  }
  return { type: 'app', status: HttpStatus.internalError, key: 'server.internal', params: {}, code: 500 };
}

/** The error to throw for a stored one. */
export function reviveWorkError(stored: StoredWorkError): AppError {
  switch (stored.type) {
    case 'validation':
      return new ValidationError(stored.fields);
    case 'localized':
      return new LocalizedError(stored.status, stored.code, stored.localized, stored.data);
    case 'app': {
      const key: ErrorKey = isErrorKey(stored.key) ? stored.key : 'server.internal';
      return new AppError(stored.status, key, stored.params, stored.code, stored.data);
    }
  }
}
