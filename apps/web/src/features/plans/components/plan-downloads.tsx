import { Button, List, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PlanWorkbookData } from '@adplan/contracts';
import { downloadHref } from '../api/plans-api';
import { formatBytes } from '../model/file-checks';

/** What a workbook is for, in words. */
export function useWorkbookRole(): (workbook: PlanWorkbookData) => string {
  const { t } = useTranslation('plans');
  return (workbook) =>
    t(`workbookRoles.${workbook.role}`, {
      period: workbook.period ? t(`periods.${workbook.period.name}`) : '',
      start: workbook.period?.start ?? '',
      startBeijing: workbook.period?.start_beijing ?? '',
    });
}

/** Every workbook of a plan with its purpose, size and download link. */
export function PlanDownloads({
  workbooks,
  compact = false,
}: {
  workbooks: readonly PlanWorkbookData[];
  compact?: boolean;
}) {
  const { t } = useTranslation('plans');
  const roleOf = useWorkbookRole();
  return (
    <List
      size="small"
      dataSource={[...workbooks]}
      renderItem={(workbook) => (
        <List.Item
          actions={[
            <Button
              key="download"
              type={workbook.role === 'plan' ? 'primary' : 'default'}
              size={compact ? 'small' : 'middle'}
              icon={<DownloadOutlined />}
              href={downloadHref(workbook.download_url)}
              download={workbook.file_name}
              aria-label={`${t('result.download')} ${workbook.file_name}`}
            >
              {compact ? null : t('result.download')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={<Typography.Text style={{ wordBreak: 'break-all' }}>{workbook.file_name}</Typography.Text>}
            description={`${roleOf(workbook)} · ${formatBytes(workbook.size_bytes)}`}
          />
        </List.Item>
      )}
    />
  );
}
