import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
});
