// The router: the public pages of the route table as their own routes (they need no session and no shell),
// and every other address through the session guard into the console, which resolves it against the route
// list in force (built-in or server-supplied) so that list can change without rebuilding the router.
import { createHashRouter, type RouteObject } from 'react-router';
import { LOGIN_PATH, flattenRoutes, routeTable } from '@adplan/contracts';
import { ConsoleRoute } from './console-route';
import { PageHost } from './page-host';
import { RootRoute } from './root-route';
import { RouteErrorResult } from './route-error-result';
import { GuestOnly, RequireSession } from './route-guards';

export function createAppRoutes(): RouteObject[] {
  const publicPages = flattenRoutes(routeTable).filter((route) => route.meta.public && route.component);
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorResult />,
      children: [
        ...publicPages.map((route) => {
          const page = <PageHost component={route.component ?? ''} />;
          return {
            path: route.path,
            element: route.path === LOGIN_PATH ? <GuestOnly>{page}</GuestOnly> : page,
          };
        }),
        {
          path: '*',
          element: (
            <RequireSession>
              <ConsoleRoute />
            </RequireSession>
          ),
        },
      ],
    },
  ];
}

export const router = createHashRouter(createAppRoutes());
