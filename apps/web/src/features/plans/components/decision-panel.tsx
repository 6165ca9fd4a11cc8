import { Alert, Button, Card, Descriptions, Flex, Grid, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useUserInfoQuery } from '../../../shared/session/user-info-query';

const STICKY = { position: 'sticky', top: 16 } as const;

/** Where buying a package is. */
export const PRICING_PATH = '/pricing';

interface DecisionPanelProps {
  checking: boolean;
  generating: boolean;
  onCheck(): void;
  onGenerate(): void;
  /** Outcome of the last check or failure (shown above the buttons). */
  notice?: ReactNode;
  /** The generation stages while and after generating. */
  progress?: ReactNode;
}

/** Whether the seller can generate: uses left and a package that has not expired (`YYYY-MM-DD` last day). */
export function canGenerate(balance: number, expiry: string | null, today: string): boolean {
  return balance > 0 && (expiry === null || expiry >= today);
}

/** Where the seller decides: balance, what generating costs (1 use), the check and the generate buttons. */
export function DecisionPanel({
  checking,
  generating,
  onCheck,
  onGenerate,
  notice,
  progress,
}: DecisionPanelProps) {
  const { t } = useTranslation('plans');
  const { data: user } = useUserInfoQuery();
  const balance = user?.balance ?? 0;
  const expiry = user?.active_date_til ?? null;
  const today = dayjs().format('YYYY-MM-DD');
  const expired = expiry !== null && expiry < today;
  const allowed = user !== undefined && canGenerate(balance, expiry, today);
  // Beside the form (xl and up) the card follows the seller down a long form; on narrower screens it sits
  // below the form, where a sticky card would cover the fields being filled in.
  const sticky = Grid.useBreakpoint().xl === true;

  return (
    <Card title={t('decide.title')} style={sticky ? STICKY : undefined} data-testid="decision-panel">
      <Flex vertical gap={12}>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('decide.balance')}>
            <Typography.Text strong data-testid="plan-balance">
              {t('decide.balanceValue', { count: balance })}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('decide.cost')}>{t('decide.costValue')}</Descriptions.Item>
          <Descriptions.Item label={t('decide.expiry')}>{expiry ?? t('decide.noExpiry')}</Descriptions.Item>
        </Descriptions>
        {user !== undefined && !allowed ? (
          <Alert
            type="warning"
            showIcon
            title={expired ? t('decide.expired', { date: expiry }) : t('decide.noBalance')}
            action={
              <Link to={PRICING_PATH}>
                <Button size="small" type="primary">
                  {t('decide.buy')}
                </Button>
              </Link>
            }
          />
        ) : null}
        {notice}
        <Button block onClick={onCheck} loading={checking} disabled={generating}>
          {t('decide.check')}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('decide.checkHint')}
        </Typography.Text>
        <Button
          block
          type="primary"
          onClick={onGenerate}
          loading={generating}
          disabled={!allowed || checking}
        >
          {t('decide.generate')}
        </Button>
        {progress}
      </Flex>
    </Card>
  );
}
