import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { LinkedShopItem } from '@adplan/contracts';
import { apiClient } from '../api/api-client';
import i18n from 'i18next';
import { renderWithProviders } from '../../test/render-with-providers';
import { ShopWaitNotice } from './shop-wait-notice';

const pending: LinkedShopItem = {
  shop_id: 'shop_us',
  shop_name: 'Cutting Boards US',
  marketplace: 'US',
  account_type: 'seller',
  authorized_at: '2099-11-27T04:00:00.000Z',
  usable_from: '2099-11-29T04:00:00.000Z',
  status: 'pending',
};

function listing(shops: LinkedShopItem[]) {
  vi.spyOn(apiClient, 'request').mockResolvedValue({ code: 200, msg: 'OK', data: { shops } });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh-CN');
});

describe('ShopWaitNotice', () => {
  it('says beside Generate when a new shop becomes usable, in Beijing and marketplace time (zh and en)', async () => {
    listing([pending]);
    const view = renderWithProviders(<ShopWaitNotice chosen={undefined} marketplaces={['US', 'CA']} />);
    expect(await screen.findByText('新授权的店铺需等待 2 天才能生成方案')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cutting Boards US（US）：北京时间 2099-11-29 12:00 起可用（市场时间 2099-11-28 20:00）',
      ),
    ).toBeInTheDocument();
    await i18n.changeLanguage('en-US');
    view.rerender(<ShopWaitNotice chosen={undefined} marketplaces={['US', 'CA']} />);
    expect(
      await screen.findByText(
        'Cutting Boards US (US): usable from 2099-11-29 12:00 Beijing time (2099-11-28 20:00 marketplace time)',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a shop when one is usable, and says nothing once a shop is chosen', async () => {
    const active = {
      ...pending,
      shop_id: 'shop_ca',
      usable_from: '2000-01-01T00:00:00.000Z',
      status: 'active' as const,
    };
    listing([active]);
    const view = renderWithProviders(<ShopWaitNotice chosen={undefined} marketplaces={['US', 'CA']} />);
    expect(await screen.findByText('请先在左侧选择一个店铺，再生成方案。')).toBeInTheDocument();
    view.rerender(<ShopWaitNotice chosen={active} marketplaces={['US', 'CA']} />);
    expect(screen.queryByText('请先在左侧选择一个店铺，再生成方案。')).toBeNull();
  });
});
