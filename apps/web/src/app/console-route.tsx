import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  CATCH_ALL_PATH,
  FORBIDDEN_PATH,
  NOT_FOUND_PATH,
  findRoute,
  firstPageOfGroup,
  resolveRoute,
} from '@adplan/contracts';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';
import { useConsoleRoutes } from './console-routes';
import { LazyShellLayout as ShellLayout } from './shell/lazy-shell-layout';

/**
 * Resolves the address against the route list in force: a menu group opens its first page, a redirect is followed, a page the user's
 * permissions exclude goes to /403, an unknown path to /404 (the catch-all), a page opens in the shell.
 */
export function ConsoleRoute() {
  const { pathname } = useLocation();
  const { routes, allRoutes, permissions, loading } = useConsoleRoutes();
  if (loading) return <FullPageSpinner />;

  // A menu group typed as an address opens its first page the user may see.
  const groupPage = firstPageOfGroup(routes, pathname);
  if (groupPage) return <Navigate to={groupPage} replace />;
  const route = resolveRoute(routes, pathname);
  if (!route || route.path === CATCH_ALL_PATH) {
    const forbidden =
      findRoute(allRoutes, pathname) !== undefined || firstPageOfGroup(allRoutes, pathname) !== undefined;
    return <Navigate to={forbidden ? FORBIDDEN_PATH : (route?.redirect ?? NOT_FOUND_PATH)} replace />;
  }
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (!route.component) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ShellLayout
        route={{ ...route, component: route.component }}
        pathname={pathname}
        routes={allRoutes}
        permissions={permissions}
      />
    </Suspense>
  );
}
