// A shop's past diagnoses (kept 30 days): when, the data range, counts, and view or download.
import { Button, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagnosisListItem } from '@adplan/contracts';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { useDiagnosisListQuery } from '../api/diagnostics-queries';
import { csvHref } from '../model/diagnosis-view';

interface DiagnosisHistoryProps {
  shopId: string;
  selectedId: string | undefined;
  onView: (diagnosisId: string) => void;
}

/** The list of a shop's past diagnoses with its loading, empty and error states. */
export function DiagnosisHistory({ shopId, selectedId, onView }: DiagnosisHistoryProps) {
  const { t, i18n } = useTranslation('diagnostics');
  const query = useDiagnosisListQuery(shopId);
  if (query.isError) {
    return (
      <LoadErrorResult
        title={t('history.loadFailed')}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Table<DiagnosisListItem>
      size="small"
      rowKey="diagnosis_id"
      loading={query.isLoading}
      dataSource={query.data ?? []}
      pagination={false}
      scroll={{ x: 560 }}
      locale={{ emptyText: t('history.empty') }}
      rowClassName={(row) => (row.diagnosis_id === selectedId ? 'ant-table-row-selected' : '')}
      columns={[
        {
          key: 'created',
          title: t('history.createdAt'),
          render: (_, row) => new Date(row.created_at).toLocaleString(i18n.language),
        },
        {
          key: 'window',
          title: t('history.window'),
          render: (_, row) => (
            <Typography.Text type="secondary">
              {row.window_start} ~ {row.window_end}
            </Typography.Text>
          ),
        },
        { key: 'campaigns', title: t('history.campaigns'), dataIndex: 'campaigns' },
        { key: 'findings', title: t('history.findings'), dataIndex: 'findings' },
        { key: 'high', title: t('history.high'), dataIndex: 'high' },
        {
          key: 'actions',
          title: t('history.actions'),
          render: (_, row) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => onView(row.diagnosis_id)}>
                {t('history.view')}
              </Button>
              <Button
                type="link"
                size="small"
                href={csvHref(row.download_url, toContractsLanguage(i18n.language))}
                download={row.file_name}
              >
                {t('history.download')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
