// The fields an authorised tool fills from the linked shop instead of typed ids (issue 23): the campaign
// (the shop's campaigns of the flow's ad product and targeting, by name, state and budget), the brand of an
// SB video campaign and its video asset. Each is a searchable select with its loading, empty and error
// states; the value sent is the id, as the flow's schema expects.
import { Alert, Button, Form, Select } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planParameterLabel, type Marketplace, type ShopCampaignItem } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { formatMoney } from '../../../shared/format/display-format';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import {
  useShopBrandsQuery,
  useShopCampaignsQuery,
  useShopVideoAssetsQuery,
} from '../api/shop-entities-queries';
import { checkField } from '../model/plan-form';
import { shopCampaignKind, type ShopFlow, type ShopPickedField } from '../model/shop-tool';
import type { ToolField } from '../model/tool-definitions';

interface ShopEntityFieldProps {
  field: ToolField & { name: ShopPickedField };
  flow: ShopFlow;
  /** The chosen shop; nothing is read before one is chosen. */
  shopId: string | undefined;
  marketplace: Marketplace;
}

interface Choice {
  value: string;
  label: string;
  /** What the search matches: the name and the id, so a seller may paste either. */
  search: string;
}

/** What the select needs of a list's query: whether it is read, failed, and how to read it again. */
type ListRead = Pick<UseQueryResult<unknown>, 'isError' | 'isPending' | 'error' | 'refetch'>;

/** The state of a list read from the shop, as the select shows it (`empty`: read, and nothing fits). */
function listState(shopId: string | undefined, read: ListRead, choices: number) {
  if (shopId === undefined) return 'noShop' as const;
  if (read.isError) return 'error' as const;
  if (read.isPending) return 'loading' as const;
  return choices === 0 ? ('empty' as const) : ('ready' as const);
}

/** One picked field of a shop tool form. */
export function ShopEntityField({ field, flow, shopId, marketplace }: ShopEntityFieldProps) {
  const { t, i18n } = useTranslation('plans');
  const language = toContractsLanguage(i18n.language);
  const kind = shopCampaignKind(flow);
  const campaigns = useShopCampaignsQuery(
    field.name === 'campaign_id' ? shopId : undefined,
    kind === 'sb' ? 'SB' : 'SP',
  );
  const brands = useShopBrandsQuery(field.name === 'brand_entity_id' ? shopId : undefined);
  const assets = useShopVideoAssetsQuery(field.name === 'asset_id' ? shopId : undefined);

  const campaignLabel = (campaign: ShopCampaignItem) =>
    t('shop.picker.campaignOption', {
      name: campaign.name,
      state: t(`shop.picker.states.${campaign.state}`),
      budget: formatMoney(marketplace, campaign.daily_budget),
    });

  const picked = (() => {
    switch (field.name) {
      case 'campaign_id': {
        const fitting = (campaigns.data ?? []).filter(
          (campaign) => kind === 'sb' || campaign.targeting === kind,
        );
        return {
          query: campaigns,
          placeholder: t('shop.picker.campaignPlaceholder'),
          empty: t('shop.picker.noCampaigns', { kind: t(`shop.picker.kinds.${kind}`) }),
          choices: fitting.map((campaign): Choice => ({
            value: campaign.campaign_id,
            label: campaignLabel(campaign),
            search: `${campaign.name} ${campaign.campaign_id}`,
          })),
        };
      }
      case 'brand_entity_id':
        return {
          query: brands,
          placeholder: t('shop.picker.brandPlaceholder'),
          empty: t('shop.picker.noBrands'),
          choices: (brands.data ?? []).map((brand): Choice => ({
            value: brand.brand_entity_id,
            label: t('shop.picker.brandOption', { name: brand.name, id: brand.brand_entity_id }),
            search: `${brand.name} ${brand.brand_entity_id}`,
          })),
        };
      case 'asset_id':
        return {
          query: assets,
          placeholder: t('shop.picker.assetPlaceholder'),
          empty: t('shop.picker.noAssets'),
          choices: (assets.data ?? []).map((asset): Choice => ({
            value: asset.asset_id,
            label: t('shop.picker.assetOption', {
              ad: asset.ad_name,
              campaign: asset.campaign_name,
              asins: asset.asins.join(', '),
            }),
            search: `${asset.ad_name} ${asset.campaign_name} ${asset.asins.join(' ')} ${asset.asset_id}`,
          })),
        };
    }
  })();

  const state = listState(shopId, picked.query, picked.choices.length);
  const failure = picked.query.error;
  const below =
    state === 'error' ? (
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ marginTop: 4 }}
        title={t('shop.picker.loadFailed', {
          message: failure instanceof ApiError ? failure.msg : t('shop.picker.unknownFailure'),
        })}
        action={
          <Button size="small" onClick={() => void picked.query.refetch()}>
            {t('shop.picker.retry')}
          </Button>
        }
      />
    ) : state === 'empty' ? (
      <div data-testid={`shop-picker-empty-${field.name}`}>{picked.empty}</div>
    ) : field.name === 'asset_id' ? (
      <div>{t('shop.picker.assetHint')}</div>
    ) : null;

  return (
    <Form.Item
      name={field.name}
      label={planParameterLabel(field.name)[language]}
      required={field.required}
      rules={[
        {
          validator: async (_rule: unknown, value: unknown) => {
            const message = checkField(field.name, value, language);
            if (message) throw new Error(message);
          },
        },
      ]}
      extra={below}
    >
      <Select
        data-testid={`shop-picker-${field.name}`}
        showSearch
        allowClear
        optionFilterProp="search"
        loading={state === 'loading'}
        disabled={state === 'noShop'}
        placeholder={
          state === 'noShop'
            ? t('shop.picker.chooseShop')
            : state === 'loading'
              ? t('shop.picker.loading')
              : picked.placeholder
        }
        notFoundContent={state === 'loading' ? t('shop.picker.loading') : picked.empty}
        // Names are long (campaign, state, budget): an option wraps rather than cutting the budget off.
        optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
        options={picked.choices.map((choice) => ({
          value: choice.value,
          label: choice.label,
          search: choice.search,
        }))}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
