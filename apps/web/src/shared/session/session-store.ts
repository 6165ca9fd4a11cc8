// The signed-in user (spec §3 session state, §4 session transitions). A session is presumed when the
// readable `csrftoken` cookie exists and confirmed with GET /user_info; an answer without a profile or
// without a valid role, or a failed call, resets the session (the route guard then goes to login).
import { ACCOUNT_CALLS, userInfoSchema, type UserInfo } from '@adplan/contracts';
import { callApi } from '../api/call-api';
import { deleteCsrfCookie, readCsrfCookie } from '../api/cookies';
import { clearMessages } from '../feedback/feedback';
import { createExternalStore, useStore } from '../state/external-store';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionState {
  user: UserInfo | null;
  status: SessionStatus;
  /** The account was created in this browser just now: greet it as new, not "welcome back". */
  firstSignIn?: boolean;
}

const sessionStore = createExternalStore<SessionState>({
  user: null,
  status: readCsrfCookie() ? 'loading' : 'anonymous',
});

const ANONYMOUS: SessionState = { user: null, status: 'anonymous' };

/** The current session outside React (route guards, the API client's handlers). */
export function getSession(): SessionState {
  return sessionStore.get();
}

export function subscribeSession(listener: () => void): () => void {
  return sessionStore.subscribe(listener);
}

/** Fetches GET /user_info and checks it; null when the answer has no usable profile or role. */
export async function fetchUserInfo(): Promise<UserInfo | null> {
  const answer = await callApi(ACCOUNT_CALLS.userInfo);
  const parsed = userInfoSchema.safeParse(answer.data);
  return parsed.success && parsed.data.permissions.length > 0 ? parsed.data : null;
}

/**
 * Forgets the session on this device: the readable cookie, the stored profile, and the messages on screen
 * (a greeting or a confirmation must not outlive the session it belonged to).
 */
export function resetSession(): void {
  deleteCsrfCookie();
  clearMessages();
  sessionStore.set(ANONYMOUS);
}

/** Stores a freshly fetched profile (for example after the personal centre reloaded it). */
export function setSessionUser(user: UserInfo): void {
  sessionStore.set({ ...sessionStore.get(), user, status: 'authenticated' });
}

/** Marks the session as the first one of a just-registered account (the home page greets it as new). */
export function markFirstSignIn(): void {
  sessionStore.set({ ...sessionStore.get(), firstSignIn: true });
}

let pending: Promise<void> | null = null;

/**
 * (Re)loads the profile. Call it after a successful login, before navigating. Without the cookie the
 * session is anonymous at once; a failed or unusable answer resets it. The status stays as it is while the
 * call runs (only the check at page load starts as 'loading'), so a login form is not unmounted meanwhile.
 */
export function refreshSession(): Promise<void> {
  if (pending) return pending;
  if (!readCsrfCookie()) {
    sessionStore.set(ANONYMOUS);
    return Promise.resolve();
  }
  pending = fetchUserInfo()
    .then((user) => (user ? setSessionUser(user) : resetSession()))
    .catch(() => resetSession())
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Ends the session on the server (a failure there still signs out here) and forgets it locally. */
export async function logout(): Promise<void> {
  try {
    await callApi(ACCOUNT_CALLS.logout, undefined, { silent: true });
  } catch {
    // The server session may already be gone; signing out locally is what the user asked for.
  } finally {
    resetSession();
  }
}

export interface Session extends SessionState {
  refresh(): Promise<void>;
  logout(): Promise<void>;
}

/** The session for components: `{ user, status, refresh, logout }`. */
export function useSession(): Session {
  const state = useStore(sessionStore);
  return { ...state, refresh: refreshSession, logout };
}
