import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_SYMBOLS,
  MARKETPLACES,
  planParameterLabel,
  translate,
  type Marketplace,
  type WorkbookCheckData,
  type WorkbookViolation,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { planFormData } from '../api/plans-api';
import { useWorkbookCheckMutation } from '../api/plans-queries';
import { FileField } from '../components/file-field';
import { GuideLinks } from '../components/guide-links';
import { FILE_LIMITS, formatBytes } from '../model/file-checks';

/**
 * The pre-upload check: Amazon's upload rules run on any workbook the seller brings, each violation
 * explained in the seller's language with its place (sheet, row, column). Consumes no use.
 */
export default function UploadCheckPage() {
  const { t, i18n } = useTranslation('plans');
  const { t: tRoutes } = useTranslation('routes');
  const language = toContractsLanguage(i18n.language);
  const [marketplace, setMarketplace] = useState<Marketplace>('US');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const workbookCheck = useWorkbookCheckMutation();
  const [result, setResult] = useState<WorkbookCheckData | undefined>();

  const run = async () => {
    setResult(undefined);
    if (files.length === 0) {
      setErrors([translate('validation.upload.required', language)]);
      return;
    }
    if (errors.length > 0) return;
    try {
      setResult(await workbookCheck.mutateAsync(planFormData({ marketplace }, { bulk: files })));
    } catch (error) {
      if (error instanceof ApiError) {
        const messages = Object.values(error.fields ?? {}).flat();
        setErrors(
          (messages.length > 0 ? messages : [error.msg]).map((message) =>
            t('errors.withCode', { message, code: error.code }),
          ),
        );
      } else setErrors([String(error)]);
    }
  };

  const columns = [
    { title: t('uploadCheck.sheet'), dataIndex: 'sheet', width: 140 },
    { title: t('uploadCheck.row'), dataIndex: 'row', width: 70 },
    { title: t('uploadCheck.column'), dataIndex: 'column', width: 160 },
    { title: t('uploadCheck.problem'), dataIndex: 'message' },
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {tRoutes('uploadCheck')}
        </Typography.Title>
        <Typography.Paragraph>{t('uploadCheck.intro')}</Typography.Paragraph>
        <GuideLinks guides={['bulkUpload', 'bulkSheetDownload']} />
      </Card>
      <Card>
        <Form layout="vertical" style={{ maxWidth: 560 }}>
          <Form.Item
            label={planParameterLabel('marketplace')[language]}
            htmlFor="upload-check-marketplace"
            required
          >
            <Select
              id="upload-check-marketplace"
              value={marketplace}
              onChange={setMarketplace}
              options={MARKETPLACES.map((code) => ({
                value: code,
                label: t('fields.marketplaceOption', { code, symbol: CURRENCY_SYMBOLS[code] }),
              }))}
            />
          </Form.Item>
          <FileField
            id="plan-file-bulk"
            label={t('files.workbook')}
            hint={t('files.workbookHint', { size: formatBytes(FILE_LIMITS.bulk.maxBytes) })}
            required
            limits={FILE_LIMITS.bulk}
            files={files}
            errors={errors}
            onChange={(next, problems) => {
              setFiles(next);
              setErrors(problems);
              setResult(undefined);
            }}
          />
          <Button type="primary" loading={workbookCheck.isPending} onClick={() => void run()}>
            {t('uploadCheck.run')}
          </Button>
        </Form>
      </Card>
      {result ? (
        <Card>
          <Flex vertical gap={16}>
            <Alert
              type={result.valid ? 'success' : 'error'}
              showIcon
              role="status"
              title={
                result.valid ? t('uploadCheck.valid') : t('uploadCheck.invalid', { total: result.total })
              }
              description={
                result.total > result.violations.length
                  ? t('uploadCheck.shown', { shown: result.violations.length })
                  : undefined
              }
            />
            {result.violations.length > 0 ? (
              <Table<WorkbookViolation & { key: number }>
                size="small"
                columns={columns}
                dataSource={result.violations.map((violation, index) => ({ ...violation, key: index }))}
                pagination={{ pageSize: 20, showSizeChanger: false }}
                scroll={{ x: 720 }}
              />
            ) : null}
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
