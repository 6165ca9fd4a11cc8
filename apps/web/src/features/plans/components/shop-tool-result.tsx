// The result part of a linked-shop tool page: the plan preview and downloads, then the change-set review
// where the seller applies it to Amazon; the review follows the seller's edits of the preview.
import { useState, type Ref } from 'react';
import { Flex } from 'antd';
import type { ShopGeneratedPlanData } from '@adplan/contracts';
import { useShopPlanReader } from '../api/shop-plans-queries';
import { ChangeSetReview } from './change-set-review';
import { PlanResult } from './plan-result';

interface ShopToolResultProps {
  resultRef: Ref<HTMLDivElement>;
  result: ShopGeneratedPlanData | undefined;
  dailyBudget: unknown;
  /** The stored change-set after the seller's edits. */
  onShopPlan(shopPlan: ShopGeneratedPlanData['shop_plan']): void;
}

/** The generated plan and its change-set, once generated. */
export function ShopToolResult({ resultRef, result, dailyBudget, onShopPlan }: ShopToolResultProps) {
  const readShopPlan = useShopPlanReader();
  // Bumped when the seller's edits changed the stored change-set, so the review is drawn from it again.
  const [reviewVersion, setReviewVersion] = useState(0);
  return (
    <div ref={resultRef}>
      {result ? (
        <Flex vertical gap={16}>
          <PlanResult
            plan={result.plan}
            source="shop"
            dailyBudget={dailyBudget}
            onEdited={(plan) =>
              void readShopPlan(plan.plan_id).then((shopPlan) => {
                onShopPlan(shopPlan);
                setReviewVersion((version) => version + 1);
              })
            }
          />
          <ChangeSetReview key={`${result.shop_plan.plan_id}-${reviewVersion}`} initial={result.shop_plan} />
        </Flex>
      ) : null}
    </div>
  );
}
