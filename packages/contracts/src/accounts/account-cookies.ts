// The names of the two session cookies. Over HTTPS (Secure cookies) they carry the `__Host-` prefix, which
// browsers only accept from the site itself with `Secure`, `Path=/` and no `Domain`: a sibling sub-domain
// or a plain-HTTP page can then neither set nor overwrite them (cookie tossing). `CSRF_COOKIE` stays the
// base name; the console reads whichever of the two names is present.
import { CSRF_COOKIE } from '../api/http-protocol';

/** The prefix browsers reserve for host-only, Secure, Path=/ cookies. */
export const SECURE_COOKIE_PREFIX = '__Host-';

/** Base name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'sessionid';

/** The name a cookie has when the deployment marks cookies `Secure` (`__Host-` prefix) or not. */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `${SECURE_COOKIE_PREFIX}${base}` : base;
}

/** Both names the CSRF cookie may have, the prefixed one first. */
export const CSRF_COOKIE_NAMES: readonly string[] = [cookieName(CSRF_COOKIE, true), CSRF_COOKIE];
