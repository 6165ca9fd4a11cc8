// A shop's past diagnoses (kept 30 days): when, the data range, the state, counts, and view or download.
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagnosisListItem } from '@adplan/contracts';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { useDiagnosisListQuery } from '../api/diagnostics-queries';
import { csvHref } from '../model/diagnosis-view';
import { formatDateTime } from '../../../shared/format/display-format';

interface DiagnosisHistoryProps {
  shopId: string;
  selectedId: string | undefined;
  onView: (diagnosisId: string) => void;
}

/** A count of a finished diagnosis; a running or failed one has none yet. */
function countOf(row: DiagnosisListItem, key: 'campaigns' | 'findings' | 'high'): string | number {
  return row.state === 'done' ? row[key] : '–';
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
      scroll={{ x: 720 }}
      locale={{ emptyText: t('history.empty') }}
      rowClassName={(row) => (row.diagnosis_id === selectedId ? 'ant-table-row-selected' : '')}
      columns={[
        {
          key: 'created',
          title: t('history.createdAt'),
          render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</span>,
        },
        {
          key: 'state',
          title: t('history.state'),
          render: (_, row) =>
            row.state === 'running' ? (
              <Tag color="processing">{t('history.running')}</Tag>
            ) : row.state === 'failed' ? (
              <Tag color="error">{t('history.failedCode', { code: row.error_code })}</Tag>
            ) : (
              <Tag color="success">{t('history.done')}</Tag>
            ),
        },
        {
          key: 'window',
          title: t('history.window'),
          render: (_, row) => (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {row.window_start} ~ {row.window_end}
            </Typography.Text>
          ),
        },
        { key: 'campaigns', title: t('history.campaigns'), render: (_, row) => countOf(row, 'campaigns') },
        { key: 'findings', title: t('history.findings'), render: (_, row) => countOf(row, 'findings') },
        { key: 'high', title: t('history.high'), render: (_, row) => countOf(row, 'high') },
        {
          key: 'actions',
          title: t('history.actions'),
          render: (_, row) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => onView(row.diagnosis_id)}>
                {t('history.view')}
              </Button>
              {row.state === 'done' && (
                <Button
                  type="link"
                  size="small"
                  href={csvHref(row.download_url, toContractsLanguage(i18n.language))}
                  download={row.file_name}
                >
                  {t('history.download')}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
