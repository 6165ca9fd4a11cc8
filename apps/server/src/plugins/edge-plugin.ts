// The HTTP edge (issue 8 §4 and §5): time-outs for requests that arrive too slowly, every framework-level
// refusal (bad URL, slow client, shutdown) in the `{code, msg}` envelope, `Cache-Control: no-store` on
// every API answer, and one log line per request (static console files only at debug level).
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { errorMessage, languageFromAcceptLanguage, type ErrorKey } from '@adplan/contracts';
import {
  LogController,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { HttpStatus } from '../lib/app-error';
import { globalPlugin } from './global-plugin';

/** How often Node checks connections for the request time-out; small so a time-out is not late by 30 s. */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

function envelope(status: number, key: ErrorKey, acceptLanguage: string | string[] | undefined) {
  const language = languageFromAcceptLanguage(
    typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
  );
  return { code: status, msg: errorMessage(key, language) };
}

/** Options of the Fastify constructor that shape the edge; spread into `Fastify({...})`. */
export function edgeServerOptions(requestTimeoutSeconds: number): FastifyHttpOptions<Server> {
  return {
    // The whole request, headers and body, must arrive within this time: a slow-loris client cannot
    // hold a connection (and a worker) open forever.
    requestTimeout: requestTimeoutSeconds * 1000,
    // Node only arms its time-out checks for values given when the server is created, so they are
    // repeated here; headers get at most 60 s of the budget.
    http: {
      requestTimeout: requestTimeoutSeconds * 1000,
      headersTimeout: Math.min(requestTimeoutSeconds * 1000, 60_000),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    // One line per request is written by `edgePlugin` (onResponse), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Shutdown answers come from `edgePlugin` in the envelope instead of Fastify's own body.
    return503OnClosing: false,
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode ?? HttpStatus.badRequest;
      void reply.status(status).send(envelope(status, 'server.badUrl', request.headers['accept-language']));
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const status = timeout ? HttpStatus.requestTimeout : HttpStatus.badRequest;
      // The request could not be parsed, so its language is unknown: the default language answers.
      const body = JSON.stringify(
        envelope(status, timeout ? 'server.requestTimeout' : 'server.badUrl', undefined),
      );
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${timeout ? 'Request Timeout' : 'Bad Request'}\r\nConnection: close\r\n` +
            `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
  };
}

export interface EdgePluginOptions extends Record<string, unknown> {
  apiPrefix: string;
}

function isApi(request: FastifyRequest | IncomingMessage, apiPrefix: string): boolean {
  const url = request.url ?? '';
  return url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);
}

/** Installs the shutdown answer, the API cache rule and the request log for the whole app. */
export const edgePlugin = globalPlugin<EdgePluginOptions>(
  'edge',
  async (app: FastifyInstance, { apiPrefix }) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!closing) return;
      // A load balancer retries elsewhere; the console shows the sentence.
      reply.header('Connection', 'close');
      await reply
        .status(HttpStatus.unavailable)
        .send(envelope(HttpStatus.unavailable, 'server.shuttingDown', request.headers['accept-language']));
    });
    app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
      // API answers are personal (profiles, balances, plans): no browser or proxy may keep a copy.
      if (isApi(request, apiPrefix)) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const line = {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      };
      // Static console files are many per page load and tell nothing an operator needs.
      if (isApi(request, apiPrefix) || reply.statusCode >= 500) request.log.info(line, 'request');
      else request.log.debug(line, 'static file');
    });
  },
);
