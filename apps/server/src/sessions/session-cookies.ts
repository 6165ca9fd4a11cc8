// The two cookies of a signed-in browser. The session cookie is httpOnly (scripts never see the session);
// the CSRF cookie is readable on purpose: the web client echoes it in `X-CSRFToken` (double submit). When
// cookies are Secure both carry the `__Host-` prefix (contracts `cookieName`), so no sibling sub-domain or
// plain-HTTP page can plant or overwrite them. Their Max-Age follows the session's own expiry.
import { CSRF_COOKIE, CSRF_HEADER as CSRF_HEADER_NAME, SESSION_COOKIE, cookieName } from '@adplan/contracts';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../lib/clock';

/** The header that must repeat the CSRF cookie on unsafe methods (Fastify lower-cases header names). */
export const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();

/** Sets and clears the session cookies with one set of attributes. */
export class SessionCookies {
  /** Name of the session cookie in this deployment. */
  readonly sessionName: string;
  /** Name of the CSRF cookie in this deployment. */
  readonly csrfName: string;

  constructor(
    private readonly secure: boolean,
    private readonly clock: Clock,
  ) {
    this.sessionName = cookieName(SESSION_COOKIE, secure);
    this.csrfName = cookieName(CSRF_COOKIE, secure);
  }

  /** Sets both cookies for a session that ends at `expiresAt` (epoch ms). */
  setSession(reply: FastifyReply, token: string, csrfToken: string, expiresAt: number): void {
    reply.setCookie(this.sessionName, token, { ...this.attributes(expiresAt), httpOnly: true });
    this.setCsrf(reply, csrfToken, expiresAt);
  }

  setCsrf(reply: FastifyReply, csrfToken: string, expiresAt: number): void {
    reply.setCookie(this.csrfName, csrfToken, { ...this.attributes(expiresAt), httpOnly: false });
  }

  clear(reply: FastifyReply): void {
    const { path, sameSite, secure } = this.attributes(0);
    reply.clearCookie(this.sessionName, { path, sameSite, secure, httpOnly: true });
    reply.clearCookie(this.csrfName, { path, sameSite, secure });
  }

  private attributes(expiresAt: number) {
    return {
      path: '/',
      sameSite: 'lax' as const,
      secure: this.secure,
      maxAge: Math.max(0, Math.floor((expiresAt - this.clock.now()) / 1000)),
    };
  }
}
