// Why a linked-shop tool cannot generate yet, said beside its Generate button: no shop chosen, or the
// seller's shops are still in the two days after linking (spec §1), with the moment each becomes usable in
// Beijing time and in the marketplace's own time.
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOP_READY_AFTER_DAYS, type LinkedShopItem } from '@adplan/contracts';
import { isShopUsable, useLinkedShopsQuery } from './linked-shops-query';
import { beijingTime, marketplaceTime } from '../format/display-format';

interface ShopWaitNoticeProps {
  /** The shop the form has chosen; nothing is said once there is one. */
  chosen: LinkedShopItem | undefined;
  /** The marketplaces the tool works in. */
  marketplaces: readonly string[];
}

/** The reason the Generate button beside it is disabled, or nothing when a shop is chosen. */
export function ShopWaitNotice({ chosen, marketplaces }: ShopWaitNoticeProps) {
  const { t } = useTranslation('common');
  const shops = (useLinkedShopsQuery().data ?? []).filter((shop) => marketplaces.includes(shop.marketplace));
  if (chosen) return null;
  const waiting = shops.filter((shop) => shop.status !== 'reauthorize' && !isShopUsable(shop));
  const choose = shops.some((shop) => isShopUsable(shop)) ? (
    <Typography.Text type="secondary">{t('shopSelect.chooseFirst')}</Typography.Text>
  ) : null;
  if (waiting.length === 0) return choose;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="shop-wait-notice"
        title={t('shopSelect.waitTitle', { days: SHOP_READY_AFTER_DAYS })}
        description={waiting.map((shop) => (
          <div key={shop.shop_id}>
            {t('shopSelect.waitShop', {
              name: shop.shop_name,
              market: shop.marketplace,
              beijing: beijingTime(shop.usable_from),
              local: marketplaceTime(shop.usable_from, shop.marketplace),
            })}
          </div>
        ))}
      />
      {choose}
    </>
  );
}
