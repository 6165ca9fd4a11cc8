// The two charts of the overview, loaded lazily with ECharts (ADR 0018): spend and sales by campaign, and
// the daily trend where the data is daily (otherwise a sentence saying how to get one).
import { useMemo } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountOverviewData } from '@adplan/contracts';
import EChartView from '../../../shared/charts/echart-view';
import { campaignChartOption, CHART_CAMPAIGNS, trendChartOption } from '../model/overview-view';

/** Bars by campaign and the daily trend, side by side on a desktop, one above the other on a phone. */
export default function OverviewCharts({ overview }: { overview: AccountOverviewData }) {
  const { t } = useTranslation('overview');
  const labels = useMemo(
    () => ({ spend: t('charts.spend'), sales: t('charts.sales'), orders: t('charts.orders') }),
    [t],
  );
  const byCampaign = useMemo(() => campaignChartOption(overview, labels), [overview, labels]);
  const trend = useMemo(() => trendChartOption(overview, labels), [overview, labels]);
  const bars = Math.min(overview.campaigns.length, CHART_CAMPAIGNS);
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('charts.byCampaign')}>
          <EChartView
            option={byCampaign}
            height={Math.max(160, 48 + bars * 36)}
            label={t('charts.byCampaign')}
            testId="overview-campaign-chart"
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('charts.trend')}>
          {overview.days.length > 0 ? (
            <EChartView option={trend} height={280} label={t('charts.trend')} testId="overview-trend-chart" />
          ) : (
            <Typography.Paragraph type="secondary" data-testid="overview-no-daily">
              {t('charts.noDaily')}
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
    </Row>
  );
}
