import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '@adplan/contracts';
import { CardTable } from '../../../shared/ui/card-table';
import { ledgerReason } from '../model/billing-format';
import { when } from './orders-table';

/** Every credit and debit with its reason. */
export function LedgerTable({ entries, loading }: { entries: LedgerEntry[]; loading: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <CardTable<LedgerEntry>
      rowKey={(entry) => String(entry.id)}
      cardTestId="ledger"
      size="middle"
      loading={loading}
      dataSource={entries}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('charge.empty') }}
      columns={[
        { title: t('columns.time'), dataIndex: 'created_at', render: when },
        {
          title: t('columns.change'),
          dataIndex: 'uses',
          align: 'right',
          render: (uses: number) => (
            <Typography.Text type={uses > 0 ? 'success' : undefined}>
              {uses > 0 ? `+${uses}` : uses}
            </Typography.Text>
          ),
        },
        { title: t('columns.reason'), key: 'reason', render: (_value, entry) => ledgerReason(entry, t) },
        {
          title: t('columns.validUntil'),
          dataIndex: 'valid_until',
          render: (value: string | null) => value ?? '-',
          responsive: ['sm'],
        },
      ]}
    />
  );
}
