import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopStatus } from '@adplan/contracts';

const COLORS: Record<ShopStatus, string> = { pending: 'warning', active: 'success', reauthorize: 'error' };

/** A shop's status: preparing (the two days after linking), ready, or authorise again. */
export function ShopStatusTag({ status }: { status: ShopStatus }) {
  const { t } = useTranslation('shops');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
