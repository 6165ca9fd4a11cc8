import { useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_OPEN_MENU_GROUP,
  filterRoutesByPermissions,
  findRoute,
  menuGroupsOf,
  menuRoutes,
  type Permission,
  type RouteItem,
} from '@adplan/contracts';
import { useAppNavigate } from '../../shared/routing/use-app-navigate';
import { menuIcon } from './menu-icons';
import './console-menu.css';

type MenuItem = Required<MenuProps>['items'][number];

/** The paths of the groups from the top of the menu down to the group at `groupPath` (empty when absent). */
export function groupPathTo(routes: readonly RouteItem[], groupPath: string): string[] {
  for (const route of routes) {
    if (!route.children) continue;
    if (route.path === groupPath) return [route.path];
    const below = groupPathTo(route.children, groupPath);
    if (below.length > 0) return [route.path, ...below];
  }
  return [];
}

interface ConsoleMenuProps {
  /** The route list in force, before the permission filter. */
  routes: RouteItem[];
  permissions: readonly Permission[];
  activePath: string;
  mode: 'inline' | 'horizontal';
  /** Called after a menu click navigated (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/**
 * The console menu: the route table's visible items the user's permissions allow. Groups are submenus and
 * appear by themselves once they hold a visible page.
 */
export function ConsoleMenu({ routes, permissions, activePath, mode, onNavigate }: ConsoleMenuProps) {
  const { t } = useTranslation('routes');
  const navigate = useAppNavigate();
  const allowed = filterRoutesByPermissions(routes, permissions);

  const toItem = (route: RouteItem): MenuItem => {
    const label = t(route.meta.titleKey, { defaultValue: route.name });
    const icon = menuIcon(route.meta.icon);
    return route.children
      ? { key: route.path, label, icon, children: route.children.map(toItem) }
      : { key: route.path, label, icon };
  };

  const active = findRoute(allowed, activePath);
  const selectedKey = active?.meta.hidden && active.meta.menuGroup ? active.meta.menuGroup : activePath;
  const activeGroups = menuGroupsOf(allowed, activePath);
  // The default group (spec §2) may sit inside another group (/adsv4 in /tool): open its parents too.
  const [openKeys, setOpenKeys] = useState<string[]>(() => [
    ...new Set([DEFAULT_OPEN_MENU_GROUP, ...groupPathTo(allowed, DEFAULT_OPEN_MENU_GROUP), ...activeGroups]),
  ]);
  // A page reached by its address while the console is open (typed, a link, a reload after the route list
  // came) opens the groups that hold it, so the sidebar shows where the seller is; the seller's own
  // opening and closing of other groups is kept.
  const activeKey = `${activePath}\u0000${activeGroups.join(',')}`;
  const [openedFor, setOpenedFor] = useState(activeKey);
  if (openedFor !== activeKey) {
    setOpenedFor(activeKey);
    const missing = activeGroups.filter((group) => !openKeys.includes(group));
    if (missing.length > 0) setOpenKeys([...openKeys, ...missing]);
  }
  // The horizontal menu shows groups as pop-ups: none is held open there.
  const opening = mode === 'inline' ? { openKeys, onOpenChange: setOpenKeys } : { defaultOpenKeys: openKeys };

  return (
    <Menu
      className="console-menu"
      mode={mode}
      items={menuRoutes(allowed).map(toItem)}
      selectedKeys={[selectedKey]}
      {...opening}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none', flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
    />
  );
}
