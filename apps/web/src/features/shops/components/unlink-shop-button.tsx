import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LinkedShopItem } from '@adplan/contracts';
import { showSuccess } from '../../../shared/feedback/feedback';
import { useUnlinkShopMutation } from '../api/shops-queries';

/** "Unlink" with a confirmation that says what is deleted, what stays and how to revoke at Amazon. */
export function UnlinkShopButton({ shop }: { shop: LinkedShopItem }) {
  const { t } = useTranslation('shops');
  const unlink = useUnlinkShopMutation();
  return (
    <Popconfirm
      title={t('list.unlinkConfirmTitle', { shop: shop.shop_name })}
      description={<div style={{ maxWidth: 320 }}>{t('list.unlinkConfirmBody')}</div>}
      okText={t('list.unlink')}
      okButtonProps={{ danger: true, loading: unlink.isPending }}
      onConfirm={() =>
        unlink.mutateAsync(shop.shop_id).then(
          () => showSuccess(t('list.unlinked')),
          // The API client already showed the server's message.
          () => undefined,
        )
      }
    >
      <Button danger size="small" loading={unlink.isPending}>
        {t('list.unlink')}
      </Button>
    </Popconfirm>
  );
}
