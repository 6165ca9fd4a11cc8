// Ad diagnostics (issue 14): choose a linked shop (and optionally some of the tool's campaigns), start the
// diagnosis (it runs in the background: the page polls it and shows its progress), read the findings grouped by severity and kind, download the CSV, look at past diagnoses and
// open a diagnostic CSV downloaded before. A shop without tool-made campaigns (20014) gets an explanation
// and a way to the authorised tools instead of an error.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Result, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DIAGNOSIS_MAX_CAMPAIGNS,
  DIAGNOSTIC_COUNTRIES,
  SHOP_TOOL_PATHS,
  errorMessage,
  type DiagnosisData,
} from '@adplan/contracts';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { LinkedShopSelect } from '../../../shared/shops/linked-shop-select';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import {
  diagnosticsKeys,
  useDiagnoseMutation,
  useDiagnosisCampaignsQuery,
  useDiagnosisListQuery,
  useDiagnosisQuery,
} from '../api/diagnostics-queries';
import { DiagnosisHistory } from '../components/diagnosis-history';
import { DiagnosisResult } from '../components/diagnosis-result';
import { DiagnosisUpload } from '../components/diagnosis-upload';
import { RunProgress } from '../components/run-progress';
import { campaignOptions, isNoToolCampaigns } from '../model/diagnosis-view';

/** The 20014 explanation: the shop has no campaign this tool made, with a way to the authorised tools. */
function NoToolCampaigns() {
  const { t } = useTranslation('diagnostics');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('noToolCampaigns.title')}
      subTitle={t('noToolCampaigns.body')}
      extra={
        <Button type="primary" onClick={() => void navigate(SHOP_TOOL_PATHS['keyword-cold-start'])}>
          {t('noToolCampaigns.action')}
        </Button>
      }
    />
  );
}

/** Why a start was refused: the 20014 explanation, or the server's sentence. */
function StartFailure({ error }: { error: Error }) {
  const { t } = useTranslation('diagnostics');
  if (isNoToolCampaigns(error)) return <NoToolCampaigns />;
  return <Alert type="error" showIcon title={t('failed')} description={error.message} />;
}

/** Why a diagnosis failed in its job: the code's sentence and reason in the console's language, the code. */
function DiagnosisFailure({ error }: { error: NonNullable<DiagnosisData['error']> }) {
  const { t, i18n } = useTranslation('diagnostics');
  if (error.code === 20014) return <NoToolCampaigns />;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="diagnosis-failed"
      title={t('failed')}
      description={
        <Flex vertical gap={4}>
          <span>{errorMessage(error.code, toContractsLanguage(i18n.language))}</span>
          {error.reason && <span>{t(`failureReason.${error.reason}`)}</span>}
          <Typography.Text type="secondary">{t('failedCode', { code: error.code })}</Typography.Text>
        </Flex>
      }
    />
  );
}

/**
 * The diagnosis shown: the one just started or picked from the history, else the shop's latest. While it runs
 * the query polls it; when it ends the history is asked again so its line shows the result.
 */
function ShownDiagnosis({ diagnosisId }: { diagnosisId: string }) {
  const query = useDiagnosisQuery(diagnosisId);
  const client = useQueryClient();
  const state = query.data?.state;
  const shopId = query.data?.shop_id;
  const previousState = useRef(state);
  useEffect(() => {
    const previous = previousState.current;
    previousState.current = state;
    if (previous === 'running' && state && state !== 'running' && shopId)
      void client.invalidateQueries({ queryKey: diagnosticsKeys.list(shopId) });
  }, [state, shopId, client]);
  if (query.isError)
    return <LoadErrorResult detail={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Card loading />;
  if (query.data.state === 'running') return <RunProgress startedAt={query.data.created_at} />;
  if (query.data.state === 'failed' && query.data.error) return <DiagnosisFailure error={query.data.error} />;
  return <DiagnosisResult diagnosis={query.data} />;
}

export default function AdDiagnosisPage() {
  const { t } = useTranslation('diagnostics');
  const [shopId, setShopId] = useState<string>();
  const [campaignIds, setCampaignIds] = useState<string[]>([]);
  const [selectedId, setSelectedId] = useState<string>();
  const diagnose = useDiagnoseMutation();
  const history = useDiagnosisListQuery(shopId);
  const shownId = selectedId ?? history.data?.[0]?.diagnosis_id;
  const campaigns = useDiagnosisCampaignsQuery(shopId);

  const run = () => {
    if (!shopId) return;
    diagnose.mutate(
      { shopId, campaignIds },
      { onSuccess: (diagnosis) => setSelectedId(diagnosis.diagnosis_id) },
    );
  };

  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Card title={t('title')}>
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('intro')}
          </Typography.Paragraph>
          <Form layout="vertical" onFinish={run} style={{ maxWidth: 640 }}>
            <Form.Item label={t('form.shop')} htmlFor="diagnosis-shop" required>
              <LinkedShopSelect
                id="diagnosis-shop"
                value={shopId}
                marketplaces={DIAGNOSTIC_COUNTRIES}
                onChange={(id) => {
                  setShopId(id);
                  setCampaignIds([]);
                  setSelectedId(undefined);
                  diagnose.reset();
                }}
              />
            </Form.Item>
            <Form.Item
              label={t('form.campaigns')}
              extra={t('form.campaignsHint')}
              htmlFor="diagnosis-campaigns"
            >
              <Select
                id="diagnosis-campaigns"
                mode="multiple"
                showSearch
                optionFilterProp="label"
                value={campaignIds}
                disabled={!shopId}
                loading={campaigns.isFetching}
                status={campaigns.isError ? 'error' : undefined}
                maxCount={DIAGNOSIS_MAX_CAMPAIGNS}
                placeholder={t('form.campaignsPlaceholder')}
                notFoundContent={campaigns.isError ? t('form.campaignsFailed') : t('form.campaignsNone')}
                options={campaignOptions(campaigns.data)}
                // The page stays open in its tab while plans are applied elsewhere: opening the list reads
                // the shop's tool campaigns again.
                onOpenChange={(open) => {
                  if (open) void campaigns.refetch();
                }}
                onChange={(ids: string[]) => setCampaignIds(ids)}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" disabled={!shopId} loading={diagnose.isPending}>
              {t('form.run')}
            </Button>
            {!shopId && (
              <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                {t('form.chooseShop')}
              </Typography.Text>
            )}
          </Form>
          {diagnose.isError && <StartFailure error={diagnose.error} />}
          {shopId && shownId && !diagnose.isPending && <ShownDiagnosis diagnosisId={shownId} />}
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        {shopId && (
          <Col xs={24} xxl={12}>
            <Card title={t('history.title')}>
              <Typography.Paragraph type="secondary">{t('history.hint')}</Typography.Paragraph>
              <DiagnosisHistory shopId={shopId} selectedId={shownId} onView={setSelectedId} />
            </Card>
          </Col>
        )}
        <Col xs={24} xxl={shopId ? 12 : 24}>
          <Card title={t('upload.title')}>
            <DiagnosisUpload />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
