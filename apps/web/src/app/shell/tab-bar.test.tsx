import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Outlet, createMemoryRouter, useLocation } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppRouterProvider } from '../app-router';
import { TabBar } from './tab-bar';
import type { VisitedTab } from './tab-list';
import { resetTabs, tabsStore } from './tabs-store';

const tabs: VisitedTab[] = [
  { path: '/index', titleKey: 'home', affix: true },
  { path: '/personal-center', titleKey: 'personalCenter', affix: false },
  { path: '/login', titleKey: 'login', affix: false },
  { path: '/register', titleKey: 'register', affix: false },
];

function tabLabels(): string[] {
  return screen.getAllByRole('tab').map((element) => element.textContent ?? '');
}

async function chooseFromContextMenu(tabTitle: string, action: string) {
  fireEvent.contextMenu(screen.getByText(tabTitle));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByText(action));
}

afterEach(resetTabs);

describe('TabBar', () => {
  it('shows the visited pages with their titles, home pinned without a close button', () => {
    tabsStore.set(tabs);
    renderWithProviders(<TabBar activePath="/login" />, { path: '/login' });
    expect(tabLabels()).toEqual(['首页', '个人中心', '登录', '注册']);
    const homeTab = screen.getByText('首页').closest('.ant-tabs-tab');
    expect(homeTab?.querySelector('.ant-tabs-tab-remove')).toBeNull();
  });

  it('closing the shown tab goes to the last remaining one', async () => {
    tabsStore.set(tabs);
    renderWithProviders(<TabBar activePath="/register" />, { path: '/register' });
    await chooseFromContextMenu('注册', '关闭当前');
    expect(tabsStore.get().map((tab) => tab.path)).toEqual(['/index', '/personal-center', '/login']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('closes the others, keeping home', async () => {
    tabsStore.set(tabs);
    renderWithProviders(<TabBar activePath="/login" />, { path: '/login' });
    await chooseFromContextMenu('登录', '关闭其他');
    expect(tabsStore.get().map((tab) => tab.path)).toEqual(['/index', '/login']);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('closes to the left and to the right', async () => {
    tabsStore.set(tabs);
    renderWithProviders(<TabBar activePath="/login" />, { path: '/login' });
    await chooseFromContextMenu('登录', '关闭左侧');
    expect(tabsStore.get().map((tab) => tab.path)).toEqual(['/index', '/login', '/register']);
    await chooseFromContextMenu('登录', '关闭右侧');
    expect(tabsStore.get().map((tab) => tab.path)).toEqual(['/index', '/login']);
  });

  it('closes all and returns home', async () => {
    tabsStore.set(tabs);
    renderWithProviders(<TabBar activePath="/login" />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: '标签页操作' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('关闭全部'));
    expect(tabsStore.get().map((tab) => tab.path)).toEqual(['/index']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
  });

  it('cannot close the pinned home tab', async () => {
    tabsStore.set(tabs);
    renderWithProviders(<TabBar activePath="/index" />, { path: '/index' });
    fireEvent.contextMenu(screen.getByText('首页'));
    const close = within(await screen.findByRole('menu'))
      .getByText('关闭当前')
      .closest('li');
    expect(close).toHaveAttribute('aria-disabled', 'true');
  });

  it('the close button of a tab closes it', async () => {
    tabsStore.set(tabs);
    renderWithProviders(<TabBar activePath="/index" />, { path: '/index' });
    const loginTab = screen.getByText('登录').closest('.ant-tabs-tab');
    const remove = loginTab?.querySelector('.ant-tabs-tab-remove');
    expect(remove).not.toBeNull();
    await userEvent.click(remove as Element);
    expect(tabsStore.get().map((tab) => tab.path)).toEqual(['/index', '/personal-center', '/register']);
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
  });
});

/** A page whose code never arrives: the navigation to it stays unfinished. */
const neverLoads = new Promise<never>(() => undefined);
function LoadingPage() {
  use(neverLoads);
  return null;
}

function Frame() {
  const { pathname } = useLocation();
  return (
    <>
      <TabBar activePath={pathname} />
      <Suspense fallback={<p>loading</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

describe('TabBar right after a navigation', () => {
  function renderFrame() {
    const router = createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: '/login', element: <p>login page</p> },
            { path: '/register', element: <LoadingPage /> },
            { path: '*', element: null },
          ],
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <AppRouterProvider router={router} />
        </App>
      </ConfigProvider>,
    );
    return router;
  }

  it('builds the bar menu for the page the router is on, even while that page loads', async () => {
    tabsStore.set(tabs);
    const router = renderFrame();
    await act(() => router.navigate('/register'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('注册');

    await userEvent.click(screen.getByRole('button', { name: '标签页操作' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('关闭右侧').closest('li')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByText('关闭当前'));
    expect(tabsStore.get().map((tab) => tab.path)).toEqual(['/index', '/personal-center', '/login']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a right-click menu acts on its own tab and on the tab list of the moment it is used', async () => {
    tabsStore.set(tabs);
    const router = renderFrame();
    fireEvent.contextMenu(screen.getByText('个人中心'));
    const menu = await screen.findByRole('menu');
    await act(() => router.navigate('/register'));
    act(() => tabsStore.set([...tabs, { path: '/privacy', titleKey: 'privacy', affix: false }]));
    await userEvent.click(within(menu).getByText('关闭右侧'));
    expect(tabsStore.get().map((tab) => tab.path)).toEqual(['/index', '/personal-center']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-center'));
  });
});
