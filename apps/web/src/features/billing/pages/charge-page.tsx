import { Button, Card, Col, Flex, Row, Space, Statistic } from 'antd';
import { FileTextOutlined, ShoppingCartOutlined, TagsOutlined, ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../../shared/feedback/feedback';
import {
  useCompanyInfoQuery,
  useIsOperatorQuery,
  useOrdersQuery,
  useSaveCompanyMutation,
  useStatementQuery,
} from '../api/billing-queries';
import { CompanyInfoForm } from '../components/company-info-form';
import { LedgerTable } from '../components/ledger-table';
import { OrdersTable } from '../components/orders-table';

/**
 * /charge: the money side of the personal centre: balance and expiry, purchase and payment history, the
 * usage statement with reasons, and the invoice details.
 */
export default function ChargePage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const statement = useStatementQuery();
  const orders = useOrdersQuery('all');
  const company = useCompanyInfoQuery();
  const save = useSaveCompanyMutation();
  const isOperator = useIsOperatorQuery();
  return (
    <Flex vertical gap={16}>
      <Card>
        <Row gutter={[24, 16]} align="middle">
          <Col xs={12} md={6}>
            <Statistic
              title={t('charge.balance')}
              value={statement.data?.balance ?? '-'}
              data-testid="balance"
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={t('charge.expiry')}
              value={statement.data ? (statement.data.active_date_til ?? t('charge.none')) : '-'}
            />
          </Col>
          <Col xs={24} md={12}>
            <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
              <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => navigate('/purchase')}>
                {t('charge.buy')}
              </Button>
              <Button icon={<FileTextOutlined />} onClick={() => navigate('/invoice')}>
                {t('charge.invoice')}
              </Button>
              <Button icon={<TagsOutlined />} onClick={() => navigate('/pricing')}>
                {t('charge.pricing')}
              </Button>
              {isOperator.data === true && (
                <Button icon={<ToolOutlined />} onClick={() => navigate('/operator/desk')}>
                  {t('charge.operatorDesk')}
                </Button>
              )}
            </Space>
          </Col>
        </Row>
      </Card>
      <Card title={t('charge.orders')}>
        <OrdersTable orders={orders.data ?? []} loading={orders.isLoading} />
      </Card>
      <Card title={t('charge.ledger')}>
        <LedgerTable entries={statement.data?.entries ?? []} loading={statement.isLoading} />
      </Card>
      <Card title={t('charge.company')}>
        <CompanyInfoForm
          initial={company.data}
          submitText={t('invoice.saveCompany')}
          submitting={save.isPending}
          onSubmit={(fields) =>
            save.mutate(
              { ...fields, title_type: 'company' },
              { onSuccess: (answer) => showSuccess(answer.msg) },
            )
          }
        />
      </Card>
    </Flex>
  );
}
