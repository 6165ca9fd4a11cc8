import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import '../../../shared/i18n/i18n';
import { setLanguage } from '../../../shared/i18n/i18n';
import NotFoundPage from '../pages/not-found-page';
import UnauthorizedPage from '../pages/unauthorized-page';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/404', element: <NotFoundPage /> },
      { path: '/401', element: <UnauthorizedPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => setLanguage('zh-CN'));

describe('error pages', () => {
  it('/404 says the page does not exist and leads home', async () => {
    renderAt('/404');
    expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText('/')).toBeInTheDocument();
  });

  it('/401 explains the missing permission and offers signing in again', async () => {
    renderAt('/401');
    expect(screen.getByText('抱歉，您的账号没有访问该页面或执行该操作的权限。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(await screen.findByText('/login')).toBeInTheDocument();
  });
});
