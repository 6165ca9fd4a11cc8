// Choosing a linked shop instead of uploading files: each option names the shop and its marketplace; a
// shop not usable yet (the two days after linking, spec §1) or needing re-authorisation is shown but
// disabled with the reason. With no shop linked it says so and leads to the authorisation page.
import { Alert, Button, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTHORIZE_METHOD_PATH, type LinkedShopItem } from '@adplan/contracts';
import { isShopUsable, useLinkedShopsQuery } from './linked-shops-query';
import { beijingTime } from '../format/display-format';

interface LinkedShopSelectProps {
  value?: string | undefined;
  onChange?: (shopId: string, shop: LinkedShopItem) => void;
  /** Limit the choice to these marketplaces (all linked marketplaces by default). */
  marketplaces?: readonly string[];
  id?: string;
}

/** A select of the seller's linked shops, with its loading, empty and error states. */
export function LinkedShopSelect({ value, onChange, marketplaces, id }: LinkedShopSelectProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const query = useLinkedShopsQuery();
  const shops = (query.data ?? []).filter((shop) => !marketplaces || marketplaces.includes(shop.marketplace));
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('shopSelect.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('action.retry')}</Button>}
      />
    );
  }
  if (query.isSuccess && shops.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('shopSelect.none')}
        action={
          <Button type="primary" onClick={() => void navigate(AUTHORIZE_METHOD_PATH)}>
            {t('shopSelect.authorizeNow')}
          </Button>
        }
      />
    );
  }
  return (
    <Select
      id={id}
      value={value}
      loading={query.isLoading}
      placeholder={t('shopSelect.placeholder')}
      onChange={(shopId: string) => {
        const shop = shops.find((item) => item.shop_id === shopId);
        if (shop) onChange?.(shopId, shop);
      }}
      options={shops.map((shop) => ({
        value: shop.shop_id,
        disabled: !isShopUsable(shop),
        label: (
          <Space size={4} wrap>
            <span>{shop.shop_name}</span>
            <Tag>{shop.marketplace}</Tag>
            {shop.status === 'reauthorize' ? (
              <Tag color="error">{t('shopSelect.reauthorize')}</Tag>
            ) : !isShopUsable(shop) ? (
              <Tag color="warning">{t('shopSelect.usableFrom', { date: beijingTime(shop.usable_from) })}</Tag>
            ) : null}
          </Space>
        ),
      }))}
    />
  );
}
