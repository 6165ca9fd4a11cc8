import {
  AUTHORIZE_METHOD_PATH,
  AUTHORIZE_RESULT_PATH,
  LOGIN_PATH,
  REDIRECT_PARAM,
  ROOT_PATH,
} from '@adplan/contracts';

/** Why the login page was opened, when the seller should be told (the query parameter's name). */
export const LOGIN_REASON_PARAM = 'reason';
/** Amazon's consent came back to a browser with no session: the shop is not linked. */
export const SHOP_SESSION_LOST = 'shopSessionLost';

/** `/login?redirect=<path>` for a visit that needs a session (spec §2). */
export function loginPathFor(originalPath: string): string {
  // The consent's state is bound to the session that was lost, so after signing in the seller starts a
  // new authorisation rather than replaying a result that can only fail.
  if (originalPath.startsWith(AUTHORIZE_RESULT_PATH)) {
    return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(AUTHORIZE_METHOD_PATH)}&${LOGIN_REASON_PARAM}=${SHOP_SESSION_LOST}`;
  }
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

/** Whether the login page was opened because a shop authorisation came back without a session. */
export function isShopSessionLost(search: string): boolean {
  return new URLSearchParams(search).get(LOGIN_REASON_PARAM) === SHOP_SESSION_LOST;
}
