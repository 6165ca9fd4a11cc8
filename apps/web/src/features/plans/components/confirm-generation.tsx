// The confirmation before a generation: what it costs (one use, the uses left after it) and, on the tools
// that ask for it, the organic conversion rate the seller entered.
import { App, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ORGANIC_CONVERSION_RATE_LOOKBACK_MONTHS } from '@adplan/contracts';
import { USER_INFO_QUERY_KEY } from '../../../shared/session/user-info-query';

/** Answers a function that asks the seller to confirm a generation; it resolves to their answer. */
export function useConfirmGeneration(): (ratePercent?: string) => Promise<boolean> {
  const { t } = useTranslation('plans');
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  return (ratePercent) =>
    new Promise((resolve) => {
      const balance = queryClient
        .getQueriesData<{ balance: number }>({ queryKey: [USER_INFO_QUERY_KEY] })
        .map(([, data]) => data?.balance)
        .find((value) => value !== undefined);
      modal.confirm({
        title: t('decide.confirmTitle'),
        content: (
          <Flex vertical gap={8}>
            {ratePercent !== undefined ? (
              <Typography.Text data-testid="confirm-rate">
                {t('decide.confirmRate', {
                  percent: ratePercent,
                  months: ORGANIC_CONVERSION_RATE_LOOKBACK_MONTHS,
                })}
              </Typography.Text>
            ) : null}
            <Typography.Text>
              {t('decide.confirmCost', { left: Math.max(0, (balance ?? 1) - 1) })}
            </Typography.Text>
          </Flex>
        ),
        okText: t('decide.confirmOk'),
        cancelText: t('decide.confirmCancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
