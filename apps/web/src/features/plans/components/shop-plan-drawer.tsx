import { Drawer, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopPlanData } from '@adplan/contracts';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { useShopPlanQuery } from '../api/shop-plans-queries';
import { ChangeSetReview } from './change-set-review';
import { PlanForecastSection } from './plan-forecast-section';

/**
 * A linked-shop plan opened from the usage records: its forecast (as last saved) and its change-set with
 * apply and undo, as on the tool page, so a plan generated earlier (and not applied yet) is not lost when the
 * seller left the page, and its expected effect is read before it is applied.
 */
export function ShopPlanDrawer({
  planId,
  shopName,
  onClose,
  onChange,
}: {
  planId: string | undefined;
  shopName: string;
  onClose: () => void;
  onChange: (plan: ShopPlanData) => void;
}) {
  const { t } = useTranslation('plans');
  const query = useShopPlanQuery(planId);
  return (
    <Drawer
      open={planId !== undefined}
      onClose={onClose}
      title={t('history.shopPlanTitle', { shop: shopName })}
      width="min(960px, 100vw)"
      destroyOnHidden
    >
      {query.isPending ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : query.isError ? (
        <LoadErrorResult onRetry={() => void query.refetch()} />
      ) : (
        <Flex vertical gap={16} data-testid="shop-plan-drawer">
          {query.data.forecast ? (
            <PlanForecastSection
              forecast={query.data.forecast}
              marketplace={query.data.marketplace}
              previewRows={query.data.forecast_rows ?? []}
              source="shop"
            />
          ) : null}
          <ChangeSetReview key={query.data.plan_id} initial={query.data} onChange={onChange} />
        </Flex>
      )}
    </Drawer>
  );
}
