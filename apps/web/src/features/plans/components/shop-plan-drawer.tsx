import { Drawer, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopPlanData } from '@adplan/contracts';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { useShopPlanQuery } from '../api/shop-plans-queries';
import { ChangeSetReview } from './change-set-review';

/**
 * A linked-shop plan opened from the usage records: its change-set with apply and undo, as on the tool page,
 * so a plan generated earlier (and not applied yet) is not lost when the seller left the page.
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
        <div data-testid="shop-plan-drawer">
          <ChangeSetReview key={query.data.plan_id} initial={query.data} onChange={onChange} />
        </div>
      )}
    </Drawer>
  );
}
