// The two cookies of a signed-in browser. `sessionid` is httpOnly (scripts never see the session);
// `csrftoken` is readable on purpose: the web client echoes it in `X-CSRFToken` (double submit).
import { CSRF_COOKIE, CSRF_HEADER as CSRF_HEADER_NAME } from '@adplan/contracts';
import type { FastifyReply } from 'fastify';
import { SESSION_TTL_MS } from './session-store';

export { CSRF_COOKIE };
export const SESSION_COOKIE = 'sessionid';
/** The header that must repeat the CSRF cookie on unsafe methods (Fastify lower-cases header names). */
export const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();

/** Sets and clears the session cookies with one set of attributes. */
export class SessionCookies {
  constructor(private readonly secure: boolean) {}

  setSession(reply: FastifyReply, token: string, csrfToken: string): void {
    reply.setCookie(SESSION_COOKIE, token, { ...this.attributes(), httpOnly: true });
    this.setCsrf(reply, csrfToken);
  }

  setCsrf(reply: FastifyReply, csrfToken: string): void {
    reply.setCookie(CSRF_COOKIE, csrfToken, { ...this.attributes(), httpOnly: false });
  }

  clear(reply: FastifyReply): void {
    const { path, sameSite, secure } = this.attributes();
    reply.clearCookie(SESSION_COOKIE, { path, sameSite, secure, httpOnly: true });
    reply.clearCookie(CSRF_COOKIE, { path, sameSite, secure });
  }

  private attributes() {
    return {
      path: '/',
      sameSite: 'lax' as const,
      secure: this.secure,
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    };
  }
}
