import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { NOT_FOUND_REDIRECT, type RouteItem, type UserInfo } from '@adplan/contracts';
import { apiClient, ApiError, type ApiAnswer } from '../shared/api/api-client';
import { resetSession, setSessionUser } from '../shared/session/session-store';
import { AppConfigProvider } from './app-config-provider';
import { AppRouterProvider, createAppRoutes } from './app-router';
import { resetTabs } from './shell/tabs-store';

/** The first render of a lazy page compiles it, which takes a while in the test runner (longer on a busy machine). */
const PAGE_LOAD = { timeout: 30_000 };

const user: UserInfo = {
  user_name: 'seller01',
  phone_number: '138****5678',
  balance: 8,
  active_date_til: '2099-12-31',
  company_name: null,
  unified_social_credit_code: null,
  email: null,
  permissions: ['admin'],
};

function mockServer(routerList?: RouteItem[]) {
  return vi
    .spyOn(apiClient, 'request')
    .mockImplementation(async (_method: string, url: string): Promise<ApiAnswer> => {
      if (url === '/user_info') return { code: 200, msg: '', data: user };
      if (url === '/router_list' && routerList) return { code: 200, msg: '', data: routerList };
      throw new ApiError(404, 'not found', { status: 404 });
    });
}

function renderAt(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider>
        <AppRouterProvider router={router} />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function expectPath(router: ReturnType<typeof renderAt>, path: string) {
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path));
}

beforeEach(() => {
  resetTabs();
});

afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
});

describe('navigation rules (spec §2)', () => {
  it('sends a visitor without a session to login with the original path', async () => {
    resetSession();
    const router = renderAt('/personal-center');
    await expectPath(router, '/login?redirect=%2Fpersonal-center');
  });

  it("sends a signed-in user from /login to the console's overview of their numbers", async () => {
    mockServer();
    setSessionUser(user);
    const router = renderAt('/login');
    await expectPath(router, '/overview');
  });

  it("opens / on the account overview of the seller's numbers", async () => {
    mockServer();
    setSessionUser(user);
    await expectPath(renderAt('/'), '/overview');
  });

  it('keeps home reachable at /index with its title in the shell, and guards against unloading', async () => {
    mockServer();
    setSessionUser(user);
    const router = renderAt('/index');
    await expectPath(router, '/index');
    expect(await screen.findByText('seller01，欢迎回来', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(document.title).toBe('首页 - 广告方案助手');
    expect(screen.getByRole('menuitem', { name: /首页/ })).toBeInTheDocument();

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  }, 40_000);

  it('sends an unknown path to /404 when signed in', async () => {
    mockServer();
    setSessionUser(user);
    const router = renderAt('/no/such/page');
    await expectPath(router, '/404');
  });

  it.each([
    ['/tool', '/keyword-ads-v4/kt-hb'],
    ['/adsv4', '/keyword-ads-v4/kt-hb'],
    ['/tool-auth', '/keyword-targeting-auth/kt-hb'],
    ['/sp-auth', '/keyword-targeting-auth/kt-hb'],
  ])('opens the first page of the menu group typed as %s', async (group, firstPage) => {
    mockServer();
    setSessionUser(user);
    const router = renderAt(group);
    await expectPath(router, firstPage);
  });

  it('sends an unknown path to /404 without a session, not to login', async () => {
    resetSession();
    const router = renderAt('/no/such/page?from=mail');
    await expectPath(router, '/404');
    expect(await screen.findByText('抱歉，您访问的页面不存在。', {}, PAGE_LOAD)).toBeInTheDocument();
  });
});

describe('server-supplied route list', () => {
  const serverList: RouteItem[] = [
    { path: '/', name: 'Root', redirect: '/index', meta: { titleKey: 'home', hidden: true } },
    { path: '/index', name: 'Home', component: 'home-page', meta: { titleKey: 'home', affix: true } },
    {
      path: '/personal-center',
      name: 'PersonalCenter',
      component: 'personal-center-page',
      meta: { titleKey: 'personalCenter', permissions: ['notAdmin'] },
    },
  ];

  it('replaces the built-in table and sends pages the permissions exclude to /403', async () => {
    mockServer(serverList);
    setSessionUser(user);
    const router = renderAt('/personal-center');
    await expectPath(router, '/403');
  });

  it('copes with a catch-all anywhere in the list', async () => {
    mockServer([...serverList, NOT_FOUND_REDIRECT].reverse());
    setSessionUser(user);
    const router = renderAt('/');
    await expectPath(router, '/index');
    expect(await screen.findByText('seller01，欢迎回来', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('falls back to the built-in table when the list cannot be fetched', async () => {
    mockServer();
    setSessionUser(user);
    const router = renderAt('/personal-center');
    await expectPath(router, '/personal-center');
    expect(await screen.findByText('138****5678', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it("opens the console's one change-password dialog from the personal centre", async () => {
    mockServer();
    setSessionUser(user);
    renderAt('/personal-center');
    await userEvent.click(await screen.findByRole('button', { name: /修改密码/ }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(document.querySelectorAll('input#new_password')).toHaveLength(1);
    expect(dialog).toContainElement(screen.getByLabelText('新密码'));
  });
});
