import { useState } from 'react';
import { Alert, Card, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE_ISSUE_WORKING_DAYS, type Invoice } from '@adplan/contracts';
import { showSuccess } from '../../../shared/feedback/feedback';
import {
  useAddInvoiceMutation,
  useCompanyInfoQuery,
  useInvoicesQuery,
  useOrdersQuery,
} from '../api/billing-queries';
import { CompanyInfoForm } from '../components/company-info-form';
import { OrdersTable, when } from '../components/orders-table';
import { formatYuan } from '../../../shared/format/display-format';

/** Spec §2 Invoice: choose paid orders, fill in the title, submit; then the requests and their state. */
export default function InvoicePage() {
  const { t } = useTranslation('billing');
  const orders = useOrdersQuery('invoiceable');
  const company = useCompanyInfoQuery();
  const invoices = useInvoicesQuery();
  const request = useAddInvoiceMutation();
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('invoice.notice', INVOICE_ISSUE_WORKING_DAYS)} />
      <Card title={t('invoice.chooseOrders')}>
        <OrdersTable
          orders={orders.data ?? []}
          loading={orders.isLoading}
          selection={{ selected, onChange: setSelected }}
        />
      </Card>
      <Card title={t('invoice.title')}>
        {selected.length === 0 && (
          <Typography.Paragraph type="secondary">
            {(orders.data ?? []).length === 0 ? t('invoice.noOrders') : t('invoice.selectFirst')}
          </Typography.Paragraph>
        )}
        <CompanyInfoForm
          initial={company.data}
          submitText={t('invoice.submit')}
          submitting={request.isPending}
          onSubmit={(fields) =>
            request.mutate(
              { ...fields, title_type: 'company', transaction_id_list: selected },
              {
                onSuccess: (answer) => {
                  showSuccess(answer.msg);
                  setSelected([]);
                },
              },
            )
          }
        />
      </Card>
      <Card title={t('invoice.history')}>
        <Table<Invoice>
          rowKey="id"
          size="middle"
          loading={invoices.isLoading}
          dataSource={invoices.data ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('charge.empty') }}
          columns={[
            { title: t('invoice.requestedAt'), dataIndex: 'requested_at', render: when },
            { title: t('invoice.companyTitle'), dataIndex: 'title' },
            {
              title: t('invoice.total'),
              dataIndex: 'total_amount',
              align: 'right',
              render: (value: string) => formatYuan(value),
            },
            {
              title: t('columns.orderNo'),
              dataIndex: 'out_trade_no_list',
              render: (list: string[]) => list.join(', '),
            },
            {
              title: t('columns.status'),
              dataIndex: 'status',
              render: (status: Invoice['status']) => (
                <Tag color={status === 'issued' ? 'success' : 'processing'}>
                  {t(`invoiceStatus.${status}`)}
                </Tag>
              ),
            },
            {
              title: t('invoice.invoiceNumber'),
              dataIndex: 'invoice_number',
              render: (value: string | null) => value ?? '-',
            },
            {
              title: t('invoice.issuedOn'),
              dataIndex: 'issued_on',
              render: (value: string | null) => value ?? '-',
            },
            {
              title: t('invoice.pdf'),
              dataIndex: 'pdf_url',
              render: (value: string | null) =>
                value ? (
                  <a href={value} target="_blank" rel="noopener noreferrer">
                    {t('invoice.pdf')}
                  </a>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
