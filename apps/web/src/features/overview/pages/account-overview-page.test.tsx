import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountOverviewAnswer, AccountOverviewData } from '@adplan/contracts';
import { apiClient, ApiError } from '../../../shared/api/api-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import AccountOverviewPage from './account-overview-page';

const figures = (spend: number, sales: number, orders: number, clicks: number) => ({
  impressions: clicks * 30,
  clicks,
  spend,
  sales,
  orders,
  acos: sales > 0 ? spend / sales : null,
  cpc: clicks > 0 ? spend / clicks : null,
});

const waster = {
  ...figures(30, 0, 0, 60),
  ad_product: 'SP' as const,
  campaign_id: '100',
  campaign_name: 'Board manual',
  ad_group_name: 'board broad',
  target: 'wooden board',
  kind: 'keyword' as const,
  match_type: 'broad' as const,
  tool: 'keyword-optimisation' as const,
  cost_per_sale: null,
  reason: 'no-orders' as const,
  excess_spend: 30,
};

const overview: AccountOverviewData = {
  source: 'upload',
  shop_name: null,
  marketplace: 'US',
  currency: 'USD',
  generated_at: '2026-03-10T12:00:00.000Z',
  window_start: '2026-01-01',
  window_end: '2026-03-01',
  totals: figures(1234.5, 3000, 80, 1500),
  reference_cost_per_sale: 15.43,
  campaigns: [
    {
      ...figures(1234.5, 3000, 80, 1500),
      ad_product: 'SP',
      campaign_id: '100',
      campaign_name: 'Board manual',
    },
  ],
  targets: [waster],
  placements: [{ ...figures(120, 600, 20, 150), campaign_name: 'Board manual', placement: 'top' }],
  days: [],
  wasters: [waster],
  converters: [
    {
      ...waster,
      ...figures(150, 600, 20, 200),
      target: 'asin="B0GOOD0001"',
      kind: 'product',
      match_type: null,
      tool: 'asin-optimisation',
      cost_per_sale: 7.5,
    },
  ],
  campaign_count: 1,
  target_count: 1,
};

function answerWith(data: AccountOverviewAnswer) {
  return vi.spyOn(apiClient, 'request').mockResolvedValue({ code: 200, msg: '操作成功', data });
}

afterEach(() => vi.restoreAllMocks());

describe('AccountOverviewPage', () => {
  it('shows the totals with the period, the wasters and converters with their tools, and says the data is not daily', async () => {
    answerWith({
      overview,
      snapshots: [
        { source: 'upload', shop_name: null, marketplace: 'US', generated_at: overview.generated_at },
      ],
    });
    renderWithProviders(<AccountOverviewPage />, { path: '/overview' });
    const cards = await screen.findByTestId('overview-cards');
    expect(within(cards).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(cards).getByText('$3,000.00')).toBeInTheDocument();
    expect(within(cards).getByText('41.1%')).toBeInTheDocument();
    expect(within(cards).getByText('$0.82')).toBeInTheDocument();
    expect(screen.getByText('数据周期 2026-01-01 至 2026-03-01')).toBeInTheDocument();
    expect(screen.getByText('账户平均单次成交花费 $15.43')).toBeInTheDocument();
    const wasters = screen.getByTestId('overview-wasters');
    expect(within(wasters).getByText('wooden board')).toBeInTheDocument();
    expect(within(wasters).getByText('多花 $30.00')).toBeInTheDocument();
    const act = within(wasters).getByRole('link', { name: '去关键词优化' });
    // The tool opens with the line's campaign already chosen.
    expect(act).toHaveAttribute('href', '/keyword-ads-v4/ad-op?campaign_id=100');
    const converters = screen.getByTestId('overview-converters');
    expect(within(converters).getByRole('link', { name: '去ASIN 优化' })).toHaveAttribute(
      'href',
      '/asin-ads-v4/asin-op?campaign_id=100',
    );
    // The charts load lazily with ECharts (ADR 0018), which takes a while on a busy machine.
    expect(await screen.findByTestId('overview-no-daily', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('links a shop snapshot’s lines to the authorised tools and asks for the snapshot the seller picks', async () => {
    const shop: AccountOverviewData = { ...overview, source: 'shop:shop_1', shop_name: 'Acme/US' };
    const request = answerWith({
      overview: shop,
      snapshots: [
        { source: 'shop:shop_1', shop_name: 'Acme/US', marketplace: 'US', generated_at: shop.generated_at },
        { source: 'upload', shop_name: null, marketplace: 'UK', generated_at: shop.generated_at },
      ],
    });
    renderWithProviders(<AccountOverviewPage />, { path: '/overview' });
    const wasters = await screen.findByTestId('overview-wasters');
    expect(within(wasters).getByRole('link', { name: '去关键词优化' })).toHaveAttribute(
      'href',
      '/keyword-targeting-auth/ad-op?campaign_id=100&shop_id=shop_1',
    );
    expect(screen.getByText('店铺数据只含本工具创建或优化的广告活动。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '数据来源' }));
    await userEvent.click(await screen.findByText('上传的文件 · UK'));
    expect(request).toHaveBeenLastCalledWith(
      'get',
      '/account_overview',
      undefined,
      expect.objectContaining({ params: { marketplace: 'UK', source: 'upload' } }),
    );
  });

  it('explains how to get figures when there is no snapshot yet', async () => {
    answerWith({ overview: null, snapshots: [] });
    renderWithProviders(<AccountOverviewPage />, { path: '/overview' });
    expect(await screen.findByText('还没有账户数据')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上传文件做关键词优化' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/keyword-ads-v4/ad-op');
  });

  it('shows the failure with a retry when the overview cannot be loaded', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(new ApiError(500, '服务器繁忙'));
    renderWithProviders(<AccountOverviewPage />, { path: '/overview' });
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
