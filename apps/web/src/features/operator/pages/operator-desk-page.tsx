import { useState } from 'react';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { AuditLogEntry, OperatorInvoice, OperatorOrder } from '@adplan/contracts';
import { showSuccess } from '../../../shared/feedback/feedback';
import { auditAction, auditDetail, auditSubject } from '../model/audit-words';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import {
  useAdjustMutation,
  useAuditQuery,
  useConfirmTransferMutation,
  useDeskInvoicesQuery,
  useIssueInvoiceMutation,
  useLedgerMutation,
  useOperatorMeQuery,
  useTransfersQuery,
} from '../api/operator-queries';
import { formatDateTime } from '../../../shared/format/display-format';

const time = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** The operator's desk: transfers to confirm, invoices to issue, a seller's ledger and adjustments, audit log. */
export default function OperatorDeskPage() {
  const { t } = useTranslation('operator');
  const me = useOperatorMeQuery();
  if (me.isLoading) return <PageSkeleton />;
  if (me.data !== true) return <Result status="403" title={t('notOperator')} />;
  return (
    <Card title={t('title')}>
      <Tabs
        items={[
          { key: 'transfers', label: t('tabs.transfers'), children: <TransfersTab /> },
          { key: 'invoices', label: t('tabs.invoices'), children: <InvoicesTab /> },
          { key: 'ledger', label: t('tabs.ledger'), children: <LedgerTab /> },
          { key: 'audit', label: t('tabs.audit'), children: <AuditTab /> },
        ]}
      />
    </Card>
  );
}

function TransfersTab() {
  const { t } = useTranslation('operator');
  const { t: tb } = useTranslation('billing');
  const transfers = useTransfersQuery(true);
  const confirm = useConfirmTransferMutation();
  const [order, setOrder] = useState<OperatorOrder | null>(null);
  const [reference, setReference] = useState('');
  return (
    <>
      <Table<OperatorOrder>
        rowKey="out_trade_no"
        loading={transfers.isLoading}
        dataSource={transfers.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: tb('columns.orderNo'), dataIndex: 'out_trade_no' },
          { title: t('user'), dataIndex: 'user_name' },
          {
            title: tb('columns.item'),
            dataIndex: 'package_type',
            render: (value: OperatorOrder['package_type']) => tb(`packages.${value}`),
          },
          {
            title: tb('columns.amount'),
            dataIndex: 'total_amount',
            align: 'right',
            render: (value: string) => `¥${value}`,
          },
          { title: tb('columns.createdAt'), dataIndex: 'created_at', render: time },
          {
            title: '',
            key: 'action',
            render: (_value, row) => (
              <Button type="primary" size="small" onClick={() => setOrder(row)}>
                {t('confirm')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={order !== null}
        title={order ? t('confirmTitle', { order: order.out_trade_no }) : ''}
        okText={t('confirm')}
        confirmLoading={confirm.isPending}
        onCancel={() => setOrder(null)}
        onOk={() =>
          order &&
          confirm.mutate(
            {
              out_trade_no: order.out_trade_no,
              ...(reference.trim() ? { bank_reference: reference.trim() } : {}),
            },
            {
              onSuccess: (answer) => {
                showSuccess(answer.msg);
                setOrder(null);
                setReference('');
              },
            },
          )
        }
      >
        <Input
          placeholder={t('bankReference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </Modal>
    </>
  );
}

interface IssueFields {
  invoice_number: string;
  issued_on: Dayjs;
  pdf_url: string;
}

function InvoicesTab() {
  const { t } = useTranslation('operator');
  const { t: tb } = useTranslation('billing');
  const invoices = useDeskInvoicesQuery(true);
  const issue = useIssueInvoiceMutation();
  const [invoice, setInvoice] = useState<OperatorInvoice | null>(null);
  const [form] = Form.useForm<IssueFields>();
  return (
    <>
      <Table<OperatorInvoice>
        rowKey="id"
        loading={invoices.isLoading}
        dataSource={invoices.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: '#', dataIndex: 'id' },
          { title: t('user'), dataIndex: 'user_name' },
          { title: tb('invoice.companyTitle'), dataIndex: 'title' },
          { title: tb('invoice.creditCode'), dataIndex: 'unified_social_credit_code' },
          { title: tb('invoice.email'), dataIndex: 'email' },
          {
            title: tb('invoice.total'),
            dataIndex: 'total_amount',
            align: 'right',
            render: (value: string) => `¥${value}`,
          },
          {
            title: tb('columns.orderNo'),
            dataIndex: 'out_trade_no_list',
            render: (list: string[]) => list.join(', '),
          },
          {
            title: '',
            key: 'action',
            render: (_value, row) => (
              <Button type="primary" size="small" onClick={() => setInvoice(row)}>
                {t('issue')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={invoice !== null}
        title={invoice ? t('issueTitle', { id: invoice.id }) : ''}
        okText={t('issue')}
        confirmLoading={issue.isPending}
        onCancel={() => setInvoice(null)}
        onOk={() => form.submit()}
        forceRender
      >
        <Form<IssueFields>
          form={form}
          layout="vertical"
          initialValues={{ issued_on: dayjs() }}
          onFinish={(fields) =>
            invoice &&
            issue.mutate(
              {
                invoice_id: invoice.id,
                invoice_number: fields.invoice_number,
                issued_on: fields.issued_on.format('YYYY-MM-DD'),
                pdf_url: fields.pdf_url,
              },
              {
                onSuccess: (answer) => {
                  showSuccess(answer.msg);
                  setInvoice(null);
                  form.resetFields();
                },
              },
            )
          }
        >
          <Form.Item
            name="invoice_number"
            label={t('invoiceNumber')}
            rules={[{ required: true, message: t('invoiceNumber') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="issued_on"
            label={t('issuedOn')}
            rules={[{ required: true, message: t('issuedOn') }]}
          >
            <DatePicker />
          </Form.Item>
          <Form.Item
            name="pdf_url"
            label={t('pdfUrl')}
            rules={[{ required: true, type: 'url', message: t('pdfUrl') }]}
          >
            <Input placeholder="https://" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

interface AdjustFields {
  uses: number;
  valid_days?: number;
  reason: string;
}

function LedgerTab() {
  const { t } = useTranslation('operator');
  const { t: tb } = useTranslation('billing');
  const ledger = useLedgerMutation();
  const adjust = useAdjustMutation();
  const [userName, setUserName] = useState('');
  const data = adjust.data ?? ledger.data;
  return (
    <Flex vertical gap={16}>
      <Input.Search
        placeholder={t('userName')}
        enterButton={t('lookUp')}
        value={userName}
        onChange={(event) => setUserName(event.target.value)}
        onSearch={(value) => value.trim() && ledger.mutate(value.trim())}
        loading={ledger.isPending}
        style={{ maxWidth: 420 }}
      />
      {data && (
        <>
          <Descriptions
            bordered
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'user', label: t('user'), children: data.user_name },
              { key: 'balance', label: tb('charge.balance'), children: data.balance },
              {
                key: 'expiry',
                label: tb('charge.expiry'),
                children: data.active_date_til ?? tb('charge.none'),
              },
            ]}
          />
          <Table
            rowKey="id"
            size="small"
            dataSource={data.entries}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: tb('columns.time'), dataIndex: 'created_at', render: time },
              { title: tb('columns.change'), dataIndex: 'uses' },
              { title: t('kind'), dataIndex: 'kind' },
              { title: t('reference'), dataIndex: 'reference' },
              { title: tb('columns.reason'), dataIndex: 'note' },
            ]}
          />
          <Card type="inner" title={t('adjustTitle')}>
            <Form<AdjustFields>
              layout="inline"
              onFinish={(fields) =>
                adjust.mutate(
                  {
                    user_name: data.user_name,
                    uses: fields.uses,
                    reason: fields.reason,
                    ...(fields.valid_days ? { valid_days: fields.valid_days } : {}),
                  },
                  { onSuccess: () => showSuccess(t('adjust')) },
                )
              }
            >
              <Form.Item name="uses" label={t('uses')} rules={[{ required: true, message: t('uses') }]}>
                <InputNumber precision={0} />
              </Form.Item>
              <Form.Item name="valid_days" label={t('validDays')}>
                <InputNumber min={1} precision={0} />
              </Form.Item>
              <Form.Item
                name="reason"
                label={t('reason')}
                rules={[{ required: true, min: 2, message: t('reason') }]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={adjust.isPending}>
                {t('adjust')}
              </Button>
            </Form>
          </Card>
        </>
      )}
      {!data && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
    </Flex>
  );
}

function AuditTab() {
  const { t } = useTranslation('operator');
  const audit = useAuditQuery(true);
  return (
    <Table
      rowKey="id"
      size="small"
      loading={audit.isLoading}
      dataSource={audit.data ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('empty') }}
      columns={[
        { title: t('time'), dataIndex: 'created_at', render: time },
        { title: t('actor'), dataIndex: 'actor' },
        {
          title: t('action'),
          dataIndex: 'action',
          render: (action: string) => auditAction(action, t),
        },
        { title: t('subject'), dataIndex: 'subject', render: (subject: string) => auditSubject(subject, t) },
        {
          title: t('detail'),
          key: 'detail',
          render: (_: unknown, entry: AuditLogEntry) => auditDetail(entry, t),
        },
      ]}
    />
  );
}
