// The forecast's chart per campaign, loaded lazily with ECharts (ADR 0018): spend and orders per day before
// and after the plan, each bar's 80 % interval in its tooltip and under the chart as text.
import { useMemo } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Marketplace, PlanForecastView } from '@adplan/contracts';
import EChartView from '../../../shared/charts/echart-view';
import { campaignForecastOption, figureFormat, intervalBounds } from '../model/forecast-view';

/** At most this many campaign charts (the busiest by expected spend); the cards above hold the totals. */
const MAX_CHARTS = 12;

/** One small chart per campaign the plan touches, two a row on a desktop, one on a phone. */
export default function ForecastCampaignCharts({
  forecast,
  marketplace,
}: {
  forecast: PlanForecastView;
  marketplace: Marketplace;
}) {
  const { t } = useTranslation('plans');
  const labels = useMemo(
    () => ({
      before: t('forecast.before'),
      after: t('forecast.after'),
      spend: t('forecast.spend'),
      orders: t('forecast.orders'),
      interval: (low: string, high: string) => t('forecast.interval', { low, high }),
      noUpperBound: t('forecast.noUpperBound'),
    }),
    [t],
  );
  const campaigns = useMemo(
    () =>
      [...forecast.campaigns]
        .sort((a, b) => b.before.spend.expected - a.before.spend.expected)
        .slice(0, MAX_CHARTS),
    [forecast],
  );
  const money = figureFormat('money', marketplace);
  return (
    <Row gutter={[12, 12]}>
      {campaigns.map((campaign) => {
        const spend = intervalBounds(campaign.after.spend, money, labels.noUpperBound);
        return (
          <Col key={campaign.campaign_id} xs={24} xl={12}>
            <Card size="small" title={campaign.name} data-testid="forecast-campaign-card">
              <EChartView
                option={campaignForecastOption(campaign, marketplace, labels)}
                height={200}
                label={`${campaign.name}: ${labels.spend}, ${labels.orders}`}
                testId="forecast-campaign-chart"
              />
              <Typography.Text type="secondary">
                {labels.after} · {labels.spend} {money(campaign.after.spend.expected)} (
                {labels.interval(spend.low, spend.high)})
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
