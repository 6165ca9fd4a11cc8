import { Avatar, Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { CheckCircleOutlined, CloudUploadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AUTHORISABLE_MARKETPLACES,
  MARKETPLACES,
  OPTIMISATION_HINT_CLICKS,
  PLAN_GENERATION_P99_SECONDS,
  PLAN_HISTORY_RETENTION_DAYS,
} from '@adplan/contracts';

/** The ad types the tools plan, with the Amazon ad family each belongs to. */
const AD_TYPES = [
  { type: 'keyword', family: 'sponsoredProducts' },
  { type: 'asin', family: 'sponsoredProducts' },
  { type: 'auto', family: 'sponsoredProducts' },
  { type: 'sbv', family: 'sponsoredBrands' },
] as const;

const FAMILY_COLORS = { sponsoredProducts: 'blue', sponsoredBrands: 'purple' } as const;

const FIRST_STEPS = ['account', 'choose', 'prepare', 'generate', 'history'] as const;

/** The product's tool families explained for a first-time seller (spec §1). */
export function ToolGuide() {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16}>
      <Card title={t('families.title')}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card
              type="inner"
              title={
                <span>
                  <FileExcelOutlined /> {t('families.withoutAuth.title')}
                </span>
              }
              extra={<Tag>{t('families.withoutAuth.tag')}</Tag>}
              style={{ height: '100%' }}
            >
              <Typography.Paragraph>{t('families.withoutAuth.body')}</Typography.Paragraph>
              <Typography.Paragraph>
                {t('families.markets', { markets: MARKETPLACES.join(' / ') })}
              </Typography.Paragraph>
              <Typography.Text type="secondary">{t('families.withoutAuth.fit')}</Typography.Text>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card
              type="inner"
              title={
                <span>
                  <CloudUploadOutlined /> {t('families.withAuth.title')}
                </span>
              }
              extra={<Tag color="blue">{t('families.withAuth.tag')}</Tag>}
              style={{ height: '100%' }}
            >
              <Typography.Paragraph>{t('families.withAuth.body')}</Typography.Paragraph>
              <Typography.Paragraph>
                {t('families.markets', { markets: AUTHORISABLE_MARKETPLACES.join(' / ') })}
              </Typography.Paragraph>
              <Flex vertical gap={8}>
                {(['sellerOnly', 'waiting', 'diagnostics'] as const).map((key) => (
                  <Flex key={key} gap={8} align="baseline">
                    <CheckCircleOutlined style={{ color: token.colorSuccess }} />
                    <Typography.Text>{t(`families.withAuth.${key}`)}</Typography.Text>
                  </Flex>
                ))}
              </Flex>
            </Card>
          </Col>
        </Row>
      </Card>
      <Card title={t('adTypes.title')}>
        <Row gutter={[16, 16]}>
          {AD_TYPES.map(({ type, family }) => (
            <Col key={type} xs={24} md={12} xxl={6}>
              <Card type="inner" size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
                <Flex vertical gap={8} align="flex-start">
                  <Tag variant="filled" color={FAMILY_COLORS[family]} style={{ marginInlineEnd: 0 }}>
                    {t(`adTypes.${type}.family`)}
                  </Tag>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {t(`adTypes.${type}.title`)}
                  </Typography.Title>
                  <Typography.Paragraph style={{ marginBottom: 0 }}>
                    {t(`adTypes.${type}.body`)}
                  </Typography.Paragraph>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('stages.title')} style={{ height: '100%' }}>
            <Typography.Title level={5}>{t('stages.coldStart.title')}</Typography.Title>
            <Typography.Paragraph>{t('stages.coldStart.body')}</Typography.Paragraph>
            <Typography.Title level={5}>{t('stages.optimisation.title')}</Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {t('stages.optimisation.body', { clicks: OPTIMISATION_HINT_CLICKS })}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('steps.title')} style={{ height: '100%' }}>
            <Flex vertical gap={12}>
              {FIRST_STEPS.map((step, index) => (
                <Flex key={step} gap={12} align="flex-start">
                  <Avatar size="small" style={{ background: token.colorPrimary, flexShrink: 0 }}>
                    {index + 1}
                  </Avatar>
                  <Typography.Text>
                    {t(`steps.${step}`, {
                      seconds: PLAN_GENERATION_P99_SECONDS,
                      days: PLAN_HISTORY_RETENTION_DAYS,
                    })}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
