// Resolves the session cookie to a live session on every API request, slides its expiry, and
// exposes `request.session` (null when signed out). Routes that need a user call `requireSession`.
import type { Permission } from '@adplan/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, HttpStatus } from '../lib/app-error';
import { USER_PERMISSIONS, hasPermission } from '../sessions/permissions';
import type { SessionCookies } from '../sessions/session-cookies';
import type { ActiveSession, SessionStore } from '../sessions/session-store';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null when signed out. */
    session: ActiveSession | null;
  }
}

export interface SessionPluginOptions extends Record<string, unknown> {
  store: SessionStore;
  cookies: SessionCookies;
}

/** Decorates `request.session` from the session cookie. */
export const sessionPlugin = globalPlugin<SessionPluginOptions>(
  'session',
  async (app, { store, cookies }) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[cookies.sessionName];
      if (token === undefined || token === '') return;
      const session = await store.findActive(token);
      if (session === null) return;
      const refreshed = await store.touch(session);
      request.session = refreshed ?? session;
      // Re-sending the cookies keeps their Max-Age in step with the slid server-side expiry.
      if (refreshed !== null) cookies.setSession(reply, token, refreshed.csrfToken, refreshed.expiresAt);
    });
  },
);

/** The caller's session, or a 401 "invalid session" answer when signed out. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError(HttpStatus.invalidSession, HttpStatus.invalidSession);
  return request.session;
}

/** The caller's session when it holds one of `required`; 401 when signed out, 409 (no permission) otherwise. */
export function requirePermission(request: FastifyRequest, required: readonly Permission[]): ActiveSession {
  const session = requireSession(request);
  if (!hasPermission(USER_PERMISSIONS, required)) {
    throw new AppError(HttpStatus.noPermission, HttpStatus.noPermission);
  }
  return session;
}
