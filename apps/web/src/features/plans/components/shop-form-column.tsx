// The form column of a linked-shop tool page: the shop first (the marketplace follows it), then the
// parameter sections, with the campaign, brand and video asset picked from the shop's own lists.
import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOP_MARKETPLACES, type LinkedShopItem, type Marketplace } from '@adplan/contracts';
import { LinkedShopSelect } from '../../../shared/shops/linked-shop-select';
import { isShopPicked, type ShopFlow } from '../model/shop-tool';
import { initialValues, type ToolDefinition, type ToolField } from '../model/tool-definitions';
import type { ToolForm } from '../model/use-tool-form';
import { ParameterField } from './parameter-field';
import { ShopEntityField } from './shop-entity-field';
import { ToolFieldSections } from './tool-field-sections';

interface ShopFormColumnProps {
  flow: ShopFlow;
  tool: ToolDefinition;
  toolForm: ToolForm;
  shop: LinkedShopItem | undefined;
  marketplace: Marketplace;
  onShopChange(shop: LinkedShopItem): void;
}

/** The shop and the tool's parameters in one form. */
export function ShopFormColumn({
  flow,
  tool,
  toolForm,
  shop,
  marketplace,
  onShopChange,
}: ShopFormColumnProps) {
  const { t } = useTranslation('plans');
  // A field as the shop form asks for it: ids the shop holds are picked from its lists.
  const renderField = (field: ToolField) =>
    isShopPicked(field.name) ? (
      <ShopEntityField
        field={{ ...field, name: field.name }}
        flow={flow}
        shopId={shop?.shop_id}
        marketplace={marketplace}
      />
    ) : (
      <ParameterField field={field} marketplace={marketplace} structLoading={false} extra={null} />
    );
  return (
    <Card>
      <Form form={toolForm.form} layout="vertical" initialValues={initialValues(tool)} requiredMark>
        <Typography.Title level={5}>{t('shop.shopSection')}</Typography.Title>
        <Form.Item
          label={t('shop.shop')}
          required
          extra={shop ? t('shop.marketplaceFollows', { market: shop.marketplace }) : undefined}
        >
          <LinkedShopSelect
            id="shop-plan-shop"
            value={shop?.shop_id}
            marketplaces={SHOP_MARKETPLACES}
            onChange={(_id, chosen) => {
              // The campaign, brand and video picked belong to the shop they were read from.
              if (chosen.shop_id !== shop?.shop_id)
                toolForm.form.setFieldsValue({
                  campaign_id: undefined,
                  brand_entity_id: undefined,
                  asset_id: undefined,
                });
              onShopChange(chosen);
            }}
          />
        </Form.Item>
        <ToolFieldSections sections={tool.sections} values={toolForm.values} renderField={renderField} />
      </Form>
    </Card>
  );
}
