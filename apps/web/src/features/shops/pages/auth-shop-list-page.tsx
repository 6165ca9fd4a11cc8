import { Button, Card, Empty, Flex, Grid, List, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTHORIZE_METHOD_PATH, type LinkedShopItem } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { useLinkedShopsQuery } from '../../../shared/shops/linked-shops-query';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { ShopStatusTag } from '../components/shop-status-tag';
import { ShopTimeText } from '../components/shop-time-text';
import { UnlinkShopButton } from '../components/unlink-shop-button';

function ShopName({ shop }: { shop: LinkedShopItem }) {
  const { t } = useTranslation('shops');
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{shop.shop_name}</Typography.Text>
      {shop.status === 'reauthorize' && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {t('list.reauthorizeHint')}
        </Typography.Text>
      )}
    </Space>
  );
}

function ShopsTable({ shops }: { shops: LinkedShopItem[] }) {
  const { t } = useTranslation('shops');
  const columns: ColumnsType<LinkedShopItem> = [
    { title: t('list.columns.shopName'), key: 'name', render: (_, shop) => <ShopName shop={shop} /> },
    {
      title: t('list.columns.marketplace'),
      dataIndex: 'marketplace',
      render: (value: LinkedShopItem['marketplace']) => (
        <Tag>{`${t(`marketplace.${value}`)} (${value})`}</Tag>
      ),
    },
    {
      title: `${t('list.columns.authorizedAt')} (${t('list.beijingTime')})`,
      key: 'authorizedAt',
      render: (_, shop) => <ShopTimeText iso={shop.authorized_at} marketplace={shop.marketplace} />,
    },
    {
      title: `${t('list.columns.usableFrom')} (${t('list.beijingTime')})`,
      key: 'usableFrom',
      render: (_, shop) => <ShopTimeText iso={shop.usable_from} marketplace={shop.marketplace} />,
    },
    {
      title: t('list.columns.status'),
      dataIndex: 'status',
      render: (value: LinkedShopItem['status']) => <ShopStatusTag status={value} />,
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      render: (_, shop) => <UnlinkShopButton shop={shop} />,
    },
  ];
  return (
    <Table<LinkedShopItem>
      rowKey="shop_id"
      columns={columns}
      dataSource={shops}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** Phone width: one card per shop instead of a table wider than the screen. */
function ShopCards({ shops }: { shops: LinkedShopItem[] }) {
  const { t } = useTranslation('shops');
  return (
    <List
      dataSource={shops}
      rowKey="shop_id"
      renderItem={(shop) => (
        <List.Item>
          <Card
            size="small"
            style={{ width: '100%' }}
            title={<ShopName shop={shop} />}
            extra={<ShopStatusTag status={shop.status} />}
          >
            <Flex vertical gap={8}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text type="secondary">{t('list.columns.marketplace')}</Typography.Text>
                <span>{`${t(`marketplace.${shop.marketplace}`)} (${shop.marketplace})`}</span>
              </Flex>
              <Flex justify="space-between" gap={8}>
                <Typography.Text type="secondary">{t('list.columns.authorizedAt')}</Typography.Text>
                <ShopTimeText iso={shop.authorized_at} marketplace={shop.marketplace} />
              </Flex>
              <Flex justify="space-between" gap={8}>
                <Typography.Text type="secondary">{t('list.columns.usableFrom')}</Typography.Text>
                <ShopTimeText iso={shop.usable_from} marketplace={shop.marketplace} />
              </Flex>
              <Flex justify="flex-end">
                <UnlinkShopButton shop={shop} />
              </Flex>
            </Flex>
          </Card>
        </List.Item>
      )}
    />
  );
}

/** /shop-authorize/auth-shop-list: the seller's linked shops with their readiness and unlinking. */
export default function AuthShopListPage() {
  const { t } = useTranslation('shops');
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const query = useLinkedShopsQuery();
  const authorize = () => void navigate(AUTHORIZE_METHOD_PATH);

  if (query.isError) {
    return (
      <LoadErrorResult
        title={t('list.loadFailed')}
        detail={query.error instanceof ApiError ? query.error.msg : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const shops = query.data ?? [];
  return (
    <Card
      title={t('list.title')}
      loading={query.isLoading}
      extra={
        shops.length > 0 && (
          <Button type="primary" icon={<PlusOutlined />} onClick={authorize}>
            {t('list.authorizeMore')}
          </Button>
        )
      }
    >
      {shops.length === 0 ? (
        <Empty description={t('list.empty')}>
          <Typography.Paragraph type="secondary">{t('list.emptyHint')}</Typography.Paragraph>
          <Button type="primary" onClick={authorize}>
            {t('method.authorizeNow')}
          </Button>
        </Empty>
      ) : screens.md === false ? (
        <ShopCards shops={shops} />
      ) : (
        <ShopsTable shops={shops} />
      )}
    </Card>
  );
}
