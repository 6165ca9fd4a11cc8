import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@adplan/contracts';

const COLORS: Record<Order['status'], string> = {
  pending: 'processing',
  paid: 'success',
  expired: 'default',
  refunded: 'warning',
};

/** The state of an order as a coloured tag. */
export function OrderStatusTag({ status }: { status: Order['status'] }) {
  const { t } = useTranslation('billing');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
