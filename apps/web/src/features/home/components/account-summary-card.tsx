import { Alert, Card, Col, Flex, Row, Statistic, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { UserInfo } from '@adplan/contracts';
import { useSession } from '../../../shared/session/session-store';
import { isPackageExpired } from '../model/package-status';

interface AccountSummaryCardProps {
  user: UserInfo;
  /** The profile could not be reloaded; the figures shown are the session's. */
  stale: boolean;
}

/** Greeting, remaining uses and package expiry. */
export function AccountSummaryCard({ user, stale }: AccountSummaryCardProps) {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  // A seller who registered a moment ago is new here, not back.
  const { firstSignIn } = useSession();
  const expired = isPackageExpired(user.active_date_til, dayjs().format('YYYY-MM-DD'));
  return (
    <Card style={{ height: '100%' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(firstSignIn ? 'greetingNew' : 'greeting', { name: user.user_name })}
      </Typography.Title>
      {/* A whole paragraph reads in the darker secondary grey; the lightest grey is for short hints. */}
      <Typography.Paragraph style={{ color: token.colorTextSecondary }}>{t('intro')}</Typography.Paragraph>
      <Row gutter={[24, 16]}>
        <Col xs={24} sm={12}>
          <Statistic title={t('account.balance')} value={user.balance} suffix={t('account.balanceUnit')} />
        </Col>
        <Col xs={24} sm={12}>
          <Statistic
            title={t('account.expiry')}
            value={user.active_date_til ?? t('account.none')}
            suffix={expired ? <Tag color="error">{t('account.expired')}</Tag> : undefined}
          />
        </Col>
      </Row>
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{t('account.perPlan')}</Typography.Text>
        {user.balance === 0 && (
          <Alert
            type="info"
            showIcon
            title={t('account.noUses')}
            action={
              <Link to="/pricing" data-testid="buy-package-link">
                {t('account.buyPackage')}
              </Link>
            }
          />
        )}
        {stale && <Alert type="warning" showIcon title={t('account.refreshFailed')} />}
      </Flex>
    </Card>
  );
}
