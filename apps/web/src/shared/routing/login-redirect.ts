import { LOGIN_PATH, REDIRECT_PARAM, ROOT_PATH } from '@adplan/contracts';

/** `/login?redirect=<path>` for a visit that needs a session (spec §2). */
export function loginPathFor(originalPath: string): string {
  if (!originalPath || originalPath === ROOT_PATH || originalPath.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(originalPath)}`;
}

/**
 * Where to go after signing in: the redirect parameter when it is an in-app path, otherwise the root.
 * Only paths starting with a single `/` are accepted, so a crafted link cannot send the user elsewhere.
 */
export function redirectTargetOf(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  return target && target.startsWith('/') && !target.startsWith('//') ? target : ROOT_PATH;
}
