// The route list in force: the server's (GET /router_list, fetched once signed in) or, when that fails or
// is malformed, the built-in table; either way with the built-in public pages and the catch-all, and
// filtered by the user's permissions (spec §2, §6).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_CALLS,
  filterRoutesByPermissions,
  mergeServerRoutes,
  routeTable,
  routerListAnswerSchema,
  type Permission,
  type RouteItem,
} from '@adplan/contracts';
import { callApi } from '../shared/api/call-api';
import { useSession } from '../shared/session/session-store';

/** Fetches the server's route list; throws when the answer is not a valid list. */
export async function fetchRouterList(): Promise<RouteItem[]> {
  // The answer is checked, not trusted: a malformed list falls back to the built-in table.
  const answer: unknown = await callApi(ACCOUNT_CALLS.routerList, undefined, { silent: true });
  return routerListAnswerSchema.parse(answer).data;
}

export const ROUTER_LIST_QUERY_KEY = 'router_list';

export interface ConsoleRoutes {
  /** Routes the user may open. */
  routes: RouteItem[];
  /** Every route of the list in force, before the permission filter (to tell "forbidden" from "unknown"). */
  allRoutes: RouteItem[];
  permissions: Permission[];
  /** True while the server's list is still being fetched. */
  loading: boolean;
}

/** The routes of the signed-in console (the built-in table while signed out). */
export function useConsoleRoutes(): ConsoleRoutes {
  const { user, status } = useSession();
  const query = useQuery({
    queryKey: [ROUTER_LIST_QUERY_KEY, user?.user_name],
    queryFn: fetchRouterList,
    enabled: status === 'authenticated',
    staleTime: Infinity,
  });
  const permissions = user?.permissions;
  const serverRoutes = query.data;
  return useMemo(() => {
    const allRoutes = serverRoutes ? mergeServerRoutes(routeTable, serverRoutes) : routeTable;
    return {
      routes: filterRoutesByPermissions(allRoutes, permissions ?? []),
      allRoutes,
      permissions: permissions ?? [],
      loading: status === 'authenticated' && query.isPending,
    };
  }, [serverRoutes, permissions, status, query.isPending]);
}
