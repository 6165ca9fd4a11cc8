// Opening a diagnostic CSV downloaded before: the name is checked against the spec's pattern in the browser,
// the server checks name and columns again (20012) and answers the rows, shown as a table.
import { useState } from 'react';
import { Alert, Button, Flex, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DIAGNOSTIC_CSV_COLUMNS, type DiagnosisUploadData } from '@adplan/contracts';
import { useDiagnosisUploadMutation } from '../api/diagnostics-queries';
import { uploadProblem } from '../model/diagnosis-view';

/** The rows of an uploaded diagnostic file. */
function UploadedRows({ data }: { data: DiagnosisUploadData }) {
  const { t } = useTranslation('diagnostics');
  const rows = data.rows.map((row, index) => ({
    key: index,
    ...Object.fromEntries(DIAGNOSTIC_CSV_COLUMNS.map((column, position) => [column, row[position] ?? ''])),
  }));
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {data.file_name}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('upload.meta', { country: data.country, date: data.date, total: data.total_rows })}
        {data.rows.length < data.total_rows ? ` · ${t('upload.truncated', { shown: data.rows.length })}` : ''}
      </Typography.Text>
      <Table
        size="small"
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 1400 }}
        locale={{ emptyText: t('upload.empty') }}
        columns={DIAGNOSTIC_CSV_COLUMNS.map((column) => ({
          key: column,
          dataIndex: column,
          title: t(`column.${column}`),
          width: column === 'reason' || column === 'action' ? 320 : undefined,
        }))}
      />
    </Flex>
  );
}

/** Upload-back of a diagnostic CSV with its checks and states. */
export function DiagnosisUpload() {
  const { t } = useTranslation('diagnostics');
  const upload = useDiagnosisUploadMutation();
  const [problem, setProblem] = useState<string | undefined>();

  const choose = async (file: File) => {
    upload.reset();
    const found = uploadProblem(file);
    if (found) {
      setProblem(t(`upload.${found}`));
      return;
    }
    try {
      setProblem(undefined);
      upload.mutate({ name: file.name, content: await file.text() });
    } catch {
      setProblem(t('upload.readFailed'));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('upload.hint')}</Typography.Text>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void choose(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('upload.button')}
        </Button>
      </Upload>
      {problem && <Alert type="error" showIcon title={problem} />}
      {upload.isError && <Alert type="error" showIcon title={upload.error.message} />}
      {upload.data && <UploadedRows data={upload.data} />}
    </Flex>
  );
}
