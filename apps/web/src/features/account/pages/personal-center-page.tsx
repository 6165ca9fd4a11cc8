import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { LockOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maskPhoneNumber } from '@adplan/contracts';
import { useSession } from '../../../shared/session/session-store';
import { useUserInfoQuery } from '../../../shared/session/user-info-query';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { openChangePasswordDialog } from '../model/change-password-store';

/** Personal centre: the profile of spec §3 and the change-password action. */
export default function PersonalCenterPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const query = useUserInfoQuery();
  const user = query.data ?? session.user;

  if (!user) {
    return query.isError ? (
      <LoadErrorResult title={t('profile.loadFailed')} onRetry={() => void query.refetch()} />
    ) : (
      <PageSkeleton />
    );
  }

  const orNotFilled = (value: string | null) =>
    value ? value : <Typography.Text type="secondary">{t('profile.notFilled')}</Typography.Text>;

  return (
    <Flex vertical gap={16}>
      {query.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('profile.loadFailed')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('common:action.retry')}
            </Button>
          }
        />
      )}
      <Card
        title={t('profile.title')}
        extra={
          <Button
            type="text"
            icon={<ReloadOutlined />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
            aria-label={t('common:action.refresh')}
          />
        }
      >
        <Typography.Paragraph type="secondary">{t('profile.subtitle')}</Typography.Paragraph>
        <Descriptions
          bordered
          column={{ xs: 1, sm: 1, md: 2 }}
          styles={{ label: { width: 168 } }}
          items={[
            { key: 'userName', label: t('profile.userName'), children: user.user_name },
            { key: 'phone', label: t('profile.phone'), children: maskPhoneNumber(user.phone_number) },
            {
              key: 'balance',
              label: t('profile.balance'),
              children: t('profile.balanceValue', { count: user.balance }),
            },
            {
              key: 'expiry',
              label: t('profile.expiry'),
              children: user.active_date_til ?? t('profile.noPackage'),
            },
            { key: 'company', label: t('profile.company'), children: orNotFilled(user.company_name) },
            {
              key: 'creditCode',
              label: t('profile.creditCode'),
              children: orNotFilled(user.unified_social_credit_code),
            },
            { key: 'email', label: t('profile.email'), children: orNotFilled(user.email) },
          ]}
        />
      </Card>
      <Card title={t('profile.money')}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text type="secondary">{t('profile.moneyHint')}</Typography.Text>
          <Flex gap={8} wrap>
            <Link to="/charge">{t('profile.moneyLink')}</Link>
            <Link to="/invoice">{t('profile.invoiceLink')}</Link>
          </Flex>
        </Flex>
      </Card>
      <Card title={t('profile.security')}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text type="secondary">{t('profile.passwordHint')}</Typography.Text>
          <Button icon={<LockOutlined />} onClick={openChangePasswordDialog}>
            {t('profile.changePassword')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
