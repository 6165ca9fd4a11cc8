import { useState } from 'react';
import { Card, Descriptions, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrderQuery } from '../api/billing-queries';
import { OrderStatusTag } from '../components/order-status-tag';
import { when } from '../components/orders-table';
import { formatYuan } from '../../../shared/format/display-format';

/** Order and transaction details by order number (`/order_log?order_num=`). */
export default function TransactionDetailsPage() {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order_num');
  const [draft, setDraft] = useState(orderNo ?? '');
  const query = useOrderQuery(orderNo);
  const order = query.data;
  return (
    <Card title={t('details.title')}>
      <Flex vertical gap={16}>
        <Input.Search
          value={draft}
          placeholder={t('details.search')}
          enterButton={t('details.query')}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => value.trim() && setParams({ order_num: value.trim() })}
          style={{ maxWidth: 480 }}
          loading={query.isFetching}
        />
        {!orderNo && <Typography.Text type="secondary">{t('details.notFound')}</Typography.Text>}
        {order && (
          <Descriptions
            bordered
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'no', label: t('columns.orderNo'), children: order.out_trade_no },
              {
                key: 'status',
                label: t('columns.status'),
                children: <OrderStatusTag status={order.status} />,
              },
              { key: 'item', label: t('columns.item'), children: t(`packages.${order.package_type}`) },
              { key: 'amount', label: t('columns.amount'), children: formatYuan(order.total_amount) },
              { key: 'uses', label: t('details.uses'), children: order.uses },
              { key: 'days', label: t('details.validDays'), children: order.valid_days },
              { key: 'method', label: t('columns.method'), children: t(`payMethod.${order.pay_method}`) },
              { key: 'created', label: t('columns.createdAt'), children: when(order.created_at) },
              { key: 'expires', label: t('details.expiresAt'), children: when(order.expires_at) },
              { key: 'paid', label: t('columns.paidAt'), children: when(order.paid_at) },
              {
                key: 'paidAmount',
                label: t('details.paidAmount'),
                children: order.paid_amount ? formatYuan(order.paid_amount) : '-',
              },
              {
                key: 'provider',
                label: t('details.providerTradeNo'),
                children: order.provider_trade_no || '-',
              },
              {
                key: 'transaction',
                label: t('details.transactionId'),
                children: order.transaction_id ?? '-',
              },
              {
                key: 'invoice',
                label: t('columns.invoice'),
                children: t(`invoiceStatus.${order.invoice_status}`),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
