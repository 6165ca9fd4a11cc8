import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOT_FOUND_REDIRECT,
  PUBLIC_ROUTES,
  routeTable,
  type Permission,
  type RouteItem,
} from '@adplan/contracts';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConsoleMenu } from './console-menu';

const routes: RouteItem[] = [
  {
    path: '/index',
    name: 'Home',
    component: 'home-page',
    meta: { titleKey: 'home', icon: 'home', affix: true },
  },
  {
    path: '/admin-only',
    name: 'AdminOnly',
    component: 'admin-only-page',
    meta: { titleKey: 'personalCenter', permissions: ['admin'] },
  },
  {
    path: '/adsv4',
    name: 'Tools',
    meta: { titleKey: 'tools', icon: 'tool' },
    children: [
      {
        path: '/tools/for-others',
        name: 'ForOthers',
        component: 'for-others-page',
        meta: { titleKey: 'register', permissions: ['notAdmin'] },
      },
    ],
  },
  { path: '/hidden', name: 'Hidden', component: 'hidden-page', meta: { titleKey: 'privacy', hidden: true } },
  ...PUBLIC_ROUTES,
  NOT_FOUND_REDIRECT,
];

function renderMenu(permissions: Permission[], menuRoutes: RouteItem[] = routes) {
  renderWithProviders(
    <ConsoleMenu routes={menuRoutes} permissions={permissions} activePath="/index" mode="inline" />,
  );
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('ConsoleMenu', () => {
  it('shows an admin the items without requirement and those for admin, and no empty group', () => {
    expect(renderMenu(['admin'])).toEqual(['首页', '个人中心']);
  });

  it('shows notAdmin its own items, with their group opened by default', () => {
    const items = renderMenu(['notAdmin']);
    expect(items).toEqual(['首页', 'Tools', '注册']);
  });

  it('shows only items without requirement to a user without permissions', () => {
    expect(renderMenu([])).toEqual(['首页']);
  });

  it('never lists hidden or public pages', () => {
    const items = renderMenu(['admin', 'notAdmin']);
    expect(items).not.toContain('隐私政策');
    expect(items).not.toContain('登录');
  });

  it('lists home, the tools with the default group /adsv4 and its parent open, the usage records, paid usage, help and services', () => {
    const items = renderMenu(['admin'], routeTable);
    expect(items[0]).toBe('首页');
    expect(items[1]).toBe('账户概览');
    expect(items).toEqual(
      expect.arrayContaining(['广告工具', '商品推广 v4', '关键词冷启动', '自动投放优化', '使用记录']),
    );
    expect(items.slice(-4)).toEqual(['充值与订单', '价格与套餐', '帮助中心', '增值服务']);
  });

  it('navigates on click', async () => {
    renderMenu(['admin']);
    await userEvent.click(screen.getByText('个人中心'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-only');
  });
});

describe('ConsoleMenu groups of the page in view', () => {
  it('opens the groups of a shop page reached by its address while the console is open', async () => {
    const view = renderWithProviders(
      <ConsoleMenu routes={routeTable} permissions={['admin']} activePath="/overview" mode="inline" />,
    );
    expect(screen.queryByRole('menuitem', { name: '关键词优化（授权）' })).not.toBeInTheDocument();
    view.rerender(
      <ConsoleMenu
        routes={routeTable}
        permissions={['admin']}
        activePath="/keyword-targeting-auth/ad-op"
        mode="inline"
      />,
    );
    expect(await screen.findByRole('menuitem', { name: '关键词优化（授权）' })).toBeInTheDocument();
  });
});
