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
    const answer = toAnswer(error, request.language);
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error, status: answer.status }, 'request rejected');
    return reply.status(answer.status).send(answer.body);
  });
});

function toAnswer(error: FastifyError, language: Language): Answer {
  if (error instanceof ValidationError) return validationAnswer(error, language);
  if (error instanceof LocalizedError) {
    const body: ErrorAnswer = { code: error.code, msg: error.localized[language] };
    if (error.data) body.data = error.data;
    return { status: error.status, body };
  }
  if (error instanceof AppError) {
    return answer(error.status, error.code, errorMessage(error.messageKey, language, error.params));
  }
  return frameworkAnswer(error, language);
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
  return { status: HttpStatus.badRequest, body: { code: HttpStatus.badRequest, msg, data: { fields } } };
}

function fieldMessage(key: string, language: Language): string {
  return isErrorKey(key) ? errorMessage(key, language) : translate(key, language);
}

/** Messages of the statuses Fastify and its plugins raise themselves; other 4xx read as bad input. */
const FRAMEWORK_MESSAGES: Partial<Record<number, ErrorKey>> = {
  [HttpStatus.notFound]: 'server.notFound',
  [HttpStatus.payloadTooLarge]: 'server.payloadTooLarge',
  [HttpStatus.rateLimited]: 'server.rateLimited',
};

/** Errors raised by Fastify itself or its plugins (body too large, bad JSON, unsupported media type). */
function frameworkAnswer(error: FastifyError, language: Language): Answer {
  const status = error.statusCode ?? HttpStatus.internalError;
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
