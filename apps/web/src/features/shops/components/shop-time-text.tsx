import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopMarketplace } from '@adplan/contracts';
import { beijingTime, marketplaceTime } from '../../../shared/format/display-format';

/** An instant in Beijing time, with the marketplace's own time underneath. */
export function ShopTimeText({ iso, marketplace }: { iso: string; marketplace: ShopMarketplace }) {
  const { t } = useTranslation('shops');
  return (
    <div>
      <div>{beijingTime(iso)}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('list.marketplaceTime', { time: marketplaceTime(iso, marketplace) })}
      </Typography.Text>
    </div>
  );
}
