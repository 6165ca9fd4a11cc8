import { Avatar, Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { CheckCircleOutlined, CloudUploadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AD_HISTORY_PATH,
  AUTHORISABLE_MARKETPLACES,
  PLAN_TOOL_PATHS,
  UPLOAD_CHECK_PATH,
  MARKETPLACES,
  OPTIMISATION_HINT_CLICKS,
  PLAN_GENERATION_P99_SECONDS,
  PLAN_HISTORY_RETENTION_DAYS,
} from '@adplan/contracts';

/** The ad types the tools plan, with the Amazon ad family each belongs to and its two tool pages. */
const AD_TYPES = [
  {
    type: 'keyword',
    family: 'sponsoredProducts',
    coldStart: PLAN_TOOL_PATHS['keyword-cold-start'],
    optimisation: PLAN_TOOL_PATHS['keyword-optimisation'],
  },
  {
    type: 'asin',
    family: 'sponsoredProducts',
    coldStart: PLAN_TOOL_PATHS['asin-cold-start'],
    optimisation: PLAN_TOOL_PATHS['asin-optimisation'],
  },
  {
    type: 'auto',
    family: 'sponsoredProducts',
    coldStart: PLAN_TOOL_PATHS['auto-cold-start'],
    optimisation: PLAN_TOOL_PATHS['auto-optimisation'],
  },
  {
    type: 'sbv',
    family: 'sponsoredBrands',
    coldStart: PLAN_TOOL_PATHS['sbv-cold-start'],
    optimisation: PLAN_TOOL_PATHS['sbv-optimisation'],
  },
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
          {AD_TYPES.map(({ type, family, coldStart, optimisation }) => (
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
                  <Flex wrap gap={12}>
                    <Link to={coldStart}>{t('adTypes.coldStartLink')}</Link>
                    <Link to={optimisation}>{t('adTypes.optimisationLink')}</Link>
                  </Flex>
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
            <Typography.Paragraph>
              {t('stages.optimisation.body', { clicks: OPTIMISATION_HINT_CLICKS })}
            </Typography.Paragraph>
            <Flex wrap gap={12}>
              <Link to={PLAN_TOOL_PATHS.schedule}>{t('stages.scheduleLink')}</Link>
              <Link to={UPLOAD_CHECK_PATH}>{t('stages.uploadCheckLink')}</Link>
              <Link to={AD_HISTORY_PATH}>{t('stages.historyLink')}</Link>
            </Flex>
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
