// The shop tool forms pick campaigns, brands and video assets from lists read from the shop instead of
// typed ids: the options name each campaign with its state and budget (only those the flow acts on), an
// empty shop says so, a failed read says why and reads again on Retry, in zh and en.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { apiClient, ApiError, type ApiAnswer } from '../../../shared/api/api-client';
import { setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { ShopFlow, ShopPickedField } from '../model/shop-tool';
import { ShopEntityField } from './shop-entity-field';

const CAMPAIGNS = [
  { campaign_id: '111', name: 'Board manual', state: 'enabled', daily_budget: 1234.5, targeting: 'manual' },
  { campaign_id: '222', name: 'Board auto', state: 'paused', daily_budget: 20, targeting: 'auto' },
];

function answer(data: unknown): ApiAnswer {
  return { code: 200, msg: 'OK', data };
}

function renderField(name: ShopPickedField, flow: ShopFlow, shop: { id?: string } = { id: 'shop-1' }) {
  const shopId = shop.id;
  return renderWithProviders(
    <Form>
      <ShopEntityField field={{ name, kind: 'text' }} flow={flow} shopId={shopId} marketplace="US" />
    </Form>,
  );
}

beforeEach(() => setLanguage('zh-CN'));
afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('zh-CN');
});

describe('ShopEntityField', () => {
  it("lists the shop's campaigns the flow acts on by name, state and budget, searchable", async () => {
    const request = vi
      .spyOn(apiClient, 'request')
      .mockImplementation(async () => answer({ campaigns: CAMPAIGNS }));
    renderField('campaign_id', 'keyword-optimisation');
    await userEvent.click(await screen.findByRole('combobox'));
    expect(await screen.findByText('Board manual · 投放中 · 日预算 $1,234.50')).toBeInTheDocument();
    // An auto campaign is no choice for the keyword tool.
    expect(screen.queryByText(/Board auto/)).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      'get',
      '/shop_campaigns',
      undefined,
      expect.objectContaining({ params: { shop_id: 'shop-1', ad_product: 'SP' } }),
    );
  });

  it('says a shop without fitting campaigns has none yet, in English too', async () => {
    setLanguage('en-US');
    vi.spyOn(apiClient, 'request').mockImplementation(async () => answer({ campaigns: [CAMPAIGNS[0]] }));
    renderField('campaign_id', 'auto-optimisation');
    expect(await screen.findByText('No automatic-targeting campaigns in this shop yet')).toBeInTheDocument();
  });

  it('shows why the brands could not be read and reads them again on Retry', async () => {
    const request = vi
      .spyOn(apiClient, 'request')
      .mockRejectedValueOnce(new ApiError(50018, '暂时无法连接亚马逊广告服务', { status: 400 }))
      .mockImplementation(async () =>
        answer({ brands: [{ brand_entity_id: 'ENTITY1', brand_id: '1', name: 'Board Co' }] }),
      );
    renderField('brand_entity_id', 'sbv-cold-start');
    expect(await screen.findByText('读取店铺失败：暂时无法连接亚马逊广告服务')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('Board Co（ENTITY1）')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('names each video asset by its ad, campaign and ASINs', async () => {
    vi.spyOn(apiClient, 'request').mockImplementation(async () =>
      answer({
        assets: [
          {
            asset_id: 'amzn1.assetlibrary.asset1.abc',
            asins: ['B0AAA'],
            ad_name: 'Board video',
            campaign_name: 'SBV Board',
          },
        ],
      }),
    );
    renderField('asset_id', 'sbv-cold-start');
    await userEvent.click(await screen.findByRole('combobox'));
    expect(await screen.findByText('Board video · SBV Board · B0AAA')).toBeInTheDocument();
  });

  it('asks for a shop first and reads nothing before', () => {
    const request = vi.spyOn(apiClient, 'request');
    renderField('campaign_id', 'keyword-optimisation', {});
    expect(document.querySelector('.ant-select-disabled')).not.toBeNull();
    expect(document.body.innerHTML).toContain('请先选择店铺');
    expect(request).not.toHaveBeenCalled();
  });
});
