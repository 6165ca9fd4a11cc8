import { Suspense } from 'react';
import {
  UNAUTHORIZED_PATH,
  FORBIDDEN_PATH,
  NOT_FOUND_PATH,
  SERVER_ERROR_PATH,
  type RouteItem,
} from '@adplan/contracts';
import { useSession } from '../shared/session/session-store';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';
import { useConsoleRoutes } from './console-routes';
import { PageHost } from './page-host';
import { LazyShellLayout as ShellLayout } from './shell/lazy-shell-layout';

/** The error pages (/401, /403, /404, /50x), which a signed-in seller sees inside the console frame. */
export const ERROR_PAGE_PATHS: ReadonlySet<string> = new Set([
  UNAUTHORIZED_PATH,
  FORBIDDEN_PATH,
  NOT_FOUND_PATH,
  SERVER_ERROR_PATH,
]);

/**
 * An error page: inside the console shell (menu, tabs, header with the user menu) for a signed-in seller,
 * so the way back is where it always is; on its own page for a visitor.
 */
export function ErrorPageFrame({ route }: { route: RouteItem & { component: string } }) {
  const { status } = useSession();
  const { allRoutes, permissions, loading } = useConsoleRoutes();
  if (status === 'loading' || (status === 'authenticated' && loading)) return <FullPageSpinner />;
  if (status !== 'authenticated') return <PageHost component={route.component} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ShellLayout route={route} pathname={route.path} routes={allRoutes} permissions={permissions} />
    </Suspense>
  );
}
