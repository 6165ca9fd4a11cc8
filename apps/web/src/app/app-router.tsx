// The router: the public pages of the route table as their own routes (they need no session and no shell),
// an address the table does not know straight to /404, and every other address through the session guard
// into the console, which resolves it against the route list in force (built-in or server-supplied) so that
// list can change without rebuilding the router.
import { Suspense, lazy } from 'react';
import { createHashRouter, Outlet, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LOGIN_PATH, flattenRoutes, routeTable } from '@adplan/contracts';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';
import { ConsoleRoute } from './console-route';
import { ERROR_PAGE_PATHS, ErrorPageFrame } from './error-page-frame';
import { PageHost } from './page-host';
import { RootRoute } from './root-route';

// Shown only when rendering fails, so it stays out of the first load (antd's Result is heavy).
const RouteErrorResult = lazy(() =>
  import('./route-error-result').then((module) => ({ default: module.RouteErrorResult })),
);
import { GuestOnly, KnownPathOnly, RequireSession } from './route-guards';

// antd's providers load with the first page that uses antd, never with the login page.
const AntdScope = lazy(() => import('./antd-scope'));

/** The layout route of every page but the login page: antd's providers around the page. */
function AntdLayout() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AntdScope>
        <Outlet />
      </AntdScope>
    </Suspense>
  );
}

export function createAppRoutes(): RouteObject[] {
  const publicPages = flattenRoutes(routeTable).filter((route) => route.meta.public && route.component);
  const login = publicPages.find((route) => route.path === LOGIN_PATH);
  return [
    {
      element: <RootRoute />,
      errorElement: (
        <Suspense fallback={null}>
          <AntdScope>
            <RouteErrorResult />
          </AntdScope>
        </Suspense>
      ),
      children: [
        ...(login?.component
          ? [
              {
                path: login.path,
                element: (
                  <GuestOnly>
                    <PageHost component={login.component} />
                  </GuestOnly>
                ),
              },
            ]
          : []),
        {
          element: <AntdLayout />,
          children: [
            ...publicPages
              .filter((route) => route.path !== LOGIN_PATH)
              .map((route) => {
                const component = route.component ?? '';
                if (ERROR_PAGE_PATHS.has(route.path)) {
                  return { path: route.path, element: <ErrorPageFrame route={{ ...route, component }} /> };
                }
                return { path: route.path, element: <PageHost component={component} /> };
              }),
            {
              path: '*',
              element: (
                <KnownPathOnly>
                  <RequireSession>
                    <ConsoleRoute />
                  </RequireSession>
                </KnownPathOnly>
              ),
            },
          ],
        },
      ],
    },
  ];
}

export const router = createHashRouter(createAppRoutes());

/**
 * The console's router provider. Navigations commit at once instead of inside a React transition, so the
 * shell never renders an older address than the router holds: a menu opened right after a navigation (the
 * tab bar's close actions) is built for the page the router is on, not for the one before.
 */
export function AppRouterProvider({ router: appRouter }: { router: DataRouter }) {
  return <RouterProvider router={appRouter} useTransitions={false} />;
}
