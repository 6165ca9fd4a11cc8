import { useState } from 'react';
import { Alert, Button, Card, Flex, Radio, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_SHOP_LIST_PATH, SHOP_MARKETPLACES, type ShopMarketplace } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { leaveConsoleFor } from '../../../shared/routing/leave-console';
import { useAuthorizeUrlMutation } from '../api/shops-queries';

/** Leaves the console for Amazon's consent page (a function so tests can watch it). */
export const leaveForAmazon = {
  go(url: string): void {
    leaveConsoleFor(url);
  },
};

/**
 * /shop-authorize/authorize-method: how linking works (Amazon's consent page, Seller accounts only, usable
 * after 2 days, what AdPlan may do, how to revoke), the marketplace, and "Authorize now".
 */
export default function AuthorizeMethodPage() {
  const { t } = useTranslation('shops');
  const navigate = useNavigate();
  const [marketplace, setMarketplace] = useState<ShopMarketplace>('US');
  const start = useAuthorizeUrlMutation();
  const [leaving, setLeaving] = useState(false);

  const authorize = () =>
    start.mutate(marketplace, {
      onSuccess: ({ url }) => {
        setLeaving(true);
        leaveForAmazon.go(url);
      },
    });

  const error = start.error instanceof ApiError ? start.error : null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Card title={t('method.title')}>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('method.intro')}</Typography.Paragraph>
          <div>
            <Typography.Title level={5}>{t('method.chooseMarketplace')}</Typography.Title>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              value={marketplace}
              onChange={(event) => setMarketplace(event.target.value as ShopMarketplace)}
              options={SHOP_MARKETPLACES.map((value) => ({
                value,
                label: `${t(`marketplace.${value}`)} (${value})`,
              }))}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('method.marketplaceHint')}
            </Typography.Paragraph>
          </div>
          <div>
            <Typography.Title level={5}>{t('method.stepsTitle')}</Typography.Title>
            <Steps
              orientation="vertical"
              size="small"
              current={-1}
              items={[t('method.step1'), t('method.step2'), t('method.step3')].map((title) => ({ title }))}
            />
          </div>
          {(start.isError || error) && (
            <Alert
              type="error"
              showIcon
              title={t('method.failed')}
              description={error ? error.msg : undefined}
            />
          )}
          <Flex gap={8} wrap>
            <Button type="primary" size="large" loading={start.isPending || leaving} onClick={authorize}>
              {leaving ? t('method.redirecting') : t('method.authorizeNow')}
            </Button>
            <Button size="large" onClick={() => void navigate(AUTH_SHOP_LIST_PATH)}>
              {t('method.viewShops')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card title={t('method.rulesTitle')}>
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          <li>{t('method.sellerOnly')}</li>
          <li>{t('method.readyAfter')}</li>
        </ul>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('method.permissionsTitle')}
        </Typography.Title>
        <Typography.Paragraph>{t('method.permissions')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('method.revokeTitle')}</Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('method.revoke')}</Typography.Paragraph>
      </Card>
    </Flex>
  );
}
