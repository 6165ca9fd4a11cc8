// CSRF double submit: on unsafe methods a signed-in browser must echo its readable `csrftoken` cookie
// in `X-CSRFToken`, and the value must be the one issued with its session. A cross-site page can make
// the browser send cookies but cannot read them, so it cannot produce the header.
//
// Calls made before a session exists (/login, /register, /sms, /find_password) opt out with
// `config: { csrfExempt: true }`: there is no session to ride on, the session cookie is SameSite=Lax
// (so cross-site POSTs never carry it) and those calls are rate-limited. Requests without a live session
// are likewise not checked: they carry no authority to forge, and protected routes answer them with 401.
import { AppError, HttpStatus } from '../lib/app-error';
import { safeEqual } from '../lib/secure-random';
import { CSRF_COOKIE, CSRF_HEADER } from '../sessions/session-cookies';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the CSRF check: only for calls that happen before a session exists. */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Rejects unsafe requests of a signed-in browser whose CSRF header is missing or wrong (403). */
export const csrfPlugin = globalPlugin('csrf', async (app) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.session === null) return;
    if (request.routeOptions.config.csrfExempt === true) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    const valid =
      typeof header === 'string' &&
      cookie !== undefined &&
      safeEqual(header, cookie) &&
      safeEqual(header, request.session.csrfToken);
    if (!valid) throw new AppError(HttpStatus.forbidden, 'server.csrfFailed');
  });
});
