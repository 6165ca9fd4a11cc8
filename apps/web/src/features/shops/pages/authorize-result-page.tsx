import { useEffect, useState } from 'react';
import { Button, Card, List, Result, Space, Spin, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_SHOP_LIST_PATH, AUTHORIZE_METHOD_PATH, type ApiAuthorizeAnswer } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { completeAuthorization } from '../api/shops-queries';
import { beijingTime } from '../../../shared/format/display-format';

type Outcome =
  | { kind: 'working' }
  | { kind: 'linked'; answer: ApiAuthorizeAnswer }
  | { kind: 'failed'; code: number | null; message: string };

function LinkedResult({ answer }: { answer: ApiAuthorizeAnswer }) {
  const { t } = useTranslation('shops');
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('result.successTitle')}
      subTitle={t('result.successSubtitle', { count: answer.linked.length })}
      extra={
        <Button type="primary" onClick={() => void navigate(AUTH_SHOP_LIST_PATH)}>
          {t('result.viewShops')}
        </Button>
      }
    >
      <List
        dataSource={answer.linked}
        rowKey="shop_id"
        renderItem={(shop) => (
          <List.Item>
            <Space wrap>
              <Typography.Text strong>{shop.shop_name}</Typography.Text>
              <Tag>{`${t(`marketplace.${shop.marketplace}`)} (${shop.marketplace})`}</Tag>
              <Typography.Text type="secondary">
                {t('result.usableFrom', { time: beijingTime(shop.usable_from) })}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {answer.refused.length > 0 && <RefusedList refused={answer.refused} />}
    </Result>
  );
}

function RefusedList({ refused }: { refused: ApiAuthorizeAnswer['refused'] }) {
  const { t } = useTranslation('shops');
  return (
    <List
      header={<Typography.Text strong>{t('result.refusedTitle')}</Typography.Text>}
      dataSource={refused}
      renderItem={(profile) => (
        <List.Item>
          <Space wrap>
            <Typography.Text>{profile.name}</Typography.Text>
            <Tag>{profile.marketplace}</Tag>
            <Typography.Text type="warning">{t(`result.refusedReason.${profile.reason}`)}</Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}

/** The refused profiles an error answer may carry (a grant with no Seller profile). */
function refusedOf(error: unknown): ApiAuthorizeAnswer['refused'] {
  if (!(error instanceof ApiError)) return [];
  const refused = error.data?.refused;
  return Array.isArray(refused) ? (refused as ApiAuthorizeAnswer['refused']) : [];
}

/**
 * /authorize-result (hidden): where Amazon's consent page returns (forwarded by the server). Completes the
 * authorisation once with the code and state, then shows the linked shops, the refused profiles, or why
 * it failed with the product code and a way to try again.
 */
export default function AuthorizeResultPage() {
  const { t } = useTranslation('shops');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const amazonError = params.get('error');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [refused, setRefused] = useState<ApiAuthorizeAnswer['refused']>([]);

  useEffect(() => {
    if (amazonError !== null || code === null || state === null) return;
    let current = true;
    completeAuthorization(queryClient, code, state).then(
      (answer) => current && setOutcome({ kind: 'linked', answer }),
      (error: unknown) => {
        if (!current) return;
        setRefused(refusedOf(error));
        setOutcome({
          kind: 'failed',
          code: error instanceof ApiError ? error.code : null,
          message: error instanceof ApiError ? error.msg : String(error),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [queryClient, code, state, amazonError]);

  const tryAgain = (
    <Button type="primary" key="again" onClick={() => void navigate(AUTHORIZE_METHOD_PATH)}>
      {t('result.tryAgain')}
    </Button>
  );

  let content;
  if (amazonError === 'access_denied') {
    content = (
      <Result
        status="warning"
        title={t('result.cancelledTitle')}
        subTitle={t('result.cancelledSubtitle')}
        extra={tryAgain}
      />
    );
  } else if (amazonError !== null) {
    content = (
      <Result
        status="error"
        title={t('result.failedTitle')}
        subTitle={t('result.amazonError', { error: amazonError })}
        extra={tryAgain}
      />
    );
  } else if (code === null || state === null) {
    content = (
      <Result
        status="info"
        title={t('result.missingTitle')}
        subTitle={t('result.missingSubtitle')}
        extra={tryAgain}
      />
    );
  } else if (outcome.kind === 'working') {
    content = <Result icon={<Spin size="large" />} title={t('result.working')} />;
  } else if (outcome.kind === 'linked') {
    content = <LinkedResult answer={outcome.answer} />;
  } else {
    content = (
      <Result
        status="error"
        title={t('result.failedTitle')}
        subTitle={
          <Space orientation="vertical" size={4}>
            <span>{outcome.message}</span>
            {outcome.code !== null && <span>{t('result.errorCode', { code: outcome.code })}</span>}
          </Space>
        }
        extra={[
          tryAgain,
          <Button key="shops" onClick={() => void navigate(AUTH_SHOP_LIST_PATH)}>
            {t('result.viewShops')}
          </Button>,
        ]}
      >
        {refused.length > 0 && <RefusedList refused={refused} />}
      </Result>
    );
  }
  return <Card>{content}</Card>;
}
