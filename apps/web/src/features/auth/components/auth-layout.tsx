import type { ReactNode } from 'react';
import { Card, Divider, Flex, Grid, Space, theme, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/i18n/language-switch';
import { ProductBrand } from '../../../shared/ui/product-mark';

interface AuthLayoutProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The frame of the login, register and reset pages: product panel, form card, language switch, legal links. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  const { t: tLegal } = useTranslation('legal');
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const features = t('brand.features', { returnObjects: true });

  return (
    <Flex
      vertical
      style={{
        minHeight: '100vh',
        background: `linear-gradient(135deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%, ${token.colorBgContainer} 100%)`,
      }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '16px 24px' }}>
        <ProductBrand size="large" />
        <LanguageSwitch />
      </Flex>

      <Flex flex={1} justify="center" align="center" gap={64} style={{ padding: '24px 16px' }}>
        {screens.lg ? (
          <Flex vertical gap={16} style={{ maxWidth: 420 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {t('common:appTitle')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 16, margin: 0 }}>
              {t('brand.subtitle')}
            </Typography.Paragraph>
            <Flex vertical gap={12} style={{ marginTop: 8 }}>
              {(Array.isArray(features) ? features : []).map((feature: string) => (
                <Space key={feature} align="start">
                  <CheckCircleFilled style={{ color: token.colorSuccess }} />
                  <Typography.Text>{feature}</Typography.Text>
                </Space>
              ))}
            </Flex>
          </Flex>
        ) : null}

        <Card
          style={{ width: '100%', maxWidth: 440, boxShadow: token.boxShadowSecondary }}
          styles={{ body: { padding: 32 } }}
        >
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: description ? 8 : 24 }}>
            {title}
          </Typography.Title>
          {description ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {description}
            </Typography.Paragraph>
          ) : null}
          {children}
        </Card>
      </Flex>

      <Flex vertical align="center" gap={4} style={{ padding: '16px 24px 24px' }}>
        <Space separator={<Divider orientation="vertical" />} wrap>
          <Link to="/terms-of-service">{tLegal('terms.title')}</Link>
          <Link to="/privacy">{tLegal('privacy.title')}</Link>
          <Link to="/third-party-services">{tLegal('thirdParty.title')}</Link>
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('footer.serviceHours')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
