// CSRF double submit: on unsafe methods a signed-in browser must echo its readable `csrftoken` cookie
// in `X-CSRFToken`, and the value must be the one issued with its session. A cross-site page can make
// the browser send cookies but cannot read them, so it cannot produce the header.
//
// A GET that changes state (`/logout`: a cross-site link would sign the seller out) opts in with
// `config: { csrfRequired: true }`, which routeCall sets from the call table's `requiresCsrf`.
//
// Calls made before a session exists (/login, /register, /sms, /find_password) opt out with
// `config: { csrfExempt: true }`: there is no session to ride on, the session cookie is SameSite=Lax
// (so cross-site POSTs never carry it) and those calls are rate-limited. Requests without a live session
// are likewise not checked: they carry no authority to forge, and protected routes answer them with 401.
import { AppError, HttpStatus } from '../lib/app-error';
import { safeEqual } from '../lib/secure-random';
import type { SecurityEventLog } from '../lib/security-events';
import { CSRF_HEADER } from '../sessions/session-cookies';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the CSRF check: only for calls that happen before a session exists. */
    csrfExempt?: boolean;
    /** Check CSRF on this safe-method route too: a GET that changes state (`/logout`). */
    csrfRequired?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfPluginOptions extends Record<string, unknown> {
  /** Name of the CSRF cookie in this deployment (`__Host-` prefixed when cookies are Secure). */
  cookieName: string;
  /** Where refusals are reported (a refusal may be an attack in progress). */
  events?: SecurityEventLog;
}

/** Rejects unsafe requests of a signed-in browser whose CSRF header is missing or wrong (403). */
export const csrfPlugin = globalPlugin<CsrfPluginOptions>('csrf', async (app, { cookieName, events }) => {
  app.addHook('onRequest', async (request) => {
    if (request.session === null) return;
    if (SAFE_METHODS.has(request.method) && request.routeOptions.config.csrfRequired !== true) return;
    if (request.routeOptions.config.csrfExempt === true) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[cookieName];
    const valid =
      typeof header === 'string' &&
      cookie !== undefined &&
      safeEqual(header, cookie) &&
      safeEqual(header, request.session.csrfToken);
    if (!valid) {
      events?.record('csrf.refused', {
        subject: `user:${request.session.userId}`,
        ip: request.ip,
        method: request.method,
        path: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      });
      throw new AppError(HttpStatus.forbidden, 'server.csrfFailed');
    }
  });
});
