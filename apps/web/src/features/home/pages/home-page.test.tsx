import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserInfo } from '@adplan/contracts';
import { apiClient, ApiError } from '../../../shared/api/api-client';
import { resetSession, setSessionUser } from '../../../shared/session/session-store';
import { renderWithProviders } from '../../../test/render-with-providers';
import HomePage from './home-page';

const user: UserInfo = {
  user_name: 'seller01',
  phone_number: '138****5678',
  balance: 0,
  active_date_til: null,
  company_name: null,
  unified_social_credit_code: null,
  email: null,
  permissions: ['admin'],
};

afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
});

describe('HomePage', () => {
  it('greets the user and shows remaining uses, a word for no package and the tool guide', async () => {
    vi.spyOn(apiClient, 'request').mockResolvedValue({ code: 200, msg: '', data: user });
    setSessionUser(user);
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('seller01，欢迎回来')).toBeInTheDocument();
    expect(screen.getByText('剩余次数')).toBeInTheDocument();
    expect(screen.getByText('无')).toBeInTheDocument();
    expect(screen.getByText('剩余次数为 0：购买套餐后即可生成方案。')).toBeInTheDocument();
    expect(screen.getByText('周一至周五（北京时间 GMT+8）')).toBeInTheDocument();
    expect(screen.getByText('08:30–12:00')).toBeInTheDocument();
    expect(screen.getByText('13:30–18:00')).toBeInTheDocument();
    expect(screen.getByText('关键词投放')).toBeInTheDocument();
    expect(screen.getAllByText('商品推广')).toHaveLength(3);
    expect(screen.getByText('视频广告（SBV）')).toBeInTheDocument();
    expect(screen.getByText('品牌推广')).toBeInTheDocument();
    expect(screen.getByText('冷启动')).toBeInTheDocument();
  });

  it('keeps showing the session figures with a warning when the refresh fails', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(new ApiError(0, 'offline'));
    setSessionUser({ ...user, balance: 5, active_date_til: '2099-01-31' });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('套餐信息未能刷新，显示的是登录时的数据。')).toBeInTheDocument();
    expect(screen.getByText('2099-01-31')).toBeInTheDocument();
  });

  it('opens on the seller’s advertising figures with the way to the account overview', async () => {
    const totals = {
      impressions: 9000,
      clicks: 300,
      spend: 250,
      sales: 1000,
      orders: 40,
      acos: 0.25,
      cpc: 0.83,
    };
    vi.spyOn(apiClient, 'request').mockImplementation((_method, url) =>
      Promise.resolve(
        url === '/account_overview'
          ? {
              code: 200,
              msg: '',
              data: {
                overview: { marketplace: 'UK', totals, window_start: '2026-01-01', window_end: '2026-03-01' },
                snapshots: [],
              },
            }
          : { code: 200, msg: '', data: user },
      ),
    );
    setSessionUser(user);
    renderWithProviders(<HomePage />);
    const card = await screen.findByTestId('home-account-numbers');
    expect(await within(card).findByText('£250.00')).toBeInTheDocument();
    expect(within(card).getByText('25.0%')).toBeInTheDocument();
    expect(within(card).getByText('数据周期 2026-01-01 至 2026-03-01')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '查看账户概览' })).toHaveAttribute('href', '/overview');
  });
});
