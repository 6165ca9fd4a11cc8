// Which message a failed login shows (spec §4): the server's own words only when the answer is a plain
// "bad input" (code 400) and no session cookie exists; anything else gets the generic login error.
// One addition: a lock-out or rate limit (429) also shows the server's words, because only they say
// when the seller may try again ("try again in 15 minutes"), which the generic error cannot.
import { HTTP_STATUS } from '@adplan/contracts';

/** What is known about a failed login attempt. */
export interface LoginFailure {
  /** Whether the `csrftoken` cookie was present when the failure arrived. */
  hasCsrfCookie: boolean;
  /** The answer's `code` (product code or HTTP status); undefined when no answer arrived. */
  code: number | undefined;
  /** The answer's `msg`, already in the caller's language. */
  serverMessage: string | undefined;
}

/** The message to show: the server's text, or the generic login error (a locale key of `auth`). */
export type LoginFailureMessage = { kind: 'server'; text: string } | { kind: 'generic' };

/** Codes whose server message the login page shows: bad input (spec §4) and lock-out/rate limit. */
const CODES_WITH_SERVER_MESSAGE: ReadonlySet<number | undefined> = new Set([
  HTTP_STATUS.badRequest,
  HTTP_STATUS.rateLimited,
]);

/** Applies the spec §4 rule: cookie absent and code 400 (or 429) -> server message, otherwise generic. */
export function loginFailureMessage(failure: LoginFailure): LoginFailureMessage {
  const serverMessage = failure.serverMessage?.trim();
  if (!failure.hasCsrfCookie && CODES_WITH_SERVER_MESSAGE.has(failure.code) && serverMessage) {
    return { kind: 'server', text: serverMessage };
  }
  return { kind: 'generic' };
}

/** Whether a cookie of that name is set in `cookieString` (the format of `document.cookie`). */
export function hasCookie(cookieString: string, name: string): boolean {
  return cookieString.split(';').some((part) => part.trim().split('=')[0] === name);
}
