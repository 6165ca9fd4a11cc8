import { useState } from 'react';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BULK_SHEET_DATE_RANGE,
  type LinkedShopItem,
  type Marketplace,
  type ShopGeneratedPlanData,
} from '@adplan/contracts';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { useLinkedShopsQuery } from '../../../shared/shops/linked-shops-query';
import { useGenerationJob } from '../api/use-generation-job';
import { fetchShopGenerationResult } from '../api/work-jobs-api';
import { shopToolDefinition, type ShopFlow } from '../model/shop-tool';
import { useShopDecision, useShopFailure } from '../model/use-shop-decision';
import { useToolForm } from '../model/use-tool-form';
import { useResultScroll } from '../model/use-tool-result';
import { useConfirmGeneration } from './confirm-generation';
import { ShopFormColumn } from './shop-form-column';
import { ShopGenerateCard } from './shop-generate-card';
import { ShopToolResult } from './shop-tool-result';

/** The head of a linked-shop tool page: its title, what it does, and where its data comes from. */
function ShopToolIntroCard({ flow, titleKey }: { flow: ShopFlow; titleKey: string }) {
  const { t } = useTranslation('plans');
  const { t: tRoutes } = useTranslation('routes');
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {tRoutes(titleKey.replace(/^./, (first) => `shop${first.toUpperCase()}`))}
      </Typography.Title>
      <Typography.Paragraph>{t(`shop.intros.${flow}`)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('shop.intro', {
          days: BULK_SHEET_DATE_RANGE.days,
          excluded: BULK_SHEET_DATE_RANGE.excludedRecentDays,
        })}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * A linked-shop tool page (issue 13): the shop instead of files (the marketplace follows the shop), the same
 * parameters and generation stages, then the plan preview and downloads, and the change-set review where
 * the seller applies the plan to Amazon, sees every row's result, retries and undoes.
 */
export function ShopToolPage({ flow }: { flow: ShopFlow }) {
  const tool = shopToolDefinition(flow);
  const { i18n } = useTranslation('plans');
  const language = toContractsLanguage(i18n.language);
  // A link naming a campaign and its shop (the account overview of a shop) preselects both.
  const toolForm = useToolForm(tool);
  const linkedShops = useLinkedShopsQuery();
  const [shop, setShop] = useState<LinkedShopItem | undefined>();
  const addressedShop = linkedShops.data?.find((item) => item.shop_id === toolForm.addressedShopId);
  if (addressedShop && shop === undefined) setShop(addressedShop);
  const marketplace: Marketplace = shop?.marketplace ?? 'US';

  const { resultRef, scrollToResult } = useResultScroll();
  const failure = useShopFailure(toolForm);
  const generation = useGenerationJob<ShopGeneratedPlanData>({
    fetchResult: fetchShopGenerationResult,
    onResult: scrollToResult,
    onFailure: failure.showFailure,
  });
  const decision = useShopDecision({
    flow,
    tool,
    language,
    toolForm,
    shop,
    marketplace,
    generation,
    confirm: useConfirmGeneration(),
    setError: failure.setError,
  });

  return (
    <Flex vertical gap={16}>
      <ShopToolIntroCard flow={flow} titleKey={tool.titleKey} />
      <Row gutter={[16, 16]} align="top">
        <Col xs={24} xl={16}>
          <ShopFormColumn
            flow={flow}
            tool={tool}
            toolForm={toolForm}
            shop={shop}
            marketplace={marketplace}
            onShopChange={setShop}
          />
        </Col>
        <Col xs={24} xl={8}>
          <ShopGenerateCard
            shop={shop}
            generating={generation.generating}
            error={failure.error}
            progress={generation.progress}
            onGenerate={decision.onGenerate}
          />
        </Col>
      </Row>
      <ShopToolResult
        resultRef={resultRef}
        result={generation.result}
        dailyBudget={toolForm.values.daily_budget}
        onShopPlan={(shopPlan) =>
          generation.setResult((current) => (current ? { ...current, shop_plan: shopPlan } : current))
        }
      />
    </Flex>
  );
}
