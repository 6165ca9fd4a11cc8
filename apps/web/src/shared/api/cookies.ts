// Cookies the page can read. Their names are protocol facts of the contracts (`CSRF_COOKIE`); this file
// only reads and expires them.

/** The value of a cookie of this page, or null when it is not set. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Expires a cookie readable by scripts (the server clears its own httpOnly session cookie at logout). */
export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
