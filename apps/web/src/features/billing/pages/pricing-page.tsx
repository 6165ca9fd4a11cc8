import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  HOSTED_AD_SERVICE,
  OFFERINGS,
  OFFERING_DEFAULT_VALID_DAYS,
  USAGE_PACKAGES,
  USAGE_PACKAGE_IDS,
  type OfferingId,
} from '@adplan/contracts';
import { formatYuan } from '../../../shared/format/display-format';

const OFFERING_IDS: OfferingId[] = ['accompaniedCoaching', 'onlineCourse', 'courseWithCoaching'];

/** Pricing (spec §9): the three packages, the offerings, the hosted ad service and what one use buys. */
export default function PricingPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const buy = (id: string) => navigate(`/purchase?package=${id}`);
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('pricing.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('pricing.intro')}
        </Typography.Paragraph>
      </Card>
      <Row gutter={[16, 16]}>
        {USAGE_PACKAGE_IDS.map((id) => {
          const item = USAGE_PACKAGES[id];
          return (
            <Col xs={24} md={8} key={id}>
              <Card title={t(`packages.${id}`)} style={{ height: '100%' }} data-testid={`package-${id}`}>
                <Typography.Title level={2} style={{ margin: 0 }}>
                  {formatYuan(item.priceCny)}
                  <Typography.Text type="secondary" style={{ fontSize: 16 }}>
                    {' '}
                    {t(`period.${item.billingPeriod}`)}
                  </Typography.Text>
                </Typography.Title>
                <Flex vertical gap={4} style={{ margin: '16px 0' }}>
                  <Typography.Text>
                    <CheckCircleOutlined /> {t('pricing.uses', { count: item.uses })}
                  </Typography.Text>
                  <Typography.Text>
                    <CheckCircleOutlined /> {t('pricing.valid', { days: item.validityDays })}
                  </Typography.Text>
                </Flex>
                <Button type={id === 'standard' ? 'primary' : 'default'} block onClick={() => buy(id)}>
                  {t('pricing.buy')}
                </Button>
              </Card>
            </Col>
          );
        })}
      </Row>
      <Card title={t('pricing.oneUse')}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('pricing.oneUseDetail')}</Typography.Paragraph>
      </Card>
      <Card title={t('pricing.offeringsTitle')}>
        <Row gutter={[16, 16]}>
          {OFFERING_IDS.map((id) => {
            const offering = OFFERINGS[id];
            return (
              <Col xs={24} md={8} key={id}>
                <Card type="inner" title={t(`packages.${id}`)} style={{ height: '100%' }}>
                  <Typography.Title level={4} style={{ marginTop: 0 }}>
                    {formatYuan(offering.priceCny)}
                    {offering.pricedPer === 'sku' && (
                      <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                        {' '}
                        {t('pricing.perSku')}
                      </Typography.Text>
                    )}
                  </Typography.Title>
                  <Flex wrap gap={4} style={{ marginBottom: 12 }}>
                    <Tag color="blue">{t('pricing.extraUses', { count: offering.extraUses })}</Tag>
                    {offering.durationDays !== null && (
                      <Tag>{t('pricing.duration', { days: offering.durationDays })}</Tag>
                    )}
                    <Tag>
                      {t('pricing.usesValid', { days: offering.durationDays ?? OFFERING_DEFAULT_VALID_DAYS })}
                    </Tag>
                  </Flex>
                  <Button block onClick={() => buy(id)}>
                    {t('pricing.buy')}
                  </Button>
                </Card>
              </Col>
            );
          })}
        </Row>
      </Card>
      <Card title={t('pricing.hostedTitle')}>
        <Typography.Paragraph>
          {t('pricing.hostedTerms', {
            share: HOSTED_AD_SERVICE.adSalesShare * 100,
            months: HOSTED_AD_SERVICE.minimumMonths,
            prepayment: HOSTED_AD_SERVICE.prepaymentCny.toLocaleString('en-US'),
            monthly: HOSTED_AD_SERVICE.minimumMonthlyFeeCny.toLocaleString('en-US'),
            budget: HOSTED_AD_SERVICE.minimumDailyBudgetUsdPerSku,
          })}
        </Typography.Paragraph>
        <Typography.Text type="secondary">{t('pricing.hostedContact')}</Typography.Text>
      </Card>
    </Flex>
  );
}
