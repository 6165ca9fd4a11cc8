// Cookies the page can read. The CSRF cookie's base name is a protocol fact of the contracts; over HTTPS the
// server gives it the `__Host-` prefix, so the page reads whichever of the two names is set.
import { CSRF_COOKIE_NAMES, SECURE_COOKIE_PREFIX } from '@adplan/contracts';

/** The value of a cookie of this page, or null when it is not set. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The CSRF token under either of its names (`__Host-csrftoken` first), or null when signed out. */
export function readCsrfCookie(): string | null {
  for (const name of CSRF_COOKIE_NAMES) {
    const value = readCookie(name);
    if (value !== null) return value;
  }
  return null;
}

/** Expires a cookie readable by scripts (the server clears its own httpOnly session cookie at logout). */
export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // A `__Host-` cookie can only be replaced (here: expired) with the Secure attribute.
  const secure = name.startsWith(SECURE_COOKIE_PREFIX) ? '; Secure' : '';
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${secure}`;
}

/** Expires the CSRF cookie under both of its names. */
export function deleteCsrfCookie(): void {
  for (const name of CSRF_COOKIE_NAMES) deleteCookie(name);
}
