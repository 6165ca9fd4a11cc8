// Ad diagnostics (issue 14): choose a linked shop (and optionally some of the tool's campaigns), run the
// diagnosis, read the findings grouped by severity and kind, download the CSV, look at past diagnoses and
// open a diagnostic CSV downloaded before. A shop without tool-made campaigns (20014) gets an explanation
// and a way to the authorised tools instead of an error.
import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Result, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DIAGNOSIS_MAX_CAMPAIGNS, DIAGNOSTIC_COUNTRIES, SHOP_TOOL_PATHS } from '@adplan/contracts';
import { LinkedShopSelect } from '../../../shared/shops/linked-shop-select';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { useDiagnoseMutation, useDiagnosisListQuery, useDiagnosisQuery } from '../api/diagnostics-queries';
import { DiagnosisHistory } from '../components/diagnosis-history';
import { DiagnosisResult } from '../components/diagnosis-result';
import { DiagnosisUpload } from '../components/diagnosis-upload';
import { RunProgress } from '../components/run-progress';
import { campaignOptions, isNoToolCampaigns } from '../model/diagnosis-view';

/** Why a run failed: the 20014 explanation, or the server's sentence. */
function RunFailure({ error }: { error: Error }) {
  const { t } = useTranslation('diagnostics');
  const navigate = useNavigate();
  if (isNoToolCampaigns(error)) {
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
  return <Alert type="error" showIcon title={t('failed')} description={error.message} />;
}

/** The diagnosis shown: the one just run or picked from the history, else the shop's latest. */
function ShownDiagnosis({ diagnosisId }: { diagnosisId: string }) {
  const query = useDiagnosisQuery(diagnosisId);
  if (query.isError)
    return <LoadErrorResult detail={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Card loading />;
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
  const latest = useDiagnosisQuery(history.data?.[0]?.diagnosis_id);

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
                mode="tags"
                value={campaignIds}
                disabled={!shopId}
                maxCount={DIAGNOSIS_MAX_CAMPAIGNS}
                placeholder={t('form.campaignsPlaceholder')}
                options={campaignOptions(latest.data, campaignIds)}
                onChange={(ids: string[]) => setCampaignIds(ids.map((id) => id.trim()).filter(Boolean))}
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
          {diagnose.isPending && <RunProgress />}
          {diagnose.isError && <RunFailure error={diagnose.error} />}
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
