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

type MenuItem = Required<MenuProps>['items'][number];

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

  return (
    <Menu
      mode={mode}
      items={menuRoutes(allowed).map(toItem)}
      selectedKeys={[selectedKey]}
      defaultOpenKeys={[DEFAULT_OPEN_MENU_GROUP, ...menuGroupsOf(allowed, activePath)]}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none', flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
    />
  );
}
