// The decision column of a linked-shop tool page: what generating reads and costs, the button, the wait
// before a newly linked shop can be used, the last error and the generation's stages.
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOP_MARKETPLACES, type LinkedShopItem } from '@adplan/contracts';
import { ShopWaitNotice } from '../../../shared/shops/shop-wait-notice';
import type { GenerationProgress } from '../model/generation-stages';
import { GenerationProgressSteps } from './generation-progress';

interface ShopGenerateCardProps {
  shop: LinkedShopItem | undefined;
  generating: boolean;
  error: string | undefined;
  progress: GenerationProgress | undefined;
  onGenerate(): Promise<void>;
}

/** Generate from the shop's data (once a shop is chosen). */
export function ShopGenerateCard({ shop, generating, error, progress, onGenerate }: ShopGenerateCardProps) {
  const { t } = useTranslation('plans');
  return (
    <Card title={t('shop.generateTitle')}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('shop.generateHint')}</Typography.Text>
        <Button
          type="primary"
          block
          loading={generating}
          disabled={!shop}
          onClick={() => void onGenerate()}
          data-testid="shop-generate"
        >
          {t('shop.generate')}
        </Button>
        <ShopWaitNotice chosen={shop} marketplaces={SHOP_MARKETPLACES} />
        {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
        {progress ? <GenerationProgressSteps progress={progress} /> : null}
      </Flex>
    </Card>
  );
}
