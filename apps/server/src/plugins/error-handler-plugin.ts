// The one place that turns failures into `{code, msg, data?}` answers. Expected failures (AppError)
// keep their status and say what happened in the caller's language; anything else is a 500 whose
// details go to the log only, never to the client.
import { errorMessage, isErrorKey, translate, type ErrorKey, type Language } from '@adplan/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, HttpStatus, LocalizedError, ValidationError } from '../lib/app-error';
import { globalPlugin } from './global-plugin';

/** The body of every error answer. */
export interface ErrorAnswer {
  code: number;
  msg: string;
  data?: { fields?: Record<string, string[]>; [key: string]: unknown };
}

interface Answer {
  status: number;
  body: ErrorAnswer;
}

/** Installs the error handler for the whole app. */
export const errorHandlerPlugin = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toAnswer(error, request);
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error, status: answer.status }, 'request rejected');
    return reply.status(answer.status).send(answer.body);
  });
});

function toAnswer(error: FastifyError, request: FastifyRequest): Answer {
  if (error instanceof AppError) return appErrorAnswer(error, request.language);
  return frameworkAnswer(error, request);
}

/**
 * The status and body an expected failure answers in `language`; a job's status call uses it too, so a
 * failure met on a worker reads exactly as it did when the work ran inside the request.
 */
export function appErrorAnswer(error: AppError, language: Language): Answer {
  if (error instanceof ValidationError) return validationAnswer(error, language);
  if (error instanceof LocalizedError) {
    const body: ErrorAnswer = { code: error.code, msg: error.localized[language] };
    if (error.data) body.data = error.data;
    return { status: error.status, body };
  }
  const body = answer(error.status, error.code, errorMessage(error.messageKey, language, error.params));
  return error.data === undefined ? body : { ...body, body: { ...body.body, data: error.data } };
}

function validationAnswer(error: ValidationError, language: Language): Answer {
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, keys]) => [
      name,
      keys.map((key) => fieldMessage(key, language)),
    ]),
  );
  // The first field message is the most useful one-line summary for a toast.
  const first = Object.values(fields)[0]?.[0];
  const msg = first ?? errorMessage('server.validationFailed', language);
  return { status: HttpStatus.badRequest, body: { code: error.code, msg, data: { fields } } };
}

function fieldMessage(key: string, language: Language): string {
  return isErrorKey(key) ? errorMessage(key, language) : translate(key, language);
}

/** Messages of the statuses Fastify and its plugins raise themselves; other 4xx read as bad input. */
const FRAMEWORK_MESSAGES: Partial<Record<number, ErrorKey>> = {
  [HttpStatus.notFound]: 'server.notFound',
  [HttpStatus.rateLimited]: 'server.rateLimited',
};

/** `1048576` -> `1 MB`: the body limit as sellers read it. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} B`;
}

/** Errors raised by Fastify itself or its plugins (body too large, bad JSON, unsupported media type). */
function frameworkAnswer(error: FastifyError, request: FastifyRequest): Answer {
  const language = request.language;
  const status = error.statusCode ?? HttpStatus.internalError;
  if (status === HttpStatus.payloadTooLarge) {
    // The route's own limit (uploads set a larger one) or the app-wide JSON limit: the message says which.
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
    const msg = errorMessage('server.payloadTooLargeLimit', language, { limit: formatByteLimit(limit) });
    return answer(status, status, msg);
  }
  if (status < 400 || status >= 500) {
    return answer(
      HttpStatus.internalError,
      HttpStatus.internalError,
      errorMessage('server.internal', language),
    );
  }
  return answer(
    status,
    status,
    errorMessage(FRAMEWORK_MESSAGES[status] ?? 'server.validationFailed', language),
  );
}

function answer(status: number, code: number, msg: string): Answer {
  return { status, body: { code, msg } };
}
