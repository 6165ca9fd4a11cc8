import { Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@adplan/contracts';
import { OrderStatusTag } from './order-status-tag';
import { formatDateTime, formatYuan } from '../../../shared/format/display-format';
import { CardTable } from '../../../shared/ui/card-table';

/** When a stored ISO time happened, in the viewer's local time (the console's one date style). */
export function when(iso: string | null): string {
  return iso ? formatDateTime(iso) : '-';
}

interface OrdersTableProps {
  orders: Order[];
  loading: boolean;
  /** Row selection by transaction id (the invoice page). */
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
}

/** Orders with their state, method, amount and invoice state; the number links to the details page. */
export function OrdersTable({ orders, loading, selection }: OrdersTableProps) {
  const { t } = useTranslation('billing');
  const columns: Array<ColumnType<Order>> = [
    {
      title: t('columns.orderNo'),
      dataIndex: 'out_trade_no',
      render: (value: string) => <Link to={`/transaction-details?order_num=${value}`}>{value}</Link>,
    },
    {
      title: t('columns.item'),
      dataIndex: 'package_type',
      render: (value: Order['package_type']) => t(`packages.${value}`),
    },
    {
      title: t('columns.amount'),
      dataIndex: 'total_amount',
      align: 'right',
      render: (value: string) => formatYuan(value),
    },
    {
      title: t('columns.method'),
      dataIndex: 'pay_method',
      render: (value: Order['pay_method']) => t(`payMethod.${value}`),
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (value: Order['status']) => <OrderStatusTag status={value} />,
    },
    { title: t('columns.createdAt'), dataIndex: 'created_at', render: when, responsive: ['md'] },
    { title: t('columns.paidAt'), dataIndex: 'paid_at', render: when, responsive: ['lg'] },
    {
      title: t('columns.invoice'),
      dataIndex: 'invoice_status',
      render: (value: Order['invoice_status']) =>
        value === 'none' ? (
          <Typography.Text type="secondary">{t(`invoiceStatus.${value}`)}</Typography.Text>
        ) : (
          <Tag color={value === 'issued' ? 'success' : 'processing'}>{t(`invoiceStatus.${value}`)}</Tag>
        ),
      responsive: ['sm'],
    },
  ];
  return (
    <CardTable<Order>
      rowKey={(order) => order.out_trade_no}
      cardTestId="order"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={orders}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('charge.empty') }}
      rowSelection={
        selection && {
          selectedRowKeys: orders
            .filter((order) => selection.selected.includes(order.transaction_id ?? ''))
            .map((order) => order.out_trade_no),
          onChange: (_keys, rows) => selection.onChange(rows.map((row) => row.transaction_id ?? '')),
        }
      }
    />
  );
}
