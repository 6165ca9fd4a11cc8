import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LinkedShopItem } from '@adplan/contracts';
import { apiClient, ApiError } from '../../../shared/api/api-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import AuthShopListPage from './auth-shop-list-page';
import AuthorizeMethodPage, { leaveForAmazon } from './authorize-method-page';
import AuthorizeResultPage from './authorize-result-page';

const usShop: LinkedShopItem = {
  shop_id: 'shop_us',
  shop_name: 'Cutting Boards US',
  marketplace: 'US',
  account_type: 'seller',
  authorized_at: '2026-11-24T02:00:00.000Z',
  usable_from: '2026-11-26T02:00:00.000Z',
  status: 'pending',
};

function answer(data: unknown = null) {
  return { code: 200, msg: 'OK', data };
}

afterEach(() => vi.restoreAllMocks());

describe('AuthorizeMethodPage', () => {
  it('asks for the consent URL of the chosen marketplace and goes to Amazon', async () => {
    const request = vi
      .spyOn(apiClient, 'request')
      .mockResolvedValue(answer({ url: 'https://amazon.test/ap/oa?state=s', state: 's' }));
    const go = vi.spyOn(leaveForAmazon, 'go').mockImplementation(() => undefined);
    renderWithProviders(<AuthorizeMethodPage />);
    expect(
      screen.getByText('仅支持卖家（Seller）账号；供应商（Vendor）和代理账号无法授权。'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('加拿大站 (CA)'));
    fireEvent.click(screen.getByRole('button', { name: '立即授权' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://amazon.test/ap/oa?state=s'));
    expect(request).toHaveBeenCalledWith(
      'get',
      '/shop_authorize_url',
      undefined,
      expect.objectContaining({ params: { marketplace: 'CA' } }),
    );
  });

  it("shows the server's message when the authorisation cannot start", async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(new ApiError(429, '请求过于频繁，请稍后再试'));
    renderWithProviders(<AuthorizeMethodPage />);
    fireEvent.click(screen.getByRole('button', { name: '立即授权' }));
    expect(await screen.findByText('无法开始授权')).toBeInTheDocument();
    expect(screen.getByText('请求过于频繁，请稍后再试')).toBeInTheDocument();
  });
});

describe('AuthShopListPage', () => {
  it('lists the shops with Beijing and marketplace times and unlinks after confirmation', async () => {
    const request = vi
      .spyOn(apiClient, 'request')
      .mockImplementation((method, path) =>
        Promise.resolve(path === '/auth_shop_list' ? answer({ shops: [usShop] }) : answer()),
      );
    renderWithProviders(<AuthShopListPage />);
    expect(await screen.findByText('Cutting Boards US')).toBeInTheDocument();
    expect(screen.getByText('2026-11-26 10:00')).toBeInTheDocument();
    expect(screen.getByText('站点时间 2026-11-25 18:00')).toBeInTheDocument();
    expect(screen.getByText('准备中')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '解除授权' }));
    expect(await screen.findByText('解除“Cutting Boards US”的授权？')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: '解除授权' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('post', '/unlink_shop', { shop_id: 'shop_us' }, expect.anything()),
    );
  });

  it('offers to authorise when no shop is linked', async () => {
    vi.spyOn(apiClient, 'request').mockResolvedValue(answer({ shops: [] }));
    renderWithProviders(<AuthShopListPage />);
    expect(await screen.findByText('还没有授权店铺')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即授权' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop-authorize/authorize-method');
  });

  it('shows the failure with a retry', async () => {
    const request = vi.spyOn(apiClient, 'request').mockRejectedValueOnce(new ApiError(0, '网络连接失败'));
    renderWithProviders(<AuthShopListPage />);
    expect(await screen.findByText('无法加载已授权店铺')).toBeInTheDocument();
    request.mockResolvedValue(answer({ shops: [usShop] }));
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('Cutting Boards US')).toBeInTheDocument();
  });
});

describe('AuthorizeResultPage', () => {
  it('completes the authorisation once, even in strict mode, and shows linked and refused profiles', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue(
      answer({
        linked: [usShop],
        refused: [{ name: 'Big Vendor', marketplace: 'US', account_type: 'vendor', reason: 'notSeller' }],
      }),
    );
    renderWithProviders(
      <StrictMode>
        <AuthorizeResultPage />
      </StrictMode>,
      { path: '/authorize-result?code=ANcode1&state=state-1' },
    );
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    expect(screen.getByText('2026-11-26 10:00（北京时间）起可用')).toBeInTheDocument();
    expect(screen.getByText('不是卖家（Seller）账号')).toBeInTheDocument();
    const authorizeCalls = request.mock.calls.filter(([, path]) => path === '/api_authorize');
    expect(authorizeCalls).toEqual([
      ['post', '/api_authorize', { auth_code: 'ANcode1', state: 'state-1' }, expect.anything()],
    ]);
  });

  it('shows the refusal with its product code and a way to try again', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(
      new ApiError(10032, '未找到这次授权请求（可能已过期或已使用），请重新点击“立即授权”', { status: 400 }),
    );
    renderWithProviders(<AuthorizeResultPage />, { path: '/authorize-result?code=ANcode2&state=state-2' });
    expect(await screen.findByText('授权未完成')).toBeInTheDocument();
    expect(screen.getByText('错误代码：10032')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新授权' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop-authorize/authorize-method');
  });

  it('says the seller cancelled on Amazon without calling the server', () => {
    const request = vi.spyOn(apiClient, 'request');
    renderWithProviders(<AuthorizeResultPage />, { path: '/authorize-result?error=access_denied' });
    expect(screen.getByText('您在亚马逊页面取消了授权')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});
