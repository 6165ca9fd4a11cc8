import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NOT_FOUND_PATH, firstPageOfGroup, isKnownPath, routeTable } from '@adplan/contracts';
import { loginPathFor, redirectTargetOf } from '../shared/routing/login-redirect';
import { useSession } from '../shared/session/session-store';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';

/**
 * Any address the route table does not know goes to /404 at once, signed in or not (spec §2): the table
 * lists every path of the console, so there is nothing to sign in for. Menu groups count as known.
 */
export function KnownPathOnly({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A menu group's own address (`/tool`) is known: the console opens the group's first page.
  if (!isKnownPath(routeTable, pathname) && !firstPageOfGroup(routeTable, pathname)) {
    return <Navigate to={NOT_FOUND_PATH} replace />;
  }
  return children;
}

/** Pages of the console: wait for the session check, send a visitor without a session to login (spec §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous') return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return children;
}

/**
 * The login page: a signed-in user goes to the console instead (spec §2), to the page named by the
 * redirect parameter when there is one (the same place the login form sends the user after signing in).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { search } = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={redirectTargetOf(search)} replace />;
  return children;
}
